//! Blank lines: one between cases, also after `NO SOLUTION` when a case follows, none after the
//! last: the statement's "Print a blank line between test cases", as the accepted solutions
//! found print them (Luogu's translation, a blank line after solved cases only, is not the
//! English text). Numbers are separated by single spaces, no space ends a line.
//!
//! Beyond the judge's input it takes box sizes 4 and 5 (16×16 and 25×25, numbers up to 25),
//! CRLF and any spacing; givens that repeat a digit in a house have no solution. Malformed input
//! (a box size outside 1 to 5, a number outside 0 to n², a grid cut short) stops it after the
//! cases before it, with `error: case N, line L: ...`, exit status 1.

use crate::formats::uva989::smallest_all;
use crate::io::stdio::{run, Format};

/// This file's answer to the judge's input: the format, run with its engine.
pub const PROGRAM: Format = smallest_all;

pub fn main() {
    std::process::exit(run(PROGRAM));
}
