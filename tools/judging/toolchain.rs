//! The judge's compiler: its own release when rustup has it installed ([`for_judge`]), exactly as
//! the judge runs it; otherwise the local rustc, and what the judge's older rustc would refuse in
//! a file that the local, newer one compiles, found by two checks at the judge's version:
//! - std items (functions, methods, types, constants) stabilised after it: clippy's
//!   `incompatible_msrv` lint, run by `clippy-driver` on the file alone with that version as its
//!   MSRV ([`std_refusals`]), minus the methods the file defines itself (an extension trait
//!   that backfills `abs_diff` on an older rustc is the file's own method there). Without
//!   types, a name the file defines in any trait counts as its own at every call: the std
//!   method of that name called on a type the trait does not cover, or with the trait out of
//!   scope, is not refused (a false AC, chosen over refusing the everyday extension trait);
//! - language features stabilised after it, which that lint does not see (captured
//!   identifiers in format strings, `let … else`, let chains, …): a scan of the file's tokens
//!   ([`language_refusals`]; `features` lists exactly what it detects and what it cannot).
//!
//! [`refusals`] runs both. Without `clippy-driver` it says so in a note and keeps the scan's
//! findings: a missing tool never makes a file look refused.

mod features;
pub mod rustup;

use crate::judging::compile::Toolchain;
use crate::lexer::Tokens;
use crate::registry::{Judge, Version};
use std::fmt;
use std::fs;
use std::path::Path;
use std::process::Command;
use std::sync::atomic::{AtomicUsize, Ordering};

/// How the compiler that builds an attempt stands to the judge's.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Fidelity {
    /// The judge's own release, installed by rustup (`name`): what the judge runs, exactly.
    Exact { release: String, name: String },
    /// The local `rustc` standing in for the judge's `version`, whose `release` is not installed
    /// here (`why` rustup could not be asked, if it could not): the scan covers what an older
    /// rustc lacks.
    Approximate {
        version: Version,
        release: &'static str,
        why: String,
    },
    /// `--rustc PATH`: the user's choice.
    Chosen,
    /// The judge names no rustc version: the local one.
    Unknown,
}

/// The compiler for `judge` with `args`: `chosen` (`--rustc PATH`) if given, else the judge's
/// own release where rustup has it, else the local `rustc`.
/// A judge that builds with cargo (`Judge::cargo_package`) gets, after `args`, the
/// `--check-cfg` arguments its cargo passes ([`cargo_check_cfg`]).
pub fn for_judge(judge: &Judge, chosen: Option<&str>, args: Vec<String>) -> Toolchain {
    let mut toolchain = compiler_for(judge, chosen, args);
    if judge.cargo_package {
        if let Some(rustc) = release_of(&toolchain) {
            let cargo = judge.rustc.unwrap_or(rustc);
            toolchain.args.extend(cargo_check_cfg(cargo, rustc));
        }
    }
    toolchain
}

/// The `--check-cfg` arguments cargo passes to rustc for a package with no features and no
/// build script (a judge's package around one file), for the judge's `cargo` and the `rustc`
/// used here. `cargo build -v` shows them: none before cargo 1.80; `cfg(docsrs)` and
/// `cfg(feature, values())` with cargo 1.83.0; `cfg(docsrs,test)` and `cfg(feature, values())`
/// with 1.85.1, 1.88.0 and 1.89.0 (rust-lang/cargo #13383 added `docsrs`, #14963 `test`, as
/// rustc 1.85 stopped declaring `test` itself). Under them, any other `cfg` name, such as
/// `#[cfg(local)]` or rustflags' `--cfg atcoder`, is the `unexpected_cfgs` warning, so
/// `#![deny(warnings)]` makes it CE there. The `test` entry follows the rustc used: a newer
/// rustc standing in for cargo 1.83 needs `test` declared, as 1.83's own rustc declared it
/// (the same names expected); a rustc older than 1.80 does not take the option: none then.
pub fn cargo_check_cfg(cargo: Version, rustc: Version) -> Vec<String> {
    let since = Version::new(1, 80);
    if cargo < since || rustc < since {
        return Vec::new();
    }
    let names = if rustc < Version::new(1, 85) {
        "cfg(docsrs)"
    } else {
        "cfg(docsrs,test)"
    };
    [
        "--check-cfg",
        names,
        "--check-cfg",
        "cfg(feature, values())",
    ]
    .iter()
    .map(|a| a.to_string())
    .collect()
}

/// The compiler for `judge` with `args`, as [`for_judge`] says, without cargo's arguments.
fn compiler_for(judge: &Judge, chosen: Option<&str>, args: Vec<String>) -> Toolchain {
    let local = |fidelity| Toolchain {
        rustc: "rustc".to_string(),
        args: args.clone(),
        fidelity,
    };
    if let Some(path) = chosen {
        return Toolchain {
            rustc: path.to_string(),
            args,
            fidelity: Fidelity::Chosen,
        };
    }
    let (version, release) = match (judge.rustc, judge.release()) {
        (Some(version), Some(release)) => (version, release.name),
        _ => return local(Fidelity::Unknown),
    };
    let why = match rustup::find(release) {
        Ok(Some(installed)) => {
            return Toolchain {
                rustc: installed.rustc.to_string_lossy().into_owned(),
                args,
                fidelity: Fidelity::Exact {
                    release: installed.release,
                    name: installed.name,
                },
            }
        }
        Ok(None) => String::new(),
        Err(why) => why,
    };
    local(Fidelity::Approximate {
        version,
        release,
        why,
    })
}

/// The release of the compiler `toolchain` runs, from its `rustc -vV`.
pub fn release_of(toolchain: &Toolchain) -> Option<Version> {
    toolchain
        .version()
        .ok()?
        .lines()
        .find_map(|l| l.strip_prefix("release: "))
        .and_then(Version::parse)
}

/// A line on how `toolchain` stands to `judge`'s compiler, for the report beside the compile
/// line; `None` where there is nothing to say (the judge names no version).
pub fn fidelity_line(toolchain: &Toolchain, judge: &Judge) -> Option<String> {
    let local = toolchain
        .version()
        .ok()
        .and_then(|v| {
            v.lines()
                .find_map(|l| l.strip_prefix("release: "))
                .map(str::to_string)
        })
        .unwrap_or_else(|| "of unknown version".to_string());
    match &toolchain.fidelity {
        Fidelity::Exact { release, name } => Some(format!(
            "exact: {}'s own rustc {} (rustup toolchain {})",
            judge.title, release, name
        )),
        Fidelity::Approximate {
            version,
            release,
            why,
        } => {
            let how = match release_of(toolchain) {
                Some(ours) if ours > *version => format!(
                    "the local rustc {} plus a scan for what {} lacks (clippy's incompatible_msrv, tools/judging/toolchain/features.rs)",
                    local, version
                ),
                Some(ours) if ours < *version => format!(
                    "the local rustc {}, older than {}'s: it may refuse what {} builds",
                    local, judge.title, judge.title
                ),
                _ => format!("the local rustc {}", local),
            };
            let missing = if why.is_empty() {
                "not installed here".to_string()
            } else {
                format!("not found here ({})", why)
            };
            Some(format!(
                "APPROXIMATE: {} runs rustc {}, {}: checked with {}; `oj-sudoku setup {}` installs {} and makes this exact",
                judge.title, version, missing, how, judge.name, release
            ))
        }
        Fidelity::Chosen => Some(match judge.rustc {
            Some(version) => format!(
                "--rustc {}: rustc {}, where {} runs {}",
                toolchain.rustc, local, judge.title, version
            ),
            None => format!("--rustc {}: rustc {}", toolchain.rustc, local),
        }),
        Fidelity::Unknown => None,
    }
}

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
        // Clippy's deny-by-default lints (`approx_constant`, `never_loop`, …) capped: a file
        // is refused for what its compiler refuses, not for clippy's taste.
        .args([
            "-A",
            "warnings",
            "--cap-lints",
            "warn",
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
    // A method the file defines in a trait of its own (an extension trait backfilling
    // `abs_diff` for an older rustc) is the file's, where the older rustc runs it.
    let own = trait_methods(text);
    let lines: Vec<&str> = text.lines().collect();
    let findings: Vec<Finding> = parse_clippy(&messages, &source.to_string_lossy(), text)
        .into_iter()
        .filter(|f| {
            let line = lines.get(f.line.wrapping_sub(1)).copied().unwrap_or("");
            !own.contains(&name_at(line, f.column))
        })
        .collect();
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

/// The names of the functions the file declares inside `trait` blocks.
fn trait_methods(text: &str) -> Vec<String> {
    let t = Tokens::new(text, 2021);
    let mut in_trait = vec![false; t.len()];
    for i in 0..t.len() {
        if t.is(i, "trait") {
            let mut j = i + 1;
            while j < t.len() && !t.is(j, "{") && !t.is(j, ";") && !t.is(j, "trait") {
                j = t.over(j);
            }
            if t.is(j, "{") {
                in_trait[j] = true;
            }
        }
    }
    (0..t.len())
        .filter(|&i| t.is(i, "fn") && t.brace[i].is_some_and(|b| in_trait[b]))
        .map(|i| t.text(i + 1).to_string())
        .collect()
}

/// The last path segment of the name at `column` of `line`: `abs_diff` of `u32::abs_diff` or
/// of `.abs_diff(`.
fn name_at(line: &str, column: usize) -> String {
    let name: String = line
        .chars()
        .skip(column.saturating_sub(1))
        .take_while(|&c| c == '_' || c == ':' || c.is_alphanumeric())
        .collect();
    name.trim_end_matches(':')
        .rsplit("::")
        .next()
        .unwrap_or("")
        .to_string()
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

    /// A judge that names its rustc version has a release for `setup` to install and for
    /// `check` to use (then `exact`), or to name (`APPROXIMATE`): none is left with the local
    /// rustc and neither word (DMOJ's 1.83 once was).
    #[test]
    fn every_judge_naming_a_rustc_version_has_a_release_to_install() {
        for judge in crate::registry::JUDGES {
            let version = match judge.rustc {
                Some(version) => version,
                None => continue,
            };
            let release = judge.release();
            assert!(
                release.is_some_and(|r| r.version == version),
                "{} runs rustc {} but no release stands for it",
                judge.name,
                version
            );
            let toolchain = for_judge(judge, None, Vec::new());
            assert!(
                matches!(
                    toolchain.fidelity,
                    Fidelity::Exact { .. } | Fidelity::Approximate { .. }
                ),
                "{}: {:?}",
                judge.name,
                toolchain.fidelity
            );
        }
    }

    /// What cargo passes, as `cargo build -v` showed it for each release: none before 1.80,
    /// `cfg(docsrs)` with 1.83, `cfg(docsrs,test)` from 1.85; a newer rustc standing in for an
    /// older cargo declares `test` (as that cargo's rustc did itself); a rustc before 1.80 gets
    /// none (it refuses the option).
    #[test]
    fn cargo_check_cfg_arguments_follow_the_judges_cargo_and_the_rustc_used() {
        let v = |minor| Version::new(1, minor);
        let old = [
            "--check-cfg",
            "cfg(docsrs)",
            "--check-cfg",
            "cfg(feature, values())",
        ];
        let new = [
            "--check-cfg",
            "cfg(docsrs,test)",
            "--check-cfg",
            "cfg(feature, values())",
        ];
        assert_eq!(cargo_check_cfg(v(83), v(83)), old);
        assert_eq!(cargo_check_cfg(v(89), v(89)), new);
        assert_eq!(cargo_check_cfg(v(88), v(88)), new);
        assert_eq!(cargo_check_cfg(v(83), v(95)), new);
        assert!(cargo_check_cfg(v(79), v(95)).is_empty());
        assert!(cargo_check_cfg(v(89), v(56)).is_empty());
    }

    /// The judges that build every file with cargo get cargo's `--check-cfg` (and AtCoder its
    /// `--cfg atcoder`); those that run rustc alone do not.
    #[test]
    fn judges_building_with_cargo_get_its_check_cfg_arguments() {
        for judge in crate::registry::JUDGES {
            let toolchain = for_judge(judge, None, judge.rustc_args(judge.edition));
            let checked = toolchain.args.iter().any(|a| a == "--check-cfg");
            assert_eq!(checked, judge.cargo_package, "{}", judge.name);
            if let crate::registry::Build::Cargo { .. } = judge.build {
                assert!(judge.cargo_package, "{}", judge.name);
            }
        }
        let atcoder = crate::registry::judge("atcoder").unwrap();
        let args = for_judge(atcoder, None, atcoder.rustc_args("2024")).args;
        assert!(
            args.windows(2).any(|w| w == ["--cfg", "atcoder"]),
            "{:?}",
            args
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
