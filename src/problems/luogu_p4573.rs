//! Beyond the judge's input it takes signs packed without spaces, CRLF and several puzzles in a
//! row; a puzzle with no solution prints nothing (note on stderr),
//! one with several prints the first found (note on stderr); malformed input (a sign of the
//! wrong kind, too few signs) stops it after the puzzles before it, with
//! `error: case N, line L: ...`, exit status 1.

use crate::formats::luogu_p4573::solve_all;
use crate::io::stdio::{run, Format};

/// This file's answer to the judge's input: the format, run with its engine.
pub const PROGRAM: Format = solve_all;

pub fn main() {
    std::process::exit(run(PROGRAM));
}
