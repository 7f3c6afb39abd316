//! Rows are read as whitespace-separated tokens, so blank lines, CRLF and extra spaces do not
//! matter; `.` is read as empty too. A grid with no solution is printed back exactly as given
//! (with a note on stderr). Malformed input (a count that is not a number, a row that is not 9
//! digits, fewer grids than the count) stops the program after the grids before it are answered:
//! `error: case N, line L: ...` on stderr, exit status 1. Input after the T-th grid is ignored,
//! with a note on stderr.

use crate::engines::bitboard9::Bitboard9;
use crate::formats::poj2676::solve_all;
use crate::io::stdio::{run, Format};

/// This file's answer to the judge's input: the format, run with its engine.
pub const PROGRAM: Format = solve_all::<Bitboard9>;

pub fn main() {
    std::process::exit(run(PROGRAM));
}
