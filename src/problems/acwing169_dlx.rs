//! AcWing 169 数独2 (POJ 3076, UVa 1309, LA 2659, ZOJ 3122), solved by dancing links — the
//! technique the problem is tagged with (搜索, 剪枝, DLX).
//!   https://www.acwing.com/problem/content/171/   http://poj.org/problem?id=3076
//!
//! The same problem, format and behaviour as the bitboard solution; only the engine differs.
//! Worst case measured: 0.14 s for one puzzle, the slowest of about 900 (generated ones,
//! minimal ones, and their symmetry transforms), on one core of a 2-vCPU EPYC server.
//! Input: 16×16 puzzles as 16 lines of `A`-`P` and `-`, cases separated by a blank line.
//! Output: each solution in the same form, followed by one blank line. Limits: 2 s, 64 MB.
//!
//! Beyond the judge's input it takes CRLF, spaces, several blank lines between cases and none at
//! the end; a puzzle with no solution is printed back as given (note on stderr); malformed input
//! stops after the earlier cases are answered, with `error: case N, line L: ...`, exit 1.

use crate::engines::dlx_sudoku::DancingLinks;
use crate::formats::acwing169::solve_all;
use crate::io::stdio::run;

pub fn main() {
    std::process::exit(run(solve_all::<DancingLinks>));
}
