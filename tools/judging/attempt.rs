//! A solution file made ready to judge, as the judge would take it: its size checked against
//! the judge's source limit before anything is compiled, a LeetCode-style file (`impl Solution`
//! and no `main`) wrapped the way LeetCode runs it, and the result compiled alone with the
//! judge's edition and flags.

use crate::judging::compile::{self, Build, Toolchain};
use crate::judging::toolchain;
use crate::registry::{Judge, Problem, Version, HARNESS_MARKER};
use std::fs;
use std::path::Path;

/// Why a file never ran.
#[derive(Debug)]
pub enum Refused {
    /// Over the judge's source limit: refused before compiling.
    TooLong(String),
    /// The compiler's message, pointing at the user's own lines.
    CompileError(String),
}

/// A compiled attempt.
pub struct Compiled {
    pub build: Build,
    /// Whether it was wrapped in the LeetCode harness.
    pub wrapped: bool,
}

/// The environment variable in which the LeetCode harness finds the file for its answers: the
/// returned values go there, so the attempt's own prints (which LeetCode ignores) cannot mix
/// with them.
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
    let code = code_of(text);
    let wrapped = problem.is_leetcode() && !defines_main(&code);
    let to_compile = if wrapped {
        let harness =
            harness(root, problem, declares_solution(&code)).map_err(Refused::CompileError)?;
        // The harness goes after the user's code, so every line keeps its number.
        format!("{}\n{}", text, harness)
    } else {
        text.to_string()
    };
    let build = match compile::compile(toolchain, source, to_compile.as_bytes(), cache) {
        Ok(build) => build,
        Err(message) if wrapped => {
            return Err(Refused::CompileError(point_at_user_lines(
                &message,
                source,
                text.lines().count(),
            )))
        }
        Err(message) => return Err(Refused::CompileError(message)),
    };
    if let Some(message) = older_rustc_refuses(judge, toolchain, source, text, &to_compile, &build)
    {
        return Err(Refused::CompileError(message));
    }
    Ok(Compiled { build, wrapped })
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
    let floor = judge.rustc?;
    let ours = toolchain
        .version()
        .ok()?
        .lines()
        .find_map(|l| l.strip_prefix("release: "))
        .and_then(Version::parse)?;
    if floor >= ours {
        return None;
    }
    let edition = toolchain
        .args
        .iter()
        .skip_while(|a| *a != "--edition")
        .nth(1)
        .map_or("2015", String::as_str);
    let kept = build
        .binary
        .with_extension(format!("refused-below-{}", floor));
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
        "rustc {} builds it, but {} runs rustc {}, which would not:\n{}",
        ours, judge.title, floor, findings
    ))
}

/// `text` without its comments (line comments, block comments, and doc comments), so that a
/// `fn main` in a comment does not count. Strings are kept: good enough for these two tests.
fn code_of(text: &str) -> String {
    let mut code = String::with_capacity(text.len());
    let mut rest = text;
    while !rest.is_empty() {
        if let Some(after) = rest.strip_prefix("//") {
            rest = after.find('\n').map_or("", |n| &after[n..]);
        } else if let Some(after) = rest.strip_prefix("/*") {
            rest = after.find("*/").map_or("", |n| &after[n + 2..]);
            code.push(' ');
        } else {
            let c = rest.chars().next().unwrap_or(' ');
            code.push(c);
            rest = &rest[c.len_utf8()..];
        }
    }
    code
}

/// Whether `text` (comments aside) declares `what`: `"fn main"` or `"struct Solution"`.
pub fn declares(text: &str, what: &str) -> bool {
    let (keyword, name) = what.split_once(' ').unwrap_or((what, ""));
    has_item(&code_of(text), keyword, name)
}

/// Whether `code` has an item `fn main`.
fn defines_main(code: &str) -> bool {
    has_item(code, "fn", "main")
}

/// Whether `code` declares `struct Solution` (LeetCode's wrapper supplies one otherwise).
fn declares_solution(code: &str) -> bool {
    has_item(code, "struct", "Solution")
}

/// Whether `keyword name` occurs in `code` as two whole words.
fn has_item(code: &str, keyword: &str, name: &str) -> bool {
    let words: Vec<&str> = code
        .split(|c: char| !(c.is_alphanumeric() || c == '_'))
        .filter(|w| !w.is_empty())
        .collect();
    words.windows(2).any(|w| w[0] == keyword && w[1] == name)
}

/// The local harness of our own solution to `problem` (what its file has below the marker),
/// with its modules renamed so they cannot clash with the user's, and without `struct Solution`
/// when the user declares one.
fn harness(root: &Path, problem: &Problem, user_has_solution: bool) -> Result<String, String> {
    let ours = root.join("solutions").join(format!("{}.rs", problem.id));
    let text = fs::read_to_string(&ours)
        .map_err(|e| format!("cannot read the harness in {}: {}", ours.display(), e))?;
    let (_, harness) = text
        .split_once(HARNESS_MARKER)
        .ok_or_else(|| format!("{} has no harness marker", ours.display()))?;
    let mut harness = harness.to_string();
    let modules: Vec<String> = harness
        .lines()
        .filter_map(|l| l.strip_prefix("mod ").and_then(|r| r.strip_suffix(" {")))
        .map(str::to_string)
        .collect();
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
    if user_has_solution {
        harness = harness
            .lines()
            .filter(|l| l.trim() != "pub struct Solution;")
            .collect::<Vec<_>>()
            .join("\n");
    }
    Ok(format!(
        "// ---- oj-sudoku: LeetCode's wrapper, as run locally (not part of your file) ----\n{}",
        harness
    ))
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

    #[test]
    fn finds_main_and_solution_outside_comments_only() {
        let code = code_of("// fn main() {}\n/* struct Solution; */\nimpl Solution {}\n");
        assert!(!defines_main(&code) && !declares_solution(&code));
        let code = code_of("pub struct Solution {}\nfn  main () {}\n");
        assert!(defines_main(&code) && declares_solution(&code));
        assert!(!defines_main(&code_of("fn main_loop() {}")));
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
