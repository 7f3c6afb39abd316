//! The loop a contestant lives in, through the CLI: a starter for every problem (`new`), judging
//! again on every save (`check --watch`), stress against their own reference or generator
//! (`--brute`, `--generator`), slow inputs hunted (`--hunt`), and the exact text to paste
//! (`submit`).

use crate::support::{
    compile_alone, each, fixture, judged_by_default, oj_sudoku, oj_sudoku_process,
    path_without_rustup, problem, root, scratch,
};
use oj_sudoku_tools::registry::HARNESS_MARKER;
use oj_sudoku_tools::registry::PROBLEMS;
use predicates::prelude::*;
use predicates::str::contains;
use std::fs;
use std::io::{BufRead, BufReader};
use std::sync::mpsc;
use std::time::{Duration, Instant};

/// Every problem's starter compiles on its judge, reads and writes the judge's format, and is
/// judged WA (its one function left unwritten), never CE or RE.
#[test]
fn every_starter_compiles_on_its_judge_and_is_judged_wrong_not_broken() {
    let dir = scratch("starters");
    each(
        PROBLEMS,
        |p| p.id.to_string(),
        |problem| {
            let file = dir.join(format!("{}.rs", problem.id));
            let _ = fs::remove_file(&file);
            let made = oj_sudoku()
                .args(["new", problem.id])
                .arg(&file)
                .output()
                .unwrap();
            if !made.status.success() {
                return Err(format!(
                    "new failed: {}",
                    String::from_utf8_lossy(&made.stderr)
                ));
            }
            let judged = oj_sudoku()
                .args(["check", problem.id])
                .arg(&file)
                .output()
                .unwrap();
            let report = String::from_utf8_lossy(&judged.stdout);
            let verdicts: Vec<&str> = report
                .lines()
                .filter_map(|l| l.trim_start().split(' ').next())
                .filter(|v| ["AC", "WA", "PE", "CE", "RE", "TLE", "MLE", "OLE"].contains(v))
                .collect();
            if verdicts.is_empty()
                || !verdicts.contains(&"WA")
                || verdicts.iter().any(|v| !["AC", "WA"].contains(v))
            {
                return Err(format!("verdicts {:?}:\n{}", verdicts, report));
            }
            Ok(())
        },
    );
}

#[test]
fn new_never_overwrites_a_file() {
    let dir = scratch("new-refuses");
    let file = dir.join("mine.rs");
    fs::write(&file, "// mine\n").unwrap();
    oj_sudoku()
        .args(["new", "acwing166"])
        .arg(&file)
        .assert()
        .code(2)
        .stderr(contains("exists; new never overwrites a file"));
    assert_eq!(fs::read_to_string(&file).unwrap(), "// mine\n");
}

/// `check --watch` judges, then judges again within a couple of seconds of a save.
#[test]
fn watch_judges_again_after_each_save() {
    let dir = scratch("watch");
    let file = dir.join("watched.rs");
    fs::copy(fixture("judging/luogu1784_backtracking.rs"), &file).unwrap();
    let mut child = oj_sudoku_process()
        .args(["check", "luogu1784"])
        .arg(&file)
        .arg("--watch")
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::null())
        .spawn()
        .unwrap();
    let (lines, received) = mpsc::channel();
    let stdout = child.stdout.take().unwrap();
    std::thread::spawn(move || {
        for line in BufReader::new(stdout).lines() {
            if lines.send(line.unwrap_or_default()).is_err() {
                break;
            }
        }
    });
    let wait_for = |what: &str, within: Duration| -> Result<Vec<String>, String> {
        let deadline = Instant::now() + within;
        let mut seen = Vec::new();
        while let Some(left) = deadline.checked_duration_since(Instant::now()) {
            match received.recv_timeout(left) {
                Ok(line) => {
                    let done = line.contains(what);
                    seen.push(line);
                    if done {
                        return Ok(seen);
                    }
                }
                Err(_) => break,
            }
        }
        Err(format!("no {:?} within {:?}; saw {:?}", what, within, seen))
    };
    let first = wait_for("summary:", Duration::from_secs(60));
    // Saved again, and broken: the next run must say so.
    fs::write(&file, "fn main() { let x: u8 = \"no\"; }\n").unwrap();
    let again = wait_for("judging again (run 2)", Duration::from_secs(2));
    let second = wait_for("summary:", Duration::from_secs(30));
    let _ = child.kill();
    let _ = child.wait();
    let n = judged_by_default(problem("luogu1784"));
    assert!(first
        .unwrap()
        .iter()
        .any(|l| l.contains(&format!("summary: {n} AC / {n} cases"))));
    again.unwrap();
    let second = second.unwrap();
    assert!(
        second.iter().any(|l| l.contains("CE "))
            && second.last().unwrap().contains(&format!("0 AC / {n}")),
        "{:?}",
        second
    );
}

/// `--brute`: the user's own slow-but-sure solution decides; a wrong attempt is caught, a right
/// one passes.
#[test]
fn stress_against_the_users_own_reference() {
    let reference = fixture("judging/acwing166_plain_backtracking.rs");
    oj_sudoku()
        .args([
            "stress",
            "acwing166",
            &fixture("echo_input.rs"),
            "--count",
            "20",
        ])
        .args(["--brute", &reference, "--out"])
        .arg(scratch("brute-failure"))
        .assert()
        .code(1)
        .stdout(contains("FAIL: case 1 of seed 1"))
        // Both files named as compiled, and the hint to run the case again names the attempt.
        .stdout(
            contains(format!("compiled {} alone: ", reference)).and(contains("--brute: compiled ")),
        )
        .stdout(contains(format!(
            "run it again with: cargo run --release -- check acwing166 {} --cases ",
            fixture("echo_input.rs")
        )));
    oj_sudoku()
        .args([
            "stress",
            "acwing166",
            &fixture("judging/acwing166_trailing_spaces.rs"),
            "--count",
            "100",
            "--brute",
            &reference,
        ])
        .assert()
        .success()
        .stdout(contains(
            "stress acwing166: 100 cases AC (seed 1; 100 unique",
        ))
        .stdout(contains("against the reference solution"));
    // Where one answer is right (P1074's score), the outputs are compared as the judge does.
    oj_sudoku()
        .args(["stress", "luogu1074", "--count", "15", "--brute"])
        .arg(root().join("bench/peers/luogu1074_plain.rs"))
        .assert()
        .success()
        .stdout(contains("stress luogu1074: 15 cases AC"));
}

/// `--generator`: the user's generator, run as `GEN SEED`, makes every input.
#[test]
fn stress_with_the_users_own_generator() {
    oj_sudoku()
        .args([
            "stress",
            "luogu1784",
            &fixture("judging/luogu1784_backtracking.rs"),
            "--count",
            "25",
            "--generator",
            &fixture("luogu1784_generator.rs"),
        ])
        .assert()
        .success()
        .stdout(contains(
            "stress luogu1784: 25 cases AC (seed 1, inputs from the generator)",
        ));
    // A wrong attempt on generated inputs: the failing input is written as it was generated.
    let out = scratch("generator-failure");
    oj_sudoku()
        .args([
            "stress",
            "luogu1784",
            &fixture("echo_input.rs"),
            "--count",
            "5",
        ])
        .args(["--generator", &fixture("luogu1784_generator.rs"), "--out"])
        .arg(&out)
        .assert()
        .code(1)
        .stdout(contains("FAIL: case 1 of seed 1").and(contains("failing input:")));
    assert_eq!(fs::read_dir(&out).unwrap().count(), 1);
}

/// `--hunt` finds where a plain backtracking attempt times out on AcWing 166, and finds no
/// such input for our own file. The attempt is hunted under a tenth of the judge's 1 s: the
/// same climb, the same kind of verdict and file written, at a tenth of the CPU time (what it
/// finds is TLE at 0.1 s, not always at 1 s).
#[test]
fn the_hunt_finds_a_tle_for_plain_backtracking_and_none_for_our_file() {
    let out = scratch("hunt");
    let started = Instant::now();
    oj_sudoku()
        .args([
            "stress",
            "acwing166",
            &fixture("judging/acwing166_plain_backtracking.rs"),
            "--time-limit",
            "0.1",
            "--hunt",
            "--seconds",
            "60",
            "--out",
        ])
        .arg(&out)
        .assert()
        .code(1)
        .stdout(contains(": TLE").and(contains("written to")));
    assert!(started.elapsed() < Duration::from_secs(90));
    let written = fs::read_dir(&out).unwrap().next().unwrap().unwrap().path();
    oj_sudoku()
        .args(["check", "acwing166", "--cases"])
        .arg(&written)
        .assert()
        .success();
    oj_sudoku()
        .args(["stress", "acwing166", "--hunt", "--count", "40", "--out"])
        .arg(&out)
        .assert()
        .success()
        .stdout(contains("hunt acwing166: 40 inputs timed"))
        .stdout(contains("TLE").not());
}

/// `submit leetcode37` prints the part LeetCode takes: it compiles inside a wrapper like
/// LeetCode's and solves the board.
#[test]
fn submit_prints_exactly_what_leetcode_takes() {
    let output = oj_sudoku().args(["submit", "leetcode37"]).output().unwrap();
    assert!(output.status.success(), "{:?}", output);
    let text = String::from_utf8(output.stdout).unwrap();
    assert!(text.contains("impl Solution") && !text.contains(HARNESS_MARKER));
    let dir = scratch("submit-leetcode");
    let source = dir.join("main.rs");
    fs::write(
        &source,
        format!(
            "pub struct Solution;\n{}\nfn main() {{\n    let mut b: Vec<Vec<char>> = \"53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79\"\n        .chars().collect::<Vec<_>>().chunks(9).map(|r| r.to_vec()).collect();\n    Solution::solve_sudoku(&mut b);\n    println!(\"{{}}\", b.iter().flatten().collect::<String>());\n}}\n",
            text
        ),
    )
    .unwrap();
    let (binary, warnings) = compile_alone("rustc", "2024", &source, &dir);
    assert_eq!(warnings, "");
    let solved = std::process::Command::new(binary).output().unwrap();
    assert_eq!(
        String::from_utf8_lossy(&solved.stdout).trim(),
        "534678912672195348198342567859761423426853791713924856961537284287419635345286179"
    );
    assert!(!String::from_utf8_lossy(&output.stderr).contains("not judged"));
    // A user's `impl Solution` file goes as it is, with a note that it was built, not judged.
    let mine = fixture("judging/leetcode37_editorial.rs");
    oj_sudoku()
        .args(["submit", "leetcode37", &mine])
        .assert()
        .success()
        .stdout(fs::read_to_string(&mine).unwrap())
        .stderr(contains(format!(
            "not judged here: `oj-sudoku check leetcode37 {}` runs it on the cases",
            mine
        )));
}

#[test]
fn submit_refuses_what_the_judge_would_not_take() {
    let dir = scratch("submit-refuses");
    let big = dir.join("big.rs");
    let ours = fs::read_to_string(root().join("solutions/acwing166.rs")).unwrap();
    fs::write(&big, format!("{}{}", ours, "// padding\n".repeat(2200))).unwrap();
    oj_sudoku()
        .args(["submit", "acwing166", "--judge", "codeforces"])
        .arg(&big)
        .assert()
        .code(1)
        .stdout("")
        .stderr(contains("over Codeforces's limit of 65536 bytes"));
    let new = dir.join("new.rs");
    fs::write(
        &new,
        "fn main() {\n    let x = 3u32.abs_diff(5);\n    println!(\"{x}\");\n}\n",
    )
    .unwrap();
    // With rustc 1.56.1 installed, its own refusal; without it, the scan's.
    oj_sudoku()
        .args(["submit", "spoj_sudoku"])
        .arg(&new)
        .assert()
        .code(1)
        .stderr(contains("it does not compile as SPOJ compiles it"));
    oj_sudoku()
        .env("PATH", path_without_rustup())
        .args(["submit", "spoj_sudoku"])
        .arg(&new)
        .assert()
        .code(1)
        .stderr(contains("SPOJ runs rustc 1.56, which would not"));
    oj_sudoku()
        .args(["submit", "poj2676"])
        .assert()
        .code(1)
        .stderr(
            contains("POJ takes no Rust").and(contains("oj-sudoku submit poj2676 --judge luogu")),
        );
    oj_sudoku()
        .args(["submit", "poj2676", "--judge", "luogu"])
        .assert()
        .success()
        .stdout(fs::read_to_string(root().join("solutions/poj2676.rs")).unwrap());
}

#[test]
fn submit_copy_says_which_clipboard_tool_took_it_or_that_none_was_found() {
    // A PATH with the compiler on it and no clipboard tool.
    let rustc_dir = std::env::split_paths(&std::env::var_os("PATH").unwrap_or_default())
        .find(|dir| dir.join("rustc").is_file())
        .expect("rustc on PATH");
    let bare = scratch("no-clipboard");
    fs::create_dir_all(&bare).unwrap();
    std::os::unix::fs::symlink(rustc_dir.join("rustc"), bare.join("rustc")).unwrap();
    oj_sudoku()
        .env("PATH", &bare)
        .args(["submit", "acwing166", "--copy"])
        .assert()
        .code(1)
        .stderr(contains(
            "no clipboard tool worked (tried wl-copy, xclip, xsel, pbcopy, clip.exe)",
        ));
    // A stand-in `wl-copy` (the first tried) that keeps what it is given.
    let bin = scratch("fake-clipboard");
    let kept = bin.join("kept.txt");
    let tool = bin.join("wl-copy");
    // Written by a shell, not by this process: a file this process held open for writing
    // could be inherited by a test forking at that moment, and `exec` would find it busy.
    let made = std::process::Command::new("sh")
        .arg("-c")
        .arg(format!(
            "printf '#!/bin/sh\\ncat > %s\\n' '{}' > '{}' && chmod 755 '{}'",
            kept.display(),
            tool.display(),
            tool.display()
        ))
        .status()
        .unwrap();
    assert!(made.success());
    let path = format!(
        "{}:{}",
        bin.display(),
        std::env::var("PATH").unwrap_or_default()
    );
    oj_sudoku()
        .env("PATH", path)
        .args(["submit", "acwing166", "--copy"])
        .assert()
        .success()
        .stderr(contains("to the clipboard with wl-copy"));
    assert_eq!(
        fs::read_to_string(kept).unwrap(),
        fs::read_to_string(root().join("solutions/acwing166.rs")).unwrap()
    );
}
