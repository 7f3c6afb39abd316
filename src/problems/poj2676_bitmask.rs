//! POJ 2676 "Sudoku" (SEERC 2005); mirrors: Luogu P10481, OpenJudge P1150.
//!   http://poj.org/problem?id=2676   https://www.luogu.com.cn/problem/P10481
//!
//! **The textbook edition**, to be read top to bottom (its technique is below); the fast
//! edition (bitboards over bands) gives the same answers a few times faster.
//!
//! Input: the number of cases T, then per case 9 lines of 9 digits, `0` an empty cell.
//! Output: each solved grid as 9 lines of 9 digits. Special judge: any solution is accepted.
//! Limits: 2 s, 64 MB (Luogu: 2 s, 512 MB).
//!
//! Rows are read as tokens (`.` is empty too). A grid with no solution is printed back as given.
//! Malformed input stops the program: `error: case N, line L: ...`, exit status 1.

use crate::engines::bitmask::Bitmask;
use crate::formats::poj2676::solve_all;
use crate::io::stdio::run;

pub fn main() {
    std::process::exit(run(solve_all::<Bitmask>));
}
