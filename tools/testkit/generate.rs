//! Puzzle generation for stress tests and benchmarks, deterministic for a seed: complete grids,
//! puzzles with a unique solution and a target number of clues, puzzles with several solutions,
//! puzzles whose givens clash, and puzzles with no solution although no givens clash.
//!
//! Uniqueness is decided by the bitmask engine counting to 2 (`Bitmask::count_solutions`); the tests check what
//! the generator calls unique with the independent [`crate::tools::testkit::oracle`].
//!
//! Bias, honestly: complete grids are one fixed grid scrambled by the Sudoku symmetries
//! (relabelling digits, permuting rows within bands, bands, columns within stacks, stacks, and
//! transposing) — `9!·6⁸·2` grids for 9×9, far from all of them; clues are removed in random
//! order and the result is not minimal unless the target asks for it.
//!
//! An earlier version completed a random first row with the solver; some first rows took the
//! solver 17 s on 16×16 (a heavy-tailed search on a nearly empty grid), so the generator no longer
//! depends on the solver for its grids.

use crate::board::grid::Grid;
use crate::board::shape::Shape;
use crate::engines::bitmask::Bitmask;
use crate::engines::Engine;
use crate::tools::testkit::rng::Rng;

/// The kinds of puzzle the stress tests mix.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// Exactly one solution.
    Unique,
    /// Two or more solutions.
    Multiple,
    /// Two givens repeat a digit in a house.
    Clash,
    /// No solution, though no two givens clash.
    NoSolution,
}

/// A random complete grid: the pattern grid scrambled by the symmetries.
pub fn complete_grid<S: Shape>(rng: &mut Rng) -> Grid<S> {
    let (b, n) = (S::BOX, S::SIDE);
    // The pattern grid: row r is row 0 shifted by (r mod B)·B + r / B, valid by construction
    // (rows of a band are B apart, bands 1 apart). Building on it rather than on a solver keeps
    // generation fast and independent of the code under test.
    let pattern = |row: usize, column: usize| ((row % b) * b + row / b + column) % n;
    let mut relabel: Vec<u8> = (1..=n as u8).collect();
    rng.shuffle(&mut relabel);
    let rows = band_order(rng, b);
    let columns = band_order(rng, b);
    let transpose = rng.below(2) == 1;
    let mut grid = Grid::empty();
    for (row, &from_row) in rows.iter().enumerate() {
        for (column, &from_column) in columns.iter().enumerate() {
            let (r, c) = if transpose {
                (from_column, from_row)
            } else {
                (from_row, from_column)
            };
            grid.set(row * n + column, relabel[pattern(r, c)]);
        }
    }
    grid
}

/// A random order of `b²` lines that keeps bands together: bands shuffled, lines within each.
pub fn band_order(rng: &mut Rng, b: usize) -> Vec<usize> {
    let mut bands: Vec<usize> = (0..b).collect();
    rng.shuffle(&mut bands);
    let mut order = Vec::with_capacity(b * b);
    for band in bands {
        let mut lines: Vec<usize> = (band * b..band * b + b).collect();
        rng.shuffle(&mut lines);
        order.extend(lines);
    }
    order
}

/// A puzzle with exactly one solution and about `clues` givens: clues are removed from a random
/// complete grid in random order while the solution stays unique, stopping at `clues` (or earlier,
/// when no clue can go — the puzzle is then minimal). Returns the puzzle and its solution.
pub fn unique_puzzle<S: Shape>(rng: &mut Rng, clues: usize) -> (Grid<S>, Grid<S>) {
    let solution = complete_grid::<S>(rng);
    let mut puzzle = solution;
    let mut cells: Vec<usize> = (0..S::CELLS).collect();
    rng.shuffle(&mut cells);
    let mut left = S::CELLS;
    for cell in cells {
        if left <= clues {
            break;
        }
        let digit = puzzle.get(cell);
        puzzle.set(cell, 0);
        if Bitmask::count_solutions(&puzzle, 2) == 1 {
            left -= 1;
        } else {
            puzzle.set(cell, digit);
        }
    }
    (puzzle, solution)
}

/// A puzzle of the given kind with about `clues` givens (kinds other than `Unique` start from a
/// unique puzzle and change it).
pub fn puzzle<S: Shape>(rng: &mut Rng, kind: Kind, clues: usize) -> Grid<S> {
    let (mut puzzle, solution) = unique_puzzle::<S>(rng, clues);
    match kind {
        Kind::Unique => {}
        Kind::Multiple => {
            // Remove givens until a second solution appears.
            let mut cells: Vec<usize> = (0..S::CELLS).filter(|&c| puzzle.get(c) != 0).collect();
            rng.shuffle(&mut cells);
            for cell in cells {
                puzzle.set(cell, 0);
                if Bitmask::count_solutions(&puzzle, 2) == 2 {
                    break;
                }
            }
        }
        Kind::Clash => {
            // Copy a given into an empty peer cell.
            let empty = empty_cells(&puzzle);
            let cell = empty[rng.below(empty.len())];
            let givens: Vec<u8> = S::peers(cell)
                .iter()
                .map(|&p| puzzle.get(usize::from(p)))
                .filter(|&d| d != 0)
                .collect();
            puzzle.set(cell, givens[rng.below(givens.len())]);
        }
        Kind::NoSolution => {
            // A digit in an empty cell that clashes with no given but is not the (unique)
            // solution's: any solution of the result would be a second solution of the original.
            let mut empty = empty_cells(&puzzle);
            rng.shuffle(&mut empty);
            for cell in empty {
                let wrong: Vec<u8> = (1..=S::SIDE as u8)
                    .filter(|&d| d != solution.get(cell))
                    .filter(|&d| {
                        S::peers(cell)
                            .iter()
                            .all(|&p| puzzle.get(usize::from(p)) != d)
                    })
                    .collect();
                if !wrong.is_empty() {
                    puzzle.set(cell, wrong[rng.below(wrong.len())]);
                    break;
                }
            }
        }
    }
    puzzle
}

fn empty_cells<S: Shape>(grid: &Grid<S>) -> Vec<usize> {
    (0..S::CELLS).filter(|&c| grid.get(c) == 0).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::shape::{Box3, Box4};
    use crate::tools::testkit::oracle;

    fn oracle_count<S: Shape>(grid: &Grid<S>, limit: usize) -> usize {
        oracle::solve(grid.digits(), S::BOX, limit).count
    }

    #[test]
    fn complete_grids_are_valid_and_differ_by_seed() {
        let a = complete_grid::<Box3>(&mut Rng::new(1));
        let b = complete_grid::<Box3>(&mut Rng::new(2));
        assert!(a.is_full() && oracle_count(&a, 2) == 1);
        assert_ne!(a, b);
        let big = complete_grid::<Box4>(&mut Rng::new(3));
        assert!(big.is_full() && oracle_count(&big, 2) == 1);
    }

    #[test]
    fn same_seed_same_puzzles() {
        let a = puzzle::<Box3>(&mut Rng::new(99), Kind::Unique, 26);
        let b = puzzle::<Box3>(&mut Rng::new(99), Kind::Unique, 26);
        assert_eq!(a, b);
    }

    #[test]
    fn every_kind_is_what_it_says_by_the_oracle_9x9() {
        let mut rng = Rng::new(2024);
        for round in 0..40 {
            let clues = 24 + round % 12;
            let unique = puzzle::<Box3>(&mut rng, Kind::Unique, clues);
            assert_eq!(oracle_count(&unique, 2), 1, "round {}: {:?}", round, unique);
            assert!(unique.digits().iter().filter(|&&d| d != 0).count() >= clues);
            let multiple = puzzle::<Box3>(&mut rng, Kind::Multiple, clues);
            assert_eq!(
                oracle_count(&multiple, 2),
                2,
                "round {}: {:?}",
                round,
                multiple
            );
            let clash = puzzle::<Box3>(&mut rng, Kind::Clash, clues);
            assert_eq!(oracle_count(&clash, 1), 0);
            let none = puzzle::<Box3>(&mut rng, Kind::NoSolution, clues);
            assert_eq!(oracle_count(&none, 1), 0, "round {}: {:?}", round, none);
            let clean = (0..81).all(|c| {
                let d = none.get(c);
                d == 0
                    || Box3::peers(c)
                        .iter()
                        .all(|&p| none.get(usize::from(p)) != d)
            });
            assert!(clean, "no two givens clash in a NoSolution puzzle");
        }
    }

    #[test]
    fn every_kind_is_what_it_says_by_the_oracle_16x16() {
        let mut rng = Rng::new(16);
        for kind in [Kind::Unique, Kind::Multiple, Kind::Clash, Kind::NoSolution] {
            let grid = puzzle::<Box4>(&mut rng, kind, 120);
            let expected = match kind {
                Kind::Unique => 1,
                Kind::Multiple => 2,
                _ => 0,
            };
            assert_eq!(oracle_count(&grid, 2), expected, "{:?}", kind);
        }
    }
}
