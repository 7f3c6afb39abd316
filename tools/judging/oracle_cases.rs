//! Expected outputs decided by the oracle, for cases that come without one (stress tests, and
//! `--cases` files with no `.out`): a solution where the puzzle has one (any solution is judged
//! valid), the grid printed back exactly as given where it has none.

use crate::registry::{Answers, Problem, Question};
use oj_sudoku_testkit::{framed, inequality, oracle, regions};

/// Search nodes the oracle may spend on one puzzle of a case file (about a minute on 16×16).
pub const CASE_BUDGET: u64 = 2_000_000;

/// The weight of a cell in Luogu P1074's target: 10 in the centre, one less each ring out.
/// Written here from the statement, apart from the engine's table, so the two check each other.
fn target_weight(cell: usize) -> u32 {
    let (row, column) = ((cell / 9) as i32, (cell % 9) as i32);
    10 - (row - 4).abs().max((column - 4).abs()) as u32
}

/// A full grid's P1074 score.
pub fn target_score(digits: &[u8]) -> u32 {
    digits
        .iter()
        .enumerate()
        .map(|(cell, &d)| target_weight(cell) * u32::from(d))
        .sum()
}

/// Whether no digit repeats among the filled cells of a 9×9 `digits`, checked cell against
/// cell (a naive model, apart from the core's rules).
pub fn breaks_no_rule(digits: &[u8]) -> bool {
    (0..81).all(|a| {
        (0..81).all(|b| {
            let (ra, ca, rb, cb) = (a / 9, a % 9, b / 9, b % 9);
            let peers = a != b && (ra == rb || ca == cb || (ra / 3 == rb / 3 && ca / 3 == cb / 3));
            !(peers && digits[a] != 0 && digits[a] == digits[b])
        })
    })
}

/// How an output is judged against the oracle's: puzzles to solve may have several solutions,
/// so any valid one is right; every other question has one right answer (or its own judge).
pub fn oracle_answers(problem: &Problem) -> Answers {
    match problem.question {
        Question::Solve => Answers::AnyValid,
        _ => problem.answers,
    }
}

/// The expected output for `input` in `problem`'s format, or which case the oracle could not
/// decide within `nodes` search nodes.
pub fn expected_output(problem: &Problem, input: &str, nodes: u64) -> Result<String, String> {
    if matches!(
        problem.question,
        Question::Smallest | Question::Classify | Question::Count
    ) {
        return expected_by_puzzle(problem, input, nodes);
    }
    let layout = &problem.layout;
    match problem.question {
        Question::Jigsaw => return jigsaw_output(problem, input, nodes),
        Question::Inequalities => return inequalities_output(problem, input),
        _ => {}
    }
    let tokens: Vec<&str> = input.split_whitespace().skip(layout.skip).collect();
    let box_size = if problem.side == 16 { 4 } else { 3 };
    let gave_up = |case: usize| {
        format!(
            "the oracle gave up on case {} after {} search nodes",
            case, nodes
        )
    };
    let mut cases = Vec::new();
    for rows in tokens
        .chunks(layout.rows)
        .filter(|rows| rows.len() == layout.rows)
    {
        let puzzle = layout.cells(rows);
        if puzzle.len() != problem.side * problem.side {
            continue; // a trailing `end` line
        }
        let case = cases.len() + 1;
        cases.push(match problem.question {
            Question::Solve => {
                let verdict = oracle::solve_within(&puzzle, box_size, 1, nodes)
                    .ok_or_else(|| gave_up(case))?;
                match verdict.first {
                    Some(solution) => (layout.render_case)(&solution),
                    // Printed back as given: the rows as they were, or, where each token is
                    // one cell, the grid in the format's layout.
                    None if layout.rows == puzzle.len() => (layout.render_case)(&puzzle),
                    None => rows.iter().map(|row| format!("{}\n", row)).collect(),
                }
            }
            Question::Uniqueness => {
                let verdict = oracle::solve_within(&puzzle, box_size, 2, nodes)
                    .ok_or_else(|| gave_up(case))?;
                match (verdict.count, verdict.first) {
                    (1, Some(solution)) => (layout.render_case)(&solution),
                    (0, _) => "Find another job\n".to_string(),
                    _ => "Non-unique\n".to_string(),
                }
            }
            Question::BestScore => {
                let best = oracle::best_within(&puzzle, box_size, nodes, target_score)
                    .ok_or_else(|| gave_up(case))?;
                format!("{}\n", best.map_or(-1, i64::from))
            }
            Question::ValidPartial => format!("{}\n", breaks_no_rule(&puzzle)),
            Question::ValidComplete => {
                let complete = puzzle.iter().all(|&d| d != 0) && breaks_no_rule(&puzzle);
                format!("{}\n", if complete { "Yes" } else { "No" })
            }
            // Any answer within the rules; the checker judges it against the input itself.
            Question::AntiSudoku => (layout.render_case)(&puzzle),
            Question::Mistake => framed::answer(&puzzle).to_string(),
            Question::Jigsaw
            | Question::Inequalities
            | Question::Smallest
            | Question::Classify
            | Question::Count => unreachable!("answered above"),
        });
    }
    Ok((layout.render_output)(&cases))
}

/// [`expected_output`] for the questions whose answer follows from each puzzle alone: the
/// smallest solution (any box size), the classification, the count.
fn expected_by_puzzle(problem: &Problem, input: &str, nodes: u64) -> Result<String, String> {
    let mut cases = Vec::new();
    let puzzles = problem.puzzles(input);
    // SPOJ SUDOGOB's first number says how many grids are answered; any after them are not.
    let answered = match problem.question {
        Question::Count => input
            .split_whitespace()
            .next()
            .and_then(|t| t.parse().ok())
            .unwrap_or(puzzles.len()),
        _ => puzzles.len(),
    };
    for (case, puzzle) in puzzles.iter().take(answered).enumerate() {
        let gave_up = || {
            format!(
                "the oracle gave up on case {} after {} search nodes",
                case + 1,
                nodes
            )
        };
        let box_size = (1..=5).find(|b| b * b * b * b == puzzle.len()).unwrap_or(3);
        let side = box_size * box_size;
        cases.push(match problem.question {
            Question::Smallest => {
                match oracle::lex_first_within(puzzle, box_size, nodes).ok_or_else(gave_up)? {
                    Some(solution) => spaced_rows(&solution, side),
                    None => "NO SOLUTION\n".to_string(),
                }
            }
            Question::Classify => {
                let verdict = if !breaks_no_rule(puzzle) {
                    "Illegal"
                } else {
                    let found = oracle::solve_within(puzzle, 3, 2, nodes).ok_or_else(gave_up)?;
                    ["Impossible", "Unique", "Ambiguous"][found.count]
                };
                format!("Case {}: {}.\n", case + 1, verdict)
            }
            _ => {
                // Where it gives up, how many it had counted: a lower bound of the answer.
                let found = oracle::count_within(puzzle, 3, nodes).map_err(|counted| {
                    format!("{}, {} solutions counted by then", gave_up(), counted)
                })?;
                match (found.count, found.first) {
                    (1, Some(solution)) => format!("1\n{}", spaced_rows(&solution, 9)),
                    (count, _) => format!("{}\n", count),
                }
            }
        });
    }
    Ok((problem.layout.render_output)(&cases))
}

/// `digits` as rows of `side` numbers separated by single spaces.
fn spaced_rows(digits: &[u8], side: usize) -> String {
    digits
        .chunks(side)
        .map(|row| {
            let numbers: Vec<String> = row.iter().map(|d| d.to_string()).collect();
            format!("{}\n", numbers.join(" "))
        })
        .collect()
}

/// Search nodes the plain jigsaw oracle may spend on one case at most: each of its nodes scans
/// the whole grid, and an open grid on a layout without a solution can take it hours, so it
/// says it cannot tell well before that.
const JIGSAW_NODES: u64 = 200_000;

/// HDU 4069's expected output: each case's solution if it is unique, else `No solution` or
/// `Multiple Solutions`, decided by the test kit's jigsaw oracle.
fn jigsaw_output(problem: &Problem, input: &str, nodes: u64) -> Result<String, String> {
    let nodes = nodes.min(JIGSAW_NODES);
    let mut text = String::new();
    // An input may repeat a grid (HDU 4069's largest case, 2,500 of them): each is searched once.
    let mut known: std::collections::HashMap<Vec<u8>, String> = Default::default();
    for (k, case) in problem.layout.cases(input).iter().enumerate() {
        text.push_str(&format!("Case {}:\n", k + 1));
        if let Some(answer) = known.get(&case[..]) {
            text.push_str(answer);
            continue;
        }
        let (digits, region) = case.split_at(81);
        if region.contains(&u8::MAX) {
            return Err(format!(
                "case {}: its walls do not cut nine regions of nine cells",
                k + 1
            ));
        }
        let found = regions::solve_within(digits, region, 2, nodes).ok_or_else(|| {
            format!(
                "the oracle gave up on case {} after {} search nodes",
                k + 1,
                nodes
            )
        })?;
        let mut answer = String::new();
        match (found.count, found.first) {
            (1, Some(solution)) => {
                for row in solution.chunks(9) {
                    answer.extend(row.iter().map(|&d| char::from(b'0' + d)));
                    answer.push('\n');
                }
            }
            (0, _) => answer.push_str("No solution\n"),
            _ => answer.push_str("Multiple Solutions\n"),
        }
        text.push_str(&answer);
        known.insert(case.to_vec(), answer);
    }
    Ok(text)
}

/// Luogu P4573's expected output: the solution of each puzzle, spaced, decided by the test
/// kit's box-by-box oracle; nothing for a puzzle with none. A puzzle with several solutions has
/// no one right answer.
fn inequalities_output(problem: &Problem, input: &str) -> Result<String, String> {
    let mut text = String::new();
    for (k, signs) in problem.layout.cases(input).iter().enumerate() {
        let found = inequality::solve(signs, 2);
        if found.count > 1 {
            return Err(format!(
                "case {} has several solutions: no one right answer",
                k + 1
            ));
        }
        if let Some(solution) = found.first {
            for row in solution.chunks(9) {
                let digits: Vec<String> = row.iter().map(|d| d.to_string()).collect();
                text.push_str(&digits.join(" "));
                text.push('\n');
            }
        }
    }
    Ok(text)
}
