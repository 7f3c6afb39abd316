//! `stress PROBLEM [FILE.rs] ...`: random cases against a reference, or (`--hunt`) a search for
//! slow inputs.

use crate::cli::args::{self, Arg, Args};
use crate::cli::check::problem_argument;
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
        if options.seconds.is_some() && !options.hunt {
            return Err(
                "--seconds bounds a --hunt; a stress run is bounded by --count".to_string(),
            );
        }
        Ok(options)
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
    if let Some(line) = toolchain::fidelity_line(&setup.toolchain, setup.judge) {
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
    let attempt = match opened(&source, &text, setup.clone()) {
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
            };
            match opened(path, text, slow) {
                Some(session) => reference = Reference::Program(Box::new(session)),
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
        let budget = match (options.count, options.seconds) {
            (Some(count), _) => hunt::Budget::Inputs(count),
            (None, Some(seconds)) => hunt::Budget::Time(Duration::from_secs_f64(seconds)),
            (None, None) => hunt::Budget::Time(Duration::from_secs(60)),
        };
        return Ok(hunt::hunt(
            &attempt,
            &hunt::Options {
                seed: options.seed,
                budget,
                out_dir: options.out_dir.clone(),
            },
        ));
    }
    Ok(stress::stress(
        &attempt,
        &runner,
        &stress::Options {
            seed: options.seed,
            count: options.count.unwrap_or(2000),
            kinds,
            out_dir: options.out_dir.clone(),
            reference,
            generator,
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
