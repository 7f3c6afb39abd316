//! The hunt for problems whose cases are not grids (a jigsaw's cells and regions, a comparison
//! puzzle's signs), which the annealing search over grids cannot move through: a plain climb.
//!
//! It starts from the samples' cases of the same kind of question, the inputs earlier hunts
//! kept in `bench/worst/`, and random cases of the promised kind, times the solution on each
//! (CPU time, one case an input), and then mutates the slowest: for signs one flipped, for a
//! jigsaw a given removed, added from its solution or moved, or two neighbouring regions
//! exchanging a cell, each kept only while the promise holds. It stops at the budget (inputs,
//! seconds or CPU seconds, at least one input timed) or at the first input past the time limit
//! by the median of three readings, and reports as the annealing hunt does (its report, the
//! same files): the five slowest, each with three readings, for `check --cases`.

use super::anneal::{median, Entry};
use super::seeds::sample_inputs;
use super::space::Symmetry;
use super::{read, report, reported, Budget, Found, Options, Reading, READINGS};
use crate::judging::session::Session;
use crate::registry::{Problem, Promise, Question, PROBLEMS};
use crate::report::progress::Progress;
use crate::stress::cases::{input_of, make_case, Kinds};
use oj_sudoku_testkit::layouts::Layout;
use oj_sudoku_testkit::rng::Rng;
use oj_sudoku_testkit::{inequality, oracle, regions};
use std::path::Path;
use std::time::{Duration, Instant};

/// A puzzle in the pool, with a solution (to add givens from), its readings and when it was
/// first timed.
#[derive(Clone)]
struct Candidate {
    puzzle: Vec<u8>,
    solution: Option<Vec<u8>>,
    readings: Vec<Duration>,
    /// How a run of it ended, if not normally (RE; WA is not checked here: `stress` does that).
    note: Option<String>,
    found_after: Duration,
    found_cpu: Duration,
}

impl Candidate {
    fn new(puzzle: Vec<u8>, solution: Option<Vec<u8>>) -> Candidate {
        Candidate {
            puzzle,
            solution,
            readings: Vec::new(),
            note: None,
            found_after: Duration::ZERO,
            found_cpu: Duration::ZERO,
        }
    }

    /// The median reading.
    fn cpu(&self) -> Duration {
        median(&self.readings)
    }
}

/// How many of the slowest inputs the pool keeps.
const POOL: usize = 24;

/// Search nodes the oracle may spend checking that a candidate keeps the promise.
const PROMISE_BUDGET: u64 = 200_000;

/// Search nodes the oracle may spend finding a jigsaw's solution (to add givens from): every
/// proper jigsaw is within the promise, so this only saves the climb the time of grids whose
/// answer the oracle cannot find quickly.
const SOLUTION_BUDGET: u64 = 20_000;

/// Runs the hunt on `attempt`; returns 1 if an input past the time limit was found, else 0.
pub fn hunt_cases(attempt: &Session, options: &Options) -> i32 {
    let problem = attempt.problem;
    let limit = attempt.setup.limits.time;
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let (total, unit) = options.budget.total();
    let mut progress = Progress::new(format!("hunt {}", problem.id), total, unit);
    let starting = starting_puzzles(root, problem, options.seed);
    let found = climb(
        problem,
        starting,
        |puzzle| read(attempt, puzzle),
        (options.budget, limit, options.seed),
        &mut |done| progress.update(done),
    );
    progress.clear();
    let cells = if problem.question.on_grids() || problem.question == Question::Jigsaw {
        problem.side * problem.side
    } else {
        0
    };
    let show = |c: &Candidate| {
        let givens = c.puzzle.iter().take(cells).filter(|&&d| d != 0).count();
        (input_of(problem, &[&c.puzzle]), givens)
    };
    let how = format!("{} starting inputs, one climb", found.seeds);
    report(problem.id, options, limit, &found, &how, show)
}

/// The climb from `starting`, timing inputs with `time`, within `budget` or until an input is
/// past `limit` by its median; `seed` chooses the moves, `progress` sees the budget spent.
fn climb(
    problem: &Problem,
    starting: Vec<(Vec<u8>, Option<Vec<u8>>)>,
    time: impl Fn(&[u8]) -> Reading,
    (budget, limit, seed): (Budget, Duration, u64),
    progress: &mut dyn FnMut(usize),
) -> Found<Candidate> {
    let mut rng = Rng::new(seed ^ 0x5eed_4a17);
    let started = Instant::now();
    let (mut timed, mut cpu) = (0usize, Duration::ZERO);
    // A candidate timed, and again (to a median of three) if it looks past the limit: one
    // noisy reading does not end the hunt.
    let measure = |candidate: &mut Candidate, timed: &mut usize, cpu: &mut Duration| {
        candidate.found_after = started.elapsed();
        candidate.found_cpu = *cpu;
        *timed += 1;
        while candidate.readings.len() < READINGS
            && (candidate.readings.is_empty() || candidate.cpu() > limit)
        {
            let reading = time(&candidate.puzzle);
            *cpu += reading.cpu;
            candidate.readings.push(reading.cpu);
            candidate.note = candidate.note.take().or(reading.note);
        }
    };
    let mut pool: Vec<Candidate> = Vec::new();
    let seeds = starting.len();
    // At least one input is timed, however long making the starting ones took (a jigsaw's
    // random layouts take seconds).
    for (puzzle, solution) in starting {
        if timed > 0 && budget.spent(timed, started.elapsed(), cpu) {
            break;
        }
        let mut candidate = Candidate::new(puzzle, solution);
        measure(&mut candidate, &mut timed, &mut cpu);
        let over = candidate.cpu() > limit;
        pool.push(candidate);
        progress(budget.done(timed, started.elapsed(), cpu));
        if over {
            break;
        }
    }
    pool.sort_by_key(|c| std::cmp::Reverse(c.cpu()));
    let mut stuck = 0;
    while !budget.spent(timed, started.elapsed(), cpu)
        && pool.first().is_some_and(|best| best.cpu() <= limit)
        && stuck < 1000
    {
        // Mostly the slowest few; now and then any, to leave a local maximum.
        let parent = if rng.below(4) == 0 {
            rng.below(pool.len())
        } else {
            rng.below(pool.len().min(4))
        };
        let mut child = match mutate(problem, &pool[parent], &mut rng) {
            Some(child) if pool.iter().all(|c| c.puzzle != child.puzzle) => child,
            _ => {
                stuck += 1;
                continue;
            }
        };
        stuck = 0;
        measure(&mut child, &mut timed, &mut cpu);
        progress(budget.done(timed, started.elapsed(), cpu));
        pool.push(child);
        pool.sort_by_key(|c| std::cmp::Reverse(c.cpu()));
        pool.truncate(POOL);
    }
    let entries = (pool.into_iter())
        .map(|c| Entry {
            readings: c.readings.clone(),
            note: c.note.clone(),
            found_after: c.found_after,
            found_cpu: c.found_cpu,
            point: c,
        })
        .collect();
    let slowest = reported(entries, limit, |c: &Candidate| {
        let reading = time(&c.puzzle);
        cpu += reading.cpu;
        reading.cpu
    });
    Found {
        slowest,
        timed,
        chains: 1,
        seeds,
        elapsed: started.elapsed(),
        cpu,
    }
}

/// Whether `puzzle` is within `problem`'s promise; its first solution if it has one. `None`
/// when it is not (or the oracle cannot tell within its budget).
fn within_promise(problem: &Problem, puzzle: &[u8]) -> Option<Option<Vec<u8>>> {
    let b = if problem.side == 16 { 4 } else { 3 };
    let givens = puzzle.iter().filter(|&&d| d != 0).count();
    if givens < problem.min_givens {
        return None;
    }
    match problem.question {
        Question::ValidPartial | Question::Mistake => return Some(None),
        // Any proper layout, any givens (HDU 4069 promises nothing about solutions, and every
        // grid has an answer, one, none or several, whether or not the oracle finds it within
        // its budget: an open grid over a layout with no solution is the hardest case known).
        Question::Jigsaw => {
            let (digits, region) = puzzle.split_at(81);
            if region.len() != 81 || !regions::is_proper(region) {
                return None;
            }
            let verdict = regions::solve_within(digits, region, 2, SOLUTION_BUDGET);
            return Some(verdict.and_then(|verdict| verdict.first));
        }
        Question::Inequalities => {
            let unique = puzzle.len() == 108 && inequality::solve(puzzle, 2).count == 1;
            return Some(None).filter(|_| unique);
        }
        // A full grid, any digits (ABC327 C asks whether it is a solution)…
        Question::ValidComplete if puzzle.iter().all(|&d| d != 0) => return Some(None),
        // … or, for CF 1335D, a solved one.
        Question::AntiSudoku if puzzle.iter().all(|&d| d != 0) => {
            let solved = oracle::solve_within(puzzle, b, 1, PROMISE_BUDGET)?.count == 1;
            return Some(None).filter(|_| solved);
        }
        Question::ValidComplete | Question::AntiSudoku => return None,
        _ => {}
    }
    let verdict = oracle::solve_within(puzzle, b, 2, PROMISE_BUDGET)?;
    let keeps = match problem.promise {
        Promise::Unique => verdict.count == 1,
        Promise::Solvable => verdict.count >= 1,
        Promise::Any => true,
    };
    if keeps {
        Some(verdict.first)
    } else {
        None
    }
}

/// The inputs of `problem`'s samples, and those earlier hunts kept for it (the climb goes on
/// from where they ended).
fn starting_inputs(root: &Path, problem: &Problem) -> Vec<String> {
    let kept = (crate::worst::kept_in(root, problem.id).into_iter())
        .map(|path| std::fs::read_to_string(root.join(path)).unwrap_or_default());
    sample_inputs(root, problem)
        .into_iter()
        .chain(kept)
        .collect()
}

/// The pool to start from: the puzzles of the samples and kept inputs of every problem of this
/// size that keep the promise, random puzzles of the promised kind, and structured layouts of
/// givens.
fn starting_puzzles(root: &Path, problem: &Problem, seed: u64) -> Vec<(Vec<u8>, Option<Vec<u8>>)> {
    let length = case_length(problem);
    let mut found: Vec<Vec<u8>> = Vec::new();
    // Problems whose cases are grids share them; the others only their own.
    let alike = |other: &Problem| {
        other.side == problem.side
            && if problem.question.on_grids() {
                other.question.on_grids()
            } else {
                other.question == problem.question
            }
    };
    for other in PROBLEMS.iter().filter(|p| alike(p)) {
        for text in starting_inputs(root, other) {
            for puzzle in other.layout.cases(&text) {
                if puzzle.len() == length && !found.contains(&puzzle) {
                    found.push(puzzle);
                }
            }
        }
    }
    let kinds = Kinds::Promised(problem.promise);
    for n in 0..8 {
        found.push(make_case(problem, seed, n + 1, kinds).puzzle);
    }
    // Any grid with enough givens is allowed: givens laid out together, which leave a large
    // empty region (bands, rings, boxes), at the fewest givens allowed and a few more.
    if problem.side == 9 && problem.promise == Promise::Any && problem.min_givens > 0 {
        let mut rng = Rng::new(seed ^ 0x1a70_u64);
        for layout in Layout::ALL {
            for extra in [0, 3, 6] {
                let puzzle = layout.puzzle(&mut rng, problem.min_givens + extra);
                found.push(puzzle);
            }
        }
    }
    let mut pool = Vec::new();
    for puzzle in found {
        if let Some(solution) = within_promise(problem, &puzzle) {
            pool.push((puzzle, solution));
        }
    }
    pool
}

/// The length of one case in the generator's form: a grid's cells, a jigsaw's cells and
/// regions, a comparison puzzle's signs.
fn case_length(problem: &Problem) -> usize {
    let cells = problem.side * problem.side;
    match problem.question {
        Question::Jigsaw => 2 * cells,
        Question::Inequalities => 108,
        _ => cells,
    }
}

/// A mutation of `parent` that keeps the promise, if the one tried does: for signs, one
/// flipped; for grids, a symmetry (not for a jigsaw, whose regions it would break) or a given
/// removed, added or moved; for a jigsaw also its layout, by one exchange between regions.
fn mutate(problem: &Problem, parent: &Candidate, rng: &mut Rng) -> Option<Candidate> {
    let side = problem.side;
    let mut puzzle = parent.puzzle.clone();
    let mut solution = parent.solution.clone();
    if problem.question == Question::Inequalities {
        let k = rng.below(puzzle.len());
        puzzle[k] = 3 - puzzle[k];
        within_promise(problem, &puzzle)?;
        return Some(Candidate::new(puzzle, None));
    }
    // The grid's cells: a jigsaw's regions follow them and stay as they are.
    let cells = side * side;
    let givens: Vec<usize> = (0..cells).filter(|&c| puzzle[c] != 0).collect();
    let empty: Vec<usize> = (0..cells).filter(|&c| puzzle[c] == 0).collect();
    let complete = matches!(
        problem.question,
        Question::ValidComplete | Question::AntiSudoku
    );
    if problem.question == Question::Jigsaw && rng.below(4) == 0 {
        // The layout itself: two neighbouring regions exchange a cell each.
        let region = regions::exchange(rng, &puzzle[cells..])?;
        puzzle[cells..].copy_from_slice(&region);
        let solution = within_promise(problem, &puzzle)?;
        return Some(Candidate::new(puzzle, solution));
    }
    let first = if problem.question == Question::Jigsaw {
        1 + rng.below(3)
    } else {
        rng.below(4)
    };
    match if complete { 0 } else { first } {
        0 => {
            let symmetry = Symmetry::random(side, rng);
            puzzle = symmetry.apply(&puzzle);
            solution = solution.map(|s| symmetry.apply(&s));
            // A relabelling or permutation keeps every property: no need to ask the oracle.
            return Some(Candidate::new(puzzle, solution));
        }
        1 if !givens.is_empty() => puzzle[givens[rng.below(givens.len())]] = 0,
        2 if !empty.is_empty() => {
            let cell = empty[rng.below(empty.len())];
            puzzle[cell] = match &solution {
                Some(solution) => solution[cell],
                // A grid with no solution known (a jigsaw promises nothing): any digit, which
                // can leave a nearly open grid with none, the slowest kind a red team found.
                None if problem.question == Question::Jigsaw => 1 + rng.below(side) as u8,
                None => return None,
            };
        }
        _ if !givens.is_empty() && !empty.is_empty() => {
            let (from, to) = (
                givens[rng.below(givens.len())],
                empty[rng.below(empty.len())],
            );
            puzzle[from] = 0;
            puzzle[to] = solution.as_ref()?[to];
        }
        _ => return None,
    }
    let solution = within_promise(problem, &puzzle)?;
    Some(Candidate::new(puzzle, solution))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::stress::hunt::REPORTED;
    use std::fs;
    use std::path::PathBuf;

    fn problem(id: &str) -> &'static Problem {
        PROBLEMS.iter().find(|p| p.id == id).unwrap()
    }

    /// A stand-in for a solution's CPU time: 1 ms a `<` sign (sign 1).
    fn fake_time(signs: &[u8]) -> Reading {
        let less = signs.iter().filter(|&&s| s == 1).count() as u64;
        Reading {
            cpu: Duration::from_millis(1 + less),
            note: None,
        }
    }

    /// A jigsaw grid is within HDU 4069's promise whatever its answer, even one the oracle
    /// cannot find within its budget (an open grid over a layout with no solution); a layout
    /// that is not nine connected regions of nine cells is not. Mutations move the layout too,
    /// and the climb starts from the inputs earlier hunts kept.
    #[test]
    fn any_proper_jigsaw_is_within_the_promise_and_the_layout_moves() {
        let p = problem("hdu4069");
        let layout: Vec<u8> =
            "000001222301011222301111224301555424366555444366555444336778888336777888666777788"
                .bytes()
                .map(|b| b - b'0')
                .collect();
        let mut open = vec![0u8; 81];
        open.extend_from_slice(&layout);
        assert_eq!(
            regions::solve_within(&open[..81], &layout, 2, SOLUTION_BUDGET).map(|v| v.count),
            None
        );
        assert_eq!(within_promise(p, &open), Some(None));
        let mut broken = open.clone();
        broken.swap(81, 81 + 80);
        assert_eq!(within_promise(p, &broken), None);
        let mut rng = Rng::new(3);
        let parent = Candidate::new(open.clone(), None);
        let moved = (0..40)
            .filter_map(|_| mutate(p, &parent, &mut rng))
            .find(|child| child.puzzle[81..] != open[81..]);
        assert!(regions::is_proper(&moved.unwrap().puzzle[81..]));
        // The climb starts from what earlier hunts kept, as well as from the samples.
        let root = Path::new(env!("CARGO_MANIFEST_DIR"));
        let kept = crate::worst::kept_in(root, p.id);
        let text = fs::read_to_string(root.join(&kept[0])).unwrap();
        assert!(starting_inputs(root, p).contains(&text));
    }

    /// The plain climb (P4573's signs) reports as the annealing hunt does: the five slowest,
    /// distinct, slowest first, each read three times, written to files no later hunt
    /// overwrites, in a table. (A budget of its starting inputs: a changed sign takes the
    /// oracle seconds to check.)
    #[test]
    fn the_plain_climb_reports_the_five_slowest_like_the_grid_hunt() {
        let root = Path::new(env!("CARGO_MANIFEST_DIR"));
        let p = problem("luogu_p4573");
        let starting = starting_puzzles(root, p, 1);
        assert!(starting.len() >= 8, "{}", starting.len());
        let inputs = starting.len();
        let budget = (Budget::Inputs(inputs), Duration::from_secs(5), 1);
        let found = climb(p, starting, fake_time, budget, &mut |_| {});
        assert_eq!(found.timed, inputs);
        assert_eq!(found.slowest.len(), REPORTED);
        for pair in found.slowest.windows(2) {
            assert!(pair[0].cpu() >= pair[1].cpu());
            assert_ne!(pair[0].point.puzzle, pair[1].point.puzzle);
        }
        for entry in &found.slowest {
            assert_eq!(entry.readings.len(), READINGS);
            assert_eq!(inequality::solve(&entry.point.puzzle, 2).count, 1);
        }
        let out_dir: PathBuf =
            std::env::temp_dir().join(format!("oj-sudoku-plain-hunt-{}", std::process::id()));
        let _ = fs::remove_dir_all(&out_dir);
        let options = Options {
            seed: 1,
            budget: Budget::Inputs(inputs),
            out_dir: out_dir.clone(),
            name: "mine".to_string(),
            source: PathBuf::from("mine.rs"),
            jobs: 1,
        };
        let show = |c: &Candidate| (input_of(p, &[&c.puzzle]), 0);
        for _ in 0..2 {
            let status = report(
                p.id,
                &options,
                Duration::from_secs(5),
                &found,
                "one climb",
                show,
            );
            assert_eq!(status, 0);
        }
        let mut names: Vec<String> = fs::read_dir(&out_dir)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        names.sort();
        // The second report found the same inputs: the folder holds them already, once.
        let mut expected: Vec<String> = (1..=REPORTED)
            .map(|k| format!("hunt-luogu_p4573-mine-seed1-{}.in", k))
            .collect();
        expected.sort();
        assert_eq!(names, expected);
        let first = fs::read_to_string(out_dir.join("hunt-luogu_p4573-mine-seed1-1.in")).unwrap();
        assert_eq!(first, input_of(p, &[&found.slowest[0].point.puzzle]));
        let _ = fs::remove_dir_all(&out_dir);
    }
}
