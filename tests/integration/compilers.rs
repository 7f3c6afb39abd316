//! The judge's own compiler, through the binary: with the judge's release installed (rustc 1.56.1
//! for SPOJ, which CI installs), `check` and `submit` compile with it and say so; without it
//! (a PATH without rustup), they use the local rustc plus the scan and say it is an
//! approximation and how to make it exact. And `setup`, which installs the releases.

use crate::support::{floor_rustc, oj_sudoku, path_without_rustup, scratch};
use predicates::prelude::*;
use predicates::str::contains;
use std::fs;
use std::path::PathBuf;

/// A SPOJ attempt that builds on stable but not on rustc 1.56: a captured format argument.
fn captured_argument() -> PathBuf {
    let dir = scratch("captured-argument");
    let file = dir.join("captured.rs");
    fs::write(
        &file,
        "fn main() {\n    let x = 5;\n    println!(\"{x}\");\n}\n",
    )
    .unwrap();
    file
}

#[test]
fn with_rustc_1_56_1_installed_spoj_attempts_are_compiled_by_it_exactly() {
    if floor_rustc().is_none() {
        return;
    }
    let file = captured_argument();
    oj_sudoku()
        .args(["check", "spoj_sudoku"])
        .arg(&file)
        .assert()
        .code(1)
        .stdout(contains("exact: SPOJ's own rustc 1.56.1"))
        // The real compiler's own words, not the scan's.
        .stdout(contains("there is no argument named `x`"))
        .stdout(contains("scan").not())
        .stdout(contains("CE "));
    oj_sudoku()
        .args(["submit", "spoj_sudoku"])
        .arg(&file)
        .assert()
        .code(1)
        .stdout("")
        .stderr(contains("there is no argument named `x`"))
        .stderr(contains("APPROXIMATE").not());
    // Our own file builds on it: AC, exactly.
    oj_sudoku()
        .args(["check", "spoj_sudoku"])
        .assert()
        .success()
        .stdout(contains("exact: SPOJ's own rustc 1.56.1"));
}

#[test]
fn without_the_judges_rustc_the_line_says_it_is_an_approximation_and_how_to_make_it_exact() {
    let file = captured_argument();
    let approximate = "APPROXIMATE: SPOJ runs rustc 1.56, not found here (rustup is not on PATH): checked with the local rustc";
    oj_sudoku()
        .env("PATH", path_without_rustup())
        .args(["check", "spoj_sudoku"])
        .arg(&file)
        .assert()
        .code(1)
        .stdout(contains("SPOJ runs rustc 1.56, which would not (found by the scan"))
        .stdout(contains(
            "line 3, column 15: println!(\"{x}\") captures an identifier in a format string, stable since Rust 1.58",
        ))
        .stdout(contains(approximate))
        .stdout(contains("`oj-sudoku setup spoj` installs 1.56.1 and makes this exact"));
    oj_sudoku()
        .env("PATH", path_without_rustup())
        .args(["submit", "spoj_sudoku"])
        .arg(&file)
        .assert()
        .code(1)
        .stderr(contains("note: ").and(contains(approximate)))
        .stderr(contains("SPOJ runs rustc 1.56, which would not"));
    // The same file is AC on Codeforces (rustc 1.89), exact or not.
    oj_sudoku()
        .env("PATH", path_without_rustup())
        .args(["check", "acwing166", "--judge", "codeforces"])
        .arg(&file)
        .assert()
        .code(1)
        .stdout(contains("WA ").and(contains("CE ").not()))
        .stdout(contains("APPROXIMATE: Codeforces runs rustc 1.89"));
}

#[test]
fn setup_installs_nothing_twice_and_refuses_unknown_judges_in_one_line() {
    if floor_rustc().is_some() {
        oj_sudoku()
            .args(["setup", "spoj"])
            .assert()
            .success()
            .stdout(contains("rustc 1.56.1 for SPOJ: already installed"))
            .stdout(contains("installing").not());
    }
    oj_sudoku()
        .args(["setup", "acwing"])
        .assert()
        .success()
        .stdout(contains("AcWing: names no rustc version"));
    let unknown = oj_sudoku().args(["setup", "timus"]).assert().code(2);
    let stderr = String::from_utf8_lossy(&unknown.get_output().stderr).into_owned();
    assert_eq!(stderr.lines().count(), 1, "{}", stderr);
    assert!(stderr.contains("unknown judge \"timus\""), "{}", stderr);
    oj_sudoku()
        .env("PATH", path_without_rustup())
        .args(["setup", "kattis"])
        .assert()
        .code(1)
        .stderr(contains(
            "installed with rustup, and rustup is not on PATH: install rustup (https://rustup.rs)",
        ));
}

/// A tiny attempt in a scratch folder of its own.
fn attempt(name: &str, text: &str) -> PathBuf {
    let dir = scratch(name);
    let file = dir.join(format!("{}.rs", name));
    fs::write(&file, text).unwrap();
    file
}

/// AtCoder and DMOJ build even a std-only file with cargo, which passes `--check-cfg` (cargo
/// 1.80 and newer): a `cfg` name nothing declares is then `unexpected_cfgs`, an error under
/// `#![deny(warnings)]`, so the file is CE there; without `deny`, only a warning, and AtCoder's
/// `--cfg atcoder` is set (the `not(atcoder)` branch, which panics, is not taken). Codeforces
/// builds with rustc alone: no `--check-cfg`, no CE.
#[test]
fn an_undeclared_cfg_under_deny_warnings_is_ce_where_the_judge_builds_with_cargo() {
    let denied = attempt(
        "deny-cfg-local",
        "#![deny(warnings)]\n#[cfg(local)]\nfn debug() {}\nfn main() {}\n",
    );
    for problem in ["abc327c", "coci23c1p1"] {
        oj_sudoku()
            .args(["check", problem])
            .arg(&denied)
            .assert()
            .code(1)
            .stdout(contains("--check-cfg"))
            .stdout(contains("unexpected `cfg` condition name: `local`"))
            .stdout(contains("CE "));
    }
    oj_sudoku()
        .args(["check", "abc327c", "--judge", "codeforces"])
        .arg(&denied)
        .assert()
        .code(1)
        .stdout(contains("WA ").and(contains("CE ").not()));
    let warned = attempt(
        "atcoder-cfg",
        "#[cfg(atcoder)]\nfn main() {}\n#[cfg(not(atcoder))]\nfn main() {\n    panic!(\"not atcoder\");\n}\n",
    );
    oj_sudoku()
        .args(["check", "abc327c"])
        .arg(&warned)
        .assert()
        .code(1)
        .stdout(
            contains("WA ")
                .and(contains("CE ").not())
                .and(contains("RE ").not()),
        );
}

/// Codeforces compiles for Windows, where std has no `std::os::unix`: CE, exactly (the
/// target's std installed: a type-check) or by the scan, which says so and how to make it exact.
#[test]
fn a_unix_only_attempt_is_ce_on_codeforces_which_runs_windows() {
    let unix = attempt(
        "unix-fd",
        "use std::os::unix::io::FromRawFd;\nfn main() {\n    let _stdin = unsafe { std::fs::File::from_raw_fd(0) };\n}\n",
    );
    let checked = oj_sudoku()
        .args(["check", "cf1335d"])
        .arg(&unix)
        .assert()
        .code(1)
        .stdout(contains(
            "Codeforces compiles for x86_64-pc-windows-msvc (Windows), where it does not build",
        ))
        .stdout(contains("CE "));
    let stdout = String::from_utf8_lossy(&checked.get_output().stdout).into_owned();
    assert!(
        stdout.contains("could not find `unix` in `os`")
            || (stdout.contains("line 1, column 14: `std::os::unix` exists only on Unix targets")
                && stdout.contains("found by a scan of the source")
                && stdout.contains("rustup target add")),
        "{}",
        stdout
    );
}
