//! The `oj-sudoku` command line: the main job (every solution on every sample), `check`,
//! `stress`, `bench` and `generate`. Each subcommand reads its arguments into its own options
//! struct; the problem list in the usage text comes from the registry.

pub mod args;

use crate::tools::judging::attempt::{self, Refused, Toolchain};
use crate::tools::judging::cases::{self, Case};
use crate::tools::judging::run::{self, Limits, DEFAULT_OUTPUT_LIMIT};
use crate::tools::judging::verdict::{self, Judging, Verdict};
use crate::tools::registry::{self, Checker, Judge, Problem, JUDGES, PROBLEMS};
use crate::tools::report::stderr_is_terminal;
use crate::tools::{bench, bundle, explain, stress};
use args::{Arg, Args};
use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// The usage text; the problem list is the registry's.
pub fn usage() -> String {
    let ids: Vec<&str> = PROBLEMS.iter().map(|p| p.id).collect();
    format!(
        "\
usage:
  oj-sudoku
      the main job: every solution in solutions/ compiled alone as a judge compiles it, run on
      every sample; a verdict line per case and a summary; exit status 0 only if all are AC
  oj-sudoku check PROBLEM [FILE.rs] [JUDGING] [--cases PATH...]
      the same for one problem: our solution, or any single-file solution FILE.rs (for LeetCode,
      `impl Solution` alone is enough); --cases adds case files (X.in, with X.out if there is
      one) or folders of them
  oj-sudoku stress PROBLEM [FILE.rs] [JUDGING] [--seed N] [--count N] [--all-kinds] [--out DIR]
      N random puzzles (default 2000), answers checked against a simple oracle; for FILE.rs only
      what the statement promises (unique, or solvable), for our own solutions or with
      --all-kinds also several solutions, none, and clashing givens; the first failure is shrunk
      and written to DIR (default: target/stress)
  JUDGING: [--judge NAME] [--compare RULE] [--rustc PATH] [--edition E]
           [--time-limit SECONDS] [--memory-limit MB]
      the judge whose rules apply (default: the problem's own): its comparison, PE verdict,
      edition and flags, source and output limits; --compare and --edition override them
  RULE: a real checker, followed byte for byte (kattis-default, testlib-wcmp, testlib-lcmp,
      luogu-noip), or a generic rule (exact, lines, tokens)
  oj-sudoku bench [--runs N] [--solution FILE.rs]... [--svg FILE] [FILE...]
      per puzzle file (9×9 lines or 16×16 blocks): every engine in process (µs/puzzle,
      puzzles/s, guesses/puzzle, solved), then a solution compiled with rustc -O and run as a
      process on the whole file (time, peak memory, answers checked); with no file, on the
      small sets in bench/; --svg writes the in-process results as a chart (log scale)
  oj-sudoku explain [PUZZLE] [--engine bitmask|backtrack] [--max-steps N]
      one solve narrated, a line per step: naked and hidden singles (r1c1 is the top left),
      guesses with the alternatives left, contradictions and backtracks with their depth; then
      the solved grid or \"no solution\". PUZZLE: 81 or 256 cells, a file, or standard input
  oj-sudoku generate [--check] [--out DIR]
      write solutions/ from src/ (scripts/generate); --check only compares
PROBLEM is one of: {}
NAME is one of: {}",
        ids.join(", "),
        JUDGES.iter().map(|j| j.name).collect::<Vec<_>>().join(", ")
    )
}

/// Runs the command line `args` (without the program name); returns the exit status.
pub fn main(args: &[String]) -> i32 {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let rest = args.get(1..).unwrap_or(&[]);
    match args.first().map(String::as_str) {
        None => check_all(root),
        Some("check") => with_problem(rest, |problem, rest| {
            CheckOptions::parse(rest).map(|options| check_one(root, problem, &options))
        }),
        Some("stress") => with_problem(rest, |problem, rest| {
            StressOptions::parse(root, rest).map(|options| stress_one(root, problem, &options))
        }),
        Some("bench") => match bench::Options::parse(rest) {
            Ok(options) => bench::bench(root, &options),
            Err(message) => usage_error(&message),
        },
        Some("explain") => match explain::Options::parse(rest) {
            Ok(options) => explain::explain(&options),
            Err(message) => usage_error(&message),
        },
        Some("generate") => match GenerateOptions::parse(root, rest) {
            Ok(options) => generate(root, &options),
            Err(message) => usage_error(&message),
        },
        Some("help" | "--help" | "-h") => {
            say!("{}", usage());
            0
        }
        Some(other) => usage_error(&format!("unknown command {:?}", other)),
    }
}

fn usage_error(message: &str) -> i32 {
    eprintln!("error: {}\n{}", message, usage());
    2
}

/// Resolves the PROBLEM argument, then runs `command` with the rest; a usage error exits 2.
fn with_problem(
    args: &[String],
    command: impl FnOnce(&'static Problem, &[String]) -> Result<i32, String>,
) -> i32 {
    let result = match args.first() {
        Some(id) => registry::find(id).and_then(|problem| command(problem, &args[1..])),
        None => Err("a PROBLEM is needed".to_string()),
    };
    result.unwrap_or_else(|message| usage_error(&message))
}

/// How a file is judged: `--judge`, `--compare`, `--rustc`, `--edition`, `--time-limit`,
/// `--memory-limit`. Unset, each comes from the problem's home judge and limits.
#[derive(Default)]
struct JudgeOptions {
    judge: Option<&'static Judge>,
    compare: Option<Checker>,
    rustc: Option<String>,
    edition: Option<String>,
    time: Option<Duration>,
    memory_mb: Option<u64>,
}

impl JudgeOptions {
    /// Reads option `name` if it is one of these; `Ok(false)` if it is not.
    fn parse(&mut self, name: &str, args: &mut Args) -> Result<bool, String> {
        match name {
            "--judge" => {
                let judge: String = args.value(name, "a judge's name")?;
                self.judge = Some(registry::judge(&judge)?);
            }
            "--compare" => {
                let compare: String = args.value(name, "a comparison rule")?;
                self.compare = Some(Checker::parse(&compare).ok_or_else(|| {
                    let names: Vec<&str> = Checker::ALL.iter().map(|c| c.name()).collect();
                    format!("--compare takes {}, not {:?}", names.join(", "), compare)
                })?);
            }
            "--rustc" => self.rustc = Some(args.value(name, "a path")?),
            "--edition" => {
                let edition: String = args.value(name, "2015, 2018, 2021 or 2024")?;
                if !["2015", "2018", "2021", "2024"].contains(&edition.as_str()) {
                    return Err(format!("unknown edition {}", edition));
                }
                self.edition = Some(edition);
            }
            "--time-limit" => {
                let seconds: f64 = args.value(name, "seconds")?;
                self.time = Some(Duration::from_secs_f64(seconds.clamp(0.001, 3600.0)));
            }
            "--memory-limit" => self.memory_mb = Some(args.value(name, "megabytes")?),
            _ => return Ok(false),
        }
        Ok(true)
    }

    /// The judge, rule, toolchain and limits in force for `problem`.
    fn setup(&self, problem: &Problem) -> Setup {
        let judge = self.judge.unwrap_or_else(|| problem.judge());
        let rule = self.compare.unwrap_or(judge.compare);
        let edition = self.edition.as_deref().unwrap_or(judge.edition);
        Setup {
            judge,
            judging: Judging {
                rule,
                presentation_error: judge.presentation_error,
            },
            compare_overridden: self.compare.is_some(),
            toolchain: Toolchain {
                rustc: self.rustc.clone().unwrap_or_else(|| "rustc".to_string()),
                args: judge.rustc_args(edition),
            },
            limits: Limits {
                time: self.time.unwrap_or(problem.time_limit),
                memory_kb: self.memory_mb.unwrap_or(problem.memory_limit_mb) * 1024,
                output_bytes: judge.output_limit.unwrap_or(DEFAULT_OUTPUT_LIMIT),
            },
        }
    }
}

/// What a run is judged by.
struct Setup {
    judge: &'static Judge,
    judging: Judging,
    compare_overridden: bool,
    toolchain: Toolchain,
    limits: Limits,
}

impl Setup {
    /// The judge, its rule and PE verdict; then, if any, which of its facts are assumptions.
    fn rules_lines(&self) -> Vec<String> {
        let rule = self.judging.rule;
        let source = match rule.source() {
            Some(source) => format!(" ({})", source),
            None => String::new(),
        };
        let overridden = if self.compare_overridden {
            " (--compare)"
        } else {
            ""
        };
        let rule = format!("compare {}{}{}", rule.name(), overridden, source);
        let pe = if self.judging.presentation_error {
            "PE for whitespace-only differences"
        } else if self.judging.rule == Checker::Exact {
            "PE for whitespace-only differences (as with every exact comparison)"
        } else {
            "no PE verdict"
        };
        let mut lines = vec![format!("judge {}: {}, {}", self.judge.name, rule, pe)];
        let assumed: Vec<String> = self
            .judge
            .assumptions()
            .iter()
            .map(|(what, why)| format!("{} ({})", what, why))
            .collect();
        if !assumed.is_empty() {
            lines.push(format!("ASSUMED, no source found: {}", assumed.join("; ")));
        }
        lines
    }
}

/// `check PROBLEM [FILE.rs] ...`
struct CheckOptions {
    source: Option<PathBuf>,
    judging: JudgeOptions,
    /// Extra case files or folders.
    cases: Vec<PathBuf>,
}

impl CheckOptions {
    fn parse(args: &[String]) -> Result<CheckOptions, String> {
        let mut options = CheckOptions {
            source: None,
            judging: JudgeOptions::default(),
            cases: Vec::new(),
        };
        let mut args = Args::new(args);
        while let Some(arg) = args.next_arg() {
            match arg {
                Arg::Option("--cases") => options.cases.extend(args.paths("--cases")?),
                Arg::Option(name) => {
                    if !options.judging.parse(name, &mut args)? {
                        return Err(args::unknown(arg));
                    }
                }
                Arg::Positional(path) if options.source.is_none() => {
                    options.source = Some(PathBuf::from(path))
                }
                other => return Err(args::unknown(other)),
            }
        }
        Ok(options)
    }
}

/// `stress PROBLEM [FILE.rs] ...`
struct StressOptions {
    source: Option<PathBuf>,
    judging: JudgeOptions,
    seed: u64,
    count: usize,
    all_kinds: bool,
    out_dir: PathBuf,
}

impl StressOptions {
    fn parse(root: &Path, args: &[String]) -> Result<StressOptions, String> {
        let mut options = StressOptions {
            source: None,
            judging: JudgeOptions::default(),
            seed: 1,
            count: 2000,
            all_kinds: false,
            out_dir: root.join("target").join("stress"),
        };
        let mut args = Args::new(args);
        while let Some(arg) = args.next_arg() {
            match arg {
                Arg::Option(name @ "--seed") => options.seed = args.value(name, "a number")?,
                Arg::Option(name @ "--count") => {
                    options.count = args.value(name, "a number of cases")?
                }
                Arg::Option("--all-kinds") => options.all_kinds = true,
                Arg::Option(name @ "--out") => options.out_dir = args.value(name, "a directory")?,
                Arg::Option(name) => {
                    if !options.judging.parse(name, &mut args)? {
                        return Err(args::unknown(arg));
                    }
                }
                Arg::Positional(path) if options.source.is_none() => {
                    options.source = Some(PathBuf::from(path))
                }
                other => return Err(args::unknown(other)),
            }
        }
        Ok(options)
    }
}

/// `generate [--check] [--out DIR]`
struct GenerateOptions {
    check_only: bool,
    out_dir: PathBuf,
}

impl GenerateOptions {
    fn parse(root: &Path, args: &[String]) -> Result<GenerateOptions, String> {
        let mut options = GenerateOptions {
            check_only: false,
            out_dir: root.join("solutions"),
        };
        let mut args = Args::new(args);
        while let Some(arg) = args.next_arg() {
            match arg {
                Arg::Option("--check") => options.check_only = true,
                Arg::Option(name @ "--out") => options.out_dir = args.value(name, "a directory")?,
                other => return Err(args::unknown(other)),
            }
        }
        Ok(options)
    }
}

/// The main job: every problem, our own solution file, every sample.
fn check_all(root: &Path) -> i32 {
    let mut tally = Tally::default();
    for problem in PROBLEMS {
        let options = CheckOptions::parse(&[]).expect("no arguments parse");
        if let Err(message) = check_problem(root, problem, &options, &mut tally) {
            eprintln!("error: {}", message);
            return 1;
        }
    }
    tally.summary()
}

fn check_one(root: &Path, problem: &'static Problem, options: &CheckOptions) -> i32 {
    let mut tally = Tally::default();
    if let Err(message) = check_problem(root, problem, options, &mut tally) {
        eprintln!("error: {}", message);
        return 1;
    }
    tally.summary()
}

fn stress_one(root: &Path, problem: &'static Problem, options: &StressOptions) -> i32 {
    let source = source_of(root, problem, &options.source);
    let setup = options.judging.setup(problem);
    for line in setup.rules_lines() {
        say!("{}", line);
    }
    let binary = match compile(root, problem, &setup, &source) {
        Ok(compiled) => compiled.binary,
        Err(Refused::TooLong(message)) => {
            say!("CE  {}: {}", source.display(), message);
            return 1;
        }
        Err(Refused::CompileError(message)) => {
            say!("CE  {}\n{}", source.display(), message);
            return 1;
        }
    };
    // A user's file gets what the statement promises; our own files every kind.
    let kinds = if options.source.is_none() || options.all_kinds {
        stress::Kinds::All
    } else {
        stress::Kinds::Promised(problem.promise)
    };
    stress::stress(
        problem,
        &binary,
        &stress::Options {
            seed: options.seed,
            count: options.count,
            limits: setup.limits,
            judging: setup.judging,
            kinds,
            out_dir: options.out_dir.clone(),
        },
    )
}

/// Compiles `source` for `problem` as `setup`'s judge would.
fn compile(
    root: &Path,
    problem: &Problem,
    setup: &Setup,
    source: &Path,
) -> Result<attempt::Compiled, Refused> {
    attempt::prepare(
        root,
        problem,
        setup.judge,
        source,
        &setup.toolchain,
        &root.join("target").join("judge"),
    )
}

/// The file to judge: the one given, or our own solution.
fn source_of(root: &Path, problem: &Problem, source: &Option<PathBuf>) -> PathBuf {
    source
        .clone()
        .unwrap_or_else(|| root.join("solutions").join(format!("{}.rs", problem.id)))
}

#[derive(Default)]
struct Tally {
    total: usize,
    accepted: usize,
    slowest: Option<(u128, String)>,
    /// AC cases that relied on a judge's tolerance: (judge, rule, what) → how many.
    tolerated: BTreeMap<(String, String), usize>,
    /// The judges whose assumptions were already printed in this run.
    assumptions_shown: Vec<&'static str>,
}

impl Tally {
    /// Prints the tolerance notes and the summary line; the exit status: 0 only if there were
    /// cases and all were AC.
    fn summary(&self) -> i32 {
        for ((rule, what), count) in &self.tolerated {
            let plural = if *count == 1 { "" } else { "s" };
            say!(
                "note: {} AC case{} relied on {}: {}",
                count,
                plural,
                rule,
                what
            );
        }
        let slowest = match &self.slowest {
            Some((ms, label)) => format!("; slowest {} ({} ms)", label, ms),
            None => String::new(),
        };
        say!(
            "summary: {} AC / {} cases{}",
            self.accepted,
            self.total,
            slowest
        );
        i32::from(self.accepted != self.total || self.total == 0)
    }
}

/// Compiles the source alone as a judge would and runs it on the problem's samples and any
/// extra cases, printing a verdict line per case.
fn check_problem(
    root: &Path,
    problem: &Problem,
    options: &CheckOptions,
    tally: &mut Tally,
) -> Result<(), String> {
    let source = source_of(root, problem, &options.source);
    let setup = options.judging.setup(problem);
    let mut cases = cases::cases(&root.join("samples").join(problem.samples), problem.samples)?;
    for path in &options.cases {
        let label = path.file_name().and_then(|n| n.to_str()).unwrap_or("cases");
        let label = label.trim_end_matches(".in");
        cases.extend(cases::cases(path, label)?);
    }
    let started = Instant::now();
    let compiled = compile(root, problem, &setup, &source);
    say!(
        "{}: {} (limits {} s, {} MB; {})",
        problem.id,
        problem.title,
        setup.limits.time.as_secs_f64(),
        setup.limits.memory_kb / 1024,
        problem.home.url
    );
    let lines = setup.rules_lines();
    say!("  {}", lines[0]);
    if !tally.assumptions_shown.contains(&setup.judge.name) {
        tally.assumptions_shown.push(setup.judge.name);
        for line in &lines[1..] {
            say!("  {}", line);
        }
    }
    let wrapped = match &compiled {
        Ok(compiled) if compiled.wrapped => ", wrapped in LeetCode's harness",
        _ => "",
    };
    say!(
        "  compiled {} alone{}: {} ({:.1} s)",
        source.display(),
        wrapped,
        setup.toolchain.describe(),
        started.elapsed().as_secs_f64()
    );
    match &compiled {
        Err(Refused::TooLong(message)) => say!("  {}", message),
        Err(Refused::CompileError(message)) => say!("  compile error:\n{}", indent(message)),
        Ok(_) => {}
    }
    for (index, case) in cases.iter().enumerate() {
        if stderr_is_terminal() {
            eprint!("\r  running {}/{} ", index + 1, cases.len());
        }
        tally.total += 1;
        let (verdict, tolerated, millis, peak_kb) = match &compiled {
            Err(_) => (Verdict::CompileError, None, 0, 0),
            Ok(compiled) => run_case(problem, &compiled.binary, case, &setup)
                .unwrap_or_else(|message| (Verdict::RuntimeError(message), None, 0, 0)),
        };
        if verdict == Verdict::Accepted {
            tally.accepted += 1;
        }
        if let Some(what) = tolerated {
            let rule = format!(
                "{}'s rule ({}{})",
                setup.judge.name,
                setup.judging.rule.name(),
                if setup.judge.compare_source.is_assumed() && !setup.compare_overridden {
                    ", an assumption"
                } else {
                    ""
                }
            );
            *tally.tolerated.entry((rule, what)).or_insert(0) += 1;
        }
        if tally.slowest.as_ref().map_or(true, |(ms, _)| millis > *ms) {
            tally.slowest = Some((millis, case.name.clone()));
        }
        let detail = verdict
            .detail()
            .map(|d| format!("  {}", d))
            .unwrap_or_default();
        // A process that exits before the first reading shows a few KB: not a measurement.
        let memory = if peak_kb >= 100 {
            format!("{:>5.1} MB", peak_kb as f64 / 1024.0)
        } else {
            "    - MB".to_string()
        };
        say!(
            "\r  {:<3} {:>6} ms {}  {}{}",
            verdict.code(),
            millis,
            memory,
            case.name,
            detail
        );
    }
    Ok(())
}

fn indent(text: &str) -> String {
    text.lines().map(|l| format!("    {}\n", l)).collect()
}

/// Runs one case: the verdict, what a tolerant AC relied on, the time and the peak memory.
fn run_case(
    problem: &Problem,
    binary: &Path,
    case: &Case,
    setup: &Setup,
) -> Result<(Verdict, Option<String>, u128, u64), String> {
    let (input, expected, answers) = case.load(problem)?;
    let run = run::run(binary, input.clone().into_bytes(), setup.limits)?;
    let (verdict, tolerated) =
        verdict::judge(problem, answers, &input, &expected, &run, setup.judging);
    Ok((verdict, tolerated, run.elapsed.as_millis(), run.peak_kb))
}

fn generate(root: &Path, options: &GenerateOptions) -> i32 {
    let solutions = match bundle::generate_all(&root.join("src")) {
        Ok(solutions) => solutions,
        Err(message) => {
            eprintln!("error: {}", message);
            return 1;
        }
    };
    let mut stale = 0;
    for solution in &solutions {
        let path = options.out_dir.join(format!("{}.rs", solution.name));
        let current = fs::read_to_string(&path).unwrap_or_default();
        let size = solution.text.len();
        if current == solution.text {
            say!("up to date  {} ({} bytes)", path.display(), size);
            continue;
        }
        stale += 1;
        if options.check_only {
            say!("STALE       {} (run scripts/generate)", path.display());
        } else if let Err(e) =
            fs::create_dir_all(&options.out_dir).and_then(|()| fs::write(&path, &solution.text))
        {
            eprintln!("error: cannot write {}: {}", path.display(), e);
            return 1;
        } else {
            say!("wrote       {} ({} bytes)", path.display(), size);
        }
    }
    i32::from(options.check_only && stale > 0)
}
