//! `oj-sudoku`: the toolkit's command line. Not part of any submission (see `USAGE`).

/// `println!` for the toolkit's reports that ends the program quietly, as the solutions do, when
/// standard output is closed (`oj-sudoku | head`), instead of panicking.
macro_rules! say {
    ($($arg:tt)*) => {
        $crate::say_line(format_args!($($arg)*))
    };
}

mod bench;
mod bundle;
mod checker;
mod judge;
mod oracle_cases;
mod problems;
mod stress;

use judge::{Limits, Verdict};
use problems::{Problem, PROBLEMS};
use std::fs;
use std::path::{Path, PathBuf};
use std::process::exit;
use std::time::{Duration, Instant};

const USAGE: &str = "\
usage:
  oj-sudoku
      the main job: every solution in solutions/ compiled alone as a judge compiles it, run on
      every sample; a verdict line per case and a summary; exit status 0 only if all are AC
  oj-sudoku check PROBLEM [FILE.rs] [--rustc PATH] [--edition 2018|2021|2024]
                  [--time-limit SECONDS] [--memory-limit MB] [--cases PATH...]
      the same for one problem: our solution, or any single-file solution FILE.rs; --cases adds
      case files (X.in, with X.out if there is one) or folders of them
  oj-sudoku stress PROBLEM [FILE.rs] [--seed N] [--cases N] [--time-limit SECONDS]
                   [--rustc PATH] [--edition E] [--out DIR]
      random puzzles of every kind, answers checked against a simple oracle; the first failure
      is shrunk and written to DIR (default: the current folder)
  oj-sudoku bench [--runs N] [--solution FILE.rs]... [FILE...]
      per puzzle file (9×9 lines or 16×16 blocks): every engine in process (µs/puzzle,
      puzzles/s, guesses/puzzle, solved), then a solution compiled with rustc -O and run as a
      process on the whole file (time, peak memory, answers checked); with no file, on the
      small sets in bench/
  oj-sudoku generate [--check] [--out DIR]
      write solutions/ from src/ (scripts/generate); --check only compares
PROBLEM is one of: acwing166, poj2676, leetcode37, acwing169, acwing166_dlx, acwing169_dlx";

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let status = match args.first().map(String::as_str) {
        None => check_all(root),
        Some("check") => with_problem(&args[1..], |problem, rest| check_one(root, problem, rest)),
        Some("stress") => with_problem(&args[1..], |problem, rest| stress_one(root, problem, rest)),
        Some("generate") => generate(root, &args[1..]),
        Some("bench") => bench::bench(root, &args[1..]),
        Some("help" | "--help" | "-h") => {
            say!("{}", USAGE);
            0
        }
        Some(other) => usage_error(&format!("unknown command {:?}", other)),
    };
    exit(status);
}

/// Writes one report line; a closed standard output ends the program with status 0.
pub fn say_line(line: std::fmt::Arguments) {
    use std::io::Write;
    if writeln!(std::io::stdout(), "{}", line).is_err() {
        exit(0);
    }
}

fn usage_error(message: &str) -> i32 {
    eprintln!("error: {}\n{}", message, USAGE);
    2
}

/// Resolves the PROBLEM argument, then runs `command` with the rest.
fn with_problem(args: &[String], command: impl FnOnce(&'static Problem, &[String]) -> i32) -> i32 {
    match args.first().map(|id| problems::find(id)) {
        Some(Ok(problem)) => command(problem, &args[1..]),
        Some(Err(message)) => usage_error(&message),
        None => usage_error("a PROBLEM is needed"),
    }
}

/// Options shared by `check` and `stress`.
struct Options {
    source: Option<PathBuf>,
    rustc: String,
    edition: String,
    limits: Limits,
    /// `check`: extra case paths. `stress`: unused.
    case_paths: Vec<PathBuf>,
    /// `stress`: the number of cases and the seed.
    case_count: usize,
    seed: u64,
    out_dir: PathBuf,
}

fn parse_options(problem: &Problem, args: &[String], stress: bool) -> Result<Options, String> {
    let mut options = Options {
        source: None,
        rustc: "rustc".to_string(),
        edition: "2021".to_string(),
        limits: Limits {
            time: problem.time_limit,
            memory_kb: problem.memory_limit_mb * 1024,
        },
        case_paths: Vec::new(),
        case_count: 2000,
        seed: 1,
        out_dir: PathBuf::from("."),
    };
    let mut args = args.iter().peekable();
    while let Some(arg) = args.next() {
        let mut value = |name: &str| {
            args.next()
                .cloned()
                .ok_or_else(|| format!("{} needs a value", name))
        };
        match arg.as_str() {
            "--rustc" => options.rustc = value(arg)?,
            "--edition" => {
                options.edition = value(arg)?;
                if !["2015", "2018", "2021", "2024"].contains(&options.edition.as_str()) {
                    return Err(format!("unknown edition {}", options.edition));
                }
            }
            "--time-limit" => {
                let seconds: f64 = value(arg)?
                    .parse()
                    .map_err(|_| "--time-limit takes seconds")?;
                options.limits.time = Duration::from_secs_f64(seconds.clamp(0.001, 3600.0));
            }
            "--memory-limit" => {
                let mb: u64 = value(arg)?
                    .parse()
                    .map_err(|_| "--memory-limit takes megabytes")?;
                options.limits.memory_kb = mb * 1024;
            }
            "--seed" if stress => {
                options.seed = value(arg)?.parse().map_err(|_| "--seed takes a number")?
            }
            "--out" if stress => options.out_dir = PathBuf::from(value(arg)?),
            "--cases" if stress => {
                options.case_count = value(arg)?.parse().map_err(|_| "--cases takes a count")?
            }
            "--cases" => {
                while let Some(path) = args.next_if(|a| !a.starts_with("--")) {
                    options.case_paths.push(PathBuf::from(path));
                }
            }
            other if !other.starts_with("--") && options.source.is_none() => {
                options.source = Some(PathBuf::from(other));
            }
            other => return Err(format!("unknown argument {:?}", other)),
        }
    }
    Ok(options)
}

/// The main job: every problem, our own solution file, every sample.
fn check_all(root: &Path) -> i32 {
    let mut tally = Tally::default();
    for problem in PROBLEMS {
        let options = parse_options(problem, &[], false).expect("defaults parse");
        if let Err(message) = check_problem(root, problem, &options, &mut tally) {
            eprintln!("error: {}", message);
            return 1;
        }
    }
    tally.summary()
}

fn check_one(root: &Path, problem: &'static Problem, args: &[String]) -> i32 {
    let options = match parse_options(problem, args, false) {
        Ok(options) => options,
        Err(message) => return usage_error(&message),
    };
    let mut tally = Tally::default();
    if let Err(message) = check_problem(root, problem, &options, &mut tally) {
        eprintln!("error: {}", message);
        return 1;
    }
    tally.summary()
}

fn stress_one(root: &Path, problem: &'static Problem, args: &[String]) -> i32 {
    let options = match parse_options(problem, args, true) {
        Ok(options) => options,
        Err(message) => return usage_error(&message),
    };
    let source = source_of(root, problem, &options);
    let binary = match judge::compile(
        &options.rustc,
        &options.edition,
        &source,
        &root.join("target").join("judge"),
    ) {
        Ok(binary) => binary,
        Err(message) => {
            say!("CE  {}\n{}", source.display(), message);
            return 1;
        }
    };
    stress::stress(
        problem,
        &binary,
        &stress::Options {
            seed: options.seed,
            cases: options.case_count,
            limits: options.limits,
            out_dir: options.out_dir,
        },
    )
}

fn source_of(root: &Path, problem: &Problem, options: &Options) -> PathBuf {
    options
        .source
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
    options: &Options,
    tally: &mut Tally,
) -> Result<(), String> {
    let source = source_of(root, problem, options);
    let mut cases = judge::cases(&root.join("samples").join(problem.samples), problem.samples)?;
    for path in &options.case_paths {
        let label = path.file_name().and_then(|n| n.to_str()).unwrap_or("cases");
        let label = label.trim_end_matches(".in");
        cases.extend(judge::cases(path, label)?);
    }
    let started = Instant::now();
    let binary = judge::compile(
        &options.rustc,
        &options.edition,
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
        options.rustc,
        options.edition,
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

/// Whether progress lines make sense. `IsTerminal` is newer than the judges' rustc 1.63 that
/// clippy.toml holds the crate to; the tools are never bundled and build with stable only.
#[allow(clippy::incompatible_msrv)]
pub fn stderr_is_terminal() -> bool {
    std::io::IsTerminal::is_terminal(&std::io::stderr())
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

fn generate(root: &Path, args: &[String]) -> i32 {
    let mut check_only = false;
    let mut out_dir = root.join("solutions");
    let mut args = args.iter();
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--check" => check_only = true,
            "--out" => match args.next() {
                Some(dir) => out_dir = PathBuf::from(dir),
                None => return usage_error("--out needs a directory"),
            },
            other => return usage_error(&format!("unknown option {:?}", other)),
        }
    }
    let solutions = match bundle::generate_all(&root.join("src")) {
        Ok(solutions) => solutions,
        Err(message) => {
            eprintln!("error: {}", message);
            return 1;
        }
    };
    let mut stale = 0;
    for solution in &solutions {
        let path = out_dir.join(format!("{}.rs", solution.name));
        let current = fs::read_to_string(&path).unwrap_or_default();
        let size = solution.text.len();
        if current == solution.text {
            say!("up to date  {} ({} bytes)", path.display(), size);
            continue;
        }
        stale += 1;
        if check_only {
            say!("STALE       {} (run scripts/generate)", path.display());
        } else if let Err(e) =
            fs::create_dir_all(&out_dir).and_then(|()| fs::write(&path, &solution.text))
        {
            eprintln!("error: cannot write {}: {}", path.display(), e);
            return 1;
        } else {
            say!("wrote       {} ({} bytes)", path.display(), size);
        }
    }
    i32::from(check_only && stale > 0)
}
