//! Judge-faithful checking of a user's own attempt, through the CLI: each judge's comparison
//! rule and PE verdict, LeetCode-style files, the output limit, the judge's toolchain and its
//! source limit. The attempts are in `tests/fixtures/judging/`: a right one per format, and
//! the change each test makes to it (`support::fixture`).

use crate::support::{
    fixture, judged_by_default, oj_sudoku, oj_sudoku_process, problem, root, samples, scratch,
};
use predicates::prelude::*;
use predicates::str::contains;
use std::fs;

fn attempt(name: &str) -> String {
    fixture(&format!("judging/{}", name))
}

/// `check PROBLEM attempt` with `extra` arguments and a generous time limit (the attempts are
/// plain backtracking; speed is not what these tests are about).
fn check(problem: &str, name: &str, extra: &[&str]) -> assert_cmd::assert::Assert {
    oj_sudoku()
        .args(["check", problem, &attempt(name), "--time-limit", "20"])
        .args(extra)
        .assert()
}

#[test]
fn trailing_spaces_pass_under_acwings_assumed_rule_and_say_so() {
    check("acwing166", "acwing166_trailing_spaces.rs", &[])
        .success()
        .stdout(contains("summary: 5 AC / 5 cases"))
        .stdout(contains("judge acwing: compare lines").and(contains("ASSUMED")))
        .stdout(contains(
            "relied on acwing's rule (lines, an assumption): trailing spaces at line ends",
        ));
}

#[test]
fn trailing_spaces_are_pe_under_exact_comparison_naming_the_judges_that_accept_them() {
    check(
        "acwing166",
        "acwing166_trailing_spaces.rs",
        &["--compare", "exact"],
    )
    .code(1)
    .stdout(contains("PE ").and(contains("only whitespace differs")))
    .stdout(contains(
        "accepted by the rules of acwing, luogu, poj, kattis",
    ))
    .stdout(contains("summary: 0 AC / 5 cases"));
}

#[test]
fn no_final_newline_passes_under_lines_and_tokens_judges_and_is_pe_when_exact() {
    for judge in ["acwing", "luogu", "kattis", "codeforces", "atcoder"] {
        check(
            "acwing166",
            "acwing166_no_final_newline.rs",
            &["--judge", judge],
        )
        .success()
        .stdout(contains("no newline at the end"));
    }
    check(
        "acwing166",
        "acwing166_no_final_newline.rs",
        &["--compare", "exact"],
    )
    .code(1)
    .stdout(contains("PE ").and(contains("only whitespace differs")));
}

#[test]
#[ignore = "long: `cargo test -- --include-ignored` runs it, as CI does"]
fn blank_lines_between_cases_but_not_after_the_last() {
    // The lines rule drops blank lines at the end: AC, with the tolerance named.
    for judge in ["acwing", "luogu", "poj", "kattis"] {
        check(
            "acwing169",
            "acwing169_blank_between.rs",
            &["--judge", judge],
        )
        .success()
        .stdout(contains("summary: 3 AC / 3 cases"))
        .stdout(contains("missing blank lines at the end"));
    }
    check(
        "acwing169",
        "acwing169_blank_between.rs",
        &["--compare", "exact"],
    )
    .code(1)
    .stdout(contains("PE ").and(contains("only whitespace differs")));
}

#[test]
#[ignore = "long: `cargo test -- --include-ignored` runs it, as CI does"]
fn no_blank_lines_at_all_is_accepted_only_where_tokens_are_compared() {
    check("acwing169", "acwing169_no_blank_lines.rs", &[])
        .code(1)
        .stdout(contains("only whitespace differs"));
    check(
        "acwing169",
        "acwing169_no_blank_lines.rs",
        &["--compare", "tokens"],
    )
    .success()
    .stdout(contains("other whitespace (spacing or line breaks)"));
}

#[test]
fn a_leetcode_file_with_only_impl_solution_is_wrapped_and_judged() {
    let n = samples(problem("leetcode37")).len();
    check("leetcode37", "leetcode37_impl_only.rs", &["--all-kinds"])
        .success()
        .stdout(contains("wrapped in LeetCode's harness"))
        .stdout(contains(format!(
            ": {n} of the cases that pass alone, in order"
        )))
        .stdout(contains("every verdict as alone"))
        .stdout(contains(format!("summary: {n} AC / {n} cases")));
}

/// LeetCode calls the method for every test case in one process (assumed for Rust: the
/// registry says why), so state kept between calls shows there: `check` runs the cases that
/// pass alone in one process too, and a case wrong only there gets that verdict.
#[test]
fn a_leetcode_attempt_that_keeps_state_between_calls_fails_in_one_process() {
    check("leetcode36", "leetcode36_keeps_state.rs", &[])
        .code(1)
        .stdout(contains("test cases in one process"))
        .stdout(contains(
            "WA ",
        ).and(contains(
            "leetcode36/within-1  token 1 (line 1): expected \"true\", found \"false\"  (alone it passes: WA in one process after the 2 cases before it, as LeetCode runs them",
        )))
        .stdout(contains(
            "in one process, as LeetCode runs a submission's cases (one call a board; assumed for Rust",
        ).and(contains("leetcode36/within-1 WA, though each passes alone")))
        .stdout(contains("summary: 5 AC / 6 cases"));
    // An abnormal end in one process is put on the case where it first happens: the fourth.
    check("leetcode36", "leetcode36_fourth_call_panics.rs", &[])
        .code(1)
        .stdout(contains("leetcode36/within-2").and(contains("a fourth call")))
        .stdout(contains(
            "(alone it passes: RE in one process after the 3 cases before it",
        ))
        .stdout(contains(": 4 of the cases that pass alone, in order"))
        .stdout(contains("summary: 5 AC / 6 cases"));
}

/// LeetCode declares `struct Solution;` itself: a file that declares it too is CE there, in
/// `check` as in `submit`.
#[test]
fn a_leetcode_file_that_declares_its_own_struct_solution_is_ce_in_check_and_submit() {
    let n = samples(problem("leetcode37")).len();
    check(
        "leetcode37",
        "leetcode37_struct_and_imports.rs",
        &["--all-kinds"],
    )
    .code(1)
    .stdout(contains("LeetCode declares `struct Solution;` itself"))
    .stdout(contains("E0428").and(contains("Solution")))
    .stdout(contains("CE ").and(contains(format!("summary: 0 AC / {n} cases"))));
    oj_sudoku()
        .args([
            "submit",
            "leetcode37",
            &attempt("leetcode37_struct_and_imports.rs"),
        ])
        .assert()
        .code(1)
        .stdout("")
        .stderr(contains("LeetCode declares `struct Solution;` itself"));
    // A `fn main` of its own is CE too: LeetCode appends a driver with its own.
    let dir = scratch("leetcode-main");
    let file = dir.join("with_main.rs");
    let text = fs::read_to_string(attempt("leetcode37_impl_only.rs")).unwrap();
    fs::write(&file, format!("{}\nfn main() {{}}\n", text)).unwrap();
    for command in ["check", "submit"] {
        let assert = oj_sudoku()
            .args([command, "leetcode37"])
            .arg(&file)
            .assert()
            .code(1);
        let output = assert.get_output();
        let told = format!(
            "{}{}",
            String::from_utf8_lossy(&output.stdout),
            String::from_utf8_lossy(&output.stderr)
        );
        assert!(
            told.contains("declares `fn main`, and LeetCode appends its own driver"),
            "{}",
            told
        );
    }
}

/// The harness's own names cannot clash with a user's: a file that defines `PROGRAM` and
/// `mod io` at its top level, as LeetCode allows, compiles and is judged.
#[test]
fn a_leetcode_file_may_use_the_names_of_the_harness_items() {
    let dir = scratch("leetcode-harness-names");
    let file = dir.join("names.rs");
    let text = fs::read_to_string(attempt("leetcode37_impl_only.rs")).unwrap();
    let names =
        "\n#[allow(dead_code)]\nstatic PROGRAM: &str = \"mine\";\n#[allow(dead_code)]\nmod io {}\n";
    fs::write(&file, format!("{}{}", text, names)).unwrap();
    let n = samples(problem("leetcode37")).len();
    oj_sudoku()
        .args(["check", "leetcode37"])
        .arg(&file)
        .args(["--time-limit", "20"])
        .assert()
        .success()
        .stdout(contains(format!("summary: {n} AC / {n} cases")));
}

#[test]
fn compiler_messages_about_a_wrapped_file_point_at_the_users_own_lines() {
    let dir = scratch("leetcode-type-error");
    let file = dir.join("mine.rs");
    fs::write(
        &file,
        "impl Solution {\n    pub fn solve_sudoku(board: &mut Vec<Vec<char>>) {\n        let n: u8 = board.len();\n    }\n}\n",
    )
    .unwrap();
    oj_sudoku()
        .args(["check", "leetcode37"])
        .arg(&file)
        .assert()
        .code(1)
        .stdout(contains("CE ").and(contains("mismatched types")))
        .stdout(contains(format!("{}:3:", file.display())));
}

#[test]
fn a_file_with_its_own_main_runs_as_it_is() {
    // Our own LeetCode solution has a main below its marker: not wrapped.
    oj_sudoku()
        .args(["check", "leetcode37"])
        .assert()
        .success()
        .stdout(contains("wrapped").not());
}

#[test]
fn flooding_stdout_is_output_limit_exceeded_and_the_runner_stays_small() {
    let mut child = oj_sudoku_process()
        .args(["check", "acwing166", &attempt("floods.rs")])
        .stdout(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let status_file = format!("/proc/{}/status", child.id());
    let mut peak_kb = 0u64;
    while child.try_wait().unwrap().is_none() {
        if let Ok(status) = fs::read_to_string(&status_file) {
            let hwm = status
                .lines()
                .find(|l| l.starts_with("VmHWM:"))
                .and_then(|l| l.split_whitespace().nth(1))
                .and_then(|kb| kb.parse().ok())
                .unwrap_or(0);
            peak_kb = peak_kb.max(hwm);
        }
        std::thread::sleep(std::time::Duration::from_millis(5));
    }
    let output = child.wait_with_output().unwrap();
    let report = String::from_utf8(output.stdout).unwrap();
    // Each names the stream that passed its limit.
    let verdicts = report
        .lines()
        .filter(|l| l.starts_with("  OLE ") && l.contains("stdout passed the judge's limit"))
        .count();
    assert_eq!(
        verdicts,
        judged_by_default(problem("acwing166")),
        "{}",
        report
    );
    assert!(peak_kb < 256 * 1024, "the runner peaked at {} KB", peak_kb);
}

#[test]
fn edition_2024_syntax_compiles_under_a_2024_judge_and_not_under_a_2021_one() {
    check(
        "acwing166",
        "acwing166_let_chains.rs",
        &["--judge", "luogu"],
    )
    .success()
    .stdout(contains("rustc --edition 2024 -W warnings -C opt-level=2"));
    check(
        "acwing166",
        "acwing166_let_chains.rs",
        &["--judge", "kattis"],
    )
    .code(1)
    .stdout(contains(
        "rustc --edition 2021 -C opt-level=3 -C target-cpu=native",
    ))
    // Stable rustc says let chains need edition 2024; Kattis' own 1.85 that they are unstable.
    .stdout(contains("CE ").and(contains("if let Some(first) = line.bytes().next()")));
}

#[test]
fn a_file_over_the_judges_source_limit_is_refused_before_compiling() {
    let dir = scratch("oversized");
    let file = dir.join("big.rs");
    let ours = fs::read_to_string(root().join("solutions/acwing166.rs")).unwrap();
    let padding = "// padding\n".repeat(2200);
    fs::write(&file, format!("{}{}", ours, padding)).unwrap();
    let size = fs::metadata(&file).unwrap().len();
    assert!(size > 65_536);
    oj_sudoku()
        .args(["check", "acwing166", "--judge", "codeforces"])
        .arg(&file)
        .assert()
        .code(1)
        .stdout(contains(format!(
            "source is {} bytes, over Codeforces's limit of 65536 bytes: refused before compiling",
            size
        )))
        .stdout(contains("CE "));
    oj_sudoku()
        .args(["check", "acwing166", "--judge", "luogu"])
        .arg(&file)
        .assert()
        .success();
}

#[test]
fn an_unknown_judge_or_comparison_exits_2_and_lists_the_known_ones() {
    oj_sudoku()
        .args(["check", "acwing166", "--judge", "timus"])
        .assert()
        .code(2)
        .stderr(contains(format!(
            "unknown judge \"timus\"; the judges are: {} (see",
            oj_sudoku_tools::registry::JUDGES
                .iter()
                .map(|j| j.name)
                .collect::<Vec<_>>()
                .join(", ")
        )));
    oj_sudoku()
        .args(["stress", "acwing166", "--compare", "fuzzy"])
        .assert()
        .code(2)
        .stderr(contains(
            "--compare takes exact, lines, tokens, kattis-default, testlib-wcmp, testlib-lcmp, luogu-noip",
        ));
}

#[test]
fn stress_gives_a_users_file_only_what_the_statement_promises() {
    let summary = |args: &[&str]| {
        let output = oj_sudoku().args(args).output().unwrap();
        assert!(output.status.success(), "{:?}", output);
        String::from_utf8(output.stdout).unwrap()
    };
    let promised = summary(&[
        "stress",
        "acwing166",
        &attempt("acwing166_trailing_spaces.rs"),
        "--count",
        "40",
    ]);
    assert!(
        promised.contains("40 cases AC (seed 1; 40 unique, 0 with several solutions, 0 with clashing givens, 0 with no solution)"),
        "{}",
        promised
    );
    let wide = summary(&[
        "stress",
        "acwing166",
        &attempt("acwing166_trailing_spaces.rs"),
        "--count",
        "40",
        "--all-kinds",
    ]);
    assert!(!wide.contains("40 unique"), "{}", wide);
    // POJ 2676 promises a solution, not a unique one.
    let ours = root().join("solutions/poj2676.rs").display().to_string();
    let solvable = summary(&["stress", "poj2676", &ours, "--count", "60"]);
    assert!(
        solvable.contains("0 with clashing givens, 0 with no solution")
            && !solvable.contains(" 0 with several"),
        "{}",
        solvable
    );
}
