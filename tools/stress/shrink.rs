//! Shrinking a failing puzzle: givens are removed one at a time while it still fails and stays
//! within the run's kinds (a promise of one solution is kept while shrinking), for at most
//! [`SHRINK_TIME`]. A jigsaw's regions are kept as they are.

use crate::registry::Problem;
use crate::stress::cases::Kinds;
use oj_sudoku_testkit::generate;
use std::time::{Duration, Instant};

/// How long shrinking may take.
pub const SHRINK_TIME: Duration = Duration::from_secs(30);

/// Search nodes the oracle may spend deciding whether a candidate keeps the promise.
const PROMISE_BUDGET: u64 = 50_000;

/// The smallest puzzle found that `still_fails`, starting from `puzzle` (which does).
pub fn shrink(
    problem: &Problem,
    kinds: Kinds,
    puzzle: &[u8],
    mut still_fails: impl FnMut(&[u8]) -> bool,
) -> Vec<u8> {
    // A grid's cells (UVa 989 mixes sizes); a jigsaw's regions follow its 81 cells.
    let cells = if problem.question.on_grids() {
        puzzle.len()
    } else {
        problem.side * problem.side
    };
    let b = generate::box_size(cells);
    let deadline = Instant::now() + SHRINK_TIME;
    let mut smallest = puzzle.to_vec();
    let mut changed = true;
    while changed && Instant::now() < deadline {
        changed = false;
        // Only the grid's cells are givens: what follows them (a jigsaw's regions) stays.
        for cell in 0..cells.min(smallest.len()) {
            if smallest[cell] == 0 || Instant::now() >= deadline {
                continue;
            }
            let mut candidate = smallest.clone();
            candidate[cell] = 0;
            if kinds.admits(&candidate, b, PROMISE_BUDGET) != Some(true) {
                continue;
            }
            if still_fails(&candidate) {
                smallest = candidate;
                changed = true;
            }
        }
    }
    smallest
}
