//! The engines check each other: per size, the bitboard engine (`Bitboard9` or `Bitboard16`),
//! the bitmask engine (`Bitmask`), dancing links (`DancingLinks`), dancing links that learn
//! (`LearningLinks`) and clause learning (`Cdcl`) must agree on the number of solutions, counted up to 2, for 1,000 generated puzzles per size (unique, several solutions,
//! clashing givens, no solution) and for every puzzle of the samples (copies of the public sets:
//! forum hardest, 17-clue, serg, gen200, minimal 16×16). Each must return a valid solution
//! whenever there is one.

use crate::support::{problem, samples};
use oj_sudoku::engines::bitboard16::Bitboard16;
use oj_sudoku::engines::bitboard9::Bitboard9;
use oj_sudoku::engines::bitmask::Bitmask;
use oj_sudoku::engines::cdcl::Cdcl;
use oj_sudoku::engines::dlx_learning::LearningLinks;
use oj_sudoku::engines::dlx_sudoku::DancingLinks;
use oj_sudoku::{Box3, Box4, Engine, Grid, Searched, Shape, Unsolvable};
use oj_sudoku_testkit::generate::{self, Kind};
use oj_sudoku_testkit::puzzles::show;
use oj_sudoku_testkit::rng::Rng;
use oj_sudoku_tools::judging::checker::check_solution;
use oj_sudoku_tools::stress::cases::count_solutions;

const KINDS: [Kind; 4] = [Kind::Unique, Kind::Multiple, Kind::Clash, Kind::NoSolution];

/// An engine: its name, `count_solutions`, `solve` and `search`.
type Contender<S> = (
    &'static str,
    fn(&Grid<S>, usize) -> usize,
    fn(&Grid<S>) -> Result<Grid<S>, Unsolvable>,
    fn(&Grid<S>, usize, usize, &mut dyn FnMut(&Grid<S>)) -> Searched,
);

/// The contender of engine `E`.
const fn of<S: Shape, E: Engine<S>>(name: &'static str) -> Contender<S> {
    (name, E::count_solutions, E::solve, E::search)
}

const NINE: [Contender<Box3>; 5] = [
    of::<Box3, Bitboard9>("bitboard"),
    of::<Box3, Bitmask>("bitmask"),
    of::<Box3, DancingLinks>("dancing links"),
    of::<Box3, LearningLinks>("dancing links that learn"),
    of::<Box3, Cdcl>("clause learning"),
];

const SIXTEEN: [Contender<Box4>; 5] = [
    of::<Box4, Bitboard16>("bitboard"),
    of::<Box4, Bitmask>("bitmask"),
    of::<Box4, DancingLinks>("dancing links"),
    of::<Box4, LearningLinks>("dancing links that learn"),
    of::<Box4, Cdcl>("clause learning"),
];

fn agree<S: Shape>(puzzle: &Grid<S>, what: &str, engines: &[Contender<S>]) {
    let (first, first_count, _, _) = engines[0];
    let expected = first_count(puzzle, 2);
    for &(name, count, solve, _) in engines {
        let counted = count(puzzle, 2);
        assert_eq!(
            counted,
            expected,
            "{}: {} counts {}, {} {}\n{:?}",
            what,
            name,
            counted,
            first,
            expected,
            show(puzzle.digits())
        );
        match solve(puzzle) {
            Ok(solution) => {
                assert!(
                    expected > 0,
                    "{}: {} solved a puzzle with no solution",
                    what,
                    name
                );
                check_solution(puzzle.digits(), solution.digits(), S::SIDE)
                    .unwrap_or_else(|why| panic!("{}: {}: {}", what, name, why));
            }
            Err(_) => assert_eq!(expected, 0, "{}: {} found nothing", what, name),
        }
    }
}

/// The puzzles of a problem's samples.
fn sample_puzzles(id: &str) -> Vec<Vec<u8>> {
    let problem = problem(id);
    let layout = &problem.layout;
    samples(problem)
        .iter()
        .flat_map(|sample| {
            let tokens: Vec<&str> = sample.input.split_whitespace().skip(layout.skip).collect();
            tokens
                .chunks(layout.rows)
                .map(|rows| layout.cells(rows))
                .filter(|cells| cells.len() == problem.side * problem.side)
                .collect::<Vec<_>>()
        })
        .collect()
}

fn grid<S: Shape>(digits: &[u8]) -> Grid<S> {
    let mut grid = Grid::empty();
    for (cell, &digit) in digits.iter().enumerate() {
        grid.set(cell, digit);
    }
    grid
}

#[test]
fn engines_agree_on_1000_generated_and_all_sample_9x9_puzzles() {
    let mut rng = Rng::new(9);
    for round in 0..1000 {
        let clues = 20 + rng.below(21);
        let digits = generate::puzzle(&mut rng, 3, KINDS[round % 4], clues, count_solutions);
        agree(
            &grid::<Box3>(&digits),
            &format!("generated 9×9 #{}", round),
            &NINE,
        );
    }
    let mut count = 0;
    for id in ["acwing166", "poj2676"] {
        for digits in sample_puzzles(id) {
            agree(
                &grid::<Box3>(&digits),
                &format!("{} sample puzzle", id),
                &NINE,
            );
            count += 1;
        }
    }
    assert!(count >= 60, "the samples hold {} 9×9 puzzles", count);
}

#[test]
#[ignore = "long: `cargo test -- --include-ignored` runs it, as CI does"]
fn engines_agree_on_1000_generated_and_all_sample_16x16_puzzles() {
    let mut rng = Rng::new(16);
    for round in 0..1000 {
        let clues = 100 + rng.below(51);
        let digits = generate::puzzle(&mut rng, 4, KINDS[round % 4], clues, count_solutions);
        agree(
            &grid::<Box4>(&digits),
            &format!("generated 16×16 #{}", round),
            &SIXTEEN,
        );
    }
    let puzzles = sample_puzzles("acwing169");
    assert_eq!(puzzles.len(), 14);
    for digits in puzzles {
        agree(&grid::<Box4>(&digits), "acwing169 sample puzzle", &SIXTEEN);
    }
}

/// Every engine counts to `limit` whatever it shows, and shows the first `shown` solutions it
/// finds, in the order it finds them when it shows them all.
fn shows_what_it_is_asked<S: Shape>(puzzle: &Grid<S>, engines: &[Contender<S>]) {
    for &(name, _, _, search) in engines {
        let mut all = Vec::new();
        let everything = search(puzzle, 4, 4, &mut |solution| all.push(*solution));
        assert_eq!((everything.solutions, all.len()), (4, 4), "{}", name);
        for shown in 0..6 {
            let mut seen = Vec::new();
            let searched = search(puzzle, 4, shown, &mut |solution| seen.push(*solution));
            assert_eq!(searched, everything, "{} showing {}", name, shown);
            assert!(seen == all[..shown.min(4)], "{} showing {}", name, shown);
        }
    }
}

#[test]
fn every_engine_shows_the_solutions_asked_for_and_counts_the_rest() {
    let mut rng = Rng::new(4);
    for (side, clues) in [(3, 22), (4, 150)] {
        let mut digits = generate::puzzle(&mut rng, side, Kind::Multiple, clues, count_solutions);
        // Fewer givens, until four solutions at least.
        let mut cell = 0;
        while count_solutions(&digits, 4) < 4 {
            digits[cell] = 0;
            cell += 1;
        }
        match side {
            3 => shows_what_it_is_asked(&grid::<Box3>(&digits), &NINE),
            _ => shows_what_it_is_asked(&grid::<Box4>(&digits), &SIXTEEN),
        }
    }
}
