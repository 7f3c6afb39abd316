//! The problems: each judge problem and its editions, the data behind [`super::Problem`].

use super::judges;
use super::{
    box_size_cases, grid_cases, Answers, CasesPerInput, Flavor, Layout, Page, Problem, Promise,
    Question, Source, Worst,
};
use oj_sudoku::formats::spaced::SPACED;
use oj_sudoku::formats::{acwing166, acwing169, luogu_b4279, poj2676, spoj_sudoku};
use oj_sudoku::io::text::Symbols;
use oj_sudoku_testkit::{framed, inequality, regions};
use std::time::Duration;

/// `digits` as rows of `width` cells in `symbols`, a newline after each.
fn rows_of(digits: &[u8], width: usize, symbols: &Symbols) -> String {
    let mut text = String::new();
    for row in digits.chunks(width) {
        text.extend(row.iter().map(|&d| match d {
            0 => symbols.empty,
            d => symbols.digits.as_bytes()[usize::from(d) - 1] as char,
        }));
        text.push('\n');
    }
    text
}

/// LeetCode's boards: `'1'`-`'9'` and `'.'` in quotes (the format reads them by pattern).
const LEETCODE_CELLS: Symbols = Symbols::new("123456789", '.', "", "\"1\"-\"9\" or \".\"");

/// Codeforces 1335D's solved grids: rows of `1`-`9` (the format reads them by pattern).
const SOLVED_ROWS: Symbols = Symbols::new("123456789", '0', "", "1-9");

fn acwing166_case(digits: &[u8]) -> String {
    rows_of(digits, 81, &acwing166::SYMBOLS)
}

fn poj2676_case(digits: &[u8]) -> String {
    rows_of(digits, 9, &poj2676::SYMBOLS)
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
    rows_of(digits, 16, &acwing169::SYMBOLS)
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
    symbols: &SPACED,
    render_case: spaced_case,
    render_input: concatenated,
    render_output: concatenated,
    read: grid_cases,
};

/// UVa 989's case: the box size on a line, then the grid as rows of numbers separated by spaces
/// (the box size follows from the number of cells, `n⁴`).
fn uva989_case(digits: &[u8]) -> String {
    let side = (1..=5)
        .map(|n| n * n)
        .find(|side| side * side == digits.len());
    let side = side.unwrap_or(9);
    let box_size = (1..=5).find(|n| n * n == side).unwrap_or(3);
    let rows: String = digits
        .chunks(side)
        .map(|row| {
            let numbers: Vec<String> = row.iter().map(|d| d.to_string()).collect();
            format!("{}\n", numbers.join(" "))
        })
        .collect();
    format!("{}\n{}", box_size, rows)
}

/// HDU 4069's cells: a digit plus wall bits, one number per cell (read by the format itself).
const WALLED_CELLS: Symbols = Symbols::new("123456789", '0', "", "0-9 plus walls");

/// A HDU 4069 case as the input writes it: 9 lines of 9 numbers, each a cell's digit plus its
/// walls. The case is its 81 cells and then the region of each (81 cells alone: the boxes).
fn hdu4069_case(case: &[u8]) -> String {
    let region = match case.get(81..162) {
        Some(region) => region.to_vec(),
        None => regions::boxes(),
    };
    let walls = regions::walls(&region);
    let values: Vec<String> = (0..81)
        .map(|cell| (u32::from(walls[cell]) + u32::from(case[cell])).to_string())
        .collect();
    values
        .chunks(9)
        .map(|row| format!("{}\n", row.join(" ")))
        .collect()
}

/// HDU 4069's cases: after the count, 81 numbers a case, as cells and regions. A case whose
/// walls do not cut nine regions of nine cells has regions `u8::MAX`.
fn hdu4069_cases(_: &Layout, input: &str) -> Vec<Vec<u8>> {
    let numbers: Vec<u32> = input
        .split_whitespace()
        .skip(1)
        .map(|token| token.parse().unwrap_or(u32::MAX))
        .collect();
    numbers
        .chunks(81)
        .filter(|values| values.len() == 81)
        .map(|values| {
            let mut case: Vec<u8> = values.iter().map(|&v| (v & 15) as u8).collect();
            case.extend(regions::from_walls(values).unwrap_or_else(|| vec![u8::MAX; 81]));
            case
        })
        .collect()
}

/// Luogu P4573's signs, in the input's order (read by the format itself).
const SIGNS: Symbols = Symbols::new("<>^v", ' ', "", "signs");

/// A P4573 case: its 108 signs as the 15 lines the judge reads.
fn luogu_p4573_case(signs: &[u8]) -> String {
    inequality::render(signs)
}

/// P4573's cases: 108 signs at a time, whatever the spacing.
fn luogu_p4573_cases(_: &Layout, input: &str) -> Vec<Vec<u8>> {
    let symbols: Vec<char> = input.chars().filter(|c| !c.is_whitespace()).collect();
    symbols
        .chunks(108)
        .filter_map(|chunk| inequality::parse(&chunk.iter().collect::<String>()))
        .collect()
}

/// COCI 2023/24 #1's cells inside the frame (read by the format itself).
const FRAMED_CELLS: Symbols = Symbols::new("123456789", '.', "0", "1-9 or '.'");

/// A COCI 2023/24 #1 case: the grid drawn in its frame.
fn coci23c1p1_case(digits: &[u8]) -> String {
    framed::render(digits)
}

/// B4279's grids: 9 lines of 9 characters, `.` empty.
fn luogu_b4279_case(digits: &[u8]) -> String {
    rows_of(digits, 9, &luogu_b4279::SYMBOLS)
}

fn blank_after(cases: &[String]) -> String {
    cases.iter().map(|case| format!("{}\n", case)).collect()
}

const ACWING166: Problem = Problem {
    id: "acwing166",
    samples: "acwing166",
    title: "AcWing 166 数独 / POJ 3074 Sudoku",
    statement: "Input: one puzzle per line, 81 characters row by row, `1`-`9` a given and `.` an empty cell; a line `end` ends the input. Output: each puzzle's solution as one 81-character line. Every puzzle has exactly one solution.",
    aliases: "Stanford Local 2006",
    summary: "81-character lines until `end` → a solved line each",
    home: Page {
        judge: &judges::ACWING,
        id: "166",
        url: "https://www.acwing.com/problem/content/168/",
    },
    mirrors: &[
        Page {
            judge: &judges::POJ,
            id: "3074",
            url: "http://poj.org/problem?id=3074",
        },
        Page {
            judge: &judges::LUOGU,
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
        symbols: &acwing166::SYMBOLS,
        render_case: acwing166_case,
        render_input: with_end_line,
        render_output: concatenated,
        read: grid_cases,
    },
    cases_per_input: CasesPerInput::Several,
    min_givens: 0,
    starter: include_str!("../../samples/acwing166/starter.rs"),
    flavor: Flavor::Fast,
    program: oj_sudoku::problems::acwing166::PROGRAM,
    worst: Worst {
        cpu: Duration::from_micros(2_100),
        hunt_seconds: 30,
        red_team: false,
    },
};

const ACWING169: Problem = Problem {
    id: "acwing169",
    samples: "acwing169",
    title: "AcWing 169 数独2 / POJ 3076 Sudoku",
    statement: "Input: 16×16 puzzles with 4×4 boxes, each as 16 lines of 16 characters, `A`-`P` a given and `-` an empty cell; cases are separated by a blank line and end at the end of input. Output: each solution as 16 lines in the same format, followed by one blank line (also after the last case, as AcWing's statement asks). Every puzzle has exactly one solution.",
    aliases: "SEERC 2006",
    summary: "16×16 grids of `A`-`P`/`-` → solved grids, a blank line after each",
    home: Page {
        judge: &judges::ACWING,
        id: "169",
        url: "https://www.acwing.com/problem/content/171/",
    },
    mirrors: &[Page {
        judge: &judges::POJ,
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
        symbols: &acwing169::SYMBOLS,
        render_case: acwing169_case,
        render_input: blank_between,
        render_output: blank_after,
        read: grid_cases,
    },
    cases_per_input: CasesPerInput::Several,
    min_givens: 0,
    starter: include_str!("../../samples/acwing169/starter.rs"),
    flavor: Flavor::Fast,
    program: oj_sudoku::problems::acwing169::PROGRAM,
    worst: Worst {
        cpu: Duration::from_micros(300_000),
        hunt_seconds: 1800,
        red_team: false,
    },
};

const POJ2676: Problem = Problem {
    id: "poj2676",
    samples: "poj2676",
    title: "POJ 2676 Sudoku (special judge)",
    statement: "Input: the number of cases T, then per case 9 lines of 9 digits, `0` an empty cell. Output: per case the solved grid as 9 lines of 9 digits, no separators. Special judge: when a puzzle has several solutions any one is accepted.",
    aliases: "Southeastern Europe 2005",
    summary: "a count, 9 rows of 9 digits a grid → solved grids (any solution)",
    home: Page {
        judge: &judges::POJ,
        id: "2676",
        url: "http://poj.org/problem?id=2676",
    },
    mirrors: &[Page {
        judge: &judges::LUOGU,
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
        symbols: &poj2676::SYMBOLS,
        render_case: poj2676_case,
        render_input: with_count,
        render_output: concatenated,
        read: grid_cases,
    },
    cases_per_input: CasesPerInput::Several,
    min_givens: 0,
    starter: include_str!("../../samples/poj2676/starter.rs"),
    flavor: Flavor::Fast,
    program: oj_sudoku::problems::poj2676::PROGRAM,
    worst: Worst {
        cpu: Duration::from_micros(2_100),
        hunt_seconds: 30,
        red_team: false,
    },
};

const LEETCODE37: Problem = Problem {
    id: "leetcode37",
    samples: "leetcode37",
    title: "LeetCode 37 Sudoku Solver",
    statement: "Input: `Solution::solve_sudoku(board: &mut Vec<Vec<char>>)` gets 9 rows of 9 `char`s, `'1'`-`'9'` a given and `'.'` an empty cell; every board has exactly one solution. Output: the same board, filled in place.",
    aliases: "",
    summary: "`solve_sudoku(&mut Vec<Vec<char>>)`, in place",
    home: Page {
        judge: &judges::LEETCODE,
        id: "37",
        url: "https://leetcode.com/problems/sudoku-solver/",
    },
    mirrors: &[Page {
        judge: &judges::LEETCODE,
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
        symbols: &LEETCODE_CELLS,
        render_case: leetcode37_case,
        render_input: concatenated,
        render_output: concatenated,
        read: grid_cases,
    },
    cases_per_input: CasesPerInput::Several,
    min_givens: 0,
    starter: include_str!("../../samples/leetcode37/starter.rs"),
    flavor: Flavor::Fast,
    program: oj_sudoku::problems::leetcode37::PROGRAM,
    worst: Worst {
        cpu: Duration::from_micros(2_200),
        hunt_seconds: 30,
        red_team: false,
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
        statement: "Input: a grid as 9 lines of 9 digits separated by spaces, `0` an empty cell; it has exactly one solution. Output: the solution in the same layout.",
        aliases: "",
        summary: "9 lines of 9 spaced digits → the solution, spaced",
        home: Page {
            judge: &judges::LUOGU,
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
        starter: include_str!("../../samples/luogu1784/starter.rs"),
        flavor: Flavor::Fast,
        program: oj_sudoku::problems::luogu1784::PROGRAM,
        worst: Worst {
            cpu: Duration::from_micros(2_100),
            hunt_seconds: 30,
            red_team: false,
        },
    },
    Problem {
        id: "luogu1074",
        samples: "luogu1074",
        title: "Luogu P1074 靶形数独 (NOIP 2009)",
        statement: "Input: a grid as 9 lines of 9 digits separated by spaces, `0` an empty cell, with at least 24 givens. A filled grid scores the sum of weight × digit over its cells, the weight 10 in the centre cell, then 9, 8, 7 and 6 ring by ring outwards. Output: the highest score over all solutions, or `-1` if there is none.",
        aliases: "",
        summary: "a spaced grid → the best target score of all solutions, or -1",
        home: Page {
            judge: &judges::LUOGU,
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
        starter: include_str!("../../samples/luogu1074/starter.rs"),
        flavor: Flavor::Fast,
        program: oj_sudoku::problems::luogu1074::PROGRAM,
        worst: Worst {
            cpu: Duration::from_micros(420_000),
            hunt_seconds: 1800,
            red_team: false,
        },
    },
    Problem {
        id: "kattis_sudokunique",
        samples: "kattis_sudokunique",
        title: "Kattis sudokunique (Sudoku Unique)",
        statement: "Input: up to 100 boards, each 9 lines of 9 digits separated by spaces (`0` an erased cell), a blank line between boards, until the end of input. Output, for each board: its solution in the same layout if it has exactly one, `Non-unique` if it has several, `Find another job` if it has none; a blank line between answers.",
        aliases: "",
        summary: "spaced boards → the solution, `Non-unique` or `Find another job`",
        home: Page {
            judge: &judges::KATTIS,
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
            read: grid_cases,
            ..SPACED_LAYOUT
        },
        cases_per_input: CasesPerInput::AtMost { most: 100, timed: 100 },
        min_givens: 0,
        starter: include_str!("../../samples/kattis_sudokunique/starter.rs"),
        flavor: Flavor::Fast,
        program: oj_sudoku::problems::kattis_sudokunique::PROGRAM,
        worst: Worst {
            cpu: Duration::from_micros(90_000),
            hunt_seconds: 120,
            red_team: true,
        },
    },
    Problem {
        id: "spoj_sudoku",
        samples: "spoj_sudoku",
        title: "SPOJ SUDOKU (16×16)",
        statement: "Input: a count K (at most 10), then K puzzles with 4×4 boxes, each as 16 lines of 16 characters, `A`-`P` a given and `-` an empty cell, separated by blank lines; every puzzle has exactly one solution. Output: each solution in the same form, separated by blank lines.",
        aliases: "",
        summary: "a count, 16×16 grids → solved grids, blank lines between",
        home: Page {
            judge: &judges::SPOJ,
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
            symbols: &spoj_sudoku::SYMBOLS,
            render_case: acwing169_case,
            render_input: count_then_blank_between,
            render_output: blank_between,
            read: grid_cases,
        },
        cases_per_input: CasesPerInput::AtMost { most: 10, timed: 10 },
        min_givens: 0,
        starter: include_str!("../../samples/spoj_sudoku/starter.rs"),
        flavor: Flavor::Fast,
        program: oj_sudoku::problems::spoj_sudoku::PROGRAM,
        worst: Worst {
            cpu: Duration::from_micros(2_650_000),
            hunt_seconds: 20,
            red_team: false,
        },
    },
    Problem {
        id: "leetcode36",
        samples: "leetcode36",
        title: "LeetCode 36 Valid Sudoku",
        statement: "Input: `Solution::is_valid_sudoku(board: Vec<Vec<char>>)` gets 9 rows of 9 `char`s, `'1'`-`'9'` a digit and `'.'` an empty cell. Output: `true` when no digit repeats in a row, a column or a box among the filled cells (the board need not have a solution).",
        aliases: "",
        summary: "`is_valid_sudoku(Vec<Vec<char>>) -> bool`",
        home: Page {
            judge: &judges::LEETCODE,
            id: "36",
            url: "https://leetcode.com/problems/valid-sudoku/",
        },
        mirrors: &[Page {
            judge: &judges::LEETCODE,
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
            symbols: &LEETCODE_CELLS,
            render_case: leetcode36_case,
            render_input: concatenated,
            render_output: concatenated,
            read: grid_cases,
        },
        cases_per_input: CasesPerInput::Several,
        min_givens: 0,
        starter: include_str!("../../samples/leetcode36/starter.rs"),
        flavor: Flavor::Fast,
        program: oj_sudoku::problems::leetcode36::PROGRAM,
        worst: Worst {
            cpu: Duration::from_micros(1_600),
            hunt_seconds: 30,
            red_team: false,
        },
    },
    Problem {
        id: "abc327c",
        samples: "abc327c",
        title: "AtCoder ABC327 C Number Place",
        statement: "Input: a complete grid as 9 lines of 9 integers 1-9 separated by spaces. Output: `Yes` if every row, every column and every box holds each of 1 to 9 exactly once, else `No`.",
        aliases: "",
        summary: "a full spaced grid → `Yes` or `No`",
        home: Page {
            judge: &judges::ATCODER,
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
        starter: include_str!("../../samples/abc327c/starter.rs"),
        flavor: Flavor::Fast,
        program: oj_sudoku::problems::abc327c::PROGRAM,
        worst: Worst {
            cpu: Duration::from_micros(1_900),
            hunt_seconds: 30,
            red_team: false,
        },
    },
    Problem {
        id: "cf1335d",
        samples: "cf1335d",
        title: "Codeforces 1335D Anti-Sudoku",
        statement: "Input: t (at most 10⁴), then t solved grids, each as 9 lines of 9 digits. Output: for each, the grid with at most 9 cells changed (to digits 1-9) so that every row, every column and every box contains a repeated digit; any such grid is accepted.",
        aliases: "",
        summary: "t solved grids → each with ≤ 9 changes, every house repeating",
        home: Page {
            judge: &judges::CODEFORCES,
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
            symbols: &SOLVED_ROWS,
            render_case: poj2676_case,
            render_input: with_count,
            render_output: concatenated,
            read: grid_cases,
        },
        cases_per_input: CasesPerInput::AtMost {
            most: 10_000,
            timed: 10_000,
        },
        min_givens: 0,
        starter: include_str!("../../samples/cf1335d/starter.rs"),
        flavor: Flavor::Fast,
        program: oj_sudoku::problems::cf1335d::PROGRAM,
        worst: Worst {
            cpu: Duration::from_micros(8_000),
            hunt_seconds: 30,
            red_team: false,
        },
    },
    Problem {
        id: "uva989",
        samples: "uva989",
        title: "UVa 989 Su Doku",
        statement: "Input: cases until the end of input, separated by blank lines, each an integer n (1 ≤ n ≤ 3) and an n²×n² grid of numbers separated by spaces, `1`-`n²` a given and `0` an empty cell; nothing promises that a grid has a solution, or only one. Output: per case its lexicographically smallest solution (the first row compared first, then the second, …) as n² lines of numbers separated by single spaces, or `NO SOLUTION`; a blank line between cases.",
        aliases: "",
        summary: "n (1-3) and an n²×n² grid → its smallest solution or `NO SOLUTION`",
        home: Page {
            judge: &judges::UVA,
            id: "989",
            url: "https://onlinejudge.org/external/9/989.pdf",
        },
        mirrors: &[],
        promise: Promise::Any,
        question: Question::Smallest,
        time_limit: Duration::from_secs(3),
        memory_limit_mb: 64,
        limits_source: Source::Assumed(
            "no copy of the statement shows them; UVa's usual 3 s and 64 MB",
        ),
        answers: Answers::Unique,
        side: 9,
        layout: Layout {
            skip: 0,
            rows: 82,
            symbols: &SPACED,
            render_case: uva989_case,
            render_input: blank_between,
            render_output: blank_between,
            read: box_size_cases,
        },
        cases_per_input: CasesPerInput::Several,
        min_givens: 0,
        starter: include_str!("../../samples/uva989/starter.rs"),
        flavor: Flavor::Fast,
        program: oj_sudoku::problems::uva989::PROGRAM,
        worst: Worst {
            cpu: Duration::from_micros(1_460_000),
            hunt_seconds: 10,
            red_team: false,
        },
    },
    Problem {
        id: "uva10957",
        samples: "uva10957",
        title: "UVa 10957 So Doku Checker",
        statement: "Input: grids of 9 lines of 9 digits separated by spaces, `0` empty, an empty line between grids, until the end of input; nothing is promised. Output: per grid `Case N: VERDICT.`: `Illegal` if a house repeats a given (though also impossible), else `Impossible`, `Unique` or `Ambiguous` for 0, 1 or more solutions.",
        aliases: "",
        summary: "spaced grids → `Case N: Illegal.`, `Impossible.`, `Unique.` or `Ambiguous.`",
        home: Page {
            judge: &judges::UVA,
            id: "10957",
            url: "https://onlinejudge.org/external/109/10957.pdf",
        },
        mirrors: &[],
        promise: Promise::Any,
        question: Question::Classify,
        time_limit: Duration::from_secs(3),
        memory_limit_mb: 64,
        limits_source: Source::Assumed(
            "no copy of the statement shows them; UVa's usual 3 s and 64 MB",
        ),
        answers: Answers::Unique,
        side: 9,
        layout: Layout {
            render_input: blank_between,
            ..SPACED_LAYOUT
        },
        cases_per_input: CasesPerInput::Several,
        min_givens: 0,
        starter: include_str!("../../samples/uva10957/starter.rs"),
        flavor: Flavor::Fast,
        program: oj_sudoku::problems::uva10957::PROGRAM,
        worst: Worst {
            cpu: Duration::from_micros(2_100),
            hunt_seconds: 30,
            red_team: true,
        },
    },
    Problem {
        id: "spoj_sudogob",
        samples: "spoj_sudogob",
        title: "SPOJ SUDOGOB Sudoku goblin",
        statement: "Input: the number of cases T, then T grids of 9 lines of 9 numbers 0-9 separated by spaces, `0` empty, an empty line between grids; nothing is promised (clashing givens count 0 solutions, as the sample shows), no bound is given on the count. Output: per grid its number of solutions on a line, then, when it is 1, the solution in the input's format.",
        aliases: "",
        summary: "a count, spaced grids → each one's number of solutions, and the solution if one",
        home: Page {
            judge: &judges::SPOJ,
            id: "SUDOGOB",
            url: "https://www.spoj.com/problems/SUDOGOB/",
        },
        mirrors: &[],
        promise: Promise::Any,
        question: Question::Count,
        time_limit: Duration::from_secs(1),
        memory_limit_mb: 1536,
        limits_source: Source::Assumed(
            "no copy of the page's limits was found",
        ),
        answers: Answers::Unique,
        side: 9,
        layout: Layout {
            skip: 1,
            render_input: count_then_blank_between,
            ..SPACED_LAYOUT
        },
        cases_per_input: CasesPerInput::Several,
        min_givens: 0,
        starter: include_str!("../../samples/spoj_sudogob/starter.rs"),
        flavor: Flavor::Fast,
        program: oj_sudoku::problems::spoj_sudogob::PROGRAM,
        worst: Worst {
            cpu: Duration::from_micros(140_000),
            hunt_seconds: 138,
            red_team: true,
        },
    },    Problem {
        id: "hdu4069",
        samples: "hdu4069",
        title: "HDU 4069 Squiggly Sudoku",
        statement: "Input: the number of cases T (1 ≤ T ≤ 2500), then per case 9 lines of 9 numbers, each a cell's digit (`0` empty) plus 16, 32, 64 and 128 for a wall up, right, down and left; the walls cut the grid into nine connected regions of nine cells, which replace the boxes. Nothing is promised about solutions. Output: per case `Case k:`, then the solution as 9 lines of 9 digits if there is exactly one, else `No solution` or `Multiple Solutions`.",
        aliases: "2011 ACM/ICPC Asia Regional Fuzhou Online",
        summary: "a count, grids of digits plus wall bits → `Case k:` and the solution, `No solution` or `Multiple Solutions`",
        home: Page {
            judge: &judges::HDU,
            id: "4069",
            url: "http://acm.hdu.edu.cn/showproblem.php?pid=4069",
        },
        mirrors: &[],
        promise: Promise::Any,
        question: Question::Jigsaw,
        time_limit: Duration::from_secs(2),
        memory_limit_mb: 32,
        limits_source: Source::Documented(
            "the statement: 4000/2000 MS and 65536/32768 K (Java/Others), the second for C and C++",
        ),
        answers: Answers::Unique,
        side: 9,
        layout: Layout {
            skip: 1,
            rows: 81,
            symbols: &WALLED_CELLS,
            render_case: hdu4069_case,
            render_input: with_count,
            render_output: concatenated,
            read: hdu4069_cases,
        },
        cases_per_input: CasesPerInput::AtMost { most: 2_500, timed: 1 },
        min_givens: 0,
        starter: include_str!("../../samples/hdu4069/starter.rs"),
        flavor: Flavor::Fast,
        program: oj_sudoku::problems::hdu4069::PROGRAM,
        worst: Worst {
            cpu: Duration::from_micros(5_000_000),
            hunt_seconds: 900,
            red_team: false,
        },
    },
    Problem {
        id: "luogu_p4573",
        samples: "luogu_p4573",
        title: "Luogu P4573 [CQOI2013] 新数独",
        statement: "Input: 15 lines of signs and no digits. In each band of three rows, lines 1, 3 and 5 hold the 6 signs `<` or `>` between side-by-side cells of a row within its boxes, lines 2 and 4 the 9 signs `^` or `v` between a row and the next within its boxes; `<` and `^` say the left or upper cell is the smaller. Every box's 12 pairs carry a sign, and the puzzle has exactly one solution. Output: the solution as 9 lines of 9 digits separated by spaces.",
        aliases: "CQOI 2013",
        summary: "15 lines of `<`/`>` and `^`/`v` signs, no digits → the solution, spaced",
        home: Page {
            judge: &judges::LUOGU,
            id: "P4573",
            url: "https://www.luogu.com.cn/problem/P4573",
        },
        mirrors: &[],
        promise: Promise::Unique,
        question: Question::Inequalities,
        time_limit: Duration::from_secs(1),
        memory_limit_mb: 128,
        limits_source: Source::Assumed(
            "no copy of Luogu's page with its limits was found; 1 s and 128 MB assumed",
        ),
        answers: Answers::Unique,
        side: 9,
        layout: Layout {
            skip: 0,
            rows: 15,
            symbols: &SIGNS,
            render_case: luogu_p4573_case,
            render_input: concatenated,
            render_output: concatenated,
            read: luogu_p4573_cases,
        },
        cases_per_input: CasesPerInput::One,
        min_givens: 0,
        starter: include_str!("../../samples/luogu_p4573/starter.rs"),
        flavor: Flavor::Fast,
        program: oj_sudoku::problems::luogu_p4573::PROGRAM,
        worst: Worst {
            cpu: Duration::from_micros(1_900),
            hunt_seconds: 30,
            red_team: false,
        },
    },
    Problem {
        id: "coci23c1p1",
        samples: "coci23c1p1",
        title: "COCI 2023/2024 #1 Sudoku",
        statement: "Input: a partial grid drawn in 13 lines of 13 characters: `+---+---+---+` above, between and below the bands of boxes, `|` around and between the boxes in each row, `1`-`9` a digit and `.` an empty cell. Output: `GRESKA` if a row, a column or a box holds a digit twice, else `OK`; whether the grid can be completed is not asked.",
        aliases: "Croatian Open Competition in Informatics 2023/24, contest 1, task 1",
        summary: "a grid drawn in a `+-|` frame → `OK`, or `GRESKA` if a house repeats a digit",
        home: Page {
            judge: &judges::DMOJ,
            id: "coci23c1p1",
            url: "https://dmoj.ca/problem/coci23c1p1",
        },
        mirrors: &[Page {
            judge: &judges::LUOGU,
            id: "P9903",
            url: "https://www.luogu.com.cn/problem/P9903",
        }],
        promise: Promise::Any,
        question: Question::Mistake,
        time_limit: Duration::from_secs(1),
        memory_limit_mb: 512,
        limits_source: Source::Documented("DMOJ's statement page: 1.0 s, 512M"),
        answers: Answers::Unique,
        side: 9,
        layout: Layout {
            skip: 0,
            rows: 13,
            symbols: &FRAMED_CELLS,
            render_case: coci23c1p1_case,
            render_input: concatenated,
            render_output: concatenated,
            read: grid_cases,
        },
        cases_per_input: CasesPerInput::One,
        min_givens: 0,
        starter: include_str!("../../samples/coci23c1p1/starter.rs"),
        flavor: Flavor::Fast,
        program: oj_sudoku::problems::coci23c1p1::PROGRAM,
        worst: Worst {
            cpu: Duration::from_micros(1_900),
            hunt_seconds: 30,
            red_team: false,
        },
    },
    Problem {
        id: "luogu_b4279",
        samples: "luogu_b4279",
        title: "Luogu B4279 [蓝桥杯青少年组国赛 2023] 数独填数",
        statement: "Input: a grid as 9 lines of 9 characters, `1`-`9` a digit and `.` an empty cell; it is valid and has exactly one solution, and the statement calls its puzzles easy. Output: the solution as 9 lines of 9 digits, nothing between them.",
        aliases: "Lanqiao Cup youth national final 2023",
        summary: "9 lines of `1`-`9` and `.` → the solution, 9 lines of digits",
        home: Page {
            judge: &judges::LUOGU,
            id: "B4279",
            url: "https://www.luogu.com.cn/problem/B4279",
        },
        mirrors: &[],
        promise: Promise::Unique,
        question: Question::Solve,
        time_limit: Duration::from_secs(1),
        memory_limit_mb: 256,
        limits_source: Source::Assumed(
            "no copy of Luogu's page with its limits was found; 1 s and 256 MB assumed",
        ),
        answers: Answers::Unique,
        side: 9,
        layout: Layout {
            skip: 0,
            rows: 9,
            symbols: &luogu_b4279::SYMBOLS,
            render_case: luogu_b4279_case,
            render_input: concatenated,
            render_output: concatenated,
            read: grid_cases,
        },
        cases_per_input: CasesPerInput::One,
        min_givens: 0,
        starter: include_str!("../../samples/luogu_b4279/starter.rs"),
        flavor: Flavor::Fast,
        program: oj_sudoku::problems::luogu_b4279::PROGRAM,
        worst: Worst {
            cpu: Duration::from_micros(2_000),
            hunt_seconds: 30,
            red_team: false,
        },
    },
    // The same problems with the dancing-links engine: same samples, limits and checker.
    Problem {
        id: "acwing166_dlx",
        title: "AcWing 166 数独 / POJ 3074 Sudoku, by dancing links",
        flavor: Flavor::DancingLinks,
        program: oj_sudoku::problems::acwing166_dlx::PROGRAM,
        worst: Worst {
            cpu: Duration::from_micros(4_300),
            hunt_seconds: 30,
            red_team: false,
        },
        ..ACWING166
    },
    Problem {
        id: "acwing169_dlx",
        title: "AcWing 169 数独2 / POJ 3076 Sudoku, by dancing links",
        flavor: Flavor::DancingLinks,
        program: oj_sudoku::problems::acwing169_dlx::PROGRAM,
        worst: Worst {
            cpu: Duration::from_micros(480_000),
            hunt_seconds: 1800,
            red_team: false,
        },
        ..ACWING169
    },
    // The textbook editions: the same problems with the bitmask engine.
    Problem {
        id: "acwing166_bitmask",
        title: "AcWing 166 数独 / POJ 3074 Sudoku, textbook edition",
        flavor: Flavor::Textbook,
        program: oj_sudoku::problems::acwing166_bitmask::PROGRAM,
        worst: Worst {
            cpu: Duration::from_micros(2_400),
            hunt_seconds: 30,
            red_team: false,
        },
        ..ACWING166
    },
    Problem {
        id: "poj2676_bitmask",
        title: "POJ 2676 Sudoku, textbook edition",
        flavor: Flavor::Textbook,
        program: oj_sudoku::problems::poj2676_bitmask::PROGRAM,
        worst: Worst {
            cpu: Duration::from_micros(3_000),
            hunt_seconds: 30,
            red_team: false,
        },
        ..POJ2676
    },
    Problem {
        id: "leetcode37_bitmask",
        title: "LeetCode 37 Sudoku Solver, textbook edition",
        flavor: Flavor::Textbook,
        program: oj_sudoku::problems::leetcode37_bitmask::PROGRAM,
        worst: Worst {
            cpu: Duration::from_micros(3_100),
            hunt_seconds: 30,
            red_team: false,
        },
        ..LEETCODE37
    },
    Problem {
        id: "acwing169_bitmask",
        title: "AcWing 169 数独2 / POJ 3076 Sudoku, textbook edition",
        flavor: Flavor::Textbook,
        program: oj_sudoku::problems::acwing169_bitmask::PROGRAM,
        worst: Worst {
            cpu: Duration::from_micros(16_000_000),
            hunt_seconds: 471,
            red_team: false,
        },
        ..ACWING169
    },
];
