//! AcWing 169 数独2 (POJ 3076, UVa 1309, LA 2659, ZOJ 3122), solved by dancing links — the
//! technique the problem is tagged with (搜索, 剪枝, DLX).
//!   https://www.acwing.com/problem/content/171/   http://poj.org/problem?id=3076
//!
//! The same problem, formats and behaviour as `solutions/acwing169.rs`; what differs is the
//! engine. Input: 16×16 puzzles as 16 lines of `A`-`P` and `-`, cases separated by a blank line.
//! Output: each solution in the same form, followed by one blank line. Limits: 2 s, 64 MB.
//!
//! Technique: Sudoku as exact cover — 4,096 rows ("letter d in cell (r, c)") and 1,024 columns
//! (each cell filled; each letter once per row, column and box) — solved by Knuth's Algorithm X
//! with dancing links: covering a column unlinks it and its rows, uncovering relinks them in
//! reverse order, and the column with the fewest rows is tried first. See `mod dlx` and
//! `mod dlx_sudoku` below.
//!
//! Beyond the judge's input it takes CRLF, spaces, several blank lines between cases and none at
//! the end; a puzzle with no solution is printed back as given (note on stderr); malformed input
//! stops after the earlier cases are answered, with `error: case N, line L: ...`, exit 1.
//!
//! Submit: this whole file.

use crate::acwing169::solve_all_with;
use crate::dlx_sudoku::solve;
use crate::stdio::{run, Failure};
use std::io::Write;

pub fn main() {
    std::process::exit(run(solve_all));
}

/// The AcWing 169 format, with the dancing-links engine.
pub fn solve_all(input: &str, out: &mut dyn Write, log: &mut dyn Write) -> Result<(), Failure> {
    solve_all_with(input, out, log, solve)
}
