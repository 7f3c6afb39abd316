//! The one registry: every judge (how it compares output, whether it has a Presentation Error
//! verdict, how it compiles Rust, its limits, and where each fact comes from) and every problem
//! (its home judge and mirrors, limits, format, samples, and whether any valid answer is
//! accepted). The runner, the usage text and the tests take them from here; a test ties
//! `Cargo.toml`, `src/problems/`, `solutions/` and `samples/` to [`PROBLEMS`].

use oj_sudoku::io::stdio::Format;
use oj_sudoku::io::text::Symbols;
use std::time::Duration;

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

/// A judge's stack with no limit of its own (`RLIMIT_STACK` unlimited): the memory limit bounds
/// it, as the program's peak memory counts the stack's pages.
pub const UNLIMITED_STACK: usize = usize::MAX;

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
    /// What a submission is: a whole program, or LeetCode's `impl Solution`.
    pub submission: Submission,
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
    /// The bytes of stderr its runner takes before OLE, where it has such a limit (DMOJ's
    /// 1 MiB); `None`: stderr never gives a verdict (what it holds is kept only in part, for the
    /// RE line).
    pub stderr_limit: Option<usize>,
    pub stderr_limit_source: Source,
    /// The main thread's stack in bytes, where known (else this machine's `ulimit -s`);
    /// [`UNLIMITED_STACK`] where the judge sets none and the memory limit bounds it.
    pub stack: Option<usize>,
    pub stack_source: Source,
    /// What its time limit counts.
    pub clock: Clock,
    pub clock_source: Source,
    /// The address-space cap (`RLIMIT_AS`) its runner sets, where one is known: the memory
    /// limit plus this many KB. Memory reserved past it cannot be had, touched or not (an
    /// allocation fails and the program aborts: RE). `None`: no cap is known, and none is set.
    pub address_space_grace_kb: Option<u64>,
    /// The data-segment cap (`RLIMIT_DATA`: the heap and private writable mappings, thread
    /// stacks among them) its runner sets, where one is known: the memory limit plus this many
    /// KB; sourced with the address space. `None`: none is known, and none is set.
    pub data_grace_kb: Option<u64>,
    pub address_space_source: Source,
    /// How it builds a file: `rustc` alone (std only), or cargo with the crates it offers.
    pub build: Build,
    pub build_source: Source,
    /// Whether it builds every file, std-only ones too, as a cargo package (the file as
    /// `src/main.rs`; sourced in `build_source`): cargo's own rustc arguments then apply to every
    /// file, among them its `--check-cfg` list (cargo 1.80 and newer), under which a `cfg` name
    /// it does not declare (`#[cfg(local)]`, or `atcoder` set by rustflags) is the
    /// `unexpected_cfgs` warning, an error under `#![deny(warnings)]`. True wherever `build` is
    /// [`Build::Cargo`]; a std-only file is compiled here with rustc alone and those arguments.
    pub cargo_package: bool,
    /// The target it compiles for where that is not Linux, as ours is (Codeforces runs Windows),
    /// as `rustc --target` names it, and where that comes from: a file is type-checked against
    /// that target's std when it is installed, else scanned for the Unix-only parts of std.
    pub target: Option<(&'static str, Source)>,
    /// Where its runner lets a program start no thread (DMOJ: `RLIMIT_NPROC` 0), the source that
    /// says so: a program that starts one fails there (RE), and here, where a second thread is
    /// seen while it runs. `None`: no such rule is known.
    pub one_thread: Option<&'static str>,
    /// Environment variables it sets when a program runs (sourced in `notes`); set here too.
    pub environment: &'static [(&'static str, &'static str)],
    /// Other facts worth knowing when submitting there, sourced.
    pub notes: &'static [&'static str],
}

/// What a judge's time limit counts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Clock {
    /// CPU time, user + system: a program that sleeps or waits uses none.
    Cpu,
    /// The time the program takes, waiting (asleep, blocked on a read) as well as computing:
    /// DMOJ's cptbox adds up the time its tracer spends blocked in `wait4` on the program.
    /// `check` judges that too: the time the program took less its wait for a CPU (see
    /// `tools/judging/run.rs`), as well as its CPU time.
    CpuAndWaiting,
}

/// How a judge builds a Rust file.
#[derive(Clone, Copy, Debug)]
pub enum Build {
    /// `rustc` on the one file: std only, no crate can be named.
    Rustc,
    /// A cargo package with the file as `src/main.rs`, whose manifest depends on `crates`; an
    /// attempt is built here against only the crates it names (same versions, and the features
    /// the whole manifest resolves them to).
    Cargo {
        crates: &'static [Crate],
        /// The manifest's `[profile.release]` lines.
        profile: &'static str,
        /// `[build] rustflags` of its `.cargo/config.toml`.
        rustflags: &'static [&'static str],
    },
}

/// A crate a judge's manifest depends on, as the manifest writes it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Crate {
    /// The package, as crates.io names it: `ac-library-rs`.
    pub package: &'static str,
    /// The name code uses (its library target): `ac_library`.
    pub lib: &'static str,
    /// The version requirement: `=0.5.0`, or `0.8`.
    pub version: &'static str,
    pub features: &'static [&'static str],
}

impl Build {
    /// The crates it offers (none for `rustc` alone).
    pub fn crates(&self) -> &'static [Crate] {
        match self {
            Build::Rustc => &[],
            Build::Cargo { crates, .. } => crates,
        }
    }
}

/// The rustc release (a rustup toolchain's name) that stands for a version a judge runs: the
/// release the judge names, or, where it names only `1.56`, the last patch release of it.
pub struct Release {
    pub version: Version,
    /// As rustup names it: `1.56.1`.
    pub name: &'static str,
    pub source: Source,
}

/// What a judge runs of a submission.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Submission {
    /// A whole program: its `main` reads the input and writes the output.
    Program,
    /// LeetCode's way: `impl Solution` with the method the problem names, called by the judge's
    /// own wrapper, which declares `struct Solution` itself; the returned values are judged.
    /// `cases`: where the fact comes from that the wrapper runs a submission's test cases in one
    /// process, one call each, so state kept between calls shows (`check` runs them so too).
    Solution { cases: Source },
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

    /// The exact release that stands for its rustc, as rustup names it (`1.56.1`): the toolchain
    /// `oj-sudoku setup` installs and `check` compiles with when it is installed.
    pub fn release(&self) -> Option<&'static Release> {
        let version = self.rustc?;
        RELEASES.iter().find(|r| r.version == version)
    }

    /// Any of this judge's facts that are assumptions.
    pub fn assumptions(&self) -> Vec<(&'static str, &'static str)> {
        let mut facts = vec![
            ("comparison", self.compare_source),
            ("presentation error", self.presentation_source),
            ("Rust", self.rust_source),
            ("toolchain", self.toolchain_source),
            ("source limit", self.source_limit_source),
            ("crates", self.build_source),
            ("stack", self.stack_source),
            ("address space", self.address_space_source),
        ];
        if let Some((_, source)) = self.target {
            facts.push(("target", source));
        }
        if let Submission::Solution { cases } = self.submission {
            facts.push(("test cases in one process", cases));
        }
        facts
            .into_iter()
            .filter(|(_, source)| source.is_assumed())
            .map(|(what, source)| (what, source.text()))
            .collect()
    }
}

mod checkers;
mod judges;
mod problems;
mod version;

pub use checkers::{Checker, CheckerFacts, CHECKERS};
pub use judges::{JUDGES, RELEASES};

/// Every crate some judge offers, by the name code uses: what an attempt may mean when it names
/// one (a judge that does not offer it refuses it by name).
pub fn known_crate(lib: &str) -> Option<&'static Crate> {
    JUDGES
        .iter()
        .flat_map(|j| j.build.crates())
        .find(|c| c.lib == lib)
}
pub use problems::PROBLEMS;
pub use version::Version;

/// The line that splits a LeetCode solution file: above it, what is pasted into LeetCode (the
/// `impl Solution` and what it uses); below it, our `struct Solution` and a `main` for running
/// the file locally. The generator writes it; `submit` and the judge cut there.
pub const HARNESS_MARKER: &str = "// ---- local harness: not part of the LeetCode submission ----";

/// The judge named `name`, or a message listing the known ones.
pub fn judge(name: &str) -> Result<&'static Judge, String> {
    JUDGES
        .iter()
        .copied()
        .find(|j| j.name == name)
        .ok_or_else(|| {
            let names: Vec<&str> = JUDGES.iter().map(|j| j.name).collect();
            format!(
                "unknown judge {:?}; the judges are: {}",
                name,
                names.join(", ")
            )
        })
}

/// A problem's page on one judge.
#[derive(Clone, Copy)]
pub struct Page {
    pub judge: &'static Judge,
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
    /// The lexicographically smallest solution, or `NO SOLUTION`, for grids whose box size each
    /// case gives (UVa 989: `n` on a line, then the `n²×n²` grid).
    Smallest,
    /// `Case N: Illegal.` (givens repeat a digit), else `Impossible.`, `Unique.` or
    /// `Ambiguous.` by the number of solutions (UVa 10957).
    Classify,
    /// The number of solutions, and the solution itself when it is the only one (SPOJ SUDOGOB).
    Count,
    /// Whether the filled cells repeat a digit in a house: `GRESKA` or `OK` (COCI 2023/24 #1).
    Mistake,
    /// Irregular regions given by walls: `Case k:` and the solution if it is unique, else `No
    /// solution` or `Multiple Solutions` (HDU 4069). A case is its 81 cells, then the region of
    /// each cell (`0..9`).
    Jigsaw,
    /// No givens, only a sign between every two side-by-side cells of a box: the solution,
    /// spaced (Luogu P4573). A case is its 108 signs in the input's order, `1` where the first
    /// (left or upper) cell is the smaller, `2` where it is the larger.
    Inequalities,
}

impl Question {
    /// Whether a case is a grid's cells (digits, 0 empty), as every question but the last two
    /// has it.
    pub fn on_grids(self) -> bool {
        !matches!(self, Question::Jigsaw | Question::Inequalities)
    }
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

impl Promise {
    /// How many solutions the statement promises a puzzle, in words (`exactly one`), if any.
    pub fn solutions(self) -> Option<&'static str> {
        match self {
            Promise::Unique => Some("exactly one"),
            Promise::Solvable => Some("at least one"),
            Promise::Any => None,
        }
    }
}

/// How many cases one input holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CasesPerInput {
    /// One grid (Luogu P1784 and P1074, ABC327 C): stress runs the program once per case.
    One,
    /// Several, with a count, an end marker or blank lines between them.
    Several,
    /// Several, at most `most` (SPOJ SUDOKU's K ≤ 10, Kattis sudokunique's 100 boards,
    /// CF 1335D's t ≤ 10⁴): an input with more is past the statement. `stress --hunt` and
    /// `bench --worst` time inputs of `timed` copies of a puzzle, since the statement lets an
    /// input hold them and a program pays for each: `most`, or 1 where that many copies of the
    /// slowest puzzles would run for hours (HDU 4069's 2,500 jigsaws), the header then naming
    /// the bound.
    AtMost { most: usize, timed: usize },
}

impl CasesPerInput {
    /// How many copies of one puzzle an input `stress --hunt` and `bench --worst` time: the
    /// most the statement allows when it bounds them (but see [`CasesPerInput::AtMost`]), else
    /// one (a bound it does not state is none).
    pub fn hunted(self) -> usize {
        match self {
            CasesPerInput::AtMost { timed, .. } => timed,
            CasesPerInput::One | CasesPerInput::Several => 1,
        }
    }

    /// The most cases the statement lets one input hold, if it says.
    pub fn most(self) -> Option<usize> {
        match self {
            CasesPerInput::One => Some(1),
            CasesPerInput::Several => None,
            CasesPerInput::AtMost { most, .. } => Some(most),
        }
    }
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
    /// Other names of the same problem worth knowing (its contest), or empty; never a judge's
    /// page: the pages a header names are `home` and `mirrors` (a test holds it), and the other
    /// copies found are in `docs/family.md`.
    pub aliases: &'static str,
    /// Input → output in a line, for tables.
    pub summary: &'static str,
    /// What the statement asks, in a paragraph: the input (with what it promises) and the
    /// output. The generated file's header states it after the title and pages.
    pub statement: &'static str,
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
    /// 9 or 16; for [`Question::Smallest`] the largest the statement allows (each case gives
    /// its own box size).
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
    /// The driver's `PROGRAM`, what its `main` runs (the format with its engine): the tests run
    /// it in process, and check that it answers every sample as the binary does.
    pub program: Format,
    /// The worst case `stress --hunt` found for its file, as the file's header states it.
    pub worst: Worst,
}

/// The slowest input a hunt (`stress ID --hunt`) found for a solution file: what its header
/// claims. The inputs found are kept in `bench/worst/ID/` and timed by `bench --worst` on this
/// file and on every other solution of the same problem (see `worst::kept_inputs`), which
/// writes `bench/worst.tsv`; a test fails if this claim is below any of their medians there.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Worst {
    /// CPU time on that input (rounded up from the slowest median measured).
    pub cpu: Duration,
    /// The hunt's budget, in seconds of wall time.
    pub hunt_seconds: u32,
    /// Whether a red team's boards are kept with the hunt's finds (`bench/worst/ID/redteam*`).
    pub red_team: bool,
}

impl Worst {
    /// The claim, as a file's header states it (short: one file has 88 bytes to spare).
    pub fn sentence(&self, problem: &Problem) -> String {
        let past = if self.cpu > problem.time_limit {
            ", past the time limit"
        } else {
            ""
        };
        // A hunt times one puzzle an input where the statement bounds no count: an input of
        // many takes their sum.
        let input = match problem.cases_per_input {
            CasesPerInput::One => "one input".to_string(),
            CasesPerInput::Several => "a one-puzzle input".to_string(),
            CasesPerInput::AtMost { most, timed } if timed == most => {
                format!("one input ({} copies of a grid)", most)
            }
            CasesPerInput::AtMost { most, .. } => {
                format!(
                    "one puzzle alone in an input (which may hold up to {})",
                    most
                )
            }
        };
        // An input kept for another solution of the problem is timed on this one too.
        let others = PROBLEMS
            .iter()
            .any(|p| p.samples == problem.samples && p.id != problem.id);
        if others {
            format!(
                "Worst case found by `oj-sudoku stress --hunt` ({} s on this file, and the hunts for this problem's other solutions) and the samples: {} CPU on {}{}.",
                self.hunt_seconds,
                human(self.cpu),
                input,
                past
            )
        } else {
            let red_team = if self.red_team { ", red teams" } else { "" };
            format!(
                "Worst case found by a {} s `oj-sudoku stress --hunt`{} and the samples: {} CPU on {}{}.",
                self.hunt_seconds,
                red_team,
                human(self.cpu),
                input,
                past
            )
        }
    }
}

/// A CPU time as people write it: `0.9 ms`, `83 ms`, `1.10 s`.
pub fn human(cpu: Duration) -> String {
    let ms = cpu.as_secs_f64() * 1e3;
    if ms < 10.0 {
        format!("{:.1} ms", ms)
    } else if ms < 1000.0 {
        format!("{:.0} ms", ms)
    } else {
        format!("{:.2} s", ms / 1e3)
    }
}

/// Which edition of a problem's solution a file is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Flavor {
    /// The file to submit: bitboards (9×9), clause learning (16×16), or a problem's own engine.
    Fast,
    /// The textbook bitmask search, to read first: its foundation (engine interface, I/O, board)
    /// is bundled without comments so it fits 32 KiB.
    Textbook,
    /// Knuth's dancing links; its foundation is bundled without comments too (the engine is
    /// what it teaches).
    DancingLinks,
}

/// Where the grids are in a problem's text: `rows` lines (whitespace-separated tokens) per case,
/// after `skip` header tokens, cells written in `symbols`, the format's own alphabet; other
/// characters (LeetCode's quotes and brackets) are not cells.
#[derive(Clone, Copy)]
pub struct Layout {
    pub skip: usize,
    pub rows: usize,
    pub symbols: &'static Symbols,
    /// One case's rows, each ending in a newline: the input form, and the output form of a
    /// solution or of a grid printed back.
    pub render_case: fn(&[u8]) -> String,
    /// A whole input made of rendered cases.
    pub render_input: fn(&[String]) -> String,
    /// A whole output made of rendered cases.
    pub render_output: fn(&[String]) -> String,
    /// The cases of an input, in the form `render_case` takes: [`grid_cases`] for grids.
    pub read: fn(&Layout, &str) -> Vec<Vec<u8>>,
}

/// UVa 989's cases: each an integer n (1-5) and then the `n⁴` numbers of its grid; a case cut
/// short or malformed ends the list.
pub fn box_size_cases(layout: &Layout, input: &str) -> Vec<Vec<u8>> {
    let mut tokens = input.split_whitespace().skip(layout.skip);
    let mut puzzles = Vec::new();
    while let Some(n) = tokens.next().and_then(|t| t.parse::<usize>().ok()) {
        let cells: Vec<u8> = tokens
            .by_ref()
            .take(n.pow(4))
            .map_while(|t| t.parse().ok().filter(|&d: &u8| usize::from(d) <= n * n))
            .collect();
        if !(1..=5).contains(&n) || cells.len() != n.pow(4) {
            break;
        }
        puzzles.push(cells);
    }
    puzzles
}

/// The grids of an input in a grid layout: its tokens after `skip`, `rows` at a time, each
/// read as the cells of one case (a chunk that is not a full grid, such as an `end` line, is
/// no case).
pub fn grid_cases(layout: &Layout, input: &str) -> Vec<Vec<u8>> {
    let cells = layout.symbols.digits.chars().count().pow(2);
    let tokens: Vec<&str> = input.split_whitespace().skip(layout.skip).collect();
    tokens
        .chunks(layout.rows)
        .map(|rows| layout.cells(rows))
        .filter(|case| case.len() == cells)
        .collect()
}

impl Layout {
    /// The cases of `input`, in the form `render_case` takes.
    pub fn cases(&self, input: &str) -> Vec<Vec<u8>> {
        (self.read)(self, input)
    }

    /// The cells of one case's rows: digits, 0 for empty; other characters skipped.
    pub fn cells(&self, rows: &[&str]) -> Vec<u8> {
        rows.iter()
            .flat_map(|row| row.chars())
            .filter_map(|c| self.symbols.digit(c))
            .collect()
    }

    /// How the format writes `digit` (its empty symbol for 0).
    pub fn symbol(&self, digit: u8) -> char {
        match digit {
            0 => self.symbols.empty,
            d => self
                .symbols
                .digits
                .chars()
                .nth(usize::from(d) - 1)
                .unwrap_or('?'),
        }
    }
}

impl Problem {
    /// Its home judge.
    pub fn judge(&self) -> &'static Judge {
        self.home.judge
    }

    /// The puzzles of `input` in this problem's format, each its cells row by row (0 empty):
    /// the layout's cases that are grids of the problem's side, or, where each case gives its
    /// box size ([`Question::Smallest`]), every case whatever its size.
    pub fn puzzles(&self, input: &str) -> Vec<Vec<u8>> {
        let cases = self.layout.cases(input);
        if self.question == Question::Smallest {
            return cases;
        }
        (cases.into_iter())
            .filter(|cells| cells.len() == self.side * self.side)
            .collect()
    }

    /// Whether users write it LeetCode's way: `impl Solution` without a `main`.
    pub fn is_leetcode(&self) -> bool {
        matches!(self.judge().submission, Submission::Solution { .. })
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
