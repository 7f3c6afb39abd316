//! Comparison Sudoku: no digit is given, only signs between neighbouring cells ("this one is
//! smaller than that one"); the solution must keep the usual rules and every sign.
//!
//! # Technique
//! Bounds propagation over the signs, with a bitmask search (engine `inequality`). Each cell
//! keeps its candidates as a mask. A sign `a < b` allows `a` only the digits below the largest
//! candidate of `b`, and `b` only those above the smallest of `a`; repeating that over every
//! sign until nothing changes carries bounds along whole chains (a cell at the bottom of a chain
//! of four signs can hold nothing above 5). Between rounds, a cell with one candidate left takes
//! it from its peers (naked single) and a digit with one place left in a house goes there
//! (hidden single). When nothing follows, the search guesses on a cell with the fewest
//! candidates, on a copy of the 162-byte board, and backtracks.
//!
//! # Complexity
//! A round of propagation is `O(signs + 81 · 20 + 27 · 9)`; the search is exponential at worst,
//! but the signs of a judge's puzzle leave few guesses.

use crate::board::grid::Grid;
use crate::board::shape::{Box3, Shape};
use crate::engines::{Searched, Tally, Unsolvable};

/// A sign: the digit in cell `smaller` is less than the digit in cell `larger`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Less {
    pub smaller: u8,
    pub larger: u8,
}

/// The engine: bounds propagation and a bitmask search.
pub struct Inequality;

impl Inequality {
    /// Calls `found` with each solution of the empty grid that keeps every sign of `signs`,
    /// until `limit` have been found. Constraint: every cell number `< 81`.
    pub fn search(signs: &[Less], limit: usize, found: &mut dyn FnMut(&Grid<Box3>)) -> Searched {
        let mut tally = Tally::new(limit, limit, found);
        if limit > 0 {
            explore(
                &mut tally,
                signs,
                Board {
                    masks: [<Box3 as Shape>::ALL; 81],
                },
            );
        }
        tally.searched()
    }
}

/// The candidates of every cell (bit `d − 1` for digit `d`); a cell with one is decided.
#[derive(Clone, Copy)]
struct Board {
    masks: [u16; 81],
}

/// Searches below `board`; `true` once the limit has been reached.
fn explore(tally: &mut Tally<Box3>, signs: &[Less], mut board: Board) -> bool {
    if board.propagate(signs).is_err() {
        return false;
    }
    // The undecided cell with the fewest candidates.
    let mut best: Option<(usize, u32)> = None;
    for (cell, &mask) in board.masks.iter().enumerate() {
        let count = mask.count_ones();
        if count > 1 && best.map_or(true, |(_, fewest)| count < fewest) {
            best = Some((cell, count));
        }
    }
    let cell = match best {
        Some((cell, _)) => cell,
        None => {
            let mut solution = Grid::empty();
            for (cell, &mask) in board.masks.iter().enumerate() {
                solution.set(cell, mask.trailing_zeros() as u8 + 1);
            }
            return tally.record(|| solution);
        }
    };
    let mut left = board.masks[cell];
    while left != 0 {
        let digit = left & left.wrapping_neg();
        left &= left - 1;
        tally.guesses += 1;
        let mut child = board;
        child.masks[cell] = digit;
        if explore(tally, signs, child) {
            return true;
        }
    }
    false
}

impl Board {
    /// Applies the signs, naked singles and hidden singles until nothing changes.
    fn propagate(&mut self, signs: &[Less]) -> Result<(), Unsolvable> {
        loop {
            let mut changed = self.bound(signs)?;
            changed |= self.naked_singles()?;
            changed |= self.hidden_singles()?;
            if !changed {
                return Ok(());
            }
        }
    }

    /// One pass over the signs: `smaller` keeps the digits below the largest candidate of
    /// `larger`, which keeps those above the smallest of `smaller`.
    fn bound(&mut self, signs: &[Less]) -> Result<bool, Unsolvable> {
        let mut changed = false;
        for sign in signs {
            let (a, b) = (usize::from(sign.smaller), usize::from(sign.larger));
            let (low, high) = (self.masks[a], self.masks[b]);
            if low == 0 || high == 0 {
                return Err(Unsolvable);
            }
            // Bit index of the largest candidate of `larger`, of the smallest of `smaller`.
            let top = 15 - high.leading_zeros();
            let bottom = low.trailing_zeros();
            let below = low & ((1u16 << top) - 1);
            let above = high & !((2u16 << bottom) - 1);
            if below != low || above != high {
                if below == 0 || above == 0 {
                    return Err(Unsolvable);
                }
                self.masks[a] = below;
                self.masks[b] = above;
                changed = true;
            }
        }
        Ok(changed)
    }

    /// Each decided cell takes its digit from its peers.
    fn naked_singles(&mut self) -> Result<bool, Unsolvable> {
        let mut changed = false;
        for cell in 0..<Box3 as Shape>::CELLS {
            let mask = self.masks[cell];
            if mask == 0 {
                return Err(Unsolvable);
            }
            if mask & (mask - 1) != 0 {
                continue;
            }
            for &peer in <Box3 as Shape>::peers(cell) {
                let peer = usize::from(peer);
                if self.masks[peer] & mask != 0 {
                    self.masks[peer] &= !mask;
                    if self.masks[peer] == 0 {
                        return Err(Unsolvable);
                    }
                    changed = true;
                }
            }
        }
        Ok(changed)
    }

    /// A digit with one place left in a house goes there; one with none is a contradiction.
    fn hidden_singles(&mut self) -> Result<bool, Unsolvable> {
        let mut changed = false;
        for house in 0..27 {
            // Digits seen once (`once`) and more than once (`more`) among the house's cells.
            let (mut once, mut more) = (0u16, 0u16);
            for &cell in <Box3 as Shape>::house(house) {
                let mask = self.masks[usize::from(cell)];
                more |= once & mask;
                once |= mask;
            }
            if once != <Box3 as Shape>::ALL {
                return Err(Unsolvable);
            }
            let single = once & !more;
            if single == 0 {
                continue;
            }
            for &cell in <Box3 as Shape>::house(house) {
                let cell = usize::from(cell);
                let digit = self.masks[cell] & single;
                if digit != 0 && self.masks[cell] != digit {
                    if digit & (digit - 1) != 0 {
                        return Err(Unsolvable); // two digits that need this one cell
                    }
                    self.masks[cell] = digit;
                    changed = true;
                }
            }
        }
        Ok(changed)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::rules::is_solution;
    use crate::testing::Rng;
    use oj_sudoku_testkit::inequality as oracle;

    /// The signs of the test kit's form (smaller cell, larger cell) as the engine takes them.
    fn signs_of(pairs: &[(usize, usize)]) -> Vec<Less> {
        pairs
            .iter()
            .map(|&(smaller, larger)| Less {
                smaller: smaller as u8,
                larger: larger as u8,
            })
            .collect()
    }

    fn solve(signs: &[Less], limit: usize) -> (usize, Option<Vec<u8>>) {
        let mut first = None;
        let searched = Inequality::search(signs, limit, &mut |s| {
            first.get_or_insert(s.digits().to_vec());
        });
        (searched.solutions, first)
    }

    #[test]
    fn a_solution_keeps_the_rules_and_every_sign() {
        let mut rng = Rng::new(4573);
        for _ in 0..20 {
            let grid = oj_sudoku_testkit::generate::complete_grid(&mut rng, 3);
            let signs = signs_of(&oracle::less_pairs(&oracle::signs_of_grid(&grid)));
            let (count, first) = solve(&signs, 1);
            assert_eq!(count, 1);
            let first = first.unwrap();
            let mut solution = Grid::<Box3>::empty();
            solution.digits_mut().copy_from_slice(&first);
            assert!(is_solution(&solution));
            assert!(signs
                .iter()
                .all(|s| first[usize::from(s.smaller)] < first[usize::from(s.larger)]));
        }
    }

    fn engine_count(signs: &[u8], limit: usize) -> usize {
        solve(&signs_of(&oracle::less_pairs(signs)), limit).0
    }

    /// The independent oracle of the test kit decides: puzzles from random grids (most have
    /// several solutions), the same with one sign flipped (often none), and unique puzzles.
    #[test]
    fn counts_as_the_oracle_does() {
        let mut rng = Rng::new(11570);
        let mut kinds = [0usize; 3];
        let mut puzzles = Vec::new();
        for round in 0..8 {
            let grid = oj_sudoku_testkit::generate::complete_grid(&mut rng, 3);
            let mut signs = oracle::signs_of_grid(&grid);
            if round % 2 == 1 {
                let k = rng.below(signs.len());
                signs[k] = 3 - signs[k];
            }
            puzzles.push(signs);
        }
        for _ in 0..4 {
            puzzles.push(oracle::unique_puzzle(&mut rng, engine_count).0);
        }
        for signs in puzzles {
            let expected = oracle::solve(&signs, 2);
            let (count, first) = solve(&signs_of(&oracle::less_pairs(&signs)), 2);
            assert_eq!(count, expected.count, "{:?}", signs);
            if count == 1 {
                assert_eq!(first, expected.first);
            }
            kinds[count] += 1;
        }
        assert!(
            kinds.iter().all(|&k| k > 0),
            "every count seen: {:?}",
            kinds
        );
    }

    #[test]
    fn contradictory_signs_have_no_solution() {
        // a < b and b < a.
        let signs = [
            Less {
                smaller: 0,
                larger: 1,
            },
            Less {
                smaller: 1,
                larger: 0,
            },
        ];
        assert_eq!(solve(&signs, 2).0, 0);
        // A chain of 9 in a row cannot fit 9 digits in 8 steps… 1 < 2 < … is fine; 10 is not.
        let row: Vec<Less> = (0..8)
            .map(|c| Less {
                smaller: c,
                larger: c + 1,
            })
            .collect();
        let (count, first) = solve(&row, 2);
        assert_eq!(count, 2);
        assert_eq!(&first.unwrap()[..9], &[1, 2, 3, 4, 5, 6, 7, 8, 9]);
        let mut cycle = row;
        cycle.push(Less {
            smaller: 8,
            larger: 0,
        });
        assert_eq!(solve(&cycle, 2).0, 0);
    }
}
