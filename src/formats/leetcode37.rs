//! The LeetCode 37 form: the board as `Vec<Vec<char>>`, `'1'`-`'9'` and `'.'`, solved in place.

use crate::board::grid::Grid;
use crate::board::shape::Box3;
use crate::engines::Engine;

/// Fills `board` in place with its solution by engine `E`; leaves it unchanged when it is not
/// 9 rows of 9 of `'1'`-`'9'` and `'.'`, or has no solution.
pub fn solve_board<E: Engine<Box3>>(board: &mut [Vec<char>]) {
    if let Some(puzzle) = board_to_grid(board) {
        if let Ok(solution) = E::solve(&puzzle) {
            for (cell, &digit) in solution.digits().iter().enumerate() {
                board[cell / 9][cell % 9] = char::from(b'0' + digit);
            }
        }
    }
}

/// The board as a grid, or `None` unless it is 9 rows of 9 of `'1'`-`'9'` and `'.'`.
fn board_to_grid(board: &[Vec<char>]) -> Option<Grid<Box3>> {
    if board.len() != 9 || board.iter().any(|row| row.len() != 9) {
        return None;
    }
    let mut grid = Grid::empty();
    for (cell, &symbol) in board.iter().flatten().enumerate() {
        let digit = match symbol {
            '.' => 0,
            '1'..='9' => symbol as u8 - b'0',
            _ => return None,
        };
        grid.set(cell, digit);
    }
    Some(grid)
}
