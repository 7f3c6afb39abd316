//! Simulated annealing on the CPU time of the file under test: the temperature schedule of one
//! chain, the Metropolis rule, and the elite (the slowest inputs found, each timed more than
//! once before it is called slow).
//!
//! The cost is the natural logarithm of the CPU time, so a move that makes the file twice as
//! slow counts the same at 2 ms and at 1 s. A chain accepts a slower candidate always and a
//! faster one with probability `exp((ln new − ln old) / T)` (Metropolis); `T` falls
//! geometrically over the chain from [`Schedule::hot`] to [`Schedule::cold`] (at `T = 0.5` an
//! input half as slow is accepted one time in four; at `0.02`, practically never).

use oj_sudoku_testkit::rng::Rng;
use std::time::Duration;

/// A chain's temperatures, on the scale of ln CPU time.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Schedule {
    /// At the chain's start.
    pub hot: f64,
    /// At its end.
    pub cold: f64,
}

impl Schedule {
    /// The temperature `fraction` (0 to 1) of the way through a chain: geometric from `hot` to
    /// `cold`; 0 throughout for hill climbing (`hot == 0`).
    pub fn temperature(&self, fraction: f64) -> f64 {
        if self.hot <= 0.0 {
            return 0.0;
        }
        let fraction = fraction.clamp(0.0, 1.0);
        self.hot * (self.cold / self.hot).powf(fraction)
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
    /// When it was first timed, from the hunt's start.
    pub found_after: Duration,
}

impl<P> Entry<P> {
    /// The median reading (the lower middle of an even count).
    pub fn cpu(&self) -> Duration {
        let mut sorted = self.readings.clone();
        sorted.sort();
        sorted
            .get(sorted.len().saturating_sub(1) / 2)
            .copied()
            .unwrap_or_default()
    }
}

/// The slowest distinct inputs, slowest first, at most `capacity` of them.
pub struct Elite<P> {
    pub entries: Vec<Entry<P>>,
    capacity: usize,
}

impl<P: PartialEq> Elite<P> {
    pub fn new(capacity: usize) -> Elite<P> {
        Elite {
            entries: Vec::new(),
            capacity,
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

    /// Adds `entry` (or its readings, to the same input), keeps the order and the capacity.
    pub fn insert(&mut self, entry: Entry<P>) {
        match self.entries.iter_mut().find(|e| e.point == entry.point) {
            Some(known) => known.readings.extend(entry.readings),
            None => self.entries.push(entry),
        }
        self.entries.sort_by_key(|e| std::cmp::Reverse(e.cpu()));
        self.entries.truncate(self.capacity);
    }

    /// A start for a chain: one of the entries, the slowest likelier (rank `⌊n·u²⌋`).
    pub fn pick(&self, rng: &mut Rng) -> Option<&Entry<P>> {
        let u = uniform(rng);
        let rank = (self.entries.len() as f64 * u * u) as usize;
        self.entries.get(rank.min(self.entries.len().saturating_sub(1)))
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
        let s = Schedule {
            hot: 0.5,
            cold: 0.02,
        };
        assert!((s.temperature(0.0) - 0.5).abs() < 1e-12);
        assert!((s.temperature(1.0) - 0.02).abs() < 1e-12);
        assert!((s.temperature(0.5) - 0.1).abs() < 1e-12);
        assert!((s.temperature(2.0) - 0.02).abs() < 1e-12);
        let climb = Schedule {
            hot: 0.0,
            cold: 0.0,
        };
        assert_eq!(climb.temperature(0.3), 0.0);
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
        };
        let mut elite = Elite::new(3);
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
        let mut rng = Rng::new(1);
        let mut picked = [0; 5];
        for _ in 0..3000 {
            picked[elite.pick(&mut rng).unwrap().point as usize] += 1;
        }
        assert!(picked[3] > picked[4] && picked[4] > picked[2] && picked[2] > 0);
    }
}
