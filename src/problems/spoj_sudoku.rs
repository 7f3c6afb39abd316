//! Beyond the judge's input, this program also takes CRLF, spaces and any blank lines. A puzzle
//! with no solution is printed back as given (with a note on stderr). Malformed input (a count
//! that is not a number, a row that is not 16 of `A`-`P` and `-`, fewer grids than the count)
//! stops the program after the cases before it are answered: `error: case N, line L: ...` on
//! stderr, exit status 1.

use crate::engines::cdcl::Cdcl;
use crate::formats::spoj_sudoku::solve_all;
use crate::io::stdio::{run, Format};

/// This file's answer to the judge's input: the format, run with its engine.
pub const PROGRAM: Format = solve_all::<Cdcl>;

pub fn main() {
    std::process::exit(run(PROGRAM));
}
