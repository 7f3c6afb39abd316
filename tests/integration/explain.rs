//! `explain` through the CLI: an easy puzzle told in singles alone, a hard one with guesses and
//! backtracks, a 16×16 one, one with no solution, and the options.

use crate::support::{oj_sudoku, root};
use assert_cmd::Command;
use oj_sudoku_testkit::puzzles;
use predicates::prelude::*;
use predicates::str::contains;

fn explain() -> Command {
    oj_sudoku()
}

/// The first puzzle of `easy_generated_10k` in the bench's mixed set: singles alone solve it.
fn easy() -> String {
    let text = std::fs::read_to_string(root().join("bench/mixed9.txt")).unwrap();
    text.lines().next().unwrap().to_string()
}

#[test]
fn an_easy_puzzle_is_told_in_singles_and_ends_with_its_solution() {
    let output = explain().args(["explain", &easy()]).output().unwrap();
    assert!(output.status.success());
    let story = String::from_utf8(output.stdout).unwrap();
    assert!(
        story.contains("naked single") || story.contains("hidden single in "),
        "{}",
        story
    );
    assert!(
        story.contains("solved in ") && story.contains(", 0 guesses, 0 backtracks"),
        "{}",
        story
    );
    // Every step names a cell as r#c# and a digit.
    let steps: Vec<&str> = story
        .lines()
        .filter(|l| l.trim_start().starts_with(|c: char| c.is_ascii_digit()))
        .filter(|l| l.contains(" single"))
        .collect();
    assert!(!steps.is_empty());
    assert!(steps.iter().all(|l| l.contains(" = ")), "{:?}", steps);
    let grid: String = story.lines().rev().take(9).collect::<Vec<_>>().concat();
    assert_eq!(grid.len(), 81);
    assert!(!grid.contains('.'));
}

#[test]
fn a_hard_puzzle_shows_guesses_contradictions_and_backtracks_with_depth() {
    explain()
        .args(["explain", puzzles::ACWING166])
        .assert()
        .success()
        .stdout(contains("guess at depth 1").and(contains("(then ")))
        .stdout(contains("contradiction: ").and(contains("back to depth ")))
        .stdout(contains("r6c2 = 4"))
        .stdout(contains(puzzles::ACWING166_SOLVED[..9].to_string()))
        .stdout(contains(puzzles::ACWING166_SOLVED[72..].to_string()));
}

#[test]
fn a_16x16_puzzle_from_a_file_is_told_in_letters() {
    explain()
        .args([
            "explain",
            "samples/acwing169/sample-1.in",
            "--max-steps",
            "40",
        ])
        .current_dir(root())
        .assert()
        .success()
        .stdout(contains("16×16 puzzle"))
        .stdout(contains("more steps not shown (--max-steps 40)"))
        .stdout(contains(puzzles::ACWING169_SOLVED.lines().next().unwrap()));
}

#[test]
fn a_puzzle_without_a_solution_says_so() {
    let clash = puzzles::ACWING166.replacen('.', "4", 1);
    explain()
        .args(["explain", &clash])
        .assert()
        .code(1)
        .stdout(contains("contradiction: the givens repeat 4 in row 1"))
        .stdout(contains("no solution"));
    // No clash among the givens, yet no solution: found by guessing, then every branch fails.
    let dead = format!("12345678.{}{}", ".".repeat(71), "9");
    explain()
        .args(["explain", &dead])
        .write_stdin("")
        .assert()
        .code(1)
        .stdout(contains("contradiction: ").and(contains("no solution")));
}

/// The backtrack narrator on POJ 2676's sample (136 backtracks; AcWing 166's costs it 13
/// million steps, 2 s), given on stdin as the judge's nine lines.
#[test]
fn stdin_the_backtrack_narrator_and_bad_puzzles() {
    explain()
        .args(["explain", "--engine", "backtrack", "--max-steps", "3"])
        .write_stdin(puzzles::POJ2676)
        .assert()
        .success()
        .stdout(contains("try r1c2 = ").and(contains("backtracks:")))
        .stdout(contains(puzzles::POJ2676_SOLVED.lines().next().unwrap()));
    explain()
        .args(["explain", "12345"])
        .assert()
        .code(2)
        .stderr(contains("a puzzle has 81 cells"));
    explain()
        .args(["explain", "--engine", "magic"])
        .assert()
        .code(2)
        .stderr(contains("--engine takes bitmask or backtrack"));
}
