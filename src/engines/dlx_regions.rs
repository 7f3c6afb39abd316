//! Jigsaw Sudoku (irregular regions given as data) by dancing links that learn.
//!
//! # Technique
//! Jigsaw (engine `dlx_regions`): a cell's region takes the place of its box in the columns
//! "house h holds digit d". A nearly open grid can hide a contradiction deep in the regions'
//! shapes, which backtracking proves only by trying every order of choices; learning names
//! each reason for failing once (steps 3 and 6 for how it chooses).
//!
//! **Relabelling.** Swapping two digits no given uses turns a solution into another. So with
//! two or more unused, the search only asks whether a solution exists with them in increasing
//! order along the first row's open cells (the `i`-th from 0 in the `i`-th open cell or
//! later), as some relabelling of any solution is; one dead end covers all its relabellings.

use crate::board::grid::Grid;
use crate::board::shape::Shape;
use crate::engines::dlx_learning::learning_covers;
use crate::engines::dlx_sudoku::{fill, matrix};
use crate::engines::Searched;

/// The engine: dancing links that learn, over any regions.
pub struct RegionLinks;

impl RegionLinks {
    /// Calls `found` with each solution of `puzzle` whose rows, columns and regions hold every
    /// digit once, until `limit` have been found: `region[cell]` is the region of each cell,
    /// numbered from 0.
    /// Constraints: `region.len() == S::CELLS`, every region number `< S::SIDE`.
    pub fn search_jigsaw<S: Shape>(
        puzzle: &Grid<S>,
        region: &[u8],
        limit: usize,
        found: &mut dyn FnMut(&Grid<S>),
    ) -> Searched {
        let mut matrix = match matrix(puzzle, region) {
            Some(matrix) => matrix,
            None => return Searched::default(), // a given clashes with another
        };
        let n = S::SIDE;
        let unused: Vec<u8> = (1..=n as u8)
            .filter(|d| !puzzle.digits().contains(d))
            .collect();
        let relabel = (1..3).contains(&limit) && unused.len() > 1;
        if relabel {
            let open = (0..n).filter(|&cell| puzzle.get(cell) == 0);
            for (i, cell) in open.enumerate() {
                for &d in unused.iter().skip(i + 1) {
                    matrix.rule_out(cell * n + usize::from(d) - 1);
                }
            }
        }
        let mut solution = *puzzle;
        let wanted = if relabel { 1 } else { limit };
        let (mut solutions, guesses) = learning_covers(&mut matrix, wanted, true, &mut |rows| {
            fill(&mut solution, rows);
            found(&solution);
        });
        if relabel && limit == 2 && solutions == 1 {
            // Two unused digits swapped: the second solution.
            let (a, b) = (unused[0], unused[1]);
            let mut twin = solution;
            for cell in 0..S::CELLS {
                let digit = solution.get(cell);
                if digit == a || digit == b {
                    twin.set(cell, a + b - digit);
                }
            }
            found(&twin);
            solutions = 2;
        }
        Searched { solutions, guesses }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::shape::Box3;
    use crate::engines::dlx_sudoku::DancingLinks;
    use crate::engines::Engine;
    use crate::testing::{self as puzzles, from_digits, Rng};
    use oj_sudoku_testkit::generate::Kind;
    use oj_sudoku_testkit::regions;

    fn count(digits: &[u8], region: &[u8], limit: usize) -> usize {
        RegionLinks::search_jigsaw(&from_digits::<Box3>(digits), region, limit, &mut |_| {})
            .solutions
    }

    #[test]
    fn with_boxes_for_regions_it_is_sudoku() {
        let boxes = regions::boxes();
        let puzzle = puzzles::grid::<Box3>(puzzles::ACWING166);
        let mut first = None;
        let searched = RegionLinks::search_jigsaw(&puzzle, &boxes, 2, &mut |s| first = Some(*s));
        assert_eq!(searched.solutions, 1);
        assert_eq!(first, Some(puzzles::grid(puzzles::ACWING166_SOLVED)));
        let mut rng = Rng::new(31);
        for round in 0..40 {
            let kind = [Kind::Unique, Kind::Multiple, Kind::Clash, Kind::NoSolution][round % 4];
            let puzzle = puzzles::puzzle::<Box3>(&mut rng, kind, 24 + round % 8);
            assert_eq!(
                count(puzzle.digits(), &boxes, 2),
                DancingLinks::count_solutions(&puzzle, 2)
            );
        }
    }

    /// The independent oracle of the test kit decides; layouts and puzzles of every kind.
    #[test]
    fn agrees_with_the_oracle_on_random_layouts() {
        let mut rng = Rng::new(4069);
        let mut checked = 0;
        for round in 0..60 {
            let (layout, solution) = regions::random_layout(&mut rng, 20 + round);
            let kind = [Kind::Unique, Kind::Multiple, Kind::Clash, Kind::NoSolution][round % 4];
            let clues = 22 + round % 8;
            let made = regions::puzzle(&mut rng, &layout, &solution, kind, clues, regions::count);
            let puzzle = match made {
                Some(puzzle) => puzzle,
                None => continue,
            };
            let expected = regions::solve(&puzzle, &layout, 2);
            let mut first = None;
            let searched =
                RegionLinks::search_jigsaw(&from_digits::<Box3>(&puzzle), &layout, 2, &mut |s| {
                    first.get_or_insert(*s);
                });
            assert_eq!(
                searched.solutions, expected.count,
                "{:?} {:?}",
                layout, puzzle
            );
            if expected.count == 1 {
                assert_eq!(first.map(|g| g.digits().to_vec()), expected.first);
            }
            checked += 1;
        }
        assert!(checked >= 50, "{} puzzles", checked);
    }

    /// Grids with few givens, most leaving several digits unused: the counts of the oracle at
    /// limits 1 to 3, every solution reported valid, keeping the givens, and new.
    #[test]
    fn grids_with_unused_digits_count_as_the_oracle_says() {
        let mut rng = Rng::new(40690);
        let mut relabelled = 0;
        for round in 0..48 {
            let (layout, solution) = regions::random_layout(&mut rng, 10 + round);
            let mut digits = vec![0; 81];
            for _ in 0..round % 9 {
                let cell = rng.below(81);
                digits[cell] = if round % 3 == 0 {
                    1 + rng.below(9) as u8
                } else {
                    solution[cell]
                };
            }
            let unused = (1..=9).filter(|d| !digits.contains(d)).count();
            for limit in 1..=3 {
                let expected = match regions::solve_within(&digits, &layout, limit, 50_000) {
                    Some(found) => found.count,
                    None => continue,
                };
                let mut seen: Vec<Vec<u8>> = Vec::new();
                let puzzle = from_digits::<Box3>(&digits);
                let searched = RegionLinks::search_jigsaw(&puzzle, &layout, limit, &mut |s| {
                    seen.push(s.digits().to_vec());
                });
                assert_eq!(searched.solutions, expected, "{:?} {:?}", layout, digits);
                assert_eq!(seen.len(), expected);
                for (k, grid) in seen.iter().enumerate() {
                    assert!(!seen[..k].contains(grid), "a solution reported twice");
                    assert!((0..81).all(|c| digits[c] == 0 || digits[c] == grid[c]));
                    assert_eq!(regions::count(grid, &layout, 2), 1, "not a solution");
                }
                relabelled += usize::from(unused >= limit.max(2) && expected > 0);
            }
        }
        assert!(relabelled > 40, "{} relabelled searches", relabelled);
    }

    /// Open grids (no givens) over layouts that took a plain search hundreds of thousands of
    /// guesses: one with several solutions, two with none.
    #[test]
    fn open_grids_over_hard_layouts_are_decided() {
        let layout = |text: &str| -> Vec<u8> { text.bytes().map(|b| b - b'0').collect() };
        let open = Grid::<Box3>::empty();
        let several = layout(
            "001112222001012223400011223404551333444551333444655573886665577888866777888666777",
        );
        assert_eq!(
            RegionLinks::search_jigsaw(&open, &several, 2, &mut |_| {}).solutions,
            2
        );
        for none in [
            "000001222301011222301111224301555424366555444366555444336778888336777888666777788",
            "000000011222021011332221111332244555336444575836664575836664577836684577888884777",
        ] {
            let searched = RegionLinks::search_jigsaw(&open, &layout(none), 2, &mut |_| {});
            assert_eq!(searched.solutions, 0);
        }
    }
}
