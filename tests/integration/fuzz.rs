//! Fuzzing, std only: seeded inputs for every registered program — random bytes, valid inputs with random
//! mutations (a character or line deleted, inserted, duplicated or replaced, CRLF flipped),
//! truncations — run in process through the same function each binary's `main` hands to
//! `stdio::run`. Each must return without a panic, and follow the policy:
//! - it stops only for malformed input, with a located message (never an output error);
//! - its log holds only notes;
//! - every grid it prints is a complete valid grid, or a grid of the input printed back as given.
//!
//! A failure names the seed and the input, so it can be replayed.

use crate::support::{each, scaled};
use oj_sudoku::io::stdio::{Failure, Format};
use oj_sudoku_testkit::generate::{self, Kind};
use oj_sudoku_testkit::rng::Rng;
use oj_sudoku_tools::judging::checker::check_solution;
use oj_sudoku_tools::registry::{Problem, Question, PROBLEMS};
use oj_sudoku_tools::stress::cases::{count_solutions, input_of, make_case, Kinds};
use std::collections::BTreeMap;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::{Arc, Mutex, OnceLock};

/// A valid input of a few puzzles of every kind, drawn from `rng` (new from `seed`); cases that
/// are not grids are drawn from `pool`.
fn valid_input(problem: &Problem, seed: u64, rng: &mut Rng, pool: &[Vec<u8>]) -> String {
    if !problem.question.on_grids() {
        let puzzles: Vec<&[u8]> = (0..1 + rng.below(3))
            .map(|_| pool[rng.below(pool.len())].as_slice())
            .collect();
        return input_of(problem, &puzzles);
    }
    let cases: Vec<String> = grids(problem.side, seed, rng)
        .iter()
        .map(|digits| (problem.layout.render_case)(digits))
        .collect();
    (problem.layout.render_input)(&cases)
}

/// The grids of input `seed` for every format of a size: one to three puzzles of random kinds,
/// from `rng` (new from `seed`), which is left as making them leaves it. Making them is nearly
/// all of the test's time and the same for each format of the size, so each is made once per
/// process.
fn grids(side: usize, seed: u64, rng: &mut Rng) -> Vec<Vec<u8>> {
    type Made = Arc<OnceLock<(Vec<Vec<u8>>, Rng)>>;
    static MADE: Mutex<BTreeMap<(usize, u64), Made>> = Mutex::new(BTreeMap::new());
    let made = Arc::clone(MADE.lock().unwrap().entry((side, seed)).or_default());
    let (grids, after) = made.get_or_init(|| {
        let mut rng = rng.clone();
        let kinds = [Kind::Unique, Kind::Multiple, Kind::Clash, Kind::NoSolution];
        let grids = (0..1 + rng.below(3))
            .map(|_| {
                let kind = kinds[rng.below(4)];
                let (clues9, clues16) = (22 + rng.below(20), 120 + rng.below(40));
                if side == 16 {
                    generate::puzzle(&mut rng, 4, kind, clues16, count_solutions)
                } else {
                    generate::puzzle(&mut rng, 3, kind, clues9, count_solutions)
                }
            })
            .collect();
        (grids, rng)
    });
    *rng = after.clone();
    grids.clone()
}

/// One random change of `text`.
fn mutate(text: &str, rng: &mut Rng) -> String {
    let mut chars: Vec<char> = text.chars().collect();
    let noise = [
        'x', 'a', 'Q', '0', '.', '-', ' ', '\t', '\n', '\r', '"', ',', '[', ']', '9', 'P', 'é',
        '\u{feff}',
    ];
    let at = rng.below(chars.len() + 1);
    match rng.below(8) {
        0 if at < chars.len() => {
            chars.remove(at);
        }
        1 => chars.insert(at, noise[rng.below(noise.len())]),
        2 if at < chars.len() => {
            let c = chars[at];
            chars.insert(at, c);
        }
        3 if at < chars.len() => chars[at] = noise[rng.below(noise.len())],
        4 => chars.truncate(at),
        5 => {
            // Delete, or duplicate, one whole line.
            let mut lines: Vec<&str> = text.split('\n').collect();
            let line = rng.below(lines.len());
            if rng.below(2) == 0 {
                lines.remove(line);
            } else {
                lines.insert(line, lines[line]);
            }
            return lines.join("\n");
        }
        6 => return text.replace('\n', "\r\n"),
        _ => return text.trim_end().to_string(),
    }
    chars.into_iter().collect()
}

fn random_bytes(rng: &mut Rng) -> String {
    let bytes: Vec<u8> = (0..rng.below(400)).map(|_| rng.below(256) as u8).collect();
    String::from_utf8_lossy(&bytes).into_owned()
}

/// Runs `format` on `input` and checks the policy; `Err` says what broke.
fn check_policy(problem: &Problem, format: Format, input: &str) -> Result<(), String> {
    let (mut out, mut log) = (Vec::new(), Vec::new());
    let result = catch_unwind(AssertUnwindSafe(|| format(input, &mut out, &mut log)))
        .map_err(|_| "panicked".to_string())?;
    match result {
        Ok(()) => {}
        Err(Failure::Input(error)) => {
            let lines = input.lines().count().max(1);
            if error.message.is_empty() || error.line == 0 || error.line > lines + 1 {
                return Err(format!("badly located error: {}", error));
            }
        }
        Err(Failure::Output(error)) => {
            return Err(format!("output error writing to memory: {}", error))
        }
    }
    let log = String::from_utf8(log).map_err(|_| "log is not UTF-8")?;
    if let Some(line) = log.lines().find(|l| !l.starts_with("note: ")) {
        return Err(format!("log line that is not a note: {:?}", line));
    }
    let out = String::from_utf8(out).map_err(|_| "output is not UTF-8")?;
    if problem.question != Question::Solve {
        return Ok(()); // answers that are not grids: no panic, located errors and notes suffice
    }
    // Printed back as given: the rows appear in the input. Whitespace is compared away, as
    // LeetCode's harness prints an unchanged board in canonical form, spaces and all dropped.
    let compact_input: String = input.split_whitespace().collect();
    let rows: Vec<&str> = out.split_whitespace().collect();
    for case in rows.chunks(problem.layout.rows) {
        let echoed = compact_input.contains(&case.concat());
        let cells = problem.layout.cells(case);
        let valid = check_solution(&vec![0; cells.len()], &cells, problem.side).is_ok();
        if !echoed && !valid {
            return Err(format!(
                "printed neither a valid grid nor a grid of the input: {:?}",
                case
            ));
        }
    }
    Ok(())
}

/// Inputs per binary: a format's editions each get their own share (the engines differ).
const INPUTS_9X9: u64 = 300;
const INPUTS_16X16: u64 = 80;

/// Every registered program (the format with its engine, as its binary runs it) on seeded
/// random and mutated inputs; `OJ_SUDOKU_LONG=N` runs N times as many.
#[test]
fn every_program_keeps_the_input_policy_on_random_and_mutated_inputs() {
    each(
        PROBLEMS,
        |p| p.id.to_string(),
        |problem| {
            let count = scaled(if problem.side == 16 {
                INPUTS_16X16
            } else {
                INPUTS_9X9
            });
            // Cases that are not grids come from the stress generator, every kind, made once:
            // one for every five inputs (a jigsaw's regions or a set of signs with one solution
            // are slow to make), each input drawing its own and mutating them its own way.
            let pool: Vec<Vec<u8>> = if problem.question.on_grids() {
                Vec::new()
            } else {
                (0..count / 5)
                    .map(|n| make_case(problem, 1, n as usize + 1, Kinds::All).puzzle)
                    .collect()
            };
            let mut failures = Vec::new();
            for seed in 0..count {
                let mut rng = Rng::new(seed);
                let input = match seed % 10 {
                    0 => random_bytes(&mut rng),
                    _ => {
                        let mut text = valid_input(problem, seed, &mut rng, &pool);
                        for _ in 0..1 + rng.below(3) {
                            text = mutate(&text, &mut rng);
                        }
                        text
                    }
                };
                if let Err(why) = check_policy(problem, problem.program, &input) {
                    failures.push(format!("seed {}: {}\ninput: {:?}", seed, why, input));
                }
            }
            match failures.first() {
                None => Ok(()),
                Some(first) => Err(format!(
                    "{} of {} inputs broke the policy; the first:\n{}",
                    failures.len(),
                    count,
                    first
                )),
            }
        },
    );
}
