//! The judges' crates, through the binary: an AtCoder attempt using `proconio::input!` and a
//! LeetCode one using itertools are built the judge's way (cargo, the judge's versions and
//! profile) and judged AC; a crate the judge does not offer, or any crate where the judge runs
//! rustc alone, is CE in one line.
//!
//! The first builds fetch the crates from crates.io into `target/crates/`. Only where crates.io
//! cannot be reached and that cache holds nothing may those two tests pass without judging, and
//! they say so loudly; CI reaches crates.io, so there they always judge.

use crate::support::{fixture, oj_sudoku, problem, root, samples, scratch};
use predicates::prelude::*;
use predicates::str::contains;
use std::fs;

/// Whether the crate cache holds any downloaded crate.
fn cache_holds_crates() -> bool {
    let cache = root().join("target/crates/cargo-home/registry/cache");
    fs::read_dir(&cache).is_ok_and(|registries| {
        registries
            .filter_map(Result::ok)
            .any(|r| fs::read_dir(r.path()).is_ok_and(|mut crates| crates.next().is_some()))
    })
}

/// `check` of an attempt that names crates: its stdout, or `None` (said loudly) when the
/// crates could not be had and the cache is empty, the one case a test may not judge.
fn check_with_crates(problem: &str, attempt: &str) -> Option<String> {
    let output = oj_sudoku()
        .args(["check", problem, &fixture(attempt), "--all-kinds"])
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&output.stdout).into_owned();
    if stdout.contains("crates.io unreachable") && !cache_holds_crates() {
        eprintln!(
            "\n!!!! NOT JUDGED: {} needs crates from crates.io, which cannot be reached, and target/crates holds none:\n{}",
            attempt, stdout
        );
        return None;
    }
    Some(stdout)
}

#[test]
#[ignore = "long: `cargo test -- --include-ignored` runs it, as CI does"]
fn an_atcoder_attempt_using_proconio_is_built_with_cargo_and_accepted() {
    let stdout = match check_with_crates("abc327c", "judging/abc327c_proconio.rs") {
        Some(stdout) => stdout,
        None => return,
    };
    let n = samples(problem("abc327c")).len();
    assert!(
        stdout.contains("as AtCoder builds it: cargo build --release (lto = true, rustflags --cfg atcoder) with proconio 0.5.0")
            && stdout.contains(&format!("summary: {n} AC / {n} cases")),
        "{}",
        stdout
    );
    // Judged again, the build is the cached binary.
    let again = check_with_crates("abc327c", "judging/abc327c_proconio.rs").unwrap();
    assert!(
        again.contains("the cached binary") && again.contains(&format!("summary: {n} AC")),
        "{}",
        again
    );
    // submit takes it as it is.
    oj_sudoku()
        .args(["submit", "abc327c", &fixture("judging/abc327c_proconio.rs")])
        .assert()
        .success()
        .stdout(fs::read_to_string(fixture("judging/abc327c_proconio.rs")).unwrap());
}

/// AtCoder builds its whole manifest, so a crate an attempt names has the features the other
/// crates there turn on (cargo unifies them): `rand_core`'s `OsRng` is there, though the
/// manifest does not ask `rand_core` for `os_rng`, because `rand`'s defaults do.
#[test]
#[ignore = "long: `cargo test -- --include-ignored` runs it, as CI does"]
fn an_atcoder_attempt_gets_the_features_the_judges_whole_manifest_turns_on() {
    let stdout = match check_with_crates("abc327c", "judging/abc327c_rand_core_os_rng.rs") {
        Some(stdout) => stdout,
        None => return,
    };
    let n = samples(problem("abc327c")).len();
    assert!(
        stdout.contains("with proconio 0.5.0, rand_core 0.9.3")
            && stdout.contains(&format!("summary: {n} AC / {n} cases")),
        "{}",
        stdout
    );
}

#[test]
#[ignore = "long: `cargo test -- --include-ignored` runs it, as CI does"]
fn a_leetcode_attempt_using_itertools_is_built_with_its_crates_and_accepted() {
    let stdout = match check_with_crates("leetcode37", "judging/leetcode37_itertools.rs") {
        Some(stdout) => stdout,
        None => return,
    };
    let n = samples(problem("leetcode37")).len();
    assert!(
        stdout.contains("wrapped in LeetCode's harness as LeetCode builds it: cargo build --release (opt-level = 2) with itertools 0.14")
            && stdout.contains(&format!("summary: {n} AC / {n} cases")),
        "{}",
        stdout
    );
}

#[test]
fn a_crate_the_judge_does_not_offer_is_ce_in_one_line() {
    // Codeforces runs rustc alone.
    oj_sudoku()
        .args([
            "check",
            "abc327c",
            "--judge",
            "codeforces",
            &fixture("judging/abc327c_proconio.rs"),
        ])
        .assert()
        .code(1)
        .stdout(contains(
            "line 2: the crate `proconio` is named, but Codeforces builds the file with rustc alone: no crate is available there, only std",
        ))
        .stdout(contains("CE ").and(contains("error[").not()));
    // AtCoder offers no serde; LeetCode no proconio.
    let dir = scratch("crates-not-offered");
    let serde = dir.join("serde.rs");
    fs::write(
        &serde,
        "use serde::Deserialize;\n\nfn main() {\n    println!(\"Yes\");\n}\n",
    )
    .unwrap();
    oj_sudoku()
        .args(["check", "abc327c"])
        .arg(&serde)
        .assert()
        .code(1)
        .stdout(contains(
            "line 1: the crate `serde` is named, but AtCoder does not offer it; it offers 68 crates",
        ))
        .stdout(contains("CE "));
    oj_sudoku()
        .args(["submit", "abc327c"])
        .arg(&serde)
        .assert()
        .code(1)
        .stdout("")
        .stderr(contains(
            "the crate `serde` is named, but AtCoder does not offer it",
        ));
    let proconio = dir.join("proconio.rs");
    fs::write(
        &proconio,
        "use proconio::input;\n\nimpl Solution {\n    pub fn solve_sudoku(board: &mut Vec<Vec<char>>) {}\n}\n",
    )
    .unwrap();
    oj_sudoku()
        .args(["check", "leetcode37"])
        .arg(&proconio)
        .assert()
        .code(1)
        .stdout(contains(
            "line 1: the crate `proconio` is named, but LeetCode does not offer it; it offers rand 0.8, regex 1, itertools 0.14",
        ));
}
