//! The harness: where things are, how a sample is judged, and how a file is compiled alone.
//!
//! - [`root`]: the project folder; [`scratch`]: a fresh folder under cargo's target dir.
//! - [`samples`]: the `samples/<problem>/` cases (`sample-N`, `within-N`, `beyond-N`), in order.
//! - [`assert_accepted`]: judges one output with the toolkit's checker and panics with the
//!   reason, the sample's name and the output when it is not accepted.
//! - [`toolchains`]: `rustc` from PATH, and the real rustc 1.56.1 (the core's floor, SPOJ's
//!   compiler, as rustup installs it: [`floor_rustc`]); missing, the floor checks fail with the
//!   command that installs it, unless `OJ_SUDOKU_NO_FLOOR` is set (CI never sets it).
//! - [`compile_alone`]: `rustc -O --edition E file.rs` with nothing else, as a judge does;
//!   [`type_check_alone`]: the same without code generation, for the compatibility checks.
//! - [`each`]: a check over many items (the registry's problems), on every CPU, failing once
//!   with every failure listed.

use oj_sudoku_tools::judging::cases::Kind;
use oj_sudoku_tools::judging::checker::check_as;
use oj_sudoku_tools::judging::compile::{compile, Toolchain};
use oj_sudoku_tools::judging::toolchain::rustup;
use oj_sudoku_tools::registry::Checker;
use oj_sudoku_tools::registry::{Problem, PROBLEMS};
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

/// The toolkit's command, with the tests' own compile cache (see [`test_cache`]).
pub fn oj_sudoku() -> assert_cmd::Command {
    let mut command = assert_cmd::Command::cargo_bin("oj-sudoku").unwrap();
    command.env("OJ_SUDOKU_CACHE", test_cache());
    command
}

/// [`oj_sudoku`] as a plain process, for tests that drive its input and output themselves.
pub fn oj_sudoku_process() -> Command {
    let mut command = Command::new(assert_cmd::cargo::cargo_bin("oj-sudoku"));
    command.env("OJ_SUDOKU_CACHE", test_cache());
    command
}

/// The path of a file in `tests/fixtures/`, or of one of the [`CHANGED`] attempts, written
/// from its base.
pub fn fixture(name: &str) -> String {
    let path = root().join("tests/fixtures").join(name);
    if path.exists() {
        return path.to_str().unwrap().to_string();
    }
    let (_, base, changes) = CHANGED
        .iter()
        .find(|(changed, ..)| *changed == name)
        .unwrap_or_else(|| panic!("no fixture {}", name));
    let mut text = fs::read_to_string(root().join("tests/fixtures").join(base)).unwrap();
    for (from, to) in *changes {
        assert_eq!(
            text.matches(from).count(),
            1,
            "{}: {:?} in {}",
            name,
            from,
            base
        );
        text = text.replacen(from, to, 1);
    }
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("fixtures");
    fs::create_dir_all(&dir).unwrap();
    let out = dir.join(name.replace('/', "-"));
    // Written whole under a private name, then renamed: tests running at once read it whole.
    let private = dir.join(format!(
        ".{}-{:?}",
        name.replace('/', "-"),
        std::thread::current().id()
    ));
    fs::write(&private, text).unwrap();
    fs::rename(&private, &out).unwrap();
    out.to_str().unwrap().to_string()
}

/// Text replacements: each `(from, to)`.
type Changes = &'static [(&'static str, &'static str)];

/// Attempts that differ from a base in `tests/fixtures/` in one behaviour: the name a test uses,
/// the base, and the changes (each `from` occurs in the base exactly once).
const CHANGED: &[(&str, &str, Changes)] = &[
    (
        "judging/acwing166_trailing_spaces.rs",
        "judging/acwing166.rs",
        &[("        out.push('\\n');", "        out.push_str(\" \\n\"); // the space people leave")],
    ),
    (
        "judging/acwing166_no_final_newline.rs",
        "judging/acwing166.rs",
        &[(
            "    io::stdout().write_all",
            "    out.pop(); // no newline at the very end\n    io::stdout().write_all",
        )],
    ),
    (
        "judging/acwing166_let_chains.rs",
        "judging/acwing166.rs",
        &[(
            "        if line == \"end\" {",
            "        if let Some(first) = line.bytes().next()\n            && first == b'e'\n        {",
        )],
    ),
    (
        "judging/acwing169_blank_between.rs",
        "judging/acwing169.rs",
        &[
            ("        let _ = case;\n", "        if case > 0 {\n            out.push('\\n');\n        }\n"),
            ("        out.push('\\n');\n    }\n    io::stdout()", "    }\n    io::stdout()"),
        ],
    ),
    (
        "judging/acwing169_no_blank_lines.rs",
        "judging/acwing169.rs",
        &[("        out.push('\\n');\n    }\n    io::stdout()", "    }\n    io::stdout()")],
    ),
    (
        "judging/acwing166_debug_line.rs",
        "judging/acwing166.rs",
        &[(
            "    let mut out = String::new();\n",
            "    let mut out = format!(\"debug: read {} puzzles\\n\", input.lines().count() - 1);\n",
        )],
    ),
    (
        "judging/leetcode37_prints.rs",
        "judging/leetcode37_editorial.rs",
        &[(
            "        Self::backtrack(board, 0, &mut rows, &mut cols, &mut boxes);\n",
            "        println!(\"debug: solving a board with {} givens\", board.iter().flatten().filter(|&&c| c != '.').count());\n        Self::backtrack(board, 0, &mut rows, &mut cols, &mut boxes);\n        println!(\"debug: done, first row {:?}\", board[0]);\n",
        )],
    ),
    (
        "judging/leetcode37_floods.rs",
        "judging/leetcode37_editorial.rs",
        &[(
            "        Self::backtrack(board, 0, &mut rows, &mut cols, &mut boxes);\n",
            "        Self::backtrack(board, 0, &mut rows, &mut cols, &mut boxes);\n        for _ in 0..5000 {\n            println!(\"debug: {:?}\", board[0]);\n        }\n",
        )],
    ),
    (
        "judging/leetcode37_deny_warnings.rs",
        "judging/leetcode37_editorial.rs",
        &[("\nimpl Solution {\n", "\n#![deny(warnings)]\nimpl Solution {\n")],
    ),
    (
        "judging/leetcode37_wrong_cell.rs",
        "judging/leetcode37_editorial.rs",
        &[(
            "        Self::backtrack(board, 0, &mut rows, &mut cols, &mut boxes);\n",
            "        Self::backtrack(board, 0, &mut rows, &mut cols, &mut boxes);\n        board[0][2] = '9'; // a wrong answer, r1c3\n",
        )],
    ),
];

pub fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// An empty folder for one test, under cargo's target dir (kept after the run for inspection).
pub fn scratch(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(name);
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).unwrap();
    dir
}

pub fn problem(id: &str) -> &'static Problem {
    PROBLEMS.iter().find(|p| p.id == id).unwrap()
}

#[derive(Clone)]
pub struct Sample {
    pub name: String,
    pub input: String,
    pub expected: String,
    /// An official sample, a case within the statement, or one beyond it (our own files answer
    /// it; a user's attempt meets it only with `--all-kinds`).
    pub kind: Kind,
}

/// The cases of `problem`'s samples folder (`sample-N`, then `within-N`, then `beyond-N`), each
/// kind ordered by number; panics if there are none, or if one is named otherwise.
pub fn samples(problem: &Problem) -> Vec<Sample> {
    let dir = root().join("samples").join(problem.samples);
    let mut numbered = Vec::new();
    for entry in fs::read_dir(&dir).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|e| e == "in") {
            let stem = path.file_stem().unwrap().to_str().unwrap().to_string();
            let kind = Kind::of(&stem);
            let number: u32 = stem
                .rsplit('-')
                .next()
                .and_then(|n| n.parse().ok())
                .filter(|_| kind != Kind::Yours)
                .unwrap_or_else(|| {
                    panic!("{}: cases are named sample-N, within-N or beyond-N", stem)
                });
            let expected =
                fs::read_to_string(path.with_extension("out")).expect("every .in has a .out");
            let input = fs::read_to_string(&path).unwrap();
            numbered.push((
                (kind, number),
                Sample {
                    kind,
                    name: format!("{}/{}", problem.id, stem),
                    input,
                    expected,
                },
            ));
        }
    }
    numbered.sort_by_key(|(order, _)| *order);
    assert!(!numbered.is_empty(), "no samples in {}", dir.display());
    numbered.into_iter().map(|(_, sample)| sample).collect()
}

/// How many cases `check` judges a user's attempt on by default: the official samples and the
/// cases within the statement (not those beyond it).
pub fn judged_by_default(problem: &Problem) -> usize {
    samples(problem)
        .iter()
        .filter(|s| s.kind != Kind::Beyond)
        .count()
}

/// Panics unless `actual` is accepted for `sample`, by the same checker the runner uses.
pub fn assert_accepted(problem: &Problem, sample: &Sample, actual: &[u8], context: &str) {
    if let Err(reason) = accepted(problem, sample, actual, context) {
        panic!("{}", reason);
    }
}

/// [`assert_accepted`] as a result: `Err` says why, with the sample's name and the output.
pub fn accepted(
    problem: &Problem,
    sample: &Sample,
    actual: &[u8],
    context: &str,
) -> Result<(), String> {
    // Our own solutions match the samples byte for byte, whatever the judge, but for the spaces
    // an official sample's setter left at line ends (Luogu's), which no judge here minds.
    let expected: String = sample
        .expected
        .split_inclusive('\n')
        .map(|line| match line.strip_suffix('\n') {
            Some(line) => format!("{}\n", line.trim_end_matches(' ')),
            None => line.trim_end_matches(' ').to_string(),
        })
        .collect();
    check_as(
        problem,
        problem.answers,
        &sample.input,
        expected.as_bytes(),
        actual,
        Checker::Exact,
    )
    .map_err(|reason| {
        format!(
            "{} ({}): wrong answer: {}\n--- output ---\n{}",
            sample.name,
            context,
            reason,
            String::from_utf8_lossy(actual)
        )
    })
}

/// The variable that lets a machine without rustc 1.56.1 skip the floor checks, which otherwise
/// fail. CI never sets it.
pub const NO_FLOOR: &str = "OJ_SUDOKU_NO_FLOOR";

/// The real rustc 1.56.1 (the core's floor, SPOJ's compiler), as rustup installs it: its path.
/// Missing, the test fails with the command that installs it, unless [`NO_FLOOR`] is set (then
/// `None`, with a note).
pub fn floor_rustc() -> Option<String> {
    match rustup::find("1.56.1") {
        Ok(Some(installed)) if installed.release == "1.56.1" => {
            Some(installed.rustc.to_string_lossy().into_owned())
        }
        found => {
            let why = match found {
                Err(why) => why,
                _ => "it is not installed".to_string(),
            };
            assert!(
                std::env::var_os(NO_FLOOR).is_some(),
                "rustc 1.56.1 is needed for the floor checks and {}: rustup toolchain install 1.56.1 --profile minimal (or set {}=1 to skip them)",
                why,
                NO_FLOOR
            );
            eprintln!(
                "note: rustc 1.56.1 is missing ({}); {} is set: floor checks skipped",
                why, NO_FLOOR
            );
            None
        }
    }
}

/// The compilers to check with: `rustc` on PATH, then the real rustc 1.56.1 ([`floor_rustc`]).
pub fn toolchains() -> Vec<String> {
    let mut found = vec!["rustc".to_string()];
    found.extend(floor_rustc());
    found
}

/// A PATH with no `rustup` on it: first a folder that holds the stable `rustc`, `cargo` and
/// `clippy-driver` (the real binaries, not rustup's proxies), then the folders of PATH that hold
/// no `rustup` (the linker stays). The toolkit then finds no judge's own release and falls back
/// to the local rustc and the scan, whatever is installed.
pub fn path_without_rustup() -> std::ffi::OsString {
    static MADE: std::sync::Mutex<Option<std::ffi::OsString>> = std::sync::Mutex::new(None);
    let mut made = MADE.lock().unwrap_or_else(|e| e.into_inner());
    made.get_or_insert_with(|| {
        let dir = scratch("path-without-rustup");
        for tool in ["rustc", "cargo", "clippy-driver"] {
            let output = Command::new("rustup")
                .args(["which", tool])
                .output()
                .expect("rustup installs the stable toolchain");
            let real = String::from_utf8(output.stdout).unwrap();
            std::os::unix::fs::symlink(real.trim(), dir.join(tool)).unwrap();
        }
        let path = std::env::var_os("PATH").unwrap_or_default();
        let kept = std::env::split_paths(&path).filter(|d| !d.join("rustup").exists());
        std::env::join_paths(std::iter::once(dir).chain(kept)).unwrap()
    })
    .clone()
}

pub fn version(rustc: &str) -> String {
    let output = Command::new(rustc).arg("--version").output().unwrap();
    String::from_utf8_lossy(&output.stdout).trim().to_string()
}

/// Compiles `source` alone into `out_dir`, without optimising (these builds are for checks;
/// the optimised build that runs the samples is cargo's); returns the binary and the compiler's
/// messages. Panics with those messages when compilation fails.
pub fn compile_alone(
    rustc: &str,
    edition: &str,
    source: &Path,
    out_dir: &Path,
) -> (PathBuf, String) {
    let binary = out_dir.join(format!(
        "{}-{}-{}",
        source.file_stem().unwrap().to_str().unwrap(),
        edition,
        rustc.replace('/', "_")
    ));
    let output = Command::new(rustc)
        .args(["--edition", edition, "-o"])
        .arg(&binary)
        .arg(source)
        .output()
        .unwrap();
    let messages = String::from_utf8_lossy(&output.stderr).into_owned();
    assert!(
        output.status.success(),
        "{} ({}) --edition {} failed to compile {}:\n{}",
        rustc,
        version(rustc),
        edition,
        source.display(),
        messages
    );
    (binary, messages)
}

/// The compile cache the tests use: under cargo's target tmp dir, apart from `target/judge`
/// (the user's), bounded like it.
pub fn test_cache() -> PathBuf {
    Path::new(env!("CARGO_TARGET_TMPDIR")).join("judge")
}

/// Our own solution for `problem`, compiled alone as its home judge compiles it (edition and
/// flags), through the toolkit's content-keyed cache: built once, then shared by every test.
pub fn solution_binary(problem: &Problem) -> PathBuf {
    let judge = problem.judge();
    let toolchain = Toolchain::local(judge.rustc_args(judge.edition));
    let source = root().join("solutions").join(format!("{}.rs", problem.id));
    let text = fs::read(&source).unwrap();
    compile(&toolchain, &source, &text, &test_cache())
        .unwrap_or_else(|message| panic!("{} does not compile:\n{}", source.display(), message))
        .binary
}

/// Type-checks `source` alone (`--emit=metadata`: every error and warning a build would give,
/// without code generation); `Err` holds the compiler's messages, `Ok` any warnings.
pub fn type_check_alone(
    rustc: &str,
    edition: &str,
    source: &Path,
    out_dir: &Path,
) -> Result<String, String> {
    let output = Command::new(rustc)
        .args([
            "--edition",
            edition,
            "--emit=metadata",
            "--crate-type",
            "bin",
        ])
        .arg("--out-dir")
        .arg(out_dir)
        .arg(source)
        .output()
        .unwrap();
    let messages = String::from_utf8_lossy(&output.stderr).into_owned();
    if output.status.success() {
        Ok(messages)
    } else {
        Err(messages)
    }
}

/// Runs `check` on every item, spread over the machine's CPUs, then fails once listing every
/// item that failed (by `name`) and why.
pub fn each<T: Sync>(
    items: &[T],
    name: impl Fn(&T) -> String + Sync,
    check: impl Fn(&T) -> Result<(), String> + Sync,
) {
    let next = std::sync::atomic::AtomicUsize::new(0);
    let failures = std::sync::Mutex::new(Vec::new());
    let workers = std::thread::available_parallelism().map_or(2, |n| n.get());
    std::thread::scope(|scope| {
        for _ in 0..workers.min(items.len()) {
            scope.spawn(|| loop {
                let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                let item = match items.get(i) {
                    Some(item) => item,
                    None => break,
                };
                let result = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| check(item)))
                    .unwrap_or_else(|panic| {
                        Err(panic
                            .downcast_ref::<String>()
                            .cloned()
                            .or_else(|| panic.downcast_ref::<&str>().map(|s| s.to_string()))
                            .unwrap_or_else(|| "panicked".to_string()))
                    });
                if let Err(why) = result {
                    failures
                        .lock()
                        .unwrap()
                        .push(format!("- {}: {}", name(item), why));
                }
            });
        }
    });
    let mut failures = failures.into_inner().unwrap();
    failures.sort();
    assert!(
        failures.is_empty(),
        "{} of {} failed:\n{}",
        failures.len(),
        items.len(),
        failures.join("\n")
    );
}

/// How many inputs a randomized test makes: `default`, or `OJ_SUDOKU_LONG` times as many when
/// that is set (`OJ_SUDOKU_LONG=10 cargo test` for a long run).
pub fn scaled(default: u64) -> u64 {
    let factor = std::env::var("OJ_SUDOKU_LONG")
        .ok()
        .and_then(|v| v.parse::<u64>().ok())
        .unwrap_or(1);
    default * factor.max(1)
}
