//! AcWing 166 数独 (POJ 3074, OpenJudge/bailian 2984), solved by dancing links.
//!   https://www.acwing.com/problem/content/168/   http://poj.org/problem?id=3074
//!
//! The same problem, formats and behaviour as `solutions/acwing166.rs`; what differs is the
//! engine. Input: one puzzle per line, 81 characters, `1`-`9` a given and `.` an empty cell, until
//! a line `end`. Output: each solution as one 81-character line. Limits: 1 s, 64 MB.
//!
//! Technique: Sudoku as exact cover — 729 rows ("digit d in cell (r, c)") and 324 columns (each
//! cell filled; each digit once per row, column and box) — solved by Knuth's Algorithm X with
//! dancing links: covering a column unlinks it and its rows, uncovering relinks them in reverse
//! order, and the column with the fewest rows is tried first. See `mod dlx` and
//! `mod dlx_sudoku` below. The bitmask solution is faster; this one is the classic technique,
//! and the two check each other in the tests.
//!
//! Beyond the judge's input it takes CRLF, spaces, blank lines, `0` for empty and a missing
//! `end`; a puzzle with no solution is printed back as given (note on stderr); malformed input
//! stops after the earlier puzzles are answered, with `error: case N, line L: ...`, exit 1.
//!
//! Submit: this whole file.

use crate::acwing166::solve_all_with;
use crate::dlx_sudoku::solve;
use crate::stdio::{run, Failure};
use std::io::Write;

pub fn main() {
    std::process::exit(run(solve_all));
}

/// The AcWing 166 format, with the dancing-links engine.
pub fn solve_all(input: &str, out: &mut dyn Write, log: &mut dyn Write) -> Result<(), Failure> {
    solve_all_with(input, out, log, solve)
}
