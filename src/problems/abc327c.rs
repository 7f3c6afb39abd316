//! AtCoder ABC327 C "Number Place".
//!   https://atcoder.jp/contests/abc327/tasks/abc327_c
//!
//! Input: a complete grid as 9 lines of 9 integers 1-9 separated by spaces. Output: `Yes` if
//! every row, every column and every box holds each of 1 to 9 exactly once, else `No`.
//! Limits: 2 s, 1024 MB.
//!
//! Beyond the judge's input, this program also takes CRLF, any spacing and blank lines; a `0`
//! or `.` (an empty cell) makes the grid incomplete: `No`. Malformed input (a token that is not
//! one digit, fewer than 81 digits) stops the program: `error: case N, line L: ...` on stderr,
//! exit status 1.

use crate::formats::abc327c::judge_all;
use crate::io::stdio::run;

pub fn main() {
    std::process::exit(run(judge_all));
}
