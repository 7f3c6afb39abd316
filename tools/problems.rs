//! The judge problems the toolkit knows: one entry per solution file, with what a judge knows
//! about it (limits, and whether any valid answer is accepted). A new judge format is a driver in
//! `src/`, a folder `samples/<id>/`, and one entry here.

use std::time::Duration;

/// How a judge decides an answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Answers {
    /// Every puzzle has one solution: the output must equal the expected output.
    Unique,
    /// Special judge: any valid solution of each puzzle is accepted; a puzzle with no solution
    /// must be printed back as given (so the expected output shows which is which).
    AnyValid,
}

pub struct Problem {
    /// Also the name of `solutions/<id>.rs`, `src/<id>.rs` and `samples/<id>/`.
    pub id: &'static str,
    pub title: &'static str,
    /// The judge's page, then mirrors.
    pub links: &'static [&'static str],
    pub time_limit: Duration,
    pub memory_limit_mb: u64,
    pub answers: Answers,
    /// 9 or 16.
    pub side: usize,
    /// How a case's input and output are laid out, for the any-valid checker.
    pub layout: Layout,
}

/// Where the grids are in a problem's text: `rows` lines of `side * side / rows` symbols per
/// case, after `skip` header tokens, with digits written as `symbols` (empty cells as anything
/// else).
#[derive(Clone, Copy, Debug)]
pub struct Layout {
    pub skip: usize,
    pub rows: usize,
    pub symbols: &'static str,
}

pub const PROBLEMS: &[Problem] = &[
    Problem {
        id: "acwing166",
        title: "AcWing 166 数独 / POJ 3074 Sudoku",
        links: &[
            "https://www.acwing.com/problem/content/168/",
            "http://poj.org/problem?id=3074",
        ],
        time_limit: Duration::from_secs(1),
        memory_limit_mb: 64,
        answers: Answers::Unique,
        side: 9,
        layout: Layout {
            skip: 0,
            rows: 1,
            symbols: "123456789",
        },
    },
    Problem {
        id: "poj2676",
        title: "POJ 2676 Sudoku (special judge)",
        links: &[
            "http://poj.org/problem?id=2676",
            "https://www.luogu.com.cn/problem/P10481",
        ],
        time_limit: Duration::from_secs(2),
        memory_limit_mb: 64,
        answers: Answers::AnyValid,
        side: 9,
        layout: Layout {
            skip: 1,
            rows: 9,
            symbols: "123456789",
        },
    },
    Problem {
        id: "leetcode37",
        title: "LeetCode 37 Sudoku Solver (local harness)",
        links: &[
            "https://leetcode.com/problems/sudoku-solver/",
            "https://leetcode.cn/problems/sudoku-solver/",
        ],
        time_limit: Duration::from_secs(1),
        memory_limit_mb: 64,
        answers: Answers::Unique,
        side: 9,
        layout: Layout {
            skip: 0,
            rows: 1,
            symbols: "123456789",
        },
    },
    Problem {
        id: "acwing169",
        title: "AcWing 169 数独2 / POJ 3076 Sudoku",
        links: &[
            "https://www.acwing.com/problem/content/171/",
            "http://poj.org/problem?id=3076",
        ],
        time_limit: Duration::from_secs(2),
        memory_limit_mb: 64,
        answers: Answers::Unique,
        side: 16,
        layout: Layout {
            skip: 0,
            rows: 16,
            symbols: "ABCDEFGHIJKLMNOP",
        },
    },
];

/// The problem named `id`, or a message listing the valid ids.
pub fn find(id: &str) -> Result<&'static Problem, String> {
    PROBLEMS.iter().find(|p| p.id == id).ok_or_else(|| {
        let ids: Vec<&str> = PROBLEMS.iter().map(|p| p.id).collect();
        format!(
            "unknown problem {:?}; the problems are: {}",
            id,
            ids.join(", ")
        )
    })
}
