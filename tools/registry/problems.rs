//! The problems: each judge problem and its editions, the data behind [`super::Problem`].

use super::{Answers, CasesPerInput, Flavor, Layout, Page, Problem, Promise, Question, Source};
use oj_sudoku::engines::bitboard16::Bitboard16;
use oj_sudoku::engines::bitboard9::Bitboard9;
use oj_sudoku::engines::bitmask::Bitmask;
use oj_sudoku::engines::dlx_sudoku::DancingLinks;
use oj_sudoku::formats::leetcode36::is_valid_board;
use oj_sudoku::formats::leetcode37::solve_board;
use oj_sudoku::io::literals::{answer_literals, solve_literals};
use std::time::Duration;

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

fn spaced_case(digits: &[u8]) -> String {
    let symbols: Vec<String> = digits.iter().map(|d| d.to_string()).collect();
    symbols
        .chunks(9)
        .map(|row| format!("{}\n", row.join(" ")))
        .collect()
}

fn leetcode36_case(digits: &[u8]) -> String {
    leetcode37_case(digits)
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

fn count_then_blank_between(cases: &[String]) -> String {
    format!("{}\n{}", cases.len(), cases.join("\n"))
}

/// Nine lines of nine digits separated by spaces, `0` empty, one grid per case.
const SPACED_LAYOUT: Layout = Layout {
    skip: 0,
    rows: 81,
    symbols: DIGITS,
    empty: "0.",
    render_case: spaced_case,
    render_input: concatenated,
    render_output: concatenated,
};

fn blank_after(cases: &[String]) -> String {
    cases.iter().map(|case| format!("{}\n", case)).collect()
}

const ACWING166: Problem = Problem {
    id: "acwing166",
    samples: "acwing166",
    title: "AcWing 166 数独 / POJ 3074 Sudoku",
    home: Page {
        judge: "acwing",
        id: "166",
        url: "https://www.acwing.com/problem/content/168/",
    },
    mirrors: &[
        Page {
            judge: "poj",
            id: "3074",
            url: "http://poj.org/problem?id=3074",
        },
        Page {
            judge: "luogu",
            id: "P10482",
            url: "https://www.luogu.com.cn/problem/P10482",
        },
    ],
    promise: Promise::Unique,
    question: Question::Solve,
    time_limit: Duration::from_secs(1),
    memory_limit_mb: 64,
    limits_source: Source::Documented("the statement"),
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
    cases_per_input: CasesPerInput::Several,
    min_givens: 0,
    starter: include_str!("../starters/acwing166.rs"),
    flavor: Flavor::Fast,
    program: oj_sudoku::formats::acwing166::solve_all::<Bitboard9>,
};

const ACWING169: Problem = Problem {
    id: "acwing169",
    samples: "acwing169",
    title: "AcWing 169 数独2 / POJ 3076 Sudoku",
    home: Page {
        judge: "acwing",
        id: "169",
        url: "https://www.acwing.com/problem/content/171/",
    },
    mirrors: &[Page {
        judge: "poj",
        id: "3076",
        url: "http://poj.org/problem?id=3076",
    }],
    promise: Promise::Unique,
    question: Question::Solve,
    time_limit: Duration::from_secs(2),
    memory_limit_mb: 64,
    limits_source: Source::Documented("the statement"),
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
    cases_per_input: CasesPerInput::Several,
    min_givens: 0,
    starter: include_str!("../starters/acwing169.rs"),
    flavor: Flavor::Fast,
    program: oj_sudoku::formats::acwing169::solve_all::<Bitboard16>,
};

const POJ2676: Problem = Problem {
    id: "poj2676",
    samples: "poj2676",
    title: "POJ 2676 Sudoku (special judge)",
    home: Page {
        judge: "poj",
        id: "2676",
        url: "http://poj.org/problem?id=2676",
    },
    mirrors: &[Page {
        judge: "luogu",
        id: "P10481",
        url: "https://www.luogu.com.cn/problem/P10481",
    }],
    promise: Promise::Solvable,
    question: Question::Solve,
    time_limit: Duration::from_secs(2),
    memory_limit_mb: 64,
    limits_source: Source::Documented("the statement"),
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
    cases_per_input: CasesPerInput::Several,
    min_givens: 0,
    starter: include_str!("../starters/poj2676.rs"),
    flavor: Flavor::Fast,
    program: oj_sudoku::formats::poj2676::solve_all::<Bitboard9>,
};

const LEETCODE37: Problem = Problem {
    id: "leetcode37",
    samples: "leetcode37",
    title: "LeetCode 37 Sudoku Solver (local harness)",
    home: Page {
        judge: "leetcode",
        id: "37",
        url: "https://leetcode.com/problems/sudoku-solver/",
    },
    mirrors: &[Page {
        judge: "leetcode",
        id: "37 (leetcode.cn)",
        url: "https://leetcode.cn/problems/sudoku-solver/",
    }],
    promise: Promise::Unique,
    question: Question::Solve,
    time_limit: Duration::from_secs(1),
    memory_limit_mb: 64,
    limits_source: Source::Assumed(
        "LeetCode publishes no time limit; 1 s a case and 64 MB are assumed",
    ),
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
    cases_per_input: CasesPerInput::Several,
    min_givens: 0,
    starter: include_str!("../starters/leetcode37.rs"),
    flavor: Flavor::Fast,
    program: |input, out, log| {
        solve_literals(input, out, log, |board| solve_board::<Bitboard9>(board))
    },
};

pub const PROBLEMS: &[Problem] = &[
    ACWING166,
    POJ2676,
    LEETCODE37,
    ACWING169,
    Problem {
        id: "luogu1784",
        samples: "luogu1784",
        title: "Luogu P1784 数独",
        home: Page {
            judge: "luogu",
            id: "P1784",
            url: "https://www.luogu.com.cn/problem/P1784",
        },
        mirrors: &[],
        promise: Promise::Unique,
        question: Question::Solve,
        time_limit: Duration::from_secs(1),
        memory_limit_mb: 256,
        limits_source: Source::Assumed(
            "as a mirror of the statement gives them; Luogu's page was not confirmed",
        ),
        answers: Answers::Unique,
        side: 9,
        layout: SPACED_LAYOUT,
        cases_per_input: CasesPerInput::One,
        min_givens: 0,
        starter: include_str!("../starters/luogu1784.rs"),
        flavor: Flavor::Fast,
        program: oj_sudoku::formats::luogu1784::solve_all::<Bitboard9>,
    },
    Problem {
        id: "luogu1074",
        samples: "luogu1074",
        title: "Luogu P1074 靶形数独 (NOIP 2009)",
        home: Page {
            judge: "luogu",
            id: "P1074",
            url: "https://www.luogu.com.cn/problem/P1074",
        },
        mirrors: &[],
        promise: Promise::Any,
        question: Question::BestScore,
        time_limit: Duration::from_secs(2),
        memory_limit_mb: 128,
        limits_source: Source::Assumed(
            "as OpenJudge's copy of the statement gives them; Luogu's page was not confirmed",
        ),
        answers: Answers::Unique,
        side: 9,
        layout: SPACED_LAYOUT,
        cases_per_input: CasesPerInput::One,
        min_givens: 24,
        starter: include_str!("../starters/luogu1074.rs"),
        flavor: Flavor::Fast,
        program: oj_sudoku::formats::luogu1074::best_scores,
    },
    Problem {
        id: "kattis_sudokunique",
        samples: "kattis_sudokunique",
        title: "Kattis sudokunique (Sudoku Unique)",
        home: Page {
            judge: "kattis",
            id: "sudokunique",
            url: "https://open.kattis.com/problems/sudokunique",
        },
        mirrors: &[],
        promise: Promise::Any,
        question: Question::Uniqueness,
        time_limit: Duration::from_secs(1),
        memory_limit_mb: 1024,
        limits_source: Source::Documented("the statement"),
        answers: Answers::Unique,
        side: 9,
        layout: Layout {
            render_input: blank_between,
            render_output: blank_between,
            ..SPACED_LAYOUT
        },
        cases_per_input: CasesPerInput::Several,
        min_givens: 0,
        starter: include_str!("../starters/kattis_sudokunique.rs"),
        flavor: Flavor::Fast,
        program: oj_sudoku::formats::kattis_sudokunique::classify_all::<Bitboard9>,
    },
    Problem {
        id: "spoj_sudoku",
        samples: "spoj_sudoku",
        title: "SPOJ SUDOKU (16×16)",
        home: Page {
            judge: "spoj",
            id: "SUDOKU",
            url: "https://www.spoj.com/problems/SUDOKU/",
        },
        mirrors: &[],
        promise: Promise::Unique,
        question: Question::Solve,
        time_limit: Duration::from_secs(2),
        memory_limit_mb: 1536,
        limits_source: Source::Documented("the statement"),
        answers: Answers::Unique,
        side: 16,
        layout: Layout {
            skip: 1,
            rows: 16,
            symbols: LETTERS,
            empty: "-",
            render_case: acwing169_case,
            render_input: count_then_blank_between,
            render_output: blank_between,
        },
        cases_per_input: CasesPerInput::Several,
        min_givens: 0,
        starter: include_str!("../starters/spoj_sudoku.rs"),
        flavor: Flavor::Fast,
        program: oj_sudoku::formats::spoj_sudoku::solve_all::<Bitboard16>,
    },
    Problem {
        id: "leetcode36",
        samples: "leetcode36",
        title: "LeetCode 36 Valid Sudoku (local harness)",
        home: Page {
            judge: "leetcode",
            id: "36",
            url: "https://leetcode.com/problems/valid-sudoku/",
        },
        mirrors: &[Page {
            judge: "leetcode",
            id: "36 (leetcode.cn)",
            url: "https://leetcode.cn/problems/valid-sudoku/",
        }],
        promise: Promise::Any,
        question: Question::ValidPartial,
        time_limit: Duration::from_secs(1),
        memory_limit_mb: 64,
        limits_source: Source::Assumed(
            "LeetCode publishes no time limit; 1 s a case and 64 MB are assumed",
        ),
        answers: Answers::Unique,
        side: 9,
        layout: Layout {
            skip: 0,
            rows: 1,
            symbols: DIGITS,
            empty: ".",
            render_case: leetcode36_case,
            render_input: concatenated,
            render_output: concatenated,
        },
        cases_per_input: CasesPerInput::Several,
        min_givens: 0,
        starter: include_str!("../starters/leetcode36.rs"),
        flavor: Flavor::Fast,
        program: |input, out, _log| answer_literals(input, out, |board| is_valid_board(&board)),
    },
    Problem {
        id: "abc327c",
        samples: "abc327c",
        title: "AtCoder ABC327 C Number Place",
        home: Page {
            judge: "atcoder",
            id: "abc327_c",
            url: "https://atcoder.jp/contests/abc327/tasks/abc327_c",
        },
        mirrors: &[],
        promise: Promise::Any,
        question: Question::ValidComplete,
        time_limit: Duration::from_secs(2),
        memory_limit_mb: 1024,
        limits_source: Source::Documented("the statement"),
        answers: Answers::Unique,
        side: 9,
        layout: SPACED_LAYOUT,
        cases_per_input: CasesPerInput::One,
        min_givens: 0,
        starter: include_str!("../starters/abc327c.rs"),
        flavor: Flavor::Fast,
        program: oj_sudoku::formats::abc327c::judge_all,
    },
    Problem {
        id: "cf1335d",
        samples: "cf1335d",
        title: "Codeforces 1335D Anti-Sudoku",
        home: Page {
            judge: "codeforces",
            id: "1335D",
            url: "https://codeforces.com/problemset/problem/1335/D",
        },
        mirrors: &[],
        promise: Promise::Any,
        question: Question::AntiSudoku,
        time_limit: Duration::from_secs(2),
        memory_limit_mb: 256,
        limits_source: Source::Documented("the statement"),
        answers: Answers::AntiSudoku,
        side: 9,
        layout: Layout {
            skip: 1,
            rows: 9,
            symbols: DIGITS,
            empty: "0",
            render_case: poj2676_case,
            render_input: with_count,
            render_output: concatenated,
        },
        cases_per_input: CasesPerInput::Several,
        min_givens: 0,
        starter: include_str!("../starters/cf1335d.rs"),
        flavor: Flavor::Fast,
        program: oj_sudoku::formats::cf1335d::spoil_all,
    },
    // The same problems with the dancing-links engine: same samples, limits and checker.
    Problem {
        id: "acwing166_dlx",
        title: "AcWing 166 数独 / POJ 3074 Sudoku, by dancing links",
        flavor: Flavor::DancingLinks,
        program: oj_sudoku::formats::acwing166::solve_all::<DancingLinks>,
        ..ACWING166
    },
    Problem {
        id: "acwing169_dlx",
        title: "AcWing 169 数独2 / POJ 3076 Sudoku, by dancing links",
        flavor: Flavor::DancingLinks,
        program: oj_sudoku::formats::acwing169::solve_all::<DancingLinks>,
        ..ACWING169
    },
    // The textbook editions: the same problems with the bitmask engine.
    Problem {
        id: "acwing166_bitmask",
        title: "AcWing 166 数独 / POJ 3074 Sudoku, textbook edition",
        flavor: Flavor::Textbook,
        program: oj_sudoku::formats::acwing166::solve_all::<Bitmask>,
        ..ACWING166
    },
    Problem {
        id: "poj2676_bitmask",
        title: "POJ 2676 Sudoku, textbook edition",
        flavor: Flavor::Textbook,
        program: oj_sudoku::formats::poj2676::solve_all::<Bitmask>,
        ..POJ2676
    },
    Problem {
        id: "leetcode37_bitmask",
        title: "LeetCode 37 Sudoku Solver, textbook edition",
        flavor: Flavor::Textbook,
        program: |input, out, log| {
            solve_literals(input, out, log, |board| solve_board::<Bitmask>(board))
        },
        ..LEETCODE37
    },
    Problem {
        id: "acwing169_bitmask",
        title: "AcWing 169 数独2 / POJ 3076 Sudoku, textbook edition",
        flavor: Flavor::Textbook,
        program: oj_sudoku::formats::acwing169::solve_all::<Bitmask>,
        ..ACWING169
    },
];
