//! The spaced layout many judges use: a grid as 9 lines of 9 digits separated by spaces, `0`
//! (or `.`) an empty cell.

use crate::board::grid::Grid;
use crate::board::shape::Box3;
use crate::io::stdio::Failure;
use crate::io::text::{read_cell_tokens, tokens, ErrorKind, InputError, Symbols};

/// Digits, `0` (or `.`) for an empty cell.
pub const SPACED: Symbols = Symbols::new("123456789", '0', ".", "0-9");

/// What [`each_grid`] calls for each grid.
pub type Answer<'f> = dyn FnMut(usize, Grid<Box3>, &str) -> Result<(), Failure> + 'f;

/// Calls `answer` with each grid of `input` in turn: its case number, the grid, and its text
/// as read. With `at_least_one`, an input without a grid is cut short (a judge sends one).
pub fn each_grid(input: &str, at_least_one: bool, answer: &mut Answer) -> Result<(), Failure> {
    let mut tokens = tokens(input);
    let mut case = 0;
    loop {
        case += 1;
        match read_cell_tokens::<Box3>(case, &mut tokens, &SPACED, input)? {
            Some((grid, text)) => answer(case, grid, text)?,
            None if case == 1 && at_least_one => {
                return Err(InputError {
                    case: Some(1),
                    line: input.lines().count().max(1),
                    kind: ErrorKind::MissingRows,
                    message: "expected 81 digits, found 0 before the end of input".to_string(),
                }
                .into())
            }
            None => return Ok(()),
        }
    }
}
