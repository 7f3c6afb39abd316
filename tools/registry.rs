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
    /// Also the name of `solutions/<id>.rs` and `src/<id>.rs`.
    pub id: &'static str,
    /// The folder under `samples/` (the dancing-links solutions share their problem's).
    pub samples: &'static str,
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

/// Where the grids are in a problem's text: `rows` lines (whitespace-separated tokens) per case,
/// after `skip` header tokens, with digit `d` written as the `d`-th character of `symbols` and an
/// empty cell as any character of `empty`; other characters (LeetCode's quotes and brackets)
/// are not cells.
#[derive(Clone, Copy, Debug)]
pub struct Layout {
    pub skip: usize,
    pub rows: usize,
    pub symbols: &'static str,
    pub empty: &'static str,
    /// One case's rows, each ending in a newline: the input form, and the output form of a
    /// solution or of a grid printed back.
    pub render_case: fn(&[u8]) -> String,
    /// A whole input made of rendered cases.
    pub render_input: fn(&[String]) -> String,
    /// A whole output made of rendered cases.
    pub render_output: fn(&[String]) -> String,
}

impl Layout {
    /// The cells of one case's rows: digits, 0 for empty; other characters skipped.
    pub fn cells(&self, rows: &[&str]) -> Vec<u8> {
        rows.iter()
            .flat_map(|row| row.chars())
            .filter_map(|c| match self.symbols.chars().position(|s| s == c) {
                Some(i) => Some(i as u8 + 1),
                None if self.empty.contains(c) => Some(0),
                None => None,
            })
            .collect()
    }
}

fn rows_of(digits: &[u8], side: usize, symbols: &str, empty: char) -> String {
    let symbols: Vec<char> = symbols.chars().collect();
    let mut text = String::new();
    for row in digits.chunks(side) {
        text.extend(row.iter().map(|&d| {
            if d == 0 {
                empty
            } else {
                symbols[usize::from(d) - 1]
            }
        }));
        text.push('\n');
    }
    text
}

const DIGITS: &str = "123456789";
const LETTERS: &str = "ABCDEFGHIJKLMNOP";

fn acwing166_case(digits: &[u8]) -> String {
    rows_of(digits, 81, DIGITS, '.')
}

fn poj2676_case(digits: &[u8]) -> String {
    rows_of(digits, 9, DIGITS, '0')
}

fn leetcode37_case(digits: &[u8]) -> String {
    let rows: Vec<String> = digits
        .chunks(9)
        .map(|row| {
            let cells: Vec<String> = row
                .iter()
                .map(|&d| format!("\"{}\"", if d == 0 { '.' } else { char::from(b'0' + d) }))
                .collect();
            format!("[{}]", cells.join(","))
        })
        .collect();
    format!("[{}]\n", rows.join(","))
}

fn acwing169_case(digits: &[u8]) -> String {
    rows_of(digits, 16, LETTERS, '-')
}

fn concatenated(cases: &[String]) -> String {
    cases.concat()
}

fn with_end_line(cases: &[String]) -> String {
    format!("{}end\n", cases.concat())
}

fn with_count(cases: &[String]) -> String {
    format!("{}\n{}", cases.len(), cases.concat())
}

fn blank_between(cases: &[String]) -> String {
    cases.join("\n")
}

fn blank_after(cases: &[String]) -> String {
    cases.iter().map(|case| format!("{}\n", case)).collect()
}

const ACWING166: Problem = Problem {
    id: "acwing166",
    samples: "acwing166",
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
        symbols: DIGITS,
        empty: ".0",
        render_case: acwing166_case,
        render_input: with_end_line,
        render_output: concatenated,
    },
};

const ACWING169: Problem = Problem {
    id: "acwing169",
    samples: "acwing169",
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
        symbols: LETTERS,
        empty: "-",
        render_case: acwing169_case,
        render_input: blank_between,
        render_output: blank_after,
    },
};

pub const PROBLEMS: &[Problem] = &[
    ACWING166,
    Problem {
        id: "poj2676",
        samples: "poj2676",
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
            symbols: DIGITS,
            empty: "0.",
            render_case: poj2676_case,
            render_input: with_count,
            render_output: concatenated,
        },
    },
    Problem {
        id: "leetcode37",
        samples: "leetcode37",
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
            symbols: DIGITS,
            empty: ".",
            render_case: leetcode37_case,
            render_input: concatenated,
            render_output: concatenated,
        },
    },
    ACWING169,
    // The same problems with the dancing-links engine: same samples, limits and checker.
    Problem {
        id: "acwing166_dlx",
        title: "AcWing 166 数独 / POJ 3074 Sudoku, by dancing links",
        ..ACWING166
    },
    Problem {
        id: "acwing169_dlx",
        title: "AcWing 169 数独2 / POJ 3076 Sudoku, by dancing links",
        ..ACWING169
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
