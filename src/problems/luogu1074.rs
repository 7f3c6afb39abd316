//! Beyond the judge's input, this program also takes CRLF, any spacing and blank lines, `.` for
//! an empty cell, and several grids in a row (a score for each). Malformed input stops the
//! program after the grids before it are answered: `error: case N, line L: ...` on stderr,
//! exit status 1.

use crate::formats::luogu1074::best_scores;
use crate::io::stdio::{run, Format};

/// This file's answer to the judge's input: the format, run with its engine.
pub const PROGRAM: Format = best_scores;

pub fn main() {
    std::process::exit(run(PROGRAM));
}
