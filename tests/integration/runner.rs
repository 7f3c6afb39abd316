//! The toolkit's command line through the real binary: the main job, `check` on our solutions
//! and on deliberately broken ones (tests/fixtures/), and `stress`.

use crate::support::{
    each, fixture, judged_by_default, oj_sudoku, oj_sudoku_process, problem, root, samples, scaled,
    scratch,
};
use oj_sudoku_tools::registry::{CasesPerInput, PROBLEMS};
use predicates::prelude::*;
use predicates::str::contains;

#[test]
fn main_job_accepts_every_sample_of_every_solution() {
    let total: usize = PROBLEMS.iter().map(|p| samples(p).len()).sum();
    oj_sudoku()
        .assert()
        .success()
        .stdout(contains(format!("summary: {} AC / {} cases", total, total)))
        .stdout(contains(
            "judge acwing: compare lines, PE for whitespace-only differences",
        ))
        .stdout(
            contains("compiled").and(contains("rustc --edition 2024 -W warnings -C opt-level=2")),
        )
        .stdout(contains(
            "judge poj: compare lines, PE for whitespace-only differences",
        ));
}

#[test]
fn check_accepts_our_own_file_with_every_option() {
    let cases = scratch("check-extra-cases");
    // An extra case without a .out: the oracle decides what is right.
    std::fs::write(
        cases.join("hard.in"),
        "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..\nend\n",
    )
    .unwrap();
    let solution = root().join("solutions/acwing166.rs").display().to_string();
    oj_sudoku()
        .args([
            "check",
            "acwing166",
            &solution,
            "--rustc",
            "rustc",
            "--edition",
            "2018",
        ])
        .args(["--time-limit", "2", "--memory-limit", "128", "--cases"])
        .arg(&cases)
        .assert()
        .success()
        .stdout(contains("(limits 2 s CPU, 128 MB;").and(contains("--edition 2018")))
        .stdout(contains("AC").and(contains("hard")))
        .stdout(contains("summary: 6 AC / 6 cases"));
}

#[test]
fn echoing_the_input_is_wrong_answer_with_the_first_difference() {
    oj_sudoku()
        .args(["check", "acwing169", &fixture("echo_input.rs")])
        .assert()
        .code(1)
        .stdout(contains("WA").and(contains(
            "acwing169/sample-1  case 1: r1c1 expected F, found -",
        )))
        .stdout(contains(
            "expected              found                 differs",
        ))
        .stdout(contains("summary: 0 AC / 3 cases"));
}

#[test]
fn a_panic_is_runtime_error_with_the_message() {
    oj_sudoku()
        .args(["check", "acwing166", &fixture("panics.rs")])
        .assert()
        .code(1)
        .stdout(
            contains("RE")
                .and(contains("exit status: 101"))
                .and(contains("index out of bounds")),
        );
}

#[test]
fn an_endless_loop_is_time_limit_exceeded_at_the_limit() {
    oj_sudoku()
        .args([
            "check",
            "poj2676",
            &fixture("loops.rs"),
            "--time-limit",
            "0.3",
        ])
        .assert()
        .code(1)
        .stdout(contains("TLE").and(contains({
            let n = judged_by_default(problem("poj2676"));
            format!("summary: 0 AC / {n} cases")
        })));
}

#[test]
fn a_compile_error_is_ce_with_the_compiler_message() {
    oj_sudoku()
        .args(["check", "acwing166", &fixture("does_not_compile.rs")])
        .assert()
        .code(1)
        .stdout(
            contains("compile error")
                .and(contains("mismatched types"))
                .and(contains("CE")),
        );
}

#[test]
fn touching_200_mb_is_memory_limit_exceeded_at_64() {
    oj_sudoku()
        .args(["check", "acwing166", &fixture("allocates.rs")])
        .assert()
        .code(1)
        .stdout(contains("MLE").and(contains("(limits 1 s CPU, 64 MB;")));
}

#[test]
fn the_usage_text_lists_every_registered_problem() {
    let output = oj_sudoku().args(["help", "check"]).output().unwrap();
    let usage = String::from_utf8(output.stdout).unwrap();
    let ids: Vec<&str> = PROBLEMS.iter().map(|p| p.id).collect();
    assert!(
        usage.contains(&format!("PROBLEM is one of: {}", ids.join(", "))),
        "{}",
        usage
    );
}

#[test]
fn a_short_stress_run_passes_for_every_solution() {
    each(
        PROBLEMS,
        |p| p.id.to_string(),
        |problem| {
            // 30 cases of seed 42 hold every kind a problem's generator makes (several
            // solutions, none, clashing givens); `OJ_SUDOKU_LONG=N` runs N times as many.
            let cases = scaled(if problem.side == 16 { 8 } else { 30 }).to_string();
            let output = oj_sudoku()
                .args(["stress", problem.id, "--seed", "42", "--count", &cases])
                .output()
                .unwrap();
            let report = String::from_utf8_lossy(&output.stdout);
            let passed = format!("stress {}: {} cases AC (seed 42;", problem.id, cases);
            // An input holds up to 50 generated cases (10 of 16×16), never more than the
            // statement allows; a format of one grid runs the program once a case.
            let cap = if problem.side == 16 { 10 } else { 50 };
            let batch = match problem.cases_per_input {
                CasesPerInput::One => "one case each".to_string(),
                CasesPerInput::Several => format!("up to {} cases in", cap),
                CasesPerInput::AtMost { most, .. } => format!("up to {} cases in", most.min(cap)),
            };
            if output.status.success() && report.contains(&passed) && report.contains(&batch) {
                Ok(())
            } else {
                Err(report.into_owned())
            }
        },
    );
}

/// The bench's report, not its speed: every engine and a process line per default set, every
/// puzzle solved, answers accepted. A wrong solution shows as WA in the process line.
#[test]
fn bench_reports_every_engine_and_a_checked_process_run_on_its_default_sets() {
    let output = oj_sudoku().args(["bench", "--runs", "1"]).output().unwrap();
    assert!(output.status.success(), "{:?}", output);
    let report = String::from_utf8(output.stdout).unwrap();
    for (set, puzzles, solution) in [
        ("mixed9.txt", 250, "acwing166.rs"),
        ("gen16.txt", 23, "acwing169.rs"),
    ] {
        for engine in [
            "bitboard",
            "bitmask",
            "dancing links",
            &format!("process {}", solution),
        ] {
            let line = report
                .lines()
                .find(|l| l.starts_with(set) && l[39..].starts_with(engine))
                .unwrap_or_else(|| {
                    panic!(
                        "no {} line for {}:\n{}\n{}",
                        engine,
                        set,
                        report,
                        String::from_utf8_lossy(&output.stderr)
                    )
                });
            let words: Vec<&str> = line[39 + 27..].split_whitespace().collect();
            assert_eq!(
                words[..2],
                [puzzles.to_string(), puzzles.to_string()],
                "{}",
                line
            );
        }
        let process = report
            .lines()
            .find(|l| l.starts_with(set) && l.contains("process"))
            .unwrap();
        assert!(process.ends_with("AC"), "{}", process);
    }
    oj_sudoku()
        .args(["bench", "--problem", "acwing167"])
        .assert()
        .code(2)
        .stderr(contains("unknown problem"));
    // A file's problem is named, never guessed from its name.
    oj_sudoku()
        .args(["bench", "--solution", "solutions/poj2676.rs"])
        .assert()
        .code(2)
        .stderr(contains("--solution FILE.rs needs --problem ID"));
}

#[test]
fn stress_finds_shrinks_and_saves_a_failure() {
    let out = scratch("stress-failure");
    oj_sudoku()
        .args([
            "stress",
            "acwing166",
            &fixture("echo_input.rs"),
            "--seed",
            "3",
            "--count",
            "50",
            "--out",
        ])
        .arg(&out)
        .assert()
        .code(1)
        .stdout(contains("FAIL: case 1 of seed 3").and(contains("smallest failing input")));
    let saved: Vec<_> = std::fs::read_dir(&out).unwrap().collect();
    assert_eq!(saved.len(), 1, "one failing case written");
    // The saved file is a valid case that `check --cases` runs: our solution passes it.
    let path = saved[0].as_ref().unwrap().path();
    oj_sudoku()
        .args(["check", "acwing166", "--cases"])
        .arg(&path)
        .assert()
        .success();
}

#[test]
fn stress_writes_a_failing_case_under_target_by_default() {
    // Run from a scratch folder: nothing may land in the current folder.
    let cwd = scratch("stress-default-out");
    let started = std::time::SystemTime::now() - std::time::Duration::from_secs(1);
    let output = oj_sudoku()
        .current_dir(&cwd)
        .args([
            "stress",
            "poj2676",
            &fixture("echo_input.rs"),
            "--count",
            "5",
            "--seed",
            "77",
        ])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(1));
    assert_eq!(
        std::fs::read_dir(&cwd).unwrap().count(),
        0,
        "nothing in the current folder"
    );
    // The file it names was written by this run, under the project's target/stress.
    let stdout = String::from_utf8(output.stdout).unwrap();
    let path = stdout
        .split("written to ")
        .nth(1)
        .and_then(|rest| rest.split(';').next())
        .unwrap_or_else(|| panic!("no 'written to' in {}", stdout));
    let path = std::path::Path::new(path);
    assert!(
        path.starts_with(root().join("target/stress")),
        "{}",
        path.display()
    );
    let written = std::fs::metadata(path).unwrap().modified().unwrap();
    assert!(
        written >= started,
        "{} is older than this run",
        path.display()
    );
    assert!(std::fs::read_to_string(path).unwrap().starts_with("1\n"));
    std::fs::remove_file(path).unwrap();
}

#[test]
fn a_closed_stdout_ends_the_runner_quietly() {
    let mut child = oj_sudoku_process()
        .args(["check", "acwing166"])
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    drop(child.stdout.take()); // the reader goes away, as with `| head -0`
    let output = child.wait_with_output().unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!((output.status.code(), stderr.as_ref()), (Some(0), ""));
}

/// README stays a page a newcomer reads through: at most 16,000 bytes (the house's 16 KB);
/// what does not fit goes in docs/.
#[test]
fn the_readme_fits_16_kb() {
    let size = std::fs::metadata(root().join("README.md")).unwrap().len();
    assert!(size <= 16_000, "README.md is {} bytes, over 16,000", size);
}

/// `docs/judges.md` is what `oj-sudoku judges --markdown` prints from the registry, and
/// README's problem table what `oj-sudoku problems --markdown` prints, so neither can disagree
/// with the registry.
#[test]
fn the_judges_document_and_the_readmes_problem_table_are_generated() {
    let output = oj_sudoku().args(["judges", "--markdown"]).output().unwrap();
    assert!(output.status.success());
    let document = String::from_utf8(output.stdout).unwrap();
    let judges = std::fs::read_to_string(root().join("docs/judges.md")).unwrap();
    assert!(
        judges == document,
        "docs/judges.md differs from `oj-sudoku judges --markdown` (write it with: cargo run --release -- judges --markdown > docs/judges.md)"
    );
    let output = oj_sudoku()
        .args(["problems", "--markdown"])
        .output()
        .unwrap();
    assert!(output.status.success());
    let table = String::from_utf8(output.stdout).unwrap();
    let readme = std::fs::read_to_string(root().join("README.md")).unwrap();
    assert!(
        readme.contains(table.trim_end()),
        "README.md's problem table differs from `oj-sudoku problems --markdown`:\n{}",
        table
    );
    let plain = oj_sudoku().arg("judges").output().unwrap();
    let text = String::from_utf8(plain.stdout).unwrap();
    for judge in oj_sudoku_tools::registry::JUDGES {
        assert!(
            text.contains(&format!("{} ({})", judge.name, judge.title)),
            "{}",
            text
        );
    }
    assert!(text.contains("ASSUMED:") && text.contains("source:"));
}

/// The defaults `stress --help` documents: 2000 cases, seed 1, our own file when none is named.
#[test]
fn stress_runs_its_documented_defaults() {
    oj_sudoku()
        .args(["stress", "acwing166"])
        .assert()
        .success()
        .stdout(contains("stress acwing166: 2000 cases AC (seed 1;"))
        .stdout(contains(
            "answers only, not time: `check` times the judge's cases",
        ));
}
