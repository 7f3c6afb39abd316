//! Sudoku as exact cover, for the dancing-links searches: independent of the bitboard and
//! bitmask engines, for learners and for cross-checking.
//!
//! # Technique
//! Dancing links (the matrix of `dlx_sudoku`, linked as `dlx` says). Sudoku as exact
//! cover: one row of a 0/1 matrix per choice "digit d in cell (r, c)", one column per rule that
//! exactly one choice must meet (each cell filled; each digit once per row, column and box). A
//! column with one row left is a cell with one digit left, or a digit with one place left in a
//! house. Dancing links makes covering a column (unlinking it and its rows) and uncovering it
//! (relinking them in reverse order) cheap, so nothing is copied.
//!
//! # Encoding
//! Any box size `B`, side `N = B²`: `N³` rows and `4·N²` columns, in four blocks of `N²`:
//!
//! ```text
//!   block 0: cell (r, c) holds a digit        column r·N + c
//!   block 1: row r holds digit d              N² + r·N + (d−1)
//!   block 2: column c holds digit d           2N² + c·N + (d−1)
//!   block 3: box b holds digit d              3N² + b·N + (d−1)
//! ```
//!
//! For 9×9 that is 729 rows and 324 columns; for 16×16, 4,096 and 1,024. Every row has exactly
//! four 1s. The givens are chosen before the search (`ExactCover::select`); a given that clashes
//! with an earlier one makes the puzzle unsolvable at once.
//!
//! Nothing in the search knows what a box is: block 3 only needs the third house of each cell.
//! [`matrix`] takes those houses as data (`region[cell]`), so irregular regions (jigsaw Sudoku)
//! are the same matrix with other column numbers, and the same search.

use crate::board::grid::Grid;
use crate::board::shape::Shape;
use crate::engines::dlx::ExactCover;
use crate::engines::{Engine, Searched};

/// The engine: Knuth's Algorithm X over the matrix (the column with the fewest rows, each of its
/// rows in turn; its subset rule is locked candidates), for any box size.
pub struct DancingLinks;

impl<S: Shape> Engine<S> for DancingLinks {
    fn search(
        puzzle: &Grid<S>,
        limit: usize,
        shown: usize,
        found: &mut dyn FnMut(&Grid<S>),
    ) -> Searched {
        let mut matrix = match boxes_matrix(puzzle) {
            Some(matrix) => matrix,
            None => return Searched::default(), // a given clashes with another
        };
        let (mut solution, mut seen) = (*puzzle, 0);
        let (solutions, guesses) = matrix.covers(limit, &mut |rows| {
            if seen < shown {
                fill(&mut solution, rows);
                found(&solution);
            }
            seen += 1;
        });
        Searched { solutions, guesses }
    }
}

/// The exact-cover matrix of `puzzle` with its boxes as the third houses, columns in the order
/// above, the givens chosen; `None` if a given clashes with another.
pub fn boxes_matrix<S: Shape>(puzzle: &Grid<S>) -> Option<ExactCover> {
    let (n, b) = (S::SIDE, S::BOX);
    let mut boxes = S::empty_digits();
    for (cell, third) in boxes.as_mut().iter_mut().enumerate() {
        *third = (cell / n / b * b + cell % n / b) as u8;
    }
    matrix(puzzle, boxes.as_ref())
}

/// The exact-cover matrix of `puzzle` with `region[cell]` as the third house of each cell (its
/// box, or a jigsaw's region), columns in the order above, the givens chosen; `None` if a given
/// clashes with another.
/// Constraints: `region.len() == S::CELLS`, every region number `< S::SIDE`. Regions that are
/// not `N` cells each leave a column no set of rows covers exactly once: no solution.
pub fn matrix<S: Shape>(puzzle: &Grid<S>, region: &[u8]) -> Option<ExactCover> {
    let n = S::SIDE;
    let mut matrix = ExactCover::new(4 * n * n);
    for (cell, &third) in region.iter().enumerate().take(n * n) {
        let (r, c, h) = (cell / n, cell % n, usize::from(third));
        for d in 0..n {
            let columns = [
                cell,
                n * n + r * n + d,
                2 * n * n + c * n + d,
                3 * n * n + h * n + d,
            ];
            matrix.add_row(cell * n + d, &columns);
        }
    }
    for (cell, &digit) in puzzle.digits().iter().enumerate() {
        if digit != 0 && !matrix.select(cell * n + usize::from(digit) - 1) {
            return None;
        }
    }
    Some(matrix)
}

/// Writes the choices `rows` of an exact cover of [`matrix`] into `solution`.
pub fn fill<S: Shape>(solution: &mut Grid<S>, rows: &[usize]) {
    let n = S::SIDE;
    for &row in rows {
        solution.set(row / n, (row % n) as u8 + 1);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::shape::{Box3, Box4};
    use crate::engines::bitmask::Bitmask;
    use crate::engines::Unsolvable;
    use crate::testing::Rng;
    use crate::testing::{self as puzzles};
    use crate::testing::{self as generate, Kind};

    #[test]
    fn solves_the_acwing_sample_and_counts_uniqueness() {
        let puzzle = puzzles::grid::<Box3>(puzzles::ACWING166);
        let solution = DancingLinks::solve(&puzzle).unwrap();
        assert_eq!(solution, puzzles::grid(puzzles::ACWING166_SOLVED));
        assert_eq!(DancingLinks::count_solutions(&puzzle, 2), 1);
    }

    #[test]
    fn empty_grids_have_many_solutions() {
        assert_eq!(DancingLinks::count_solutions(&Grid::<Box3>::empty(), 5), 5);
        assert_eq!(DancingLinks::count_solutions(&Grid::<Box4>::empty(), 2), 2);
    }

    #[test]
    fn clashing_givens_fail_at_once() {
        let mut puzzle = Grid::<Box3>::empty();
        puzzle.set(0, 7);
        puzzle.set(80, 7);
        puzzle.set(8, 7); // row 1 again
        assert_eq!(DancingLinks::solve(&puzzle), Err(Unsolvable));
    }

    /// Minimal 16×16 puzzles (no given can go), where looking ahead does most of the work.
    #[test]
    fn agrees_with_the_bitmask_solver_on_minimal_16x16_puzzles() {
        let mut rng = Rng::new(169);
        for round in 0..6 {
            let kind = [Kind::Unique, Kind::Multiple, Kind::NoSolution][round % 3];
            let puzzle = generate::puzzle::<Box4>(&mut rng, kind, 0);
            assert_eq!(
                DancingLinks::count_solutions(&puzzle, 2),
                Bitmask::count_solutions(&puzzle, 2),
                "{:?}",
                puzzle
            );
            if kind != Kind::Multiple {
                assert_eq!(DancingLinks::solve(&puzzle), Bitmask::solve(&puzzle));
            }
        }
    }

    #[test]
    fn agrees_with_the_bitmask_solver_on_generated_puzzles() {
        let mut rng = Rng::new(6);
        for round in 0..60 {
            let kind = [Kind::Unique, Kind::Multiple, Kind::Clash, Kind::NoSolution][round % 4];
            let puzzle = generate::puzzle::<Box3>(&mut rng, kind, 24 + round % 10);
            assert_eq!(
                DancingLinks::count_solutions(&puzzle, 2),
                Bitmask::count_solutions(&puzzle, 2),
                "{:?}",
                puzzle
            );
        }
    }
}
