//! AcWing 169 数独2 — the same problem as POJ 3076 "Sudoku" (SEERC 2006), UVa 1309,
//! LA 2659 and ZOJ 3122.
//!   https://www.acwing.com/problem/content/171/   http://poj.org/problem?id=3076
//!
//! **The textbook edition**, to be read top to bottom (its technique is below); the fast
//! edition (bitboards over bands, with look-ahead) gives the same answers a few times faster.
//!
//! Input: 16×16 puzzles with 4×4 boxes, each as 16 lines of 16 characters, `A`-`P` a given and
//! `-` an empty cell; cases are separated by a blank line and end at the end of input.
//! Output: each solution as 16 lines in the same format, followed by one blank line (also after
//! the last case, as AcWing's statement asks). Every puzzle has exactly one solution.
//! Limits: 2 s, 64 MB.
//!
//! Beyond the judge's input, this program also takes: CRLF line endings, spaces around a line,
//! several blank lines between cases (or none at the end of input). A puzzle with no solution is
//! printed back as given (with a note on stderr). Malformed input (a row that is not 16 of
//! `A`-`P` and `-`, a case cut short) stops the program after the cases before it are answered:
//! `error: case N, line L: ...` on stderr, exit status 1.

use crate::engines::bitmask::Bitmask;
use crate::formats::acwing169::solve_all;
use crate::io::stdio::run;

pub fn main() {
    std::process::exit(run(solve_all::<Bitmask>));
}
