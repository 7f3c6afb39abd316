//! Jigsaw Sudoku (irregular regions given as data) by dancing links that learn.
//!
//! # Technique
//! Dancing links over irregular regions (engine `dlx_regions`, over the Sudoku encoding of
//! `dlx_sudoku` and the search of `dlx_learning`). The exact-cover formulation carries over
//! unchanged: a cell's region takes the place of its box in the columns "house h holds digit
//! d", and nothing else changes, neither the matrix's shape nor the search. What changes is
//! how hard the grids are. Over jigsaw layouts a nearly open grid can hide a contradiction deep
//! in the regions' shapes: a layout may admit no solution at all, and a search that only
//! backtracks must then try every order of choices before it can say so (hundreds of
//! thousands of guesses for a grid with no givens). The search that learns names each reason
//! for failing once, as a clause; and it chooses the most active row of any open column, not a
//! row of a smallest column, so that it stays where the dead ends are: an open grid over a
//! layout with no solution is proved empty in hundreds to thousands of choices.

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
        let mut solution = *puzzle;
        let (solutions, guesses) = learning_covers(&mut matrix, limit, true, &mut |rows| {
            fill(&mut solution, rows);
            found(&solution);
        });
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
