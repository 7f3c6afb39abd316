//! Messages a newcomer can act on, through the CLI: a WA shows the first lines of the output as
//! printed beside the expected ones (a debugging line on stdout is seen as such, not read as the
//! answer grid); an AC note names only what the output holds (no NUL where there is none);
//! `stress` says how answers are compared, warns when a user's generator or reference meets
//! inputs past the statement's promise, and counts its rate in inputs per second.

use crate::support::{fixture, oj_sudoku, problem, root, samples, scratch};
use oj_sudoku_tools::judging::cases::Kind;
use predicates::prelude::*;
use predicates::str::contains;

/// A debugging line printed on stdout: named as a line that is not part of an answer, shown as
/// printed beside the expected lines, and not read as cells of a grid.
#[test]
fn a_debugging_line_on_stdout_is_shown_as_printed_and_not_read_as_the_grid() {
    let output = oj_sudoku()
        .args([
            "check",
            "acwing166",
            &fixture("judging/acwing166_debug_line.rs"),
        ])
        .output()
        .unwrap();
    let report = String::from_utf8_lossy(&output.stdout);
    assert_eq!(output.status.code(), Some(1), "{}", report);
    let verdict = report
        .lines()
        .find(|l| l.contains("acwing166/sample-1"))
        .unwrap();
    assert!(
        verdict.trim_start().starts_with("WA")
            && verdict.contains(
                "line 1 of the output is not part of an answer: \"debug: read 2 puzzles\" (the judge reads all of stdout as the answer: print debugging lines to stderr, with eprintln!)"
            ),
        "{}",
        verdict
    );
    // The rest is right: no cell is blamed.
    assert!(!verdict.contains("expected 4"), "{}", verdict);
    // The output's first lines as printed, beside the expected ones.
    let header = format!("        line  {:<42}  found", "expected");
    assert!(report.contains(&header), "{}", report);
    let first = report
        .lines()
        .find(|l| l.trim_start().starts_with("1  \"417369825"))
        .unwrap_or_else(|| panic!("no first line shown:\n{}", report));
    assert!(
        first.contains("\"debug: read 2 puzzles\"") && first.ends_with("differs"),
        "{}",
        first
    );
}

/// A UTF-8 BOM and CRLF line ends, accepted by Codeforces' checker: the note names the BOM and
/// nothing else (no NUL where there is none), on every case the attempt meets (the sample and
/// the cases within), though the answer differs from the statement's.
#[test]
fn a_bom_with_crlf_is_noted_as_a_bom_and_never_as_a_nul() {
    let met = samples(problem("cf1335d"))
        .iter()
        .filter(|s| s.kind != Kind::Beyond)
        .count();
    let cases = if met == 1 { "case" } else { "cases" };
    oj_sudoku()
        .args(["check", "cf1335d", &fixture("judging/cf1335d_bom_crlf.rs")])
        .assert()
        .success()
        .stdout(contains(format!(
            "note: {} AC {} relied on codeforces's rule (testlib-wcmp): a UTF-8 BOM at the start\n",
            met, cases
        )))
        .stdout(contains("NUL").not());
}

/// `--generator` inputs past the promise (a grid with many solutions where one is promised) are
/// counted and named; the run says how the answers were compared and how fast it went, in
/// inputs per second.
#[test]
fn stress_warns_when_a_users_generator_breaks_the_statements_promise() {
    oj_sudoku()
        .args([
            "stress",
            "luogu1784",
            &fixture("judging/luogu1784_backtracking.rs"),
            "--count",
            "4",
            "--generator",
            &fixture("luogu1784_generator_several.rs"),
        ])
        .assert()
        .success()
        .stdout(contains(
            "compared: the oracle (tools/testkit/oracle.rs, a plain backtracking search) decides each answer; any valid solution is accepted (the statement promises exactly one; inputs past it may have several)",
        ))
        .stdout(contains(
            "warning: 4 of 4 inputs break the statement's promise (input 1: grid 1: a puzzle with several solutions where the statement promises exactly one)",
        ))
        .stdout(contains("stress luogu1784: 4 cases AC (seed 1, inputs from the generator)"))
        .stdout(contains(": 4 runs of the program, one input from the generator each, "))
        .stdout(contains(" cases/s"));
    // Inputs within the promise draw no warning (a user's file gets only those from the
    // built-in generator), with a user's reference as well.
    let attempt = fixture("judging/luogu1784_backtracking.rs");
    oj_sudoku()
        .args(["stress", "luogu1784", &attempt, "--count", "4"])
        .args(["--brute", &attempt])
        .assert()
        .success()
        .stdout(contains(
            "compared: your reference solution (--brute) decides each answer",
        ))
        .stdout(contains("warning: ").not());
}

/// `--brute` with cases past the promise (`--all-kinds` on POJ 2676, which promises a
/// solution): warned, and the comparison said (both grids valid, agreeing on which have none).
#[test]
fn stress_with_a_reference_says_how_it_compares_and_warns_past_the_promise() {
    let ours = root().join("solutions/poj2676.rs");
    let reference = root().join("solutions/poj2676_bitmask.rs");
    oj_sudoku()
        .args(["stress", "poj2676"])
        .arg(&ours)
        .args(["--all-kinds", "--count", "60", "--brute"])
        .arg(&reference)
        .args(["--out"])
        .arg(scratch("brute-past-promise"))
        .assert()
        .success()
        .stdout(contains(
            "compared: your reference solution (--brute) decides each answer; any valid solution is accepted (the statement promises at least one; a puzzle may have several): your attempt's grids and the reference's must both keep the givens and break no rule, and agree on which puzzles have none",
        ))
        .stdout(contains("warning: 2 of 2 inputs break the statement's promise (input 1: case "))
        .stdout(contains("where the statement promises at least one)"))
        .stdout(contains("stress poj2676: 60 cases AC").and(contains(": 2 runs of the program, up to 50 cases in each input")));
}

/// A user's file under stress: the file compiled is named as `check` names it; the oracle is
/// not said to share no code with our engines (that is said of our own files), and where the
/// statement promises exactly one solution, that is what the comparison says.
#[test]
fn stress_names_the_file_and_says_only_what_holds_for_a_users_file() {
    let dir = scratch("stress-users-file");
    let mine = dir.join("mine.rs");
    std::fs::copy(root().join("solutions/luogu_b4279.rs"), &mine).unwrap();
    oj_sudoku()
        .args(["stress", "luogu_b4279"])
        .arg(&mine)
        .args(["--count", "3"])
        .assert()
        .success()
        .stdout(contains(format!("compiled {} alone: rustc ", mine.display())))
        .stdout(contains(
            "compared: the oracle (tools/testkit/oracle.rs, a plain backtracking search) decides each answer; any valid solution is accepted (the statement promises exactly one): ",
        ))
        .stdout(contains("sharing no code").not())
        .stdout(contains("may have several").not());
}

/// The hunt's summary says its finds' CPU time and wall time apart, and its hint names the
/// file hunted (our own file when none is given), not a placeholder.
#[test]
fn the_hunt_labels_its_times_and_names_the_file_hunted() {
    let out = scratch("hunt-messages");
    let ours = root().join("solutions/acwing166.rs");
    oj_sudoku()
        .args(["stress", "acwing166", "--hunt", "--count", "8", "--out"])
        .arg(&out)
        .assert()
        .success()
        .stdout(contains(format!(
            "compiled {} alone: rustc ",
            ours.display()
        )))
        .stdout(contains(" givens, found after ").and(contains(" s CPU (")))
        .stdout(contains(" s of wall time)\n"))
        .stdout(contains(format!(
            "run one again with: cargo run --release -- check acwing166 {} --cases ",
            ours.display()
        )))
        .stdout(contains("FILE.rs").not());
}
