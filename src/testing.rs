//! What the unit tests share: the test kit's puzzles (rows of digits, `0` empty) as grids, and
//! grids printed for assertion messages. Test code only, never bundled: the test kit is a
//! dev-dependency and shares no code with the core.

use crate::board::grid::Grid;
use crate::board::shape::{Box3, Box4, Shape};
use crate::engines::bitmask::Bitmask;
use crate::engines::Engine;
pub use oj_sudoku_testkit::generate::peers;
pub use oj_sudoku_testkit::generate::Kind;
pub use oj_sudoku_testkit::layouts::Layout;
pub use oj_sudoku_testkit::puzzles;
pub use oj_sudoku_testkit::puzzles::*;
pub use oj_sudoku_testkit::rng::Rng;
pub use oj_sudoku_testkit::{oracle, target};

/// The grid of `digits` (row by row, 0 empty). Panics on the wrong length: test data only.
pub fn from_digits<S: Shape>(digits: &[u8]) -> Grid<S> {
    assert_eq!(digits.len(), S::CELLS, "not a puzzle of this shape");
    let mut grid = Grid::empty();
    grid.digits_mut().copy_from_slice(digits);
    grid
}

/// The grid of a puzzle written as the test kit's [`puzzles`] are.
pub fn grid<S: Shape>(text: &str) -> Grid<S> {
    from_digits(&puzzles::digits(text))
}

/// Solutions counted by the textbook engine, up to `limit`: how generated puzzles are checked
/// for uniqueness (the engines' tests compare with the independent oracle, never with this).
fn count(digits: &[u8], limit: usize) -> usize {
    match digits.len() {
        81 => Bitmask::count_solutions(&from_digits::<Box3>(digits), limit),
        _ => Bitmask::count_solutions(&from_digits::<Box4>(digits), limit),
    }
}

/// A random puzzle of `kind` with about `clues` givens.
pub fn puzzle<S: Shape>(rng: &mut Rng, kind: Kind, clues: usize) -> Grid<S> {
    let digits = oj_sudoku_testkit::generate::puzzle(rng, S::BOX, kind, clues, count);
    from_digits(&digits)
}

/// A random complete grid.
pub fn complete_grid<S: Shape>(rng: &mut Rng) -> Grid<S> {
    from_digits(&oj_sudoku_testkit::generate::complete_grid(rng, S::BOX))
}

/// A 9×9 puzzle with `count` givens laid out as `layout` says.
pub fn layout_puzzle(layout: Layout, rng: &mut Rng, count: usize) -> Grid<Box3> {
    from_digits(&layout.puzzle(rng, count))
}

/// Grids print as the test kit shows puzzles (one row per line), so `assert_eq!` on grids says
/// where they differ.
impl<S: Shape> std::fmt::Debug for Grid<S> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&puzzles::show(self.digits()))
    }
}
