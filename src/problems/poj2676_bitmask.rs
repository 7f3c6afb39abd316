//! **The textbook edition**, to be read top to bottom (its technique is below); the fast
//! edition (bitboards over bands) gives the same answers a few times faster.
//!
//! Rows are read as tokens (`.` is empty too). A grid with no solution is printed back as given.
//! Malformed input stops the program: `error: case N, line L: ...`, exit status 1.

use crate::engines::bitmask::Bitmask;
use crate::formats::poj2676::solve_all;
use crate::io::stdio::{run, Format};

/// This file's answer to the judge's input: the format, run with its engine.
pub const PROGRAM: Format = solve_all::<Bitmask>;

pub fn main() {
    std::process::exit(run(PROGRAM));
}
