//! The Rust 1.56 corpus (`tests/fixtures/rust156/corpus.txt`): small programs, each labelled by
//! what the real rustc 1.56.1 does with it (`builds` or `rejects`), covering what contestants
//! write and what Rust 1.57–1.89 stabilised. Two checks:
//! - the labels are the real compiler's: rustc 1.56.1 builds exactly the programs labelled
//!   `builds` (this fails, never skips, without 1.56.1, unless `OJ_SUDOKU_NO_FLOOR` is set);
//! - the fallback for machines without 1.56.1 (stable rustc, then clippy's `incompatible_msrv`,
//!   then the language scan) keeps its recorded verdicts: each program's header records which of
//!   `stable` (stable rustc refuses it), `clippy` and `scan` (each finds something newer than
//!   1.56) fire on it, so any change of any of them fails here; and its false verdicts stay
//!   within the bounds (false CE at most 2, false AC at most 8).
//!
//! A header reads `//=== NAME builds|rejects [edition=YEAR] [stable] [clippy] [scan]`; the
//! program runs to the next header.

use crate::support::{floor_rustc, root, scratch, NO_FLOOR};
use oj_sudoku_tools::judging::toolchain::{language_refusals, std_refusals};
use oj_sudoku_tools::registry::Version;
use std::fs;
use std::process::Command;
use std::sync::Mutex;

const FLOOR: Version = Version::new(1, 56);

/// One program of the corpus.
struct Program {
    name: String,
    builds: bool,
    edition: String,
    /// What the fallback's three checks are recorded to do: `stable`, `clippy`, `scan`.
    fires: Vec<String>,
    text: String,
}

fn corpus() -> Vec<Program> {
    let text = fs::read_to_string(root().join("tests/fixtures/rust156/corpus.txt")).unwrap();
    let mut programs = Vec::new();
    for chunk in text.split("//=== ").skip(1) {
        let (header, code) = chunk.split_once('\n').unwrap();
        let mut words = header.split_whitespace();
        let name = words.next().unwrap().to_string();
        let builds = match words.next() {
            Some("builds") => true,
            Some("rejects") => false,
            other => panic!("{}: builds or rejects, not {:?}", name, other),
        };
        let mut edition = "2021".to_string();
        let mut fires = Vec::new();
        for word in words {
            match word.strip_prefix("edition=") {
                Some(year) => edition = year.to_string(),
                None => fires.push(word.to_string()),
            }
        }
        programs.push(Program {
            name,
            builds,
            edition,
            fires,
            text: code.to_string(),
        });
    }
    programs
}

/// `f` on every program, on every CPU; the results in corpus order.
fn on_all<R: Send>(programs: &[Program], f: impl Fn(&Program) -> R + Sync) -> Vec<R> {
    let results: Vec<Mutex<Option<R>>> = programs.iter().map(|_| Mutex::new(None)).collect();
    let next = std::sync::atomic::AtomicUsize::new(0);
    let workers = std::thread::available_parallelism().map_or(2, |n| n.get());
    std::thread::scope(|scope| {
        for _ in 0..workers {
            scope.spawn(|| loop {
                let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                match programs.get(i) {
                    Some(program) => *results[i].lock().unwrap() = Some(f(program)),
                    None => break,
                }
            });
        }
    });
    results
        .into_iter()
        .map(|r| r.into_inner().unwrap().unwrap())
        .collect()
}

#[test]
fn the_corpus_is_large_and_its_names_are_unique() {
    let programs = corpus();
    let builds = programs.iter().filter(|p| p.builds).count();
    assert!(builds >= 75, "{} programs that 1.56 builds", builds);
    assert!(
        programs.len() - builds >= 95,
        "{} programs that 1.56 rejects",
        programs.len() - builds
    );
    let mut names: Vec<&str> = programs.iter().map(|p| p.name.as_str()).collect();
    names.sort_unstable();
    names.dedup();
    assert_eq!(names.len(), programs.len(), "a name is used twice");
}

/// The labels are rustc 1.56.1's own verdicts (type-checked and borrow-checked, as a build
/// does, without code generation).
#[test]
#[ignore = "long: `cargo test -- --include-ignored` runs it, as CI does"]
fn rustc_1_56_1_builds_exactly_the_programs_labelled_builds() {
    let rustc = match floor_rustc() {
        Some(rustc) => rustc,
        None => return,
    };
    let dir = scratch("rust156-corpus-real");
    let programs = corpus();
    let verdicts = on_all(&programs, |program| {
        let out = dir.join(&program.name);
        fs::create_dir_all(&out).unwrap();
        let file = out.join("main.rs");
        fs::write(&file, &program.text).unwrap();
        let output = Command::new(&rustc)
            .args(["--edition", &program.edition, "--crate-type", "bin"])
            .arg("--emit=metadata")
            .arg("--out-dir")
            .arg(&out)
            .arg(&file)
            .output()
            .unwrap();
        (
            output.status.success(),
            String::from_utf8_lossy(&output.stderr).into_owned(),
        )
    });
    let wrong: Vec<String> = programs
        .iter()
        .zip(&verdicts)
        .filter(|(program, (built, _))| program.builds != *built)
        .map(|(program, (built, messages))| {
            format!(
                "- {}: labelled {}, rustc 1.56.1 {}\n{}",
                program.name,
                if program.builds { "builds" } else { "rejects" },
                if *built { "builds it" } else { "rejects it" },
                messages.lines().take(4).collect::<Vec<_>>().join("\n")
            )
        })
        .collect();
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

/// The fallback, check by check, against what each program's header records; then its false
/// verdicts against the bounds.
#[test]
#[ignore = "long: `cargo test -- --include-ignored` runs it, as CI does"]
fn the_fallback_keeps_its_recorded_verdicts_and_its_bounds_on_the_corpus() {
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
        return;
    }
    let dir = scratch("rust156-corpus-fallback");
    let programs = corpus();
    let found = on_all(&programs, |program| {
        let file = dir.join(format!("{}.rs", program.name));
        fs::write(&file, &program.text).unwrap();
        let mut fires = Vec::new();
        match std_refusals(&file, &program.text, &program.edition, FLOOR) {
            Ok(findings) if !findings.is_empty() => fires.push("clippy".to_string()),
            Ok(_) => {}
            Err(note) if note.contains("clippy-driver failed") => fires.push("stable".to_string()),
            Err(note) => panic!("{}: {}", program.name, note),
        }
        let scanned = language_refusals(&program.text, &program.edition, FLOOR)
            .unwrap_or_else(|e| panic!("{}: {}", program.name, e));
        if !scanned.is_empty() {
            fires.push("scan".to_string());
        }
        fires
    });
    let changed: Vec<String> = programs
        .iter()
        .zip(&found)
        .filter(|(program, fires)| program.fires != **fires)
        .map(|(program, fires)| {
            format!(
                "- {}: recorded [{}], found [{}]",
                program.name,
                program.fires.join(" "),
                fires.join(" ")
            )
        })
        .collect();
    let false_ce: Vec<&str> = programs
        .iter()
        .zip(&found)
        .filter(|(program, fires)| program.builds && !fires.is_empty())
        .map(|(program, _)| program.name.as_str())
        .collect();
    let false_ac: Vec<&str> = programs
        .iter()
        .zip(&found)
        .filter(|(program, fires)| !program.builds && fires.is_empty())
        .map(|(program, _)| program.name.as_str())
        .collect();
    let builds = programs.iter().filter(|p| p.builds).count();
    eprintln!(
        "fallback on the Rust 1.56 corpus: false CE {} of {} ({}), false AC {} of {} ({})",
        false_ce.len(),
        builds,
        false_ce.join(", "),
        false_ac.len(),
        programs.len() - builds,
        false_ac.join(", ")
    );
    assert!(
        changed.is_empty(),
        "the fallback's checks changed on {} programs (update the corpus headers if this is an improvement):\n{}",
        changed.len(),
        changed.join("\n")
    );
    assert!(false_ce.len() <= 2, "false CE: {:?}", false_ce);
    assert!(false_ac.len() <= 8, "false AC: {:?}", false_ac);
}
