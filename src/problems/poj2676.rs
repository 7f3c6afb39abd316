//! POJ 2676 "Sudoku" (Southeastern Europe 2005); mirrors: Luogu P10481, OpenJudge P1150.
//!   http://poj.org/problem?id=2676   https://www.luogu.com.cn/problem/P10481
//!
//! Input: the number of cases T, then per case 9 lines of 9 digits, `0` an empty cell.
//! Output: per case the solved grid as 9 lines of 9 digits, no separators. Special judge: when a
//! puzzle has several solutions any one is accepted. Limits: 2 s, 64 MB (Luogu: 2 s, 512 MB).
//!
//! Rows are read as whitespace-separated tokens, so blank lines, CRLF and extra spaces do not
//! matter; `.` is read as empty too. A grid with no solution is printed back exactly as given
//! (with a note on stderr). Malformed input (a count that is not a number, a row that is not 9
//! digits, fewer grids than the count) stops the program after the grids before it are answered:
//! `error: case N, line L: ...` on stderr, exit status 1. Input after the T-th grid is ignored,
//! with a note on stderr.

use crate::engines::bitboard9::Bitboard9;
use crate::formats::poj2676::solve_all;
use crate::io::stdio::run;

pub fn main() {
    std::process::exit(run(solve_all::<Bitboard9>));
}
