//! Beyond the judge's input it takes CRLF, any spacing and `.` for erased; malformed input stops
//! it after the boards before it, with `error: case N, line L: ...`, exit status 1.

use crate::engines::bitboard9::Bitboard9;
use crate::formats::kattis_sudokunique::classify_all;
use crate::io::stdio::{run, Format};

/// This file's answer to the judge's input: the format, run with its engine.
pub const PROGRAM: Format = classify_all::<Bitboard9>;

pub fn main() {
    std::process::exit(run(PROGRAM));
}
