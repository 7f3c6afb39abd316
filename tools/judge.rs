//! Compiling a single-file solution the way a judge does, and running it on one case with a time
//! limit.

use crate::checker::check;
use crate::problems::Problem;
use std::fs;
use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, ExitStatus, Stdio};
use std::thread;
use std::time::{Duration, Instant};

/// A judge's verdict on one case.
#[derive(Debug, PartialEq, Eq)]
pub enum Verdict {
    Accepted,
    WrongAnswer(String),
    RuntimeError(String),
    TimeLimitExceeded,
    CompileError,
}

impl Verdict {
    /// The judges' abbreviation: AC, WA, RE, TLE, CE.
    pub fn code(&self) -> &'static str {
        match self {
            Verdict::Accepted => "AC",
            Verdict::WrongAnswer(_) => "WA",
            Verdict::RuntimeError(_) => "RE",
            Verdict::TimeLimitExceeded => "TLE",
            Verdict::CompileError => "CE",
        }
    }

    /// The reason, for verdicts that have one.
    pub fn detail(&self) -> Option<&str> {
        match self {
            Verdict::WrongAnswer(reason) | Verdict::RuntimeError(reason) => Some(reason),
            _ => None,
        }
    }
}

/// One sample: `samples/<problem>/<name>.in` and its `.out`.
pub struct Case {
    pub name: String,
    pub input: PathBuf,
    pub expected: PathBuf,
}

/// The samples of a problem in `samples_dir`, ordered by their number (`sample-2` before
/// `sample-10`).
pub fn samples(samples_dir: &Path, problem: &Problem) -> Result<Vec<Case>, String> {
    let dir = samples_dir.join(problem.id);
    let entries =
        fs::read_dir(&dir).map_err(|e| format!("cannot read {}: {}", dir.display(), e))?;
    let mut cases = Vec::new();
    for entry in entries {
        let path = entry.map_err(|e| e.to_string())?.path();
        if path.extension().map_or(false, |e| e == "in") {
            let expected = path.with_extension("out");
            if !expected.exists() {
                return Err(format!("{} has no {}", path.display(), expected.display()));
            }
            let name = path
                .file_stem()
                .and_then(|s| s.to_str())
                .unwrap_or_default()
                .to_string();
            cases.push(Case {
                name,
                input: path,
                expected,
            });
        }
    }
    let number = |name: &str| {
        name.rsplit('-')
            .next()
            .and_then(|n| n.parse::<u32>().ok())
            .unwrap_or(u32::MAX)
    };
    cases.sort_by(|a, b| (number(&a.name), &a.name).cmp(&(number(&b.name), &b.name)));
    Ok(cases)
}

/// Compiles `source` alone with `rustc -O --edition <edition>` into `out_dir`; `Err` holds the
/// compiler's message.
pub fn compile(
    rustc: &str,
    edition: &str,
    source: &Path,
    out_dir: &Path,
) -> Result<PathBuf, String> {
    fs::create_dir_all(out_dir)
        .map_err(|e| format!("cannot create {}: {}", out_dir.display(), e))?;
    let stem = source
        .file_stem()
        .and_then(|s| s.to_str())
        .unwrap_or("solution");
    let binary = out_dir.join(format!("{}-{}", stem, edition));
    let output = Command::new(rustc)
        .args(["-O", "--edition", edition, "-o"])
        .arg(&binary)
        .arg(source)
        .output()
        .map_err(|e| format!("cannot run {}: {}", rustc, e))?;
    if output.status.success() {
        Ok(binary)
    } else {
        Err(String::from_utf8_lossy(&output.stderr).into_owned())
    }
}

/// What one run of a program did.
pub struct Run {
    pub status: Option<ExitStatus>,
    pub stdout: Vec<u8>,
    pub stderr: Vec<u8>,
    pub elapsed: Duration,
    pub timed_out: bool,
}

/// Runs `binary` with `input` on stdin, killing it at `time_limit`.
pub fn run(binary: &Path, input: Vec<u8>, time_limit: Duration) -> Result<Run, String> {
    let start = Instant::now();
    let mut child = Command::new(binary)
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
    let mut stdout = child.stdout.take().ok_or("no stdout")?;
    let mut stderr = child.stderr.take().ok_or("no stderr")?;
    let out_reader = thread::spawn(move || {
        let mut buffer = Vec::new();
        let _ = stdout.read_to_end(&mut buffer);
        buffer
    });
    let err_reader = thread::spawn(move || {
        let mut buffer = Vec::new();
        let _ = stderr.read_to_end(&mut buffer);
        buffer
    });
    let mut timed_out = false;
    let status = loop {
        if let Some(status) = child.try_wait().map_err(|e| e.to_string())? {
            break Some(status);
        }
        if start.elapsed() > time_limit {
            timed_out = true;
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
        timed_out,
    })
}

/// Judges one run of `problem` on a case.
pub fn judge(problem: &Problem, input: &str, expected: &str, run: &Run) -> Verdict {
    if run.timed_out {
        return Verdict::TimeLimitExceeded;
    }
    match run.status {
        Some(status) if status.success() => {}
        status => {
            let stderr = String::from_utf8_lossy(&run.stderr);
            let tail: Vec<&str> = stderr.lines().rev().take(3).collect();
            let tail: Vec<&str> = tail.into_iter().rev().collect();
            let how = status.map_or("killed".to_string(), |s| s.to_string());
            return Verdict::RuntimeError(format!("{}: {}", how, tail.join(" | ")));
        }
    }
    let actual = String::from_utf8_lossy(&run.stdout);
    match check(problem, input, expected, &actual) {
        Ok(()) => Verdict::Accepted,
        Err(reason) => Verdict::WrongAnswer(reason),
    }
}
