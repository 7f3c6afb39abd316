//! Running a compiled solution on one case within a time, a memory and an output limit.
//!
//! Peak memory is the process's `VmHWM` (its resident high-water mark) read from
//! `/proc/<pid>/status` every half millisecond while it runs — Linux only; elsewhere it reads 0
//! and no MLE is given. A program over the memory limit is killed at once; a short spike between
//! two readings can be missed, as `VmHWM` is gone once the process has exited. Output past the
//! output limit is not kept: the program is killed and the verdict is OLE, so the runner's own
//! memory stays bounded whatever the program writes.

use std::fs;
use std::io::{Read, Write};
use std::path::Path;
use std::process::{Command, ExitStatus, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::thread;
use std::time::{Duration, Instant};

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
