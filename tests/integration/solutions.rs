//! Every registered solution, as users take it: the file compiled alone as its judge compiles it,
//! on every sample; the file alone with plain `rustc` on editions 2018, 2021 and 2024 and with
//! the real rustc 1.56.1 (the core's floor, SPOJ's compiler) on 2018 and 2021, without a
//! warning; the registry's in-process program answering as the binary does; and for LeetCode,
//! the part above the harness line inside a wrapper like LeetCode's.

use crate::support::{
    assert_accepted, compile_alone, each, problem, root, samples, scratch, solution_binary,
    toolchains, type_check_alone, version,
};
use assert_cmd::Command;
use oj_sudoku_testkit::{inequality, puzzles, regions};
use oj_sudoku_tools::judging::cases::Kind;
use oj_sudoku_tools::registry::HARNESS_MARKER;
use oj_sudoku_tools::registry::{Problem, Question, PROBLEMS};
use std::fs;
use std::process::Output;
use std::sync::{Mutex, OnceLock};

/// [`each`] over the registry's problems, each with its index in `PROBLEMS`.
fn each_problem(check: impl Fn(usize, &Problem) -> Result<(), String> + Sync) {
    let indices: Vec<usize> = (0..PROBLEMS.len()).collect();
    each(
        &indices,
        |&i| PROBLEMS[i].id.to_string(),
        |&i| check(i, &PROBLEMS[i]),
    );
}

/// Each solution binary's output on each sample of its problem (in `samples` order): run once
/// per process, on every CPU, and shared by the two tests below.
fn binary_outputs() -> &'static [Vec<Output>] {
    static OUTPUTS: OnceLock<Vec<Vec<Output>>> = OnceLock::new();
    OUTPUTS.get_or_init(|| {
        let outputs = Mutex::new(vec![Vec::new(); PROBLEMS.len()]);
        each_problem(|i, problem| {
            let binary = solution_binary(problem);
            let ran = samples(problem)
                .iter()
                .map(|sample| {
                    Command::new(&binary)
                        .write_stdin(sample.input.clone())
                        .output()
                        .unwrap()
                })
                .collect();
            outputs.lock().unwrap()[i] = ran;
            Ok(())
        });
        let outputs = outputs.into_inner().unwrap();
        for (problem, ran) in PROBLEMS.iter().zip(&outputs) {
            assert_eq!(ran.len(), samples(problem).len(), "{}", problem.id);
        }
        outputs
    })
}

#[test]
fn every_binary_passes_every_sample() {
    each_problem(|i, problem| {
        for (sample, output) in samples(problem).iter().zip(&binary_outputs()[i]) {
            if !output.status.success() {
                return Err(format!("{}: exit status {}", sample.name, output.status));
            }
            // Samples are well-formed: stderr may only carry notes on cases with no solution.
            let stderr = String::from_utf8_lossy(&output.stderr);
            if !stderr.lines().all(|l| l.starts_with("note: case ")) {
                return Err(format!("{}: stderr {:?}", sample.name, stderr));
            }
            assert_accepted(problem, sample, &output.stdout, "optimised binary");
        }
        Ok(())
    });
}

#[test]
fn the_registrys_program_answers_every_sample_as_the_binary_does() {
    each_problem(|i, problem| {
        for (sample, binary) in samples(problem).iter().zip(&binary_outputs()[i]) {
            let (mut out, mut log) = (Vec::new(), Vec::new());
            (problem.program)(&sample.input, &mut out, &mut log)
                .map_err(|_| format!("{}: the program stopped", sample.name))?;
            if out != binary.stdout || log != binary.stderr {
                return Err(format!(
                    "{}: the registry's program and the binary differ",
                    sample.name
                ));
            }
        }
        Ok(())
    });
}

/// Every edition on every toolchain: type-checked alone, no warning. (The optimised binaries
/// above are the build that runs.)
#[test]
#[ignore = "long: `cargo test -- --include-ignored` runs it, as CI does"]
fn every_file_compiles_alone_on_every_edition_and_toolchain_without_warnings() {
    let toolchains = toolchains();
    let out_dir = scratch("type-check-alone");
    each(
        PROBLEMS,
        |p| p.id.to_string(),
        |problem| {
            let source = root().join("solutions").join(format!("{}.rs", problem.id));
            let dir = out_dir.join(problem.id);
            fs::create_dir_all(&dir).unwrap();
            for rustc in &toolchains {
                let editions: &[&str] = if rustc == "rustc" {
                    &["2018", "2021", "2024"]
                } else {
                    &["2018", "2021"]
                };
                for edition in editions {
                    let context = format!("{} ({}) --edition {}", rustc, version(rustc), edition);
                    match type_check_alone(rustc, edition, &source, &dir) {
                        Ok(warnings) if warnings.is_empty() => {}
                        Ok(warnings) => {
                            return Err(format!("{}: warnings:\n{}", context, warnings))
                        }
                        Err(errors) => return Err(format!("{}: errors:\n{}", context, errors)),
                    }
                }
            }
            Ok(())
        },
    );
}

/// The oldest toolchain builds and runs each file too: one real build per file with rustc 1.56.1,
/// run on the first sample.
#[test]
#[ignore = "long: `cargo test -- --include-ignored` runs it, as CI does"]
fn every_file_builds_and_runs_on_the_oldest_toolchain() {
    let oldest = match toolchains().pop().filter(|t| t != "rustc") {
        Some(oldest) => oldest,
        None => return, // toolchains() said why
    };
    let out_dir = scratch("oldest-toolchain");
    each(
        PROBLEMS,
        |p| p.id.to_string(),
        |problem| {
            let source = root().join("solutions").join(format!("{}.rs", problem.id));
            let (binary, messages) = compile_alone(&oldest, "2018", &source, &out_dir);
            if !messages.is_empty() {
                return Err(format!("warnings:\n{}", messages));
            }
            let sample = &samples(problem)[0];
            let output = assert_cmd::Command::new(&binary)
                .write_stdin(sample.input.clone())
                .output()
                .unwrap();
            assert_accepted(problem, sample, &output.stdout, &oldest);
            Ok(())
        },
    );
}

/// The board of LeetCode 37's example as Rust source: `vec![vec!['5', '3', ...], ...]`.
fn board_source(board: &str) -> String {
    let rows: Vec<String> = board
        .as_bytes()
        .chunks(9)
        .map(|row| {
            let cells: Vec<String> = row.iter().map(|&c| format!("'{}'", c as char)).collect();
            format!("vec![{}]", cells.join(", "))
        })
        .collect();
    format!("vec![{}]", rows.join(", "))
}

/// A `main` that calls the LeetCode method of `problem` as LeetCode would, and what it prints.
fn leetcode_call(problem: &Problem) -> (String, String) {
    let digits = puzzles::digits(puzzles::LEETCODE37);
    let board: String = digits
        .iter()
        .map(|&d| if d == 0 { '.' } else { char::from(b'0' + d) })
        .collect();
    match problem.question {
        Question::Solve => {
            let solved: String = puzzles::digits(puzzles::LEETCODE37_SOLVED)
                .iter()
                .map(|&d| char::from(b'0' + d))
                .collect();
            (
                format!(
                    "    let mut board: Vec<Vec<char>> = {};\n    Solution::solve_sudoku(&mut board);\n    \
                     let cells: String = board.iter().flatten().collect();\n    println!(\"{{}}\", cells);",
                    board_source(&board)
                ),
                solved,
            )
        }
        Question::ValidPartial => {
            let invalid = board.replacen('5', "8", 1);
            (
                format!(
                    "    println!(\"{{}} {{}}\", Solution::is_valid_sudoku({}), Solution::is_valid_sudoku({}));",
                    board_source(&board),
                    board_source(&invalid)
                ),
                "true false".to_string(),
            )
        }
        other => panic!("no LeetCode call for {:?}: add one here", other),
    }
}

/// The part above the marker, pasted into a crate that supplies `struct Solution` and its own
/// `main`, compiled on LeetCode's edition with the local rustc, prints the answer without a
/// warning.
#[test]
fn every_leetcode_submission_compiles_in_a_leetcode_like_wrapper_and_answers() {
    let edition = problem("leetcode37").judge().edition;
    leetcode_submissions_in_a_wrapper(&[("rustc".to_string(), std::slice::from_ref(&edition))]);
}

/// The same with every toolchain LeetCode may use: 2018 on every rustc (the real 1.56.1 too),
/// 2024 on stable.
#[test]
#[ignore = "long: `cargo test -- --include-ignored` runs it, as CI does"]
fn every_leetcode_submission_answers_in_a_wrapper_on_every_edition_and_toolchain() {
    let toolchains: Vec<(String, &[&str])> = toolchains()
        .into_iter()
        .map(|rustc| {
            let editions: &[&str] = if rustc == "rustc" {
                &["2018", "2024"]
            } else {
                &["2018"]
            };
            (rustc, editions)
        })
        .collect();
    leetcode_submissions_in_a_wrapper(&toolchains);
}

/// Every LeetCode file's submission in a wrapper, compiled by each rustc on each of its editions.
fn leetcode_submissions_in_a_wrapper(toolchains: &[(String, &[&str])]) {
    let leetcode: Vec<&Problem> = PROBLEMS.iter().filter(|p| p.is_leetcode()).collect();
    assert!(!leetcode.is_empty());
    each(
        &leetcode,
        |p| p.id.to_string(),
        |problem| {
            let text =
                fs::read_to_string(root().join(format!("solutions/{}.rs", problem.id))).unwrap();
            let submission = text
                .split_once(HARNESS_MARKER)
                .ok_or("no harness marker")?
                .0;
            let (body, expected) = leetcode_call(problem);
            let wrapper = format!(
                "pub struct Solution;\n\n{}\n\nfn main() {{\n{}\n}}\n",
                submission, body
            );
            let dir = scratch(&format!("leetcode-wrapper-{}", problem.id));
            let source = dir.join("main.rs");
            fs::write(&source, wrapper).unwrap();
            for (rustc, editions) in toolchains {
                for edition in *editions {
                    let (binary, messages) = compile_alone(rustc, edition, &source, &dir);
                    if !messages.is_empty() {
                        return Err(format!("{} {}: warnings:\n{}", rustc, edition, messages));
                    }
                    let output = std::process::Command::new(&binary).output().unwrap();
                    let printed = String::from_utf8_lossy(&output.stdout).trim().to_string();
                    if printed != expected {
                        return Err(format!("{} {}: printed {:?}", rustc, edition, printed));
                    }
                }
            }
            Ok(())
        },
    );
}

#[test]
fn poj2676_echoes_an_unsolvable_grid_with_a_note_and_exit_status_0() {
    let clash = "1\n113000509\n002109400\n000704000\n300502006\n060000050\n700803004\n000401000\n009205800\n804000107\n";
    Command::new(solution_binary(problem("poj2676")))
        .write_stdin(clash)
        .assert()
        .success()
        .stdout(clash[2..].to_string())
        .stderr("note: case 1: no solution; printed as given\n");
}

#[test]
fn malformed_input_answers_what_came_before_then_fails_with_a_located_message() {
    let good = puzzles::ACWING166;
    let input = format!("{}\n{}x\nend\n", good, &good[1..]);
    Command::new(solution_binary(problem("acwing166")))
        .write_stdin(input)
        .assert()
        .code(1)
        .stdout(format!("{}\n", puzzles::ACWING166_SOLVED))
        .stderr("error: case 2, line 2: expected 1-9 or '.', found 'x' at column 81\n");
}

/// `sample-N` and `within-N` cases hold only what the statement allows (what goes past it is a
/// `beyond-N` case, for our own files): the number of cases its input holds, its promise about
/// solutions (counted to 2 by the bitmask engine, which the cross-checks hold to the oracle,
/// or for signs and jigsaws by the test kit's oracles), its fewest givens.
#[test]
fn every_sample_keeps_the_statements_promise() {
    use oj_sudoku::engines::bitboard16::Bitboard16;
    use oj_sudoku::engines::bitmask::Bitmask;
    use oj_sudoku::{Box3, Box4, Engine, Grid};
    use oj_sudoku_tools::registry::{CasesPerInput, Promise};
    fn count<S: oj_sudoku::Shape, E: Engine<S>>(puzzle: &[u8]) -> usize {
        let mut grid = Grid::<S>::empty();
        grid.digits_mut().copy_from_slice(puzzle);
        E::count_solutions(&grid, 2)
    }
    each(
        PROBLEMS,
        |p| p.id.to_string(),
        |problem| {
            for sample in samples(problem).iter().filter(|s| s.kind != Kind::Beyond) {
                let puzzles = problem.layout.cases(&sample.input);
                if problem.cases_per_input == CasesPerInput::One && puzzles.len() != 1 {
                    return Err(format!(
                        "{}: {} grids in one input",
                        sample.name,
                        puzzles.len()
                    ));
                }
                for (case, puzzle) in puzzles.iter().enumerate() {
                    let givens = puzzle.iter().filter(|&&d| d != 0).count();
                    // Counted only where a promise asks (a jigsaw's open grid can take the
                    // plain oracle hours, and HDU 4069 promises nothing).
                    let count = || match problem.question {
                        // Signs only: the test kit's oracle counts (no engine of ours does
                        // this elsewhere in the cross-checks).
                        Question::Inequalities => inequality::count(puzzle, 2),
                        Question::Jigsaw => regions::count(&puzzle[..81], &puzzle[81..], 2),
                        // The bitboards: SPOJ's largest case holds minimal puzzles made hard
                        // for plain search (most of a second of the textbook engine's time).
                        _ if problem.side == 16 => count::<Box4, Bitboard16>(puzzle),
                        _ => count::<Box3, Bitmask>(puzzle),
                    };
                    let kept = givens >= problem.min_givens
                        && match problem.promise {
                            Promise::Unique => count() == 1,
                            Promise::Solvable => count() >= 1,
                            Promise::Any => true,
                        };
                    if !kept {
                        return Err(format!(
                        "{} case {}: {} givens, {} solutions (counting to 2): past the statement's promise, so a beyond-N case",
                        sample.name,
                        case + 1,
                        givens,
                        count()
                    ));
                    }
                }
            }
            Ok(())
        },
    );
}
