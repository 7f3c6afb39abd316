//! `stress PROBLEM [FILE.rs] ...`: random cases against a reference, or (`--hunt`) a search for
//! slow inputs.

use crate::cli::args::{self, Arg, Args};
use crate::cli::check::{compiled_line, problem_argument};
use crate::cli::options::{self, JudgeOptions};
use crate::judging::attempt::Refused;
use crate::judging::compile::{self, Toolchain};
use crate::judging::run::{Limits, Runner};
use crate::judging::session::Session;
use crate::judging::setup::{cache_dir, Setup};
use crate::judging::toolchain::{self, Fidelity};
use crate::stress::cases::Kinds;
use crate::stress::{self, hunt, Generator, Reference, HELPER_LIMIT};
use std::path::{Path, PathBuf};
use std::time::Duration;

/// `stress PROBLEM [FILE.rs] ...`
struct StressOptions {
    source: Option<PathBuf>,
    judging: JudgeOptions,
    seed: u64,
    count: Option<usize>,
    all_kinds: bool,
    out_dir: PathBuf,
    brute: Option<PathBuf>,
    generator: Option<PathBuf>,
    hunt: bool,
    seconds: Option<f64>,
    cpu_seconds: Option<f64>,
    jobs: Option<usize>,
}

impl StressOptions {
    fn parse(root: &Path, args: &[String]) -> Result<StressOptions, String> {
        let mut options = StressOptions {
            source: None,
            judging: JudgeOptions::default(),
            seed: 1,
            count: None,
            all_kinds: false,
            out_dir: root.join("target").join("stress"),
            brute: None,
            generator: None,
            hunt: false,
            seconds: None,
            cpu_seconds: None,
            jobs: None,
        };
        let mut args = Args::new(args);
        while let Some(arg) = args.next_arg() {
            match arg {
                Arg::Option(name @ "--seed") => options.seed = args.value(name, "a number")?,
                Arg::Option(name @ "--count") => {
                    let count: usize = args.value(name, "a number of cases above 0")?;
                    if count == 0 {
                        return Err("--count takes a number of cases above 0".to_string());
                    }
                    options.count = Some(count);
                }
                Arg::Option("--all-kinds") => options.all_kinds = true,
                Arg::Option(name @ "--out") => options.out_dir = args.value(name, "a directory")?,
                Arg::Option(name @ "--brute") => options.brute = Some(args.value(name, "a file")?),
                Arg::Option(name @ "--generator") => {
                    options.generator = Some(args.value(name, "a file")?)
                }
                Arg::Option("--hunt") => options.hunt = true,
                Arg::Option(name @ "--seconds") => {
                    let seconds: f64 = args.value(name, "a number of seconds above 0")?;
                    if !(seconds > 0.0 && seconds <= 86_400.0) {
                        return Err("--seconds takes a number of seconds above 0".to_string());
                    }
                    options.seconds = Some(seconds);
                }
                Arg::Option(name @ "--cpu-seconds") => {
                    let seconds: f64 = args.value(name, "a number of CPU seconds above 0")?;
                    if !(seconds > 0.0 && seconds <= 86_400.0 * 64.0) {
                        return Err(
                            "--cpu-seconds takes a number of CPU seconds above 0".to_string()
                        );
                    }
                    options.cpu_seconds = Some(seconds);
                }
                Arg::Option(name @ "--jobs") => {
                    let jobs: usize = args.value(name, "a number of chains from 1 to 64")?;
                    if !(1..=64).contains(&jobs) {
                        return Err("--jobs takes a number of chains from 1 to 64".to_string());
                    }
                    options.jobs = Some(jobs);
                }
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
        if options.hunt && (options.brute.is_some() || options.generator.is_some()) {
            return Err(
                "--hunt searches for slow inputs itself: it takes no --brute or --generator"
                    .to_string(),
            );
        }
        for (name, given) in [
            ("--seconds", options.seconds.is_some()),
            ("--cpu-seconds", options.cpu_seconds.is_some()),
        ] {
            if given && !options.hunt {
                return Err(format!(
                    "{} bounds a --hunt; a stress run is bounded by --count",
                    name
                ));
            }
        }
        let budgets = [
            options.count.is_some(),
            options.seconds.is_some(),
            options.cpu_seconds.is_some(),
        ];
        if options.hunt && budgets.iter().filter(|&&b| b).count() > 1 {
            return Err("a hunt takes one budget: --count, --seconds or --cpu-seconds".to_string());
        }
        if options.jobs.is_some() && !options.hunt {
            return Err(
                "--jobs is for a --hunt; a stress run judges one case at a time".to_string(),
            );
        }
        Ok(options)
    }
}

/// A hunt's budget when neither `--count` nor `--seconds` is given, in seconds.
pub const HUNT_SECONDS: u64 = 60;

/// The most chains a hunt runs at once by default (one a CPU up to this).
pub const HUNT_JOBS: usize = 8;

/// Cases a stress run judges when `--count` is not given.
pub const STRESS_COUNT: usize = 2000;

impl StressOptions {
    /// A hunt's budget: the one given (`--count` inputs, `--seconds` of wall time,
    /// `--cpu-seconds` of the readings' CPU time), else [`HUNT_SECONDS`] of wall time.
    fn hunt_budget(&self) -> hunt::Budget {
        match (self.count, self.seconds, self.cpu_seconds) {
            (Some(count), _, _) => hunt::Budget::Inputs(count),
            (_, Some(seconds), _) => hunt::Budget::Time(Duration::from_secs_f64(seconds)),
            (_, _, Some(seconds)) => hunt::Budget::Cpu(Duration::from_secs_f64(seconds)),
            (None, None, None) => hunt::Budget::Time(Duration::from_secs(HUNT_SECONDS)),
        }
    }

    /// How many chains at once: `--jobs`, else one a CPU (the budget is wall time), at most
    /// [`HUNT_JOBS`].
    fn hunt_jobs(&self) -> usize {
        self.jobs.unwrap_or_else(|| {
            std::thread::available_parallelism().map_or(1, |n| n.get().min(HUNT_JOBS))
        })
    }
}

/// `stress`: a usage error is `Err`; otherwise the exit status.
pub fn run(root: &Path, args: &[String]) -> Result<i32, String> {
    let (problem, rest) = problem_argument(args)?;
    let options = StressOptions::parse(root, rest)?;
    let source = options::source_of(root, problem, &options.source);
    let text = options::read_source(&source)?;
    // The helpers are the user's own programs: compiled with the judge's toolchain too.
    let helpers: Vec<(&str, &PathBuf)> = [
        ("--brute", &options.brute),
        ("--generator", &options.generator),
    ]
    .iter()
    .filter_map(|(name, path)| path.as_ref().map(|p| (*name, p)))
    .collect();
    let mut helper_texts = Vec::new();
    for (name, path) in &helpers {
        helper_texts.push((
            *name,
            *path,
            options::read_source(path).map_err(|e| format!("{}: {}", name, e))?,
        ));
    }
    let setup = options.judging.setup(problem);
    for line in setup.rules_lines() {
        say!("{}", line);
    }
    let cache = cache_dir(root);
    let runner = Runner::new(&cache)?;
    let opened = |source: &Path, text: &str, setup: Setup| -> Option<Session> {
        match Session::open(root, problem, setup, source, text, &cache, &runner) {
            Ok(session) => Some(session),
            Err(refused) => {
                say_refused(source, &refused);
                None
            }
        }
    };
    // Which file was compiled and how, then how close the toolchain is to the judge's, as
    // `check` says them.
    let attempt = opened(&source, &text, setup.clone());
    if let Some(attempt) = &attempt {
        say!("{}", compiled_line(attempt, &source));
    }
    if let Some(line) = toolchain::fidelity_line(&setup.toolchain, setup.judge) {
        say!("{}", line);
    }
    let attempt = match attempt {
        Some(attempt) => attempt,
        None => return Ok(1),
    };
    let mut reference = Reference::Oracle;
    let mut generator = Generator::BuiltIn;
    for (name, path, text) in &helper_texts {
        if *name == "--brute" {
            // The reference solves the same problem: compiled (and for LeetCode wrapped) as one,
            // and given the time a slow-but-sure program needs.
            let mut slow = setup.clone();
            slow.limits = Limits {
                time: HELPER_LIMIT,
                memory_kb: u64::MAX / 1024,
                output_bytes: 64 << 20,
                stderr_bytes: None,
                stack_bytes: setup.limits.stack_bytes,
                address_space_kb: None,
                data_kb: None,
                counts_waiting: false,
                one_thread: false,
            };
            match opened(path, text, slow) {
                Some(session) => {
                    say!("--brute: {}", compiled_line(&session, path));
                    reference = Reference::Program(Box::new(session));
                }
                None => return Ok(1),
            }
        } else {
            // A generator is never submitted: the local rustc (or --rustc) builds it.
            let mut toolchain =
                Toolchain::local(vec!["--edition".into(), "2021".into(), "-O".into()]);
            if setup.toolchain.fidelity == Fidelity::Chosen {
                toolchain.rustc = setup.toolchain.rustc.clone();
            }
            match compile::compile(&toolchain, path, text.as_bytes(), &cache) {
                Ok(build) => generator = Generator::Program(build.binary),
                Err(message) => {
                    say!("CE  {} (the generator)\n{}", path.display(), message);
                    return Ok(1);
                }
            }
        }
    }
    // A user's file gets what the statement promises; our own files every kind.
    let kinds = if options.source.is_none() || options.all_kinds {
        Kinds::All
    } else {
        Kinds::Promised(problem.promise)
    };
    if options.hunt {
        let (budget, jobs) = (options.hunt_budget(), options.hunt_jobs());
        let name = source
            .file_stem()
            .map(|s| s.to_string_lossy().into_owned())
            .unwrap_or_default();
        return Ok(hunt::hunt(
            &attempt,
            &hunt::Options {
                seed: options.seed,
                budget,
                out_dir: options.out_dir.clone(),
                name,
                source: source.clone(),
                jobs,
            },
        ));
    }
    Ok(stress::stress(
        &attempt,
        &runner,
        &stress::Options {
            seed: options.seed,
            count: options.count.unwrap_or(STRESS_COUNT),
            kinds,
            out_dir: options.out_dir.clone(),
            reference,
            generator,
            source: source.clone(),
            ours: options.source.is_none(),
        },
    ))
}

/// Says why `source` never ran: over the source limit, or a compile error.
fn say_refused(source: &Path, refused: &Refused) {
    match refused {
        Refused::TooLong(message) => say!("CE  {}: {}", source.display(), message),
        Refused::CompileError(message) => say!("CE  {}\n{}", source.display(), message),
        Refused::Unavailable(why) => say!("error: cannot build {}: {}", source.display(), why),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(args: &[&str]) -> StressOptions {
        let root = Path::new(env!("CARGO_MANIFEST_DIR"));
        let args: Vec<String> = args.iter().map(|a| a.to_string()).collect();
        StressOptions::parse(root, &args).unwrap()
    }

    /// The defaults docs/local-judge.md states: a hunt of 60 s, one chain a CPU (at most 8),
    /// seed 1, finds under `target/stress/`; 2,000 cases for a stress run; `--count` before
    /// `--seconds`.
    #[test]
    fn the_hunt_has_its_documented_defaults() {
        let root = Path::new(env!("CARGO_MANIFEST_DIR"));
        let options = parse(&["--hunt"]);
        assert!(matches!(
            options.hunt_budget(),
            hunt::Budget::Time(t) if t == Duration::from_secs(60)
        ));
        let cpus = std::thread::available_parallelism().map_or(1, |n| n.get());
        assert_eq!(options.hunt_jobs(), cpus.min(8));
        assert_eq!(options.seed, 1);
        assert_eq!(options.out_dir, root.join("target").join("stress"));
        assert!(matches!(
            parse(&["--hunt", "--seconds", "2.5", "--jobs", "3"]).hunt_budget(),
            hunt::Budget::Time(t) if t == Duration::from_millis(2500)
        ));
        assert_eq!(parse(&["--hunt", "--jobs", "3"]).hunt_jobs(), 3);
        assert_eq!(
            parse(&["--hunt", "--cpu-seconds", "1200"]).hunt_budget(),
            hunt::Budget::Cpu(Duration::from_secs(1200))
        );
        assert_eq!(
            parse(&["--hunt", "--count", "40"]).hunt_budget(),
            hunt::Budget::Inputs(40)
        );
        // The documentation says the same.
        let docs = std::fs::read_to_string(root.join("docs").join("local-judge.md")).unwrap();
        let docs = docs.split_whitespace().collect::<Vec<_>>().join(" ");
        for said in [
            format!("`--seconds` (default {})", HUNT_SECONDS),
            "`--cpu-seconds` (the CPU time of its readings, whatever the machine's load"
                .to_string(),
            "one of `--count`, `--seconds` and `--cpu-seconds`".to_string(),
            "with at most 200,000 solutions".to_string(),
            format!("(`--jobs`, default one a CPU, at most {})", HUNT_JOBS),
            format!("generates `--count` (default {})", "2,000"),
            "`hunt-PROBLEM-FILE-seedS-K.in`, never over an earlier find".to_string(),
            "lists the five slowest".to_string(),
        ] {
            assert!(
                docs.contains(&said),
                "docs/local-judge.md does not say {:?}",
                said
            );
        }
        assert_eq!(STRESS_COUNT, 2000);
        assert_eq!(hunt::REPORTED, 5);
        assert_eq!(hunt::space::COUNT_CAP, 200_000);
    }

    #[test]
    fn hunt_options_without_a_hunt_are_usage_errors() {
        let root = Path::new(env!("CARGO_MANIFEST_DIR"));
        for args in [
            &["--seconds", "5"][..],
            &["--cpu-seconds", "5"],
            &["--jobs", "2"],
            &["--hunt", "--jobs", "0"],
            &["--hunt", "--cpu-seconds", "0"],
            &["--hunt", "--cpu-seconds", "-3"],
            &["--hunt", "--seconds", "9", "--count", "40"],
            &["--hunt", "--seconds", "9", "--cpu-seconds", "40"],
            &["--hunt", "--count", "9", "--cpu-seconds", "40"],
        ] {
            let args: Vec<String> = args.iter().map(|a| a.to_string()).collect();
            assert!(StressOptions::parse(root, &args).is_err(), "{:?}", args);
        }
    }
}
