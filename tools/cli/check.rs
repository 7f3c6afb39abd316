//! `check PROBLEM [FILE.rs] ...`, and the main job (every solution on every sample): compile a
//! file alone as the judge does, run it on each case, print a verdict line each and a summary.

use crate::cli::args::{self, Arg, Args};
use crate::cli::options::{self, JudgeOptions};
use crate::judging::attempt::Refused;
use crate::judging::cases::{self, Answer, Case, Kind};
use crate::judging::crates;
use crate::judging::run::{Run, Runner, Stopped};
use crate::judging::session::{Call, Expected, Outcome, Session};
use crate::judging::setup::{cache_dir, Setup};
use crate::judging::toolchain::rustup;
use crate::judging::toolchain::{self, Fidelity};
use crate::judging::verdict::Verdict;
use crate::registry::{self, Answers, Judge, Problem, Rust, Source, JUDGES, PROBLEMS};
use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};
use std::thread;
use std::time::{Duration, SystemTime};

/// `check PROBLEM [FILE.rs] [JUDGING] [--cases PATH...] [--all-kinds] [--watch]`
#[derive(Default)]
pub struct CheckOptions {
    source: Option<PathBuf>,
    judging: JudgeOptions,
    /// Extra case files or folders.
    cases: Vec<PathBuf>,
    /// Also the samples beyond the statement's promise (always, for our own files).
    all_kinds: bool,
    watch: bool,
}

impl CheckOptions {
    fn parse(args: &[String]) -> Result<CheckOptions, String> {
        let mut options = CheckOptions::default();
        let mut args = Args::new(args);
        while let Some(arg) = args.next_arg() {
            match arg {
                Arg::Option("--cases") => options.cases.extend(args.paths("--cases")?),
                Arg::Option("--all-kinds") => options.all_kinds = true,
                Arg::Option("--watch") => options.watch = true,
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

/// `check`: a usage error is `Err`; otherwise the exit status.
pub fn run(root: &Path, args: &[String]) -> Result<i32, String> {
    let (problem, rest) = problem_argument(args)?;
    let options = CheckOptions::parse(rest)?;
    if options.watch && options.source.is_none() {
        return Err("--watch needs a FILE.rs to watch".to_string());
    }
    let source = options::source_of(root, problem, &options.source);
    options::read_source(&source)?;
    let mut extra = Vec::new();
    for path in &options.cases {
        extra.extend(case_files(path)?);
    }
    for case in &mut extra {
        case.why = past_the_bound(problem, case);
    }
    let runner = Runner::new(&cache_dir(root))?;
    let judge = || {
        let mut checking = Checking::new(root, &options, &runner);
        // Read afresh each time (the file may have changed since it was checked above).
        match options::read_source(&source) {
            Ok(text) => checking.problem(problem, &source, &text, &extra),
            Err(message) => eprintln!("error: {}", message),
        }
        checking.summary.print()
    };
    if !options.watch {
        return Ok(judge());
    }
    watch(&source, || {
        judge();
    });
    Ok(0)
}

/// The PROBLEM argument and the rest.
pub fn problem_argument(args: &[String]) -> Result<(&'static Problem, &[String]), String> {
    match args.split_first() {
        Some((id, rest)) if !id.starts_with("--") => Ok((registry::find(id)?, rest)),
        _ => Err("a PROBLEM is needed first".to_string()),
    }
}

/// The cases of a `--cases` path: a `.in` file, or a folder holding some.
fn case_files(path: &Path) -> Result<Vec<Case>, String> {
    if path.is_file() && path.extension().is_none_or(|e| e != "in") {
        return Err(format!(
            "{} is not a case file: cases are X.in (with X.out if there is one), or a folder of them",
            path.display()
        ));
    }
    let label = path.file_name().and_then(|n| n.to_str()).unwrap_or("cases");
    let mut cases = cases::cases(path, label.trim_end_matches(".in"))?;
    // A user's own cases are judged whatever their names.
    for case in &mut cases {
        case.kind = Kind::Yours;
    }
    Ok(cases)
}

/// Why a user's case is past what the judge sends, if it holds more grids than the statement
/// lets an input hold (it is judged all the same).
fn past_the_bound(problem: &Problem, case: &Case) -> Option<String> {
    let most = problem.cases_per_input.most()?;
    let text = String::from_utf8_lossy(&fs::read(&case.input).ok()?).into_owned();
    let held = problem.layout.cases(&text).len();
    (held > most).then(|| {
        format!(
            "past the statement: {} grids where an input holds at most {}; the judge never sends it",
            held, most
        )
    })
}

/// Runs `judge` now and again each time `source` is saved, until the process is interrupted.
fn watch(source: &Path, mut judge: impl FnMut()) {
    let modified = |path: &Path| fs::metadata(path).and_then(|m| m.modified()).ok();
    let mut seen: Option<SystemTime> = modified(source);
    let mut round = 1;
    judge();
    say!(
        "watching {} (Ctrl-C to stop): it is judged again each time it is saved",
        source.display()
    );
    loop {
        thread::sleep(Duration::from_millis(200));
        let now = modified(source);
        if now == seen || now.is_none() {
            continue;
        }
        // Let an editor finish writing the file.
        thread::sleep(Duration::from_millis(100));
        seen = modified(source);
        round += 1;
        say!(
            "\n──── {} changed: judging again (run {}) ────",
            source.display(),
            round
        );
        judge();
    }
}

/// The main job: every problem, our own solution file, every sample.
pub fn main_job(root: &Path) -> i32 {
    install_the_floor();
    let runner = match Runner::new(&cache_dir(root)) {
        Ok(runner) => runner,
        Err(message) => {
            eprintln!("error: {}", message);
            return 1;
        }
    };
    let options = CheckOptions::default();
    let mut checking = Checking::new(root, &options, &runner);
    for problem in PROBLEMS {
        let source = options::source_of(root, problem, &None);
        match options::read_source(&source) {
            Ok(text) => checking.problem(problem, &source, &text, &[]),
            Err(message) => {
                eprintln!("error: {}", message);
                return 1;
            }
        }
    }
    checking.summary.print()
}

/// The oldest judge's own compiler (SPOJ's rustc 1.56.1), installed with rustup if it is
/// missing: every solution must build on it, the tests compile each one with it, and SPOJ's file
/// is judged with it. So the two commands of README (`cargo run --release`, then `cargo test`)
/// are all the set-up a machine with rustup needs. Without rustup, the check of SPOJ's file says
/// it is an approximation, and the tests say what to install.
fn install_the_floor() {
    let release = match JUDGES
        .iter()
        .filter_map(|j| j.release())
        .min_by_key(|r| r.version)
    {
        Some(release) => release,
        None => return,
    };
    if rustup::toolchains().is_err() || rustup::find(release.name).ok().flatten().is_some() {
        return;
    }
    say!(
        "installing rustc {} with rustup (profile minimal, about 400 MB): the oldest judge's compiler, which every solution must build on",
        release.name
    );
    if let Err(why) = rustup::install(release.name) {
        eprintln!(
            "note: {}; its judge's file is checked by approximation",
            why
        );
    }
}

/// What a LeetCode attempt printed (stdout and stderr) in its cases, each run alone.
struct Printed {
    /// The cases it printed in.
    cases: usize,
    /// The first line it printed (60 characters at most).
    first: String,
    /// Bytes in all.
    bytes: usize,
    /// Where LeetCode's Output Limit Exceeded verdict is known from (the registry).
    source: &'static str,
}

/// What a LeetCode attempt may print over the cases `check` runs before it is warned of
/// Output Limit Exceeded: 1 MiB, our own figure (an assumption): LeetCode's threshold is not
/// public, and it runs all of a problem's hidden cases in one submission, where `check` runs a
/// few.
const LEETCODE_PRINT_WARNING: usize = 1 << 20;

/// What a run of `check` adds up to.
#[derive(Default)]
struct Summary {
    total: usize,
    accepted: usize,
    slowest: Option<(Duration, String)>,
    /// AC cases that relied on a judge's tolerance: (judge, rule, what) → how many.
    tolerated: BTreeMap<(String, String), usize>,
    /// The judges whose assumptions were already printed in this run.
    assumptions_shown: Vec<&'static str>,
    /// The judges whose files were built with a rustc other than theirs (an approximation), by
    /// title, with their rustc's version, in the order met.
    approximated: Vec<(&'static str, String)>,
    /// The case whose wall time ran furthest above its CPU time: (wall, CPU, name).
    busiest: Option<(Duration, Duration, String)>,
    /// What a LeetCode attempt printed, if it printed anything.
    printed: Option<Printed>,
    /// How many cases beyond the statement were left out.
    beyond_skipped: usize,
    /// The verdicts of each kind of case.
    kinds: BTreeMap<Kind, Tally>,
    /// Whether a wrong grid answer's grids were drawn already.
    grids_shown: bool,
    /// Whether a wrong answer's first lines were shown already.
    lines_shown: bool,
}

impl Summary {
    /// Prints the notes and the summary line; the exit status: 0 only if there were cases and
    /// all were AC.
    fn print(&self) -> i32 {
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
        if let Some(printed) = &self.printed {
            let plural = if printed.cases == 1 { "" } else { "s" };
            say!(
                "note: your program printed to stdout or stderr in {} case{} ({} bytes in all; first line: {:?}): no verdict here, as LeetCode judges only the values it returns; but {}",
                printed.cases,
                plural,
                printed.bytes,
                printed.first,
                printed.source
            );
            if printed.bytes > LEETCODE_PRINT_WARNING {
                say!(
                    "WARNING: {:.1} MB printed in {} case{} here, about {} KB a case; LeetCode runs all of a problem's hidden cases in one submission, often hundreds, so at this rate it risks Output Limit Exceeded there (ASSUMED: LeetCode's threshold is not public; this warning's {} MiB is ours, not LeetCode's); remove the prints before submitting",
                    printed.bytes as f64 / (1 << 20) as f64,
                    printed.cases,
                    plural,
                    printed.bytes / printed.cases.max(1) / 1024,
                    LEETCODE_PRINT_WARNING >> 20
                );
            }
        }
        if !self.approximated.is_empty() {
            let judges: Vec<String> = (self.approximated.iter())
                .map(|(title, version)| format!("{} {}", title, version))
                .collect();
            say!(
                "note: not exact for {}: their own rustc is not installed here, so their files were built with the local one plus a scan for what theirs lacks; `oj-sudoku setup JUDGE` installs it and makes those verdicts exact",
                judges.join(", ")
            );
        }
        if let Some((wall, cpu, name)) = &self.busiest {
            say!(
                "note: {} ran {} ms of wall time for {} ms of CPU time: the program waited (slept, or blocked on a read) or the machine was busy; verdicts use CPU time, as most judges do (DMOJ's counts waiting too)",
                name,
                wall.as_millis(),
                cpu.as_millis()
            );
        }
        let unjudged: usize = (self.kinds.values())
            .flat_map(|tally| &tally.verdicts)
            .filter(|(code, _)| *code == "--")
            .map(|(_, count)| count)
            .sum();
        if unjudged > 0 {
            say!(
                "note: {} case{} not judged (--): no answer is known to judge the output by (no .out, and the oracle gave up), so only the run's time and how it ended count; such a case is not AC, and the exit status is 1",
                unjudged,
                if unjudged == 1 { "" } else { "s" }
            );
        }
        if self.beyond_skipped > 0 {
            say!(
                "note: {} case{} beyond the statement left out (what our own files do past what the judge sends); --all-kinds runs them",
                self.beyond_skipped,
                if self.beyond_skipped == 1 { "" } else { "s" }
            );
        }
        if !self.kinds.is_empty() {
            let parts: Vec<String> = self
                .kinds
                .iter()
                .map(|(kind, tally)| tally.describe(*kind))
                .collect();
            say!("{}", parts.join("; "));
        }
        let slowest = match &self.slowest {
            Some((cpu, label)) => format!("; slowest {} ({} ms CPU)", label, cpu.as_millis()),
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

    /// The toolchain line to print for a file of `judge`: `line` itself, but an approximation
    /// (`approximate`) already described in this run for the same judge in a few words.
    fn fidelity(&mut self, judge: &Judge, approximate: bool, line: String) -> String {
        if !approximate {
            return line;
        }
        let version = judge.rustc.map(|v| v.to_string()).unwrap_or_default();
        if self
            .approximated
            .iter()
            .any(|(title, _)| *title == judge.title)
        {
            return format!("APPROXIMATE: {}'s rustc {}, as above", judge.title, version);
        }
        self.approximated.push((judge.title, version));
        line
    }

    /// Keeps the most striking gap between wall and CPU time (a busy machine, not the program).
    fn note_load(&mut self, run: &Run, name: &str) {
        let gap = run.wall.saturating_sub(run.cpu);
        let far_above = gap > Duration::from_millis(200) && run.wall > run.cpu * 2;
        let wider = self
            .busiest
            .as_ref()
            .is_none_or(|(wall, cpu, _)| gap > wall.saturating_sub(*cpu));
        if far_above && wider {
            self.busiest = Some((run.wall, run.cpu, name.to_string()));
        }
    }
}

/// The verdicts on one kind of case.
#[derive(Default)]
struct Tally {
    cases: usize,
    /// How many of each verdict, AC first, then in the order they came: (code, count).
    verdicts: Vec<(&'static str, usize)>,
    /// The cases that were not AC: (name, verdict code, why the case is there).
    failed: Vec<(String, &'static str, Option<String>)>,
}

impl Tally {
    fn add(&mut self, case: &Case, verdict: &Verdict) {
        self.cases += 1;
        if self.verdicts.is_empty() {
            self.verdicts.push(("AC", 0));
        }
        let code = verdict.code();
        match self.verdicts.iter_mut().find(|(c, _)| *c == code) {
            Some((_, count)) => *count += 1,
            None => self.verdicts.push((code, 1)),
        }
        if *verdict != Verdict::Accepted {
            self.failed
                .push((case.name.clone(), code, case.why.clone()));
        }
    }

    /// `within the statement: 5 AC, 1 TLE / 6 (acwing166/within-1 TLE: …; the judge may send
    /// such a case, …)`.
    fn describe(&self, kind: Kind) -> String {
        let counts: Vec<String> = self
            .verdicts
            .iter()
            .filter(|(code, count)| *count > 0 || *code == "AC")
            .map(|(code, count)| match *code {
                "--" => format!("{} not judged", count),
                code => format!("{} {}", count, code),
            })
            .collect();
        let mut text = format!("{}: {} / {}", kind.title(), counts.join(", "), self.cases);
        if self.failed.is_empty() {
            return text;
        }
        const SHOWN: usize = 3;
        let mut named: Vec<String> = self
            .failed
            .iter()
            .take(SHOWN)
            .map(|(name, code, why)| match why {
                // The case's own line says all of it; here its first clause.
                Some(why) if kind != Kind::Sample => {
                    let first = why.split(": ").next().unwrap_or(why);
                    format!("{} {}: {}", name, code, first)
                }
                _ => format!("{} {}", name, code),
            })
            .collect();
        if self.failed.len() > SHOWN {
            named.push(format!("{} more", self.failed.len() - SHOWN));
        }
        let meaning = match kind {
            Kind::Sample => "the judge's own samples: fix these first",
            Kind::Within => {
                "the statement allows such cases, so the judge may send them; its own data may or may not hold one"
            }
            Kind::Beyond => "past what the judge sends",
            Kind::Yours => "your own cases",
        };
        text.push_str(&format!(" ({}; {})", named.join("; "), meaning));
        text
    }
}

/// One run of `check` (or of the main job): what each problem is judged with, and the summary.
struct Checking<'a> {
    root: &'a Path,
    options: &'a CheckOptions,
    runner: &'a Runner,
    summary: Summary,
}

impl<'a> Checking<'a> {
    fn new(root: &'a Path, options: &'a CheckOptions, runner: &'a Runner) -> Checking<'a> {
        Checking {
            root,
            options,
            runner,
            summary: Summary::default(),
        }
    }

    /// Compiles the source alone as a judge would and runs it on the problem's samples plus
    /// any extra cases, printing a verdict line per case.
    fn problem(&mut self, problem: &'static Problem, source: &Path, text: &str, extra: &[Case]) {
        let (root, options) = (self.root, self.options);
        let summary = &mut self.summary;
        let setup = options.judging.setup(problem);
        let ours = options.source.is_none();
        let samples = root.join("samples").join(problem.samples);
        let mut cases = match cases::cases(&samples, problem.samples) {
            Ok(cases) => cases,
            Err(message) => {
                eprintln!("error: {}", message);
                summary.total += 1;
                return;
            }
        };
        if !(ours || options.all_kinds) {
            let before = cases.len();
            cases.retain(|case| case.kind != Kind::Beyond);
            summary.beyond_skipped += before - cases.len();
        }
        let session = Session::open(
            root,
            problem,
            setup.clone(),
            source,
            text,
            &cache_dir(root),
            self.runner,
        );
        let assumed = match problem.limits_source {
            Source::Assumed(why) if setup.problem_limits => format!(" ASSUMED: {};", why),
            _ => String::new(),
        };
        say!(
            "{}: {} (limits {} s CPU, {} MB;{} {})",
            problem.id,
            problem.title,
            setup.limits.time.as_secs_f64(),
            setup.limits.memory_kb / 1024,
            assumed,
            problem.home.url
        );
        let lines = setup.rules_lines();
        say!("  {}", lines[0]);
        if let Some(line) = no_rust_line(problem, setup.judge, &options.source) {
            say!("  {}", line);
        }
        if !summary.assumptions_shown.contains(&setup.judge.name) {
            summary.assumptions_shown.push(setup.judge.name);
            for line in &lines[1..] {
                say!("  {}", line);
            }
        }
        match &session {
            Ok(session) => {
                say!("  {}", compiled_line(session, source));
                for note in &session.compiled.notes {
                    say!("  note: {}", note);
                }
            }
            Err(Refused::TooLong(message)) => say!("  {}", message),
            Err(Refused::CompileError(message)) => say!(
                "  compile error ({}):\n{}",
                setup.toolchain.describe(),
                indent(message)
            ),
            Err(Refused::Unavailable(why)) => {
                say!(
                    "  cannot build it as {} builds it here: {}",
                    setup.judge.title,
                    why
                );
                say!("  (no verdict: the cases were not run)");
                return;
            }
        }
        if let Some(line) = toolchain::fidelity_line(&setup.toolchain, setup.judge) {
            let approximate = matches!(setup.toolchain.fidelity, Fidelity::Approximate { .. });
            say!("  {}", summary.fidelity(setup.judge, approximate, line));
        }
        // LeetCode's cases are judged twice: each alone (its own time, memory and verdict), then
        // those that pass alone in one process, as LeetCode runs them; so their lines wait.
        let leetcode = problem.is_leetcode();
        let mut judged: Vec<Judged> = Vec::new();
        for case in cases.iter().chain(extra) {
            summary.total += 1;
            let mut loaded = None;
            let outcome = match &session {
                Err(_) => Outcome::never_ran(Verdict::CompileError),
                Ok(session) => match case.load(problem) {
                    Ok((input, Answer::Known(expected, answers))) => {
                        let outcome = session.judge(&input, Expected::Output(&expected, answers));
                        loaded = Some((input, expected, answers));
                        outcome
                    }
                    Ok((input, Answer::Unknown(why))) => {
                        let not_judged = format!("{}: its output is not judged", why);
                        let mut outcome = session.judge(&input, Expected::Unknown(&not_judged));
                        // A TLE or MLE stands without an answer, but says there was none.
                        if outcome.verdict.detail().is_none() {
                            outcome.unknown = Some(why);
                        }
                        outcome
                    }
                    Err(message) => Outcome::never_ran(Verdict::RuntimeError(message)),
                },
            };
            if leetcode {
                judged.push((case, outcome, loaded));
            } else {
                report_case(problem, &setup, case, &outcome, summary);
            }
        }
        let together = match &session {
            Ok(session) if leetcode => in_one_process(session, &mut judged),
            _ => None,
        };
        for (case, outcome, _) in &judged {
            report_case(problem, &setup, case, outcome, summary);
        }
        if let Some(line) = together {
            say!("  {}", line);
        }
    }
}

/// A case, its outcome alone, and what it was judged against when that was known: its input,
/// the expected output and the answer policy.
type Judged<'c> = (&'c Case, Outcome, Option<(String, Vec<u8>, Answers)>);

/// LeetCode's cases that passed alone, run again one after another in one process as LeetCode
/// runs them ([`Session::judge_in_one_process`]): a case that goes wrong there gets that
/// verdict, its line saying it passes alone. The line that says what the run showed, if there
/// was one (two cases or more passed alone).
fn in_one_process(session: &Session, judged: &mut [Judged]) -> Option<String> {
    let passed: Vec<usize> = (0..judged.len())
        .filter(|&i| judged[i].1.verdict == Verdict::Accepted && judged[i].2.is_some())
        .collect();
    if passed.len() < 2 {
        return None;
    }
    let calls: Vec<Call> = passed
        .iter()
        .filter_map(|&i| judged[i].2.as_ref())
        .map(|(input, expected, answers)| Call {
            input,
            expected,
            answers: *answers,
        })
        .collect();
    let together = session.judge_in_one_process(&calls);
    let mut changed = Vec::new();
    for (position, (&i, outcome)) in passed.iter().zip(together.outcomes).enumerate() {
        let outcome = match outcome {
            Some(outcome) if outcome.verdict != Verdict::Accepted => outcome,
            _ => continue,
        };
        let (case, alone, _) = &mut judged[i];
        changed.push(format!("{} {}", case.name, outcome.verdict.code()));
        alone.note = Some(format!(
            "(alone it passes: {} in one process after the {} case{} before it, as LeetCode runs them; state kept between calls, a static or a thread_local, is the likely cause)",
            outcome.verdict.code(),
            position,
            if position == 1 { "" } else { "s" }
        ));
        alone.verdict = outcome.verdict;
        alone.tolerated = None;
        alone.places = outcome.places;
        alone.first_lines = outcome.first_lines;
    }
    let ran = match &together.run {
        Some(run) => format!(
            ", {} ms CPU, {:.1} MB",
            run.cpu.as_millis(),
            run.peak_kb as f64 / 1024.0
        ),
        None => String::new(),
    };
    let how = format!(
        "in one process, as LeetCode runs a submission's cases (one call a board; assumed for Rust: `oj-sudoku judges` says why): {} of the cases that pass alone, in order{}",
        together.cases, ran
    );
    Some(if changed.is_empty() {
        format!("{}: every verdict as alone", how)
    } else {
        format!("{}: {}, though each passes alone", how, changed.join(", "))
    })
}

/// For a judge that takes no Rust, or that no source shows taking it: one line that says so
/// (these verdicts are not that judge's) and names a mirror that takes Rust, as `submit` does.
fn no_rust_line(problem: &Problem, judge: &Judge, source: &Option<PathBuf>) -> Option<String> {
    let head = match judge.rust {
        Rust::Accepted => return None,
        Rust::None => format!(
            "note: {} takes no Rust, so it never judges this file: these are its rules and limits applied to it",
            judge.title
        ),
        Rust::NotConfirmed => format!(
            "note: no source shows {} taking Rust: these are its rules and limits applied to this file",
            judge.title
        ),
    };
    let file = match source {
        Some(path) => format!(" {}", path.display()),
        None => String::new(),
    };
    let mirror = (problem.mirrors.iter())
        .find(|page| page.judge.rust == Rust::Accepted)
        .map(|page| {
            format!(
                "; {} {} takes Rust: oj-sudoku check {}{} --judge {}",
                page.judge.title, page.id, problem.id, file, page.judge.name
            )
        })
        .unwrap_or_default();
    Some(format!("{}{}", head, mirror))
}

/// Which file was compiled, how (rustc alone, or cargo with the judge's crates) and how long
/// it took: `compiled FILE alone: rustc --edition 2021 -O (6.4 s)`.
pub fn compiled_line(session: &Session, source: &Path) -> String {
    let (build, setup) = (&session.compiled.build, &session.setup);
    let how = if build.waited {
        "built just now by another check of the same file: its binary".to_string()
    } else if build.cached {
        "unchanged since it was last compiled: the cached binary".to_string()
    } else {
        format!("{:.1} s", build.seconds)
    };
    let wrapped = if session.compiled.wrapped {
        ", wrapped in LeetCode's harness"
    } else {
        ""
    };
    if session.compiled.crates.is_empty() {
        format!(
            "compiled {} alone{}: {} ({})",
            source.display(),
            wrapped,
            setup.toolchain.describe(),
            how
        )
    } else {
        format!(
            "built {}{} as {} builds it: {} ({})",
            source.display(),
            wrapped,
            setup.judge.title,
            crates::describe(setup.judge, &session.compiled.crates),
            how
        )
    }
}

/// What a case's verdict line says after its name: where a wrong grid goes wrong, the
/// verdict's reason, or, for a limit passed on a case with no known answer, that a judge sends
/// only cases it has the answer to (`waited`: a run stopped while it waited).
fn case_detail(outcome: &Outcome, waited: Option<String>) -> String {
    let detail = case_reason(outcome, waited);
    match &outcome.note {
        Some(note) => format!("{}  {}", detail, note),
        None => detail,
    }
}

/// [`case_detail`] without the outcome's note.
fn case_reason(outcome: &Outcome, waited: Option<String>) -> String {
    match (&outcome.places, outcome.verdict.detail()) {
        (Some(places), _) => format!("  {}", places.summary),
        (None, Some(detail)) => format!("  {}", detail),
        (None, None) => match &outcome.unknown {
            Some(why) => format!(
                "  no answer is known ({}): a judge sends only cases it has the answer to, so this {} stands only if this case has one that can be computed",
                why,
                outcome.verdict.code()
            ),
            None => waited.unwrap_or_default(),
        },
    }
}

/// The note for a judge that counts waiting: how long the run took, and how much of it was CPU.
fn counts_waiting(setup: &Setup, run: &Run, took: Duration) -> String {
    format!(
        "  {} counts waiting: it took {} ms, {} ms of CPU and the rest asleep or blocked",
        setup.judge.title,
        took.as_millis(),
        run.cpu.as_millis()
    )
}

/// Prints a case's verdict line (and, for a grid WA, the grids) and adds it to the summary.
fn report_case(
    problem: &Problem,
    setup: &Setup,
    case: &Case,
    outcome: &Outcome,
    summary: &mut Summary,
) {
    if outcome.verdict == Verdict::Accepted {
        summary.accepted += 1;
    }
    summary
        .kinds
        .entry(case.kind)
        .or_default()
        .add(case, &outcome.verdict);
    if let Some(what) = &outcome.tolerated {
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
        *summary.tolerated.entry((rule, what.clone())).or_insert(0) += 1;
    }
    let mut waited = None;
    let (cpu, memory) = match &outcome.run {
        Some(run) => {
            if run.stopped == Some(Stopped::WallClock) {
                waited = Some(format!(
                    "  it waited instead of computing: {} ms of wall time, {} ms of CPU (asleep, or blocked on a read), and was stopped",
                    run.wall.as_millis(),
                    run.cpu.as_millis()
                ));
            } else if run.stopped == Some(Stopped::Output) {
                // Which stream passed its limit: stdout is kept to within a read (64 KiB) of its
                // limit, stderr's tail only.
                let limits = &setup.limits;
                let answers = run.answers.as_ref();
                let (what, bytes) = if answers.is_some_and(|a| a.len() > limits.output_bytes) {
                    ("the returned values", limits.output_bytes)
                } else if run.stdout.len() + (1 << 16) > limits.output_bytes {
                    ("stdout", limits.output_bytes)
                } else {
                    ("stderr", limits.stderr_bytes.unwrap_or(limits.output_bytes))
                };
                waited = Some(format!(
                    "  {} passed the judge's limit of {} bytes",
                    what, bytes
                ));
            } else if run.over_time_waiting(&setup.limits) && run.cpu <= setup.limits.time {
                waited = Some(format!(
                    "{} (on a read), past the {} ms limit",
                    counts_waiting(setup, run, run.took.unwrap_or_default()),
                    setup.limits.time.as_millis()
                ));
            } else {
                summary.note_load(run, &case.name);
                // Within the limit, but where the judge counts waiting, what it counts is shown
                // when it is not the CPU time (a contestant sees how close it came).
                if let Some(took) = run.took.filter(|took| {
                    setup.limits.counts_waiting && *took >= run.cpu + Duration::from_millis(20)
                }) {
                    waited = Some(counts_waiting(setup, run, took));
                }
            }
            let bytes = run.stdout.len() + run.stderr.len();
            if problem.is_leetcode() && run.answers.is_some() && bytes > 0 {
                let shown = if run.stdout.is_empty() {
                    &run.stderr
                } else {
                    &run.stdout
                };
                let text = String::from_utf8_lossy(shown);
                let first = text.lines().next().unwrap_or("").chars().take(60).collect();
                let printed = summary.printed.get_or_insert(Printed {
                    cases: 0,
                    first,
                    bytes: 0,
                    source: setup.judge.output_limit_source.text(),
                });
                printed.cases += 1;
                printed.bytes += bytes;
            }
            // A run stopped for its CPU time shows the limit it passed, not when it was caught.
            let cpu = if run.stopped == Some(Stopped::CpuTime) {
                run.cpu.max(setup.limits.time)
            } else {
                run.cpu
            };
            (cpu, format!("{:>5.1} MB", run.peak_kb as f64 / 1024.0))
        }
        None => (Duration::ZERO, "    - MB".to_string()),
    };
    if summary
        .slowest
        .as_ref()
        .is_none_or(|(slowest, _)| cpu > *slowest)
    {
        summary.slowest = Some((cpu, case.name.clone()));
    }
    let detail = case_detail(outcome, waited);
    say!(
        "  {:<3} {:>6} ms CPU {}  {}{}",
        outcome.verdict.code(),
        cpu.as_millis(),
        memory,
        case.name,
        detail
    );
    // Why a case the attempt failed is there: what the judge may send, or what it never does.
    if outcome.verdict != Verdict::Accepted && matches!(case.kind, Kind::Within | Kind::Beyond) {
        if let Some(why) = &case.why {
            say!("        {}: {}", case.kind.title(), why);
        }
    }
    // A case of the user's past what the judge sends, whatever its verdict.
    if case.kind == Kind::Yours {
        if let Some(why) = &case.why {
            say!("        {}", why);
        }
    }
    // The first wrong answer's first lines as printed, then its grids: the summary lines name
    // the rest.
    if !outcome.first_lines.is_empty() && !summary.lines_shown {
        summary.lines_shown = true;
        for line in &outcome.first_lines {
            say!("        {}", line);
        }
    }
    if let Some(places) = &outcome.places {
        if !summary.grids_shown && !places.picture.is_empty() {
            summary.grids_shown = true;
            for line in &places.picture {
                say!("        {}", line);
            }
        }
    }
}

fn indent(text: &str) -> String {
    text.lines().map(|l| format!("    {}\n", l)).collect()
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_summary_names_a_failed_case_by_the_first_clause_of_why_it_is_there() {
        let tally = Tally {
            cases: 2,
            verdicts: vec![("AC", 1), ("TLE", 1)],
            failed: vec![(
                "x/within-6".to_string(),
                "TLE",
                Some("100 boards, the most an input may hold: long, long details".to_string()),
            )],
        };
        let text = tally.describe(Kind::Within);
        assert!(
            text.starts_with("within the statement: 1 AC, 1 TLE / 2 (x/within-6 TLE: 100 boards, the most an input may hold; "),
            "{}",
            text
        );
        assert!(!text.contains("details"), "{}", text);
    }

    use super::*;

    /// A problem whose judge takes no Rust says so in one line and names the mirror that does
    /// (as `submit` refuses it); one whose judge takes Rust says nothing.
    #[test]
    fn a_judge_that_takes_no_rust_is_named_with_the_mirror_that_does() {
        let line = |id: &str, file: Option<&str>| {
            let problem = registry::find(id).unwrap();
            no_rust_line(problem, problem.judge(), &file.map(PathBuf::from))
        };
        assert_eq!(
            line("poj2676", Some("my.rs")).as_deref(),
            Some("note: POJ takes no Rust, so it never judges this file: these are its rules and limits applied to it; Luogu P10481 takes Rust: oj-sudoku check poj2676 my.rs --judge luogu")
        );
        for id in ["uva989", "uva10957", "hdu4069"] {
            let said = line(id, None).unwrap();
            assert!(
                said.contains("takes no Rust, so it never judges"),
                "{}",
                said
            );
        }
        let acwing = line("acwing169", None).unwrap();
        assert!(
            acwing.starts_with("note: no source shows AcWing taking Rust"),
            "{}",
            acwing
        );
        for id in [
            "spoj_sudoku",
            "kattis_sudokunique",
            "leetcode37",
            "coci23c1p1",
        ] {
            assert_eq!(line(id, None), None, "{}", id);
        }
    }

    /// A TLE on a case with no known answer stands as the run's verdict (its time needs no
    /// answer), and its line says plainly that a judge sends only cases it can answer.
    #[test]
    fn a_limit_passed_on_a_case_with_no_known_answer_says_a_judge_must_answer_it() {
        let mut outcome = Outcome::never_ran(Verdict::TimeLimitExceeded);
        outcome.unknown = Some("no .out, and the oracle gave up on case 1".to_string());
        assert_eq!(
            case_detail(&outcome, None),
            "  no answer is known (no .out, and the oracle gave up on case 1): a judge sends only cases it has the answer to, so this TLE stands only if this case has one that can be computed"
        );
        // With an answer known, a TLE says nothing more.
        assert_eq!(
            case_detail(&Outcome::never_ran(Verdict::TimeLimitExceeded), None),
            ""
        );
    }

    /// Across the files of one run, a judge's approximation is described in full once, then
    /// in a few words; other lines pass as they are; the summary's note names each judge once.
    #[test]
    fn an_approximation_is_described_once_a_judge_and_noted_once_at_the_end() {
        let luogu = registry::judge("luogu").unwrap();
        let kattis = registry::judge("kattis").unwrap();
        let full = |judge: &Judge| {
            format!(
                "APPROXIMATE: {} runs rustc {}, not installed here: checked with ...",
                judge.title,
                judge.rustc.unwrap()
            )
        };
        let mut summary = Summary::default();
        assert_eq!(summary.fidelity(luogu, true, full(luogu)), full(luogu));
        assert_eq!(
            summary.fidelity(luogu, true, full(luogu)),
            "APPROXIMATE: Luogu's rustc 1.88, as above"
        );
        let exact = "exact: SPOJ's own rustc 1.56.1 (rustup toolchain 1.56.1)".to_string();
        assert_eq!(summary.fidelity(luogu, false, exact.clone()), exact);
        assert_eq!(summary.fidelity(kattis, true, full(kattis)), full(kattis));
        assert_eq!(
            summary.approximated,
            [
                ("Luogu", "1.88".to_string()),
                ("Kattis", "1.85".to_string())
            ]
        );
    }
}
