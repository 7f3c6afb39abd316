//! Codeforces 1335D "Anti-Sudoku".
//!   https://codeforces.com/problemset/problem/1335/D
//!
//! Input: t (at most 10⁴), then t solved grids, each as 9 lines of 9 digits. Output: for each,
//! the grid with at most 9 cells changed (to digits 1-9) so that every row, every column and
//! every box contains a repeated digit; any such grid is accepted. Limits: 2 s, 256 MB.
//!
//! Beyond the judge's input, this program also takes CRLF, spaces and blank lines. Malformed
//! input (a count that is not a number, a row that is not 9 digits 1-9, fewer grids than the
//! count) stops the program after the grids before it are answered: `error: case N, line L:
//! ...` on stderr, exit status 1.

use crate::formats::cf1335d::spoil_all;
use crate::io::stdio::run;

pub fn main() {
    std::process::exit(run(spoil_all));
}
