//! The hunt for problems whose cases are not grids (a jigsaw's cells and regions, a comparison
//! puzzle's signs), which the annealing search over grids cannot move through: a plain climb.
//!
//! It starts from the samples' cases of the same kind of question and random cases of the
//! promised kind, times the solution on each (CPU time, one case an input), and then mutates
//! the slowest: for signs one flipped, for a jigsaw a given removed, added from its solution or
//! moved (its regions stay), each kept only while the promise holds. It stops at the budget
//! (inputs or seconds, at least one input timed) or at the first input past the time limit, and
//! writes the slowest input found, for `check --cases`.

use super::seeds::sample_inputs;
use super::space::Symmetry;
use super::{Budget, Options};
use crate::judging::session::{Expected, Session};
use crate::judging::verdict::Verdict;
use crate::registry::{Problem, Promise, Question, PROBLEMS};
use crate::report::progress::Progress;
use crate::stress::cases::{input_of, make_case, Kinds};
use oj_sudoku_testkit::layouts::Layout;
use oj_sudoku_testkit::rng::Rng;
use oj_sudoku_testkit::{inequality, oracle, regions};
use std::fs;
use std::path::Path;
use std::time::{Duration, Instant};

/// A puzzle in the pool, with a solution (to add givens from) and its time.
#[derive(Clone)]
struct Candidate {
    puzzle: Vec<u8>,
    solution: Option<Vec<u8>>,
    cpu: Duration,
    /// Whether the run failed (RE, WA is not checked here: `stress` does that).
    note: Option<String>,
}

/// How many of the slowest inputs the pool keeps.
const POOL: usize = 24;

/// Search nodes the oracle may spend checking that a candidate keeps the promise.
const PROMISE_BUDGET: u64 = 200_000;

/// Runs the hunt on `attempt`; returns 1 if an input past the time limit was found, else 0.
pub fn hunt_cases(attempt: &Session, options: &Options) -> i32 {
    let problem = attempt.problem;
    let limits = attempt.setup.limits;
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut rng = Rng::new(options.seed ^ 0x5eed_4a17);
    let started = Instant::now();
    let total = match options.budget {
        Budget::Inputs(n) => n,
        Budget::Time(limit) => limit.as_secs() as usize,
    };
    let unit = match options.budget {
        Budget::Inputs(_) => "inputs",
        Budget::Time(_) => "s",
    };
    let mut progress = Progress::new(format!("hunt {}", problem.id), total, unit);
    let mut timed = 0usize;
    let spent = |timed: usize| match options.budget {
        Budget::Inputs(n) => timed >= n,
        Budget::Time(limit) => started.elapsed() >= limit,
    };
    let time = |puzzle: &[u8]| -> (Duration, Option<String>) {
        let outcome = attempt.judge(&input_of(problem, &[puzzle]), Expected::Nothing);
        let failed = match &outcome.verdict {
            Verdict::Accepted | Verdict::TimeLimitExceeded => None,
            verdict => Some(verdict.code().to_string()),
        };
        match &outcome.run {
            Some(run) if run.over_time(&limits) => {
                (run.cpu.max(limits.time + Duration::from_millis(1)), failed)
            }
            Some(run) => (run.cpu, failed),
            None => (Duration::ZERO, failed),
        }
    };
    let mut pool: Vec<Candidate> = Vec::new();
    // At least one input is timed, however long making the starting ones took (a jigsaw's
    // random layouts take seconds).
    for (puzzle, solution) in starting_puzzles(root, problem, options.seed) {
        if timed > 0 && spent(timed) {
            break;
        }
        let (cpu, note) = time(&puzzle);
        timed += 1;
        pool.push(Candidate {
            puzzle,
            solution,
            cpu,
            note,
        });
        progress.update(budget_done(options.budget, timed, started));
        if cpu > limits.time {
            break;
        }
    }
    pool.sort_by_key(|c| std::cmp::Reverse(c.cpu));
    while !spent(timed) && pool.first().is_some_and(|best| best.cpu <= limits.time) {
        // Mostly the slowest few; now and then any, to leave a local maximum.
        let parent = if rng.below(4) == 0 {
            rng.below(pool.len())
        } else {
            rng.below(pool.len().min(4))
        };
        let child = match mutate(problem, &pool[parent], &mut rng) {
            Some(child) => child,
            None => continue,
        };
        let (cpu, note) = time(&child.puzzle);
        timed += 1;
        progress.update(budget_done(options.budget, timed, started));
        pool.push(Candidate { cpu, note, ..child });
        pool.sort_by_key(|c| std::cmp::Reverse(c.cpu));
        pool.truncate(POOL);
    }
    progress.clear();
    let best = match pool.first() {
        Some(best) => best.clone(),
        None => {
            say!("hunt {}: no input was timed", problem.id);
            return 0;
        }
    };
    // The slowest again, three times: one noisy reading does not make a worst case.
    let mut readings: Vec<Duration> = (0..3).map(|_| time(&best.puzzle).0).collect();
    readings.push(best.cpu);
    readings.sort();
    let cpu = readings[readings.len() / 2];
    let input = input_of(problem, &[&best.puzzle]);
    let cells = if problem.question.on_grids() || problem.question == Question::Jigsaw {
        problem.side * problem.side
    } else {
        0
    };
    let givens = best.puzzle.iter().take(cells).filter(|&&d| d != 0).count();
    let over = cpu > limits.time;
    say!(
        "hunt {}: {} inputs timed in {:.1} s (seed {}); the slowest: {:.1} ms CPU ({:.0}% of the {} ms limit{}), {} givens{}",
        problem.id,
        timed,
        started.elapsed().as_secs_f64(),
        options.seed,
        cpu.as_secs_f64() * 1e3,
        cpu.as_secs_f64() * 100.0 / limits.time.as_secs_f64(),
        limits.time.as_millis(),
        if over { ": TLE" } else { "" },
        givens,
        best.note
            .map(|n| format!(" (the run ended {})", n))
            .unwrap_or_default()
    );
    say!("{}", input);
    let path = options
        .out_dir
        .join(format!("hunt-{}-seed{}.in", problem.id, options.seed));
    match fs::create_dir_all(&options.out_dir).and_then(|()| fs::write(&path, &input)) {
        Ok(()) => say!(
            "written to {}; run it again with: cargo run --release -- check {} FILE.rs --cases {}",
            path.display(),
            problem.id,
            path.display()
        ),
        Err(e) => eprintln!("error: cannot write {}: {}", path.display(), e),
    }
    i32::from(over)
}

fn budget_done(budget: Budget, timed: usize, started: Instant) -> usize {
    match budget {
        Budget::Inputs(_) => timed,
        Budget::Time(_) => started.elapsed().as_secs() as usize,
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
        // Any proper layout, any givens (HDU 4069 promises nothing about solutions).
        Question::Jigsaw => {
            let (digits, region) = puzzle.split_at(81);
            if region.len() != 81 || !regions::is_proper(region) {
                return None;
            }
            let verdict = regions::solve_within(digits, region, 2, PROMISE_BUDGET)?;
            return Some(verdict.first);
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

/// The pool to start from: the samples' puzzles of every problem of this size that keep the
/// promise, random puzzles of the promised kind, and structured layouts of givens.
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
        for text in sample_inputs(root, other) {
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
/// removed, added or moved.
fn mutate(problem: &Problem, parent: &Candidate, rng: &mut Rng) -> Option<Candidate> {
    let side = problem.side;
    let mut puzzle = parent.puzzle.clone();
    let mut solution = parent.solution.clone();
    if problem.question == Question::Inequalities {
        let k = rng.below(puzzle.len());
        puzzle[k] = 3 - puzzle[k];
        within_promise(problem, &puzzle)?;
        return Some(Candidate {
            puzzle,
            solution: None,
            cpu: Duration::ZERO,
            note: None,
        });
    }
    // The grid's cells: a jigsaw's regions follow them and stay as they are.
    let cells = side * side;
    let givens: Vec<usize> = (0..cells).filter(|&c| puzzle[c] != 0).collect();
    let empty: Vec<usize> = (0..cells).filter(|&c| puzzle[c] == 0).collect();
    let complete = matches!(
        problem.question,
        Question::ValidComplete | Question::AntiSudoku
    );
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
            return Some(Candidate {
                puzzle,
                solution,
                cpu: Duration::ZERO,
                note: None,
            });
        }
        1 if !givens.is_empty() => puzzle[givens[rng.below(givens.len())]] = 0,
        2 if !empty.is_empty() => {
            let cell = empty[rng.below(empty.len())];
            puzzle[cell] = solution.as_ref()?[cell];
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
    Some(Candidate {
        puzzle,
        solution,
        cpu: Duration::ZERO,
        note: None,
    })
}
