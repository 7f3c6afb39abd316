//! AcWing 166 数独 — the same problem as POJ 3074 "Sudoku" (Stanford Local 2006) and
//! OpenJudge/bailian 2984.
//!   https://www.acwing.com/problem/content/168/   http://poj.org/problem?id=3074
//!
//! **The textbook edition**, to be read top to bottom (its technique is below); the fast
//! edition (bitboards over bands) gives the same answers a few times faster.
//!
//! Input: one puzzle per line, 81 characters row by row, `1`-`9` a given and `.` an empty cell;
//! a line `end` ends the input. Output: each puzzle's solution as one 81-character line.
//! Every puzzle has exactly one solution. Limits: 1 s, 64 MB.
//!
//! Beyond the judge's input, this program also takes: CRLF line endings, spaces around a line,
//! blank lines, `0` for an empty cell, and a missing `end` line. A puzzle with no solution is
//! printed back as given (with a note on stderr). A malformed line stops the program after the
//! puzzles before it are answered: `error: case N, line L: ...` on stderr, exit status 1.

use crate::engines::bitmask::Bitmask;
use crate::formats::acwing166::solve_all;
use crate::io::stdio::run;

pub fn main() {
    std::process::exit(run(solve_all::<Bitmask>));
}
