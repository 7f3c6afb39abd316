//! Beyond the judge's input, this program also takes CRLF, any spacing and blank lines; a `0`
//! or `.` (an empty cell) makes the grid incomplete: `No`. Malformed input (a token that is not
//! one digit, fewer than 81 digits) stops the program: `error: case N, line L: ...` on stderr,
//! exit status 1.

use crate::formats::abc327c::judge_all;
use crate::io::stdio::{run, Format};

/// This file's answer to the judge's input: the format, run with its engine.
pub const PROGRAM: Format = judge_all;

pub fn main() {
    std::process::exit(run(PROGRAM));
}
