//! A small seeded pseudo-random generator (SplitMix64), so that generated puzzles are the same for
//! a given seed on every platform and every Rust version — std has no seeded generator.
//!
//! SplitMix64 (Steele, Lea and Flood, 2014) passes BigCrush, needs one `u64` of state, and any
//! seed, 0 included, gives a good sequence. Not for cryptography.

/// A seeded generator. The same seed gives the same sequence everywhere.
#[derive(Clone, Debug)]
pub struct Rng {
    state: u64,
}

impl Rng {
    pub fn new(seed: u64) -> Self {
        Rng { state: seed }
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.state = self.state.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.state;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// A number in `0..n`. Constraint: `n > 0`. (Lemire's multiply-shift; its bias, below
    /// 2⁻³² for the `n` used here, does not matter for test data.)
    pub fn below(&mut self, n: usize) -> usize {
        ((u128::from(self.next_u64()) * n as u128) >> 64) as usize
    }

    /// Shuffles `items` in place (Fisher–Yates).
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            items.swap(i, self.below(i + 1));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_seed_same_sequence_and_known_first_values() {
        let mut a = Rng::new(1234567);
        let mut b = Rng::new(1234567);
        let first: Vec<u64> = (0..3).map(|_| a.next_u64()).collect();
        assert_eq!(first, (0..3).map(|_| b.next_u64()).collect::<Vec<_>>());
        // Reference values of SplitMix64 for seed 1234567 (from its published C code).
        assert_eq!(
            first,
            [
                6457827717110365317,
                3203168211198807973,
                9817491932198370423
            ]
        );
    }

    #[test]
    fn below_stays_in_range_and_covers_it() {
        let mut rng = Rng::new(7);
        let mut seen = [0usize; 9];
        for _ in 0..9000 {
            seen[rng.below(9)] += 1;
        }
        assert!(seen.iter().all(|&n| n > 800), "{:?}", seen);
    }

    #[test]
    fn shuffle_is_a_permutation() {
        let mut rng = Rng::new(1);
        let mut items: Vec<u32> = (0..50).collect();
        rng.shuffle(&mut items);
        assert_ne!(items, (0..50).collect::<Vec<_>>());
        items.sort_unstable();
        assert_eq!(items, (0..50).collect::<Vec<_>>());
    }
}
