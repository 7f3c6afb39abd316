//! Simulated annealing on the CPU time of the file under test: the temperature schedule of one
//! chain, the Metropolis rule, and the elite (the slowest inputs found, each timed more than
//! once before it is called slow).
//!
//! The cost is the natural logarithm of the CPU time, so a move that makes the file twice as
//! slow counts the same at 2 ms and at 1 s. A chain accepts a slower candidate always, and a
//! faster one by its [`Schedule`]: the Metropolis rule, with probability
//! `exp((ln new − ln old) / T)` as `T` falls geometrically over the chain (at `T = 0.5` an input
//! half as slow is accepted one time in four; at `0.02`, practically never), or record-to-record
//! travel, whenever it is within a narrowing width of the slowest the chain has seen.

use oj_sudoku_testkit::rng::Rng;
use std::time::Duration;

/// How a chain accepts a candidate, on the scale of ln CPU time, `fraction` (0 to 1) of the
/// way through the chain.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Schedule {
    /// The Metropolis rule at a temperature falling geometrically from `hot` to `cold` (hill
    /// climbing when `hot` is 0): a slower candidate always, a faster one sometimes.
    Metropolis { hot: f64, cold: f64 },
    /// Record-to-record travel: any candidate no more than a width below the chain's slowest
    /// input (its record), the width narrowing geometrically from `wide` to `narrow`; a chain
    /// wanders over a plateau but never far below the best it has seen.
    Record { wide: f64, narrow: f64 },
}

impl Schedule {
    /// The temperature, or the width, `fraction` of the way through a chain: geometric from
    /// the first to the second; 0 throughout if the first is 0.
    pub fn temperature(&self, fraction: f64) -> f64 {
        let (from, to) = match *self {
            Schedule::Metropolis { hot, cold } => (hot, cold),
            Schedule::Record { wide, narrow } => (wide, narrow),
        };
        if from <= 0.0 {
            return 0.0;
        }
        from * (to / from).powf(fraction.clamp(0.0, 1.0))
    }

    /// Whether a chain at cost `here`, whose record is `record`, moves to `there`.
    pub fn accepts(
        &self,
        here: f64,
        record: f64,
        there: f64,
        fraction: f64,
        rng: &mut Rng,
    ) -> bool {
        let t = self.temperature(fraction);
        match self {
            Schedule::Metropolis { .. } => accept(here, there, t, rng),
            Schedule::Record { .. } => there >= here || there >= record - t,
        }
    }
}

/// The cost of a reading: ln of the CPU time in seconds (at least 0.1 ms, below the floor of
/// any process).
pub fn cost(cpu: Duration) -> f64 {
    cpu.as_secs_f64().max(1e-4).ln()
}

/// The Metropolis rule, maximising: whether a chain at `current` moves to `candidate` at
/// `temperature`.
pub fn accept(current: f64, candidate: f64, temperature: f64, rng: &mut Rng) -> bool {
    if candidate >= current {
        return true;
    }
    if temperature <= 0.0 {
        return false;
    }
    uniform(rng) < ((candidate - current) / temperature).exp()
}

/// A number in `[0, 1)`.
pub fn uniform(rng: &mut Rng) -> f64 {
    (rng.next_u64() >> 11) as f64 / (1u64 << 53) as f64
}

/// One of the slowest inputs found, with every reading of it.
#[derive(Clone, Debug)]
pub struct Entry<P> {
    pub point: P,
    pub readings: Vec<Duration>,
    /// How a run of it ended, if not normally (RE, MLE, …).
    pub note: Option<String>,
    /// When it was first timed, from the hunt's start: wall time.
    pub found_after: Duration,
    /// The CPU time of the hunt's readings by then (what `--cpu-seconds` counts).
    pub found_cpu: Duration,
}

impl<P> Entry<P> {
    /// The median reading (the lower middle of an even count).
    pub fn cpu(&self) -> Duration {
        median(&self.readings)
    }
}

/// The median of `readings` (the lower middle of an even count; zero for none).
pub fn median(readings: &[Duration]) -> Duration {
    let mut sorted = readings.to_vec();
    sorted.sort();
    sorted
        .get(sorted.len().saturating_sub(1) / 2)
        .copied()
        .unwrap_or_default()
}

/// The slowest inputs, slowest first, at most `capacity` of them, and at most one of a kin
/// (for puzzles: the same cells given), so that restarts and reports are not one input's
/// relabellings.
pub struct Elite<P> {
    pub entries: Vec<Entry<P>>,
    capacity: usize,
    kin: fn(&P, &P) -> bool,
}

impl<P: PartialEq> Elite<P> {
    pub fn new(capacity: usize, kin: fn(&P, &P) -> bool) -> Elite<P> {
        Elite {
            entries: Vec::new(),
            capacity,
            kin,
        }
    }

    /// Whether a reading of `cpu` would enter (or `point` is already in).
    pub fn would_enter(&self, cpu: Duration) -> bool {
        self.entries.len() < self.capacity || self.entries.last().is_some_and(|e| e.cpu() < cpu)
    }

    /// The slowest entry's time, by its median.
    pub fn best(&self) -> Option<Duration> {
        self.entries.first().map(|e| e.cpu())
    }

    /// Adds `entry` (or its readings, to the same input; or in place of a slower input's kin),
    /// keeps the order and the capacity.
    pub fn insert(&mut self, entry: Entry<P>) {
        if let Some(known) = self.entries.iter_mut().find(|e| e.point == entry.point) {
            known.readings.extend(entry.readings);
        } else if let Some(kin) = self
            .entries
            .iter_mut()
            .find(|e| (self.kin)(&e.point, &entry.point))
        {
            if kin.cpu() < entry.cpu() {
                *kin = entry;
            }
        } else {
            self.entries.push(entry);
        }
        self.entries.sort_by_key(|e| std::cmp::Reverse(e.cpu()));
        self.entries.truncate(self.capacity);
    }

    /// A start for a chain: one of the entries, the slowest likelier (rank `⌊n·u²⌋`).
    pub fn pick(&self, rng: &mut Rng) -> Option<&Entry<P>> {
        let u = uniform(rng);
        let rank = (self.entries.len() as f64 * u * u) as usize;
        self.entries
            .get(rank.min(self.entries.len().saturating_sub(1)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slower_is_always_taken_faster_by_metropolis() {
        let mut rng = Rng::new(3);
        assert!(accept(0.0, 0.5, 0.0, &mut rng));
        assert!(accept(0.0, 0.0, 0.0, &mut rng));
        assert!((0..1000).all(|_| !accept(0.0, -0.01, 0.0, &mut rng)));
        // Half as slow at T = ln 2 / ln 4: accepted with probability 1/4.
        let t = 2f64.ln() / 4f64.ln();
        let taken = (0..40_000)
            .filter(|_| accept(0.0, -(2f64.ln()), t, &mut rng))
            .count();
        assert!((9_400..10_600).contains(&taken), "{}", taken);
    }

    #[test]
    fn the_schedule_cools_geometrically_from_hot_to_cold() {
        let s = Schedule::Metropolis {
            hot: 0.5,
            cold: 0.02,
        };
        assert!((s.temperature(0.0) - 0.5).abs() < 1e-12);
        assert!((s.temperature(1.0) - 0.02).abs() < 1e-12);
        assert!((s.temperature(0.5) - 0.1).abs() < 1e-12);
        assert!((s.temperature(2.0) - 0.02).abs() < 1e-12);
        let climb = Schedule::Metropolis {
            hot: 0.0,
            cold: 0.0,
        };
        assert_eq!(climb.temperature(0.3), 0.0);
        let mut rng = Rng::new(1);
        assert!(!climb.accepts(0.0, 0.0, -1e-9, 0.0, &mut rng));
    }

    #[test]
    fn record_travel_takes_anything_within_the_width_of_the_record() {
        let s = Schedule::Record {
            wide: 0.4,
            narrow: 0.1,
        };
        let mut rng = Rng::new(1);
        // Record 0, here -0.2: -0.35 is within 0.4 of the record at the start, not at the end.
        assert!(s.accepts(-0.2, 0.0, -0.35, 0.0, &mut rng));
        assert!(!s.accepts(-0.2, 0.0, -0.35, 1.0, &mut rng));
        assert!(!s.accepts(-0.2, 0.0, -0.45, 0.0, &mut rng));
        // Slower than here: always.
        assert!(s.accepts(-2.0, 0.0, -1.9, 1.0, &mut rng));
    }

    #[test]
    fn cost_is_log_cpu_with_a_floor() {
        let ms = |m| Duration::from_millis(m);
        assert!((cost(ms(2000)) - cost(ms(1000)) - 2f64.ln()).abs() < 1e-9);
        assert_eq!(cost(Duration::ZERO), cost(Duration::from_micros(50)));
    }

    #[test]
    fn the_elite_keeps_the_slowest_distinct_by_median() {
        let ms = |m| Duration::from_millis(m);
        let entry = |p: u32, readings: &[u64]| Entry {
            point: p,
            readings: readings.iter().map(|&m| ms(m)).collect(),
            note: None,
            found_after: Duration::ZERO,
            found_cpu: Duration::ZERO,
        };
        let mut elite = Elite::new(3, |a: &u32, b: &u32| a % 10 == b % 10);
        elite.insert(entry(1, &[10]));
        elite.insert(entry(2, &[30]));
        elite.insert(entry(3, &[20]));
        assert!(!elite.would_enter(ms(5)));
        assert!(elite.would_enter(ms(15)));
        elite.insert(entry(4, &[15]));
        let order: Vec<u32> = elite.entries.iter().map(|e| e.point).collect();
        assert_eq!(order, [2, 3, 4]);
        // Two more readings of input 2: its median falls to 12 ms, below 3 and 4.
        elite.insert(entry(2, &[12, 11]));
        assert_eq!(elite.entries.len(), 3);
        let order: Vec<u32> = elite.entries.iter().map(|e| e.point).collect();
        assert_eq!(order, [3, 4, 2]);
        assert_eq!(elite.best(), Some(ms(20)));
        // Kin (the same last digit): the slower of the two stays.
        elite.insert(entry(13, &[14]));
        assert_eq!(elite.entries[0].point, 3);
        elite.insert(entry(14, &[25]));
        let order: Vec<u32> = elite.entries.iter().map(|e| e.point).collect();
        assert_eq!(order, [14, 3, 2]);
        let mut rng = Rng::new(1);
        let mut picked = [0; 15];
        for _ in 0..3000 {
            picked[elite.pick(&mut rng).unwrap().point as usize] += 1;
        }
        assert!(picked[14] > picked[3] && picked[3] > picked[2] && picked[2] > 0);
    }
}
