//! Kattis sudokunique ("Sudoku Unique").
//!   https://open.kattis.com/problems/sudokunique
//!
//! Input: up to 100 boards, each 9 lines of 9 digits separated by spaces (`0` an erased cell),
//! a blank line between boards, until the end of input. Output, for each board: its solution in
//! the same layout if it has exactly one, `Non-unique` if it has several, `Find another job` if
//! it has none; a blank line between answers.
//!
//! Beyond the judge's input it takes CRLF, any spacing and `.` for erased; malformed input stops
//! it after the boards before it, with `error: case N, line L: ...`, exit status 1.

use crate::engines::bitboard9::Bitboard9;
use crate::formats::kattis_sudokunique::classify_all;
use crate::io::stdio::run;

pub fn main() {
    std::process::exit(run(classify_all::<Bitboard9>));
}
