//! The LeetCode 36 form: the board as `Vec<Vec<char>>`, `'1'`-`'9'` and `'.'`; valid when its
//! filled cells repeat no digit in a row, column or box (it need not have a solution).

use crate::board::grid::Grid;
use crate::board::rules::first_repeat;
use crate::board::shape::Box3;

/// Whether `board` is valid: 9 rows of 9 of `'1'`-`'9'` and `'.'` whose filled cells break no
/// rule. Any other shape or character is not valid.
pub fn is_valid_board(board: &[Vec<char>]) -> bool {
    if board.len() != 9 || board.iter().any(|row| row.len() != 9) {
        return false;
    }
    let mut grid = Grid::<Box3>::empty();
    for (cell, &symbol) in board.iter().flatten().enumerate() {
        let digit = match symbol {
            '.' => 0,
            '1'..='9' => symbol as u8 - b'0',
            _ => return false,
        };
        grid.set(cell, digit);
    }
    first_repeat(&grid).is_none()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn board(digits: &str) -> Vec<Vec<char>> {
        let cells: Vec<char> = digits.chars().collect();
        cells.chunks(9).map(|row| row.to_vec()).collect()
    }

    #[test]
    fn the_official_examples() {
        let example =
            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
        assert!(is_valid_board(&board(example)));
        assert!(!is_valid_board(&board(&example.replacen('5', "8", 1))));
        assert!(!is_valid_board(&board(&example[..72])));
        assert!(!is_valid_board(&board(&example.replacen('.', "0", 1))));
    }
}
