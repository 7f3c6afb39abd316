//! A board that is not 9×9 of `'1'`-`'9'` and `'.'`, or that has no solution, is left unchanged.
//!
//! Below the harness line: `struct Solution` (LeetCode supplies its own) and a `main` for running
//! locally. It reads boards in LeetCode's literal form, `[["5","3",".",...],...]` with whitespace
//! anywhere, and prints each solved board in the same form on its own line. Malformed input:
//! `error: line L: ...` on stderr, exit status 1.

use crate::engines::bitboard9::Bitboard9;
use crate::formats::leetcode37::solve_board;

/// LeetCode supplies this struct itself; the generator moves it below the harness marker.
pub struct Solution;

impl Solution {
    #[allow(clippy::ptr_arg)] // LeetCode's signature, not ours to change
    pub fn solve_sudoku(board: &mut Vec<Vec<char>>) {
        solve_board::<Bitboard9>(board)
    }
}

/// The local harness: board literals on standard input, each solved board on standard output
/// (see `run_harness`).
pub const PROGRAM: crate::io::stdio::Format =
    |input, out, log| crate::io::literals::solve_literals(input, out, log, Solution::solve_sudoku);

pub fn main() {
    std::process::exit(crate::io::literals::run_harness(PROGRAM));
}
