//! SPOJ SUDOKU (16×16; the grid of POJ 3076 and AcWing 169 with a count in front).
//!   https://www.spoj.com/problems/SUDOKU/
//!
//! Input: a count K (at most 10), then K puzzles with 4×4 boxes, each as 16 lines of 16
//! characters, `A`-`P` a given and `-` an empty cell, separated by blank lines; every puzzle has
//! exactly one solution. Output: each solution in the same form, separated by blank lines.
//! Limits: not published (SPOJ's usual source limit is 50,000 bytes).
//!
//! Beyond the judge's input, this program also takes CRLF, spaces and any blank lines. A puzzle
//! with no solution is printed back as given (with a note on stderr). Malformed input (a count
//! that is not a number, a row that is not 16 of `A`-`P` and `-`, fewer grids than the count)
//! stops the program after the cases before it are answered: `error: case N, line L: ...` on
//! stderr, exit status 1.

use crate::engines::bitboard16::Bitboard16;
use crate::formats::spoj_sudoku::solve_all;
use crate::io::stdio::run;

pub fn main() {
    std::process::exit(run(solve_all::<Bitboard16>));
}
