//! The built-in generator of stress cases: seeded random puzzles in a problem's format, of the
//! kinds a run asks for.
//!
//! Case `k` of seed `s` is generated from its own generator state (`case_seed(s, k)`), so any
//! single case can be made again without the ones before it.

use crate::registry::{Problem, Promise, Question};
use oj_sudoku::board::grid::Grid;
use oj_sudoku::engines::bitmask::Bitmask;
use oj_sudoku::engines::dlx_regions::RegionLinks;
use oj_sudoku::engines::inequality::{Inequality, Less};
use oj_sudoku::engines::Engine;
use oj_sudoku::{Box3, Box4, Shape};
use oj_sudoku_testkit::generate::{self, Kind};
use oj_sudoku_testkit::rng::Rng;
use oj_sudoku_testkit::{inequality, oracle, regions};

/// The puzzles a run generates.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kinds {
    /// Only what the statement promises: a user's file is not wrong on what cannot be asked.
    Promised(Promise),
    /// Every kind, for our own solutions and `--all-kinds`: several solutions, none, clashes.
    All,
}

impl Kinds {
    /// Whether `puzzle` (box size `b`) is within these kinds, by the oracle; `None` if it cannot
    /// tell within `nodes`.
    pub fn admits(self, puzzle: &[u8], b: usize, nodes: u64) -> Option<bool> {
        let promise = match self {
            Kinds::All | Kinds::Promised(Promise::Any) => return Some(true),
            Kinds::Promised(promise) => promise,
        };
        let count = oracle::solve_within(puzzle, b, 2, nodes)?.count;
        Some(match promise {
            Promise::Unique => count == 1,
            Promise::Solvable => count >= 1,
            Promise::Any => true,
        })
    }
}

/// Solutions of a generated puzzle counted up to `limit` by the textbook engine (fast enough to
/// generate thousands of cases; the answers are then decided by the oracle): the test kit's
/// [`generate::Counter`].
pub fn count_solutions(digits: &[u8], limit: usize) -> usize {
    fn count<S: Shape>(digits: &[u8], limit: usize) -> usize {
        let mut grid = Grid::<S>::empty();
        grid.digits_mut().copy_from_slice(digits);
        Bitmask::count_solutions(&grid, limit)
    }
    match digits.len() {
        81 => count::<Box3>(digits, limit),
        256 => count::<Box4>(digits, limit),
        _ => oracle::count(digits, limit),
    }
}

/// One generated case.
pub struct Case {
    pub number: usize,
    pub kind: Kind,
    pub puzzle: Vec<u8>,
}

/// The generator state for case `number` of `seed`.
pub fn case_seed(seed: u64, number: usize) -> u64 {
    seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) ^ (number as u64).wrapping_mul(0xd1b5_4a32_d192_ed03)
}

/// Case `number` of `seed` for `problem`. Puzzles to solve: with every kind, a mix of 60%
/// unique puzzles, 15% with several solutions, 15% with no solution but no clashing givens,
/// 10% with clashing givens; within a promise, only unique puzzles (and, for a solvable promise,
/// 20% with several solutions). Clue counts spread over the range judges use (9×9: 20–40,
/// 16×16: 100–150; 30–45 where every solution is scored). Grids to judge: complete grids, half
/// of them broken by swapping two cells of a row in different boxes (ABC327 C), or partial
/// boards, valid or with clashing givens (LeetCode 36); grids to spoil: complete grids. Where each
/// case gives its box size (UVa 989), 10% are 1×1 and 20% 4×4, the rest 9×9.
pub fn make_case(problem: &Problem, seed: u64, number: usize, kinds: Kinds) -> Case {
    let mut rng = Rng::new(case_seed(seed, number));
    let roll = rng.below(20);
    let kind = match kinds {
        Kinds::All | Kinds::Promised(Promise::Any) => match roll {
            0..=11 => Kind::Unique,
            12..=14 => Kind::Multiple,
            15..=17 => Kind::NoSolution,
            _ => Kind::Clash,
        },
        Kinds::Promised(Promise::Solvable) if roll >= 16 => Kind::Multiple,
        Kinds::Promised(_) => Kind::Unique,
    };
    let (kind, puzzle) = match problem.question {
        Question::ValidComplete | Question::AntiSudoku => {
            let mut grid = generate::complete_grid(&mut rng, 3);
            let broken = problem.question == Question::ValidComplete && roll % 2 == 1;
            if broken {
                let row = rng.below(9);
                let (a, b) = (rng.below(3), 3 + rng.below(6));
                grid.swap(row * 9 + a, row * 9 + b);
            }
            (if broken { Kind::Clash } else { Kind::Unique }, grid)
        }
        Question::ValidPartial | Question::Mistake => {
            let kind = if roll % 2 == 1 {
                Kind::Clash
            } else {
                Kind::Unique
            };
            let clues = 20 + rng.below(40);
            (
                kind,
                generate::puzzle(&mut rng, 3, kind, clues, count_solutions),
            )
        }
        Question::Smallest => {
            // Mostly 9×9, some 4×4, now and then 1×1, as UVa 989 mixes them.
            match rng.below(10) {
                0 => (Kind::Unique, vec![rng.below(2) as u8]),
                1 | 2 => {
                    let clues = rng.below(9);
                    (
                        kind,
                        generate::puzzle(&mut rng, 2, kind, clues, count_solutions),
                    )
                }
                _ => {
                    let clues = 20 + rng.below(21);
                    (
                        kind,
                        generate::puzzle(&mut rng, 3, kind, clues, count_solutions),
                    )
                }
            }
        }
        Question::Jigsaw => jigsaw_case(&mut rng, kind),
        Question::Inequalities => inequalities_case(&mut rng, kind),
        _ if problem.side == 16 => {
            let clues = 100 + rng.below(51);
            (
                kind,
                generate::puzzle(&mut rng, 4, kind, clues, count_solutions),
            )
        }
        Question::BestScore => {
            let clues = 30 + rng.below(16);
            (
                kind,
                generate::puzzle(&mut rng, 3, kind, clues, count_solutions),
            )
        }
        _ => {
            let clues = 20 + rng.below(21);
            (
                kind,
                generate::puzzle(&mut rng, 3, kind, clues, count_solutions),
            )
        }
    };
    Case {
        number,
        kind,
        puzzle,
    }
}

/// A jigsaw case of `kind` (its cells, then its regions): a random layout with 10 to 80
/// exchanges between regions, 22 to 34 givens; solutions counted by the dancing-links engine
/// (the answers are then decided by the test kit's oracle).
fn jigsaw_case(rng: &mut Rng, kind: Kind) -> (Kind, Vec<u8>) {
    fn count(digits: &[u8], region: &[u8], limit: usize) -> usize {
        let mut grid = Grid::<Box3>::empty();
        grid.digits_mut().copy_from_slice(digits);
        RegionLinks::search_jigsaw(&grid, region, limit, &mut |_| {}).solutions
    }
    loop {
        let swaps = 10 + rng.below(71);
        let (region, solution) = regions::random_layout(rng, swaps);
        let clues = 22 + rng.below(13);
        if let Some(mut puzzle) = regions::puzzle(rng, &region, &solution, kind, clues, count) {
            puzzle.extend(region);
            return (kind, puzzle);
        }
    }
}

/// Signs between the cells (comparison Sudoku) with one solution, or, for [`Kind::NoSolution`]
/// (and the other kinds past a promise of one), signs of such a puzzle with one flipped so that
/// none is left; counted by the inequality engine.
fn inequalities_case(rng: &mut Rng, kind: Kind) -> (Kind, Vec<u8>) {
    fn count(signs: &[u8], limit: usize) -> usize {
        let less: Vec<Less> = inequality::less_pairs(signs)
            .iter()
            .map(|&(smaller, larger)| Less {
                smaller: smaller as u8,
                larger: larger as u8,
            })
            .collect();
        Inequality::search(&less, limit, &mut |_| {}).solutions
    }
    loop {
        let (mut signs, _) = inequality::unique_puzzle(rng, count);
        if kind == Kind::Unique {
            return (kind, signs);
        }
        let mut order: Vec<usize> = (0..signs.len()).collect();
        rng.shuffle(&mut order);
        for k in order {
            signs[k] = 3 - signs[k];
            if count(&signs, 1) == 0 {
                return (Kind::NoSolution, signs);
            }
            signs[k] = 3 - signs[k];
        }
    }
}

/// The input holding `puzzles`, in the problem's format.
pub fn input_of(problem: &Problem, puzzles: &[&[u8]]) -> String {
    let layout = &problem.layout;
    let cases: Vec<String> = puzzles.iter().map(|p| (layout.render_case)(p)).collect();
    (layout.render_input)(&cases)
}
