//! Puzzle generation for stress tests and benchmarks, deterministic for a seed: complete grids,
//! puzzles with a unique solution and a target number of clues, puzzles with several solutions,
//! puzzles whose givens clash, and puzzles with no solution although no givens clash.
//!
//! A puzzle is its cells row by row, `0` for empty, for box size `b` (side `b²`). How many
//! solutions a puzzle has is asked of a [`Counter`] the caller passes: the toolkit passes a fast
//! engine, a test may pass the engine it checks or the independent [`crate::oracle::count`];
//! the tests here check what the generator calls unique with the oracle.
//!
//! Bias, honestly: complete grids are one fixed grid scrambled by the Sudoku symmetries
//! (relabelling digits, permuting rows within bands, bands, columns within stacks, stacks, and
//! transposing) — `9!·6⁸·2` grids for 9×9, far from all of them; clues are removed in random
//! order and the result is not minimal unless the target asks for it.

use crate::rng::Rng;

/// Counts the solutions of a puzzle (cells row by row, 0 empty; the box size follows from its
/// length: 16, 81, 256 or 625 cells), stopping at `limit`.
pub type Counter = fn(digits: &[u8], limit: usize) -> usize;

/// The box size of a puzzle of `cells` cells (`b⁴`). Panics on any other length: test data only.
pub fn box_size(cells: usize) -> usize {
    (1..=6)
        .find(|b| b * b * b * b == cells)
        .unwrap_or_else(|| panic!("{} cells is not a b⁴-cell grid", cells))
}

/// The other cells of `cell`'s row, column and box, for box size `b`.
pub fn peers(cell: usize, b: usize) -> Vec<usize> {
    let side = b * b;
    let (row, column) = (cell / side, cell % side);
    (0..side * side)
        .filter(|&c| c != cell)
        .filter(|&c| {
            let (r, k) = (c / side, c % side);
            r == row || k == column || (r / b == row / b && k / b == column / b)
        })
        .collect()
}

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

/// A random complete grid for box size `b`: the pattern grid scrambled by the symmetries.
pub fn complete_grid(rng: &mut Rng, b: usize) -> Vec<u8> {
    let n = b * b;
    // The pattern grid: row r is row 0 shifted by (r mod B)·B + r / B, valid by construction
    // (rows of a band are B apart, bands 1 apart). Building on it rather than on a solver keeps
    // generation fast and independent of the code under test.
    let pattern = |row: usize, column: usize| ((row % b) * b + row / b + column) % n;
    let mut relabel: Vec<u8> = (1..=n as u8).collect();
    rng.shuffle(&mut relabel);
    let rows = band_order(rng, b);
    let columns = band_order(rng, b);
    let transpose = rng.below(2) == 1;
    let mut grid = vec![0; n * n];
    for (row, &from_row) in rows.iter().enumerate() {
        for (column, &from_column) in columns.iter().enumerate() {
            let (r, c) = if transpose {
                (from_column, from_row)
            } else {
                (from_row, from_column)
            };
            grid[row * n + column] = relabel[pattern(r, c)];
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
/// when no clue can go — the puzzle is then minimal), uniqueness decided by `count`. Returns the
/// puzzle and its solution.
pub fn unique_puzzle(rng: &mut Rng, b: usize, clues: usize, count: Counter) -> (Vec<u8>, Vec<u8>) {
    let solution = complete_grid(rng, b);
    let mut puzzle = solution.clone();
    let mut cells: Vec<usize> = (0..puzzle.len()).collect();
    rng.shuffle(&mut cells);
    let mut left = puzzle.len();
    for cell in cells {
        if left <= clues {
            break;
        }
        let digit = puzzle[cell];
        puzzle[cell] = 0;
        if count(&puzzle, 2) == 1 {
            left -= 1;
        } else {
            puzzle[cell] = digit;
        }
    }
    (puzzle, solution)
}

/// A puzzle of the given kind with about `clues` givens (kinds other than `Unique` start from a
/// unique puzzle and change it), for box size `b`, solutions counted by `count`.
pub fn puzzle(rng: &mut Rng, b: usize, kind: Kind, clues: usize, count: Counter) -> Vec<u8> {
    let (mut puzzle, solution) = unique_puzzle(rng, b, clues, count);
    match kind {
        Kind::Unique => {}
        Kind::Multiple => {
            // Remove givens until a second solution appears.
            let mut cells: Vec<usize> = (0..puzzle.len()).filter(|&c| puzzle[c] != 0).collect();
            rng.shuffle(&mut cells);
            for cell in cells {
                puzzle[cell] = 0;
                if count(&puzzle, 2) == 2 {
                    break;
                }
            }
        }
        Kind::Clash => {
            // Copy a given into an empty peer cell.
            let empty = empty_cells(&puzzle);
            let cell = empty[rng.below(empty.len())];
            let givens: Vec<u8> = peers(cell, b)
                .into_iter()
                .map(|p| puzzle[p])
                .filter(|&d| d != 0)
                .collect();
            puzzle[cell] = givens[rng.below(givens.len())];
        }
        Kind::NoSolution => {
            // A digit in an empty cell that clashes with no given but is not the (unique)
            // solution's: any solution of the result would be a second solution of the original.
            let mut empty = empty_cells(&puzzle);
            rng.shuffle(&mut empty);
            for cell in empty {
                let wrong: Vec<u8> = (1..=(b * b) as u8)
                    .filter(|&d| d != solution[cell])
                    .filter(|&d| peers(cell, b).into_iter().all(|p| puzzle[p] != d))
                    .collect();
                if !wrong.is_empty() {
                    puzzle[cell] = wrong[rng.below(wrong.len())];
                    break;
                }
            }
        }
    }
    puzzle
}

fn empty_cells(grid: &[u8]) -> Vec<usize> {
    (0..grid.len()).filter(|&c| grid[c] == 0).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracle;

    const COUNT: Counter = oracle::count;

    #[test]
    fn complete_grids_are_valid_and_differ_by_seed() {
        let a = complete_grid(&mut Rng::new(1), 3);
        let b = complete_grid(&mut Rng::new(2), 3);
        assert!(!a.contains(&0) && oracle::count(&a, 2) == 1);
        assert_ne!(a, b);
        let big = complete_grid(&mut Rng::new(3), 4);
        assert!(!big.contains(&0) && oracle::count(&big, 2) == 1);
    }

    #[test]
    fn same_seed_same_puzzles() {
        let a = puzzle(&mut Rng::new(99), 3, Kind::Unique, 26, COUNT);
        let b = puzzle(&mut Rng::new(99), 3, Kind::Unique, 26, COUNT);
        assert_eq!(a, b);
    }

    #[test]
    fn peers_are_the_row_column_and_box() {
        assert_eq!(peers(0, 3).len(), 20);
        assert_eq!(peers(0, 4).len(), 39);
        assert!(peers(40, 3).contains(&30) && !peers(40, 3).contains(&0));
    }

    /// Every count of clues from 24 to 35 once; the long run takes 40 rounds.
    #[test]
    fn every_kind_is_what_it_says_by_the_oracle_9x9() {
        every_kind_is_what_it_says_9x9(12);
    }

    #[test]
    #[ignore = "long: `cargo test -- --include-ignored` runs it, as CI does"]
    fn every_kind_is_what_it_says_by_the_oracle_9x9_in_40_rounds() {
        every_kind_is_what_it_says_9x9(40);
    }

    /// `rounds` rounds of a puzzle of each kind, with 24 to 35 clues in turn.
    fn every_kind_is_what_it_says_9x9(rounds: usize) {
        let mut rng = Rng::new(2024);
        for round in 0..rounds {
            let clues = 24 + round % 12;
            let unique = puzzle(&mut rng, 3, Kind::Unique, clues, COUNT);
            assert_eq!(
                oracle::count(&unique, 2),
                1,
                "round {}: {:?}",
                round,
                unique
            );
            assert!(unique.iter().filter(|&&d| d != 0).count() >= clues);
            let multiple = puzzle(&mut rng, 3, Kind::Multiple, clues, COUNT);
            assert_eq!(
                oracle::count(&multiple, 2),
                2,
                "round {}: {:?}",
                round,
                multiple
            );
            let clash = puzzle(&mut rng, 3, Kind::Clash, clues, COUNT);
            assert_eq!(oracle::count(&clash, 1), 0);
            let none = puzzle(&mut rng, 3, Kind::NoSolution, clues, COUNT);
            assert_eq!(oracle::count(&none, 1), 0, "round {}: {:?}", round, none);
            let clean =
                (0..81).all(|c| none[c] == 0 || peers(c, 3).iter().all(|&p| none[p] != none[c]));
            assert!(clean, "no two givens clash in a NoSolution puzzle");
        }
    }

    #[test]
    fn every_kind_is_what_it_says_by_the_oracle_16x16() {
        let mut rng = Rng::new(16);
        for kind in [Kind::Unique, Kind::Multiple, Kind::Clash, Kind::NoSolution] {
            let grid = puzzle(&mut rng, 4, kind, 120, COUNT);
            let expected = match kind {
                Kind::Unique => 1,
                Kind::Multiple => 2,
                _ => 0,
            };
            assert_eq!(oracle::count(&grid, 2), expected, "{:?}", kind);
        }
    }
}
