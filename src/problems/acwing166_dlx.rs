//! **Solved by dancing links**: the same format and answers as this problem's fast edition
//! (bitboards); only the engine differs.
//!
//! Beyond the judge's input it takes CRLF, spaces, blank lines, `0` for empty and a missing
//! `end`; a puzzle with no solution is printed back as given (note on stderr); malformed input
//! stops after the earlier puzzles are answered, with `error: case N, line L: ...`, exit 1.

use crate::engines::dlx_sudoku::DancingLinks;
use crate::formats::acwing166::solve_all;
use crate::io::stdio::{run, Format};

/// This file's answer to the judge's input: the format, run with its engine.
pub const PROGRAM: Format = solve_all::<DancingLinks>;

pub fn main() {
    std::process::exit(run(PROGRAM));
}
