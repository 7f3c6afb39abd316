//! Verdicts a user can trust, through the CLI: no false CE when checks run at once, CPU time
//! (not wall time) against the limit, a waiting program stopped, a correct attempt judged on
//! what the statement promises (one case per run where the input holds one, no grids past the
//! promise, LeetCode's stdout not judged, but warned of), and a mistake on the command line told as one.

use crate::support::{
    fixture, judged_by_default, oj_sudoku, oj_sudoku_process, path_without_rustup, problem, root,
    scratch,
};
use predicates::prelude::*;
use predicates::str::contains;
use std::fs;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

/// A copy of a right AcWing 166 attempt under `dir`, made unique by `tag` so that it is compiled
/// afresh (no cached binary). The small fixture, not our 43 KB solution: it compiles in a third
/// of the time, and what these tests prove (the cache, builds at once) is the same for any file.
fn fresh_copy(dir: &Path, tag: &str) -> PathBuf {
    let ours = fs::read_to_string(fixture("judging/acwing166.rs")).unwrap();
    let path = dir.join("same.rs");
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_nanos();
    fs::write(&path, format!("{}// {} {}\n", ours, tag, nanos)).unwrap();
    path
}

/// Eight checks of one new file at once, in a cache of their own: all accepted (no check sees
/// another's half-built binary), and the file (and the launcher) built once.
#[test]
fn eight_checks_of_one_file_at_once_are_all_accepted() {
    let dir = scratch("eight-at-once");
    let cache = dir.join("judge");
    let file = fresh_copy(&dir, "eight at once");
    let children: Vec<_> = (0..8)
        .map(|_| {
            oj_sudoku_process()
                .env("OJ_SUDOKU_CACHE", &cache)
                .args(["check", "acwing166"])
                .arg(&file)
                .stdout(std::process::Stdio::piped())
                .stderr(std::process::Stdio::piped())
                .spawn()
                .unwrap()
        })
        .collect();
    let mut compiled = 0;
    for child in children {
        let output = child.wait_with_output().unwrap();
        let report = String::from_utf8_lossy(&output.stdout);
        assert!(
            output.status.success() && report.contains("summary: 5 AC / 5 cases"),
            "{}\n{}",
            report,
            String::from_utf8_lossy(&output.stderr)
        );
        compiled += usize::from(
            !report.contains("built just now by another check")
                && !report.contains("the cached binary"),
        );
    }
    // One of them compiles it; the others wait for that build and take its binary (or find it
    // cached, if they start after it).
    assert_eq!(compiled, 1, "checks that compiled the file themselves");
    assert!(
        fs::read_dir(&cache).is_ok_and(|entries| entries
            .filter_map(Result::ok)
            .all(|e| !e.file_name().to_string_lossy().ends_with(".building"))),
        "a lock file left in the cache"
    );
}

#[test]
fn an_unchanged_file_is_judged_from_the_cache_and_clean_empties_it() {
    let dir = scratch("cache");
    let cache = dir.join("judge");
    let file = fresh_copy(&dir, "cache");
    for _ in 0..2 {
        oj_sudoku()
            .env("OJ_SUDOKU_CACHE", &cache)
            .args(["check", "acwing166"])
            .arg(&file)
            .assert()
            .success();
    }
    oj_sudoku()
        .env("OJ_SUDOKU_CACHE", &cache)
        .args(["check", "acwing166"])
        .arg(&file)
        .assert()
        .success()
        .stdout(contains(
            "unchanged since it was last compiled: the cached binary",
        ));
    assert!(cache.is_dir());
    oj_sudoku()
        .env("OJ_SUDOKU_CACHE", &cache)
        .arg("clean")
        .assert()
        .success()
        .stdout(contains(format!("removed {}", cache.display())));
    assert!(!cache.exists(), "clean leaves no cache behind");
    // Compiled again after a clean.
    oj_sudoku()
        .env("OJ_SUDOKU_CACHE", &cache)
        .args(["check", "acwing166"])
        .arg(&file)
        .assert()
        .success()
        .stdout(contains("cached").not());
}

/// The cache keeps its bound: after checks of many different files it holds no more than its
/// limit (here 3 MB, through `OJ_SUDOKU_CACHE_MB`), and binaries are stripped. Each file holds
/// 540 KB of data, so each binary is about 0.9 MB stripped (4 MB and more unstripped): the
/// fourth passes the bound and the cache is trimmed to two.
#[test]
fn the_cache_keeps_its_bound_across_many_different_files() {
    let dir = scratch("cache-bound");
    let cache = dir.join("judge");
    let files = 4;
    for n in 0..files {
        let file = dir.join(format!("tiny{}.rs", n));
        fs::write(
            &file,
            format!(
                "static PAD: [u8; 540_000] = [7; 540_000];\n\
                 fn main() {{ println!(\"{} {{}}\", std::hint::black_box(&PAD)[539_999]); }}\n",
                n
            ),
        )
        .unwrap();
        // Each is WA (it prints numbers), but each is compiled and cached.
        oj_sudoku()
            .env("OJ_SUDOKU_CACHE", &cache)
            .env("OJ_SUDOKU_CACHE_MB", "3")
            .args(["check", "luogu1784"])
            .arg(&file)
            .assert()
            .code(1);
    }
    let total: u64 = fs::read_dir(&cache)
        .unwrap()
        .filter_map(Result::ok)
        .filter_map(|e| e.metadata().ok())
        .filter(|m| m.is_file())
        .map(|m| m.len())
        .sum();
    assert!(
        total <= 3 << 20,
        "the cache holds {} bytes, over 3 MB",
        total
    );
    let binaries = fs::read_dir(&cache)
        .unwrap()
        .filter_map(Result::ok)
        .filter(|e| {
            e.file_name()
                .to_str()
                .is_some_and(|n| n.starts_with("tiny") && !n.contains('.'))
        })
        .count();
    assert!(
        (2..files).contains(&binaries),
        "{} of {} binaries kept: trimmed, but not emptied",
        binaries,
        files
    );
}

/// Busy threads on every core while `check` runs a correct attempt that spends 40% of its
/// 1-second limit in CPU on each case: its wall time runs well past the limit, its CPU time
/// does not, and it stays AC.
#[test]
#[ignore = "long: `cargo test -- --include-ignored` runs it, as CI does"]
fn a_correct_attempt_using_40_percent_of_its_cpu_time_stays_accepted_on_a_busy_machine() {
    let dir = scratch("busy-machine");
    let ours = fs::read_to_string(root().join("solutions/acwing166.rs")).unwrap();
    let slow = ours.replacen(
        "std::process::exit(run(",
        "burn_cpu_ms(400);\n\tstd::process::exit(run(",
        1,
    ) + "\n/// Uses `ms` milliseconds of CPU time, by the kernel's count.\nfn burn_cpu_ms(ms: u64) {\n\tlet used = || {\n\t\tlet stat = std::fs::read_to_string(\"/proc/self/stat\").unwrap();\n\t\tlet fields: Vec<u64> = stat.rsplit(')').next().unwrap().split_whitespace().skip(11).take(2).map(|f| f.parse().unwrap()).collect();\n\t\t(fields[0] + fields[1]) * 10\n\t};\n\tlet mut x = 1u64;\n\twhile used() < ms {\n\t\tfor _ in 0..100_000 {\n\t\t\tx = x.wrapping_mul(6364136223846793005).wrapping_add(1);\n\t\t}\n\t}\n\tif x == 42 {\n\t\tprintln!();\n\t}\n}\n";
    assert_ne!(slow, ours);
    let file = dir.join("slow.rs");
    fs::write(&file, slow).unwrap();
    // Compile first, so the load falls on the runs.
    oj_sudoku()
        .args(["check", "acwing166"])
        .arg(&file)
        .args(["--time-limit", "1"])
        .assert()
        .success();
    let stop = Arc::new(AtomicBool::new(false));
    let cores = std::thread::available_parallelism().map_or(2, |n| n.get());
    let busy: Vec<_> = (0..cores + 1)
        .map(|_| {
            let stop = Arc::clone(&stop);
            std::thread::spawn(move || {
                let mut x = 0u64;
                while !stop.load(Ordering::Relaxed) {
                    x = std::hint::black_box(x.wrapping_add(1));
                }
            })
        })
        .collect();
    let output = oj_sudoku()
        .args(["check", "acwing166"])
        .arg(&file)
        .args(["--time-limit", "1"])
        .output()
        .unwrap();
    stop.store(true, Ordering::Relaxed);
    for thread in busy {
        thread.join().unwrap();
    }
    let report = String::from_utf8_lossy(&output.stdout);
    assert!(
        output.status.success() && report.contains("summary: 5 AC / 5 cases"),
        "{}",
        report
    );
}

#[test]
fn a_sleeping_attempt_is_time_limit_exceeded_within_seconds() {
    let started = std::time::Instant::now();
    oj_sudoku()
        .args([
            "check",
            "luogu1784",
            &fixture("sleeps.rs"),
            "--time-limit",
            "0.5",
        ])
        .assert()
        .code(1)
        .stdout(contains("TLE").and(contains("it waited instead of computing")))
        .stdout(contains({
            let n = judged_by_default(problem("luogu1784"));
            format!("summary: 0 AC / {n} cases")
        }));
    assert!(
        started.elapsed() < std::time::Duration::from_secs(10),
        "took {:?}",
        started.elapsed()
    );
}

/// Time is CPU time, never wall time, in both directions, whatever the machine: a correct
/// attempt that sleeps 300 ms (wall) before answering stays AC under a 0.25 s limit, and one whose
/// two threads spend 0.6 s of CPU in 0.3 s of wall is TLE under a 0.5 s limit. The runs' notes
/// say where wall and CPU time parted. A program is taken for one that waits only once past its
/// limit: one that sleeps 600 ms, through a whole idle window, stays AC under a 1 s limit.
#[test]
fn time_is_cpu_time_a_sleeper_is_accepted_and_two_busy_threads_exceed() {
    let dir = scratch("cpu-not-wall");
    let ours = fs::read_to_string(root().join("solutions/luogu1784.rs")).unwrap();
    let with_main = |before: &str| {
        let text = ours.replacen(
            "std::process::exit(run(",
            &format!("{}\n\tstd::process::exit(run(", before),
            1,
        );
        assert_ne!(text, ours);
        text
    };
    let n = judged_by_default(problem("luogu1784"));
    let sleeper = dir.join("sleeper.rs");
    fs::write(
        &sleeper,
        with_main("std::thread::sleep(std::time::Duration::from_millis(300));"),
    )
    .unwrap();
    let long_sleeper = dir.join("long_sleeper.rs");
    fs::write(
        &long_sleeper,
        with_main("std::thread::sleep(std::time::Duration::from_millis(600));"),
    )
    .unwrap();
    let threads = dir.join("threads.rs");
    // Two threads spin until the process has used 600 ms of CPU, by the kernel's count.
    let burn = "let spin = || { let used = || { let s = std::fs::read_to_string(\"/proc/self/stat\").unwrap(); let f: Vec<u64> = s.rsplit(')').next().unwrap().split_whitespace().skip(11).take(2).map(|x| x.parse().unwrap()).collect(); (f[0] + f[1]) * 10 }; let mut x = 1u64; while used() < 600 { for _ in 0..100_000 { x = std::hint::black_box(x.wrapping_mul(3)); } } x }; let other = std::thread::spawn(spin); let a = spin(); let b = other.join().unwrap(); if a == b && a == 7 { println!(); }";
    fs::write(&threads, with_main(burn)).unwrap();
    // The three checks at once: the sleepers mostly wait, and each verdict is by CPU time.
    std::thread::scope(|scope| {
        scope.spawn(|| {
            oj_sudoku()
                .args(["check", "luogu1784"])
                .arg(&sleeper)
                .args(["--time-limit", "0.25"])
                .assert()
                .success()
                .stdout(contains(format!("summary: {n} AC / {n} cases")))
                .stdout(contains(
                    "the program waited (slept, or blocked on a read) or the machine was busy",
                ));
        });
        scope.spawn(|| {
            oj_sudoku()
                .args(["check", "luogu1784"])
                .arg(&long_sleeper)
                .args(["--time-limit", "1"])
                .assert()
                .success()
                .stdout(contains(format!("summary: {n} AC / {n} cases")));
        });
        oj_sudoku()
            .args(["check", "luogu1784"])
            .arg(&threads)
            .args(["--time-limit", "0.5"])
            .assert()
            .code(1)
            .stdout(contains("TLE"))
            .stdout(contains(format!("summary: 0 AC / {n} cases")));
    });
}

/// Luogu P1784 and ABC327 C send one grid an input: stress runs a correct single-grid attempt
/// once per case.
#[test]
fn stress_runs_single_grid_problems_one_case_at_a_time() {
    for (problem, attempt) in [
        ("luogu1784", "judging/luogu1784_backtracking.rs"),
        ("abc327c", "judging/abc327c_check.rs"),
    ] {
        oj_sudoku()
            .args(["stress", problem, &fixture(attempt), "--count", "30"])
            .assert()
            .success()
            .stdout(contains(format!("stress {}: 30 cases AC", problem)));
    }
}

/// A wrong single-grid attempt: shrunk and written to --out all the same, and the grids shown
/// are its answer to the input shown, the smallest (fresh18: the case's own grids were shown
/// beside the shrunk input). The attempt, named relative to another folder, is named in full
/// in the line that runs the case again.
#[test]
fn stress_shrinks_and_writes_a_single_grid_failure() {
    let out = scratch("single-grid-failure");
    let output = oj_sudoku()
        .current_dir(root().join("tests/fixtures"))
        .args([
            "stress",
            "luogu1784",
            "echo_input.rs",
            "--count",
            "5",
            "--out",
        ])
        .arg(&out)
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(1));
    let report = String::from_utf8(output.stdout).unwrap();
    let (failed, smallest) = (
        report.find("FAIL: case 1 of seed 1").unwrap(),
        report.find("smallest failing input").unwrap(),
    );
    let (before, after) = (&report[failed..smallest], &report[smallest..]);
    assert!(
        !before.contains("found") && after.contains("on it: WA") && after.contains("found"),
        "{}",
        report
    );
    let again = format!("check luogu1784 {} --cases ", fixture("echo_input.rs"));
    assert!(report.contains(&again), "{}", report);
    let saved: Vec<_> = fs::read_dir(&out).unwrap().collect();
    assert_eq!(saved.len(), 1, "one failing case written");
    let path = saved[0].as_ref().unwrap().path();
    oj_sudoku()
        .args(["check", "luogu1784", "--cases"])
        .arg(&path)
        .assert()
        .success();
}

/// How many `<kind>N.in` cases `samples/<problem>` holds.
fn count_samples(problem: &str, kind: &str) -> usize {
    let dir = root().join("samples").join(problem);
    fs::read_dir(dir)
        .unwrap()
        .filter(|e| {
            let name = e.as_ref().unwrap().file_name();
            let name = name.to_string_lossy();
            name.starts_with(kind) && name.ends_with(".in")
        })
        .count()
}

/// POJ never sends a grid without a solution: an attempt that does not print one back is
/// right on every case the statement allows (its several-solution grids included; it is a
/// plain search, so the hardest may take it past the limit); only --all-kinds shows our files'
/// extra behaviour.
#[test]
#[ignore = "long: `cargo test -- --include-ignored` runs it, as CI does"]
fn a_poj_attempt_that_never_echoes_is_judged_on_the_statements_promise() {
    let output = oj_sudoku()
        .args(["check", "poj2676", &fixture("judging/poj2676_no_echo.rs")])
        .output()
        .unwrap();
    let report = String::from_utf8_lossy(&output.stdout);
    let n = count_samples("poj2676", "sample-") + count_samples("poj2676", "within-");
    let judged: Vec<&str> = report
        .lines()
        .filter(|l| l.contains("  poj2676/"))
        .collect();
    assert_eq!(judged.len(), n, "{}", report);
    assert!(
        judged
            .iter()
            .all(|l| l.trim_start().starts_with("AC") || l.trim_start().starts_with("TLE")),
        "{}",
        report
    );
    assert!(!report.contains("poj2676/beyond-"), "{}", report);
    let beyond = count_samples("poj2676", "beyond-");
    assert!(
        report.contains(&format!(
            "note: {} case{} beyond the statement left out",
            beyond,
            if beyond == 1 { "" } else { "s" }
        )),
        "{}",
        report
    );
    oj_sudoku()
        .args([
            "check",
            "poj2676",
            &fixture("judging/poj2676_no_echo.rs"),
            "--all-kinds",
        ])
        .assert()
        .code(1)
        .stdout(contains("poj2676/beyond-1").and(contains("WA")));
}

/// LeetCode judges the values returned, not what is printed: a debugging `println!` changes no
/// verdict (the attempt is a plain search: the board built against it is a TLE, said in the
/// summary; under 0.25 s, as it is under 1 s, and sooner). But LeetCode has an Output Limit
/// Exceeded verdict: the note says so, and an attempt that prints a lot (about 260 KB a call) is
/// warned that LeetCode's hidden cases risk it.
#[test]
fn a_leetcode_attempt_that_prints_is_accepted_and_warned_of_output_limit_exceeded() {
    oj_sudoku()
        .args(["check", "leetcode37", &fixture("judging/leetcode37_prints.rs")])
        .args(["--time-limit", "0.25"])
        .assert()
        .stdout(contains("AC").and(contains("leetcode37/sample-1\n")))
        .stdout(contains("official samples: 1 AC / 1"))
        .stdout(contains("WA").not())
        .stdout(contains("note: your program printed to stdout or stderr in "))
        .stdout(contains(
            "first line: \"debug: solving a board with 30 givens\"): no verdict here, as LeetCode judges only the values it returns; but LeetCode has an Output Limit Exceeded verdict",
        ))
        .stdout(contains("WARNING").not());
    oj_sudoku()
        .args(["check", "leetcode37", &fixture("judging/leetcode37_floods.rs")])
        .args(["--time-limit", "0.25"])
        .assert()
        .stdout(contains("official samples: 1 AC / 1"))
        .stdout(contains("WARNING: "))
        .stdout(contains(
            "so at this rate it risks Output Limit Exceeded there (ASSUMED: LeetCode's threshold is not public",
        ));
}

/// A LeetCode file with `#![deny(warnings)]` is judged, not CE: the lint level reaches the
/// harness appended to it (as LeetCode's wrapper stands in for), whose own items must not fail
/// it (its renamed `oj_sudoku_harness_PROGRAM` once did: non_upper_case_globals).
#[test]
fn a_leetcode_attempt_denying_warnings_is_not_failed_by_our_harness() {
    oj_sudoku()
        .args([
            "check",
            "leetcode37",
            &fixture("judging/leetcode37_deny_warnings.rs"),
        ])
        .args(["--time-limit", "0.25"])
        .assert()
        .stdout(contains("official samples: 1 AC / 1"))
        .stdout(contains("compile error").not());
}

/// A WA on a grid names the cell and draws both grids, whatever the format.
#[test]
fn a_wrong_grid_names_the_first_wrong_cell_and_shows_both_grids() {
    // Under 0.25 s: the attempt is a plain search, TLE on the board built against it whatever
    // the limit, and speed is not what this test is about.
    oj_sudoku()
        .args([
            "check",
            "leetcode37",
            &fixture("judging/leetcode37_wrong_cell.rs"),
            "--time-limit",
            "0.25",
        ])
        .assert()
        .code(1)
        .stdout(contains("WA").and(contains("case 1: r1c3 expected 4, found 9")))
        .stdout(contains("expected      found         differs"))
        .stdout(contains("534 678 912").and(contains("539 678 912")));
}

/// A case of the user's with no `.out` that the oracle cannot decide (SPOJ SUDOGOB's empty
/// grid, 6.7·10²¹ solutions) is run and timed, its output not judged: `--`, said so in a note,
/// not an RE of the user's program; exit status 1, since it is not AC. A run past the limit
/// there is a TLE, whose line says why the case may be no judge's.
#[test]
#[ignore = "long: `cargo test -- --include-ignored` runs it, as CI does"]
fn a_case_the_oracle_cannot_decide_is_run_but_not_judged() {
    let dir = scratch("not-judged");
    let case = dir.join("empty.in");
    fs::write(&case, format!("1\n{}", "0 0 0 0 0 0 0 0 0\n".repeat(9))).unwrap();
    oj_sudoku()
        .args([
            "check",
            "spoj_sudogob",
            &fixture("echo_input.rs"),
            "--cases",
        ])
        .arg(&case)
        .assert()
        .code(1)
        .stdout(contains("  --  ").and(contains(
            "  empty  no .out, and the oracle gave up on case 1",
        )))
        .stdout(contains("your cases: 0 AC, 1 not judged / 1"))
        .stdout(contains("note: 1 case not judged (--)"))
        .stdout(contains("RE").not());
    // Past the time limit, the TLE stands (a run's time needs no answer), and the line says
    // a judge sends only cases it has the answer to, and how many solutions were counted.
    oj_sudoku()
        .args(["check", "spoj_sudogob", &fixture("loops.rs")])
        .args(["--time-limit", "0.2", "--cases"])
        .arg(&case)
        .assert()
        .code(1)
        .stdout(contains(" solutions counted by then): a judge sends only cases it has the answer to, so this TLE stands only if this case has one that can be computed"))
        .stdout(contains("your cases: 0 AC, 1 TLE / 1"));
}

/// Each mistake on the command line: exit status 2 and one line that names it and where to
/// read more; no verdict, no usage dump.
#[test]
fn usage_mistakes_are_one_line_and_exit_2() {
    let dir = scratch("usage-mistakes");
    let latin1 = dir.join("latin1.rs");
    fs::write(&latin1, b"fn main() { println!(\"caf\xe9\"); }\n").unwrap();
    let empty = dir.join("empty-cases");
    fs::create_dir_all(&empty).unwrap();
    let not_a_case = dir.join("notes.txt");
    fs::write(&not_a_case, "hello").unwrap();
    let folder = dir.display().to_string();
    let missing = dir.join("missing.rs").display().to_string();
    let latin1 = latin1.display().to_string();
    let empty = empty.display().to_string();
    let not_a_case = not_a_case.display().to_string();
    for (args, says) in [
        (vec!["check", "acwing166", &missing], "no such file"),
        (vec!["check", "acwing166", &folder], "is a folder"),
        (vec!["check", "acwing166", &latin1], "is not UTF-8 text"),
        (
            vec!["stress", "acwing166", "--count", "0"],
            "--count takes a number of cases above 0",
        ),
        (
            vec!["check", "acwing166", "--time-limit", "-1"],
            "--time-limit takes a number of seconds above 0",
        ),
        (
            vec!["check", "acwing166", "--time-limit", "0"],
            "--time-limit takes a number of seconds above 0",
        ),
        (
            vec!["check", "acwing166", "--memory-limit", "0"],
            "--memory-limit takes a number of megabytes above 0",
        ),
        (
            vec!["check", "acwing166", "--cases", &empty],
            "holds no .in file",
        ),
        (
            vec!["check", "acwing166", "--cases", &not_a_case],
            "is not a case file",
        ),
        (
            vec!["check", "acwing166", "--cases"],
            "--cases takes one or more paths",
        ),
        (
            vec!["check", "acwing166", "--edition", "2017"],
            "unknown edition 2017",
        ),
        (
            vec!["check", "acwing166", "--time-limit", "x"],
            "--time-limit takes a number of seconds",
        ),
        (
            vec!["check", "acwing166", "a.rs", "b.rs"],
            "unexpected argument \"b.rs\"",
        ),
        (
            vec!["check", "acwing166", "--count", "5"],
            "unknown option --count",
        ),
        (
            vec!["stress", "acwing166", "--cases", "5"],
            "unknown option --cases",
        ),
        (
            vec!["stress", "acwing166", "--count", "many"],
            "--count takes a number of cases above 0",
        ),
        (
            vec!["bench", "--runs", "0"],
            "--runs takes a positive number",
        ),
        (
            vec!["check", "acwing166", "--rustc", "/nonexistent/rustc"],
            "--rustc takes a rustc: cannot run /nonexistent/rustc",
        ),
        (
            vec!["stress", "acwing166", "--rustc", "true"],
            "--rustc true: its -vV names no release: not a rustc",
        ),
        (vec!["generate", "--force"], "unknown option --force"),
        (vec!["check"], "a PROBLEM is needed"),
        (vec!["check", "acwing167"], "unknown problem \"acwing167\""),
        (vec!["frobnicate"], "unknown command"),
        (vec!["new", "acwing166"], "a FILE.rs to write is needed"),
    ] {
        let output = oj_sudoku().args(&args).output().unwrap();
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(2), "{:?}: {}", args, stderr);
        assert!(stderr.contains(says), "{:?}: {}", args, stderr);
        assert_eq!(stderr.lines().count(), 1, "{:?}: {}", args, stderr);
        assert!(
            stderr.contains("(see `oj-sudoku help"),
            "{:?}: {}",
            args,
            stderr
        );
        assert!(
            output.stdout.is_empty(),
            "{:?}: a verdict was printed",
            args
        );
    }
}

#[test]
fn help_and_dash_dash_help_print_usage_and_exit_0() {
    for args in [
        vec!["help"],
        vec!["--help"],
        vec!["-h"],
        vec!["help", "check"],
        vec!["check", "--help"],
        vec!["stress", "acwing166", "-h"],
    ] {
        let output = oj_sudoku().args(&args).output().unwrap();
        let usage = String::from_utf8_lossy(&output.stdout);
        assert_eq!(output.status.code(), Some(0), "{:?}", args);
        assert!(usage.contains("oj-sudoku"), "{:?}: {}", args, usage);
    }
    oj_sudoku()
        .args(["check", "--help"])
        .assert()
        .success()
        .stdout(
            contains("usage: oj-sudoku check PROBLEM")
                .and(contains("PROBLEM is one of: acwing166")),
        );
}

/// SPOJ runs rustc 1.56: a file the local rustc builds but 1.56 would not is CE under
/// `--judge spoj`; without 1.56.1 installed (no rustup on PATH), with each item and the version
/// that made it stable, as the scan finds them.
#[test]
fn an_attempt_too_new_for_spojs_rustc_is_a_compile_error_with_the_reason() {
    let dir = scratch("too-new-for-spoj");
    let file = dir.join("new.rs");
    fs::write(
        &file,
        "fn main() {\n    let a: u32 = 3;\n    let x = a.abs_diff(5);\n    println!(\"{x}\");\n}\n",
    )
    .unwrap();
    oj_sudoku()
        .env("PATH", path_without_rustup())
        .args(["check", "spoj_sudoku", "--judge", "spoj"])
        .arg(&file)
        .assert()
        .code(1)
        .stdout(contains("SPOJ runs rustc 1.56, which would not"))
        .stdout(contains(
            "line 3, column 15: the std method `.abs_diff()`, stable since Rust 1.60",
        ))
        .stdout(contains(
            "captures an identifier in a format string, stable since Rust 1.58",
        ))
        .stdout(contains("CE "));
    // Our own file for the problem builds on 1.56.
    oj_sudoku()
        .args(["check", "spoj_sudoku"])
        .assert()
        .success();
}
