//! **Solved by dancing links**, the technique the problem is tagged with (搜索, 剪枝, DLX): the
//! same format and answers as this problem's fast edition; only the engine differs. Plain
//! Algorithm X can be led by a 16×16 puzzle into seconds of backtracking below choices that
//! were doomed from the start; this search learns from each dead end, as the fast edition's
//! clause learning does.
//!
//! Beyond the judge's input it takes CRLF, spaces, several blank lines between cases and none at
//! the end; a puzzle with no solution is printed back as given (note on stderr); malformed input
//! stops after the earlier cases are answered, with `error: case N, line L: ...`, exit 1.

use crate::engines::dlx_learning::LearningLinks;
use crate::formats::acwing169::solve_all;
use crate::io::stdio::{run, Format};

/// This file's answer to the judge's input: the format, run with its engine.
pub const PROGRAM: Format = solve_all::<LearningLinks>;

pub fn main() {
    std::process::exit(run(PROGRAM));
}
