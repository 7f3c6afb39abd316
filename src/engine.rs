//! What every solving engine shares: the type of its entry point and its one error. Each engine
//! answers "the first solution of this puzzle, or none", so the judge formats take any of them
//! (the bitboard engines in the judge solutions, dancing links in the `_dlx` ones, the bitmask
//! solver in tests).

use crate::grid::Grid;

/// The board contradicts the rules: some cell has no candidate left, or some digit has no place
/// left in some house. Zero-sized, so `Result<_, Unsolvable>` costs nothing and `?` passes it up.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Unsolvable;

/// A solving engine's entry point: the first solution of a puzzle, or [`Unsolvable`].
pub type Engine<S> = fn(&Grid<S>) -> Result<Grid<S>, Unsolvable>;
