//! The judges' own compilers, as rustup installs them: which releases are installed, where their
//! `rustc` and `cargo` are, and installing one (what `oj-sudoku setup` does).
//!
//! rustup names a toolchain by its release and host (`1.56.1-x86_64-unknown-linux-gnu`), or by a
//! channel (`1.56`, the latest 1.56.x; `stable`). A judge's release is found under its own name
//! first, then as any patch release of the same minor version (asked of its `rustc -vV`).

use std::path::PathBuf;
use std::process::{Command, Stdio};
use std::sync::Mutex;

/// A toolchain rustup has installed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Installed {
    /// rustup's name for it: `1.56.1-x86_64-unknown-linux-gnu`.
    pub name: String,
    /// Its rustc's release, from `rustc -vV`: `1.56.1`.
    pub release: String,
    pub rustc: PathBuf,
    /// Beside its rustc (every profile, `minimal` included, has cargo).
    pub cargo: PathBuf,
}

/// The names of the toolchains rustup has installed (asked once per process); `Err` says why
/// rustup could not be asked.
pub fn toolchains() -> Result<Vec<String>, String> {
    static LISTED: Mutex<Option<Result<Vec<String>, String>>> = Mutex::new(None);
    let mut listed = LISTED.lock().unwrap_or_else(|e| e.into_inner());
    listed.get_or_insert_with(list).clone()
}

fn list() -> Result<Vec<String>, String> {
    let output = Command::new("rustup")
        .args(["toolchain", "list"])
        .stdin(Stdio::null())
        .output()
        .map_err(|e| match e.kind() {
            std::io::ErrorKind::NotFound => "rustup is not on PATH".to_string(),
            _ => format!("cannot run rustup ({})", e),
        })?;
    if !output.status.success() {
        return Err(format!(
            "`rustup toolchain list` failed: {}",
            String::from_utf8_lossy(&output.stderr).trim()
        ));
    }
    Ok(parse_list(&String::from_utf8_lossy(&output.stdout)))
}

/// The toolchain names in `rustup toolchain list`'s output (`name (active, default)` a line;
/// `no installed toolchains` when there are none).
fn parse_list(text: &str) -> Vec<String> {
    text.lines()
        .filter_map(|line| line.split_whitespace().next())
        .filter(|name| name.starts_with(|c: char| c.is_ascii_alphanumeric()) && *name != "no")
        .map(str::to_string)
        .collect()
}

/// The release part of a toolchain's name: `1.56.1` of `1.56.1-x86_64-unknown-linux-gnu`.
fn release_of(name: &str) -> &str {
    name.split('-').next().unwrap_or(name)
}

/// Whether a toolchain named `name` may be a patch release of `release`'s minor version: named
/// `1.56.x` or `1.56` for `1.56.1`.
fn same_minor(name: &str, release: &str) -> bool {
    let minor = |r: &str| r.split('.').take(2).collect::<Vec<_>>().join(".");
    let named = release_of(name);
    let wanted = minor(release);
    named == wanted || named.starts_with(&format!("{}.", wanted))
}

/// The installed toolchain for `release` (`1.56.1`): that release, else another patch release of
/// its minor version; `Ok(None)` when there is none; `Err` when rustup cannot be asked.
pub fn find(release: &str) -> Result<Option<Installed>, String> {
    let names = toolchains()?;
    let mut candidates: Vec<&String> = names.iter().filter(|n| same_minor(n, release)).collect();
    // The exact release first, then the highest patch.
    candidates.sort_by_key(|n| {
        let named = release_of(n);
        let patch: u32 = named
            .split('.')
            .nth(2)
            .and_then(|p| p.parse().ok())
            .unwrap_or(0);
        (named != release, std::cmp::Reverse(patch))
    });
    for name in candidates {
        if let Some(installed) = locate(name) {
            return Ok(Some(installed));
        }
    }
    Ok(None)
}

/// Where the toolchain `name`'s rustc is, and its release; `None` if rustup cannot say or the
/// compiler does not run.
fn locate(name: &str) -> Option<Installed> {
    let output = Command::new("rustup")
        .args(["which", "rustc", "--toolchain", name])
        .stdin(Stdio::null())
        .output()
        .ok()?;
    if !output.status.success() {
        return None;
    }
    let rustc = PathBuf::from(String::from_utf8_lossy(&output.stdout).trim());
    let version = Command::new(&rustc).arg("-vV").output().ok()?;
    if !version.status.success() {
        return None;
    }
    let release = String::from_utf8_lossy(&version.stdout)
        .lines()
        .find_map(|l| l.strip_prefix("release: "))?
        .trim()
        .to_string();
    Some(Installed {
        name: name.to_string(),
        release,
        cargo: rustc.with_file_name("cargo"),
        rustc,
    })
}

/// Installs `release` with rustup's minimal profile (rustc, cargo and std), its progress on
/// stderr; `Err` says why it failed.
pub fn install(release: &str) -> Result<(), String> {
    run_rustup(&["toolchain", "install", release, "--profile", "minimal"])
}

/// Runs `rustup ARGS` with its progress on stderr; `Err` says which command failed, and why.
fn run_rustup(args: &[&str]) -> Result<(), String> {
    let status = Command::new("rustup")
        .args(args)
        .stdin(Stdio::null())
        .stdout(Stdio::inherit())
        .stderr(Stdio::inherit())
        .status()
        .map_err(|e| format!("cannot run rustup ({})", e))?;
    if status.success() {
        Ok(())
    } else {
        Err(format!("`rustup {}` failed ({})", args.join(" "), status))
    }
}

/// Whether the toolchain `name` has the std of `triple` (`rustup target list --installed`);
/// `Err` when rustup cannot say.
pub fn has_target(name: &str, triple: &str) -> Result<bool, String> {
    let output = Command::new("rustup")
        .args(["target", "list", "--installed", "--toolchain", name])
        .stdin(Stdio::null())
        .output()
        .map_err(|e| format!("cannot run rustup ({})", e))?;
    if !output.status.success() {
        return Err(format!(
            "`rustup target list --installed --toolchain {}` failed",
            name
        ));
    }
    Ok(String::from_utf8_lossy(&output.stdout)
        .lines()
        .any(|l| l.trim() == triple))
}

/// Adds the std of `triple` to the toolchain `name` (`rustup target add`), its progress on
/// stderr; `Err` says why it failed.
pub fn add_target(name: &str, triple: &str) -> Result<(), String> {
    run_rustup(&["target", "add", "--toolchain", name, triple])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn toolchain_lists_parse_to_names() {
        let listed = "stable-x86_64-unknown-linux-gnu (active, default)\nnightly-x86_64-unknown-linux-gnu\n1.56.1-x86_64-unknown-linux-gnu\n";
        assert_eq!(
            parse_list(listed),
            [
                "stable-x86_64-unknown-linux-gnu",
                "nightly-x86_64-unknown-linux-gnu",
                "1.56.1-x86_64-unknown-linux-gnu"
            ]
        );
        assert!(parse_list("no installed toolchains\n").is_empty());
    }

    #[test]
    fn a_release_is_found_under_its_minor_version() {
        assert!(same_minor("1.56.1-x86_64-unknown-linux-gnu", "1.56.1"));
        assert!(same_minor("1.56.0-x86_64-unknown-linux-gnu", "1.56.1"));
        assert!(same_minor("1.56-x86_64-unknown-linux-gnu", "1.56.1"));
        assert!(same_minor("1.56.1", "1.56.1"));
        assert!(!same_minor("1.5.6-x86_64-unknown-linux-gnu", "1.56.1"));
        assert!(!same_minor("1.560.0-x86_64-unknown-linux-gnu", "1.56.1"));
        assert!(!same_minor("stable-x86_64-unknown-linux-gnu", "1.56.1"));
    }
}
