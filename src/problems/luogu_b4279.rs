//! Beyond the judge's input it takes CRLF, spaces around a line, `0` for empty and several
//! grids; a grid with no solution is printed back as given (note on stderr); malformed input
//! stops it after the grids before it, with `error: case N, line L: ...`, exit status 1.

use crate::engines::bitboard9::Bitboard9;
use crate::formats::luogu_b4279::solve_all;
use crate::io::stdio::{run, Format};

/// This file's answer to the judge's input: the format, run with its engine.
pub const PROGRAM: Format = solve_all::<Bitboard9>;

pub fn main() {
    std::process::exit(run(PROGRAM));
}
