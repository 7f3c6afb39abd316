//! The solving engines and the one interface they share. [`Engine::search`] counts a puzzle's
//! solutions up to `limit` and shows the first `shown`: the first solution is (1, 1), the
//! uniqueness test (2, 1). An engine is a type with no values: a format generic over it is
//! compiled for it, at no run-time cost.

use crate::board::grid::Grid;
use crate::board::shape::Shape;

pub mod any_box;
pub mod best_score;
pub mod bitboard16;
pub mod bitboard9;
pub mod bitmask;
pub mod cdcl;
pub mod clauses;
pub mod dlx;
pub mod dlx_learning;
pub mod dlx_regions;
pub mod dlx_sudoku;
pub mod inequality;

/// The board contradicts the rules: a cell has no candidate, or a digit no place in a house.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Unsolvable;

/// What a search found: the solutions (no more than its limit) and the guesses it made.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Searched {
    pub solutions: usize,
    pub guesses: u64,
}

/// A Sudoku engine for grids of shape `S`.
pub trait Engine<S: Shape> {
    /// Counts the solutions of `puzzle` up to `limit`, calling `found` with the first `shown` in
    /// search order (the others need not be built). Givens that already repeat a digit in a
    /// house mean no solution. Constraint: every digit of `puzzle` is `<= S::SIDE`.
    fn search(
        puzzle: &Grid<S>,
        limit: usize,
        shown: usize,
        found: &mut dyn FnMut(&Grid<S>),
    ) -> Searched;

    /// The first solution of `puzzle`, or [`Unsolvable`].
    fn solve(puzzle: &Grid<S>) -> Result<Grid<S>, Unsolvable> {
        let mut first = None;
        Self::search(puzzle, 1, 1, &mut |solution| first = Some(*solution));
        first.ok_or(Unsolvable)
    }

    /// The number of solutions of `puzzle`, counting no further than `limit`. Counting to 2
    /// gives 1 exactly when the puzzle is proper (has one solution).
    fn count_solutions(puzzle: &Grid<S>, limit: usize) -> usize {
        Self::search(puzzle, limit, 0, &mut |_| {}).solutions
    }
}

/// What a search keeps across its nodes: its limit, its count, its guesses, its output.
pub struct Tally<'a, S: Shape> {
    limit: usize,
    shown: usize,
    pub count: usize,
    pub guesses: u64,
    found: &'a mut dyn FnMut(&Grid<S>),
}

impl<'a, S: Shape> Tally<'a, S> {
    pub fn new(limit: usize, shown: usize, found: &'a mut dyn FnMut(&Grid<S>)) -> Self {
        Tally {
            limit,
            shown,
            count: 0,
            guesses: 0,
            found,
        }
    }

    /// Counts a solution, handing on the one `build` makes if it is shown; `true` once `limit`
    /// solutions have been found (the search stops).
    pub fn record(&mut self, build: impl FnOnce() -> Grid<S>) -> bool {
        if self.count < self.shown {
            (self.found)(&build());
        }
        self.count += 1;
        self.done()
    }

    /// Whether `limit` solutions have been found.
    pub fn done(&self) -> bool {
        self.count >= self.limit
    }

    /// The result to return.
    pub fn searched(&self) -> Searched {
        Searched {
            solutions: self.count,
            guesses: self.guesses,
        }
    }
}

/// Term `i` (from 1) of the Luby sequence 1, 1, 2, 1, 1, 2, 4, 1, 1, 2, 1, 1, 2, 4, 8, …: at
/// `2^k − 1` it is `2^(k−1)`; elsewhere it repeats the sequence from the start. A search that
/// restarts after `unit · luby(k)` steps wastes at most a logarithmic factor on any input
/// (Luby, Sinclair and Zuckerman, 1993).
pub fn luby(mut i: u64) -> u64 {
    loop {
        let mut k = 1;
        while (1u64 << k) - 1 < i {
            k += 1;
        }
        if (1u64 << k) - 1 == i {
            return 1 << (k - 1);
        }
        i -= (1 << (k - 1)) - 1;
    }
}

#[cfg(test)]
mod tests {
    use super::Tally;
    use crate::board::grid::Grid;
    use crate::board::shape::Box3;

    #[test]
    fn a_tally_builds_and_hands_on_only_what_it_shows_and_stops_at_its_limit() {
        let mut handed = 0;
        let mut found = |_: &Grid<Box3>| handed += 1;
        let mut tally = Tally::new(3, 1, &mut found);
        let mut built = 0;
        let mut build = || {
            built += 1;
            Grid::empty()
        };
        assert!(!tally.record(&mut build));
        assert!(!tally.record(&mut build));
        assert!(tally.record(&mut build));
        assert_eq!((tally.searched().solutions, built), (3, 1));
        assert_eq!(handed, 1);
    }

    #[test]
    fn the_luby_sequence() {
        let terms: Vec<u64> = (1..=15).map(super::luby).collect();
        assert_eq!(terms, [1, 1, 2, 1, 1, 2, 4, 1, 1, 2, 1, 1, 2, 4, 8]);
    }
}
