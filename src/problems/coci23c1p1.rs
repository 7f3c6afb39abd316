//! COCI 2023/2024 Contest #1, task "Sudoku" (DMOJ coci23c1p1, Luogu P9903).
//!   https://dmoj.ca/problem/coci23c1p1   https://www.luogu.com.cn/problem/P9903
//!
//! Input: a partial grid drawn in 13 lines of 13 characters: `+---+---+---+` above, between
//! and below the bands, `|` around and between the boxes, `1`-`9` a digit and `.` an empty cell.
//! Output: `GRESKA` if a row, a column or a box holds a digit twice, else `OK`; whether the grid
//! can be completed is not asked. Limits (DMOJ): 1 s, 512 MB.
//!
//! Beyond the judge's input it takes CRLF, spaces around a line, `0` for empty, blank lines and
//! several grids in a row; a broken frame, a bad cell or a grid cut short stops it after the
//! grids before it, with `error: case N, line L: ...`, exit status 1.

use crate::formats::coci23c1p1::check_all;
use crate::io::stdio::run;

pub fn main() {
    std::process::exit(run(check_all));
}
