//! What a judge's older rustc would refuse in a file that the local, newer rustc compiles: SPOJ
//! runs rustc 1.56, and no such compiler is installed here. Two checks, at a floor version:
//! - std items (functions, methods, types, constants) stabilised after the floor: clippy's
//!   `incompatible_msrv` lint, run by `clippy-driver` on the file alone with the floor as its
//!   MSRV ([`std_refusals`]);
//! - language features stabilised after the floor, which that lint does not see (captured
//!   identifiers in format strings, `let … else`, let chains, …): a scan of the file's tokens
//!   ([`language_refusals`]; `features` lists exactly what it detects).
//!
//! [`refusals`] runs both. Without `clippy-driver` it says so in a note and keeps the scan's
//! findings: a missing tool never makes a file look refused.

mod features;
mod tokens;

use crate::registry::Version;
use std::fmt;
use std::fs;
use std::path::Path;
use std::process::Command;
use std::sync::atomic::{AtomicUsize, Ordering};

/// Something in a file that a rustc older than `since` refuses.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Finding {
    /// From 1.
    pub line: usize,
    /// From 1, in characters.
    pub column: usize,
    /// What it is, e.g. `` `let … else` `` or `` the std method `.abs_diff()` ``.
    pub what: String,
    /// The release that stabilised it.
    pub since: Version,
}

impl fmt::Display for Finding {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(
            f,
            "line {}, column {}: {}, stable since Rust {}",
            self.line, self.column, self.what, self.since
        )
    }
}

/// The findings of both checks, in file order, and notes on any check that could not run.
#[derive(Debug, Default)]
pub struct Refusals {
    pub findings: Vec<Finding>,
    pub notes: Vec<String>,
}

/// The oldest rustc that knows each edition.
const EDITIONS: [(&str, Version); 4] = [
    ("2015", Version::new(1, 0)),
    ("2018", Version::new(1, 31)),
    ("2021", Version::new(1, 56)),
    ("2024", Version::new(1, 85)),
];

/// What a rustc at `floor` would refuse in `source` (whose text is `text`), compiled with
/// `--edition edition`: the language scan, then clippy's `incompatible_msrv`. `Err` when the
/// arguments make no sense: an unknown edition, or one newer than the floor.
pub fn refusals(
    source: &Path,
    text: &str,
    edition: &str,
    floor: Version,
) -> Result<Refusals, String> {
    let mut refusals = Refusals {
        findings: language_refusals(text, edition, floor)?,
        notes: Vec::new(),
    };
    match std_refusals(source, text, edition, floor) {
        Ok(findings) => refusals.findings.extend(findings),
        Err(note) => refusals.notes.push(note),
    }
    refusals
        .findings
        .sort_by(|a, b| (a.line, a.column, &a.what).cmp(&(b.line, b.column, &b.what)));
    refusals.findings.dedup();
    Ok(refusals)
}

/// The edition's year, checked against the floor.
fn edition_year(edition: &str, floor: Version) -> Result<u32, String> {
    let &(year, needs) = EDITIONS
        .iter()
        .find(|(year, _)| *year == edition)
        .ok_or_else(|| format!("unknown edition {}", edition))?;
    if needs > floor {
        return Err(format!(
            "edition {} needs Rust {}, newer than {}",
            edition, needs, floor
        ));
    }
    Ok(year.parse().unwrap_or(2015))
}

/// The language features in `text` stabilised after `floor` (no std items): fast, in process.
pub fn language_refusals(
    text: &str,
    edition: &str,
    floor: Version,
) -> Result<Vec<Finding>, String> {
    let year = edition_year(edition, floor)?;
    Ok(features::scan(text, year)
        .into_iter()
        .filter(|f| f.since > floor)
        .collect())
}

/// The std items in `source` stabilised after `floor`, by clippy's `incompatible_msrv` lint run
/// on the file alone (`clippy-driver`, as a library so that a file without `main` is checked
/// too). `Err` holds why it could not run: no `clippy-driver`, or a file that does not compile.
pub fn std_refusals(
    source: &Path,
    text: &str,
    edition: &str,
    floor: Version,
) -> Result<Vec<Finding>, String> {
    edition_year(edition, floor)?;
    static RUNS: AtomicUsize = AtomicUsize::new(0);
    let dir = std::env::temp_dir().join(format!(
        "oj-sudoku-msrv-{}-{}",
        std::process::id(),
        RUNS.fetch_add(1, Ordering::Relaxed)
    ));
    let cannot = |e: std::io::Error| format!("cannot prepare {}: {}", dir.display(), e);
    fs::create_dir_all(&dir).map_err(cannot)?;
    // The MSRV reaches clippy through a clippy.toml of its own (CLIPPY_CONF_DIR), never the
    // project's, and not through cargo's CARGO_PKG_RUST_VERSION.
    fs::write(
        dir.join("clippy.toml"),
        format!("msrv = \"{}.{}.0\"\n", floor.major, floor.minor),
    )
    .map_err(cannot)?;
    let output = Command::new("clippy-driver")
        .args([
            "--edition",
            edition,
            "--crate-type",
            "lib",
            "--crate-name",
            "attempt",
        ])
        .arg("--emit=metadata")
        .arg("-o")
        .arg(dir.join("attempt.rmeta"))
        .args([
            "-A",
            "warnings",
            "--force-warn",
            "clippy::incompatible_msrv",
        ])
        .arg("--error-format=short")
        .arg(source)
        .env("CLIPPY_CONF_DIR", &dir)
        .env_remove("CARGO_PKG_RUST_VERSION")
        .env_remove("CLIPPY_ARGS")
        .output();
    let _ = fs::remove_dir_all(&dir);
    let output = output.map_err(|e| {
        format!(
            "std items newer than Rust {} were not checked: cannot run clippy-driver ({}); \
             `rustup component add clippy` installs it",
            floor, e
        )
    })?;
    let messages = String::from_utf8_lossy(&output.stderr);
    let findings = parse_clippy(&messages, &source.to_string_lossy(), text);
    if !output.status.success() && findings.is_empty() {
        let first = messages
            .lines()
            .find(|l| l.contains("error"))
            .or_else(|| messages.lines().next())
            .unwrap_or("no message");
        return Err(format!(
            "std items newer than Rust {} were not checked: clippy-driver failed: {}",
            floor, first
        ));
    }
    Ok(findings)
}

/// clippy's `--error-format=short` lines for `path`, such as
/// ``a.rs:4:15: warning: current MSRV (Minimum Supported Rust Version) is `1.56.0` but this item is stable since `1.60.0` ``,
/// as findings named from `text`.
fn parse_clippy(messages: &str, path: &str, text: &str) -> Vec<Finding> {
    const MARK: &str = ": warning: current MSRV (Minimum Supported Rust Version) is";
    let lines: Vec<&str> = text.lines().collect();
    let mut findings = Vec::new();
    for message in messages.lines() {
        let at = match message.find(MARK) {
            Some(at) => at,
            None => continue,
        };
        let mut place = message[..at].rsplitn(3, ':');
        let (column, line, file) = (place.next(), place.next(), place.next());
        let (line, column): (usize, usize) = match (
            line.and_then(|l| l.parse().ok()),
            column.and_then(|c| c.parse().ok()),
        ) {
            (Some(line), Some(column)) if file == Some(path) => (line, column),
            _ => continue,
        };
        let rest = &message[at + MARK.len()..];
        let since = rest
            .rsplit("since `")
            .next()
            .and_then(|v| Version::parse(v.trim_end_matches('`')));
        let since = match since {
            Some(since) => since,
            None => continue,
        };
        let source_line = lines.get(line.wrapping_sub(1)).copied().unwrap_or("");
        let mut what = item_at(source_line, column);
        if rest.contains("in a `const` context") {
            what.push_str(" in a const context");
        }
        findings.push(Finding {
            line,
            column,
            what,
            since,
        });
    }
    findings.dedup();
    findings
}

/// The std item at `column` of `line`: `` the std method `.abs_diff()` `` after a `.`, else
/// `` the std item `u32::abs_diff` ``.
fn item_at(line: &str, column: usize) -> String {
    let before: String = line.chars().take(column.saturating_sub(1)).collect();
    let name: String = line
        .chars()
        .skip(column.saturating_sub(1))
        .take_while(|&c| c == '_' || c == ':' || c.is_alphanumeric())
        .collect();
    let name = name.trim_end_matches(':');
    if name.is_empty() {
        "a std item".to_string()
    } else if before.trim_end().ends_with('.') {
        format!("the std method `.{}()`", name)
    } else {
        format!("the std item `{}`", name)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn versions_parse_and_order() {
        assert_eq!(Version::parse("1.56"), Some(Version::new(1, 56)));
        assert_eq!(Version::parse("1.60.0"), Some(Version::new(1, 60)));
        assert_eq!(
            Version::parse("rustc 1.63.0 (4b91a6ea7 2022-08-08)"),
            Some(Version::new(1, 63))
        );
        assert_eq!(Version::parse("unknown"), None);
        assert!(Version::new(1, 9) < Version::new(1, 56));
        assert_eq!(Version::new(1, 58).to_string(), "1.58");
    }

    #[test]
    fn findings_print_with_their_place_and_version() {
        let finding = Finding {
            line: 12,
            column: 20,
            what: "println!(\"{x}\") captures an identifier in a format string".to_string(),
            since: Version::new(1, 58),
        };
        assert_eq!(
            finding.to_string(),
            "line 12, column 20: println!(\"{x}\") captures an identifier in a format string, stable since Rust 1.58"
        );
    }

    #[test]
    fn clippy_lines_become_named_findings() {
        let text = "fn main() {\n    let d = 3u32.abs_diff(5);\n    let e = u32::abs_diff(1, 2);\n    static M: std::sync::Mutex<u8> = std::sync::Mutex::new(0);\n}\n";
        let messages = "\
a.rs:2:18: warning: current MSRV (Minimum Supported Rust Version) is `1.56.0` but this item is stable since `1.60.0`
a.rs:3:13: warning: current MSRV (Minimum Supported Rust Version) is `1.56.0` but this item is stable since `1.60.0`
a.rs:4:38: warning: current MSRV (Minimum Supported Rust Version) is `1.56.0` but this item is stable in a `const` context since `1.63.0`
b.rs:1:1: warning: current MSRV (Minimum Supported Rust Version) is `1.56.0` but this item is stable since `1.90.0`
warning: 3 warnings emitted";
        let findings = parse_clippy(messages, "a.rs", text);
        let shown: Vec<String> = findings.iter().map(|f| f.to_string()).collect();
        assert_eq!(
            shown,
            vec![
                "line 2, column 18: the std method `.abs_diff()`, stable since Rust 1.60",
                "line 3, column 13: the std item `u32::abs_diff`, stable since Rust 1.60",
                "line 4, column 38: the std item `std::sync::Mutex::new` in a const context, stable since Rust 1.63",
            ]
        );
    }

    #[test]
    fn editions_newer_than_the_floor_are_refused_as_arguments() {
        assert!(language_refusals("", "2021", Version::new(1, 56)).is_ok());
        assert!(language_refusals("", "2024", Version::new(1, 56)).is_err());
        assert!(language_refusals("", "2027", Version::new(1, 95)).is_err());
    }

    #[test]
    fn only_findings_newer_than_the_floor_count() {
        let text =
            "fn main() { let x = 1; println!(\"{x}\"); let Some(y) = Some(x) else { return }; }";
        let at = |minor| language_refusals(text, "2021", Version::new(1, minor)).unwrap();
        assert_eq!(at(56).len(), 2);
        assert_eq!(at(58).len(), 1);
        assert_eq!(at(65).len(), 0);
    }
}
