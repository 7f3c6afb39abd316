//! The real checkers' verdicts through the CLI: every output of
//! `oj_sudoku_testkit::checker_variants` (odd whitespace, NULs, BOMs, Unicode blanks,
//! CRLF, case, extra and missing lines) judged by `check --judge kattis`, `--judge codeforces`
//! (testlib's wcmp, and lcmp with `--compare testlib-lcmp`) and `--judge luogu`, each expected to
//! give the verdict the real checker gave when run on the same bytes (the table's verdicts come
//! from running Kattis' default_validator.cc, testlib's wcmp.cpp and lcmp.cpp, and Luogu's
//! noip-checker.cpp, built from their public sources).
//!
//! One attempt, compiled once per judge, prints each variant: a case's input carries the
//! variant's bytes hex-encoded, its `.out` is the expected output the variant was made from.
//! Each judging runs once per process; the tests share its verdicts.

use crate::support::{oj_sudoku, root, scratch};
use oj_sudoku_testkit::checker_variants::{Real, VARIANTS};
use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, OnceLock};

/// Writes every variant as a case into `dir`: `NAME.in` (the marker and the hex-encoded output)
/// and `NAME.out` (the expected output).
fn write_cases(dir: &Path) {
    fs::create_dir_all(dir).unwrap();
    for variant in VARIANTS {
        let hex: String = variant
            .output()
            .iter()
            .map(|b| format!("{:02x}", b))
            .collect();
        fs::write(
            dir.join(format!("{}.in", variant.name)),
            format!("#variant\n{}\n", hex),
        )
        .unwrap();
        fs::write(
            dir.join(format!("{}.out", variant.name)),
            variant.expected.bytes(),
        )
        .unwrap();
    }
}

/// Each case's verdict code and detail, by case name.
type Verdicts = BTreeMap<String, (String, String)>;

/// `check acwing166 prints_a_variant.rs --cases DIR ARGS`: each case's verdict code and detail.
/// Run once per process for each `args` (the cases written once): both tests below read them.
fn verdicts(args: &[&str]) -> Arc<Verdicts> {
    static CASES: OnceLock<PathBuf> = OnceLock::new();
    type Run = Arc<OnceLock<Arc<Verdicts>>>;
    static RUNS: Mutex<BTreeMap<Vec<String>, Run>> = Mutex::new(BTreeMap::new());
    let cases = CASES.get_or_init(|| {
        let cases = scratch("checker-variants").join("variants");
        write_cases(&cases);
        cases
    });
    let key: Vec<String> = args.iter().map(|a| a.to_string()).collect();
    let run = Arc::clone(RUNS.lock().unwrap().entry(key).or_default());
    let found = run.get_or_init(|| Arc::new(run_check(cases, args)));
    Arc::clone(found)
}

fn run_check(cases: &Path, args: &[&str]) -> Verdicts {
    let attempt = root().join("tests/fixtures/judging/prints_a_variant.rs");
    let output = oj_sudoku()
        .args(["check", "acwing166"])
        .arg(&attempt)
        .arg("--cases")
        .arg(cases)
        .args(args)
        .output()
        .unwrap();
    let report = String::from_utf8_lossy(&output.stdout);
    let mut found = BTreeMap::new();
    for line in report.lines() {
        let line = line.trim_start_matches('\r').trim_start();
        if let Some(at) = line.find("  variants/") {
            let rest = &line[at + "  variants/".len()..];
            let (name, detail) = rest.split_once("  ").unwrap_or((rest, ""));
            let code = line.split_whitespace().next().unwrap_or_default();
            found.insert(name.to_string(), (code.to_string(), detail.to_string()));
        }
    }
    found
}

#[test]
fn every_variant_gets_the_real_checkers_verdict_under_kattis_codeforces_and_luogu() {
    // (the options, the column of the real verdicts: kattis, wcmp, lcmp, luogu)
    let judgings: [(&[&str], usize); 4] = [
        (&["--judge", "kattis"], 0),
        (&["--judge", "codeforces"], 1),
        (&["--judge", "codeforces", "--compare", "testlib-lcmp"], 2),
        (&["--judge", "luogu"], 3),
    ];
    // The four checks at once (each mostly starts processes and waits for them).
    std::thread::scope(|scope| {
        for (args, _) in judgings {
            scope.spawn(move || verdicts(args));
        }
    });
    let mut wrong = Vec::new();
    for (args, column) in judgings {
        let found = verdicts(args);
        for variant in VARIANTS {
            // None of these judges has a PE verdict: Codeforces reports testlib's PE as WA.
            let want = match variant.real()[column] {
                Real::AC => "AC",
                Real::WA | Real::PE => "WA",
            };
            match found.get(variant.name) {
                Some((code, _)) if code == want => {}
                other => wrong.push(format!(
                    "{} under {}: the real checker's {}, ours {:?}",
                    variant.name,
                    args.join(" "),
                    want,
                    other
                )),
            }
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn a_wrong_answer_names_the_byte_the_judge_does_not_forgive() {
    let luogu = verdicts(&["--judge", "luogu"]);
    assert_eq!(
        luogu["tab-at-line-ends"].1,
        "only whitespace differs (line 1, column 82: found a tab (0x09) where Luogu's noip-checker allows only spaces, \\r and NULs at a line end); accepted by the rules of acwing, poj, kattis, codeforces, atcoder, spoj, dmoj"
    );
    let codeforces = verdicts(&["--judge", "codeforces"]);
    assert!(
        codeforces["ff-at-line-ends"].1.contains(
            "found \"…684164875293\\x0c\"; a form feed (0x0C) is not blank to testlib's wcmp"
        ),
        "{:?}",
        codeforces["ff-at-line-ends"]
    );
    assert!(
        codeforces["nul-at-line-ends"]
            .1
            .ends_with("; accepted by the rules of luogu, kattis"),
        "{:?}",
        codeforces["nul-at-line-ends"]
    );
    let kattis = verdicts(&["--judge", "kattis"]);
    assert!(
        kattis["nbsp-at-line-ends"]
            .1
            .contains("a no-break space U+00A0 (C2 A0) is not blank to Kattis' default validator"),
        "{:?}",
        kattis["nbsp-at-line-ends"]
    );
}

/// `checkers --write DIR` writes what `scripts/checkers` measures the real checkers on: every
/// variant's output and expected output, and the recorded verdicts, one line each.
#[test]
fn the_variants_are_written_for_the_real_checkers_to_measure_again() {
    let dir = scratch("checker-variants-written");
    oj_sudoku()
        .args(["checkers", "--write"])
        .arg(&dir)
        .assert()
        .success();
    let table = fs::read_to_string(dir.join("verdicts.txt")).unwrap();
    assert_eq!(table.lines().count(), VARIANTS.len());
    for (variant, line) in VARIANTS.iter().zip(table.lines()) {
        let words: Vec<&str> = line.split(' ').collect();
        assert_eq!(words[0], variant.name);
        let real: Vec<String> = variant.real().iter().map(|v| format!("{:?}", v)).collect();
        assert_eq!(words[1..], real[..], "{}", variant.name);
        assert_eq!(
            fs::read(dir.join(format!("{}.out", variant.name))).unwrap(),
            variant.output()
        );
        assert_eq!(
            fs::read(dir.join(format!("{}.ans", variant.name))).unwrap(),
            variant.expected.bytes()
        );
    }
}
