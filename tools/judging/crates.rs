//! The crates an attempt names, and building it the judge's way when it names some: AtCoder and
//! LeetCode build a cargo package around the file (the registry's [`Build::Cargo`]), the other
//! judges run rustc on the file alone, where no crate can be named.
//!
//! - **What an attempt names** ([`named`]): the crate of an `extern crate`, the first segment of a
//!   `use` path (`use proconio::input;`, `use ::itertools::Itertools;`, `use {rand::Rng, …}`),
//!   and the first segment of any path that is a crate some judge offers (`proconio::input!`),
//!   unless the file defines or imports that name itself (`mod`, `struct`, `enum`, `use … as`, …).
//!   `std`, `core`, `alloc` and paths from `crate`, `self` or `super` are no crates; a capitalised
//!   `use` segment is taken for a type of the file's (an enum's variants), not a crate.
//! - **What a judge makes of them** ([`plan`]): none, rustc alone; each offered, a cargo build
//!   against just those; any other, CE in one line naming it and what the judge offers.
//! - **The build** ([`build`]): a package in a private folder (the judge's profile, edition and
//!   rustflags; its dependencies only the crates named, with the manifest's versions and
//!   features), its lock copied from one resolution of the judge's whole manifest, so every
//!   attempt sees the same versions. The crates are fetched once from crates.io into
//!   `target/crates/` (their own `CARGO_HOME`) and built once into a target folder the attempts
//!   share; after that the builds run `--offline`. The binary joins the compile cache, keyed by
//!   the source, the compiler's identity, the manifest and the flags.
//!
//! Limits: AtCoder's own `Cargo.lock` (rust-lang-ja/atcoder-proposal @ 7a724cd) was not found, so
//! crates the manifest does not pin are resolved afresh (by cargo's MSRV-aware resolver for the
//! compiler in use); LeetCode's build is an assumption (see the registry).

use crate::judging::compile::{self, Build as Binary, Toolchain};
use crate::lexer::{Kind, Tokens};
use crate::registry::{self, Build, Crate, Judge};
use std::collections::hash_map::DefaultHasher;
use std::fs;
use std::hash::{Hash, Hasher};
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Instant, SystemTime, UNIX_EPOCH};

/// A crate an attempt names, and the line that first names it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Named {
    pub name: String,
    pub line: usize,
}

/// Names that are never crates an attempt brings: std's own, and path keywords.
const NOT_CRATES: [&str; 9] = [
    "std",
    "core",
    "alloc",
    "proc_macro",
    "test",
    "crate",
    "self",
    "super",
    "Self",
];

/// The item keywords after which a name is the file's own.
const DEFINES: [&str; 10] = [
    "mod",
    "struct",
    "enum",
    "union",
    "trait",
    "type",
    "fn",
    "const",
    "static",
    "macro_rules",
];

/// The crates `text` names (see the module docs), in the order first named.
pub fn named(text: &str, edition: u32) -> Vec<Named> {
    let t = Tokens::new(text, edition);
    let own = own_names(&t);
    let mut found: Vec<Named> = Vec::new();
    let add = |i: usize, found: &mut Vec<Named>| {
        let name = t.text(i);
        if t.kind(i) != Some(Kind::Ident)
            || NOT_CRATES.contains(&name)
            || own.contains(&name)
            || found.iter().any(|f| f.name == name)
        {
            return;
        }
        found.push(Named {
            name: name.to_string(),
            line: t.list[i].line,
        });
    };
    for i in 0..t.len() {
        if t.is(i, "extern") && t.is(i + 1, "crate") {
            add(i + 2, &mut found);
        } else if t.is(i, "use") && !t.is(i.wrapping_sub(1), "::") {
            for first in use_roots(&t, i + 1) {
                // A capitalised root is a type of the file's (`use Dir::*`), not a crate.
                if !t.text(first).starts_with(|c: char| c.is_uppercase()) {
                    add(first, &mut found);
                }
            }
        } else if t.kind(i) == Some(Kind::Ident)
            && t.is(i + 1, "::")
            && !t.is(i.wrapping_sub(1), "::")
            && !t.is(i.wrapping_sub(1), ".")
            && registry::known_crate(t.text(i)).is_some()
        {
            add(i, &mut found);
        }
    }
    found
}

/// The first segments of the use tree starting at token `at`: `a` of `a::b`, `::a::b`, and of
/// each branch of a top-level `{a::x, b::y}`.
fn use_roots(t: &Tokens, at: usize) -> Vec<usize> {
    let at = if t.is(at, "::") { at + 1 } else { at };
    if t.is(at, "{") {
        t.arguments(at)
            .iter()
            .filter_map(|branch| branch.first().copied())
            .map(|first| if t.is(first, "::") { first + 1 } else { first })
            .collect()
    } else {
        vec![at]
    }
}

/// The names `t` defines itself (items, macros) or imports (`use` leaves and `as` aliases).
fn own_names<'a>(t: &Tokens<'a>) -> Vec<&'a str> {
    let mut own = Vec::new();
    let mut in_use = false;
    for i in 0..t.len() {
        if t.is(i, "use") {
            in_use = true;
        } else if t.is(i, ";") {
            in_use = false;
        }
        if DEFINES.iter().any(|d| t.is(i, d)) {
            let name = if t.is(i + 1, "!") { i + 2 } else { i + 1 };
            if t.kind(name) == Some(Kind::Ident) {
                own.push(t.text(name));
            }
        }
        // In a use tree, a name before `;`, `,`, `}` or after `as` is what it binds.
        let binds = t.is(i.wrapping_sub(1), "as") || [";", ",", "}"].iter().any(|s| t.is(i + 1, s));
        if in_use && binds && t.kind(i) == Some(Kind::Ident) && !t.is(i, "self") {
            own.push(t.text(i));
        }
    }
    own
}

/// How an attempt is built for a judge.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Plan {
    /// rustc alone (it names no crate).
    Rustc,
    /// cargo, against these crates of the judge's.
    Cargo(Vec<&'static Crate>),
}

/// How `judge` builds `text`: rustc alone, or cargo against the crates it names; `Err` is the
/// one line of a compile error when it names a crate the judge does not offer.
pub fn plan(judge: &Judge, text: &str, edition: u32) -> Result<Plan, String> {
    let names = named(text, edition);
    if names.is_empty() {
        return Ok(Plan::Rustc);
    }
    let offered = judge.build.crates();
    let mut crates = Vec::new();
    for name in &names {
        match offered.iter().find(|c| c.lib == name.name) {
            Some(krate) => crates.push(krate),
            None if offered.is_empty() => {
                return Err(format!(
                    "line {}: the crate `{}` is named, but {} builds the file with rustc alone: no crate is available there, only std",
                    name.line, name.name, judge.title
                ))
            }
            None => {
                return Err(format!(
                    "line {}: the crate `{}` is named, but {} does not offer it; it offers {}",
                    name.line,
                    name.name,
                    judge.title,
                    offer(offered)
                ));
            }
        }
    }
    Ok(Plan::Cargo(crates))
}

/// How a cargo build is made, for the report: `cargo build --release (lto = true, rustflags
/// --cfg atcoder) with proconio 0.5.0, itertools 0.14.0`.
pub fn describe(judge: &Judge, crates: &[&Crate]) -> String {
    let mut how = vec![];
    if let Build::Cargo {
        profile, rustflags, ..
    } = judge.build
    {
        how.push(profile.to_string());
        if !rustflags.is_empty() {
            how.push(format!("rustflags {}", rustflags.join(" ")));
        }
    }
    let with: Vec<String> = crates
        .iter()
        .map(|c| format!("{} {}", c.package, c.version.trim_start_matches('=')))
        .collect();
    format!(
        "cargo build --release ({}) with {}",
        how.join(", "),
        with.join(", ")
    )
}

/// The crates offered, for a message: each with its version, or, past a few, how many and
/// where to see them.
pub fn offer(offered: &[Crate]) -> String {
    if offered.len() > 6 {
        return format!(
            "{} crates (`oj-sudoku judges` lists them), among them {}",
            offered.len(),
            ["proconio", "itertools", "ac_library", "rand"]
                .iter()
                .filter_map(|lib| offered.iter().find(|c| c.lib == *lib))
                .map(|c| format!("{} {}", c.lib, c.version.trim_start_matches('=')))
                .collect::<Vec<_>>()
                .join(", ")
        );
    }
    let list: Vec<String> = offered
        .iter()
        .map(|c| format!("{} {}", c.lib, c.version.trim_start_matches('=')))
        .collect();
    list.join(", ")
}

/// Why a cargo build did not give a binary.
#[derive(Debug)]
pub enum Failed {
    /// The compiler refused the file: its messages, naming the user's file.
    Refused(String),
    /// The build could not be made here (no cargo, crates.io unreachable with the crates not in
    /// the cache): not a verdict.
    Unavailable(String),
}

/// The crate cache of a checkout: `target/crates`.
pub fn crates_dir(root: &Path) -> PathBuf {
    root.join("target").join("crates")
}

/// The manifest of `judge`'s package with `crates` as its dependencies, named `name`.
fn manifest(judge: &Judge, crates: &[&Crate], name: &str, edition: &str) -> String {
    let profile = match judge.build {
        Build::Cargo { profile, .. } => profile,
        Build::Rustc => "",
    };
    // `[workspace]`: a package of its own, wherever it lies (our cache is inside our workspace).
    let mut text = format!(
        "[workspace]\n\n[profile.release]\n{}\n\n[package]\nname = \"{}\"\nversion = \"0.0.0\"\nedition = \"{}\"\npublish = false\n\n[dependencies]\n",
        profile, name, edition
    );
    for krate in crates {
        if krate.features.is_empty() {
            text.push_str(&format!("{} = \"{}\"\n", krate.package, krate.version));
        } else {
            let features: Vec<String> = krate
                .features
                .iter()
                .map(|f| format!("\"{}\"", f))
                .collect();
            text.push_str(&format!(
                "{} = {{ version = \"{}\", features = [{}] }}\n",
                krate.package,
                krate.version,
                features.join(", ")
            ));
        }
    }
    text
}

/// `.cargo/config.toml` with the judge's rustflags.
fn config(judge: &Judge) -> String {
    let flags: Vec<String> = match judge.build {
        Build::Cargo { rustflags, .. } => rustflags.iter().map(|f| format!("{:?}", f)).collect(),
        Build::Rustc => Vec::new(),
    };
    format!("[build]\nrustflags = [{}]\n", flags.join(", "))
}

/// cargo with the crate cache's own home and a clean environment (no variable of an outer cargo
/// or of the user's flags reaches it), compiling with `toolchain`'s rustc.
fn cargo(toolchain: &Toolchain, home: &Path, dir: &Path) -> Command {
    let mut command = Command::new(toolchain.cargo());
    for (name, _) in std::env::vars_os() {
        let name = name.to_string_lossy().into_owned();
        if name.starts_with("CARGO") || name.starts_with("RUSTC") || name.starts_with("RUSTFLAGS") {
            command.env_remove(&name);
        }
    }
    command
        .current_dir(dir)
        .env("CARGO_HOME", home)
        .env("RUSTC", &toolchain.rustc)
        .env("CARGO_TERM_COLOR", "never")
        .stdin(Stdio::null());
    command
}

fn run(mut command: Command, what: &str) -> Result<Output, Failed> {
    command
        .output()
        .map_err(|e| Failed::Unavailable(format!("cannot run {} ({})", what, e)))
}

/// Whether cargo's messages say it needed the network it was denied, or could not reach it.
fn wants_network(messages: &str) -> bool {
    [
        "--offline",
        "offline mode",
        "failed to download",
        "failed to query replaced source",
        "failed to get",
        "no matching package named",
        "failed to load source",
    ]
    .iter()
    .any(|m| messages.contains(m))
}

/// The lock of one resolution of `judge`'s whole manifest with `toolchain`'s cargo (its
/// resolver picks versions that compiler builds), made once per judge and release.
fn full_lock(
    judge: &Judge,
    toolchain: &Toolchain,
    home: &Path,
    dir: &Path,
    edition: &str,
) -> Result<PathBuf, Failed> {
    let release = toolchain
        .version()
        .ok()
        .and_then(|v| {
            v.lines()
                .find_map(|l| l.strip_prefix("release: "))
                .map(str::to_string)
        })
        .unwrap_or_else(|| "unknown".to_string());
    let lock = dir.join(format!("Cargo-{}.lock", release));
    if lock.is_file() {
        return Ok(lock);
    }
    let full = private(dir, "resolve")?;
    let all: Vec<&Crate> = judge.build.crates().iter().collect();
    let written = fs::create_dir_all(full.join("src"))
        .and_then(|_| {
            fs::write(
                full.join("Cargo.toml"),
                manifest(judge, &all, "main", edition),
            )
        })
        .and_then(|_| fs::write(full.join("src/main.rs"), "fn main() {}\n"));
    if let Err(e) = written {
        return Err(Failed::Unavailable(format!(
            "cannot write {}: {}",
            full.display(),
            e
        )));
    }
    // The index from the cache if it is there, else from crates.io.
    let mut resolved = None;
    for offline in [true, false] {
        let mut command = cargo(toolchain, home, &full);
        command.arg("generate-lockfile");
        if offline {
            command.arg("--offline");
        }
        let output = run(command, "cargo")?;
        if output.status.success() {
            resolved = Some(());
            break;
        }
        if !offline {
            let _ = fs::remove_dir_all(&full);
            return Err(Failed::Unavailable(format!(
                "cannot resolve {}'s crates (crates.io unreachable, and they are not in {}): {}",
                judge.title,
                home.display(),
                first_error(&String::from_utf8_lossy(&output.stderr))
            )));
        }
    }
    let moved = resolved
        .ok_or(())
        .and_then(|_| fs::rename(full.join("Cargo.lock"), &lock).map_err(|_| ()));
    let _ = fs::remove_dir_all(&full);
    moved.map_err(|_| Failed::Unavailable(format!("cannot keep {}", lock.display())))?;
    Ok(lock)
}

fn first_error(messages: &str) -> String {
    messages
        .lines()
        .find(|l| l.starts_with("error"))
        .or_else(|| messages.lines().next())
        .unwrap_or("no message")
        .to_string()
}

/// A new folder under `dir` that no other build shares.
fn private(dir: &Path, what: &str) -> Result<PathBuf, Failed> {
    static BUILDS: AtomicUsize = AtomicUsize::new(0);
    let nanos = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.subsec_nanos());
    let private = dir.join(format!(
        "{}-{}-{}-{}",
        what,
        std::process::id(),
        BUILDS.fetch_add(1, Ordering::Relaxed),
        nanos
    ));
    fs::create_dir_all(&private)
        .map_err(|e| Failed::Unavailable(format!("cannot create {}: {}", private.display(), e)))?;
    Ok(private)
}

/// Builds `text` (the file at `source`) as `judge` does with cargo, against `crates`, with
/// `toolchain`'s compiler and edition; the binary goes into the compile cache `cache`, the
/// crates' sources and builds into `crates_dir`.
pub fn build(
    judge: &Judge,
    crates: &[&Crate],
    toolchain: &Toolchain,
    source: &Path,
    text: &[u8],
    cache: &Path,
    crates_dir: &Path,
) -> Result<Binary, Failed> {
    let edition = toolchain
        .args
        .iter()
        .skip_while(|a| *a != "--edition")
        .nth(1)
        .map_or(judge.edition, String::as_str)
        .to_string();
    let identity = toolchain.version().map_err(Failed::Unavailable)?;
    let stem = source
        .file_stem()
        .and_then(|n| n.to_str())
        .unwrap_or("solution");
    let mut hasher = DefaultHasher::new();
    (
        text,
        source,
        &identity,
        manifest(judge, crates, "main", &edition),
        config(judge),
    )
        .hash(&mut hasher);
    let key = hasher.finish();
    let binary = cache.join(format!("{}-cargo-{:016x}", stem, key));
    if let Some(build) = compile::cached(&binary) {
        return Ok(build);
    }
    fs::create_dir_all(cache)
        .map_err(|e| Failed::Unavailable(format!("cannot create {}: {}", cache.display(), e)))?;
    let started = Instant::now();
    let dir = crates_dir.join(judge.name);
    let home = crates_dir.join("cargo-home");
    let target = dir.join("target");
    let lock = full_lock(judge, toolchain, &home, &dir, &edition)?;
    let package = private(&dir, "build")?;
    let result = build_in(
        judge, crates, toolchain, source, text, &edition, &home, &target, &lock, &package,
    );
    let adopted = result.and_then(|built| {
        compile::adopt(cache, &built, &binary, started.elapsed().as_secs_f64())
            .map_err(Failed::Unavailable)
    });
    let _ = fs::remove_dir_all(&package);
    adopted
}

/// The build in the private package folder `package`: the binary's path in the shared target.
#[allow(clippy::too_many_arguments)]
fn build_in(
    judge: &Judge,
    crates: &[&Crate],
    toolchain: &Toolchain,
    source: &Path,
    text: &[u8],
    edition: &str,
    home: &Path,
    target: &Path,
    lock: &Path,
    package: &Path,
) -> Result<PathBuf, Failed> {
    // The package's name tells concurrent builds' binaries apart in the shared target.
    let name = format!(
        "attempt_{}",
        package
            .file_name()
            .and_then(|n| n.to_str())
            .unwrap_or("x")
            .replace('-', "_")
    );
    let written = fs::create_dir_all(package.join("src"))
        .and_then(|_| fs::create_dir_all(package.join(".cargo")))
        .and_then(|_| {
            fs::write(
                package.join("Cargo.toml"),
                manifest(judge, crates, &name, edition),
            )
        })
        .and_then(|_| fs::write(package.join(".cargo/config.toml"), config(judge)))
        .and_then(|_| fs::copy(lock, package.join("Cargo.lock")).map(|_| ()))
        .and_then(|_| fs::write(package.join("src/main.rs"), text));
    if let Err(e) = written {
        return Err(Failed::Unavailable(format!(
            "cannot write {}: {}",
            package.display(),
            e
        )));
    }
    let build = || {
        let mut command = cargo(toolchain, home, package);
        command
            .args(["build", "--release", "--quiet", "--offline", "--target-dir"])
            .arg(target);
        run(command, "cargo")
    };
    let mut output = build()?;
    if !output.status.success() && wants_network(&String::from_utf8_lossy(&output.stderr)) {
        let mut fetch = cargo(toolchain, home, package);
        fetch.arg("fetch");
        let fetched = run(fetch, "cargo")?;
        if !fetched.status.success() {
            return Err(Failed::Unavailable(format!(
                "cannot fetch the crates {} needs (crates.io unreachable, and they are not in {}): {}",
                judge.title,
                home.display(),
                first_error(&String::from_utf8_lossy(&fetched.stderr))
            )));
        }
        output = build()?;
    }
    let built = target.join("release").join(&name);
    // The package's own files in the shared target go (its deps stay, for the next attempt).
    let cleanup = || {
        for sub in [
            "release/deps",
            "release/.fingerprint",
            "release/incremental",
        ] {
            if let Ok(entries) = fs::read_dir(target.join(sub)) {
                for entry in entries.filter_map(Result::ok) {
                    if entry.file_name().to_string_lossy().starts_with(&name) {
                        let path = entry.path();
                        let _ = fs::remove_dir_all(&path).or_else(|_| fs::remove_file(&path));
                    }
                }
            }
        }
        let _ = fs::remove_file(target.join("release").join(format!("{}.d", name)));
    };
    if !output.status.success() {
        cleanup();
        let messages = String::from_utf8_lossy(&output.stderr)
            .replace("src/main.rs", &source.display().to_string())
            .replace(&name, "main");
        return Err(Failed::Refused(messages));
    }
    let kept = package.join("binary");
    let moved = fs::copy(&built, &kept);
    let _ = fs::remove_file(&built);
    cleanup();
    moved.map_err(|e| Failed::Unavailable(format!("cannot copy {}: {}", built.display(), e)))?;
    Ok(kept)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::registry::judge;

    fn names(text: &str) -> Vec<String> {
        named(text, 2021).into_iter().map(|n| n.name).collect()
    }

    #[test]
    fn crates_are_named_by_use_extern_crate_and_paths_but_not_by_the_files_own_names() {
        assert_eq!(
            names("use proconio::input;\nuse std::io;\nfn main() { input! { n: usize } }"),
            ["proconio"]
        );
        assert_eq!(names("extern crate rand;\nfn main() {}"), ["rand"]);
        assert_eq!(
            names("use {itertools::Itertools, ::regex::Regex};\nfn main() {}"),
            ["itertools", "regex"]
        );
        assert_eq!(
            names("fn main() { let v = itertools::repeat_n(1, 2); }"),
            ["itertools"]
        );
        // The file's own module, enum and import, and std's paths.
        assert!(names("mod rand { pub fn f() {} }\nuse rand::f;\nfn main() { f() }").is_empty());
        assert!(names("enum Dir { N }\nuse Dir::*;\nfn main() {}").is_empty());
        assert!(
            names("use std::collections::hash_map;\nuse hash_map::Entry;\nfn main() {}").is_empty()
        );
        assert!(names("use self::a::b;\nuse crate::c;\nuse super::d;\nfn main() {}").is_empty());
        // A method named like a crate, and a crate in a comment or a string.
        assert!(names(
            "fn main() { x.itertools::<u8>(); // use rand::Rng;\n let s = \"use regex::Regex;\"; }"
        )
        .is_empty());
        // A name no judge offers is a crate only in a `use` or `extern crate`.
        assert_eq!(names("use serde::Deserialize;\nfn main() {}"), ["serde"]);
        assert!(names("fn main() { let m = serde::x(); }").is_empty());
    }

    #[test]
    fn a_judge_offers_its_crates_and_refuses_others_in_one_line() {
        let atcoder = judge("atcoder").unwrap();
        let plan_of = |judge, text| plan(judge, text, 2021);
        assert_eq!(plan_of(atcoder, "fn main() {}"), Ok(Plan::Rustc));
        match plan_of(
            atcoder,
            "use proconio::input;\nuse ac_library::Dsu;\nfn main() {}",
        ) {
            Ok(Plan::Cargo(crates)) => {
                let packages: Vec<&str> = crates.iter().map(|c| c.package).collect();
                assert_eq!(packages, ["proconio", "ac-library-rs"]);
            }
            other => panic!("{:?}", other),
        }
        let refused = plan_of(atcoder, "\nuse serde::Deserialize;\nfn main() {}").unwrap_err();
        assert_eq!(refused, "line 2: the crate `serde` is named, but AtCoder does not offer it; it offers 68 crates (`oj-sudoku judges` lists them), among them proconio 0.5.0, itertools 0.14.0, ac_library 0.2.0, rand 0.9.2");
        let codeforces = judge("codeforces").unwrap();
        assert_eq!(
            plan_of(codeforces, "use proconio::input;\nfn main() {}").unwrap_err(),
            "line 1: the crate `proconio` is named, but Codeforces builds the file with rustc alone: no crate is available there, only std"
        );
        let leetcode = judge("leetcode").unwrap();
        assert!(plan_of(leetcode, "use proconio::input;")
            .unwrap_err()
            .contains("LeetCode does not offer it; it offers rand 0.8, regex 1, itertools 0.14"));
    }

    #[test]
    fn manifests_pin_the_judges_versions_and_features() {
        let atcoder = judge("atcoder").unwrap();
        let proconio = atcoder
            .build
            .crates()
            .iter()
            .find(|c| c.lib == "proconio")
            .unwrap();
        let text = manifest(atcoder, &[proconio], "main", "2024");
        assert_eq!(
            text,
            "[workspace]\n\n[profile.release]\nlto = true\n\n[package]\nname = \"main\"\nversion = \"0.0.0\"\nedition = \"2024\"\npublish = false\n\n[dependencies]\nproconio = { version = \"=0.5.0\", features = [\"derive\"] }\n"
        );
        assert_eq!(
            config(atcoder),
            "[build]\nrustflags = [\"--cfg\", \"atcoder\"]\n"
        );
    }
}
