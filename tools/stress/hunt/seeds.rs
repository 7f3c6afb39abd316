//! Where the hunt's chains start: inputs of several shapes, each within the statement.
//!
//! - `sample`: the samples of every problem of the same size that the space admits;
//! - `random`: random puzzles of the promised kind (the stress generator's);
//! - a structured layout of `tools/testkit/layouts.rs` (bands, stacks, boxes, a ring, corners,
//!   edge boxes, a cross, every cell of a few digits) where any grid with enough givens is
//!   allowed, at the fewest givens allowed and a few more, some with bands and stacks
//!   reordered: concentrated givens leave a vast number of completions;
//! - `minimal`: minimal unique puzzles (no given can go), the hard ones for dancing links and
//!   for any search on 16×16, where one solution is promised;
//! - `kept`: every input kept in `bench/worst/` for a problem of this side (the finds of
//!   earlier hunts, against this file or another engine), so that a hunt starts from the
//!   hardest inputs known, not from scratch.

use super::space::{Point, Rule, Space, Symmetry};
use crate::registry::{Problem, PROBLEMS};
use crate::stress::cases::{make_case, Kinds};
use oj_sudoku_testkit::generate::complete_grid;
use oj_sudoku_testkit::layouts::Layout;
use oj_sudoku_testkit::rng::Rng;
use std::fs;
use std::path::{Path, PathBuf};

/// A starting input and the name of its shape.
pub struct Seed {
    pub shape: &'static str,
    pub point: Point,
}

/// The starting inputs for `problem` in `space`, for `seed`.
pub fn starting_points(root: &Path, problem: &Problem, space: &Space, seed: u64) -> Vec<Seed> {
    let mut seeds: Vec<Seed> = Vec::new();
    let add = |shape: &'static str, puzzle: Vec<u8>, seeds: &mut Vec<Seed>| {
        if seeds.iter().any(|s| s.point.puzzle == puzzle) {
            return;
        }
        if let Some(point) = space.admit(puzzle, None) {
            seeds.push(Seed { shape, point });
        }
    };
    for puzzle in sample_puzzles(root, problem.side) {
        add("sample", puzzle, &mut seeds);
    }
    for puzzle in kept_puzzles(root, problem.side) {
        add("kept", puzzle, &mut seeds);
    }
    for n in 0..8 {
        let case = make_case(problem, seed, n + 1, Kinds::Promised(problem.promise));
        add("random", case.puzzle, &mut seeds);
    }
    let mut rng = Rng::new(seed ^ 0x1a70_u64);
    if space.side == 9 && space.rule == Rule::Consistent && space.min_givens > 0 {
        for layout in Layout::ALL {
            for extra in [0, 0, 0, 0, 1, 2, 3, 6] {
                let puzzle = layout.puzzle(&mut rng, space.min_givens + extra);
                // Half of them with bands and stacks (and rows and columns within them)
                // reordered: a band's givens in the middle band as well as the top one.
                let puzzle = if extra == 0 && rng.below(2) == 1 {
                    Symmetry::random(9, &mut rng).apply(&puzzle)
                } else {
                    puzzle
                };
                add(layout.name(), puzzle, &mut seeds);
            }
        }
    }
    if space.rule == Rule::Unique {
        for _ in 0..if space.side == 16 { 6 } else { 8 } {
            let solution = complete_grid(&mut rng, space.b);
            let full = Point {
                puzzle: solution.clone(),
                solution: Some(solution),
            };
            let minimal = space.minimal(full, &mut rng);
            add("minimal", minimal.puzzle, &mut seeds);
        }
    }
    seeds
}

/// The texts of `problem`'s case inputs (`samples/<id>/*.in`), in file-name order.
pub(super) fn sample_inputs(root: &Path, problem: &Problem) -> Vec<String> {
    let folder = root.join("samples").join(problem.samples);
    let mut files: Vec<PathBuf> = fs::read_dir(&folder)
        .map(|entries| {
            entries
                .filter_map(Result::ok)
                .map(|e| e.path())
                .filter(|p| p.extension().is_some_and(|e| e == "in"))
                .collect()
        })
        .unwrap_or_default();
    files.sort();
    (files.iter())
        .map(|file| fs::read_to_string(file).unwrap_or_default())
        .collect()
}

/// The puzzles of the samples of every problem of this side, in file order, without repeats.
fn sample_puzzles(root: &Path, side: usize) -> Vec<Vec<u8>> {
    grid_puzzles(side, |problem| sample_inputs(root, problem))
}

/// The puzzles kept in `bench/worst/ID/` for every problem of this side, without repeats.
fn kept_puzzles(root: &Path, side: usize) -> Vec<Vec<u8>> {
    grid_puzzles(side, |problem| {
        (crate::worst::kept_in(root, problem.id).iter())
            .map(|input| fs::read_to_string(root.join(input)).unwrap_or_default())
            .collect()
    })
}

/// The puzzles of the texts `inputs` gives for each problem of this side, in order, without
/// repeats, at most [`SEEDS_AN_INPUT`] from one text.
fn grid_puzzles(side: usize, inputs: impl Fn(&Problem) -> Vec<String>) -> Vec<Vec<u8>> {
    let cells = side * side;
    let mut found: Vec<Vec<u8>> = Vec::new();
    let mut seen = std::collections::HashSet::new();
    // Grids only: a jigsaw's regions or a comparison puzzle's signs are not puzzles here.
    for other in PROBLEMS
        .iter()
        .filter(|p| p.side == side && p.question.on_grids())
    {
        for text in inputs(other) {
            // Only grids of the problem's own size (UVa 989's cases mix sizes), and the first
            // of a large input: a statement's largest input (CF 1335D's 10⁴ grids) holds
            // thousands of one kind, and every seed is timed before a chain starts.
            let grids = other
                .puzzles(&text)
                .into_iter()
                .filter(|p| p.len() == cells);
            for puzzle in grids.take(SEEDS_AN_INPUT) {
                if seen.insert(puzzle.clone()) {
                    found.push(puzzle);
                }
            }
        }
    }
    found
}

/// The most puzzles one input gives the seeds.
const SEEDS_AN_INPUT: usize = 30;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::stress::hunt::space::COUNT_CAP;
    use oj_sudoku_testkit::oracle;

    fn problem(id: &str) -> &'static Problem {
        PROBLEMS.iter().find(|p| p.id == id).unwrap()
    }

    #[test]
    fn p1074_starts_from_samples_random_grids_and_every_layout() {
        let root = Path::new(env!("CARGO_MANIFEST_DIR"));
        let p = problem("luogu1074");
        let space = Space::of(p);
        let seeds = starting_points(root, p, &space, 1);
        for shape in ["sample", "random", "band", "cross", "ring", "digits"] {
            assert!(seeds.iter().any(|s| s.shape == shape), "{}", shape);
        }
        assert!(seeds.iter().all(|s| s.point.givens() >= 24));
    }

    /// A clash of two givens in a house, by the rules alone (not the space's own check).
    fn clash(puzzle: &[u8]) -> bool {
        let house = |c: usize| [c / 9, 9 + c % 9, 18 + c / 27 * 3 + c % 9 / 3];
        (0..81).any(|a| {
            (a + 1..81).any(|b| {
                puzzle[a] != 0
                    && puzzle[a] == puzzle[b]
                    && house(a).iter().any(|h| house(b).contains(h))
            })
        })
    }

    /// Every seed of every shape, for every 9×9 problem (each edition's seeds are its
    /// problem's), keeps its statement's promise by the
    /// test kit's oracle (one solution, a solution, givens that do not clash with at least the
    /// fewest allowed, a full grid, a solved one), and the solution it carries is one.
    #[test]
    #[ignore = "long: `cargo test -- --include-ignored` runs it, as CI does"]
    fn every_seed_shape_keeps_the_promise_by_the_oracle() {
        let root = Path::new(env!("CARGO_MANIFEST_DIR"));
        let mut seen = Vec::new();
        for p in PROBLEMS.iter().filter(|p| p.side == 9) {
            let space = Space::of(p);
            // The editions of one problem start from the same seeds: each once.
            if seen.contains(&(p.samples, space.rule)) {
                continue;
            }
            seen.push((p.samples, space.rule));
            let seeds = starting_points(root, p, &space, 3);
            assert!(seeds.len() >= 8, "{}: {} seeds", p.id, seeds.len());
            for seed in &seeds {
                let puzzle = &seed.point.puzzle;
                let what = format!("{} {} seed {:?}", p.id, seed.shape, puzzle);
                assert_eq!(puzzle.len(), 81, "{}", what);
                assert!(seed.point.givens() >= p.min_givens, "{}", what);
                let found = oracle::solve(puzzle, 3, 2);
                match space.rule {
                    Rule::Unique => assert_eq!(found.count, 1, "{}", what),
                    Rule::Solvable => assert!(found.count >= 1, "{}", what),
                    Rule::Consistent => {
                        assert!(!clash(puzzle), "{}", what);
                        if seed.point.solution.is_none() {
                            assert_eq!(found.count, 0, "{}", what);
                        }
                    }
                    Rule::AnyBoard => {}
                    Rule::Counted => {
                        let counted = oracle::solve(puzzle, 3, COUNT_CAP + 1).count;
                        assert!(counted <= COUNT_CAP, "{}", what);
                    }
                    Rule::FullGrid => assert_eq!(seed.point.givens(), 81, "{}", what),
                    Rule::Solved => {
                        assert_eq!(seed.point.givens(), 81, "{}", what);
                        assert!(!clash(puzzle), "{}", what);
                    }
                }
                if let (Some(solution), Rule::Unique | Rule::Solvable | Rule::Consistent) =
                    (&seed.point.solution, space.rule)
                {
                    assert!(
                        !clash(solution) && solution.iter().all(|&d| d != 0),
                        "{}",
                        what
                    );
                    assert!(
                        puzzle.iter().zip(solution).all(|(&g, &s)| g == 0 || g == s),
                        "{}",
                        what
                    );
                }
            }
        }
    }

    /// P1074's layout seeds: every layout at the fewest givens allowed (24) and a few more,
    /// some of each in the layout's own region (the rest with bands and stacks reordered), the
    /// band, stack and boxes layouts with at least two whole houses given.
    #[test]
    fn p1074_has_every_layout_at_the_fewest_givens_allowed() {
        let root = Path::new(env!("CARGO_MANIFEST_DIR"));
        let p = problem("luogu1074");
        let space = Space::of(p);
        for seed_number in [1, 2] {
            let seeds = starting_points(root, p, &space, seed_number);
            for layout in Layout::ALL {
                let of: Vec<&Seed> = seeds.iter().filter(|s| s.shape == layout.name()).collect();
                let counts: Vec<usize> = of.iter().map(|s| s.point.givens()).collect();
                assert!(counts.contains(&24), "{}: {:?}", layout.name(), counts);
                assert!(
                    counts.iter().any(|&n| n > 24),
                    "{}: {:?}",
                    layout.name(),
                    counts
                );
                let region = layout.cells(&mut Rng::new(0), &[1; 81], 81);
                let within =
                    |s: &Seed| (0..81).all(|c| s.point.puzzle[c] == 0 || region.contains(&c));
                assert!(
                    of.iter().filter(|s| within(s)).count() >= 3,
                    "{}",
                    layout.name()
                );
                if matches!(layout, Layout::Band | Layout::Stack | Layout::Boxes) {
                    for s in &of {
                        let given = |cell: fn(usize, usize) -> usize, i: usize| {
                            (0..9).all(|j| s.point.puzzle[cell(i, j)] != 0)
                        };
                        let whole = (0..9)
                            .filter(|&i| {
                                given(|i, j| i * 9 + j, i)
                                    || given(|i, j| j * 9 + i, i)
                                    || given(|i, j| (i / 3 * 3 + j / 3) * 9 + i % 3 * 3 + j % 3, i)
                            })
                            .count();
                        assert!(whole >= 2, "{} {:?}", layout.name(), s.point.puzzle);
                    }
                }
            }
        }
    }

    /// A statement's largest input gives the seeds its first puzzles only: CF 1335D's case of
    /// 10⁴ solved grids would otherwise make every 9×9 hunt time 10⁴ seeds before its first
    /// chain.
    #[test]
    fn a_large_input_gives_the_seeds_its_first_puzzles() {
        let root = Path::new(env!("CARGO_MANIFEST_DIR"));
        let largest = fs::read_to_string(root.join("samples/cf1335d/within-2.in")).unwrap();
        let cf = problem("cf1335d");
        assert_eq!(cf.puzzles(&largest).len(), 10_000);
        let puzzles = sample_puzzles(root, 9);
        let from_it = cf.puzzles(&largest);
        let taken = puzzles.iter().filter(|p| from_it.contains(p)).count();
        assert_eq!(taken, SEEDS_AN_INPUT);
        let p = problem("acwing166");
        assert!(starting_points(root, p, &Space::of(p), 1).len() < 500);
    }

    /// A hunt starts from every input an earlier hunt kept: P1074's own finds are among its
    /// seeds, as found.
    #[test]
    fn a_hunt_starts_from_the_inputs_kept_by_earlier_hunts() {
        let root = Path::new(env!("CARGO_MANIFEST_DIR"));
        let p = problem("luogu1074");
        let seeds = starting_points(root, p, &Space::of(p), 1);
        let kept: Vec<&Seed> = seeds.iter().filter(|s| s.shape == "kept").collect();
        let inputs = crate::worst::kept_in(root, p.id);
        assert!(!inputs.is_empty());
        for input in &inputs {
            let text = fs::read_to_string(root.join(input)).unwrap();
            for puzzle in p.puzzles(&text) {
                assert!(
                    kept.iter().any(|s| s.point.puzzle == puzzle),
                    "{} is not a seed",
                    input
                );
            }
        }
    }

    #[test]
    fn a_16x16_hunt_starts_from_minimal_puzzles_too() {
        // A root with the samples but no kept inputs: proving each kept 16×16 find unique again
        // takes seconds, and the kept seeds have their own test.
        let repository = Path::new(env!("CARGO_MANIFEST_DIR"));
        let root = std::env::temp_dir().join(format!("oj-sudoku-seeds-{}", std::process::id()));
        let _ = fs::remove_dir_all(&root);
        fs::create_dir_all(&root).unwrap();
        std::os::unix::fs::symlink(repository.join("samples"), root.join("samples")).unwrap();
        let p = problem("acwing169_dlx");
        let space = Space::of(p);
        let seeds = starting_points(&root, p, &space, 1);
        let _ = fs::remove_dir_all(&root);
        let minimal: Vec<&Seed> = seeds.iter().filter(|s| s.shape == "minimal").collect();
        assert_eq!(minimal.len(), 6);
        assert!(seeds.iter().any(|s| s.shape == "sample"));
        for seed in minimal {
            // Fewer givens than the random puzzles' 100 to 150, and no given can go.
            assert!(seed.point.givens() < 120, "{}", seed.point.givens());
            let mut fewer = seed.point.puzzle.clone();
            let cell = (0..256).find(|&c| fewer[c] != 0).unwrap();
            fewer[cell] = 0;
            assert_eq!(super::super::space::solutions(&fewer, 2).len(), 2);
        }
    }
}
