//! Beyond the judge's input, this program also takes: CRLF line endings, spaces around a line,
//! blank lines, `0` for an empty cell, and a missing `end` line. A puzzle with no solution is
//! printed back as given (with a note on stderr). A malformed line stops the program after the
//! puzzles before it are answered: `error: case N, line L: ...` on stderr, exit status 1.

use crate::engines::bitboard9::Bitboard9;
use crate::formats::acwing166::solve_all;
use crate::io::stdio::{run, Format};

/// This file's answer to the judge's input: the format, run with its engine.
pub const PROGRAM: Format = solve_all::<Bitboard9>;

pub fn main() {
    std::process::exit(run(PROGRAM));
}
