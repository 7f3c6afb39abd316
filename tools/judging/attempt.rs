//! A solution file made ready to judge, as the judge would take it: its size checked against
//! the judge's source limit before anything is compiled, a LeetCode-style file (`impl Solution`
//! and no `main`) wrapped the way LeetCode runs it, and the result compiled with the judge's
//! edition and flags: alone with rustc, or, where it names crates the judge offers, in a cargo
//! package as the judge builds it ([`crates`](crate::judging::crates)).

use crate::judging::compile::{self, Build, Toolchain};
use crate::judging::crates::{self, Failed, Plan};
use crate::judging::target::{self, Checked};
use crate::judging::toolchain::{self, Fidelity};
use crate::lexer::Tokens;
use crate::registry::{Crate, Judge, Problem, HARNESS_MARKER};
use std::fs;
use std::path::Path;

/// Why a file never ran.
#[derive(Debug)]
pub enum Refused {
    /// Over the judge's source limit: refused before compiling.
    TooLong(String),
    /// The compiler's message, pointing at the user's own lines.
    CompileError(String),
    /// It cannot be built here the judge's way (the crates it names cannot be fetched): no
    /// verdict, and why.
    Unavailable(String),
}

/// A compiled attempt.
pub struct Compiled {
    pub build: Build,
    /// Whether it was wrapped in the LeetCode harness.
    pub wrapped: bool,
    /// The judge's crates it was built against, with cargo (none: rustc alone).
    pub crates: Vec<&'static Crate>,
    /// What the report should say of how it was checked beyond the build (a judge's other
    /// target checked only by a scan).
    pub notes: Vec<String>,
}

/// The environment variable in which the LeetCode harness finds the file for its answers: the
/// returned values go there, so the attempt's own prints (which LeetCode does not judge) cannot
/// mix with them.
pub const ANSWERS_VARIABLE: &str = oj_sudoku::io::literals::ANSWERS_FILE;

/// Checks, wraps if need be, and compiles `source` (whose contents are `text`) for `problem` on
/// `judge` into the compile cache `cache`.
pub fn prepare(
    root: &Path,
    problem: &Problem,
    judge: &Judge,
    source: &Path,
    text: &str,
    toolchain: &Toolchain,
    cache: &Path,
) -> Result<Compiled, Refused> {
    if let Some(limit) = judge.source_limit {
        if text.len() > limit {
            return Err(Refused::TooLong(format!(
                "source is {} bytes, over {}'s limit of {} bytes: refused before compiling",
                text.len(),
                judge.title,
                limit
            )));
        }
    }
    let leetcode = problem.is_leetcode();
    if leetcode {
        if let Some(why) = leetcode_refusal(text) {
            return Err(Refused::CompileError(why));
        }
    }
    // A file with our marker carries its own harness below it (and LeetCode gets the part
    // above); any other LeetCode file is wrapped as LeetCode wraps it.
    let wrapped = leetcode && !text.contains(HARNESS_MARKER);
    let to_compile = if wrapped {
        let harness = harness(root, problem).map_err(Refused::CompileError)?;
        // The harness goes after the user's code, so every line keeps its number.
        format!("{}\n{}", text, harness)
    } else {
        text.to_string()
    };
    let year = toolchain
        .args
        .iter()
        .skip_while(|a| *a != "--edition")
        .nth(1)
        .and_then(|e| e.parse().ok())
        .unwrap_or(2015);
    let plan = crates::plan(judge, text, year).map_err(Refused::CompileError)?;
    let used = match &plan {
        Plan::Rustc => Vec::new(),
        Plan::Cargo(crates) => crates.clone(),
    };
    let built = match plan {
        Plan::Rustc => compile::compile(toolchain, source, to_compile.as_bytes(), cache),
        Plan::Cargo(crates) => match crates::build(
            judge,
            &crates,
            toolchain,
            source,
            to_compile.as_bytes(),
            cache,
            &crates::crates_dir(root),
        ) {
            Ok(build) => Ok(build),
            Err(Failed::Refused(message)) => Err(format!(
                "as {} builds it: {}\n{}",
                judge.title,
                crates::describe(judge, &crates),
                message
            )),
            Err(Failed::Unavailable(why)) => return Err(Refused::Unavailable(why)),
        },
    };
    let build = match built {
        Ok(build) => build,
        Err(message) if wrapped => {
            let message = point_at_user_lines(&message, source, text.lines().count());
            let message = if declares_solution(text) {
                format!(
                    "{}\n{}",
                    "LeetCode declares `struct Solution;` itself (its wrapper supplies it, as here), so a file that declares it too does not compile there: keep only `impl Solution`",
                    message
                )
            } else {
                message
            };
            return Err(Refused::CompileError(message));
        }
        Err(message) => return Err(Refused::CompileError(message)),
    };
    if let Some(message) = older_rustc_refuses(judge, toolchain, source, text, &to_compile, &build)
    {
        return Err(Refused::CompileError(message));
    }
    let mut notes = Vec::new();
    // A judge that does not run Linux (Codeforces: Windows) refuses what std has only on Unix.
    match target::check(judge, toolchain, source, text, &to_compile, &build, cache) {
        Checked::Passed => {}
        Checked::Refused(message) => return Err(Refused::CompileError(message)),
        Checked::Scanned(note) => notes.push(note),
    }
    // A judge that lets a program start no thread (DMOJ) refuses the first spawn at run time.
    if judge.one_thread.is_some() {
        if let Some((line, what)) = starts_a_thread(text) {
            notes.push(format!(
                "{}:{} starts a thread ({}): {} lets a program start none (RLIMIT_NPROC 0), so it is RE there; here a run is RE where a second thread is seen while it runs, and one that ends between two readings can go unseen",
                source.display(),
                line,
                what,
                judge.title
            ));
        }
    }
    Ok(Compiled {
        build,
        wrapped,
        crates: used,
        notes,
    })
}

/// Where `text` starts a thread through std (`thread::spawn`, `thread::scope`, or a
/// `thread::Builder`): its line and the path, outside comments and strings.
fn starts_a_thread(text: &str) -> Option<(usize, String)> {
    let t = Tokens::new(text, 2021);
    (0..t.len()).find_map(|i| {
        let call = ["spawn", "scope", "Builder"]
            .into_iter()
            .find(|name| t.is(i + 2, name))?;
        (t.is(i, "thread") && t.is(i + 1, "::"))
            .then(|| (t.list[i].line, format!("thread::{}", call)))
    })
}

/// Where the judge runs an older rustc than ours: why that rustc would not build the file (the
/// items and features it lacks, on the user's own lines), if it would not. Checked once per
/// cached binary: the answer is kept beside it.
fn older_rustc_refuses(
    judge: &Judge,
    toolchain: &Toolchain,
    source: &Path,
    text: &str,
    compiled: &str,
    build: &Build,
) -> Option<String> {
    if matches!(toolchain.fidelity, Fidelity::Exact { .. }) {
        return None;
    }
    let floor = judge.rustc?;
    let ours = toolchain::release_of(toolchain)?;
    if floor >= ours {
        return None;
    }
    let edition = toolchain
        .args
        .iter()
        .skip_while(|a| *a != "--edition")
        .nth(1)
        .map_or("2015", String::as_str);
    let kept = compile::note_path(&build.binary, &format!("refused-below-{}", floor));
    let findings = match fs::read_to_string(&kept) {
        Ok(findings) => findings,
        Err(_) => {
            let refusals = toolchain::refusals(source, compiled, edition, floor).ok()?;
            let user_lines = text.lines().count();
            let findings: String = refusals
                .findings
                .iter()
                .filter(|f| f.line <= user_lines)
                .map(|f| format!("{}\n", f))
                .collect();
            let _ = fs::write(&kept, &findings);
            findings
        }
    };
    if findings.is_empty() {
        return None;
    }
    Some(format!(
        "rustc {} builds it, but {} runs rustc {}, which would not (found by the scan for what {} lacks):\n{}",
        ours, judge.title, floor, floor, findings
    ))
}

/// The part of a LeetCode file that LeetCode gets: what is above our harness marker, or the
/// whole file.
pub fn leetcode_part(text: &str) -> &str {
    text.split_once(HARNESS_MARKER)
        .map_or(text, |(above, _)| above)
}

/// Why LeetCode would not compile the part of `text` it gets, when that is plain before
/// compiling: a `fn main` (LeetCode's driver has its own). A `struct Solution` is left to the
/// compiler, which refuses it as LeetCode's does (the wrapper declares one too).
pub fn leetcode_refusal(text: &str) -> Option<String> {
    let part = leetcode_part(text);
    if has_item(part, "fn", "main") {
        return Some(
            "the part LeetCode gets declares `fn main`, and LeetCode appends its own driver with a `main`, so it does not compile there: keep only `impl Solution` (and your helpers), with a local `main` below the line `// ---- local harness: not part of the LeetCode submission ----` if you want one".to_string(),
        );
    }
    if text.contains(HARNESS_MARKER) && has_item(part, "struct", "Solution") {
        return Some(
            "the part LeetCode gets declares `struct Solution`, and LeetCode declares it itself, so it does not compile there: move it below the harness line".to_string(),
        );
    }
    None
}

/// Whether `text`'s code (comments and literals aside) has the item `keyword name`, as in
/// `struct Solution` or `fn main`.
fn has_item(text: &str, keyword: &str, name: &str) -> bool {
    let code = Tokens::new(text, 2021);
    (0..code.len()).any(|i| code.is(i, keyword) && code.is(i + 1, name))
}

/// Whether `text` declares `struct Solution` (LeetCode's wrapper declares one too).
fn declares_solution(text: &str) -> bool {
    has_item(text, "struct", "Solution")
}

/// The local harness of our own solution to `problem` (what its file has below the marker:
/// `struct Solution;` as LeetCode supplies it, and a driver), with its own top-level items (its
/// modules, its `PROGRAM`) renamed `oj_sudoku_harness_*`, so that they cannot clash with the
/// user's: only `Solution` and `main` keep their names, as LeetCode's wrapper declares them too.
fn harness(root: &Path, problem: &Problem) -> Result<String, String> {
    let ours = root.join("solutions").join(format!("{}.rs", problem.id));
    let text = fs::read_to_string(&ours)
        .map_err(|e| format!("cannot read the harness in {}: {}", ours.display(), e))?;
    let (_, harness) = text
        .split_once(HARNESS_MARKER)
        .ok_or_else(|| format!("{} has no harness marker", ours.display()))?;
    Ok(format!(
        "// ---- oj-sudoku: LeetCode's wrapper, as run locally (not part of your file) ----\n{}",
        allow_lints(&rename_top_level(harness))
    ))
}

/// `harness` with `#[allow(warnings)]` on each of its top-level items (lines at column 0 that
/// start one, `pub` or not): the file's own lint levels (`#![deny(warnings)]`) reach the harness
/// appended to it, and our harness, which stands for LeetCode's wrapper, must not make a file CE
/// with lints of its own (its renamed `oj_sudoku_harness_PROGRAM` is not an upper-case name).
fn allow_lints(harness: &str) -> String {
    const ITEMS: [&str; 10] = [
        "mod ", "const ", "static ", "fn ", "struct ", "enum ", "type ", "trait ", "impl", "use ",
    ];
    let mut allowed = String::with_capacity(harness.len() + 128);
    for line in harness.split_inclusive('\n') {
        let item = line.strip_prefix("pub ").unwrap_or(line);
        if ITEMS.iter().any(|keyword| item.starts_with(keyword)) {
            allowed.push_str("#[allow(warnings)]\n");
        }
        allowed.push_str(line);
    }
    allowed
}

/// `harness` with the names of its top-level items (lines at column 0, `pub` or not) renamed
/// `oj_sudoku_harness_NAME`, but `Solution` and `main`: a module where it is declared (`mod io {`)
/// and reached (`crate::io::`), for a name of its own is also read inside the module (`io` is
/// `std::io` there); any other item (`const PROGRAM`) wherever it is a whole identifier not
/// reached through a path (`::`) or a field (`.`).
fn rename_top_level(harness: &str) -> String {
    const ITEMS: [&str; 7] = ["const", "static", "fn", "struct", "enum", "type", "trait"];
    let (mut modules, mut items) = (Vec::new(), Vec::new());
    for line in harness.lines() {
        let mut words = line
            .strip_prefix("pub ")
            .unwrap_or(line)
            .split(|c: char| !(c.is_alphanumeric() || c == '_'));
        let (keyword, name) = match (words.next(), words.next()) {
            (Some(keyword), Some(name)) if !name.is_empty() => (keyword, name),
            _ => continue,
        };
        if name == "Solution" || name == "main" {
            continue;
        }
        if keyword == "mod" {
            modules.push(name);
        } else if ITEMS.contains(&keyword) {
            items.push(name);
        }
    }
    let mut harness = harness.to_string();
    for module in modules {
        let renamed = format!("oj_sudoku_harness_{}", module);
        harness = harness
            .replace(
                &format!("mod {} {{", module),
                &format!("mod {} {{", renamed),
            )
            .replace(
                &format!("crate::{}::", module),
                &format!("crate::{}::", renamed),
            );
    }
    if items.is_empty() {
        return harness;
    }
    let word = |c: char| c.is_alphanumeric() || c == '_';
    let mut renamed = String::with_capacity(harness.len() + 64);
    let mut rest = harness.as_str();
    while let Some(at) = rest.find(word) {
        renamed.push_str(&rest[..at]);
        rest = &rest[at..];
        let end = rest.find(|c: char| !word(c)).unwrap_or(rest.len());
        let name = &rest[..end];
        if items.contains(&name) && !renamed.ends_with("::") && !renamed.ends_with('.') {
            renamed.push_str("oj_sudoku_harness_");
        }
        renamed.push_str(name);
        rest = &rest[end..];
    }
    renamed.push_str(rest);
    renamed
}

/// The compiler's `message` about the wrapped file (compiled under the user's path), with the
/// lines past the user's own named as the harness's.
fn point_at_user_lines(message: &str, source: &Path, user_lines: usize) -> String {
    let shown = source.display().to_string();
    message
        .lines()
        .map(|line| match line.find(&shown) {
            Some(at) => {
                let after = &line[at + shown.len()..];
                let number: usize = after
                    .trim_start_matches(':')
                    .split(':')
                    .next()
                    .and_then(|n| n.parse().ok())
                    .unwrap_or(0);
                if number > user_lines {
                    format!(
                        "{}oj-sudoku's LeetCode harness, after your file{}",
                        &line[..at],
                        after
                    )
                } else {
                    line.to_string()
                }
            }
            None => line.to_string(),
        })
        .collect::<Vec<_>>()
        .join("\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Threads are found where std starts them, not in comments, strings or other paths.
    #[test]
    fn a_thread_is_found_where_std_starts_one() {
        let big_stack = "fn main() {\n    // thread::spawn in a comment\n    let s = \"thread::spawn\";\n    std::thread::Builder::new().stack_size(1 << 28).spawn(run).unwrap().join().unwrap();\n}\n";
        assert_eq!(
            starts_a_thread(big_stack),
            Some((4, "thread::Builder".to_string()))
        );
        assert_eq!(
            starts_a_thread("use std::thread;\nfn main() { thread::spawn(|| ()); }\n"),
            Some((2, "thread::spawn".to_string()))
        );
        assert_eq!(
            starts_a_thread("fn main() { std::thread::sleep(d); x.spawn(); }\n"),
            None
        );
    }

    #[test]
    fn finds_main_and_solution_outside_comments_only() {
        let text = "// fn main() {}\n/* struct Solution; */\nimpl Solution {}\n";
        assert!(!has_item(text, "fn", "main") && !declares_solution(text));
        let text = "pub struct Solution {}\nfn  main () {}\n";
        assert!(has_item(text, "fn", "main") && declares_solution(text));
        assert!(!has_item("fn main_loop() {}", "fn", "main"));
        assert!(!has_item("let s = \"fn main\";", "fn", "main"));
    }

    /// The harness's own top-level items are renamed wherever they appear as a whole word (a user
    /// file may define `PROGRAM` or `mod io`, as LeetCode allows); `Solution` and `main`, which
    /// LeetCode's wrapper declares too, and words that merely contain a name, are left.
    #[test]
    fn the_harness_renames_its_own_top_level_items_but_solution_and_main() {
        let text = "pub struct Solution;\npub const PROGRAM: crate::io::stdio::Format = |i, o, l| crate::io::literals::run(i, o, l, Solution::solve);\npub fn main() {\n\tstd::process::exit(crate::io::literals::run_harness(PROGRAM));\n}\nmod io {\n\tpub mod literals {\n\t\tuse std::io::{self, Write};\n\t\tconst PROGRAM_NAME: &str = \"io\";\n\t\tfn f() { io::stdin(); other::PROGRAM; }\n\t}\n}\n";
        assert_eq!(
            rename_top_level(text),
            "pub struct Solution;\npub const oj_sudoku_harness_PROGRAM: crate::oj_sudoku_harness_io::stdio::Format = |i, o, l| crate::oj_sudoku_harness_io::literals::run(i, o, l, Solution::solve);\npub fn main() {\n\tstd::process::exit(crate::oj_sudoku_harness_io::literals::run_harness(oj_sudoku_harness_PROGRAM));\n}\nmod oj_sudoku_harness_io {\n\tpub mod literals {\n\t\tuse std::io::{self, Write};\n\t\tconst PROGRAM_NAME: &str = \"io\";\n\t\tfn f() { io::stdin(); other::PROGRAM; }\n\t}\n}\n"
        );
        // Every LeetCode problem's harness, as our solutions have it, keeps no other name at the
        // top level, and each of its items allows warnings (a file's `#![deny(warnings)]` is not
        // the harness's to fail).
        let root = Path::new(env!("CARGO_MANIFEST_DIR"));
        for problem in crate::registry::PROBLEMS.iter().filter(|p| p.is_leetcode()) {
            let wrapped = harness(root, problem).unwrap();
            for line in wrapped
                .lines()
                .filter(|l| !l.starts_with([' ', '\t', '/', '}']))
            {
                let line = line.strip_prefix("pub ").unwrap_or(line);
                assert!(
                    line.is_empty()
                        || line == "#[allow(warnings)]"
                        || line.contains("oj_sudoku_harness_")
                        || ["struct Solution;", "fn main() {"].contains(&line),
                    "{}: {:?}",
                    problem.id,
                    line
                );
            }
            let lines: Vec<&str> = wrapped.lines().collect();
            for (i, line) in lines.iter().enumerate() {
                let item = line.strip_prefix("pub ").unwrap_or(line);
                if ["struct ", "const ", "fn ", "mod "]
                    .iter()
                    .any(|k| item.starts_with(k))
                {
                    assert_eq!(
                        lines[i - 1],
                        "#[allow(warnings)]",
                        "{}: {}",
                        problem.id,
                        line
                    );
                }
            }
        }
    }

    #[test]
    fn compiler_lines_point_at_the_users_file_or_the_harness() {
        let message = "error[E0308]: mismatched types\n --> me.rs:3:5\n --> me.rs:40:9";
        let told = point_at_user_lines(message, Path::new("me.rs"), 10);
        assert_eq!(
            told,
            "error[E0308]: mismatched types\n --> me.rs:3:5\n --> oj-sudoku's LeetCode harness, after your file:40:9"
        );
    }
}
