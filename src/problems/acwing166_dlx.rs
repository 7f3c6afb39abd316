//! AcWing 166 数独 (POJ 3074, OpenJudge/bailian 2984), solved by dancing links.
//!   https://www.acwing.com/problem/content/168/   http://poj.org/problem?id=3074
//!
//! The same problem, format and behaviour as the bitboard solution; only the engine differs.
//! Input: one puzzle per line, 81 characters, `1`-`9` a given and `.` an empty cell, until
//! a line `end`. Output: each solution as one 81-character line. Limits: 1 s, 64 MB.
//!
//! Beyond the judge's input it takes CRLF, spaces, blank lines, `0` for empty and a missing
//! `end`; a puzzle with no solution is printed back as given (note on stderr); malformed input
//! stops after the earlier puzzles are answered, with `error: case N, line L: ...`, exit 1.

use crate::engines::dlx_sudoku::DancingLinks;
use crate::formats::acwing166::solve_all;
use crate::io::stdio::run;

pub fn main() {
    std::process::exit(run(solve_all::<DancingLinks>));
}
