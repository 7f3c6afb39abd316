//! Rust 1.56, SPOJ's rustc and the floor of the whole core: the core library builds with the real
//! rustc 1.56.1 (the solutions are built with it in `solutions`); and the fallback for machines
//! without it holds too: every shipped solution and every core file passes the scan for newer
//! language features, every solution passes clippy's `incompatible_msrv` at 1.56, and an
//! attempt that uses newer things is refused with the item and the version.

use crate::support::{floor_rustc, root, scratch, NO_FLOOR};
use oj_sudoku_tools::judging::toolchain::{language_refusals, refusals, std_refusals, Finding};
use oj_sudoku_tools::registry::{Version, PROBLEMS};
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

const FLOOR: Version = Version::new(1, 56);

fn lines(findings: &[Finding]) -> Vec<String> {
    findings.iter().map(|f| f.to_string()).collect()
}

/// Whether clippy-driver runs here. It must, unless `OJ_SUDOKU_NO_FLOOR` is set (CI never sets it).
fn clippy_driver_runs() -> bool {
    let runs = Command::new("clippy-driver")
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success());
    if !runs {
        assert!(
            std::env::var_os(NO_FLOOR).is_some(),
            "clippy-driver is required: rustup component add clippy (or set {}=1 to skip)",
            NO_FLOOR
        );
        eprintln!("note: clippy-driver is not installed; std items are not checked");
    }
    runs
}

fn rust_files(dir: &Path, found: &mut Vec<PathBuf>) {
    for entry in fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            rust_files(&path, found);
        } else if path.extension().is_some_and(|e| e == "rs") {
            found.push(path);
        }
    }
}

/// The whole core (every item, used by a solution or not) as a library, with rustc 1.56.1.
#[test]
fn the_core_library_builds_with_rustc_1_56_1() {
    let rustc = match floor_rustc() {
        Some(rustc) => rustc,
        None => return,
    };
    let out = scratch("core-on-1-56");
    let output = Command::new(&rustc)
        .args([
            "--edition",
            "2018",
            "--crate-type",
            "lib",
            "--emit=metadata",
        ])
        .arg("--out-dir")
        .arg(&out)
        .arg(root().join("src/lib.rs"))
        .output()
        .unwrap();
    assert!(
        output.status.success() && output.stderr.is_empty(),
        "rustc 1.56.1 on src/lib.rs:\n{}",
        String::from_utf8_lossy(&output.stderr)
    );
}

#[test]
fn every_solution_and_core_file_uses_no_language_feature_newer_than_1_56() {
    let mut files: Vec<PathBuf> = PROBLEMS
        .iter()
        .map(|p| root().join("solutions").join(format!("{}.rs", p.id)))
        .collect();
    rust_files(&root().join("src"), &mut files);
    assert!(files.len() > PROBLEMS.len());
    for file in &files {
        let text = fs::read_to_string(file).unwrap();
        for edition in ["2018", "2021"] {
            let found = language_refusals(&text, edition, FLOOR).unwrap();
            assert!(
                found.is_empty(),
                "{} (edition {}) would not build on Rust 1.56:\n{}",
                file.display(),
                edition,
                lines(&found).join("\n")
            );
        }
    }
}

/// clippy-driver on each solution alone: about 0.1 s of CPU for a 45 KB file.
#[test]
#[ignore = "long: `cargo test -- --include-ignored` runs it, as CI does"]
fn every_solution_uses_no_std_item_newer_than_1_56() {
    if !clippy_driver_runs() {
        return;
    }
    for problem in PROBLEMS {
        let file = root().join("solutions").join(format!("{}.rs", problem.id));
        let text = fs::read_to_string(&file).unwrap();
        let found = std_refusals(&file, &text, "2021", FLOOR)
            .unwrap_or_else(|note| panic!("{}: {}", file.display(), note));
        assert!(
            found.is_empty(),
            "{} would not build on Rust 1.56:\n{}",
            file.display(),
            lines(&found).join("\n")
        );
    }
}

#[test]
fn an_attempt_with_abs_diff_and_a_captured_format_argument_is_refused() {
    let dir = scratch("floor-attempt");
    let attempt = dir.join("attempt.rs");
    let text = "fn main() {\n    let a: u32 = 3;\n    let x = a.abs_diff(5) + u32::abs_diff(1, 2);\n    println!(\"{x}\");\n}\n";
    fs::write(&attempt, text).unwrap();
    let found = refusals(&attempt, text, "2021", FLOOR).unwrap();
    let captured =
        "line 4, column 15: println!(\"{x}\") captures an identifier in a format string, stable since Rust 1.58";
    if clippy_driver_runs() {
        assert_eq!(found.notes, Vec::<String>::new());
        assert_eq!(
            lines(&found.findings),
            vec![
                "line 3, column 15: the std method `.abs_diff()`, stable since Rust 1.60",
                "line 3, column 29: the std item `u32::abs_diff`, stable since Rust 1.60",
                captured,
            ]
        );
    } else {
        assert_eq!(lines(&found.findings), vec![captured]);
        assert_eq!(found.notes.len(), 1);
    }
    // The same file is fine for a judge whose rustc is 1.60 or newer.
    let newer = refusals(&attempt, text, "2021", Version::new(1, 60)).unwrap();
    assert_eq!(newer.findings, Vec::<Finding>::new());
}

#[test]
fn an_attempt_that_does_not_compile_gets_a_note_not_a_finding() {
    let dir = scratch("floor-broken");
    let attempt = dir.join("broken.rs");
    let text = "fn main() { let x: u32 = \"no\"; }\n";
    fs::write(&attempt, text).unwrap();
    let found = refusals(&attempt, text, "2021", FLOOR).unwrap();
    assert_eq!(found.findings, Vec::<Finding>::new());
    assert_eq!(found.notes.len(), 1, "{:?}", found.notes);
}
