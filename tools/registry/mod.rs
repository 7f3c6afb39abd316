//! The one registry: every judge (how it compares output, whether it has a Presentation Error
//! verdict, how it compiles Rust, its limits, and where each fact comes from) and every problem
//! (its home judge and mirrors, limits, format, samples, and whether any valid answer is
//! accepted). The runner, the usage text and the tests take them from here; a test ties
//! `Cargo.toml`, `src/problems/`, `solutions/` and `samples/` to [`PROBLEMS`].

use oj_sudoku::io::stdio::Format;
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

mod judges;
mod problems;
mod version;

pub use judges::JUDGES;
pub use problems::PROBLEMS;
pub use version::Version;

/// The line that splits a LeetCode solution file: above it, what is pasted into LeetCode (the
/// `impl Solution` and what it uses); below it, our `struct Solution` and a `main` for running
/// the file locally. The generator writes it; `submit` and the judge cut there.
pub const HARNESS_MARKER: &str = "// ---- local harness: not part of the LeetCode submission ----";

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
