//! Compiling a single-file solution the way a judge does, running it on one case within a time,
//! a memory and an output limit, and the verdict under a judge's comparison rule.
//!
//! Peak memory is the process's `VmHWM` (its resident high-water mark) read from
//! `/proc/<pid>/status` every half millisecond while it runs — Linux only; elsewhere it reads 0
//! and no MLE is given. A program over the memory limit is killed at once; a short spike between
//! two readings can be missed, as `VmHWM` is gone once the process has exited. Output past the
//! output limit is not kept: the program is killed and the verdict is OLE, so the runner's own
//! memory stays bounded whatever the program writes.

use crate::tools::checker::{check_as, Rule};
use crate::tools::oracle_cases::{expected_output, oracle_answers, CASE_BUDGET};
use crate::tools::registry::{Answers, Compare, Problem, JUDGES};
use std::collections::hash_map::DefaultHasher;
use std::fs;
use std::hash::{Hash, Hasher};
use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, ExitStatus, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::thread;
use std::time::{Duration, Instant};

/// A judge's verdict on one case.
#[derive(Debug, PartialEq, Eq)]
pub enum Verdict {
    Accepted,
    WrongAnswer(String),
    /// Only whitespace differs, and the rule in force does not forgive it.
    PresentationError(String),
    RuntimeError(String),
    TimeLimitExceeded,
    MemoryLimitExceeded,
    OutputLimitExceeded,
    CompileError,
}

impl Verdict {
    /// The judges' abbreviation: AC, WA, RE, TLE, CE.
    pub fn code(&self) -> &'static str {
        match self {
            Verdict::Accepted => "AC",
            Verdict::WrongAnswer(_) => "WA",
            Verdict::PresentationError(_) => "PE",
            Verdict::RuntimeError(_) => "RE",
            Verdict::TimeLimitExceeded => "TLE",
            Verdict::MemoryLimitExceeded => "MLE",
            Verdict::OutputLimitExceeded => "OLE",
            Verdict::CompileError => "CE",
        }
    }

    /// The reason, for verdicts that have one.
    pub fn detail(&self) -> Option<&str> {
        match self {
            Verdict::WrongAnswer(reason)
            | Verdict::PresentationError(reason)
            | Verdict::RuntimeError(reason) => Some(reason),
            _ => None,
        }
    }
}

/// One case: an input file and, if there is one, its expected output; without one the oracle
/// decides (any valid solution, or the grid printed back when there is none).
pub struct Case {
    pub name: String,
    pub input: PathBuf,
    pub expected: Option<PathBuf>,
}

impl Case {
    /// The input text, the expected output, and the policy to judge by.
    pub fn load(&self, problem: &Problem) -> Result<(String, String, Answers), String> {
        let read = |path: &Path| {
            fs::read(path).map_err(|e| format!("cannot read {}: {}", path.display(), e))
        };
        let input = String::from_utf8_lossy(&read(&self.input)?).into_owned();
        match &self.expected {
            Some(path) => {
                let expected = String::from_utf8_lossy(&read(path)?).into_owned();
                Ok((input, expected, problem.answers))
            }
            None => {
                let expected = expected_output(problem, &input, CASE_BUDGET)
                    .map_err(|why| format!("{}: no .out, and {}", self.input.display(), why))?;
                Ok((input, expected, oracle_answers(problem)))
            }
        }
    }
}

/// The cases in `path`: a folder's `*.in` files, or one `.in` file; each with its `.out` if
/// there is one. Ordered by number (`sample-2` before `sample-10`), then name.
pub fn cases(path: &Path, label: &str) -> Result<Vec<Case>, String> {
    let inputs: Vec<PathBuf> = if path.is_dir() {
        let entries =
            fs::read_dir(path).map_err(|e| format!("cannot read {}: {}", path.display(), e))?;
        let mut files = Vec::new();
        for entry in entries {
            let file = entry.map_err(|e| e.to_string())?.path();
            if file.extension().map_or(false, |e| e == "in") {
                files.push(file);
            }
        }
        files
    } else if path.exists() {
        vec![path.to_path_buf()]
    } else {
        return Err(format!("no such case file or folder: {}", path.display()));
    };
    let mut cases: Vec<Case> = inputs
        .into_iter()
        .map(|input| {
            let stem = input
                .file_stem()
                .and_then(|s| s.to_str())
                .unwrap_or_default()
                .to_string();
            let expected = Some(input.with_extension("out")).filter(|out| out.exists());
            Case {
                name: if path.is_dir() {
                    format!("{}/{}", label, stem)
                } else {
                    stem
                },
                input,
                expected,
            }
        })
        .collect();
    let number = |name: &str| {
        name.rsplit('-')
            .next()
            .and_then(|n| n.parse::<u32>().ok())
            .unwrap_or(u32::MAX)
    };
    cases.sort_by(|a, b| (number(&a.name), &a.name).cmp(&(number(&b.name), &b.name)));
    Ok(cases)
}

/// Compiles `source` alone with `rustc <args>` (the edition and the judge's flags) into
/// `out_dir`; `Err` holds the compiler's message.
pub fn compile(
    rustc: &str,
    args: &[String],
    source: &Path,
    out_dir: &Path,
) -> Result<PathBuf, String> {
    fs::create_dir_all(out_dir)
        .map_err(|e| format!("cannot create {}: {}", out_dir.display(), e))?;
    let stem = source
        .file_stem()
        .and_then(|s| s.to_str())
        .unwrap_or("solution");
    // Named after the source's full path and the compiler, so that files with the same name
    // do not share a binary; built under a temporary name and renamed, so that a run of the old
    // binary (another test, another terminal) is never disturbed.
    let mut hasher = DefaultHasher::new();
    (
        fs::canonicalize(source).unwrap_or_else(|_| source.to_path_buf()),
        rustc,
        args,
    )
        .hash(&mut hasher);
    let binary = out_dir.join(format!("{}-{:016x}", stem, hasher.finish()));
    let building = binary.with_extension(format!("{}.tmp", std::process::id()));
    let output = Command::new(rustc)
        .args(args)
        .arg("-o")
        .arg(&building)
        .arg(source)
        .output()
        .map_err(|e| format!("cannot run {}: {}", rustc, e))?;
    if !output.status.success() {
        let _ = fs::remove_file(&building);
        return Err(String::from_utf8_lossy(&output.stderr).into_owned());
    }
    fs::rename(&building, &binary)
        .map_err(|e| format!("cannot move {}: {}", building.display(), e))?;
    Ok(binary)
}

/// The limits a case runs under.
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    pub time: Duration,
    pub memory_kb: u64,
    /// Bytes of stdout, and likewise of stderr, before the run is stopped (OLE).
    pub output_bytes: usize,
}

/// The output limit where a judge states none.
pub const DEFAULT_OUTPUT_LIMIT: usize = 64 << 20;

/// What one run of a program did.
pub struct Run {
    pub status: Option<ExitStatus>,
    pub stdout: Vec<u8>,
    pub stderr: Vec<u8>,
    pub elapsed: Duration,
    /// Peak resident memory seen, in KB (0 where `/proc` is not available).
    pub peak_kb: u64,
    pub timed_out: bool,
    pub over_memory: bool,
    pub over_output: bool,
}

/// Runs `binary` with `input` on stdin, killing it at the time or memory limit.
pub fn run(binary: &Path, input: Vec<u8>, limits: Limits) -> Result<Run, String> {
    let start = Instant::now();
    let mut child = Command::new(binary)
        // As on a judge: no backtraces, whatever this shell has set.
        .env_remove("RUST_BACKTRACE")
        .env_remove("RUST_LIB_BACKTRACE")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot run {}: {}", binary.display(), e))?;
    let mut stdin = child.stdin.take().ok_or("no stdin")?;
    // Feed and drain on threads, so a program that writes before reading cannot deadlock us.
    let feeder = thread::spawn(move || {
        let _ = stdin.write_all(&input);
    });
    let over_output = Arc::new(AtomicBool::new(false));
    let out_reader = drain(
        child.stdout.take().ok_or("no stdout")?,
        limits.output_bytes,
        Arc::clone(&over_output),
    );
    let err_reader = drain(
        child.stderr.take().ok_or("no stderr")?,
        limits.output_bytes,
        Arc::clone(&over_output),
    );
    let status_file = format!("/proc/{}/status", child.id());
    let (mut timed_out, mut over_memory, mut peak_kb) = (false, false, 0);
    let status = loop {
        peak_kb = peak_kb.max(resident_peak_kb(&status_file));
        if let Some(status) = child.try_wait().map_err(|e| e.to_string())? {
            break Some(status);
        }
        timed_out = start.elapsed() > limits.time;
        over_memory = peak_kb > limits.memory_kb;
        if timed_out || over_memory || over_output.load(Ordering::Relaxed) {
            let _ = child.kill();
            let _ = child.wait();
            break None;
        }
        thread::sleep(Duration::from_micros(500));
    };
    let elapsed = start.elapsed();
    let _ = feeder.join();
    Ok(Run {
        status,
        stdout: out_reader.join().unwrap_or_default(),
        stderr: err_reader.join().unwrap_or_default(),
        elapsed,
        peak_kb,
        timed_out,
        over_memory,
        over_output: over_output.load(Ordering::Relaxed),
    })
}

/// Reads `pipe` to its end on a thread, keeping at most `limit` bytes; past that it raises
/// `over` and stops reading, so the program blocks on its next write until it is killed.
fn drain<R: Read + Send + 'static>(
    mut pipe: R,
    limit: usize,
    over: Arc<AtomicBool>,
) -> thread::JoinHandle<Vec<u8>> {
    thread::spawn(move || {
        let mut buffer = Vec::new();
        let mut chunk = [0u8; 1 << 16];
        loop {
            match pipe.read(&mut chunk) {
                Ok(0) | Err(_) => break,
                Ok(n) if buffer.len() + n > limit => {
                    over.store(true, Ordering::Relaxed);
                    break;
                }
                Ok(n) => buffer.extend_from_slice(&chunk[..n]),
            }
        }
        buffer
    })
}

/// `VmHWM` from a `/proc/<pid>/status` file, in KB; 0 if it cannot be read.
fn resident_peak_kb(status_file: &str) -> u64 {
    fs::read_to_string(status_file)
        .ok()
        .and_then(|text| {
            let line = text.lines().find(|l| l.starts_with("VmHWM:"))?;
            line.split_whitespace().nth(1)?.parse().ok()
        })
        .unwrap_or(0)
}

/// How a run's output is judged: the comparison rule, and whether a whitespace-only difference
/// the rule does not forgive is a Presentation Error (else a Wrong Answer).
#[derive(Clone, Copy, Debug)]
pub struct Judging {
    pub rule: Rule,
    pub presentation_error: bool,
}

/// Judges one run of `problem` on a case, under the answer policy `answers`. With an AC that
/// only the rule's tolerance allowed, also what it tolerated.
pub fn judge(
    problem: &Problem,
    answers: Answers,
    input: &str,
    expected: &str,
    run: &Run,
    judging: Judging,
) -> (Verdict, Option<String>) {
    if run.timed_out {
        return (Verdict::TimeLimitExceeded, None);
    }
    if run.over_memory {
        return (Verdict::MemoryLimitExceeded, None);
    }
    if run.over_output {
        return (Verdict::OutputLimitExceeded, None);
    }
    match run.status {
        Some(status) if status.success() => {}
        status => {
            // The tail of stderr, without the "run with RUST_BACKTRACE" hint.
            let stderr = String::from_utf8_lossy(&run.stderr);
            let lines: Vec<&str> = stderr
                .lines()
                .filter(|l| !l.starts_with("note: run with"))
                .collect();
            let tail = lines[lines.len().saturating_sub(2)..].join(" | ");
            let how = status.map_or("killed".to_string(), |s| s.to_string());
            return (Verdict::RuntimeError(format!("{}: {}", how, tail)), None);
        }
    }
    let actual = String::from_utf8_lossy(&run.stdout);
    let check = |rule| check_as(problem, answers, input, expected, &actual, rule);
    match check(judging.rule) {
        Ok(()) => {
            let tolerated = match check(Rule::EXACT) {
                Ok(()) => None,
                Err(_) => Some(tolerance(expected, &actual)),
            };
            (Verdict::Accepted, tolerated)
        }
        Err(reason) => {
            if check(Rule::TOKENS).is_err() {
                return (Verdict::WrongAnswer(reason), None);
            }
            // LeetCode compares returned values, not text: its rule speaks only for its problems.
            let accepting: Vec<&str> = JUDGES
                .iter()
                .filter(|j| j.name != "leetcode" || problem.is_leetcode())
                .filter(|j| check(Rule::of(j)).is_ok())
                .map(|j| j.name)
                .collect();
            let accepted_by = if accepting.is_empty() {
                String::new()
            } else {
                format!("; accepted by the rules of {}", accepting.join(", "))
            };
            let reason = format!("only whitespace differs ({}){}", reason, accepted_by);
            if judging.presentation_error || judging.rule.compare == Compare::Exact {
                (Verdict::PresentationError(reason), None)
            } else {
                (Verdict::WrongAnswer(reason), None)
            }
        }
    }
}

/// What an accepted output differs in from the expected one, in words.
fn tolerance(expected: &str, actual: &str) -> String {
    let (expected, actual) = (expected.replace("\r\n", "\n"), actual.replace("\r\n", "\n"));
    let mut what = Vec::new();
    if actual.lines().any(|l| l != l.trim_end()) && !expected.lines().any(|l| l != l.trim_end()) {
        what.push("trailing spaces at line ends");
    }
    if expected.ends_with('\n') && !actual.is_empty() && !actual.ends_with('\n') {
        what.push("no newline at the end");
    }
    let blank_tail = |text: &str| text.len() - text.trim_end_matches(['\n', ' ', '\t']).len();
    if actual.ends_with("\n\n") && blank_tail(&actual) > blank_tail(&expected) {
        what.push("extra blank lines at the end");
    }
    if expected.ends_with("\n\n") && blank_tail(&actual) < blank_tail(&expected) {
        what.push("missing blank lines at the end");
    }
    let flatten = |text: &str| {
        text.lines()
            .map(str::trim_end)
            .collect::<Vec<_>>()
            .join("\n")
            .trim_end()
            .to_string()
    };
    if flatten(&expected) != flatten(&actual) {
        let same_case = check_tokens_equal(&expected, &actual);
        what.push(if same_case {
            "other whitespace (spacing or line breaks)"
        } else {
            "letter case"
        });
    }
    what.join(", ")
}

fn check_tokens_equal(a: &str, b: &str) -> bool {
    a.split_whitespace().eq(b.split_whitespace())
}
