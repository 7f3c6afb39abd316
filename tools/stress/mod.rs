//! Stress testing (对拍): seeded random puzzles in a problem's format, the solution under test
//! answers them, the oracle decides what is right, the checker compares. The first failure is
//! shrunk to the fewest givens that still fail and written to a file for `check --cases`.
//!
//! Case `k` of seed `s` is generated from its own generator state (`case_seed(s, k)`), so any
//! single case can be made again without the ones before it.

use crate::tools::judging::oracle_cases::{expected_output, oracle_answers};
use crate::tools::judging::run::{self, Limits};
use crate::tools::judging::verdict::{self, Judging, Verdict};
use crate::tools::registry::{Problem, Promise, Question};
use crate::tools::testkit::generate::{self, Kind};
use crate::tools::testkit::oracle;
use crate::tools::testkit::rng::Rng;
use crate::{Box3, Box4};
use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

pub struct Options {
    pub seed: u64,
    /// How many cases to generate.
    pub count: usize,
    pub limits: Limits,
    /// The comparison rule and PE verdict of the judge in force.
    pub judging: Judging,
    /// Which kinds of puzzle to generate.
    pub kinds: Kinds,
    /// Where a failing case is written.
    pub out_dir: PathBuf,
}

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
    fn admits(self, puzzle: &[u8], b: usize, nodes: u64) -> Option<bool> {
        let promise = match self {
            Kinds::All => return Some(true),
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

/// One generated case.
struct Case {
    number: usize,
    kind: Kind,
    puzzle: Vec<u8>,
}

/// The generator state for case `number` of `seed`.
fn case_seed(seed: u64, number: usize) -> u64 {
    seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) ^ (number as u64).wrapping_mul(0xd1b5_4a32_d192_ed03)
}

/// Case `number` of `seed` for `problem`. Puzzles to solve: with every kind, a mix of 60%
/// unique puzzles, 15% with several solutions, 15% with no solution but no clashing givens,
/// 10% with clashing givens; within a promise, only unique puzzles (and, for a solvable promise,
/// 20% with several solutions). Clue counts spread over the range judges use (9×9: 20–40,
/// 16×16: 100–150; 30–45 where every solution is scored). Grids to judge: complete grids, half
/// of them broken by swapping two cells of a row in different boxes (ABC327 C), or partial
/// boards, valid or with clashing givens (LeetCode 36); grids to spoil: complete grids.
fn make_case(problem: &Problem, seed: u64, number: usize, kinds: Kinds) -> Case {
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
            let mut grid = generate::complete_grid::<Box3>(&mut rng).digits().to_vec();
            let broken = problem.question == Question::ValidComplete && roll % 2 == 1;
            if broken {
                let row = rng.below(9);
                let (a, b) = (rng.below(3), 3 + rng.below(6));
                grid.swap(row * 9 + a, row * 9 + b);
            }
            (if broken { Kind::Clash } else { Kind::Unique }, grid)
        }
        Question::ValidPartial => {
            let kind = if roll % 2 == 1 {
                Kind::Clash
            } else {
                Kind::Unique
            };
            let clues = 20 + rng.below(40);
            (
                kind,
                generate::puzzle::<Box3>(&mut rng, kind, clues)
                    .digits()
                    .to_vec(),
            )
        }
        _ if problem.side == 16 => {
            let clues = 100 + rng.below(51);
            (
                kind,
                generate::puzzle::<Box4>(&mut rng, kind, clues)
                    .digits()
                    .to_vec(),
            )
        }
        Question::BestScore => {
            let clues = 30 + rng.below(16);
            (
                kind,
                generate::puzzle::<Box3>(&mut rng, kind, clues)
                    .digits()
                    .to_vec(),
            )
        }
        _ => {
            let clues = 20 + rng.below(21);
            (
                kind,
                generate::puzzle::<Box3>(&mut rng, kind, clues)
                    .digits()
                    .to_vec(),
            )
        }
    };
    Case {
        number,
        kind,
        puzzle,
    }
}

/// The input holding `puzzles`, in the problem's format.
fn input_of(problem: &Problem, puzzles: &[&[u8]]) -> String {
    let layout = &problem.layout;
    let cases: Vec<String> = puzzles.iter().map(|p| (layout.render_case)(p)).collect();
    (layout.render_input)(&cases)
}

/// Search nodes the oracle may spend per puzzle: generated cases need far fewer; shrinking
/// towards an empty 16×16 grid would need far more, and such a candidate is simply not taken.
const STRESS_BUDGET: u64 = 1_000_000;
const SHRINK_BUDGET: u64 = 50_000;

/// How a solution did on some puzzles.
enum Outcome {
    Right,
    Wrong(Verdict),
    /// The oracle could not decide within its budget.
    Undecided(String),
}

/// Runs the solution on `puzzles` and judges its output against the oracle's.
fn judge_puzzles(
    problem: &Problem,
    binary: &Path,
    puzzles: &[&[u8]],
    options: &Options,
    budget: u64,
) -> Outcome {
    let input = input_of(problem, puzzles);
    let expected = match expected_output(problem, &input, budget) {
        Ok(expected) => expected,
        Err(why) => return Outcome::Undecided(why),
    };
    let run = match run::run(binary, input.clone().into_bytes(), options.limits) {
        Ok(run) => run,
        Err(message) => return Outcome::Wrong(Verdict::RuntimeError(message)),
    };
    match verdict::judge(
        problem,
        oracle_answers(problem),
        &input,
        expected.as_bytes(),
        &run,
        options.judging,
    ) {
        (Verdict::Accepted, _) => Outcome::Right,
        (verdict, _) => Outcome::Wrong(verdict),
    }
}

/// Runs the stress test; returns the exit status (0 when every case passed).
pub fn stress(problem: &Problem, binary: &Path, options: &Options) -> i32 {
    let batch = if problem.side == 16 { 10 } else { 50 };
    let progress = crate::tools::report::stderr_is_terminal();
    let started = Instant::now();
    let mut kinds = [0usize; 4];
    let (mut done, mut skipped) = (0, 0);
    while done < options.count {
        let count = batch.min(options.count - done);
        let cases: Vec<Case> = (done..done + count)
            .map(|n| make_case(problem, options.seed, n + 1, options.kinds))
            .collect();
        let puzzles: Vec<&[u8]> = cases.iter().map(|c| c.puzzle.as_slice()).collect();
        match judge_puzzles(problem, binary, &puzzles, options, STRESS_BUDGET) {
            Outcome::Right => {
                for case in &cases {
                    kinds[case.kind as usize] += 1;
                }
            }
            Outcome::Undecided(why) => {
                say!(
                    "note: cases {}..{} of seed {} skipped: {}",
                    done + 1,
                    done + count,
                    options.seed,
                    why
                );
                skipped += count;
            }
            Outcome::Wrong(together) => {
                // Find the first failing case on its own, then shrink it.
                for case in &cases {
                    if let Outcome::Wrong(verdict) =
                        judge_puzzles(problem, binary, &[&case.puzzle], options, STRESS_BUDGET)
                    {
                        return report_failure(problem, binary, options, case, verdict);
                    }
                }
                let detail = together
                    .detail()
                    .map(|d| format!(": {}", d))
                    .unwrap_or_default();
                say!(
                    "FAIL: cases {}..{} of seed {} together: {}{} (each passes alone)",
                    done + 1,
                    done + count,
                    options.seed,
                    together.code(),
                    detail
                );
                return 1;
            }
        }
        done += count;
        if progress {
            eprint!("\rstress {}: {}/{} cases", problem.id, done, options.count);
        }
    }
    if progress {
        eprintln!();
    }
    say!(
        "stress {}: {} cases AC (seed {}; {} unique, {} with several solutions, {} with clashing givens, \
         {} with no solution){} in {:.1} s",
        problem.id,
        done - skipped,
        options.seed,
        kinds[Kind::Unique as usize],
        kinds[Kind::Multiple as usize],
        kinds[Kind::Clash as usize],
        kinds[Kind::NoSolution as usize],
        if skipped > 0 {
            format!("; {} skipped, undecided by the oracle", skipped)
        } else {
            String::new()
        },
        started.elapsed().as_secs_f64()
    );
    0
}

/// Prints the failure, shrinks the puzzle, writes it to a file; returns exit status 1.
fn report_failure(
    problem: &Problem,
    binary: &Path,
    options: &Options,
    case: &Case,
    verdict: Verdict,
) -> i32 {
    say!(
        "FAIL: case {} of seed {} ({:?} puzzle): {}{}",
        case.number,
        options.seed,
        case.kind,
        verdict.code(),
        verdict
            .detail()
            .map(|d| format!(": {}", d))
            .unwrap_or_default()
    );
    let smallest = shrink(problem, binary, options, &case.puzzle);
    let input = input_of(problem, &[&smallest]);
    let givens = smallest.iter().filter(|&&d| d != 0).count();
    say!("smallest failing input ({} givens):\n{}", givens, input);
    let path = options.out_dir.join(format!(
        "stress-{}-seed{}-case{}.in",
        problem.id, options.seed, case.number
    ));
    match fs::create_dir_all(&options.out_dir).and_then(|()| fs::write(&path, &input)) {
        Ok(()) => say!(
            "written to {}; run it again with: cargo run --release -- check {} FILE.rs --cases {}",
            path.display(),
            problem.id,
            path.display()
        ),
        Err(e) => eprintln!("error: cannot write {}: {}", path.display(), e),
    }
    let _ = std::io::stdout().flush();
    1
}

/// Removes givens one at a time while the solution still fails and the puzzle stays within the
/// run's kinds (a promise of one solution is kept while shrinking), for at most 30 seconds.
fn shrink(problem: &Problem, binary: &Path, options: &Options, puzzle: &[u8]) -> Vec<u8> {
    let b = if problem.side == 16 { 4 } else { 3 };
    // A complete grid with a cell taken out is no longer what these problems are asked about.
    if matches!(
        problem.question,
        Question::ValidComplete | Question::AntiSudoku
    ) {
        return puzzle.to_vec();
    }
    let deadline = Instant::now() + Duration::from_secs(30);
    let mut smallest = puzzle.to_vec();
    let mut changed = true;
    while changed && Instant::now() < deadline {
        changed = false;
        for cell in 0..smallest.len() {
            if smallest[cell] == 0 || Instant::now() >= deadline {
                continue;
            }
            let mut candidate = smallest.clone();
            candidate[cell] = 0;
            if options.kinds.admits(&candidate, b, SHRINK_BUDGET) != Some(true) {
                continue;
            }
            if let Outcome::Wrong(_) =
                judge_puzzles(problem, binary, &[&candidate], options, SHRINK_BUDGET)
            {
                smallest = candidate;
                changed = true;
            }
        }
    }
    smallest
}
