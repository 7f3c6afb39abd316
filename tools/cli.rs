//! The `oj-sudoku` command line: the main job (every solution on every sample), `check`,
//! `stress`, `bench` and `generate`. Each subcommand reads its arguments into its own options
//! struct; the problem list in the usage text comes from the registry.

use crate::tools::args::{self, Arg, Args};
use crate::tools::judge::{self, Limits, Verdict};
use crate::tools::registry::{self, Problem, PROBLEMS};
use crate::tools::report::stderr_is_terminal;
use crate::tools::{bench, bundle, stress};
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
  oj-sudoku check PROBLEM [FILE.rs] [--rustc PATH] [--edition 2018|2021|2024]
                  [--time-limit SECONDS] [--memory-limit MB] [--cases PATH...]
      the same for one problem: our solution, or any single-file solution FILE.rs; --cases adds
      case files (X.in, with X.out if there is one) or folders of them
  oj-sudoku stress PROBLEM [FILE.rs] [--seed N] [--count N] [--time-limit SECONDS]
                   [--memory-limit MB] [--rustc PATH] [--edition E] [--out DIR]
      N random puzzles of every kind (default 2000), answers checked against a simple oracle;
      the first failure is shrunk and written to DIR (default: target/stress)
  oj-sudoku bench [--runs N] [--solution FILE.rs]... [FILE...]
      per puzzle file (9×9 lines or 16×16 blocks): every engine in process (µs/puzzle,
      puzzles/s, guesses/puzzle, solved), then a solution compiled with rustc -O and run as a
      process on the whole file (time, peak memory, answers checked); with no file, on the
      small sets in bench/
  oj-sudoku generate [--check] [--out DIR]
      write solutions/ from src/ (scripts/generate); --check only compares
PROBLEM is one of: {}",
        ids.join(", ")
    )
}

/// Runs the command line `args` (without the program name); returns the exit status.
pub fn main(args: &[String]) -> i32 {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let rest = args.get(1..).unwrap_or(&[]);
    match args.first().map(String::as_str) {
        None => check_all(root),
        Some("check") => with_problem(rest, |problem, rest| {
            CheckOptions::parse(problem, rest).map(|options| check_one(root, problem, &options))
        }),
        Some("stress") => with_problem(rest, |problem, rest| {
            StressOptions::parse(root, problem, rest)
                .map(|options| stress_one(root, problem, &options))
        }),
        Some("bench") => match bench::Options::parse(rest) {
            Ok(options) => bench::bench(root, &options),
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

/// How to compile a solution file: which rustc, which edition.
struct Build {
    rustc: String,
    edition: String,
}

impl Default for Build {
    fn default() -> Self {
        Build {
            rustc: "rustc".to_string(),
            edition: "2021".to_string(),
        }
    }
}

impl Build {
    /// Reads `--rustc` or `--edition` if `name` is one; `Ok(false)` if it is neither.
    fn parse(&mut self, name: &str, args: &mut Args) -> Result<bool, String> {
        match name {
            "--rustc" => self.rustc = args.value(name, "a path")?,
            "--edition" => {
                let edition: String = args.value(name, "2015, 2018, 2021 or 2024")?;
                if !["2015", "2018", "2021", "2024"].contains(&edition.as_str()) {
                    return Err(format!("unknown edition {}", edition));
                }
                self.edition = edition;
            }
            _ => return Ok(false),
        }
        Ok(true)
    }
}

/// Reads `--time-limit` or `--memory-limit` into `limits` if `name` is one.
fn parse_limit(limits: &mut Limits, name: &str, args: &mut Args) -> Result<bool, String> {
    match name {
        "--time-limit" => {
            let seconds: f64 = args.value(name, "seconds")?;
            limits.time = Duration::from_secs_f64(seconds.clamp(0.001, 3600.0));
        }
        "--memory-limit" => limits.memory_kb = args.value::<u64>(name, "megabytes")? * 1024,
        _ => return Ok(false),
    }
    Ok(true)
}

/// The problem's own limits.
fn limits_of(problem: &Problem) -> Limits {
    Limits {
        time: problem.time_limit,
        memory_kb: problem.memory_limit_mb * 1024,
    }
}

/// `check PROBLEM [FILE.rs] ...`
struct CheckOptions {
    source: Option<PathBuf>,
    build: Build,
    limits: Limits,
    /// Extra case files or folders.
    cases: Vec<PathBuf>,
}

impl CheckOptions {
    fn parse(problem: &Problem, args: &[String]) -> Result<CheckOptions, String> {
        let mut options = CheckOptions {
            source: None,
            build: Build::default(),
            limits: limits_of(problem),
            cases: Vec::new(),
        };
        let mut args = Args::new(args);
        while let Some(arg) = args.next_arg() {
            match arg {
                Arg::Option("--cases") => options.cases.extend(args.paths("--cases")?),
                Arg::Option(name) => {
                    if !options.build.parse(name, &mut args)?
                        && !parse_limit(&mut options.limits, name, &mut args)?
                    {
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
    build: Build,
    stress: stress::Options,
}

impl StressOptions {
    fn parse(root: &Path, problem: &Problem, args: &[String]) -> Result<StressOptions, String> {
        let mut options = StressOptions {
            source: None,
            build: Build::default(),
            stress: stress::Options {
                seed: 1,
                count: 2000,
                limits: limits_of(problem),
                out_dir: root.join("target").join("stress"),
            },
        };
        let mut args = Args::new(args);
        while let Some(arg) = args.next_arg() {
            match arg {
                Arg::Option(name @ "--seed") => {
                    options.stress.seed = args.value(name, "a number")?
                }
                Arg::Option(name @ "--count") => {
                    options.stress.count = args.value(name, "a number of cases")?
                }
                Arg::Option(name @ "--out") => {
                    options.stress.out_dir = args.value(name, "a directory")?
                }
                Arg::Option(name) => {
                    if !options.build.parse(name, &mut args)?
                        && !parse_limit(&mut options.stress.limits, name, &mut args)?
                    {
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
        let options = CheckOptions::parse(problem, &[]).expect("no arguments parse");
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
    let binary = match judge::compile(
        &options.build.rustc,
        &options.build.edition,
        &source,
        &root.join("target").join("judge"),
    ) {
        Ok(binary) => binary,
        Err(message) => {
            say!("CE  {}\n{}", source.display(), message);
            return 1;
        }
    };
    stress::stress(problem, &binary, &options.stress)
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
}

impl Tally {
    /// Prints the summary line; the exit status: 0 only if there were cases and all were AC.
    fn summary(&self) -> i32 {
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
    let mut cases = judge::cases(&root.join("samples").join(problem.samples), problem.samples)?;
    for path in &options.cases {
        let label = path.file_name().and_then(|n| n.to_str()).unwrap_or("cases");
        let label = label.trim_end_matches(".in");
        cases.extend(judge::cases(path, label)?);
    }
    let started = Instant::now();
    let binary = judge::compile(
        &options.build.rustc,
        &options.build.edition,
        &source,
        &root.join("target").join("judge"),
    );
    say!(
        "{}: {} (limits {} s, {} MB; {})",
        problem.id,
        problem.title,
        options.limits.time.as_secs_f64(),
        options.limits.memory_kb / 1024,
        problem.links[0]
    );
    say!(
        "  compiled {} alone: {} -O --edition {} ({:.1} s)",
        source.display(),
        options.build.rustc,
        options.build.edition,
        started.elapsed().as_secs_f64()
    );
    if let Err(message) = &binary {
        say!("  compile error:\n{}", indent(message));
    }
    for (index, case) in cases.iter().enumerate() {
        if stderr_is_terminal() {
            eprint!("\r  running {}/{} ", index + 1, cases.len());
        }
        tally.total += 1;
        let (verdict, millis, peak_kb) = match &binary {
            Err(_) => (Verdict::CompileError, 0, 0),
            Ok(binary) => run_case(problem, binary, case, options.limits)
                .unwrap_or_else(|message| (Verdict::RuntimeError(message), 0, 0)),
        };
        if verdict == Verdict::Accepted {
            tally.accepted += 1;
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

fn run_case(
    problem: &Problem,
    binary: &Path,
    case: &judge::Case,
    limits: Limits,
) -> Result<(Verdict, u128, u64), String> {
    let (input, expected, answers) = case.load(problem)?;
    let run = judge::run(binary, input.clone().into_bytes(), limits)?;
    let verdict = judge::judge(problem, answers, &input, &expected, &run);
    Ok((verdict, run.elapsed.as_millis(), run.peak_kb))
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
