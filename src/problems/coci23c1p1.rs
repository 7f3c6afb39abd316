//! Beyond the judge's input it takes CRLF, spaces around a line, `0` for empty, blank lines and
//! several grids in a row; a broken frame, a bad cell or a grid cut short stops it after the
//! grids before it, with `error: case N, line L: ...`, exit status 1.

use crate::formats::coci23c1p1::check_all;
use crate::io::stdio::{run, Format};

/// This file's answer to the judge's input: the format, run with its check.
pub const PROGRAM: Format = check_all;

pub fn main() {
    std::process::exit(run(PROGRAM));
}
