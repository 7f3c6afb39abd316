//! Every solution binary — the `[[bin]]` targets built from `solutions/` — on every sample:
//! exact output where the answer is unique, the special-judge checker for POJ 2676.

use crate::support::{assert_accepted, problem, samples};
use assert_cmd::Command;
use oj_sudoku::tools::testkit::puzzles;

fn run_samples(id: &str) {
    let problem = problem(id);
    for sample in samples(problem) {
        let output = Command::cargo_bin(id)
            .unwrap()
            .write_stdin(sample.input.clone())
            .output()
            .unwrap();
        assert!(
            output.status.success(),
            "{}: exit status {}",
            sample.name,
            output.status
        );
        // Samples are well-formed: stderr may only carry notes on cases with no solution.
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert!(
            stderr.lines().all(|l| l.starts_with("note: case ")),
            "{}: stderr {:?}",
            sample.name,
            stderr
        );
        assert_accepted(problem, &sample, &output.stdout, "cargo-built binary");
    }
}

#[test]
fn acwing166_passes_every_sample() {
    run_samples("acwing166");
}

#[test]
fn poj2676_passes_every_sample() {
    run_samples("poj2676");
}

#[test]
fn leetcode37_harness_passes_every_sample() {
    run_samples("leetcode37");
}

#[test]
fn acwing169_passes_every_sample() {
    run_samples("acwing169");
}

#[test]
fn acwing166_dlx_passes_every_sample() {
    run_samples("acwing166_dlx");
}

#[test]
fn acwing169_dlx_passes_every_sample() {
    run_samples("acwing169_dlx");
}

#[test]
fn luogu1784_passes_every_sample() {
    run_samples("luogu1784");
}

#[test]
fn luogu1074_passes_every_sample() {
    run_samples("luogu1074");
}

#[test]
fn kattis_sudokunique_passes_every_sample() {
    run_samples("kattis_sudokunique");
}

#[test]
fn spoj_sudoku_passes_every_sample() {
    run_samples("spoj_sudoku");
}

#[test]
fn leetcode36_passes_every_sample() {
    run_samples("leetcode36");
}

#[test]
fn abc327c_passes_every_sample() {
    run_samples("abc327c");
}

#[test]
fn cf1335d_passes_every_sample() {
    run_samples("cf1335d");
}

#[test]
fn acwing166_bitmask_passes_every_sample() {
    run_samples("acwing166_bitmask");
}

#[test]
fn poj2676_bitmask_passes_every_sample() {
    run_samples("poj2676_bitmask");
}

#[test]
fn leetcode37_bitmask_passes_every_sample() {
    run_samples("leetcode37_bitmask");
}

#[test]
fn acwing169_bitmask_passes_every_sample() {
    run_samples("acwing169_bitmask");
}

#[test]
fn poj2676_echoes_an_unsolvable_grid_with_a_note_and_exit_status_0() {
    let clash = "1\n113000509\n002109400\n000704000\n300502006\n060000050\n700803004\n000401000\n009205800\n804000107\n";
    Command::cargo_bin("poj2676")
        .unwrap()
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
    Command::cargo_bin("acwing166")
        .unwrap()
        .write_stdin(input)
        .assert()
        .code(1)
        .stdout(format!("{}\n", puzzles::ACWING166_SOLVED))
        .stderr("error: case 2, line 2: expected 1-9 or '.', found 'x' at column 81\n");
}
