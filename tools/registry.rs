//! The one registry: every judge (how it compares output, whether it has a Presentation Error
//! verdict, how it compiles Rust, its limits, and where each fact comes from) and every problem
//! (its home judge and mirrors, limits, format, samples, and whether any valid answer is
//! accepted). The runner, the usage text and the tests take them from here; a test ties
//! `Cargo.toml`, `src/problems/`, `solutions/` and `samples/` to [`PROBLEMS`].

use std::time::Duration;

/// How output is compared with the expected output, on bytes: the checker a judge is known to
/// run, followed byte for byte (verdicts measured against the real checker built from the cited
/// source), or a generic rule for judges whose checker is not public. C `isspace` below means
/// space, `\t`, `\n`, `\v`, `\f` and `\r`; no rule treats a non-ASCII byte as blank.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Checker {
    /// Byte for byte, except that CRLF counts as LF.
    Exact,
    /// Generic lines: C `isspace` bytes at line ends and blank lines at the end are ignored.
    Lines,
    /// Generic tokens: separated by C `isspace` bytes, compared byte for byte.
    Tokens,
    /// Kattis' default validator without flags: tokens separated by C `isspace` bytes, compared
    /// as C strings (up to a NUL), ignoring ASCII letter case.
    KattisDefault,
    /// testlib's `wcmp`: tokens separated by space, `\t`, `\n` or `\r`, compared byte for byte
    /// (a NUL counts); a UTF-8 BOM at the start of the output is skipped.
    TestlibWcmp,
    /// testlib's `lcmp`: line by line, each line's tokens (C `isspace`) equal; a lone `\r` is
    /// dropped; after the expected lines only space, `\t`, `\n` and `\r` may follow.
    TestlibLcmp,
    /// Luogu's `noip-checker`: line by line, byte for byte, except that spaces, `\r` and NULs at
    /// line ends, and lines of only those at the end, are ignored.
    LuoguNoip,
}

impl Checker {
    pub const ALL: [Checker; 7] = [
        Checker::Exact,
        Checker::Lines,
        Checker::Tokens,
        Checker::KattisDefault,
        Checker::TestlibWcmp,
        Checker::TestlibLcmp,
        Checker::LuoguNoip,
    ];

    /// The name `--compare` takes.
    pub fn name(self) -> &'static str {
        match self {
            Checker::Exact => "exact",
            Checker::Lines => "lines",
            Checker::Tokens => "tokens",
            Checker::KattisDefault => "kattis-default",
            Checker::TestlibWcmp => "testlib-wcmp",
            Checker::TestlibLcmp => "testlib-lcmp",
            Checker::LuoguNoip => "luogu-noip",
        }
    }

    pub fn parse(name: &str) -> Option<Checker> {
        Checker::ALL.iter().copied().find(|c| c.name() == name)
    }

    /// The public source of the real checker this rule follows; `None` for the generic rules.
    pub fn source(self) -> Option<&'static str> {
        match self {
            Checker::Exact | Checker::Lines | Checker::Tokens => None,
            Checker::KattisDefault => {
                Some("Kattis/problemtools support/default_validator/default_validator.cc")
            }
            Checker::TestlibWcmp => Some("MikeMirzayanov/testlib checkers/wcmp.cpp"),
            Checker::TestlibLcmp => Some("MikeMirzayanov/testlib checkers/lcmp.cpp"),
            Checker::LuoguNoip => Some("luogu-dev/judge-env checker/src/noip-checker.cpp"),
        }
    }
}

/// Where a fact about a judge comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Source {
    /// A public page or file that says so.
    Documented(&'static str),
    /// No source was found: what we assume instead, and why.
    Assumed(&'static str),
}

impl Source {
    pub fn is_assumed(self) -> bool {
        matches!(self, Source::Assumed(_))
    }

    pub fn text(self) -> &'static str {
        match self {
            Source::Documented(text) | Source::Assumed(text) => text,
        }
    }
}

/// What a judge does with a Rust submission and its output.
pub struct Judge {
    /// The name `--judge` takes.
    pub name: &'static str,
    pub title: &'static str,
    /// How it compares output: its real checker where that is public.
    pub compare: Checker,
    pub compare_source: Source,
    /// Whether it has a Presentation Error verdict for whitespace-only differences.
    pub presentation_error: bool,
    pub presentation_source: Source,
    /// Whether it accepts Rust at all (POJ does not: its problems live on through mirrors).
    pub takes_rust: bool,
    /// The rustc version it runs, as reported.
    pub rustc_version: &'static str,
    /// The edition and the flags besides it, as `rustc` arguments.
    pub edition: &'static str,
    pub flags: &'static [&'static str],
    pub toolchain_source: Source,
    /// Its source-size limit in bytes, where one is known.
    pub source_limit: Option<usize>,
    pub source_limit_source: Source,
    /// Its output limit in bytes, where one is known (else the runner's 64 MiB).
    pub output_limit: Option<usize>,
}

impl Judge {
    /// The rustc arguments before the file: the edition and the optimisation flags.
    pub fn rustc_args(&self, edition: &str) -> Vec<String> {
        let mut args = vec!["--edition".to_string(), edition.to_string()];
        args.extend(self.flags.iter().map(|f| f.to_string()));
        args
    }

    /// Any of this judge's facts that are assumptions.
    pub fn assumptions(&self) -> Vec<(&'static str, &'static str)> {
        [
            ("comparison", self.compare_source),
            ("presentation error", self.presentation_source),
            ("toolchain", self.toolchain_source),
            ("source limit", self.source_limit_source),
        ]
        .iter()
        .filter(|(_, source)| source.is_assumed())
        .map(|(what, source)| (*what, source.text()))
        .collect()
    }
}

const LUOGU_RULES: &str = "luogu-dev/judge-env checker/src/noip-checker.cpp; help.luogu.com.cn/manual/luogu/problem: \"评测忽略行末空格与文尾回车\" (trailing spaces at line ends and newlines at the end are ignored)";
const LUOGU_RUST: &str =
    "luogu-dev/docs: rustc 1.88.0, --edition 2024, O2 (-C opt-level=2) on by default";
const NO_SOURCE_FOUND: &str = "no public statement found";

/// The judges, by the name `--judge` takes.
pub const JUDGES: &[Judge] = &[
    Judge {
        name: "acwing",
        title: "AcWing",
        compare: Checker::Lines,
        compare_source: Source::Assumed(
            "AcWing's checker is not public and it documents no rule: the generic lines rule",
        ),
        presentation_error: false,
        presentation_source: Source::Assumed("AcWing documents none; as Luogu"),
        takes_rust: true,
        rustc_version: "unknown",
        edition: "2024",
        flags: &["-C", "opt-level=2"],
        toolchain_source: Source::Assumed("AcWing documents none; as Luogu"),
        source_limit: None,
        source_limit_source: Source::Assumed(NO_SOURCE_FOUND),
        output_limit: None,
    },
    Judge {
        name: "luogu",
        title: "Luogu",
        compare: Checker::LuoguNoip,
        compare_source: Source::Documented(LUOGU_RULES),
        presentation_error: false,
        presentation_source: Source::Documented(
            "help.luogu.com.cn/manual/luogu/problem/judging: its verdicts are AC, CE, WA, RE, TLE, MLE, OLE and others, no PE",
        ),
        takes_rust: true,
        rustc_version: "1.88.0",
        edition: "2024",
        flags: &["-C", "opt-level=2"],
        toolchain_source: Source::Documented(LUOGU_RUST),
        source_limit: None,
        source_limit_source: Source::Assumed(NO_SOURCE_FOUND),
        output_limit: None,
    },
    Judge {
        name: "poj",
        title: "POJ",
        compare: Checker::Lines,
        compare_source: Source::Assumed(
            "POJ's checker is not public; poj.org/showmessage?message_id=87097 says trailing spaces and final blank lines are not judged PE: the generic lines rule",
        ),
        presentation_error: true,
        presentation_source: Source::Documented("poj.org/faq.htm: Presentation Error"),
        takes_rust: false,
        rustc_version: "none (POJ takes no Rust)",
        edition: "2021",
        flags: &["-O"],
        toolchain_source: Source::Assumed(
            "POJ takes no Rust; compiled as rustc -O --edition 2021, as its mirrors would",
        ),
        source_limit: None,
        source_limit_source: Source::Assumed(NO_SOURCE_FOUND),
        output_limit: None,
    },
    Judge {
        name: "leetcode",
        title: "LeetCode",
        compare: Checker::Tokens,
        compare_source: Source::Documented(
            "LeetCode compares the returned value, so layout never matters; locally our harness prints it",
        ),
        presentation_error: false,
        presentation_source: Source::Documented("LeetCode compares values: no PE"),
        takes_rust: true,
        rustc_version: "1.88.0",
        edition: "2024",
        flags: &["-C", "opt-level=2"],
        toolchain_source: Source::Documented(
            "LeetCode's language note as quoted in solution headers: Rust 1.88.0, edition 2024, opt-level 2",
        ),
        source_limit: None,
        source_limit_source: Source::Assumed(NO_SOURCE_FOUND),
        output_limit: None,
    },
    Judge {
        name: "kattis",
        title: "Kattis",
        compare: Checker::KattisDefault,
        compare_source: Source::Documented(
            "Kattis/problemtools support/default_validator/default_validator.cc, the default output validator, run without flags (case- and space-change-insensitive)",
        ),
        presentation_error: false,
        presentation_source: Source::Documented("Kattis/problemtools: no PE verdict"),
        takes_rust: true,
        rustc_version: "problemtools' configured rustc",
        edition: "2021",
        flags: &["-C", "opt-level=3"],
        toolchain_source: Source::Documented(
            "Kattis/problemtools problemtools/config/languages.yaml: rustc -C opt-level=3 --crate-type bin --edition 2021",
        ),
        source_limit: None,
        source_limit_source: Source::Assumed(NO_SOURCE_FOUND),
        output_limit: None,
    },
    Judge {
        name: "codeforces",
        title: "Codeforces",
        compare: Checker::TestlibWcmp,
        compare_source: Source::Documented(
            "MikeMirzayanov/testlib checkers/wcmp.cpp, the usual checker (some problems use checkers/lcmp.cpp: --compare testlib-lcmp; CF 1335D has its own)",
        ),
        presentation_error: false,
        presentation_source: Source::Documented(
            "testlib: \"presentation error\" only for malformed tokens, not whitespace",
        ),
        takes_rust: true,
        rustc_version: "1.89.0",
        edition: "2024",
        flags: &["-O"],
        toolchain_source: Source::Documented(
            "the judge's language list: \"Rust 1.89.0 (2021)\" and \"Rust 1.89.0 (2024)\"",
        ),
        source_limit: Some(65_536),
        source_limit_source: Source::Documented("Codeforces: source code up to 64 KiB"),
        output_limit: None,
    },
    Judge {
        name: "atcoder",
        title: "AtCoder",
        compare: Checker::Lines,
        compare_source: Source::Assumed(
            "AtCoder's checker is not public; kyuridenamida/atcoder-tools issues 285 and 300 report a trailing space and a missing final newline accepted: the generic lines rule",
        ),
        presentation_error: false,
        presentation_source: Source::Assumed("AtCoder lists no PE verdict; no statement found"),
        takes_rust: true,
        rustc_version: "1.89.0",
        edition: "2024",
        flags: &["-C", "opt-level=3"],
        toolchain_source: Source::Documented(
            "qryxip/cargo-compete PR 208 and AtCoder's 2025-10 language update: rustc 1.89.0, edition 2024 (release build)",
        ),
        source_limit: None,
        source_limit_source: Source::Assumed(NO_SOURCE_FOUND),
        output_limit: None,
    },
    Judge {
        name: "spoj",
        title: "SPOJ",
        compare: Checker::Lines,
        compare_source: Source::Assumed(
            "SPOJ's checker is not public and it documents no rule: the generic lines rule",
        ),
        presentation_error: false,
        presentation_source: Source::Assumed(NO_SOURCE_FOUND),
        takes_rust: true,
        rustc_version: "unknown",
        edition: "2021",
        flags: &["-O"],
        toolchain_source: Source::Assumed("SPOJ documents none: rustc -O --edition 2021"),
        source_limit: Some(50_000),
        source_limit_source: Source::Documented(
            "spoj.com problem pages: 50,000 B is the usual limit (set per problem)",
        ),
        output_limit: None,
    },
];

/// The judge named `name`, or a message listing the known ones.
pub fn judge(name: &str) -> Result<&'static Judge, String> {
    JUDGES.iter().find(|j| j.name == name).ok_or_else(|| {
        let names: Vec<&str> = JUDGES.iter().map(|j| j.name).collect();
        format!(
            "unknown judge {:?}; the judges are: {}",
            name,
            names.join(", ")
        )
    })
}

/// A problem's page on one judge.
#[derive(Clone, Copy, Debug)]
pub struct Page {
    /// A name in [`JUDGES`].
    pub judge: &'static str,
    /// The judge's own id, e.g. `P10482`.
    pub id: &'static str,
    pub url: &'static str,
}

/// What a problem asks of each case: how its expected output is decided (by the oracle, for
/// cases without one) and what `stress` generates.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Question {
    /// Solve each puzzle; one with no solution is printed back as given.
    Solve,
    /// The solution if it is unique, else `Non-unique` or `Find another job` (Kattis).
    Uniqueness,
    /// The highest target score over all solutions, or `-1` (Luogu P1074).
    BestScore,
    /// Whether the filled cells repeat no digit in a house: `true` or `false` (LeetCode 36).
    ValidPartial,
    /// Whether a full grid is a solution: `Yes` or `No` (ABC327 C).
    ValidComplete,
    /// Change at most 9 cells of a solved grid so every house repeats a digit (CF 1335D).
    AntiSudoku,
}

/// What a statement promises about its puzzles: what `stress` generates for a user's file.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Promise {
    /// Every puzzle has exactly one solution.
    Unique,
    /// Every puzzle has a solution, maybe several.
    Solvable,
    /// Nothing: the question is about the puzzle itself (is it unique, is it valid).
    Any,
}

/// How a judge decides an answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Answers {
    /// One right answer: the output must equal the expected output.
    Unique,
    /// Special judge: any valid solution of each puzzle is accepted; a puzzle with no solution
    /// must be printed back as given (so the expected output shows which is which).
    AnyValid,
    /// Special judge of CF 1335D: each grid must differ from the input's in at most 9 cells,
    /// all digits 1-9, with a repeated digit in every row, column and box.
    AntiSudoku,
}

pub struct Problem {
    /// Also the name of `solutions/<id>.rs` and `src/problems/<id>.rs`.
    pub id: &'static str,
    /// The folder under `samples/` (the dancing-links solutions share their problem's).
    pub samples: &'static str,
    pub title: &'static str,
    /// Its own judge's page; its rules are the default of `check` and `stress`.
    pub home: Page,
    /// The same problem on other judges.
    pub mirrors: &'static [Page],
    /// What the statement promises about its puzzles.
    pub promise: Promise,
    /// What it asks of each case.
    pub question: Question,
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
        answers: Answers::Unique,
        side: 9,
        layout: SPACED_LAYOUT,
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
        answers: Answers::Unique,
        side: 9,
        layout: SPACED_LAYOUT,
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
        answers: Answers::Unique,
        side: 9,
        layout: Layout {
            render_input: blank_between,
            render_output: blank_between,
            ..SPACED_LAYOUT
        },
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
        answers: Answers::Unique,
        side: 9,
        layout: SPACED_LAYOUT,
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
    },
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
    // The textbook editions: the same problems with the bitmask engine.
    Problem {
        id: "acwing166_bitmask",
        title: "AcWing 166 数独 / POJ 3074 Sudoku, textbook edition",
        ..ACWING166
    },
    Problem {
        id: "poj2676_bitmask",
        title: "POJ 2676 Sudoku, textbook edition",
        ..POJ2676
    },
    Problem {
        id: "leetcode37_bitmask",
        title: "LeetCode 37 Sudoku Solver, textbook edition",
        ..LEETCODE37
    },
    Problem {
        id: "acwing169_bitmask",
        title: "AcWing 169 数独2 / POJ 3076 Sudoku, textbook edition",
        ..ACWING169
    },
];

impl Problem {
    /// Its home judge.
    pub fn judge(&self) -> &'static Judge {
        judge(self.home.judge).expect("a registered judge")
    }

    /// Whether users write it LeetCode's way: `impl Solution` without a `main`.
    pub fn is_leetcode(&self) -> bool {
        self.home.judge == "leetcode"
    }
}

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
