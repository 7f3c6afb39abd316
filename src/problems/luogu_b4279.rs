//! Luogu B4279 [蓝桥杯青少年组国赛 2023] 数独填数 (Lanqiao Cup youth final 2023: fill in the Sudoku).
//!   https://www.luogu.com.cn/problem/B4279
//!
//! Input: a grid as 9 lines of 9 characters, `1`-`9` a digit and `.` an empty cell; it is valid
//! and has exactly one solution. Output: the solution as 9 lines of 9 digits, nothing between
//! them.
//!
//! Beyond the judge's input it takes CRLF, spaces around a line, `0` for empty and several
//! grids; a grid with no solution is printed back as given (note on stderr); malformed input
//! stops it after the grids before it, with `error: case N, line L: ...`, exit status 1.

use crate::engines::bitboard9::Bitboard9;
use crate::formats::luogu_b4279::solve_all;
use crate::io::stdio::run;

pub fn main() {
    std::process::exit(run(solve_all::<Bitboard9>));
}
