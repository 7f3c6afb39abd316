//! Kattis sudokunique ("Sudoku Unique").
//!   https://open.kattis.com/problems/sudokunique
//!
//! Input: up to 100 boards, each 9 lines of 9 digits separated by spaces (`0` an erased cell),
//! a blank line between boards, until the end of input. Output, for each board: its solution in
//! the same layout if it has exactly one, `Non-unique` if it has several, `Find another job` if
//! it has none; a blank line between answers.
//!
//! Beyond the judge's input, this program also takes CRLF, any spacing and blank lines, and `.`
//! for an erased cell. Malformed input (a token that is not one digit, a board cut short) stops
//! the program after the boards before it are answered: `error: case N, line L: ...` on
//! stderr, exit status 1.

use crate::engines::bitboard9::Bitboard9;
use crate::formats::kattis_sudokunique::classify_all;
use crate::io::stdio::run;

pub fn main() {
    std::process::exit(run(classify_all::<Bitboard9>));
}
