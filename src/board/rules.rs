//! The rules as a check, without solving.
//!
//! # Technique
//! A check, not a search (`board::rules`): one pass over the cells, with a bit per digit seen in
//! each row, column and box; the first digit whose bit is already set is a repeat: `O(N²)`.

use crate::board::grid::Grid;
use crate::board::shape::Shape;

/// The first house (as numbered in the terms) found, cell by cell, to repeat a digit, and that
/// digit; `None` when the filled cells break no rule. Constraint: digits `<= S::SIDE`.
pub fn first_repeat<S: Shape>(grid: &Grid<S>) -> Option<(usize, u8)> {
    let mut seen = [0u32; 48];
    for (cell, &digit) in grid.digits().iter().enumerate() {
        if digit == 0 {
            continue;
        }
        let (row, column) = (cell / S::SIDE, cell % S::SIDE);
        let square = row / S::BOX * S::BOX + column / S::BOX;
        for h in [row, S::SIDE + column, 2 * S::SIDE + square] {
            if seen[h] >> digit & 1 == 1 {
                return Some((h, digit));
            }
            seen[h] |= 1 << digit;
        }
    }
    None
}

/// Whether `grid` is full and breaks no rule: a solution.
pub fn is_solution<S: Shape>(grid: &Grid<S>) -> bool {
    grid.is_full() && first_repeat(grid).is_none()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::shape::{Box3, Box4};
    use crate::testing::{self as puzzles};

    #[test]
    fn finds_the_first_repeat_by_house_and_digit() {
        let solved = puzzles::grid::<Box3>(puzzles::ACWING166_SOLVED);
        assert_eq!(first_repeat(&solved), None);
        assert!(is_solution(&solved));
        let puzzle = puzzles::grid::<Box3>(puzzles::ACWING166);
        assert!(first_repeat(&puzzle).is_none() && !is_solution(&puzzle));
        let mut row = puzzle;
        row.set(1, 4); // another 4 in row 1
        assert_eq!(first_repeat(&row), Some((0, 4)));
        let mut column = puzzle;
        column.set(9, 4); // another 4 in column 1 (row 2 has no 4)
        assert_eq!(first_repeat(&column), Some((9, 4)));
        let mut box_only = puzzles::grid::<Box3>(puzzles::ACWING166_SOLVED);
        box_only.set(10, box_only.get(0)); // r2c2 takes r1c1's digit
        assert!(first_repeat(&box_only).is_some() && !is_solution(&box_only));
        let sixteen = puzzles::grid::<Box4>(puzzles::ACWING169_SOLVED);
        assert!(is_solution(&sixteen));
    }
}
