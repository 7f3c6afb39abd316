//! Luogu P1784 数独.
//!   https://www.luogu.com.cn/problem/P1784
//!
//! Input: a grid as 9 lines of 9 digits separated by spaces, `0` an empty cell; it has exactly
//! one solution. Output: the solution in the same layout. Limits: 1 s, 256 MB.
//!
//! Beyond the judge's input it takes CRLF, any spacing, `.` for empty and several grids; a grid
//! with no solution is printed back (note on stderr); malformed input stops it after the grids
//! before it, with `error: case N, line L: ...`, exit status 1.

use crate::engines::bitboard9::Bitboard9;
use crate::formats::luogu1784::solve_all;
use crate::io::stdio::run;

pub fn main() {
    std::process::exit(run(solve_all::<Bitboard9>));
}
