//! What every solving engine shares: the type of its entry point and its one error. Each engine
//! answers "the first solution of this puzzle, or none", so the judge formats take any of them
//! (the bitboard engines in the judge solutions, dancing links in the `_dlx` ones, the bitmask
//! solver in tests).

use crate::grid::Grid;
use crate::shape::Shape;

/// The board contradicts the rules: some cell has no candidate left, or some digit has no place
/// left in some house. Zero-sized, so `Result<_, Unsolvable>` costs nothing and `?` passes it up.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Unsolvable;

/// A solving engine's entry point: the first solution of a puzzle, or [`Unsolvable`].
pub type Engine<S> = fn(&Grid<S>) -> Result<Grid<S>, Unsolvable>;

/// An engine's one search routine: calls `found` with each solution of a puzzle, in search
/// order, until `limit` have been found; returns how many were.
pub type EngineSearch<S> = fn(&Grid<S>, usize, &mut dyn FnMut(&Grid<S>)) -> usize;

/// The first solution `search` finds in `puzzle`, or [`Unsolvable`]: every engine's `solve`.
pub fn first_solution<S: Shape>(
    search: EngineSearch<S>,
    puzzle: &Grid<S>,
) -> Result<Grid<S>, Unsolvable> {
    let mut first = None;
    search(puzzle, 1, &mut |solution| first = Some(*solution));
    first.ok_or(Unsolvable)
}

/// What a search keeps across its nodes: how many solutions it may find, how many it has, the
/// guesses it made (for benchmarks), and where each solution goes.
pub struct Tally<'a, S: Shape> {
    limit: usize,
    pub count: usize,
    pub guesses: u64,
    found: &'a mut dyn FnMut(&Grid<S>),
}

impl<'a, S: Shape> Tally<'a, S> {
    pub fn new(limit: usize, found: &'a mut dyn FnMut(&Grid<S>)) -> Self {
        Tally {
            limit,
            count: 0,
            guesses: 0,
            found,
        }
    }

    /// Hands `solution` on; `true` once `limit` solutions have been found (the search stops).
    pub fn record(&mut self, solution: &Grid<S>) -> bool {
        self.count += 1;
        (self.found)(solution);
        self.done()
    }

    /// Whether `limit` solutions have been found.
    pub fn done(&self) -> bool {
        self.count >= self.limit
    }
}
