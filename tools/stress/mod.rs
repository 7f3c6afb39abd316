//! Stress testing (对拍): inputs in a problem's format, the solution under test answers them, a
//! reference decides what is right, the checker compares. The first failure is shrunk to the
//! fewest givens that still fail and written to a file for `check --cases`.
//!
//! - **Inputs** come from the built-in generator ([`cases`]: seeded puzzles of the kinds a run
//!   asks for, one input per run where the format holds one case, batches where it holds
//!   several), or from the user's generator, run as `GEN SEED`.
//! - **The reference** is the oracle (`tools/testkit/oracle.rs`, a plain search that shares no
//!   code with the engines) or the user's own slow-but-sure solution (`--brute`).
//! - [`hunt`] searches for slow inputs instead of wrong ones.

pub mod cases;
pub mod hunt;
mod shrink;

use crate::judging::checker::check_as;
use crate::judging::oracle_cases::{expected_output, oracle_answers};
use crate::judging::places;
use crate::judging::run::{Limits, Runner};
use crate::judging::session::{Expected, Session};
use crate::judging::verdict::{self, Verdict};
use crate::registry::{Answers, CasesPerInput, Checker, Problem, Promise, Question};
use crate::report::progress::Progress;
use cases::{case_seed, input_of, make_case, Kinds};
use oj_sudoku_testkit::generate::Kind;
use oj_sudoku_testkit::oracle;
use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

pub struct Options<'a> {
    pub seed: u64,
    /// How many cases to generate.
    pub count: usize,
    /// Which kinds of puzzle the built-in generator makes.
    pub kinds: Kinds,
    /// Where a failing case is written.
    pub out_dir: PathBuf,
    /// What decides the right answer.
    pub reference: Reference<'a>,
    /// Where the inputs come from.
    pub generator: Generator,
    /// The file under test, as `check` takes it again.
    pub source: PathBuf,
    /// Whether it is our own file (none was given): the oracle shares no code with it.
    pub ours: bool,
}

/// What decides the right answer of a stress case.
pub enum Reference<'a> {
    /// The independent oracle.
    Oracle,
    /// The user's own reference solution (`--brute REF.rs`), compiled as an attempt at the same
    /// problem, with [`HELPER_LIMIT`] as its time limit.
    Program(Box<Session<'a>>),
}

/// Where stress inputs come from.
pub enum Generator {
    /// Seeded puzzles of the run's kinds.
    BuiltIn,
    /// The user's generator, compiled, run as `GEN SEED` printing one input (`--generator`).
    Program(PathBuf),
}

/// Search nodes the oracle may spend per puzzle: generated cases need far fewer; shrinking
/// towards an empty 16×16 grid would need far more, and such a candidate is simply not taken.
const STRESS_BUDGET: u64 = 1_000_000;
const SHRINK_BUDGET: u64 = 50_000;

/// How long a user's generator or reference may run on one case (they may be slow on purpose).
pub const HELPER_LIMIT: Duration = Duration::from_secs(60);

/// How a solution did on one input.
enum Outcome {
    Right,
    Wrong(Verdict, Option<places::Explained>),
    /// The reference could not decide (the oracle within its budget), or failed itself.
    Undecided(String),
    /// The user's reference gave an answer that breaks the problem's rules, or failed.
    ReferenceWrong(String),
}

/// Judges the attempt on `input` against the reference.
fn judge_input(attempt: &Session, input: &str, options: &Options, budget: u64) -> Outcome {
    let problem = attempt.problem;
    let (expected, answers) = match &options.reference {
        Reference::Oracle => match expected_output(problem, input, budget) {
            Ok(expected) => (expected, oracle_answers(problem)),
            Err(why) => return Outcome::Undecided(why),
        },
        Reference::Program(reference) => match reference_output(reference, input) {
            Ok(found) => found,
            Err(why) => return Outcome::ReferenceWrong(why),
        },
    };
    let outcome = attempt.judge(input, Expected::Output(expected.as_bytes(), answers));
    match outcome.verdict {
        Verdict::Accepted => Outcome::Right,
        verdict => Outcome::Wrong(verdict, outcome.places),
    }
}

/// The user's reference solution's answer to `input`, and how to judge against it: where any
/// valid solution is accepted its grids must be valid themselves (then the attempt's must be
/// valid too, and agree on which puzzles have none); elsewhere its output is the expected one.
fn reference_output(reference: &Session, input: &str) -> Result<(String, Answers), String> {
    let problem = reference.problem;
    let ran = reference.judge(input, Expected::Nothing);
    if ran.verdict != Verdict::Accepted {
        return Err(format!(
            "the reference solution failed: {}",
            describe(&ran.verdict)
        ));
    }
    let output = String::from_utf8_lossy(ran.answers()).into_owned();
    let answers = oracle_answers(problem);
    if matches!(answers, Answers::AnyValid | Answers::AntiSudoku) {
        // Its own answer must pass the problem's checker, judged against itself.
        check_as(
            problem,
            answers,
            input,
            output.as_bytes(),
            output.as_bytes(),
            Checker::Tokens,
        )
        .map_err(|why| format!("the reference solution's answer is wrong: {}", why))?;
    }
    Ok((output, answers))
}

/// `WA: reason`, `TLE`, …
fn describe(verdict: &Verdict) -> String {
    match verdict.detail() {
        Some(detail) => format!("{}: {}", verdict.code(), detail),
        None => verdict.code().to_string(),
    }
}

/// Runs the stress test of `attempt` (`runner` runs a user's generator); returns the exit
/// status (0 when every case passed).
pub fn stress(attempt: &Session, runner: &Runner, options: &Options) -> i32 {
    let problem = attempt.problem;
    let batch = match (&options.generator, problem.cases_per_input) {
        (Generator::Program(_), _) | (_, CasesPerInput::One) => 1,
        (Generator::BuiltIn, CasesPerInput::AtMost { most, .. }) if problem.side == 16 => {
            most.min(10)
        }
        (Generator::BuiltIn, CasesPerInput::AtMost { most, .. }) => most.min(50),
        (Generator::BuiltIn, CasesPerInput::Several) if problem.side == 16 => 10,
        (Generator::BuiltIn, CasesPerInput::Several) => 50,
    };
    let total_inputs = options.count.div_ceil(batch);
    let mut progress = Progress::new(format!("stress {}", problem.id), total_inputs, "inputs");
    let rule = format!(
        "{}'s rule ({})",
        attempt.setup.judge.name,
        attempt.setup.judging.rule.name()
    );
    say!("compared: {}", how_compared(problem, &rule, options));
    let started = Instant::now();
    let mut kinds = [0usize; 4];
    let (mut done, mut skipped, mut inputs) = (0, 0, 0);
    // Inputs past the statement's promise, checked where the user's generator or reference
    // is in play (our own kinds are named in the summary): how many, and the first.
    let watch_promise = !matches!(
        (&options.generator, &options.reference),
        (Generator::BuiltIn, Reference::Oracle)
    );
    let mut broken: (usize, Option<(usize, String)>) = (0, None);
    while done < options.count {
        let count = batch.min(options.count - done);
        let (input, cases) = match &options.generator {
            Generator::BuiltIn => {
                let cases: Vec<cases::Case> = (done..done + count)
                    .map(|n| make_case(problem, options.seed, n + 1, options.kinds))
                    .collect();
                let puzzles: Vec<&[u8]> = cases.iter().map(|c| c.puzzle.as_slice()).collect();
                (input_of(problem, &puzzles), cases)
            }
            Generator::Program(generator) => {
                match generated_input(generator, case_seed(options.seed, done + 1), runner) {
                    Ok(input) => (input, Vec::new()),
                    Err(why) => {
                        progress.clear();
                        say!(
                            "FAIL: the generator, for case {} of seed {}: {}",
                            done + 1,
                            options.seed,
                            why
                        );
                        return 1;
                    }
                }
            }
        };
        inputs += 1;
        let past_promise = if watch_promise {
            past_the_promise(problem, &input, &cases)
        } else {
            None
        };
        if let Some(why) = &past_promise {
            broken.0 += 1;
            if broken.1.is_none() {
                broken.1 = Some((inputs, why.clone()));
            }
        }
        match judge_input(attempt, &input, options, STRESS_BUDGET) {
            Outcome::Right => {
                for case in &cases {
                    kinds[case.kind as usize] += 1;
                }
            }
            Outcome::Undecided(why) => {
                progress.clear();
                say!(
                    "note: cases {}..{} of seed {} skipped: {}",
                    done + 1,
                    done + count,
                    options.seed,
                    why
                );
                skipped += count;
            }
            Outcome::ReferenceWrong(why) => {
                progress.clear();
                let path = write_case(problem, options, &format!("case{}", done + 1), &input);
                say!(
                    "STOP: case {} of seed {}: {}; the input is in {}",
                    done + 1,
                    options.seed,
                    why,
                    path
                );
                return 1;
            }
            Outcome::Wrong(verdict, explained) => {
                progress.clear();
                if let Some(why) = &past_promise {
                    say!(
                        "warning: this input breaks the statement's promise ({}): the judge never sends such an input, so this failure need not be one on the judge",
                        why
                    );
                }
                if cases.len() > 1 {
                    // Find the first failing case on its own, then shrink it.
                    for case in &cases {
                        let alone = input_of(problem, &[&case.puzzle]);
                        if let Outcome::Wrong(verdict, explained) =
                            judge_input(attempt, &alone, options, STRESS_BUDGET)
                        {
                            let failure = Failure {
                                number: case.number,
                                kind: Some(case.kind),
                                verdict,
                                explained,
                            };
                            return report_failure(
                                attempt,
                                options,
                                &failure,
                                Some(&case.puzzle),
                                &alone,
                            );
                        }
                    }
                    let path = write_case(
                        problem,
                        options,
                        &format!("cases{}-{}", done + 1, done + count),
                        &input,
                    );
                    say!(
                        "FAIL: cases {}..{} of seed {} together: {} (each passes alone); the input is in {}",
                        done + 1,
                        done + count,
                        options.seed,
                        describe(&verdict),
                        path
                    );
                    return 1;
                }
                let failure = Failure {
                    number: done + 1,
                    kind: cases.first().map(|c| c.kind),
                    verdict,
                    explained,
                };
                let puzzle = cases.first().map(|c| c.puzzle.as_slice());
                return report_failure(attempt, options, &failure, puzzle, &input);
            }
        }
        done += count;
        progress.update(inputs);
    }
    progress.clear();
    if let (count, Some((first, why))) = &broken {
        say!(
            "warning: {} of {} inputs break the statement's promise (input {}: {}); the judge never sends such inputs, so what they show is past the judge's verdict",
            count,
            inputs,
            first,
            why
        );
    }
    let kinds_text = match options.generator {
        Generator::BuiltIn => format!(
            "; {} unique, {} with several solutions, {} with clashing givens, {} with no solution",
            kinds[Kind::Unique as usize],
            kinds[Kind::Multiple as usize],
            kinds[Kind::Clash as usize],
            kinds[Kind::NoSolution as usize],
        ),
        Generator::Program(_) => ", inputs from the generator".to_string(),
    };
    let against = match options.reference {
        Reference::Oracle => "",
        Reference::Program(_) => ", against the reference solution",
    };
    let seconds = started.elapsed().as_secs_f64();
    say!(
        "stress {}: {} cases AC (seed {}{}){}{} in {:.1} s{}",
        problem.id,
        done - skipped,
        options.seed,
        kinds_text,
        if skipped > 0 {
            format!("; {} skipped, undecided by the oracle", skipped)
        } else {
            String::new()
        },
        against,
        seconds,
        runs(done, inputs, batch, &options.generator, seconds)
    );
    say!("  answers only, not time: `check` times the judge's cases, `stress --hunt` seeks slow inputs");
    0
}

/// How the cases were run, for the summary: `: 1 run of the program, up to 50 cases in its
/// input (the format holds several), 160 cases/s`, or `: 4 runs of the program, one case
/// each, 62.6 cases/s`.
fn runs(cases: usize, inputs: usize, batch: usize, generator: &Generator, seconds: f64) -> String {
    let plural = if inputs == 1 { "" } else { "s" };
    let what = match (generator, batch) {
        (Generator::Program(_), _) => "one input from the generator each".to_string(),
        (Generator::BuiltIn, 1) => "one case each".to_string(),
        (Generator::BuiltIn, _) => format!(
            "up to {} cases in {} input (the format holds several)",
            batch,
            if inputs == 1 { "its" } else { "each" }
        ),
    };
    format!(
        ": {} run{} of the program, {}, {} cases/s",
        inputs,
        plural,
        what,
        rate(cases, seconds)
    )
}

/// `12.3`, `0.41`: a rate per second to about three figures.
fn rate(count: usize, seconds: f64) -> String {
    let rate = count as f64 / seconds.max(1e-6);
    if rate >= 100.0 {
        format!("{:.0}", rate)
    } else if rate >= 1.0 {
        format!("{:.1}", rate)
    } else {
        format!("{:.2}", rate)
    }
}

/// How a stress run decides what is right, in a line: the reference, and how the attempt's
/// answers are compared with it under `rule` (the judge's). What a puzzle with no solution must
/// give is said only where the run can hold one: our files' extra tolerance (every kind), or a
/// user's generator; a user's file on the promised kinds never meets one.
fn how_compared(problem: &Problem, rule: &str, options: &Options) -> String {
    let reference = match &options.reference {
        // Independent of the file under test: said of our own files, which it checks.
        Reference::Oracle if options.ours => {
            "the oracle (tools/testkit/oracle.rs, a plain search sharing no code with our engines) decides each answer".to_string()
        }
        Reference::Oracle => {
            "the oracle (tools/testkit/oracle.rs, a plain backtracking search) decides each answer".to_string()
        }
        Reference::Program(_) => "your reference solution (--brute) decides each answer".to_string(),
    };
    // Inputs past the statement's promise: our files' every kind, or a user's generator.
    let past_promise =
        options.kinds == Kinds::All || matches!(options.generator, Generator::Program(_));
    let unsolvable = past_promise || options.kinds == Kinds::Promised(Promise::Any);
    // How many solutions a puzzle has, as the statement promises (the registry's promise).
    let several = match (problem.promise, problem.promise.solutions()) {
        (_, None) => "a puzzle may have several".to_string(),
        (Promise::Unique, Some(promised)) if !past_promise => {
            format!("the statement promises {}", promised)
        }
        (Promise::Unique, Some(promised)) => format!(
            "the statement promises {}; inputs past it may have several",
            promised
        ),
        (_, Some(promised)) => format!(
            "the statement promises {}; a puzzle may have several",
            promised
        ),
    };
    let how = match oracle_answers(problem) {
        Answers::AnyValid => match options.reference {
            Reference::Oracle => format!(
                "any valid solution is accepted ({}): each grid must keep the givens and break no rule,{} and the layout is read by {}",
                several,
                if unsolvable {
                    " a puzzle with no solution (past the statement's promise) must come back as given,"
                } else {
                    ""
                },
                rule
            ),
            Reference::Program(_) => format!(
                "any valid solution is accepted ({}): your attempt's grids and the reference's must both keep the givens and break no rule, and agree on which puzzles have none; the layout is read by {}",
                several,
                rule
            ),
        },
        Answers::AntiSudoku => format!(
            "each grid is checked by the problem's rules (at most 9 cells changed, a repeat in every row, column and box), read by {}",
            rule
        ),
        Answers::Unique => format!(
            "one answer is right: the attempt's output must equal the expected one under {}",
            rule
        ),
    };
    format!("{}; {}", reference, how)
}

/// Search nodes the oracle may spend counting a generated puzzle's solutions (to 2) for the
/// promise check; past it the puzzle is taken as kept.
const PROMISE_BUDGET: u64 = 200_000;

/// How `input` breaks the statement's promise, if it does: a puzzle with several solutions or
/// none where the statement promises one (or at least one), fewer givens than it allows, or
/// several grids where the input holds one. The built-in generator's `cases` say their kinds;
/// a user's generator's puzzles are counted by the oracle.
fn past_the_promise(problem: &Problem, input: &str, cases: &[cases::Case]) -> Option<String> {
    let promised = problem.promise.solutions().unwrap_or_default();
    let solutions = |count: usize| match (problem.promise, count) {
        (Promise::Unique, 0) | (Promise::Solvable, 0) => Some("no solution"),
        (Promise::Unique, 2..) => Some("several solutions"),
        _ => None,
    };
    if !cases.is_empty() {
        return cases.iter().find_map(|case| {
            let count = match case.kind {
                Kind::Unique => 1,
                Kind::Multiple => 2,
                Kind::NoSolution | Kind::Clash => 0,
            };
            solutions(count).map(|what| {
                format!(
                    "case {}: a puzzle with {} where the statement promises {}",
                    case.number, what, promised
                )
            })
        });
    }
    let cells = problem.side * problem.side;
    let box_size = if problem.side == 16 { 4 } else { 3 };
    let tokens: Vec<&str> = input.split_whitespace().skip(problem.layout.skip).collect();
    let all = problem.layout.cells(&tokens);
    let puzzles: Vec<&[u8]> = all.chunks(cells).filter(|p| p.len() == cells).collect();
    if problem.cases_per_input == CasesPerInput::One && puzzles.len() > 1 {
        return Some(format!(
            "{} grids where the statement's input holds one",
            puzzles.len()
        ));
    }
    if let CasesPerInput::AtMost { most, .. } = problem.cases_per_input {
        if puzzles.len() > most {
            return Some(format!(
                "{} grids where the statement's input holds at most {}",
                puzzles.len(),
                most
            ));
        }
    }
    if !matches!(
        problem.question,
        Question::Solve | Question::Uniqueness | Question::BestScore
    ) {
        return None;
    }
    for (n, puzzle) in puzzles.iter().enumerate() {
        let givens = puzzle.iter().filter(|&&d| d != 0).count();
        if givens < problem.min_givens {
            return Some(format!(
                "grid {}: {} givens where the statement promises at least {}",
                n + 1,
                givens,
                problem.min_givens
            ));
        }
        if problem.promise == Promise::Any {
            continue;
        }
        let count = oracle::solve_within(puzzle, box_size, 2, PROMISE_BUDGET).map(|f| f.count);
        if let Some(what) = count.and_then(solutions) {
            return Some(format!(
                "grid {}: a puzzle with {} where the statement promises {}",
                n + 1,
                what,
                promised
            ));
        }
    }
    None
}

/// The input the user's generator prints for `seed`.
fn generated_input(generator: &Path, seed: u64, runner: &Runner) -> Result<String, String> {
    let limits = Limits {
        time: HELPER_LIMIT,
        memory_kb: u64::MAX / 1024,
        output_bytes: 64 << 20,
        stderr_bytes: None,
        stack_bytes: None,
        address_space_kb: None,
        data_kb: None,
        counts_waiting: false,
        one_thread: false,
    };
    let run = runner.run_args(generator, &[seed.to_string()], Vec::new(), limits)?;
    if let Some(verdict) = verdict::how_it_ended(&run, &limits) {
        return Err(format!(
            "`{} {}` failed: {}",
            generator.display(),
            seed,
            describe(&verdict)
        ));
    }
    String::from_utf8(run.stdout).map_err(|_| "it printed text that is not UTF-8".to_string())
}

/// A failing case.
struct Failure {
    number: usize,
    /// The built-in generator's kind of puzzle, if it made it.
    kind: Option<Kind>,
    verdict: Verdict,
    explained: Option<places::Explained>,
}

/// Prints the failure, shrinks the puzzle (when the built-in generator made it), writes the
/// input to a file; returns exit status 1.
fn report_failure(
    attempt: &Session,
    options: &Options,
    failure: &Failure,
    puzzle: Option<&[u8]>,
    input: &str,
) -> i32 {
    let problem = attempt.problem;
    let kind = failure
        .kind
        .map(|kind| format!(" ({:?} puzzle)", kind))
        .unwrap_or_default();
    let shrinks = puzzle.is_some()
        && !matches!(
            problem.question,
            Question::ValidComplete | Question::AntiSudoku | Question::Inequalities
        );
    say!(
        "FAIL: case {} of seed {}{}: {}",
        failure.number,
        options.seed,
        kind,
        verdict_text(&failure.verdict, &failure.explained)
    );
    // The grids go with the input shown: the case's own when it is not shrunk.
    if !shrinks {
        picture(&failure.explained);
    }
    let smallest = match puzzle {
        Some(puzzle) if shrinks => {
            // The last failing candidate's verdict, kept: the smallest is the last that failed.
            let mut last = None;
            let shrunk = shrink::shrink(problem, options.kinds, puzzle, |candidate| {
                let input = input_of(problem, &[candidate]);
                match judge_input(attempt, &input, options, SHRINK_BUDGET) {
                    Outcome::Wrong(verdict, explained) => {
                        last = Some((candidate.to_vec(), verdict, explained));
                        true
                    }
                    _ => false,
                }
            });
            let cells = problem.side * problem.side;
            let givens = shrunk.iter().take(cells).filter(|&&d| d != 0).count();
            let input = input_of(problem, &[&shrunk]);
            say!("smallest failing input ({} givens):\n{}", givens, input);
            let on_it = match last {
                Some((candidate, verdict, explained)) if candidate == shrunk => {
                    Some((verdict, explained))
                }
                // Not shrunk at all: judged once more.
                _ => match judge_input(attempt, &input, options, SHRINK_BUDGET) {
                    Outcome::Wrong(verdict, explained) => Some((verdict, explained)),
                    _ => None,
                },
            };
            if let Some((verdict, explained)) = on_it {
                say!("on it: {}", verdict_text(&verdict, &explained));
                picture(&explained);
            }
            input
        }
        _ => {
            say!("failing input:\n{}", input);
            input.to_string()
        }
    };
    let path = write_case(
        problem,
        options,
        &format!("case{}", failure.number),
        &smallest,
    );
    say!(
        "written to {}; run it again with: cargo run --release -- check {} {} --cases {}",
        path,
        problem.id,
        std::path::absolute(&options.source)
            .unwrap_or_else(|_| options.source.clone())
            .display(),
        path
    );
    let _ = std::io::stdout().flush();
    1
}

/// A verdict in words: its code and where the answer went wrong, when that is known.
fn verdict_text(verdict: &Verdict, explained: &Option<places::Explained>) -> String {
    match explained {
        Some(explained) => format!("{}: {}", verdict.code(), explained.summary),
        None => describe(verdict),
    }
}

/// Prints the grids that show where an answer went wrong, if there are any.
fn picture(explained: &Option<places::Explained>) {
    for line in explained.iter().flat_map(|e| &e.picture) {
        say!("    {}", line);
    }
}

/// Writes `input` as `stress-<problem>-seed<S>-<what>.in` under the run's folder; its path.
fn write_case(problem: &Problem, options: &Options, what: &str, input: &str) -> String {
    let path = options.out_dir.join(format!(
        "stress-{}-seed{}-{}.in",
        problem.id, options.seed, what
    ));
    if let Err(e) = fs::create_dir_all(&options.out_dir).and_then(|()| fs::write(&path, input)) {
        eprintln!("error: cannot write {}: {}", path.display(), e);
    }
    path.display().to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn options(kinds: Kinds, generator: Generator) -> Options<'static> {
        Options {
            seed: 1,
            count: 50,
            kinds,
            out_dir: PathBuf::new(),
            reference: Reference::Oracle,
            generator,
            source: PathBuf::from("mine.rs"),
            ours: false,
        }
    }

    /// What a puzzle with no solution must give is our files' rule past the promise: said when
    /// the run can hold one (every kind, a user's generator), not to a user's file on the
    /// promised kinds.
    #[test]
    fn the_rule_for_no_solution_is_said_only_where_a_run_can_meet_one() {
        let problem = crate::registry::find("luogu_b4279").unwrap();
        let said = |kinds, generator| {
            how_compared(problem, "luogu's rule (lines)", &options(kinds, generator))
                .contains("no solution")
        };
        assert!(!said(Kinds::Promised(problem.promise), Generator::BuiltIn));
        assert!(said(Kinds::All, Generator::BuiltIn));
        let generator = Generator::Program(PathBuf::from("gen"));
        assert!(said(Kinds::Promised(problem.promise), generator));
    }

    /// How many solutions a puzzle may have is the registry's promise: exactly one where the
    /// statement says so (several only past it), "may have several" only where it allows them.
    #[test]
    fn the_comparison_says_what_the_statement_promises_of_solutions() {
        let said = |id: &str, kinds: fn(Promise) -> Kinds| {
            let problem = crate::registry::find(id).unwrap();
            let kinds = kinds(problem.promise);
            how_compared(problem, "rule", &options(kinds, Generator::BuiltIn))
        };
        let within = said("luogu_b4279", Kinds::Promised);
        assert!(
            within.contains(
                "; any valid solution is accepted (the statement promises exactly one): "
            ),
            "{}",
            within
        );
        assert!(!within.contains("several"), "{}", within);
        assert!(said("luogu_b4279", |_| Kinds::All)
            .contains(" (the statement promises exactly one; inputs past it may have several): "));
        assert!(said("poj2676", Kinds::Promised)
            .contains(" (the statement promises at least one; a puzzle may have several): "));
    }

    /// "Sharing no code with our engines" is said of the oracle where it checks our own file;
    /// for a user's file the oracle is named for what it is.
    #[test]
    fn the_oracle_is_called_apart_from_our_engines_only_for_our_files() {
        let problem = crate::registry::find("luogu_b4279").unwrap();
        let mut options = options(Kinds::All, Generator::BuiltIn);
        let theirs = how_compared(problem, "rule", &options);
        assert!(
            theirs.starts_with("the oracle (tools/testkit/oracle.rs, a plain backtracking search) decides each answer; "),
            "{}",
            theirs
        );
        options.ours = true;
        assert!(how_compared(problem, "rule", &options).starts_with(
            "the oracle (tools/testkit/oracle.rs, a plain search sharing no code with our engines) decides each answer; "
        ));
    }

    /// SPOJ SUDOKU's input holds at most ten puzzles: eleven break the statement, ten do not
    /// (the sample's puzzle, unique, repeated); a format with no stated bound takes any number.
    #[test]
    fn an_input_past_the_statements_bound_on_cases_breaks_it() {
        let spoj = crate::registry::find("spoj_sudoku").unwrap();
        assert_eq!(
            spoj.cases_per_input,
            CasesPerInput::AtMost {
                most: 10,
                timed: 10
            }
        );
        assert_eq!(spoj.cases_per_input.hunted(), 10);
        // The sample's solution with a few cells blanked: unique, and quick to count.
        let solved = std::fs::read_to_string("samples/spoj_sudoku/sample-1.out").unwrap();
        let mut puzzle: Vec<u8> = (solved.bytes())
            .filter(u8::is_ascii_uppercase)
            .map(|letter| letter - b'A' + 1)
            .collect();
        for cell in [0, 17, 100, 200, 255] {
            puzzle[cell] = 0;
        }
        let input = |copies: usize| cases::input_of(spoj, &vec![&puzzle[..]; copies]);
        assert_eq!(
            past_the_promise(spoj, &input(11), &[]).as_deref(),
            Some("11 grids where the statement's input holds at most 10")
        );
        assert_eq!(past_the_promise(spoj, &input(10), &[]), None);
        let acwing = crate::registry::find("acwing169").unwrap();
        assert_eq!(acwing.cases_per_input.hunted(), 1);
        let many = cases::input_of(acwing, &[&puzzle[..]; 11]);
        assert_eq!(past_the_promise(acwing, &many, &[]), None);
    }

    /// The summary says how many runs of the program the cases took, and how many cases each.
    #[test]
    fn the_summary_says_how_cases_became_runs() {
        assert_eq!(
            runs(50, 1, 50, &Generator::BuiltIn, 0.25),
            ": 1 run of the program, up to 50 cases in its input (the format holds several), 200 cases/s"
        );
        assert_eq!(
            runs(120, 3, 50, &Generator::BuiltIn, 2.0),
            ": 3 runs of the program, up to 50 cases in each input (the format holds several), 60.0 cases/s"
        );
        assert_eq!(
            runs(4, 4, 1, &Generator::BuiltIn, 0.1),
            ": 4 runs of the program, one case each, 40.0 cases/s"
        );
        let generator = Generator::Program(PathBuf::from("gen"));
        assert!(runs(4, 4, 1, &generator, 1.0).contains("one input from the generator each"));
    }
}
