//! HDU 4069 "Squiggly Sudoku" (2011 ACM/ICPC Asia Regional Fuzhou Online).
//!   http://acm.hdu.edu.cn/showproblem.php?pid=4069
//!
//! Input: a count T (1 ≤ T ≤ 2500), then T grids of 9 lines of 9 numbers, each a cell's digit
//! (`0` empty) plus 16, 32, 64 and 128 for a wall up, right, down and left. The walls cut the
//! grid into nine regions of nine cells, which take the place of the boxes. Output, for each
//! grid: `Case k:`, then its solution as 9 lines of 9 digits if it has exactly one, else `No
//! solution` or `Multiple Solutions`. Limits: 2 s, 32 MB (C/C++).
//!
//! Beyond the judge's input it takes CRLF, any spacing and walls marked by one of the two cells
//! only; malformed input (a number that is not a digit plus walls, walls that do not cut nine
//! regions of nine cells, fewer grids than T) stops it after the grids before it, with
//! `error: case N, line L: ...`, exit status 1.

use crate::formats::hdu4069::classify_all;
use crate::io::stdio::run;

pub fn main() {
    std::process::exit(run(classify_all));
}
