//! Luogu P1074 靶形数独 (NOIP 2009 senior, problem 4).
//!   https://www.luogu.com.cn/problem/P1074
//!
//! Input: a grid as 9 lines of 9 digits separated by spaces, `0` an empty cell. A filled grid
//! scores the sum of weight × digit over its cells, the weight 10 in the centre cell, then 9,
//! 8, 7 and 6 ring by ring outwards. Output: the highest score over all solutions, or `-1` if
//! there is none. Limits: 2 s, 128 MB.
//!
//! Beyond the judge's input, this program also takes CRLF, any spacing and blank lines, `.` for
//! an empty cell, and several grids in a row (a score for each). Malformed input stops the
//! program after the grids before it are answered: `error: case N, line L: ...` on stderr,
//! exit status 1.

use crate::formats::luogu1074::best_scores;
use crate::io::stdio::run;

pub fn main() {
    std::process::exit(run(best_scores));
}
