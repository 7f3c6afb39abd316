//! A board of another shape or with another character is not valid.
//!
//! Below the harness line: `struct Solution` (LeetCode supplies its own) and a `main` for running
//! locally. It reads boards in LeetCode's literal form, `[["5","3",".",...],...]` with whitespace
//! anywhere, and prints `true` or `false` for each on its own line. Malformed input:
//! `error: line L: ...` on stderr, exit status 1.

use crate::formats::leetcode36::is_valid_board;

/// LeetCode supplies this struct itself; the generator moves it below the harness marker.
pub struct Solution;

impl Solution {
    #[allow(clippy::needless_pass_by_value)] // LeetCode's signature, not ours to change
    pub fn is_valid_sudoku(board: Vec<Vec<char>>) -> bool {
        is_valid_board(&board)
    }
}

/// The local harness: board literals on standard input, `true` or `false` for each on
/// standard output (see `run_harness`).
pub const PROGRAM: crate::io::stdio::Format =
    |input, out, _log| crate::io::literals::answer_literals(input, out, Solution::is_valid_sudoku);

pub fn main() {
    std::process::exit(crate::io::literals::run_harness(PROGRAM));
}
