//! The toolkit's command line, through the real binary: the main job and `check`.

use crate::problems::PROBLEMS;
use crate::support::{root, samples};
use assert_cmd::Command;
use predicates::prelude::*;
use predicates::str::contains;

#[test]
fn main_job_accepts_every_sample_of_every_solution() {
    let total: usize = PROBLEMS.iter().map(|p| samples(p).len()).sum();
    Command::cargo_bin("oj-sudoku")
        .unwrap()
        .assert()
        .success()
        .stdout(contains(format!("summary: {} AC / {} cases", total, total)))
        .stdout(contains("compiled").and(contains("rustc -O --edition 2021")));
}

#[test]
fn check_reports_wrong_answer_for_a_program_that_echoes_its_input() {
    let echo = root().join("tests/fixtures/echo_input.rs");
    Command::cargo_bin("oj-sudoku")
        .unwrap()
        .args(["check", "acwing169"])
        .arg(&echo)
        .assert()
        .code(1)
        .stdout(contains("WA").and(contains("acwing169/sample-1  line 1: expected")))
        .stdout(contains("summary: 0 AC / 3 cases"));
}

#[test]
fn check_names_the_valid_problems_when_given_an_unknown_one() {
    Command::cargo_bin("oj-sudoku")
        .unwrap()
        .args(["check", "acwing167"])
        .assert()
        .code(2)
        .stderr(contains("acwing166, poj2676, leetcode37, acwing169"));
}
