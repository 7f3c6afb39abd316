//! `stress --hunt`: a search for slow inputs within the statement's promise. Where `stress`
//! asks "is it ever wrong?", the hunt asks "where would it time out?".
//!
//! It is simulated annealing on the CPU time of the file under test, judged through the one case
//! path ([`Session::judge`], CPU time from the kernel). An input holds one puzzle, or as many
//! copies of it as the statement allows where it bounds them (SPOJ SUDOKU's ten: a program pays
//! for each, so the worst input is the worst puzzle that many times):
//!
//! 1. **Seeds** ([`seeds`]): inputs of several shapes (the samples, random puzzles of the
//!    promised kind, structured layouts where any grid with enough givens is allowed, minimal
//!    puzzles where one solution is promised), each timed once.
//! 2. **Chains**, `--jobs` of them at once: each starts from an input, proposes a move that keeps
//!    the promise ([`space`]: a given removed, added or moved, a digit changed, a unique puzzle
//!    reshaped into another minimal one, a symmetry), times it and moves there by the Metropolis
//!    rule on ln CPU time at a temperature that falls over the chain ([`anneal`]). Where the
//!    question is a count with no bound promised (SPOJ SUDOGOB), an input is kept only if it
//!    has at most [`space::COUNT_CAP`] solutions: a judge has an answer for every case it
//!    sends, so an input no one could count is no worst case.
//! 3. **Restarts**: the budget is spread over [`ROUNDS`] chains per job. The first quarter start
//!    from the slowest seed of each shape in turn (the slowest shapes first), later ones mostly
//!    from the slowest inputs found so far (half of them kicked first by a move or two, untimed),
//!    sometimes from a seed again. The slowest inputs are kept one per pattern of givens, so
//!    restarts and the report are not one input's relabellings.
//! 4. **Readings**: an input that looks like the slowest yet, or past the limit, is timed twice
//!    more and ranked by the median of its readings. Once the chains stop, the slowest few are
//!    timed three times again (twice if both are past the limit), alone, and reported by
//!    those: beside the hunt's own jobs a file's CPU time runs high.
//!
//! It stops at the budget (`--count` inputs, `--seconds` of wall time or `--cpu-seconds` of
//! the readings' CPU time) or once an input is past the time
//! limit by its median (a TLE: the answer to "where would it time out?"), reports the slowest
//! few with their CPU time and givens, and writes each to a file named after the attempt that no
//! earlier find ever shares, for `check --cases`.

pub mod anneal;
mod plain;
pub mod seeds;
pub mod space;

use crate::judging::session::{Expected, Session};
use crate::judging::verdict::Verdict;
use crate::report::progress::Progress;
use crate::stress::cases::input_of;
use anneal::{cost, uniform, Elite, Entry, Schedule};
use oj_sudoku_testkit::rng::Rng;
use seeds::Seed;
use space::{Point, Space};
use std::fs;
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::{Barrier, Mutex};
use std::thread;
use std::time::{Duration, Instant};

/// When a hunt stops.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Budget {
    /// After this many inputs have been timed (their re-readings not counted).
    Inputs(usize),
    /// After this long (wall time).
    Time(Duration),
    /// Once the CPU time of every reading (re-readings included) adds up to this: the same
    /// work whatever the machine's load ("10 minutes on two cores" is 1,200 s of CPU).
    Cpu(Duration),
}

impl Budget {
    /// Whether a hunt that has timed `timed` inputs in `elapsed` (wall time), its readings
    /// taking `cpu`, has spent the budget.
    pub fn spent(self, timed: usize, elapsed: Duration, cpu: Duration) -> bool {
        match self {
            Budget::Inputs(n) => timed >= n,
            Budget::Time(limit) => elapsed >= limit,
            Budget::Cpu(limit) => cpu >= limit,
        }
    }

    /// The budget in the progress line's units, and the unit.
    fn total(self) -> (usize, &'static str) {
        match self {
            Budget::Inputs(n) => (n, "inputs"),
            Budget::Time(limit) => (limit.as_secs() as usize, "s"),
            Budget::Cpu(limit) => (limit.as_secs() as usize, "s CPU"),
        }
    }

    /// How much of the budget is spent, in the progress line's units.
    fn done(self, timed: usize, elapsed: Duration, cpu: Duration) -> usize {
        match self {
            Budget::Inputs(_) => timed,
            Budget::Time(_) => elapsed.as_secs() as usize,
            Budget::Cpu(_) => cpu.as_secs() as usize,
        }
    }
}

pub struct Options {
    pub seed: u64,
    pub budget: Budget,
    /// Where the slowest inputs are written.
    pub out_dir: PathBuf,
    /// The attempt's name (its file stem), in the names of the files written.
    pub name: String,
    /// The file hunted, as `check` takes it again.
    pub source: PathBuf,
    /// How many chains run at once.
    pub jobs: usize,
}

/// How every chain accepts a candidate: the Metropolis rule, cold (see bench/README.md for the
/// schedules measured).
pub const SCHEDULE: Schedule = Schedule::Metropolis {
    hot: 0.1,
    cold: 0.01,
};

/// Chains per job over the budget.
pub const ROUNDS: usize = 8;

/// How many of the slowest inputs are kept, and how many reported.
const KEPT: usize = 16;
pub const REPORTED: usize = 5;

/// Readings of an input before it is ranked as the slowest or reported.
const READINGS: usize = 3;

/// One timing of an input.
#[derive(Clone, Debug)]
pub struct Reading {
    /// CPU time; past the limit, at least the limit and a millisecond.
    pub cpu: Duration,
    /// How the run ended, if not normally or by the time limit (RE, MLE, …).
    pub note: Option<String>,
}

/// How a search runs.
pub struct Plan {
    pub budget: Budget,
    pub jobs: usize,
    pub seed: u64,
    pub schedule: Schedule,
    pub rounds: usize,
    /// The time limit: an input past it by its median ends the hunt.
    pub limit: Duration,
}

/// What a search found.
pub struct Found<P = Point> {
    /// The slowest inputs, slowest first, each with its readings.
    pub slowest: Vec<Entry<P>>,
    /// Inputs timed (re-readings not counted).
    pub timed: usize,
    pub chains: usize,
    pub seeds: usize,
    pub elapsed: Duration,
    /// The CPU time of every reading: the work done, whatever the machine's load.
    pub cpu: Duration,
}

/// Runs the hunt on `attempt`; returns 1 if an input past the time limit was found, else 0.
pub fn hunt(attempt: &Session, options: &Options) -> i32 {
    let problem = attempt.problem;
    if !problem.question.on_grids() {
        return plain::hunt_cases(attempt, options);
    }
    let limits = attempt.setup.limits;
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let space = Space::of(problem);
    let seeds = seeds::starting_points(root, problem, &space, options.seed);
    let time = |puzzle: &[u8]| read(attempt, puzzle);
    let plan = Plan {
        budget: options.budget,
        jobs: options.jobs.max(1),
        seed: options.seed,
        schedule: SCHEDULE,
        rounds: ROUNDS,
        limit: limits.time,
    };
    let (total, unit) = options.budget.total();
    let what = format!("hunt {}", problem.id);
    let mut progress = Progress::new(what.clone(), total, unit).without_rate();
    let found = search(&space, &seeds, &time, &plan, &mut |status: &Status| {
        let done = options
            .budget
            .done(status.timed, status.elapsed, status.cpu);
        for event in &status.events {
            progress.clear();
            eprintln!("{}: {}", what, event);
        }
        let rate = status.timed as f64 / status.elapsed.as_secs_f64().max(1e-9);
        // A CPU budget already shows the CPU spent as its progress.
        let cpu = match options.budget {
            Budget::Cpu(_) => String::new(),
            _ => format!("{:.0} s CPU, ", status.cpu.as_secs_f64()),
        };
        let note = format!(
            "{} inputs, {:.1} inputs/s, {}the slowest {}",
            status.timed,
            rate,
            cpu,
            status
                .best
                .map(|b| format!("{:.1} ms", b.as_secs_f64() * 1e3))
                .unwrap_or_else(|| "not yet timed".to_string())
        );
        progress.update_with(done, &note);
    });
    progress.clear();
    let how = format!(
        "{} starting inputs, {} annealing chains, {} jobs at once",
        found.seeds, found.chains, plan.jobs
    );
    let show = |point: &Point| (hunted_input(problem, &point.puzzle), point.givens());
    report(problem.id, options, limits.time, &found, &how, show)
}

/// The input the hunt times and writes for `puzzle`: as many copies of it as the statement
/// allows ([`crate::registry::CasesPerInput::hunted`]).
fn hunted_input(problem: &crate::registry::Problem, puzzle: &[u8]) -> String {
    input_of(problem, &vec![puzzle; problem.cases_per_input.hunted()])
}

/// One reading of `puzzle` by `attempt` (CPU time from the kernel), in the input
/// [`hunted_input`] makes of it; past the time limit, at least the limit and a millisecond.
fn read(attempt: &Session, puzzle: &[u8]) -> Reading {
    let limits = attempt.setup.limits;
    let outcome = attempt.judge(&hunted_input(attempt.problem, puzzle), Expected::Nothing);
    let note = match &outcome.verdict {
        Verdict::Accepted | Verdict::TimeLimitExceeded => None,
        verdict => Some(verdict.code().to_string()),
    };
    let cpu = match &outcome.run {
        Some(run) if run.over_time(&limits) => run.cpu.max(limits.time + Duration::from_millis(1)),
        Some(run) => run.cpu,
        None => Duration::ZERO,
    };
    Reading { cpu, note }
}

/// What the search shows while it runs.
pub struct Status {
    pub timed: usize,
    pub elapsed: Duration,
    /// The CPU time of every reading so far.
    pub cpu: Duration,
    /// The slowest input's median time so far.
    pub best: Option<Duration>,
    /// What happened since the last status: a new slowest input.
    pub events: Vec<String>,
}

/// What the jobs share.
struct State {
    elite: Elite<Point>,
    /// The slowest seed of each shape: its name, input and reading.
    shapes: Vec<(&'static str, Point, Duration)>,
    next_seed: usize,
    timed: usize,
    chains: usize,
    /// An input past the limit has been confirmed.
    over: bool,
    events: Vec<String>,
}

struct Shared<'a, T> {
    state: Mutex<State>,
    plan: &'a Plan,
    time: &'a T,
    started: Instant,
    /// CPU time of every reading, in microseconds.
    cpu: AtomicU64,
}

/// Runs the search `plan` over `space` from `seeds`, timing inputs with `time`; `watch` sees the
/// status about ten times a second. Deterministic for one job and a budget of inputs when
/// `time` is.
pub fn search<T: Fn(&[u8]) -> Reading + Sync>(
    space: &Space,
    seeds: &[Seed],
    time: &T,
    plan: &Plan,
    watch: &mut dyn FnMut(&Status),
) -> Found {
    let shared = Shared {
        state: Mutex::new(State {
            elite: Elite::new(KEPT, space.kin()),
            shapes: Vec::new(),
            next_seed: 0,
            timed: 0,
            chains: 0,
            over: false,
            events: Vec::new(),
        }),
        plan,
        time,
        started: Instant::now(),
        cpu: AtomicU64::new(0),
    };
    let jobs = plan.jobs.max(1);
    let barrier = Barrier::new(jobs);
    let finished = AtomicUsize::new(0);
    thread::scope(|scope| {
        for job in 0..jobs {
            let (shared, barrier, finished) = (&shared, &barrier, &finished);
            scope.spawn(move || {
                let mut rng = Rng::new(
                    plan.seed ^ 0x5eed_4a17 ^ (job as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15),
                );
                shared.time_seeds(seeds);
                barrier.wait();
                while !shared.spent() {
                    if !shared.chain(space, seeds, &mut rng) {
                        break;
                    }
                }
                finished.fetch_add(1, Ordering::SeqCst);
            });
        }
        loop {
            let done = finished.load(Ordering::SeqCst) == jobs;
            let status = {
                let mut state = shared.state.lock().unwrap();
                Status {
                    timed: state.timed,
                    elapsed: shared.started.elapsed(),
                    cpu: shared.cpu_spent(),
                    best: state.elite.best(),
                    events: std::mem::take(&mut state.events),
                }
            };
            watch(&status);
            if done {
                break;
            }
            thread::sleep(Duration::from_millis(100));
        }
    });
    let elite = &mut std::mem::replace(
        &mut shared.state.lock().unwrap().elite,
        Elite::new(0, space.kin()),
    );
    let slowest = reported(
        std::mem::take(&mut elite.entries),
        plan.limit,
        |point: &Point| shared.read(&point.puzzle).cpu,
    );
    let cpu = shared.cpu_spent();
    let state = shared.state.into_inner().unwrap();
    Found {
        slowest,
        timed: state.timed,
        chains: state.chains,
        seeds: seeds.len(),
        elapsed: shared.started.elapsed(),
        cpu,
    }
}

/// The [`REPORTED`] slowest of `entries` (slowest first), each timed [`READINGS`] times again
/// by `read` once the chains have stopped, and ranked again by the medians of those readings.
/// Beside the hunt's own jobs a file's CPU time runs high (about a quarter, two jobs on two
/// cores: bench/README.md), and a report should say what it takes alone, as `bench --worst`
/// times it. Two readings past `limit` settle the median past it: the third is not taken.
fn reported<P>(
    mut entries: Vec<Entry<P>>,
    limit: Duration,
    mut read: impl FnMut(&P) -> Duration,
) -> Vec<Entry<P>> {
    entries.sort_by_key(|e| std::cmp::Reverse(e.cpu()));
    entries.truncate(REPORTED);
    for entry in &mut entries {
        entry.readings.clear();
        while entry.readings.len() < READINGS {
            entry.readings.push(read(&entry.point));
            if entry.readings.len() == 2 && entry.readings.iter().all(|&r| r > limit) {
                break;
            }
        }
    }
    entries.sort_by_key(|e| std::cmp::Reverse(e.cpu()));
    entries
}

impl<'a, T: Fn(&[u8]) -> Reading + Sync> Shared<'a, T> {
    /// One reading of `puzzle`, its CPU time added to the total.
    fn read(&self, puzzle: &[u8]) -> Reading {
        let reading = (self.time)(puzzle);
        self.cpu
            .fetch_add(reading.cpu.as_micros() as u64, Ordering::Relaxed);
        reading
    }

    /// The CPU time of every reading so far.
    fn cpu_spent(&self) -> Duration {
        Duration::from_micros(self.cpu.load(Ordering::Relaxed))
    }

    /// Whether the hunt is over: the budget spent, or an input past the limit confirmed.
    fn spent(&self) -> bool {
        let state = self.state.lock().unwrap();
        state.over
            || (self.plan.budget).spent(state.timed, self.started.elapsed(), self.cpu_spent())
    }

    /// Takes one input of the budget; `false` when it is spent.
    fn reserve(&self) -> bool {
        let mut state = self.state.lock().unwrap();
        let spent = state.over
            || (self.plan.budget).spent(state.timed, self.started.elapsed(), self.cpu_spent());
        if !spent {
            state.timed += 1;
        }
        !spent
    }

    /// Times the seeds not yet taken by another job.
    fn time_seeds(&self, seeds: &[Seed]) {
        loop {
            let next = {
                let mut state = self.state.lock().unwrap();
                state.next_seed += 1;
                state.next_seed - 1
            };
            let seed = match seeds.get(next) {
                Some(seed) => seed,
                None => return,
            };
            if !self.reserve() {
                return;
            }
            let reading = self.read(&seed.point.puzzle);
            {
                let mut state = self.state.lock().unwrap();
                match state.shapes.iter_mut().find(|s| s.0 == seed.shape) {
                    Some(shape) if shape.2 >= reading.cpu => {}
                    Some(shape) => *shape = (seed.shape, seed.point.clone(), reading.cpu),
                    None => state
                        .shapes
                        .push((seed.shape, seed.point.clone(), reading.cpu)),
                }
            }
            self.consider(&seed.point, reading, &format!("a {} seed", seed.shape));
        }
    }

    /// Enters a timed input among the slowest if it is one; re-times it first if it looks like
    /// the slowest yet or past the limit.
    fn consider(&self, point: &Point, reading: Reading, origin: &str) {
        let (record, enters) = {
            let state = self.state.lock().unwrap();
            let record = state.elite.best().is_none_or(|best| reading.cpu > best)
                || reading.cpu > self.plan.limit;
            (record, state.elite.would_enter(reading.cpu))
        };
        if !record && !enters {
            return;
        }
        let mut readings = vec![reading.cpu];
        if record {
            while readings.len() < READINGS {
                readings.push(self.read(&point.puzzle).cpu);
            }
        }
        let entry = Entry {
            point: point.clone(),
            readings,
            note: reading.note,
            found_after: self.started.elapsed(),
            found_cpu: self.cpu_spent(),
        };
        let cpu = entry.cpu();
        let mut state = self.state.lock().unwrap();
        let before = state.elite.best();
        state.elite.insert(entry);
        if record && before.is_none_or(|b| cpu > b) {
            let over = cpu > self.plan.limit;
            state.over |= over;
            let event = format!(
                "after {:.1} s CPU ({:.1} s of wall time) and {} inputs, the slowest is {:.1} ms CPU{} ({} givens; {})",
                self.cpu_spent().as_secs_f64(),
                self.started.elapsed().as_secs_f64(),
                state.timed,
                cpu.as_secs_f64() * 1e3,
                if over { ", past the limit" } else { "" },
                point.givens(),
                origin
            );
            state.events.push(event);
        }
    }

    /// How many chains start from the shapes' slowest seeds, one shape each: a quarter.
    fn explore(&self) -> usize {
        self.plan.rounds * self.plan.jobs / 4
    }

    /// Where chain number `chain` starts, the cost there, and what it is (a shape's slowest
    /// seed, or the slowest input found so far of some rank).
    fn start(&self, chain: usize, seeds: &[Seed], rng: &mut Rng) -> Option<(Point, f64, String)> {
        let state = self.state.lock().unwrap();
        let mut shapes = state.shapes.clone();
        shapes.sort_by_key(|s| std::cmp::Reverse(s.2));
        let explore = shapes.len().min(self.explore());
        let shape = |(name, point, cpu): &(&str, Point, Duration)| {
            (
                point.clone(),
                cost(*cpu),
                format!("the slowest {} seed", name),
            )
        };
        if chain < explore {
            return Some(shape(&shapes[chain]));
        }
        if uniform(rng) < 0.75 {
            if let Some(entry) = state.elite.pick(rng) {
                let rank = state
                    .elite
                    .entries
                    .iter()
                    .position(|e| e.point == entry.point)
                    .unwrap_or(0);
                let origin = match rank {
                    0 => "the slowest input".to_string(),
                    _ => format!("the slowest input but {}", rank),
                };
                return Some((entry.point.clone(), cost(entry.cpu()), origin));
            }
        }
        if !shapes.is_empty() {
            return Some(shape(&shapes[rng.below(shapes.len())]));
        }
        let seed = seeds.get(rng.below(seeds.len().max(1)))?;
        Some((
            seed.point.clone(),
            cost(Duration::ZERO),
            format!("a {} seed", seed.shape),
        ))
    }

    /// One chain, from its start to its share of the budget; `false` if it could not start.
    fn chain(&self, space: &Space, seeds: &[Seed], rng: &mut Rng) -> bool {
        let number = {
            let mut state = self.state.lock().unwrap();
            state.chains += 1;
            state.chains - 1
        };
        let (mut current, mut here, origin) = match self.start(number, seeds, rng) {
            Some(start) => start,
            None => return false,
        };
        let mut origin = format!("chain {} from {}", number + 1, origin);
        // Half the restarts from a found input are kicked first: a move or two, untimed, so
        // that the chain does not climb the same hill again.
        if number >= self.explore() && uniform(rng) < 0.5 {
            for _ in 0..1 + rng.below(2) {
                if let Some(next) = space.step(&current, rng) {
                    current = next;
                }
            }
            if !self.reserve() {
                return true;
            }
            let reading = self.read(&current.puzzle);
            here = cost(reading.cpu);
            origin.push_str(", kicked");
            self.consider(&current, reading, &origin);
        }
        let plan = self.plan;
        let chain_start = Instant::now();
        // A chain's share: of the wall time, a round's (the jobs run side by side); of the
        // CPU time, a round's of one job; of the inputs, a round's of one job.
        let (length, inputs) = match plan.budget {
            Budget::Time(limit) => {
                let left = limit.saturating_sub(self.started.elapsed());
                ((limit / plan.rounds as u32).min(left), 0)
            }
            Budget::Cpu(limit) => {
                let left = limit.saturating_sub(self.cpu_spent());
                ((limit / (plan.rounds * plan.jobs) as u32).min(left), 0)
            }
            Budget::Inputs(n) => (Duration::ZERO, (n / (plan.rounds * plan.jobs)).max(8)),
        };
        let (mut done, mut stuck) = (0usize, 0usize);
        // The CPU time of this chain's readings.
        let mut spent = Duration::ZERO;
        let mut record = here;
        loop {
            let fraction = match plan.budget {
                Budget::Time(_) => chain_start.elapsed().as_secs_f64() / length.as_secs_f64(),
                Budget::Cpu(_) => spent.as_secs_f64() / length.as_secs_f64().max(1e-9),
                Budget::Inputs(_) => done as f64 / inputs as f64,
            };
            if fraction >= 1.0 {
                return true;
            }

            let child = match space.step(&current, rng) {
                Some(child) => child,
                None => {
                    stuck += 1;
                    if stuck >= 8 {
                        return true;
                    }
                    continue;
                }
            };
            if !self.reserve() {
                return true;
            }
            done += 1;
            let reading = self.read(&child.puzzle);
            spent += reading.cpu;
            let there = cost(reading.cpu);
            self.consider(&child, reading, &origin);
            if plan.schedule.accepts(here, record, there, fraction, rng) {
                current = child;
                here = there;
                record = record.max(here);
            }
        }
    }
}

/// Prints what a hunt found (`how`: its seeds and chains) and writes the slowest inputs, each
/// as `show` gives it (its input and givens); the exit status: 1 if the slowest is past the
/// time limit.
fn report<P>(
    id: &str,
    options: &Options,
    limit: Duration,
    found: &Found<P>,
    how: &str,
    show: impl Fn(&P) -> (String, usize),
) -> i32 {
    let best = match found.slowest.first() {
        Some(best) => best,
        None => {
            say!("hunt {}: no input was timed", id);
            return 0;
        }
    };
    let ms = |d: Duration| d.as_secs_f64() * 1e3;
    let over = best.cpu() > limit;
    say!(
        "hunt {}: {} inputs timed in {:.1} s ({:.1} inputs/s, {:.1} s CPU; seed {}, {}); the slowest: {:.1} ms CPU ({:.0}% of the {} ms limit{}), {} givens, found after {:.1} s CPU ({:.1} s of wall time){}",
        id,
        found.timed,
        found.elapsed.as_secs_f64(),
        found.timed as f64 / found.elapsed.as_secs_f64().max(1e-9),
        found.cpu.as_secs_f64(),
        options.seed,
        how,
        ms(best.cpu()),
        ms(best.cpu()) * 100.0 / ms(limit),
        limit.as_millis(),
        if over { ": TLE" } else { "" },
        show(&best.point).1,
        best.found_cpu.as_secs_f64(),
        best.found_after.as_secs_f64(),
        best.note
            .as_ref()
            .map(|n| format!(" (the run ended {})", n))
            .unwrap_or_default()
    );
    say!("{}", show(&best.point).0);
    say!(
        "the {} slowest (CPU time alone, median of {} readings after the search):",
        found.slowest.len(),
        READINGS
    );
    let mut first = None;
    for (rank, entry) in found.slowest.iter().enumerate() {
        let stem = format!(
            "hunt-{}-{}-seed{}",
            id,
            file_part(&options.name),
            options.seed
        );
        let (input, givens) = show(&entry.point);
        let written = fresh_file(&options.out_dir, &stem, rank + 1, &input);
        let place = match &written {
            Ok(path) => path.display().to_string(),
            Err(e) => format!("not written: {}", e),
        };
        if first.is_none() {
            first = written.ok();
        }
        say!(
            "  {:>9.1} ms  {:>3} givens  found after {:>6.1} s CPU ({:.1} s of wall time)  {}",
            ms(entry.cpu()),
            givens,
            entry.found_cpu.as_secs_f64(),
            entry.found_after.as_secs_f64(),
            place
        );
    }
    if let Some(path) = first {
        say!(
            "written to {}; run one again with: cargo run --release -- check {} {} --cases {}",
            options.out_dir.display(),
            id,
            std::path::absolute(&options.source)
                .unwrap_or_else(|_| options.source.clone())
                .display(),
            path.display()
        );
    }
    i32::from(over)
}

/// `name` with anything but letters, digits, `_` and `-` replaced, for a file name.
fn file_part(name: &str) -> String {
    let part: String = name
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || c == '_' || c == '-' {
                c
            } else {
                '_'
            }
        })
        .collect();
    if part.is_empty() {
        "attempt".to_string()
    } else {
        part
    }
}

/// Writes `text` to `<dir>/<stem>-<rank>.in`, or, if that exists, to the first of
/// `<stem>-run2-<rank>.in`, `<stem>-run3-<rank>.in`, … that does not: never over an earlier
/// find. Created with `create_new`, so two hunts at once cannot take the same name either. An
/// input `dir` already holds (a kept input the hunt started from) is not written again: its
/// path is returned.
pub fn fresh_file(dir: &Path, stem: &str, rank: usize, text: &str) -> io::Result<PathBuf> {
    fs::create_dir_all(dir)?;
    for entry in fs::read_dir(dir)?.filter_map(Result::ok) {
        let path = entry.path();
        if path.extension().is_some_and(|e| e == "in") && fs::read(&path)? == text.as_bytes() {
            return Ok(path);
        }
    }
    for run in 1.. {
        let name = if run == 1 {
            format!("{}-{}.in", stem, rank)
        } else {
            format!("{}-run{}-{}.in", stem, run, rank)
        };
        let path = dir.join(name);
        match fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(&path)
        {
            Ok(mut file) => {
                file.write_all(text.as_bytes())?;
                return Ok(path);
            }
            Err(e) if e.kind() == io::ErrorKind::AlreadyExists => continue,
            Err(e) => return Err(e),
        }
    }
    unreachable!("some run number is free")
}

#[cfg(test)]
mod tests {
    use super::space::Rule;
    use super::*;
    use oj_sudoku_testkit::generate;
    use oj_sudoku_testkit::oracle;

    /// A stand-in for a solution's CPU time, deterministic: slow where the givens crowd the
    /// top band and the rest is empty (1 ms plus 1 ms a given in the top band, squared).
    fn fake_time(puzzle: &[u8]) -> Reading {
        let top = puzzle[..27].iter().filter(|&&d| d != 0).count() as u64;
        Reading {
            cpu: Duration::from_micros(1000 + 1000 * top * top),
            note: None,
        }
    }

    fn seeds(space: &Space, count: usize) -> Vec<Seed> {
        let mut rng = Rng::new(4);
        (0..count)
            .map(|_| {
                let (puzzle, solution) = generate::unique_puzzle(&mut rng, 3, 30, oracle::count);
                Seed {
                    shape: "random",
                    point: space.admit(puzzle, Some(&solution)).unwrap(),
                }
            })
            .collect()
    }

    fn plan(inputs: usize, schedule: Schedule) -> Plan {
        Plan {
            budget: Budget::Inputs(inputs),
            jobs: 1,
            seed: 7,
            schedule,
            rounds: 4,
            limit: Duration::from_secs(2),
        }
    }

    /// The annealer climbs a deterministic cost, keeps the promise (by the oracle), counts its
    /// inputs exactly, and reports distinct inputs slowest first with three readings each;
    /// with one job and a budget of inputs it is the same run twice.
    #[test]
    fn the_search_climbs_within_the_promise_and_is_deterministic() {
        let space = Space::new(9, 0, Rule::Unique);
        let seeds = seeds(&space, 3);
        let start = seeds.iter().map(|s| fake_time(&s.point.puzzle).cpu).max();
        let run = || {
            search(
                &space,
                &seeds,
                &fake_time,
                &plan(400, SCHEDULE),
                &mut |_| {},
            )
        };
        let found = run();
        assert_eq!(found.timed, 400);
        assert!(found.chains >= 4);
        assert!(found.slowest[0].cpu() > start.unwrap() * 2);
        for pair in found.slowest.windows(2) {
            assert!(pair[0].cpu() >= pair[1].cpu());
            assert_ne!(pair[0].point, pair[1].point);
        }
        for entry in &found.slowest {
            assert_eq!(entry.readings.len(), READINGS);
            assert_eq!(oracle::solve(&entry.point.puzzle, 3, 2).count, 1);
        }
        let again = run();
        let puzzles = |f: &Found| -> Vec<Vec<u8>> {
            f.slowest.iter().map(|e| e.point.puzzle.clone()).collect()
        };
        assert_eq!(puzzles(&found), puzzles(&again));
    }

    /// An input past the limit by its median ends the hunt; one noisy reading past it does not.
    #[test]
    fn a_confirmed_input_past_the_limit_stops_the_hunt_and_a_fluke_does_not() {
        let space = Space::new(9, 0, Rule::Unique);
        let seeds = seeds(&space, 2);
        let slow = seeds[1].point.puzzle.clone();
        let past = |puzzle: &[u8]| Reading {
            cpu: if puzzle == slow.as_slice() {
                Duration::from_millis(2100)
            } else {
                Duration::from_millis(1)
            },
            note: None,
        };
        let found = search(&space, &seeds, &past, &plan(500, SCHEDULE), &mut |_| {});
        assert_eq!(found.timed, 2);
        assert_eq!(found.slowest[0].point.puzzle, slow);
        // The slow seed's first reading only is past the limit.
        let first = Mutex::new(true);
        let fluke = |puzzle: &[u8]| {
            let mut first = first.lock().unwrap();
            let past = puzzle == slow.as_slice() && std::mem::replace(&mut *first, false);
            Reading {
                cpu: Duration::from_millis(if past { 2100 } else { 1 }),
                note: None,
            }
        };
        let found = search(&space, &seeds, &fluke, &plan(50, SCHEDULE), &mut |_| {});
        assert_eq!(found.timed, 50);
        assert!(found.slowest[0].cpu() < Duration::from_secs(2));
    }

    /// A budget of CPU time counts the readings' CPU time, not the wall time: readings said to
    /// take 50 ms each (returned at once) stop a 2 s budget after about 40 of them, whatever
    /// the wall clock says; the chains share it out.
    #[test]
    fn a_cpu_budget_stops_at_the_readings_cpu_time() {
        let space = Space::new(9, 0, Rule::Unique);
        let seeds = seeds(&space, 2);
        let each = |_: &[u8]| Reading {
            cpu: Duration::from_millis(50),
            note: None,
        };
        let budget = Duration::from_secs(2);
        for jobs in [1, 2] {
            let plan = Plan {
                budget: Budget::Cpu(budget),
                jobs,
                ..plan(0, SCHEDULE)
            };
            let found = search(&space, &seeds, &each, &plan, &mut |_| {});
            // Past the budget by no more than the readings under way when it ran out (one a
            // job, and a record's two re-readings) and the reported inputs' readings alone.
            let slack =
                Duration::from_millis(50) * (3 * jobs as u32 + READINGS as u32 * REPORTED as u32);
            assert!(found.cpu >= budget, "{:?}", found.cpu);
            assert!(found.cpu <= budget + slack, "{:?}", found.cpu);
            assert!((30..=40).contains(&found.timed), "{}", found.timed);
            assert!(found.chains >= 2, "{}", found.chains);
        }
        assert!(Budget::Cpu(budget).spent(0, Duration::ZERO, budget));
        assert!(!Budget::Cpu(budget).spent(1_000_000, Duration::from_secs(3600), budget / 2));
    }

    /// The report times its inputs again once the search is over and ranks them by those
    /// readings alone: the loaded readings that made them the slowest are not what it says.
    #[test]
    fn the_report_ranks_by_readings_taken_after_the_search() {
        let entry = |point: u32, ms: u64| Entry {
            point,
            readings: vec![Duration::from_millis(ms); 3],
            note: None,
            found_after: Duration::ZERO,
            found_cpu: Duration::ZERO,
        };
        let entries = (0..8).map(|p| entry(p, 100 + u64::from(p))).collect();
        // Alone, input 0 is the slowest and input 7 (the slowest under load) the fastest.
        let mut reads = 0;
        let limit = Duration::from_millis(46);
        let slowest = reported(entries, limit, |&p| {
            reads += 1;
            Duration::from_millis(50 - u64::from(p))
        });
        // Inputs 3 (47 ms) is past the limit after two readings; the others take three.
        assert_eq!(reads, READINGS * REPORTED - 1);
        let points: Vec<u32> = slowest.iter().map(|e| e.point).collect();
        assert_eq!(points, vec![3, 4, 5, 6, 7]);
        for e in &slowest {
            let past = e.point == 3;
            assert_eq!(e.readings.len(), if past { 2 } else { READINGS });
            assert_eq!(e.cpu(), Duration::from_millis(50 - u64::from(e.point)));
        }
    }

    #[test]
    fn a_find_never_overwrites_an_earlier_one() {
        let dir = std::env::temp_dir().join(format!("oj-sudoku-hunt-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        let first = fresh_file(&dir, "hunt-p-a-seed1", 1, "first").unwrap();
        let second = fresh_file(&dir, "hunt-p-a-seed1", 1, "second").unwrap();
        let third = fresh_file(&dir, "hunt-p-a-seed1", 1, "third").unwrap();
        assert_eq!(first.file_name().unwrap(), "hunt-p-a-seed1-1.in");
        assert_eq!(second.file_name().unwrap(), "hunt-p-a-seed1-run2-1.in");
        assert_eq!(third.file_name().unwrap(), "hunt-p-a-seed1-run3-1.in");
        assert_eq!(fs::read_to_string(&first).unwrap(), "first");
        assert_eq!(fs::read_to_string(&second).unwrap(), "second");
        // An input the folder holds already, under any name, is not written twice.
        let again = fresh_file(&dir, "hunt-p-b-seed2", 1, "second").unwrap();
        assert_eq!(again, second);
        assert_eq!(fs::read_dir(&dir).unwrap().count(), 3);
        let _ = fs::remove_dir_all(&dir);
        assert_eq!(file_part("my attempt.v2"), "my_attempt_v2");
    }
}
