//! Beyond the judge's input, this program also takes CRLF, spaces and blank lines. Malformed
//! input (a count that is not a number, a row that is not 9 digits 1-9, fewer grids than the
//! count) stops the program after the grids before it are answered: `error: case N, line L:
//! ...` on stderr, exit status 1.

use crate::formats::cf1335d::spoil_all;
use crate::io::stdio::{run, Format};

/// This file's answer to the judge's input: the format, run with its engine.
pub const PROGRAM: Format = spoil_all;

pub fn main() {
    std::process::exit(run(PROGRAM));
}
