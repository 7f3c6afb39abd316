//! Beyond the judge's input it takes CRLF, any spacing and walls marked by one of the two cells
//! only; malformed input (a number that is not a digit plus walls, walls that do not cut nine
//! regions of nine cells, fewer grids than T) stops it after the grids before it, with
//! `error: case N, line L: ...`, exit status 1.

use crate::formats::hdu4069::classify_all;
use crate::io::stdio::{run, Format};

/// This file's answer to the judge's input: the format, run with its engine.
pub const PROGRAM: Format = classify_all;

pub fn main() {
    std::process::exit(run(PROGRAM));
}
