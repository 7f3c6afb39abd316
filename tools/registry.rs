//! The one registry: every judge (how it compares output, whether it has a Presentation Error
//! verdict, how it compiles Rust, its limits, and where each fact comes from) and every problem
//! (its home judge and mirrors, limits, format, samples, and whether any valid answer is
//! accepted). The runner, the usage text and the tests take them from here; a test ties
//! `Cargo.toml`, `src/problems/`, `solutions/` and `samples/` to [`PROBLEMS`].

use crate::engines::bitboard16::Bitboard16;
use crate::engines::bitboard9::Bitboard9;
use crate::engines::bitmask::Bitmask;
use crate::engines::dlx_sudoku::DancingLinks;
use crate::formats::leetcode36::is_valid_board;
use crate::formats::leetcode37::solve_board;
use crate::io::literals::{answer_literals, solve_literals};
use crate::io::stdio::Format;
use crate::tools::judging::toolchain::Version;
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
    pub rust: Rust,
    pub rust_source: Source,
    /// The rustc version it runs, where known. Older than the local one, `check` also refuses
    /// what that version would not build (see `tools/judging/toolchain.rs`).
    pub rustc: Option<Version>,
    /// The edition and the flags besides it, as `rustc` arguments (locally meaningful ones:
    /// a Windows linker argument is named in `notes` instead).
    pub edition: &'static str,
    pub flags: &'static [&'static str],
    pub toolchain_source: Source,
    /// Its source-size limit in bytes, where one is known.
    pub source_limit: Option<usize>,
    pub source_limit_source: Source,
    /// Its output limit in bytes, where one is known (else the runner's 64 MiB).
    pub output_limit: Option<usize>,
    pub output_limit_source: Source,
    /// Other facts worth knowing when submitting there (crates it offers, its stack), sourced.
    pub notes: &'static [&'static str],
}

/// Whether a judge accepts Rust submissions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Rust {
    Accepted,
    /// No source shows it either way.
    NotConfirmed,
    None,
}

impl Judge {
    /// The rustc arguments before the file: the edition and the optimisation flags.
    pub fn rustc_args(&self, edition: &str) -> Vec<String> {
        let mut args = vec!["--edition".to_string(), edition.to_string()];
        args.extend(self.flags.iter().map(|f| f.to_string()));
        args
    }

    /// How it compiles: `rustc 1.88, --edition 2024 -C opt-level=2`.
    pub fn compiles_with(&self) -> String {
        let version = match self.rustc {
            Some(version) => format!("rustc {}", version),
            None => "rustc (version unknown)".to_string(),
        };
        format!(
            "{}, --edition {} {}",
            version,
            self.edition,
            self.flags.join(" ")
        )
    }

    /// Any of this judge's facts that are assumptions.
    pub fn assumptions(&self) -> Vec<(&'static str, &'static str)> {
        [
            ("comparison", self.compare_source),
            ("presentation error", self.presentation_source),
            ("Rust", self.rust_source),
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
const LUOGU_RUST: &str = "help.luogu.com.cn/manual/luogu/problem/judging (luogu-dev/docs docs/manual/luogu/problem/judging.md): rustc 1.88.0 (2025-06-23), rustc --edition 2024 -W warnings, O2 (-C opt-level=2) on by default";
const NO_SOURCE_FOUND: &str = "no public statement found";
const NO_OUTPUT_LIMIT: &str = "no public statement found; the runner stops a program at 64 MiB";
const LEETCODE_RUST: &str = "LeetCode's language note (quoted in a Weekly Contest 520 solution header): Rust 1.88.0, edition 2024, compiled with opt-level 2";
const KATTIS_RUST: &str = "Kattis/problemtools problemtools/config/languages.yaml: rustc -C opt-level=3 -C target-cpu=native --crate-type bin --edition 2021 (PR #281: \"consistent with what Kattis is using\"); rustc 1.85 in jh05013/ps_snippets' table of judges (2025-06-01)";
const CODEFORCES_RUST: &str = "Codeforces' languages \"Rust 1.89.0 (2021)\" and \"Rust 1.89.0 (2024)\"; compiled as rustc --edition=2024 -O -C link-args=/STACK:268435456 --cfg ONLINE_JUDGE (PaddyConnolly/codeforces README)";
const ATCODER_RUST: &str = "img.atcoder.jp/file/language-update/2025-10/language-list.html (language 6088, from ABC428): rustc 1.89.0, edition 2024, cargo build --release with lto = true";
const SPOJ_RUST: &str = "spoj.com/submit's language list: rustc 1.56 (jh05013/ps_snippets' tables of judges, 2024-05 and 2025-06)";
const ACWING_CLIENT: &str = "dongxuan/acwing-vscode-plugin src/AcWingController.ts, the one list of AcWing's languages and statuses found";

/// The judges, by the name `--judge` takes.
pub const JUDGES: &[Judge] = &[
    Judge {
        name: "acwing",
        title: "AcWing",
        compare: Checker::Lines,
        compare_source: Source::Assumed(
            "AcWing's checker is not public and it documents no rule: the generic lines rule",
        ),
        presentation_error: true,
        presentation_source: Source::Documented(ACWING_CLIENT),
        rust: Rust::NotConfirmed,
        rust_source: Source::Assumed(
            "no source shows AcWing taking Rust: its one public language list (dongxuan/acwing-vscode-plugin src/AcWingController.ts) has C++, C, Java, Python, Python3, JavaScript and Go; checked as Luogu compiles",
        ),
        rustc: None,
        edition: "2024",
        flags: &["-W", "warnings", "-C", "opt-level=2"],
        toolchain_source: Source::Assumed("AcWing documents none; compiled as Luogu compiles"),
        source_limit: None,
        source_limit_source: Source::Assumed(NO_SOURCE_FOUND),
        output_limit: None,
        output_limit_source: Source::Assumed(NO_OUTPUT_LIMIT),
        notes: &[],
    },
    Judge {
        name: "luogu",
        title: "Luogu",
        compare: Checker::LuoguNoip,
        compare_source: Source::Documented(LUOGU_RULES),
        presentation_error: false,
        presentation_source: Source::Documented(
            "help.luogu.com.cn/manual/luogu/problem/judging: its verdicts are AC, CE, PC, WA, RE, TLE, MLE, OLE and UKE, no PE",
        ),
        rust: Rust::Accepted,
        rust_source: Source::Documented(LUOGU_RUST),
        rustc: Some(Version::new(1, 88)),
        edition: "2024",
        flags: &["-W", "warnings", "-C", "opt-level=2"],
        toolchain_source: Source::Documented(LUOGU_RUST),
        source_limit: None,
        source_limit_source: Source::Assumed(NO_SOURCE_FOUND),
        output_limit: None,
        output_limit_source: Source::Assumed(NO_OUTPUT_LIMIT),
        notes: &[],
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
        rust: Rust::None,
        rust_source: Source::Documented(
            "poj.org/faq.htm (MS-VC++ 6.0, MinGW GCC/G++ 3.4.2, FreePascal 2.0.0, JDK 1.5.0) and poj.org/page?id=1000 (C, C++, Pascal, Java, Fortran): no Rust",
        ),
        rustc: None,
        edition: "2021",
        flags: &["-O"],
        toolchain_source: Source::Assumed(
            "POJ takes no Rust; a POJ problem's file is checked as rustc -O --edition 2021",
        ),
        source_limit: None,
        source_limit_source: Source::Assumed(NO_SOURCE_FOUND),
        output_limit: None,
        output_limit_source: Source::Assumed(NO_OUTPUT_LIMIT),
        notes: &[],
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
        rust: Rust::Accepted,
        rust_source: Source::Documented(LEETCODE_RUST),
        rustc: Some(Version::new(1, 88)),
        edition: "2024",
        flags: &["-C", "opt-level=2"],
        toolchain_source: Source::Documented(LEETCODE_RUST),
        source_limit: None,
        source_limit_source: Source::Assumed(NO_SOURCE_FOUND),
        output_limit: None,
        output_limit_source: Source::Assumed(
            "LeetCode judges returned values; what a solution prints is ignored",
        ),
        notes: &["crates offered: rand 0.8, regex 1, itertools 0.14 (LeetCode's language note)"],
    },
    Judge {
        name: "kattis",
        title: "Kattis",
        compare: Checker::KattisDefault,
        compare_source: Source::Documented(
            "Kattis/problemtools support/default_validator/default_validator.cc, the default output validator, run without flags (case- and space-change-insensitive)",
        ),
        presentation_error: false,
        presentation_source: Source::Documented(
            "po.kattis.com/contests/*/help/judgements: the judgements list no PE",
        ),
        rust: Rust::Accepted,
        rust_source: Source::Documented(KATTIS_RUST),
        rustc: Some(Version::new(1, 85)),
        edition: "2021",
        flags: &["-C", "opt-level=3", "-C", "target-cpu=native", "--crate-type", "bin"],
        toolchain_source: Source::Documented(KATTIS_RUST),
        source_limit: Some(131_072),
        source_limit_source: Source::Documented(
            "Kattis/problemtools problemtools/config/problem.yaml: limits code 128 (KiB), a default a problem may change",
        ),
        output_limit: Some(8 << 20),
        output_limit_source: Source::Documented(
            "Kattis/problemtools problemtools/config/problem.yaml: limits output 8 (MiB); judge/validate.py gives OLE above it",
        ),
        notes: &[],
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
            "MikeMirzayanov/testlib testlib.h: \"wrong output format\" (_pe) only for malformed tokens or an output over 128 MB, not for whitespace",
        ),
        rust: Rust::Accepted,
        rust_source: Source::Documented(CODEFORCES_RUST),
        rustc: Some(Version::new(1, 89)),
        edition: "2024",
        flags: &["-O", "--cfg", "ONLINE_JUDGE"],
        toolchain_source: Source::Documented(CODEFORCES_RUST),
        source_limit: Some(65_536),
        source_limit_source: Source::Assumed(
            "Codeforces' usual 64 KiB; no public statement of the number found",
        ),
        output_limit: None,
        output_limit_source: Source::Assumed(NO_OUTPUT_LIMIT),
        notes: &[
            "runs on Windows with a 256 MB stack (-C link-args=/STACK:268435456), a Windows linker argument not applied here (PaddyConnolly/codeforces README)",
        ],
    },
    Judge {
        name: "atcoder",
        title: "AtCoder",
        compare: Checker::Lines,
        compare_source: Source::Assumed(
            "AtCoder's checker is not public; kyuridenamida/atcoder-tools issues 285 and 300 report a trailing space and a missing final newline accepted: the generic lines rule",
        ),
        presentation_error: false,
        presentation_source: Source::Documented(
            "tenka1-2017.contest.atcoder.jp/glossary: CE, MLE, TLE, RE, OLE, IE, WA, AC, WJ, WR; no PE",
        ),
        rust: Rust::Accepted,
        rust_source: Source::Documented(ATCODER_RUST),
        rustc: Some(Version::new(1, 89)),
        edition: "2024",
        flags: &["-C", "opt-level=3"],
        toolchain_source: Source::Documented(ATCODER_RUST),
        source_limit: None,
        source_limit_source: Source::Assumed(
            "512 KiB is said (makutamoto/mojacoder#2) but no AtCoder page found",
        ),
        output_limit: None,
        output_limit_source: Source::Assumed(NO_OUTPUT_LIMIT),
        notes: &[
            "builds with cargo (release, lto = true) and offers crates: proconio 0.5, itertools 0.14, ac-library-rs 0.2, rand and others (its 2025-10 language list)",
        ],
    },
    Judge {
        name: "spoj",
        title: "SPOJ",
        compare: Checker::Lines,
        compare_source: Source::Assumed(
            "SPOJ's checker is not public and it documents no rule: the generic lines rule",
        ),
        presentation_error: false,
        presentation_source: Source::Documented(
            "SPOJ's status codes are AC, WA, TLE, CE and RE (new3.spoj.com/PT07/embed/rules, spoj.com/ZEL07/embed/info): no PE",
        ),
        rust: Rust::Accepted,
        rust_source: Source::Documented(SPOJ_RUST),
        rustc: Some(Version::new(1, 56)),
        edition: "2021",
        flags: &["-O"],
        toolchain_source: Source::Assumed(
            "SPOJ lists rustc 1.56 but not its flags: rustc -O --edition 2021 assumed",
        ),
        source_limit: Some(50_000),
        source_limit_source: Source::Documented(
            "hs.spoj.pl/embed/guide: \"Source code length is restricted to 50 000 bytes\"; a problem's setter may change it",
        ),
        output_limit: None,
        output_limit_source: Source::Assumed(NO_OUTPUT_LIMIT),
        notes: &[],
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

/// How many cases one input holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CasesPerInput {
    /// One grid (Luogu P1784 and P1074, ABC327 C): stress runs the program once per case.
    One,
    /// Several, with a count, an end marker or blank lines between them.
    Several,
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
    /// CPU time, per input file.
    pub time_limit: Duration,
    pub memory_limit_mb: u64,
    /// Where the limits come from: the statement, or an assumption where none is published.
    pub limits_source: Source,
    pub answers: Answers,
    /// 9 or 16.
    pub side: usize,
    /// How a case's input and output are laid out, for the any-valid checker.
    pub layout: Layout,
    pub cases_per_input: CasesPerInput,
    /// The fewest givens the statement allows (0 where it says nothing, or where a unique
    /// solution says it all).
    pub min_givens: usize,
    /// What `oj-sudoku new` writes: a program that reads the input and writes the output in the
    /// judge's format, around one function left to fill in (for LeetCode, `impl Solution`).
    pub starter: &'static str,
    /// What its file is: which engine, written for what reader.
    pub flavor: Flavor,
    /// The program its driver's `main` runs (the format with its engine): the tests run it in
    /// process, and check that it answers every sample as the binary does.
    pub program: Format,
}

/// Which edition of a problem's solution a file is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Flavor {
    /// The fastest engine, bitboards: what to submit.
    Fast,
    /// The textbook bitmask search, to read first: its foundation (engine interface, I/O, board)
    /// is bundled without comments so it fits 32 KiB.
    Textbook,
    /// Knuth's dancing links.
    DancingLinks,
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
    starter: include_str!("starters/acwing166.rs"),
    flavor: Flavor::Fast,
    program: crate::formats::acwing166::solve_all::<Bitboard9>,
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
    starter: include_str!("starters/acwing169.rs"),
    flavor: Flavor::Fast,
    program: crate::formats::acwing169::solve_all::<Bitboard16>,
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
    starter: include_str!("starters/poj2676.rs"),
    flavor: Flavor::Fast,
    program: crate::formats::poj2676::solve_all::<Bitboard9>,
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
    starter: include_str!("starters/leetcode37.rs"),
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
        starter: include_str!("starters/luogu1784.rs"),
        flavor: Flavor::Fast,
        program: crate::formats::luogu1784::solve_all::<Bitboard9>,
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
        starter: include_str!("starters/luogu1074.rs"),
        flavor: Flavor::Fast,
        program: crate::formats::luogu1074::best_scores,
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
        starter: include_str!("starters/kattis_sudokunique.rs"),
        flavor: Flavor::Fast,
        program: crate::formats::kattis_sudokunique::classify_all::<Bitboard9>,
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
        starter: include_str!("starters/spoj_sudoku.rs"),
        flavor: Flavor::Fast,
        program: crate::formats::spoj_sudoku::solve_all::<Bitboard16>,
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
        starter: include_str!("starters/leetcode36.rs"),
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
        starter: include_str!("starters/abc327c.rs"),
        flavor: Flavor::Fast,
        program: crate::formats::abc327c::judge_all,
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
        starter: include_str!("starters/cf1335d.rs"),
        flavor: Flavor::Fast,
        program: crate::formats::cf1335d::spoil_all,
    },
    // The same problems with the dancing-links engine: same samples, limits and checker.
    Problem {
        id: "acwing166_dlx",
        title: "AcWing 166 数独 / POJ 3074 Sudoku, by dancing links",
        flavor: Flavor::DancingLinks,
        program: crate::formats::acwing166::solve_all::<DancingLinks>,
        ..ACWING166
    },
    Problem {
        id: "acwing169_dlx",
        title: "AcWing 169 数独2 / POJ 3076 Sudoku, by dancing links",
        flavor: Flavor::DancingLinks,
        program: crate::formats::acwing169::solve_all::<DancingLinks>,
        ..ACWING169
    },
    // The textbook editions: the same problems with the bitmask engine.
    Problem {
        id: "acwing166_bitmask",
        title: "AcWing 166 数独 / POJ 3074 Sudoku, textbook edition",
        flavor: Flavor::Textbook,
        program: crate::formats::acwing166::solve_all::<Bitmask>,
        ..ACWING166
    },
    Problem {
        id: "poj2676_bitmask",
        title: "POJ 2676 Sudoku, textbook edition",
        flavor: Flavor::Textbook,
        program: crate::formats::poj2676::solve_all::<Bitmask>,
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
        program: crate::formats::acwing169::solve_all::<Bitmask>,
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
