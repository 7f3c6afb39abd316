//! The UVa 989 format: cases until the end of input, each a box size `n` and then the `n²×n²`
//! grid as numbers separated by spaces (`0` empty); for each, its lexicographically smallest
//! solution as rows of numbers separated by single spaces, or `NO SOLUTION`, with a blank line
//! between cases.

use crate::board::any_grid::{AnyGrid, MAX_BOX};
use crate::engines::any_box::smallest;
use crate::io::stdio::Failure;
use crate::io::text::{quoted, tokens, ErrorKind, InputError, Tokens};
use std::io::Write;

/// Answers every case of `input` with its smallest solution.
pub fn smallest_all(input: &str, out: &mut dyn Write, _log: &mut dyn Write) -> Result<(), Failure> {
    let mut tokens = tokens(input);
    let mut case = 0;
    while let Some(puzzle) = read_case(case + 1, &mut tokens, input)? {
        case += 1;
        if case > 1 {
            writeln!(out)?;
        }
        match smallest(&puzzle) {
            Ok(solution) => write_rows(out, &solution)?,
            Err(_) => writeln!(out, "NO SOLUTION")?,
        }
    }
    Ok(())
}

/// Reads case `case`: `None` at the end of the input, else its grid, or an error naming the
/// first bad token or the shortfall.
fn read_case(case: usize, tokens: &mut Tokens, input: &str) -> Result<Option<AnyGrid>, InputError> {
    let (line, token) = match tokens.next() {
        Some(next) => next,
        None => return Ok(None),
    };
    let error = |line, kind, message| InputError {
        case: Some(case),
        line,
        kind,
        message,
    };
    let box_size = match token.parse::<usize>() {
        Ok(n) if (1..=MAX_BOX).contains(&n) => n,
        _ => {
            let message = format!(
                "expected a box size from 1 to {}, found {}",
                MAX_BOX,
                quoted(token)
            );
            return Err(error(line, ErrorKind::Count, message));
        }
    };
    let mut grid = AnyGrid::empty(box_size);
    let side = grid.side();
    for cell in 0..side * side {
        let (line, token) = match tokens.next() {
            Some(next) => next,
            None => {
                let message = format!(
                    "expected {} numbers after box size {}, found {} before the end of input",
                    side * side,
                    box_size,
                    cell
                );
                let last = input.lines().count().max(1);
                return Err(error(last, ErrorKind::MissingRows, message));
            }
        };
        match token.parse::<u8>() {
            Ok(digit) if usize::from(digit) <= side => grid.set(cell, digit),
            _ => {
                let message = format!(
                    "expected a number from 0 to {}, found {}",
                    side,
                    quoted(token)
                );
                return Err(error(line, ErrorKind::Symbol, message));
            }
        }
    }
    Ok(Some(grid))
}

/// Writes the solution as rows of numbers separated by single spaces.
fn write_rows(out: &mut dyn Write, grid: &AnyGrid) -> std::io::Result<()> {
    let mut text = String::with_capacity(3 * grid.digits().len());
    for row in grid.digits().chunks(grid.side()) {
        for (i, digit) in row.iter().enumerate() {
            if i > 0 {
                text.push(' ');
            }
            text.push_str(&digit.to_string());
        }
        text.push('\n');
    }
    out.write_all(text.as_bytes())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::io::stdio::run_in_memory;

    const SAMPLE: &str = "3\n0 6 0 1 0 4 0 5 0\n0 0 8 3 0 5 6 0 0\n2 0 0 0 0 0 0 0 1\n8 0 0 4 0 7 0 0 6\n0 0 6 0 0 0 3 0 0\n7 0 0 9 0 1 0 0 4\n5 0 0 0 0 0 0 0 2\n0 0 7 2 0 6 9 0 0\n0 4 0 5 0 8 0 7 0\n";
    const ANSWER: &str = "9 6 3 1 7 4 2 5 8\n1 7 8 3 2 5 6 4 9\n2 5 4 6 8 9 7 3 1\n8 2 1 4 3 7 5 9 6\n4 9 6 8 5 2 3 1 7\n7 3 5 9 6 1 8 2 4\n5 8 9 7 1 3 4 6 2\n3 1 7 2 4 6 9 8 5\n6 4 2 5 9 8 1 7 3\n";

    #[test]
    fn answers_the_official_sample() {
        assert_eq!(
            run_in_memory(smallest_all, SAMPLE),
            (ANSWER.to_string(), String::new(), Ok(()))
        );
    }

    #[test]
    fn the_smallest_of_several_no_solution_and_n_1_with_a_blank_line_between() {
        let input = "2\n0 0 0 0\n0 0 0 0\n0 0 0 0\n0 0 0 0\n\n1\n0\n\n2\n1 1 0 0\n0 0 0 0\n0 0 0 0\n0 0 0 0\n";
        let expected = "1 2 3 4\n3 4 1 2\n2 1 4 3\n4 3 2 1\n\n1\n\nNO SOLUTION\n";
        assert_eq!(
            run_in_memory(smallest_all, input),
            (expected.to_string(), String::new(), Ok(()))
        );
    }

    #[test]
    fn a_bad_box_size_a_bad_number_or_a_short_grid_is_located() {
        let (out, _, result) = run_in_memory(smallest_all, "1\n1\n\n6\n0\n");
        assert_eq!(out, "1\n");
        assert_eq!(
            result,
            Err("case 2, line 4: expected a box size from 1 to 5, found \"6\"".to_string())
        );
        let (_, _, result) = run_in_memory(smallest_all, "2\n1 2 3 4\n5 0 0 0\n");
        assert_eq!(
            result,
            Err("case 1, line 3: expected a number from 0 to 4, found \"5\"".to_string())
        );
        let (_, _, result) = run_in_memory(smallest_all, "2\n1 2 3 4\n");
        assert_eq!(
            result,
            Err("case 1, line 2: expected 16 numbers after box size 2, found 4 before the end of input".to_string())
        );
        let (_, _, result) = run_in_memory(smallest_all, &"1".repeat(100_000));
        assert_eq!(
            result,
            Err("case 1, line 1: expected a box size from 1 to 5, found \"11111111111111111111\"... (100000 characters)".to_string())
        );
    }

    #[test]
    fn sixteen_by_sixteen_grids_take_two_digit_numbers() {
        let mut input = "4\n".to_string();
        for _ in 0..16 {
            input.push_str(&vec!["0"; 16].join(" "));
            input.push('\n');
        }
        let (out, _, result) = run_in_memory(smallest_all, &input);
        assert_eq!(result, Ok(()));
        assert!(out.starts_with("1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16\n5 6 7 8 1 2 3 4 "));
        assert_eq!(out.lines().count(), 16);
    }
}
