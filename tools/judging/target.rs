//! A judge that does not run Linux, as ours does (the registry's `Judge::target`: Codeforces
//! compiles for Windows), refuses what std has only on Unix: `std::os::unix`, `std::os::fd`,
//! `std::os::linux`, or a `main` that only `#[cfg(unix)]` declares. A file that builds here is
//! checked for that target too:
//! - **exactly**, where the target's std is installed for the compiler in use (`rustup target
//!   add`; `oj-sudoku setup codeforces` adds it): a type-check, `rustc --target TRIPLE
//!   --emit=metadata` with the judge's edition and flags, which links nothing; its answer is
//!   kept beside the binary, so an unchanged file is not checked twice;
//! - **by a scan** otherwise: paths through std's `os::unix`, `os::fd` and `os::linux` (in `use`
//!   trees too). It cannot see `cfg(unix)`-only code, which the type-check does, nor whether a
//!   path found in an item a `#[cfg]` on the target chooses is left out on Windows: such a path
//!   is a note, any other CE; the report says the check was a scan and how to make it exact.

use crate::judging::compile::{self, Build, Toolchain};
use crate::judging::toolchain::Fidelity;
use crate::lexer::{Kind, Tokens};
use crate::registry::Judge;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

/// The parts of std that only Unix targets have.
const UNIX_ONLY: [&str; 3] = ["unix", "fd", "linux"];

/// What checking a file for the judge's target found.
#[derive(Debug, PartialEq, Eq)]
pub enum Checked {
    /// It type-checks there (exact).
    Passed,
    /// It does not build there: the message.
    Refused(String),
    /// Scanned only (the target's std is not installed) and nothing found: a note saying so.
    Scanned(String),
}

/// Checks `compiled` (the user's `text`, as compiled: the file at `source`), just built into
/// `build` with `toolchain`, for `judge`'s target (passed where it names none).
pub fn check(
    judge: &Judge,
    toolchain: &Toolchain,
    source: &Path,
    text: &str,
    compiled: &str,
    build: &Build,
    cache: &Path,
) -> Checked {
    let (title, triple) = match judge.target {
        Some((triple, _)) => (judge.title, triple),
        None => return Checked::Passed,
    };
    let exact = |how: &str| {
        format!(
            "{} compiles for {} (Windows), where it does not build ({}):",
            title, triple, how
        )
    };
    if !std_installed(toolchain, triple) {
        let found = unix_only(text);
        let how = install_hint(toolchain, triple);
        if found.is_empty() {
            return Checked::Scanned(format!(
                "{} compiles for {}: checked only by a scan for std's Unix-only parts (std::os::unix, std::os::fd, std::os::linux; cfg(unix)-only code is not seen), as that target's std is not installed for this rustc; {} makes it an exact type-check",
                title, triple, how
            ));
        }
        let (gated, found): (Vec<_>, Vec<_>) = found
            .into_iter()
            .partition(|(line, column, _)| chosen_by_target(text, *line, *column));
        if found.is_empty() {
            let (line, column, path) = &gated[0];
            return Checked::Scanned(format!(
                "{} compiles for {}: line {}, column {} uses `{}`, which exists only on Unix targets, in an item a `#[cfg]` on the target chooses (`cfg(unix)`, `cfg(not(windows))`, …): a scan cannot tell whether Windows builds it, as that target's std is not installed for this rustc; {} makes it an exact type-check",
                title, triple, line, column, path, how
            ));
        }
        let lines: String = found
            .iter()
            .map(|(line, column, path)| {
                format!(
                    "line {}, column {}: `{}` exists only on Unix targets\n",
                    line, column, path
                )
            })
            .collect();
        return Checked::Refused(format!(
            "{}\n{}(found by a scan of the source, as {}'s std is not installed for this rustc; {} makes it an exact type-check)\n",
            exact("std has no such module there"),
            lines,
            triple,
            how
        ));
    }
    // The type-check's answer is kept beside the binary: empty when it passed.
    let kept = compile::note_path(&build.binary, &format!("target-{}", triple));
    let answer = match fs::read_to_string(&kept) {
        Ok(answer) => answer,
        Err(_) => {
            let answer = match compile::type_check(toolchain, source, compiled, triple, cache) {
                Ok(()) => String::new(),
                Err(message) => message,
            };
            let _ = fs::write(&kept, &answer);
            answer
        }
    };
    if answer.is_empty() {
        Checked::Passed
    } else {
        Checked::Refused(format!(
            "{}\n{}",
            exact(&format!("rustc --target {} --emit=metadata", triple)),
            answer
        ))
    }
}

/// Whether `toolchain`'s rustc has the std of `triple` (`rustup target add` puts it in the
/// sysroot's `lib/rustlib/TRIPLE/lib`).
pub fn std_installed(toolchain: &Toolchain, triple: &str) -> bool {
    let sysroot = Command::new(&toolchain.rustc)
        .args(["--print", "sysroot"])
        .output()
        .ok()
        .filter(|o| o.status.success())
        .map(|o| PathBuf::from(String::from_utf8_lossy(&o.stdout).trim()));
    sysroot.is_some_and(|root| {
        root.join("lib")
            .join("rustlib")
            .join(triple)
            .join("lib")
            .is_dir()
    })
}

/// The command that installs `triple`'s std for `toolchain`'s rustc.
pub fn install_hint(toolchain: &Toolchain, triple: &str) -> String {
    match &toolchain.fidelity {
        Fidelity::Exact { name, .. } => {
            format!("`rustup target add --toolchain {} {}`", name, triple)
        }
        Fidelity::Chosen => format!("installing {}'s std in that rustc's sysroot", triple),
        _ => format!("`rustup target add {}`", triple),
    }
}

/// The paths in `text`'s code through std's Unix-only modules (`os::unix`, `os::fd`,
/// `os::linux`, also as a branch of a `use` tree: `std::os::{fd::AsRawFd, …}`), with their line
/// and column, as `std::os::unix`.
pub fn unix_only(text: &str) -> Vec<(usize, usize, String)> {
    let t = Tokens::new(text, 2021);
    let own_os = (0..t.len()).any(|i| t.is(i, "mod") && t.is(i + 1, "os"));
    let mut found = Vec::new();
    for i in 0..t.len() {
        if !(t.is(i, "os") && t.kind(i) == Some(Kind::Ident) && t.is(i + 1, "::")) {
            continue;
        }
        // std's `os`: after `std::`, a branch of a `use` tree (`std::{io, os::fd::…}`), or a
        // path from `os` brought in by `use std::os;`; not a field, nor a module of the file's
        // own (`mod os`, `self::os::unix`, `crate::os::…`).
        let before = i.wrapping_sub(1);
        let of_std = if t.is(before, "::") {
            t.is(i.wrapping_sub(2), "std")
        } else {
            !t.is(before, ".") && !own_os
        };
        if !of_std {
            continue;
        }
        let after = if t.is(i + 2, "{") {
            t.arguments(i + 2)
                .iter()
                .filter_map(|branch| branch.first().copied())
                .collect()
        } else {
            vec![i + 2]
        };
        for at in after {
            if let Some(module) = UNIX_ONLY.iter().find(|m| t.is(at, m)) {
                let token = &t.list[at];
                found.push((token.line, token.column, format!("std::os::{}", module)));
            }
        }
    }
    found
}

/// Whether the Unix-only path at `line`:`column` of `text` lies in an item a `#[cfg(...)]` on
/// the target chooses (`#[cfg(unix)]`, `#[cfg(not(windows))]`, `target_os`, `target_family`):
/// Windows may leave it out, which only the type-check can tell. (`cfg!(unix)` in an `if` does
/// not: both branches are compiled.)
pub fn chosen_by_target(text: &str, line: usize, column: usize) -> bool {
    let t = Tokens::new(text, 2021);
    let at = match (0..t.len()).find(|&i| t.list[i].line == line && t.list[i].column == column) {
        Some(at) => at,
        None => return false,
    };
    (0..t.len()).any(|i| {
        // `# [ cfg ( … ) ]`, then the item it is on: to its `;`, or to the end of its first
        // `{ … }` group.
        if !(t.is(i, "#") && t.is(i + 1, "[") && t.is(i + 2, "cfg") && t.is(i + 3, "(")) {
            return false;
        }
        let on_target = (i + 4..t.end_of(i + 3)).any(|k| {
            ["unix", "windows", "target_os", "target_family"]
                .iter()
                .any(|name| t.is(k, name))
        });
        let start = t.end_of(i + 1) + 1;
        let mut k = start;
        while k < t.len() && !t.is(k, ";") && !t.is(k, "{") {
            k = if t.is(k, "(") || t.is(k, "[") {
                t.end_of(k) + 1
            } else {
                k + 1
            };
        }
        let end = if t.is(k, "{") { t.end_of(k) } else { k };
        on_target && (start..=end).contains(&at)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unix_only_paths_are_found_in_paths_and_use_trees_but_not_elsewhere() {
        let text = "use std::os::unix::io::FromRawFd;\nuse std::{io, os::fd::AsRawFd};\nuse std::os::{linux::fs::MetadataExt, raw};\nfn main() {\n    // std::os::unix in a comment\n    let s = \"std::os::fd\";\n    let w = std::os::windows::raw::HANDLE::default;\n    x.os::unix();\n}\n";
        let found: Vec<String> = unix_only(text)
            .into_iter()
            .map(|(line, column, path)| format!("{}:{} {}", line, column, path))
            .collect();
        assert_eq!(
            found,
            [
                "1:14 std::os::unix",
                "2:19 std::os::fd",
                "3:15 std::os::linux"
            ]
        );
        assert!(unix_only("use std::io::Read;\nfn main() {}\n").is_empty());
        // A module of the file's own named `os`, with a `unix` inside, is not std's.
        let own = "mod os { pub mod unix { pub fn f() {} } }\nuse self::os::unix::f;\nfn main() { crate::os::unix::f(); f() }\n";
        assert!(unix_only(own).is_empty(), "{:?}", unix_only(own));
    }

    /// A Unix-only path inside an item a `#[cfg]` on the target chooses is told apart from one
    /// outside it, or under `cfg!` (whose branches are both compiled), or another `cfg`.
    #[test]
    fn a_path_in_an_item_chosen_by_the_target_is_seen() {
        let gated = "#[cfg(unix)]\nfn input() { use std::os::unix::io::FromRawFd; }\n#[cfg(not(unix))]\nfn input() {}\n#[cfg(target_os = \"linux\")]\nuse std::os::fd::AsRawFd;\n";
        assert_eq!(unix_only(gated).len(), 2);
        for (line, column, _) in unix_only(gated) {
            assert!(chosen_by_target(gated, line, column), "{}:{}", line, column);
        }
        let loose = "#[cfg(windows)]\nfn fast() {}\n#[cfg(test)]\nmod t {}\nfn main() {\n    if cfg!(unix) { use std::os::unix::io::FromRawFd; }\n    let f = std::os::fd::AsRawFd::as_raw_fd;\n}\n";
        assert_eq!(unix_only(loose).len(), 2);
        for (line, column, _) in unix_only(loose) {
            assert!(
                !chosen_by_target(loose, line, column),
                "{}:{}",
                line,
                column
            );
        }
    }
}
