//! Running a compiled solution on one case as a judge does: within a limit of **CPU time**, a
//! memory limit and an output limit.
//!
//! - **Time** is CPU time, user + system, of the process and the children it waited for: what
//!   judges limit, and what a busy machine does not inflate. It is watched while the program runs
//!   (from `/proc/<pid>/stat`, in the kernel's 10 ms ticks) and, once it has ended, read exactly
//!   from the kernel's account of it (`wait4`). A program that sleeps or waits uses no CPU, so
//!   wall-clock time stops it too, TLE, in two ways: once past the limit, a program that used
//!   almost no CPU over the last [`IDLE_WINDOW`], no thread of it ever seen runnable, is
//!   waiting, not computing; and whatever it does, [`Limits::wall_guard`] is the most it may
//!   take. A program that computes on a busy machine is runnable even while others have the
//!   CPU, so it is never taken for one that waits, in whichever thread it computes.
//!   Where the judge counts waiting too (DMOJ: [`Limits::counts_waiting`]), the time the program
//!   took is judged as well, less the time it waited for a CPU ([`Run::took`]: the launcher
//!   reads the program's schedstat, and its own, when the program ends), so that a busy machine
//!   adds nothing. That is the main thread's wait: a program whose main thread waits on workers
//!   that wait for a CPU is counted as waiting (DMOJ lets no thread be created, RLIMIT_NPROC 0).
//! - **Memory** is the peak resident set: `VmHWM` from `/proc/<pid>/status` while it runs (a
//!   program over the limit is killed at once) and the kernel's `ru_maxrss` when it ends, so a
//!   short spike between two readings is counted all the same. Where the judge's runner also
//!   caps the address space ([`Limits::address_space_kb`]), the launcher sets that cap: memory
//!   reserved past it is refused, touched or not, and the program aborts.
//!
//! The kernel's figures come from a **launcher**, a program of a few lines ([`LAUNCHER`], compiled
//! once into the compile cache) that starts the solution, waits for it with `wait4` and writes
//! what the kernel reports to a file. The runner cannot start the solution itself: Linux carries
//! the peak memory of the process that starts a program into that program's `ru_maxrss`, and the
//! runner holds outputs of up to 64 MiB; the launcher holds nothing. It also makes the kernel
//! stop the solution if the launcher dies (`PR_SET_PDEATHSIG`), so stopping the launcher stops
//! both.
//! - **Output** (stdout, or LeetCode's answers file) past the limit is not kept: the program is
//!   killed and the verdict is OLE, so the runner's own memory stays bounded whatever the program
//!   writes. **stderr** is read to its end and only its last [`STDERR_KEPT`] bytes are kept (for
//!   the RE line); it gives OLE only where the judge limits it too ([`Limits::stderr_bytes`]:
//!   DMOJ's 1 MiB). Kattis' problemtools judges stdout's size alone; judges that say nothing are
//!   assumed not to judge stderr.
//!
//! Unix only (`wait4` and `kill`); the `/proc` readings are Linux's, and elsewhere the limits are
//! applied when the program ends.

use crate::judging::compile::{self, Toolchain};
use std::ffi::OsString;
use std::fs;
use std::io::{Read, Write};
use std::os::unix::process::ExitStatusExt;
use std::path::{Path, PathBuf};
use std::process::{Command, ExitStatus, Stdio};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::Arc;
use std::thread;
use std::time::{Duration, Instant};

/// The limits a case runs under.
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    /// CPU time (user + system).
    pub time: Duration,
    pub memory_kb: u64,
    /// Bytes of stdout (or of the answers file) before the run is stopped (OLE).
    pub output_bytes: usize,
    /// Bytes of stderr before the run is stopped (OLE), where the judge has such a limit
    /// (DMOJ); `None`: stderr never gives a verdict, however much of it there is (Kattis'
    /// problemtools limits stdout only; for judges that say nothing, an assumption). Of stderr
    /// only the last [`STDERR_KEPT`] bytes are kept either way, for the RE line.
    pub stderr_bytes: Option<usize>,
    /// The main thread's stack (`RLIMIT_STACK`), where the judge's is known; else this
    /// machine's, inherited.
    pub stack_bytes: Option<usize>,
    /// Whether the judge's time counts waiting (asleep, blocked) as well as CPU time (DMOJ): then
    /// [`Run::took`] is judged too, where it can be read (Linux).
    pub counts_waiting: bool,
    /// Whether the judge lets a program start no thread (DMOJ): a second thread seen while it
    /// runs is then RE (see [`Run::threads`]).
    pub one_thread: bool,
    /// The address-space cap (`RLIMIT_AS`, Linux only), where the judge's runner sets one: past
    /// it an allocation fails even if never touched (the program aborts: RE). `None`: no cap.
    pub address_space_kb: Option<u64>,
    /// The data-segment cap (`RLIMIT_DATA`, Linux only), where the judge's runner sets one (DMOJ):
    /// heap and thread stacks past it are refused, touched or not. `None`: no cap.
    pub data_kb: Option<u64>,
}

impl Limits {
    /// The wall-clock time after which a program is stopped whatever it does: ten times the
    /// limit and five seconds, far past what any load makes of a program within the limit.
    pub fn wall_guard(&self) -> Duration {
        self.time * 10 + Duration::from_secs(5)
    }
}

/// Past the time limit in wall-clock time, a program that used less than [`IDLE_SHARE`] of a CPU
/// over this window, and no thread of which was seen runnable in it, is waiting (sleeping, or
/// blocked), and is stopped.
pub const IDLE_WINDOW: Duration = Duration::from_millis(500);

/// See [`IDLE_WINDOW`]: a twentieth of a CPU. A thread that computes is runnable (`R` in
/// `/proc/<pid>/task/<tid>/stat`) even while a busy machine gives its CPU to others, so its
/// program is never taken for one that waits, however little of a CPU it gets.
pub const IDLE_SHARE: f64 = 0.05;

/// The output limit where a judge states none.
pub const DEFAULT_OUTPUT_LIMIT: usize = 64 << 20;

/// How much of a program's stderr the runner keeps: its last 64 KiB (where a panic's message
/// is), so that a flood of debugging lines costs the runner no memory.
pub const STDERR_KEPT: usize = 64 << 10;

/// Why the runner stopped a program before it ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stopped {
    /// Its CPU time passed the limit.
    CpuTime,
    /// It ran past the wall-clock guard (sleeping or waiting, not computing).
    WallClock,
    Memory,
    Output,
}

/// What one run of a program did.
pub struct Run {
    /// How it ended; `None` when the runner stopped it.
    pub status: Option<ExitStatus>,
    pub stopped: Option<Stopped>,
    pub stdout: Vec<u8>,
    pub stderr: Vec<u8>,
    /// What it wrote to its answers file (see [`Channel::AnswersFile`]), if it had one.
    pub answers: Option<Vec<u8>>,
    /// User + system CPU time.
    pub cpu: Duration,
    pub wall: Duration,
    /// The time it took less the time it waited for a CPU: computing, asleep or blocked (what
    /// DMOJ counts), from its main thread's schedstat; `None` where that cannot be read.
    pub took: Option<Duration>,
    /// Peak resident memory, in KB.
    pub peak_kb: u64,
    /// The most threads seen at once while it ran (`/proc/<pid>/task`; 0 where that cannot be
    /// read). A thread that lives between two readings can go unseen.
    pub threads: usize,
}

impl Run {
    /// Whether it used more CPU time than `limits` allow, stopped or not; where the judge
    /// counts waiting, also whether it took longer, waiting included.
    pub fn over_time(&self, limits: &Limits) -> bool {
        matches!(self.stopped, Some(Stopped::CpuTime | Stopped::WallClock))
            || self.cpu > limits.time
            || self.over_time_waiting(limits)
    }

    /// Whether the judge counts waiting and, counted so, it took longer than the limit.
    pub fn over_time_waiting(&self, limits: &Limits) -> bool {
        limits.counts_waiting && self.took.is_some_and(|took| took > limits.time)
    }

    pub fn over_memory(&self, limits: &Limits) -> bool {
        self.stopped == Some(Stopped::Memory) || self.peak_kb > limits.memory_kb
    }
}

/// Where a program's answers go.
#[derive(Clone, Debug)]
pub enum Channel {
    /// Its standard output, as on every judge but LeetCode.
    Stdout,
    /// A file whose path is passed in this environment variable: LeetCode's local harness
    /// writes the returned values there, so what the attempt itself prints cannot mix with them.
    AnswersFile(&'static str),
}

/// The launcher's source: it starts the program named by its fourth argument with the runner's
/// standard streams and, unless its second is `-`, that many bytes of stack (`RLIMIT_STACK`),
/// unless its third is `-`, that many bytes of address space (`RLIMIT_AS`, on Linux), writes
/// `pid <pid>` to the file named by its first, waits for the program, writes (on Linux)
/// `took <µs>`, the time it took less the time it waited for a CPU, then
/// `end <wait status> <CPU µs> <peak KB>`. Linux carries a starter's peak memory into
/// the started program's account, so the starter must be this small.
pub const LAUNCHER: &str = r#"//! oj-sudoku's launcher (see tools/judging/run.rs).
use std::io::Write;
use std::os::raw::{c_int, c_long, c_ulong};
use std::process::Command;

#[repr(C)]
struct TimeVal { seconds: c_long, microseconds: c_long }
#[repr(C)]
struct Usage { user: TimeVal, system: TimeVal, max_resident: c_long, rest: [c_long; 13] }

extern "C" {
    fn wait4(pid: c_int, status: *mut c_int, options: c_int, usage: *mut Usage) -> c_int;
    #[cfg(target_os = "linux")]
    fn prctl(option: c_int, argument: c_ulong, ...) -> c_int;
    fn getrlimit(resource: c_int, limit: *mut [c_ulong; 2]) -> c_int;
    fn setrlimit(resource: c_int, limit: *const [c_ulong; 2]) -> c_int;
    #[cfg(target_os = "linux")]
    fn waitid(id_type: c_int, id: u32, info: *mut [u64; 16], options: c_int) -> c_int;
}

/// The nanoseconds a thread has waited for a CPU while runnable (the second field of
/// /proc/<pid>/schedstat), if it can be read.
#[cfg(target_os = "linux")]
fn run_delay(path: &str) -> Option<u64> {
    std::fs::read_to_string(path).ok()?.split_whitespace().nth(1)?.parse().ok()
}

/// Lowers the soft limit of `resource` to `bytes`, within its hard limit (`None`: leaves it).
unsafe fn lower(resource: c_int, bytes: Option<c_ulong>) {
    let mut limit: [c_ulong; 2] = [0, 0];
    if let Some(bytes) = bytes {
        if getrlimit(resource, &mut limit) == 0 {
            limit[0] = bytes.min(limit[1]);
            setrlimit(resource, &limit);
        }
    }
}

fn main() {
    let args: Vec<std::ffi::OsString> = std::env::args_os().collect();
    let mut report = match std::fs::File::create(&args[1]) {
        Ok(file) => file,
        Err(_) => std::process::exit(120),
    };
    let stack: Option<c_ulong> = args[2].to_str().and_then(|s| s.parse().ok());
    let address_space: Option<c_ulong> = args[3].to_str().and_then(|s| s.parse().ok());
    let data: Option<c_ulong> = args[4].to_str().and_then(|s| s.parse().ok());
    let mut command = Command::new(&args[5]);
    command.args(&args[6..]);
    unsafe {
        std::os::unix::process::CommandExt::pre_exec(&mut command, move || {
            // The program dies with the launcher: stopping the launcher stops both.
            #[cfg(target_os = "linux")]
            prctl(1, 9); // PR_SET_PDEATHSIG, SIGKILL
            // The judge's stack (RLIMIT_STACK, 3 on Linux and the BSDs); on Linux its caps on the
            // address space (RLIMIT_AS, 9) and the data segment (RLIMIT_DATA, 2).
            lower(3, stack);
            #[cfg(target_os = "linux")]
            {
                lower(9, address_space);
                lower(2, data);
            }
            #[cfg(not(target_os = "linux"))]
            let _ = (address_space, data);
            Ok(())
        });
    }
    let start = std::time::Instant::now();
    #[cfg(target_os = "linux")]
    let own_before = run_delay("/proc/self/schedstat");
    let child = match command.spawn() {
        Ok(child) => child,
        Err(error) => {
            let _ = writeln!(report, "error {}", error);
            std::process::exit(121);
        }
    };
    let pid = child.id() as c_int;
    let _ = writeln!(report, "pid {}", pid);
    // The time it took, less what it (and then this launcher) spent waiting for a CPU: its
    // computing, asleep and blocked time, whatever the machine's load. Waited for without
    // reaping it (P_PID 1, WEXITED 4 | WNOWAIT 0x1000000), so that its schedstat can be read.
    #[cfg(target_os = "linux")]
    loop {
        let mut info = [0u64; 16];
        if unsafe { waitid(1, pid as u32, &mut info, 4 | 0x100_0000) } == 0 {
            let elapsed = start.elapsed().as_nanos() as u64;
            let own_after = run_delay("/proc/self/schedstat");
            let delay = run_delay(&format!("/proc/{}/schedstat", pid));
            if let (Some(before), Some(after), Some(delay)) = (own_before, own_after, delay) {
                let took = elapsed.saturating_sub(delay + after.saturating_sub(before));
                let _ = writeln!(report, "took {}", took / 1000);
            }
            break;
        }
        if std::io::Error::last_os_error().kind() != std::io::ErrorKind::Interrupted {
            break;
        }
    }
    let (mut status, mut usage) = (0, Usage {
        user: TimeVal { seconds: 0, microseconds: 0 },
        system: TimeVal { seconds: 0, microseconds: 0 },
        max_resident: 0,
        rest: [0; 13],
    });
    while unsafe { wait4(pid, &mut status, 0, &mut usage) } != pid {
        if std::io::Error::last_os_error().kind() != std::io::ErrorKind::Interrupted {
            std::process::exit(122);
        }
    }
    let micros = |t: &TimeVal| t.seconds as i64 * 1_000_000 + t.microseconds as i64;
    let _ = writeln!(report, "end {} {} {}", status, micros(&usage.user) + micros(&usage.system), usage.max_resident);
}
"#;

/// Runs programs under limits, through the launcher.
pub struct Runner {
    launcher: PathBuf,
    /// Where the launcher's reports and the answers files go.
    scratch: PathBuf,
}

/// Counts this process's runs, so that concurrent runs never share a report or answers file.
static RUNS: AtomicUsize = AtomicUsize::new(0);

impl Runner {
    /// A runner whose launcher is compiled into (or found in) the compile cache `cache`.
    pub fn new(cache: &Path) -> Result<Runner, String> {
        let toolchain = Toolchain::local(vec!["--edition".into(), "2021".into(), "-O".into()]);
        let source = cache.join(format!("{}.rs", compile::LAUNCHER_STEM));
        let build = compile::compile(&toolchain, &source, LAUNCHER.as_bytes(), cache)
            .map_err(|message| format!("cannot build the launcher: {}", message))?;
        Ok(Runner {
            launcher: build.binary,
            scratch: cache.to_path_buf(),
        })
    }

    /// Runs `binary` with `input` on stdin under `limits`.
    pub fn run(&self, binary: &Path, input: Vec<u8>, limits: Limits) -> Result<Run, String> {
        self.execute(binary, &[], input, limits, &Channel::Stdout, &[])
    }

    /// [`Runner::run`], with arguments for the program (a generator's seed).
    pub fn run_args(
        &self,
        binary: &Path,
        args: &[String],
        input: Vec<u8>,
        limits: Limits,
    ) -> Result<Run, String> {
        self.execute(binary, args, input, limits, &Channel::Stdout, &[])
    }

    /// [`Runner::run`], with the answers taken from `channel` and the judge's environment
    /// variables set (Luogu's `ONLINE_JUDGE=luogu`).
    pub fn run_with(
        &self,
        binary: &Path,
        input: Vec<u8>,
        limits: Limits,
        channel: &Channel,
        environment: &[(&str, &str)],
    ) -> Result<Run, String> {
        self.execute(binary, &[], input, limits, channel, environment)
    }

    fn execute(
        &self,
        binary: &Path,
        args: &[String],
        input: Vec<u8>,
        limits: Limits,
        channel: &Channel,
        environment: &[(&str, &str)],
    ) -> Result<Run, String> {
        let n = RUNS.fetch_add(1, Ordering::Relaxed);
        let scratch = |what: &str| {
            self.scratch
                .join(format!(".{}-{}-{}", what, std::process::id(), n))
        };
        let report = scratch("report");
        let mut command = Command::new(&self.launcher);
        let stack = limits
            .stack_bytes
            .map_or_else(|| "-".to_string(), |bytes| bytes.to_string());
        let address_space = limits
            .address_space_kb
            .map_or_else(|| "-".to_string(), |kb| kb.saturating_mul(1024).to_string());
        let data = limits
            .data_kb
            .map_or_else(|| "-".to_string(), |kb| kb.saturating_mul(1024).to_string());
        command
            .arg(&report)
            .arg(stack)
            .arg(address_space)
            .arg(data)
            .arg(binary)
            .args(args)
            // As on a judge: no backtraces, whatever this shell has set.
            .env_remove("RUST_BACKTRACE")
            .env_remove("RUST_LIB_BACKTRACE")
            .envs(environment.iter().copied())
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped());
        let answers_file = match channel {
            Channel::Stdout => None,
            Channel::AnswersFile(variable) => {
                let path = scratch("answers");
                command.env(variable, OsString::from(&path));
                Some(path)
            }
        };
        let start = Instant::now();
        let mut launcher = command
            .spawn()
            .map_err(|e| format!("cannot run {}: {}", self.launcher.display(), e))?;
        let launcher_pid = launcher.id() as i32;
        let mut stdin = launcher.stdin.take().ok_or("no stdin")?;
        // Feed and drain on threads, so a program that writes before reading cannot deadlock us.
        let feeder = thread::spawn(move || {
            let _ = stdin.write_all(&input);
        });
        let over_output = Arc::new(AtomicBool::new(false));
        let out_reader = drain(
            launcher.stdout.take().ok_or("no stdout")?,
            limits.output_bytes,
            Arc::clone(&over_output),
        );
        let err_reader = drain_tail(
            launcher.stderr.take().ok_or("no stderr")?,
            limits.stderr_bytes,
            Arc::clone(&over_output),
        );
        let mut pid = None;
        let mut watch = Watch::new(limits);
        let mut most_threads = 0;
        let mut pause = Duration::from_micros(250);
        let mut stopped = loop {
            if reap(launcher_pid, false)? {
                break None;
            }
            if pid.is_none() {
                pid = read_report(&report).pid;
            }
            if let Some(pid) = pid {
                let (cpu, _) = cpu_so_far(&format!("/proc/{}/stat", pid));
                let (runnable, threads) = threads_seen(Path::new(&format!("/proc/{}/task", pid)));
                let peak_kb = resident_peak_kb(&format!("/proc/{}/status", pid));
                watch.see(cpu, runnable, peak_kb);
                most_threads = most_threads.max(threads);
            }
            let stopped = watch.stop(start.elapsed(), over_output.load(Ordering::Relaxed));
            if stopped.is_some() {
                // Not reaped yet, so the pid is still the launcher's; the program dies with it.
                let _ = launcher.kill();
                reap(launcher_pid, true)?;
                break stopped;
            }
            thread::sleep(pause);
            pause = next_pause(pause);
        };
        let wall = start.elapsed();
        let _ = feeder.join();
        let (stdout, stderr) = (
            out_reader.join().unwrap_or_default(),
            err_reader.join().unwrap_or_default(),
        );
        let ended = read_report(&report);
        let _ = fs::remove_file(&report);
        let answers = answers_file.and_then(|path| {
            let bytes = read_at_most(&path, limits.output_bytes);
            let _ = fs::remove_file(&path);
            bytes
        });
        if let Some(message) = ended.error {
            return Err(format!("cannot run {}: {}", binary.display(), message));
        }
        let answers_over = answers
            .as_ref()
            .is_some_and(|bytes| bytes.len() > limits.output_bytes);
        if stopped.is_none() && (over_output.load(Ordering::Relaxed) || answers_over) {
            stopped = Some(Stopped::Output);
        }
        let status = match (stopped, ended.end) {
            (None, Some((status, _, _))) => Some(status),
            (None, None) => return Err("the launcher ended without a report".to_string()),
            (Some(_), _) => None,
        };
        let (cpu, kernel_kb) = ended
            .end
            .map_or((watch.cpu, 0), |(_, cpu, peak_kb)| (cpu, peak_kb));
        Ok(Run {
            status,
            stopped,
            stdout,
            stderr,
            answers,
            cpu,
            wall,
            took: ended.took,
            peak_kb: watch.peak_kb.max(kernel_kb),
            threads: most_threads,
        })
    }
}

/// What the runner has seen of a running program, reading after reading, and the rules that
/// stop it (see the module's docs): the most CPU time and peak memory seen, and the idle window.
struct Watch {
    limits: Limits,
    cpu: Duration,
    peak_kb: u64,
    /// The CPU time seen when the current idle window began, when it began (after the start),
    /// and whether the program was seen runnable (computing, or waiting for a CPU) in it.
    window_cpu: Duration,
    window_start: Duration,
    window_runnable: bool,
}

impl Watch {
    fn new(limits: Limits) -> Watch {
        Watch {
            limits,
            cpu: Duration::ZERO,
            peak_kb: 0,
            window_cpu: Duration::ZERO,
            window_start: Duration::ZERO,
            window_runnable: false,
        }
    }

    /// One reading: the CPU time used so far, whether the program is runnable, its peak memory.
    /// A reading lower than an earlier one (a file that could not be read) changes nothing.
    fn see(&mut self, cpu: Duration, runnable: bool, peak_kb: u64) {
        self.cpu = self.cpu.max(cpu);
        self.peak_kb = self.peak_kb.max(peak_kb);
        self.window_runnable |= runnable;
    }

    /// Why the program is to be stopped `elapsed` after its start, if it is: CPU time past the
    /// limit; waiting (an idle window ended past the limit) or past the wall guard; memory past
    /// the limit; `output_over`, an output past its limit. Once an idle window has lasted
    /// [`IDLE_WINDOW`], it is judged and the next begins.
    fn stop(&mut self, elapsed: Duration, output_over: bool) -> Option<Stopped> {
        let window = elapsed.saturating_sub(self.window_start);
        let mut idle = false;
        if window >= IDLE_WINDOW {
            let used = self.cpu.saturating_sub(self.window_cpu).as_secs_f64();
            idle = elapsed > self.limits.time
                && !self.window_runnable
                && used < IDLE_SHARE * window.as_secs_f64();
            self.window_cpu = self.cpu;
            self.window_start = elapsed;
            self.window_runnable = false;
        }
        if self.cpu > self.limits.time {
            Some(Stopped::CpuTime)
        } else if idle || elapsed > self.limits.wall_guard() {
            Some(Stopped::WallClock)
        } else if self.peak_kb > self.limits.memory_kb {
            Some(Stopped::Memory)
        } else if output_over {
            Some(Stopped::Output)
        } else {
            None
        }
    }
}

/// The runner's pause between two readings, after `pause`: doubled, up to 5 ms, so that quick
/// programs are seen ending at once and long ones cost the runner little.
fn next_pause(pause: Duration) -> Duration {
    (pause * 2).min(Duration::from_millis(5))
}

/// What the launcher reported so far.
#[derive(Default)]
struct Report {
    pid: Option<u32>,
    /// The wait status, CPU time and peak memory in KB.
    end: Option<(ExitStatus, Duration, u64)>,
    /// The time it took less the time it waited for a CPU.
    took: Option<Duration>,
    error: Option<String>,
}

fn read_report(path: &Path) -> Report {
    let mut report = Report::default();
    let text = fs::read_to_string(path).unwrap_or_default();
    for line in text.lines() {
        let words: Vec<&str> = line.split(' ').collect();
        match words.as_slice() {
            ["pid", pid] => report.pid = pid.parse().ok(),
            ["took", micros] => report.took = micros.parse().ok().map(Duration::from_micros),
            ["end", status, micros, kb] => {
                if let (Ok(status), Ok(micros), Ok(kb)) =
                    (status.parse(), micros.parse(), kb.parse())
                {
                    report.end = Some((
                        ExitStatus::from_raw(status),
                        Duration::from_micros(micros),
                        kb,
                    ));
                }
            }
            ["error", ..] => report.error = Some(line["error ".len()..].to_string()),
            _ => {}
        }
    }
    report
}

/// The file at `path`, reading no more than one byte past `limit`; `None` if there is none.
fn read_at_most(path: &Path, limit: usize) -> Option<Vec<u8>> {
    let file = fs::File::open(path).ok()?;
    let mut bytes = Vec::new();
    file.take(limit as u64 + 1).read_to_end(&mut bytes).ok()?;
    Some(bytes)
}

extern "C" {
    fn waitpid(pid: i32, status: *mut std::os::raw::c_int, options: std::os::raw::c_int) -> i32;
}

const WNOHANG: std::os::raw::c_int = 1;

/// Reaps child `pid` if it has ended (or, with `block`, once it ends); whether it has.
fn reap(pid: i32, block: bool) -> Result<bool, String> {
    let mut status: std::os::raw::c_int = 0;
    loop {
        let options = if block { 0 } else { WNOHANG };
        // SAFETY: `status` is valid for writes.
        let reaped = unsafe { waitpid(pid, &mut status, options) };
        if reaped == pid {
            return Ok(true);
        }
        if reaped == 0 {
            return Ok(false);
        }
        let error = std::io::Error::last_os_error();
        if error.kind() != std::io::ErrorKind::Interrupted {
            return Err(format!("cannot wait for the program: {}", error));
        }
    }
}

/// The CPU time a running process has used so far (its own and its waited-for children's), and
/// whether it is runnable (state `R`: computing, or ready and waiting for a CPU; not sleeping or
/// blocked), from `/proc/<pid>/stat`; zero and not runnable where that cannot be read.
fn cpu_so_far(stat_file: &str) -> (Duration, bool) {
    let text = match fs::read_to_string(stat_file) {
        Ok(text) => text,
        Err(_) => return (Duration::ZERO, false),
    };
    // The command name (field 2) is in parentheses and may hold spaces: count after the last ')'.
    let after_name = text.rsplit(')').next().unwrap_or("");
    let runnable = after_name.split_whitespace().next() == Some("R");
    // Fields 14-17 (utime, stime, cutime, cstime) are the 12th to 15th after the name.
    let ticks: u64 = after_name
        .split_whitespace()
        .skip(11)
        .take(4)
        .filter_map(|field| field.parse::<u64>().ok())
        .sum();
    // /proc reports in USER_HZ, which Linux fixes at 100 a second for user space.
    (Duration::from_millis(ticks * 10), runnable)
}

/// Whether any thread of a running process is runnable, and how many threads it has, from its
/// `/proc/<pid>/task` folder (each thread's `stat` there reads like the process's): a program
/// whose main thread waits on a worker that computes is computing. `(false, 0)` where that cannot
/// be read.
fn threads_seen(task_dir: &Path) -> (bool, usize) {
    fs::read_dir(task_dir).map_or((false, 0), |threads| {
        let (mut runnable, mut count) = (false, 0);
        for thread in threads.filter_map(Result::ok) {
            count += 1;
            runnable |= cpu_so_far(&thread.path().join("stat").to_string_lossy()).1;
        }
        (runnable, count)
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

/// Reads `pipe` (stderr) to its end on a thread, keeping its last [`STDERR_KEPT`] bytes; past
/// `limit`, if there is one, it raises `over` and stops reading, as [`drain`] does. Without a
/// limit it reads on whatever the program writes, so a flood never blocks it.
fn drain_tail<R: Read + Send + 'static>(
    mut pipe: R,
    limit: Option<usize>,
    over: Arc<AtomicBool>,
) -> thread::JoinHandle<Vec<u8>> {
    thread::spawn(move || {
        let mut tail = Vec::new();
        let mut total = 0usize;
        let mut chunk = [0u8; 1 << 16];
        loop {
            match pipe.read(&mut chunk) {
                Ok(0) | Err(_) => break,
                Ok(n) => {
                    total = total.saturating_add(n);
                    if limit.is_some_and(|limit| total > limit) {
                        over.store(true, Ordering::Relaxed);
                        break;
                    }
                    tail.extend_from_slice(&chunk[..n]);
                    if tail.len() > 2 * STDERR_KEPT {
                        tail.drain(..tail.len() - STDERR_KEPT);
                    }
                }
            }
        }
        if tail.len() > STDERR_KEPT {
            tail.drain(..tail.len() - STDERR_KEPT);
        }
        tail
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::judging::compile::tests::scratch;

    /// `source` compiled once (edition 2021, `-O`) into the tests' own cache as `name`.
    fn built(name: &str, source: &str) -> compile::Build {
        let cache = std::env::temp_dir().join("oj-sudoku-run-tests");
        let toolchain = Toolchain::local(vec!["--edition".into(), "2021".into(), "-O".into()]);
        compile::compile(&toolchain, &cache.join(name), source.as_bytes(), &cache).unwrap()
    }

    fn limits() -> Limits {
        Limits {
            time: Duration::from_secs(1),
            memory_kb: 1000,
            output_bytes: 10,
            stderr_bytes: None,
            stack_bytes: None,
            address_space_kb: None,
            data_kb: None,
            counts_waiting: false,
            one_thread: false,
        }
    }

    fn ms(n: u64) -> Duration {
        Duration::from_millis(n)
    }

    /// The idle rule, window by window: once past the limit in wall time, a window of
    /// [`IDLE_WINDOW`] in which the program was never seen runnable and used less than
    /// [`IDLE_SHARE`] of it in CPU time stops it (a twentieth: 25 ms of 500 ms is not less).
    /// Before the limit, or seen runnable once, or computing more, it goes on; an unfinished
    /// window judges nothing; each window starts afresh.
    #[test]
    fn waiting_means_past_the_limit_idle_and_never_runnable_a_whole_window() {
        // Never runnable, no CPU: waiting from the first window past the limit on.
        let mut watch = Watch::new(limits());
        assert_eq!(watch.stop(ms(500), false), None, "before the limit");
        assert_eq!(watch.stop(ms(999), false), None, "a window unfinished");
        assert_eq!(
            watch.stop(ms(1000), false),
            None,
            "at the limit, not past it"
        );
        assert_eq!(watch.stop(ms(1499), false), None, "a window unfinished");
        assert_eq!(watch.stop(ms(1500), false), Some(Stopped::WallClock));
        // Seen runnable in a window (twice, and not at its last reading): not waiting; the next
        // window, never runnable, is.
        let mut watch = Watch::new(limits());
        watch.stop(ms(1000), false);
        watch.see(ms(0), true, 0);
        watch.see(ms(0), true, 0);
        watch.see(ms(0), false, 0);
        assert_eq!(watch.stop(ms(1500), false), None, "runnable in the window");
        watch.see(ms(0), false, 0);
        assert_eq!(watch.stop(ms(2000), false), Some(Stopped::WallClock));
        // CPU used in the window, against a twentieth of it.
        for (used, waiting) in [(24, true), (25, false), (50, false), (400, false)] {
            let mut watch = Watch::new(limits());
            watch.see(ms(100), false, 0);
            watch.stop(ms(1000), false);
            watch.see(ms(100 + used), false, 0);
            let expected = if waiting {
                Some(Stopped::WallClock)
            } else {
                None
            };
            assert_eq!(watch.stop(ms(1500), false), expected, "{} ms used", used);
        }
        // A reading lower than the last (a file that could not be read) is not a drop in use.
        let mut watch = Watch::new(limits());
        watch.see(ms(300), false, 0);
        watch.stop(ms(1000), false);
        watch.see(ms(0), false, 0);
        assert_eq!(watch.stop(ms(1500), false), Some(Stopped::WallClock));
    }

    /// The other reasons to stop, each at its edge (strictly past the limit), and their order:
    /// CPU time, then wall clock, memory, output.
    #[test]
    fn a_program_is_stopped_strictly_past_each_limit_cpu_time_first() {
        let limits = limits();
        let runnable = |cpu, kb, elapsed, output| {
            let mut watch = Watch::new(limits);
            watch.see(cpu, true, kb);
            watch.stop(elapsed, output)
        };
        let guard = limits.wall_guard();
        assert_eq!(runnable(ms(1000), 1000, guard, false), None);
        assert_eq!(
            runnable(ms(1001), 1000, ms(10), false),
            Some(Stopped::CpuTime)
        );
        assert_eq!(
            runnable(ms(1000), 1000, guard + ms(1), false),
            Some(Stopped::WallClock)
        );
        assert_eq!(runnable(ms(0), 1001, ms(10), false), Some(Stopped::Memory));
        assert_eq!(runnable(ms(0), 0, ms(10), true), Some(Stopped::Output));
        assert_eq!(
            runnable(ms(1001), 1001, guard + ms(1), true),
            Some(Stopped::CpuTime)
        );
        assert_eq!(
            runnable(ms(0), 1001, guard + ms(1), true),
            Some(Stopped::WallClock)
        );
        assert_eq!(runnable(ms(0), 1001, ms(10), true), Some(Stopped::Memory));
        // The highest readings count, not the last.
        let mut watch = Watch::new(limits);
        watch.see(ms(1001), true, 1001);
        watch.see(ms(0), true, 0);
        assert_eq!((watch.cpu, watch.peak_kb), (ms(1001), 1001));
        assert_eq!(watch.stop(ms(10), false), Some(Stopped::CpuTime));
    }

    /// The pause between readings doubles from 250 µs up to 5 ms.
    #[test]
    fn the_pause_between_readings_doubles_up_to_5_ms() {
        let mut pause = Duration::from_micros(250);
        let mut pauses = Vec::new();
        for _ in 0..7 {
            pauses.push(pause.as_micros());
            pause = next_pause(pause);
        }
        assert_eq!(pauses, [250, 500, 1000, 2000, 4000, 5000, 5000]);
    }

    /// A program is runnable when any of its threads is, whichever: the main one may be waiting
    /// on a worker that computes. Its threads are counted too.
    #[test]
    fn a_program_is_runnable_when_any_of_its_threads_is() {
        let dir = scratch("task");
        let state = |tid: &str, state: &str| {
            fs::create_dir_all(dir.join(tid)).unwrap();
            let line = format!(
                "{} (x) {} 1 1 1 0 -1 0 0 0 0 0 3 1 0 0 20 0 2 0\n",
                tid, state
            );
            fs::write(dir.join(tid).join("stat"), line).unwrap();
        };
        state("7", "S");
        state("8", "D");
        assert_eq!(threads_seen(&dir), (false, 2));
        state("9", "R");
        assert_eq!(threads_seen(&dir), (true, 3));
        state("9", "S");
        state("7", "R");
        assert_eq!(threads_seen(&dir), (true, 3));
        assert_eq!(threads_seen(&dir.join("none")), (false, 0));
        let _ = fs::remove_dir_all(&dir);
    }

    /// A runner whose launcher is built once on this machine and kept (the compile cache is
    /// keyed by the launcher's text and the compiler, so it is never stale).
    fn runner() -> Runner {
        Runner::new(&std::env::temp_dir().join("oj-sudoku-run-tests")).unwrap()
    }

    /// LeetCode's answers file is kept up to the output limit; one byte past it is OLE, as for
    /// standard output.
    #[test]
    fn an_answers_file_past_the_output_limit_is_output_limit_exceeded() {
        let runner = runner();
        let channel = Channel::AnswersFile("OJ_SUDOKU_TEST_ANSWERS");
        let script = "printf 0123456789 > \"$OJ_SUDOKU_TEST_ANSWERS\"".to_string();
        for (limit, over) in [(10, false), (11, false), (9, true)] {
            let limits = Limits {
                time: Duration::from_secs(10),
                memory_kb: 1 << 20,
                output_bytes: limit,
                stderr_bytes: None,
                stack_bytes: None,
                address_space_kb: None,
                data_kb: None,
                counts_waiting: false,
                one_thread: false,
            };
            let args = ["-c".to_string(), script.clone()];
            let run = runner
                .execute(
                    Path::new("/bin/sh"),
                    &args,
                    Vec::new(),
                    limits,
                    &channel,
                    &[],
                )
                .unwrap();
            let answers = run.answers.as_deref();
            if over {
                assert_eq!(run.stopped, Some(Stopped::Output), "limit {}", limit);
                assert_eq!(answers, Some(&b"0123456789"[..limit + 1]));
            } else {
                assert_eq!(run.stopped, None, "limit {}", limit);
                assert!(run.status.is_some_and(|status| status.success()));
                assert_eq!(answers, Some(&b"0123456789"[..]));
            }
        }
    }

    /// A judge's environment variables reach the program: Luogu's `ONLINE_JUDGE=luogu`.
    #[test]
    fn the_judges_environment_reaches_the_program() {
        let luogu = crate::registry::JUDGES.iter().find(|j| j.name == "luogu");
        let environment = luogu.unwrap().environment;
        assert_eq!(environment, &[("ONLINE_JUDGE", "luogu")]);
        let limits = Limits {
            time: Duration::from_secs(5),
            memory_kb: 1 << 20,
            output_bytes: 1 << 20,
            stderr_bytes: None,
            stack_bytes: None,
            address_space_kb: None,
            data_kb: None,
            counts_waiting: false,
            one_thread: false,
        };
        let env = Path::new("/usr/bin/env");
        let run = runner()
            .run_with(env, Vec::new(), limits, &Channel::Stdout, environment)
            .unwrap();
        let printed = String::from_utf8_lossy(&run.stdout).into_owned();
        assert!(
            printed.lines().any(|l| l == "ONLINE_JUDGE=luogu"),
            "{}",
            printed
        );
    }

    /// The judge's stack is the program's main-thread stack: 16 MiB on the stack overflows a
    /// 4 MiB stack and fits in 64 MiB (AtCoder's is 1 GiB, Codeforces' 256 MB) and in an
    /// unlimited one (Kattis').
    #[test]
    fn the_judges_stack_is_the_programs_stack() {
        let source = "fn main() {
    let big = std::hint::black_box([7u8; 16 << 20]);
    println!(\"{}\", big[std::hint::black_box(12345)]);
}
";
        let build = built("sixteen_mib_on_the_stack.rs", source);
        let run_with = |mib: usize| {
            let limits = Limits {
                time: Duration::from_secs(5),
                memory_kb: 1 << 20,
                output_bytes: 1000,
                stderr_bytes: None,
                stack_bytes: Some(mib << 20),
                address_space_kb: None,
                data_kb: None,
                counts_waiting: false,
                one_thread: false,
            };
            runner().run(&build.binary, Vec::new(), limits).unwrap()
        };
        let small = run_with(4);
        assert!(
            !small.status.is_some_and(|s| s.success()),
            "4 MiB: {:?}",
            small.status
        );
        let large = run_with(64);
        assert!(
            large.status.is_some_and(|s| s.success()),
            "64 MiB: {:?}",
            large.status
        );
        assert_eq!(large.stdout, b"7\n");
        // Kattis sets no stack limit of its own: as much as this machine's hard limit allows.
        let unlimited = Limits {
            time: Duration::from_secs(5),
            memory_kb: 1 << 20,
            output_bytes: 1000,
            stderr_bytes: None,
            stack_bytes: Some(crate::registry::UNLIMITED_STACK),
            address_space_kb: None,
            data_kb: None,
            counts_waiting: false,
            one_thread: false,
        };
        let run = runner().run(&build.binary, Vec::new(), unlimited).unwrap();
        assert!(run.status.is_some_and(|s| s.success()), "{:?}", run.status);
    }

    /// The threads a program starts are counted while it runs: one that solves on a second
    /// thread for 300 ms is seen with two, one that does not with one.
    #[test]
    fn the_threads_a_program_starts_are_counted() {
        let source = "fn main() {
    let nap = || std::thread::sleep(std::time::Duration::from_millis(300));
    if std::env::args().count() > 1 {
        std::thread::spawn(nap).join().unwrap();
    } else {
        nap();
    }
}
";
        let build = built("second_thread.rs", source);
        let limits = Limits {
            time: Duration::from_secs(5),
            memory_kb: 1 << 20,
            one_thread: true,
            ..limits()
        };
        let run = |args: &[String]| {
            runner()
                .run_args(&build.binary, args, Vec::new(), limits)
                .unwrap()
        };
        assert_eq!(run(&[]).threads, 1);
        assert_eq!(run(&["thread".to_string()]).threads, 2);
    }

    /// The judge's address-space or data cap refuses memory reserved but never touched: 1 GiB of
    /// zeros (mapped, not touched) is had without a cap and refused under a 512 MiB one of
    /// either kind, the program aborting with its resident memory far under the limit.
    #[test]
    fn the_judges_address_space_cap_refuses_memory_never_touched() {
        let source = "fn main() {
    let untouched = std::hint::black_box(vec![0u8; 1 << 30]);
    println!(\"{}\", untouched[std::hint::black_box(12345)]);
}
";
        let build = built("one_gib_untouched.rs", source);
        let run_with = |address_space_kb, data_kb| {
            let limits = Limits {
                time: Duration::from_secs(5),
                memory_kb: 1 << 20,
                output_bytes: 1000,
                stderr_bytes: None,
                stack_bytes: None,
                address_space_kb,
                data_kb,
                counts_waiting: false,
                one_thread: false,
            };
            runner().run(&build.binary, Vec::new(), limits).unwrap()
        };
        let free = run_with(None, None);
        assert!(
            free.status.is_some_and(|s| s.success()),
            "{:?}",
            free.status
        );
        assert_eq!(free.stdout, b"0\n");
        // Under either cap: the address space (Kattis, DMOJ) or the data segment (DMOJ).
        for capped in [
            run_with(Some(512 << 10), None),
            run_with(None, Some(512 << 10)),
        ] {
            assert!(
                !capped.status.is_some_and(|s| s.success()),
                "{:?}",
                capped.status
            );
            let stderr = String::from_utf8_lossy(&capped.stderr);
            assert!(stderr.contains("memory allocation of"), "{}", stderr);
            assert!(capped.peak_kb < 512 << 10, "{} KB", capped.peak_kb);
        }
    }

    /// Where the judge counts waiting (DMOJ), a program that sleeps 400 ms and computes a little
    /// took over a 250 ms limit, though its CPU time is within it; where the judge counts CPU
    /// time only, it is not over.
    #[test]
    fn where_the_judge_counts_waiting_sleeping_counts() {
        let limits = |counts_waiting| Limits {
            time: Duration::from_millis(250),
            memory_kb: 1 << 20,
            output_bytes: 1000,
            stderr_bytes: None,
            stack_bytes: None,
            address_space_kb: None,
            data_kb: None,
            counts_waiting,
            one_thread: false,
        };
        let args = ["-c".to_string(), "sleep 0.4; echo ok".to_string()];
        let run = runner()
            .run_args(Path::new("/bin/sh"), &args, Vec::new(), limits(true))
            .unwrap();
        let took = run.took.unwrap();
        // Less a few ms on a busy machine: the waits for a CPU taken off (the program's and the
        // launcher's own, read around the run) can overlap the sleep (396 ms seen at load 7).
        assert!(took >= Duration::from_millis(350), "{:?}", took);
        assert!(took <= run.wall, "{:?} {:?}", took, run.wall);
        assert!(run.cpu < Duration::from_millis(250), "{:?}", run.cpu);
        assert!(run.over_time(&limits(true)));
        assert!(!run.over_time(&limits(false)));
    }

    /// A program whose main thread waits on a worker that computes half of each 100 ms, for
    /// 1.5 s of wall time under a 1 s limit, is computing, not waiting: its CPU time (at most
    /// 0.75 s) is within the limit, and it is AC however busy the machine (its worker is
    /// runnable, or computing, in every idle window), though its main thread never is.
    #[test]
    #[ignore = "long: `cargo test -- --include-ignored` runs it, as CI does"]
    fn a_program_whose_main_thread_waits_on_a_computing_worker_is_not_waiting() {
        let source = "use std::time::{Duration, Instant};
fn main() {
    let start = Instant::now();
    let worker = std::thread::spawn(move || {
        let mut x = 1u64;
        while start.elapsed() < Duration::from_millis(1500) {
            let slot = Instant::now();
            while slot.elapsed() < Duration::from_millis(50) {
                x = std::hint::black_box(x.wrapping_mul(6364136223846793005).wrapping_add(1));
            }
            std::thread::sleep(Duration::from_millis(50));
        }
        x
    });
    println!(\"done {}\", worker.join().unwrap() % 2);
}
";
        let build = built("waits_on_a_worker.rs", source);
        let limits = Limits {
            time: Duration::from_secs(1),
            memory_kb: 1 << 20,
            output_bytes: 1000,
            stderr_bytes: None,
            stack_bytes: None,
            address_space_kb: None,
            data_kb: None,
            counts_waiting: false,
            one_thread: false,
        };
        let run = runner().run(&build.binary, Vec::new(), limits).unwrap();
        let report = format!(
            "stopped {:?}, CPU {:?}, wall {:?}",
            run.stopped, run.cpu, run.wall
        );
        assert_eq!(run.stopped, None, "{}", report);
        assert!(
            run.status.is_some_and(|status| status.success()),
            "{}",
            report
        );
        assert!(run.stdout.starts_with(b"done "), "{}", report);
        assert!(run.wall >= Duration::from_millis(1500), "{}", report);
        assert!(!run.over_time(&limits), "{}", report);
    }

    /// Reaping: not yet while the child runs, once it has ended (waiting for it with `block`),
    /// and an error, not a loop, for a pid that is no child of ours (any error but `EINTR`).
    #[test]
    // The child is reaped by `reap`, the function under test.
    #[allow(clippy::zombie_processes)]
    fn a_child_is_reaped_once_it_has_ended_and_only_then() {
        let mut child = Command::new("sleep").arg("30").spawn().unwrap();
        let pid = child.id() as i32;
        let running = reap(pid, false);
        child.kill().unwrap();
        assert_eq!(running, Ok(false));
        assert_eq!(reap(pid, true), Ok(true));
        let error = reap(pid, false).unwrap_err();
        assert!(
            error.starts_with("cannot wait for the program: "),
            "{}",
            error
        );
    }

    /// Where a judge states no output limit, 64 MiB (the most the runner holds of an output).
    #[test]
    fn the_default_output_limit_is_64_mib() {
        assert_eq!(DEFAULT_OUTPUT_LIMIT, 64 * 1024 * 1024);
    }

    #[test]
    fn cpu_time_is_read_after_the_command_name_even_with_spaces_and_parentheses() {
        let dir = std::env::temp_dir().join(format!("oj-sudoku-stat-{}", std::process::id()));
        fs::create_dir_all(&dir).unwrap();
        let stat = dir.join("stat");
        // pid (comm) state ppid pgrp session tty tpgid flags minflt cminflt majflt cmajflt
        // utime stime cutime cstime ...
        fs::write(
            &stat,
            "42 (a b) c)) R 1 1 1 0 -1 0 0 0 0 0 30 12 5 3 20 0 1 0\n",
        )
        .unwrap();
        assert_eq!(
            cpu_so_far(stat.to_str().unwrap()),
            (Duration::from_millis(500), true)
        );
        fs::write(
            &stat,
            "42 (a b) c)) S 1 1 1 0 -1 0 0 0 0 0 30 12 5 3 20 0 1 0\n",
        )
        .unwrap();
        assert_eq!(
            cpu_so_far(stat.to_str().unwrap()),
            (Duration::from_millis(500), false)
        );
        assert_eq!(cpu_so_far("/nonexistent/stat"), (Duration::ZERO, false));
        let _ = fs::remove_dir_all(&dir);
    }

    /// The limits' edges: the wall guard is ten times the limit and five seconds; a run is over
    /// a limit when it was stopped for it or used strictly more than it allows.
    #[test]
    fn over_a_limit_means_stopped_for_it_or_strictly_more_than_it_allows() {
        let limits = Limits {
            time: Duration::from_millis(250),
            memory_kb: 1000,
            output_bytes: 10,
            stderr_bytes: None,
            stack_bytes: None,
            address_space_kb: None,
            data_kb: None,
            counts_waiting: false,
            one_thread: false,
        };
        assert_eq!(limits.wall_guard(), Duration::from_millis(7500));
        let run = |stopped, cpu: Duration, peak_kb| Run {
            status: None,
            stopped,
            stdout: Vec::new(),
            stderr: Vec::new(),
            answers: None,
            cpu,
            wall: Duration::ZERO,
            took: None,
            peak_kb,
            threads: 1,
        };
        let at = |stopped| run(stopped, limits.time, limits.memory_kb);
        assert!(!at(None).over_time(&limits) && !at(None).over_memory(&limits));
        assert!(at(Some(Stopped::CpuTime)).over_time(&limits));
        assert!(at(Some(Stopped::WallClock)).over_time(&limits));
        assert!(at(Some(Stopped::Memory)).over_memory(&limits));
        let output = at(Some(Stopped::Output));
        assert!(!output.over_time(&limits) && !output.over_memory(&limits));
        let tick = Duration::from_micros(1);
        assert!(run(None, limits.time + tick, 0).over_time(&limits));
        assert!(!run(None, limits.time - tick, 0).over_time(&limits));
        assert!(run(None, Duration::ZERO, limits.memory_kb + 1).over_memory(&limits));
        assert!(!run(None, Duration::ZERO, limits.memory_kb - 1).over_memory(&limits));
        assert!(!run(Some(Stopped::Memory), Duration::ZERO, 0).over_time(&limits));
        assert!(!run(Some(Stopped::CpuTime), Duration::ZERO, 0).over_memory(&limits));
    }

    /// The launcher's report, line by line: its pid, its end (wait status, CPU µs, peak KB) and
    /// why it could not start the program; a line it cannot read is skipped.
    #[test]
    fn the_launchers_report_is_read_line_by_line() {
        let dir = scratch("report");
        let path = dir.join("report");
        fs::write(&path, "pid 42\ntook 1700\nend 256 1500 2048\n").unwrap();
        let report = read_report(&path);
        assert_eq!(report.pid, Some(42));
        assert_eq!(report.took, Some(Duration::from_micros(1700)));
        let (status, cpu, kb) = report.end.unwrap();
        assert_eq!(
            (status.into_raw(), cpu, kb),
            (256, Duration::from_micros(1500), 2048)
        );
        assert_eq!(report.error, None);
        fs::write(&path, "pid 7\nerror No such file (os error 2)\nend x 1 2\n").unwrap();
        let report = read_report(&path);
        assert_eq!(report.pid, Some(7));
        assert!(report.end.is_none());
        assert_eq!(report.error.as_deref(), Some("No such file (os error 2)"));
        let report = read_report(&dir.join("none"));
        assert!(report.pid.is_none() && report.end.is_none() && report.error.is_none());
        let _ = fs::remove_dir_all(&dir);
    }

    /// Reading past a limit keeps one byte more than it, so that going over shows; a pipe's
    /// reader keeps everything up to its limit and raises the flag past it.
    #[test]
    fn outputs_are_kept_up_to_their_limit_and_going_over_shows() {
        let dir = scratch("at-most");
        let path = dir.join("answers");
        fs::write(&path, b"0123456789").unwrap();
        assert_eq!(read_at_most(&path, 4), Some(b"01234".to_vec()));
        assert_eq!(read_at_most(&path, 10), Some(b"0123456789".to_vec()));
        assert_eq!(read_at_most(&dir.join("none"), 10), None);
        let _ = fs::remove_dir_all(&dir);
        let bytes: Vec<u8> = (0..200_000u32).map(|i| i as u8).collect();
        for (limit, over) in [(200_000, false), (300_000, false), (199_999, true)] {
            let flag = Arc::new(AtomicBool::new(false));
            let kept = drain(
                std::io::Cursor::new(bytes.clone()),
                limit,
                Arc::clone(&flag),
            );
            let kept = kept.join().unwrap();
            assert_eq!(flag.load(Ordering::Relaxed), over, "limit {}", limit);
            if !over {
                assert!(kept == bytes, "limit {}: kept {} bytes", limit, kept.len());
            }
        }
    }

    /// stderr is read to its end whatever its size, keeping its last [`STDERR_KEPT`] bytes, and
    /// raises the flag only past a limit the judge has.
    #[test]
    fn stderr_keeps_its_tail_and_is_over_only_past_the_judges_limit() {
        let bytes: Vec<u8> = (0..1_000_000u32).map(|i| (i % 251) as u8).collect();
        for (limit, over) in [
            (None, false),
            (Some(1_000_000), false),
            (Some(999_999), true),
        ] {
            let flag = Arc::new(AtomicBool::new(false));
            let kept = drain_tail(
                std::io::Cursor::new(bytes.clone()),
                limit,
                Arc::clone(&flag),
            );
            let kept = kept.join().unwrap();
            assert_eq!(flag.load(Ordering::Relaxed), over, "limit {:?}", limit);
            if !over {
                assert!(
                    kept[..] == bytes[bytes.len() - STDERR_KEPT..],
                    "limit {:?}",
                    limit
                );
            }
        }
    }

    /// A flood of stderr (10 MB, past an output limit of 1000 bytes) is no verdict: the program
    /// ends normally with its stdout kept; where the judge limits stderr (DMOJ), it is OLE.
    #[test]
    fn a_flood_of_stderr_is_not_output_limit_exceeded_unless_the_judge_limits_it() {
        let script = "head -c 10000000 /dev/zero >&2; echo ok".to_string();
        let run_with = |stderr_bytes| {
            let limits = Limits {
                time: Duration::from_secs(10),
                memory_kb: 1 << 20,
                output_bytes: 1000,
                stderr_bytes,
                stack_bytes: None,
                address_space_kb: None,
                data_kb: None,
                counts_waiting: false,
                one_thread: false,
            };
            let args = ["-c".to_string(), script.clone()];
            runner()
                .run_args(Path::new("/bin/sh"), &args, Vec::new(), limits)
                .unwrap()
        };
        let free = run_with(None);
        assert_eq!(free.stopped, None);
        assert!(free.status.is_some_and(|status| status.success()));
        assert_eq!(free.stdout, b"ok\n");
        assert_eq!(free.stderr.len(), STDERR_KEPT);
        let limited = run_with(Some(1 << 20));
        assert_eq!(limited.stopped, Some(Stopped::Output));
    }

    #[test]
    fn the_peak_memory_is_read_from_vmhwm() {
        let dir = scratch("status");
        let status = dir.join("status");
        fs::write(
            &status,
            "Name:\tx\nVmPeak:\t  9999 kB\nVmHWM:\t    1234 kB\nVmRSS:\t 1000 kB\n",
        )
        .unwrap();
        assert_eq!(resident_peak_kb(status.to_str().unwrap()), 1234);
        assert_eq!(resident_peak_kb("/nonexistent/status"), 0);
        let _ = fs::remove_dir_all(&dir);
    }
}
