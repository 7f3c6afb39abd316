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
/// of them broken in one rule alone, rows, columns or boxes in turn at random (ABC327 C: see
/// [`break_one_rule`]), or partial boards, valid or with givens clashing in one rule alone
/// (LeetCode 36, COCI's Mistake, and UVa 10957's clashing kind: see [`partial_board`]); grids
/// to spoil: complete grids. Where each
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
                let rule = [Rule::Row, Rule::Column, Rule::Box][rng.below(3)];
                break_one_rule(&mut rng, &mut grid, rule);
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
            (kind, partial_board(&mut rng, kind, clues))
        }
        Question::Classify if kind == Kind::Clash => {
            let clues = 20 + rng.below(21);
            (kind, partial_board(&mut rng, kind, clues))
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

/// A 9×9 board of `clues` givens from a unique puzzle; for [`Kind::Clash`], with one given more
/// that repeats a digit in one rule alone (rows, columns or boxes at random), so that an attempt
/// that never checks that rule calls it valid (a copied given broke a box alone about once in a
/// hundred boards, session 15).
fn partial_board(rng: &mut Rng, kind: Kind, clues: usize) -> Vec<u8> {
    if kind != Kind::Clash {
        return generate::puzzle(rng, 3, kind, clues, count_solutions);
    }
    let mut puzzle = generate::puzzle(rng, 3, Kind::Unique, clues, count_solutions);
    let rule = [Rule::Row, Rule::Column, Rule::Box][rng.below(3)];
    let mut options = Vec::new();
    for cell in 0..81 {
        if puzzle[cell] != 0 {
            continue;
        }
        for digit in 1..=9 {
            puzzle[cell] = digit;
            if rules_broken(&puzzle) == [rule] {
                options.push((cell, digit));
            }
        }
        puzzle[cell] = 0;
    }
    if options.is_empty() {
        // Too few givens to repeat a digit in that rule alone: any clash.
        return generate::puzzle(rng, 3, Kind::Clash, clues, count_solutions);
    }
    let (cell, digit) = options[rng.below(options.len())];
    puzzle[cell] = digit;
    puzzle
}

/// The three rules of a complete grid: each row, each column, each box holds 1 to 9 once.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Rule {
    Row,
    Column,
    Box,
}

/// Which rules a 9×9 grid breaks (a digit twice in some row, column, box; empty cells, 0, repeat
/// freely), checked house by house, apart from the core's rules.
pub fn rules_broken(grid: &[u8]) -> Vec<Rule> {
    let cell = |rule: Rule, house: usize, k: usize| match rule {
        Rule::Row => house * 9 + k,
        Rule::Column => k * 9 + house,
        Rule::Box => (house / 3 * 3 + k / 3) * 9 + house % 3 * 3 + k % 3,
    };
    [Rule::Row, Rule::Column, Rule::Box]
        .into_iter()
        .filter(|&rule| {
            (0..9).any(|house| {
                let mut seen = [false; 10];
                (0..9).any(|k| {
                    let digit = usize::from(grid[cell(rule, house, k)]);
                    digit != 0 && std::mem::replace(&mut seen[digit], true)
                })
            })
        })
        .collect()
}

/// Breaks a valid complete 9×9 `grid` in `rule` alone, so that an attempt that never checks
/// that rule answers `Yes` where the judge wants `No` (an ABC327 C attempt that checked no row
/// passed 2000 cases when only rows across boxes were swapped, which breaks columns and boxes).
/// A row: two cells of one column swapped within its box (the column and the box keep their
/// digits). A column: the same across a row. A box: two rows of different bands swapped (every
/// row and column keeps its digits), two whose thirds differ, so that a box repeats.
pub fn break_one_rule(rng: &mut Rng, grid: &mut [u8], rule: Rule) {
    let line = rng.below(9);
    let band = rng.below(3) * 3;
    let a = rng.below(3);
    let b = (a + 1 + rng.below(2)) % 3;
    match rule {
        Rule::Row => grid.swap((band + a) * 9 + line, (band + b) * 9 + line),
        Rule::Column => grid.swap(line * 9 + band + a, line * 9 + band + b),
        Rule::Box => {
            // Rows of two bands, from a random start; the first pair that makes a box repeat.
            // In the generator's grids one always does (of the three rows of another band, at
            // most one has the same digits in each third as a given row).
            let start = rng.below(81);
            for k in 0..81 {
                let (first, second) = ((start + k) / 9 % 9, (start + k) % 9);
                if first / 3 == second / 3 {
                    continue;
                }
                let mut swapped = grid.to_vec();
                for column in 0..9 {
                    swapped.swap(first * 9 + column, second * 9 + column);
                }
                if rules_broken(&swapped) == [Rule::Box] {
                    grid.copy_from_slice(&swapped);
                    return;
                }
            }
            unreachable!("no two rows of different bands make a box repeat");
        }
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

#[cfg(test)]
mod tests {
    use super::*;

    /// Each way of breaking a grid breaks its rule and no other, on any generated grid.
    #[test]
    fn a_grid_is_broken_in_one_rule_alone() {
        let mut rng = Rng::new(7);
        for _ in 0..200 {
            let grid = generate::complete_grid(&mut rng, 3);
            assert!(rules_broken(&grid).is_empty());
            for rule in [Rule::Row, Rule::Column, Rule::Box] {
                let mut broken = grid.clone();
                break_one_rule(&mut rng, &mut broken, rule);
                assert_eq!(rules_broken(&broken), [rule], "{:?}", broken);
            }
        }
    }

    /// The partial-board checks' stress cases (LeetCode 36, COCI, UVa 10957): clashing boards
    /// repeat a digit in rows only, in columns only, in boxes only, each within the first 60
    /// clashing cases; the others repeat none.
    #[test]
    fn partial_boards_clash_in_each_rule_alone() {
        for id in ["leetcode36", "coci23c1p1", "uva10957"] {
            let problem = crate::registry::find(id).unwrap();
            let mut seen = Vec::new();
            let (mut number, mut clashing) = (0, 0);
            while clashing < 60 {
                number += 1;
                let case = make_case(problem, 1, number, Kinds::All);
                let broken = rules_broken(&case.puzzle);
                assert_eq!(
                    case.kind == Kind::Clash,
                    !broken.is_empty(),
                    "{} {}",
                    id,
                    number
                );
                if case.kind != Kind::Clash {
                    continue;
                }
                clashing += 1;
                assert_eq!(broken.len(), 1, "{} case {}: {:?}", id, number, broken);
                if !seen.contains(&broken[0]) {
                    seen.push(broken[0]);
                }
            }
            assert_eq!(seen.len(), 3, "{}: {:?}", id, seen);
        }
    }

    /// Kattis sudokunique's stress cases are of the kind they are counted as (the summary's
    /// "65 unique, 7 with several solutions, ..."): givens that clash exactly when called so,
    /// else as many solutions as the kind says, counted to two by the independent oracle.
    #[test]
    fn classify_cases_are_the_kind_they_are_counted_as() {
        let problem = crate::registry::find("kattis_sudokunique").unwrap();
        let mut kinds = Vec::new();
        for number in 1..=100 {
            let case = make_case(problem, 1, number, Kinds::All);
            let clash = !rules_broken(&case.puzzle).is_empty();
            assert_eq!(case.kind == Kind::Clash, clash, "case {}", number);
            let solutions = match case.kind {
                Kind::Unique => 1,
                Kind::Multiple => 2,
                _ => 0,
            };
            assert_eq!(
                oj_sudoku_testkit::oracle::count(&case.puzzle, 2),
                solutions,
                "case {}: {:?}",
                number,
                case.puzzle
            );
            if !kinds.contains(&case.kind) {
                kinds.push(case.kind);
            }
        }
        assert_eq!(kinds.len(), 4, "{:?}", kinds);
    }

    /// ABC327 C's stress cases: valid grids, and grids broken in rows only, in columns only,
    /// in boxes only, each kind within the first 60 cases (an attempt that skips one rule fails
    /// a default run of 2000).
    #[test]
    fn abc327c_cases_break_each_rule_alone() {
        let problem = crate::registry::find("abc327c").unwrap();
        let mut seen = Vec::new();
        for number in 1..=60 {
            let case = make_case(problem, 1, number, Kinds::Promised(problem.promise));
            let broken = rules_broken(&case.puzzle);
            assert_eq!(case.kind == Kind::Clash, !broken.is_empty());
            assert!(broken.len() <= 1, "case {}: {:?}", number, broken);
            if !seen.contains(&broken) {
                seen.push(broken);
            }
        }
        assert_eq!(seen.len(), 4, "{:?}", seen);
    }
}
