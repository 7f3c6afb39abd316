//! `oj-sudoku`: the toolkit's command line. Not part of any submission.
//!
//! - `cargo run --release` — the main job: every solution in `solutions/` compiled alone the way
//!   a judge compiles it (`rustc -O --edition 2021`), run on every sample in `samples/`, one
//!   verdict line per case and a summary; exit status 1 unless every case is accepted.
//! - `cargo run --release -- check PROBLEM [FILE.rs]` — the same for one problem, with our
//!   solution or any single-file solution of yours.
//! - `cargo run --release -- generate [--check] [--out DIR]` — writes `solutions/` from `src/`
//!   (`scripts/generate` runs this); `--check` only reports whether they are up to date.

mod bundle;
mod checker;
mod judge;
mod problems;

use judge::Verdict;
use problems::PROBLEMS;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::exit;
use std::time::Instant;

const USAGE: &str = "\
usage: oj-sudoku                          compile every solution as a judge would, run every sample
       oj-sudoku check PROBLEM [FILE.rs]  the same for one problem, on our solution or FILE.rs
       oj-sudoku generate [--check] [--out DIR]
                                          write solutions/ from src/ (--check: only compare)
       oj-sudoku help";

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let status = match args.first().map(String::as_str) {
        None => check_all(root),
        Some("generate") => generate(root, &args[1..]),
        Some("check") => check_one(root, &args[1..]),
        Some("help" | "--help" | "-h") => {
            println!("{}", USAGE);
            0
        }
        Some(other) => {
            eprintln!("error: unknown command {:?}\n{}", other, USAGE);
            2
        }
    };
    exit(status);
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
                None => {
                    eprintln!("error: --out needs a directory");
                    return 2;
                }
            },
            other => {
                eprintln!("error: unknown option {:?}\n{}", other, USAGE);
                return 2;
            }
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
            println!("up to date  {} ({} bytes)", path.display(), size);
            continue;
        }
        stale += 1;
        if check_only {
            println!("STALE       {} (run scripts/generate)", path.display());
        } else if let Err(e) =
            fs::create_dir_all(&out_dir).and_then(|()| fs::write(&path, &solution.text))
        {
            eprintln!("error: cannot write {}: {}", path.display(), e);
            return 1;
        } else {
            println!("wrote       {} ({} bytes)", path.display(), size);
        }
    }
    i32::from(check_only && stale > 0)
}

/// The main job: every problem, our own solution file, every sample.
fn check_all(root: &Path) -> i32 {
    let mut tally = Tally::default();
    for problem in PROBLEMS {
        let source = root.join("solutions").join(format!("{}.rs", problem.id));
        if let Err(message) = check_problem(root, problem, &source, &mut tally) {
            eprintln!("error: {}", message);
            return 1;
        }
    }
    tally.summary()
}

/// `check <problem> [FILE.rs]`: one problem's samples against our solution or the user's file.
fn check_one(root: &Path, args: &[String]) -> i32 {
    let problem = match args.first().map(|id| problems::find(id)) {
        Some(Ok(problem)) => problem,
        Some(Err(message)) => {
            eprintln!("error: {}", message);
            return 2;
        }
        None => {
            eprintln!("error: check needs a problem\n{}", USAGE);
            return 2;
        }
    };
    let source = match args.get(1) {
        Some(file) => PathBuf::from(file),
        None => root.join("solutions").join(format!("{}.rs", problem.id)),
    };
    let mut tally = Tally::default();
    if let Err(message) = check_problem(root, problem, &source, &mut tally) {
        eprintln!("error: {}", message);
        return 1;
    }
    tally.summary()
}

#[derive(Default)]
struct Tally {
    total: usize,
    accepted: usize,
    slowest: Option<(u128, String)>,
}

impl Tally {
    /// Prints the summary line; the exit status: 0 only if every case was accepted.
    fn summary(&self) -> i32 {
        let slowest = match &self.slowest {
            Some((ms, label)) => format!("; slowest {} ({} ms)", label, ms),
            None => String::new(),
        };
        println!(
            "summary: {} AC / {} cases{}",
            self.accepted, self.total, slowest
        );
        i32::from(self.accepted != self.total || self.total == 0)
    }
}

/// Compiles `source` alone as a judge would and runs it on every sample of `problem`, printing a
/// verdict line per case.
fn check_problem(
    root: &Path,
    problem: &problems::Problem,
    source: &Path,
    tally: &mut Tally,
) -> Result<(), String> {
    let rustc = "rustc";
    let edition = "2021";
    let cases = judge::samples(&root.join("samples"), problem)?;
    let started = Instant::now();
    let binary = judge::compile(rustc, edition, source, &root.join("target").join("judge"));
    println!(
        "{}: {} (limits {} s, {} MB; {})",
        problem.id,
        problem.title,
        problem.time_limit.as_secs_f64(),
        problem.memory_limit_mb,
        problem.links[0]
    );
    println!(
        "  compiled {} alone: {} -O --edition {} ({:.1} s)",
        source.display(),
        rustc,
        edition,
        started.elapsed().as_secs_f64()
    );
    for case in &cases {
        tally.total += 1;
        let label = format!("{}/{}", problem.id, case.name);
        let (verdict, millis) = match &binary {
            Err(_) => (Verdict::CompileError, 0),
            Ok(binary) => run_case(problem, binary, case)
                .unwrap_or_else(|message| (Verdict::RuntimeError(message), 0)),
        };
        if verdict == Verdict::Accepted {
            tally.accepted += 1;
        }
        if tally.slowest.as_ref().map_or(true, |(ms, _)| millis > *ms) {
            tally.slowest = Some((millis, label.clone()));
        }
        let detail = verdict
            .detail()
            .map(|d| format!("  {}", d))
            .unwrap_or_default();
        println!(
            "  {:<3} {:>6} ms  {}{}",
            verdict.code(),
            millis,
            label,
            detail
        );
    }
    if let Err(message) = &binary {
        println!("  compile error:\n{}", message);
    }
    Ok(())
}

fn run_case(
    problem: &problems::Problem,
    binary: &Path,
    case: &judge::Case,
) -> Result<(Verdict, u128), String> {
    let input = fs::read(&case.input)
        .map_err(|e| format!("cannot read {}: {}", case.input.display(), e))?;
    let expected = fs::read_to_string(&case.expected)
        .map_err(|e| format!("cannot read {}: {}", case.expected.display(), e))?;
    let run = judge::run(binary, input.clone(), problem.time_limit)?;
    let verdict = judge::judge(problem, &String::from_utf8_lossy(&input), &expected, &run);
    Ok((verdict, run.elapsed.as_millis()))
}
