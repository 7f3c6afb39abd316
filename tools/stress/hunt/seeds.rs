//! Where the hunt's chains start: inputs of several shapes, each within the statement.
//!
//! - `sample`: the samples of every problem of the same size that the space admits;
//! - `random`: random puzzles of the promised kind (the stress generator's);
//! - a structured layout of `tools/testkit/layouts.rs` (bands, stacks, boxes, a ring, corners,
//!   edge boxes, a cross) where any grid with enough givens is allowed, at the fewest givens
//!   allowed and a few more, some with bands and stacks reordered: concentrated givens leave a
//!   vast number of completions;
//! - `minimal`: minimal unique puzzles (no given can go), the hard ones for dancing links and
//!   for any search on 16×16, where one solution is promised.

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

/// The puzzles of the samples of every problem of this side, in file order, without repeats.
fn sample_puzzles(root: &Path, side: usize) -> Vec<Vec<u8>> {
    let cells = side * side;
    let mut found: Vec<Vec<u8>> = Vec::new();
    for other in PROBLEMS.iter().filter(|p| p.side == side) {
        let folder = root.join("samples").join(other.samples);
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
        for file in files {
            let text = fs::read_to_string(&file).unwrap_or_default();
            let tokens: Vec<&str> = text.split_whitespace().skip(other.layout.skip).collect();
            for puzzle in other.layout.cells(&tokens).chunks(cells) {
                if puzzle.len() == cells && !found.iter().any(|f| f == puzzle) {
                    found.push(puzzle.to_vec());
                }
            }
        }
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::registry::PROBLEMS;

    fn problem(id: &str) -> &'static Problem {
        PROBLEMS.iter().find(|p| p.id == id).unwrap()
    }

    #[test]
    fn p1074_starts_from_samples_random_grids_and_every_layout() {
        let root = Path::new(env!("CARGO_MANIFEST_DIR"));
        let p = problem("luogu1074");
        let space = Space::of(p);
        let seeds = starting_points(root, p, &space, 1);
        for shape in ["sample", "random", "band", "cross", "ring"] {
            assert!(seeds.iter().any(|s| s.shape == shape), "{}", shape);
        }
        assert!(seeds.iter().all(|s| s.point.givens() >= 24));
    }

    #[test]
    fn a_16x16_hunt_starts_from_minimal_puzzles_too() {
        let root = Path::new(env!("CARGO_MANIFEST_DIR"));
        let p = problem("acwing169_dlx");
        let space = Space::of(p);
        let seeds = starting_points(root, p, &space, 1);
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
