//! Luogu P4573 [CQOI2013] 新数独 ("new Sudoku": comparison Sudoku).
//!   https://www.luogu.com.cn/problem/P4573
//!
//! Input: 15 lines of signs, no digits. In each band of three rows, lines 1, 3 and 5 hold the
//! 6 signs `<`/`>` between side-by-side cells of each row within its boxes, lines 2 and 4 the 9
//! signs `^`/`v` between a row and the next within its boxes; `<` and `^` say the left or upper
//! cell is the smaller. Every box's 12 pairs carry a sign; the puzzle has exactly one solution.
//! Output: the solution, 9 lines of 9 digits separated by spaces.
//!
//! Beyond the judge's input it takes signs packed without spaces (as UVa 11570 writes them),
//! CRLF and several puzzles in a row; a puzzle with no solution prints nothing (note on stderr),
//! one with several prints the first found (note on stderr); malformed input (a sign of the
//! wrong kind, too few signs) stops it after the puzzles before it, with
//! `error: case N, line L: ...`, exit status 1.

use crate::formats::luogu_p4573::solve_all;
use crate::io::stdio::run;

pub fn main() {
    std::process::exit(run(solve_all));
}
