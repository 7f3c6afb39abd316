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
//!   rustflags; its dependencies only the crates named, with the manifest's versions), its lock
//!   copied from one resolution of the judge's whole manifest, so every attempt sees the same
//!   versions. From that resolution too (`cargo tree`), each crate named and each package below
//!   it gets the features the whole manifest gives it: cargo unifies a package's features across
//!   all of the judge's crates (AtCoder's `rand` turns on `rand_core/os_rng`, so `OsRng` is
//!   there for an attempt that names `rand_core` alone), yet only the crates named and what they
//!   depend on are compiled. The crates are fetched once from crates.io into
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

/// The manifest of `judge`'s package with `crates` as its dependencies, named `name`. With the
/// judge's whole manifest `resolved` ([`Resolved`]), each crate gets the features that
/// resolution gives it, and so does each package it depends on (under a name of ours,
/// `oj_sudoku_unified_<package>_<version>`, that no file can mean): cargo unifies a package's
/// features across the judge's whole dependency set, so a feature another of its crates turns
/// on (`rand` turns on `rand_core/os_rng`) is on for every attempt there, whichever crates it
/// names; the build still compiles only the crates named and what they depend on.
fn manifest(
    judge: &Judge,
    crates: &[&Crate],
    name: &str,
    edition: &str,
    resolved: &[Resolved],
) -> String {
    let profile = match judge.build {
        Build::Cargo { profile, .. } => profile,
        Build::Rustc => "",
    };
    // `[workspace]`: a package of its own, wherever it lies (our cache is inside our workspace).
    let mut text = format!(
        "[workspace]\n\n[profile.release]\n{}\n\n[package]\nname = \"{}\"\nversion = \"0.0.0\"\nedition = \"{}\"\npublish = false\n\n[dependencies]\n",
        profile, name, edition
    );
    let quoted = |features: &[String]| -> String {
        let quoted: Vec<String> = features.iter().map(|f| format!("\"{}\"", f)).collect();
        quoted.join(", ")
    };
    let (named, below) = unified(crates, resolved);
    for (krate, node) in crates.iter().zip(&named) {
        match node.map(|n| &resolved[n]) {
            Some(node) => text.push_str(&format!(
                "{} = {{ version = \"{}\", default-features = false, features = [{}] }}\n",
                krate.package,
                krate.version,
                quoted(&node.features)
            )),
            None if krate.features.is_empty() => {
                text.push_str(&format!("{} = \"{}\"\n", krate.package, krate.version))
            }
            None => {
                let features: Vec<String> = krate.features.iter().map(|f| f.to_string()).collect();
                text.push_str(&format!(
                    "{} = {{ version = \"{}\", features = [{}] }}\n",
                    krate.package,
                    krate.version,
                    quoted(&features)
                ));
            }
        }
    }
    for node in below.iter().map(|&n| &resolved[n]) {
        text.push_str(&format!(
            "oj_sudoku_unified_{}_{} = {{ package = \"{}\", version = \"={}\", default-features = false, features = [{}] }}\n",
            node.package.replace('-', "_"),
            node.version.replace(['.', '-', '+'], "_"),
            node.package,
            node.version,
            quoted(&node.features)
        ));
    }
    text
}

/// A package of a judge's whole manifest as cargo resolves it for the target (`cargo tree -e
/// normal`): its version, the features it gets, and the packages it depends on (indices).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Resolved {
    pub package: String,
    pub version: String,
    pub features: Vec<String>,
    pub deps: Vec<usize>,
    /// Whether the manifest itself depends on it (it is met at depth 1, maybe not first).
    pub direct: bool,
    /// Whether it is a procedural macro: built for the host, with the features its own
    /// dependencies get among the host's.
    pub proc_macro: bool,
}

/// `cargo tree -e normal --prefix depth --format '{p}|{f}'` read into packages: each line
/// `<depth><package> v<version>[ (proc-macro)][ (<path>)]|<features>[ (*)]`; a package seen
/// again is marked `(*)`, its dependencies listed once, at its first appearance. The root
/// (depth 0) is left out.
pub fn read_tree(tree: &str) -> Vec<Resolved> {
    let mut packages: Vec<Resolved> = Vec::new();
    // The package at each depth of the current path.
    let mut path: Vec<Option<usize>> = Vec::new();
    for line in tree.lines() {
        let digits = line.bytes().take_while(u8::is_ascii_digit).count();
        let depth: usize = match line[..digits].parse() {
            Ok(depth) => depth,
            Err(_) => continue,
        };
        let (what, features) = line[digits..]
            .split_once('|')
            .unwrap_or((&line[digits..], ""));
        let mut words = what.split(' ');
        let (package, version) = match (words.next(), words.next()) {
            (Some(package), Some(version)) => (package, version.trim_start_matches('v')),
            _ => continue,
        };
        let features: Vec<String> = features
            .trim_end_matches(" (*)")
            .split(',')
            .map(str::trim)
            .filter(|f| !f.is_empty())
            .map(str::to_string)
            .collect();
        path.truncate(depth);
        let node = if depth == 0 {
            None
        } else {
            let found = packages
                .iter()
                .position(|p| p.package == package && p.version == version);
            let index = found.unwrap_or_else(|| {
                packages.push(Resolved {
                    package: package.to_string(),
                    version: version.to_string(),
                    features,
                    deps: Vec::new(),
                    direct: false,
                    proc_macro: what.contains(" (proc-macro)"),
                });
                packages.len() - 1
            });
            packages[index].direct |= depth == 1;
            if let Some(Some(parent)) = path.last() {
                if !packages[*parent].deps.contains(&index) {
                    packages[*parent].deps.push(index);
                }
            }
            Some(index)
        };
        path.push(node);
    }
    packages
}

/// For `crates`, each one's package in `resolved` (the manifest's own dependency of that name),
/// and every other package they depend on, directly or not, in the order met (a procedural
/// macro, but not what it depends on: that is built for the host, apart from the program).
fn unified(crates: &[&Crate], resolved: &[Resolved]) -> (Vec<Option<usize>>, Vec<usize>) {
    let named: Vec<Option<usize>> = crates
        .iter()
        .map(|c| {
            resolved
                .iter()
                .position(|p| p.direct && p.package == c.package)
        })
        .collect();
    let mut seen: Vec<usize> = named.iter().flatten().copied().collect();
    let mut below = Vec::new();
    let mut next = 0;
    while next < seen.len() {
        // A procedural macro's own dependencies are the host's, not the program's: left alone.
        let deps: &[usize] = match resolved[seen[next]].proc_macro {
            true => &[],
            false => &resolved[seen[next]].deps,
        };
        for &dep in deps {
            if !seen.contains(&dep) {
                seen.push(dep);
                below.push(dep);
            }
        }
        next += 1;
    }
    (named, below)
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

/// One resolution of `judge`'s whole manifest with `toolchain`'s cargo (its resolver picks
/// versions that compiler builds), made once per judge and release: its lock, and its packages
/// with the features each gets ([`Resolved`], from `cargo tree`, which fetches the manifests of
/// the packages it has not seen).
fn resolution(
    judge: &Judge,
    toolchain: &Toolchain,
    home: &Path,
    dir: &Path,
    edition: &str,
) -> Result<(PathBuf, Vec<Resolved>), Failed> {
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
    let features = dir.join(format!("Features-{}.txt", release));
    if let (true, Ok(tree)) = (lock.is_file(), fs::read_to_string(&features)) {
        return Ok((lock, read_tree(&tree)));
    }
    let full = private(dir, "resolve")?;
    let all: Vec<&Crate> = judge.build.crates().iter().collect();
    let written = fs::create_dir_all(full.join("src"))
        .and_then(|_| {
            fs::write(
                full.join("Cargo.toml"),
                manifest(judge, &all, "main", edition, &[]),
            )
        })
        .and_then(|_| fs::write(full.join("src/main.rs"), "fn main() {}\n"))
        .and_then(|_| match lock.is_file() {
            true => fs::copy(&lock, full.join("Cargo.lock")).map(|_| ()),
            false => Ok(()),
        });
    if let Err(e) = written {
        let _ = fs::remove_dir_all(&full);
        return Err(Failed::Unavailable(format!(
            "cannot write {}: {}",
            full.display(),
            e
        )));
    }
    let made = resolve_in(judge, toolchain, home, &full, &lock, &features);
    let _ = fs::remove_dir_all(&full);
    let tree = made?;
    Ok((lock, read_tree(&tree)))
}

/// [`resolution`]'s work in the package folder `full`: the lock (unless it is there already)
/// and the tree, each kept at `lock` and `features`. The cache first, then crates.io.
fn resolve_in(
    judge: &Judge,
    toolchain: &Toolchain,
    home: &Path,
    full: &Path,
    lock: &Path,
    features: &Path,
) -> Result<String, Failed> {
    let unreachable = |output: &Output| {
        Failed::Unavailable(format!(
            "cannot resolve {}'s crates (crates.io unreachable, and they are not in {}): {}",
            judge.title,
            home.display(),
            first_error(&String::from_utf8_lossy(&output.stderr))
        ))
    };
    if !full.join("Cargo.lock").is_file() {
        for offline in [true, false] {
            let mut command = cargo(toolchain, home, full);
            command.arg("generate-lockfile");
            if offline {
                command.arg("--offline");
            }
            let output = run(command, "cargo")?;
            if output.status.success() {
                break;
            }
            if !offline {
                return Err(unreachable(&output));
            }
        }
        let made = fs::read(full.join("Cargo.lock"));
        made.and_then(|bytes| keep(&bytes, lock))
            .map_err(|_| Failed::Unavailable(format!("cannot keep {}", lock.display())))?;
    }
    for offline in [true, false] {
        let mut command = cargo(toolchain, home, full);
        command.args([
            "tree", "--locked", "-e", "normal", "--prefix", "depth", "--format", "{p}|{f}",
        ]);
        if offline {
            command.arg("--offline");
        }
        let output = run(command, "cargo")?;
        if output.status.success() {
            let tree = String::from_utf8_lossy(&output.stdout).into_owned();
            keep(tree.as_bytes(), features)
                .map_err(|_| Failed::Unavailable(format!("cannot keep {}", features.display())))?;
            return Ok(tree);
        }
        if !offline {
            return Err(unreachable(&output));
        }
    }
    unreachable!("the second pass returns")
}

/// Writes `bytes` at `path` whole or not at all (a temporary file renamed), so that a check
/// running at the same time never reads half of it.
fn keep(bytes: &[u8], path: &Path) -> std::io::Result<()> {
    let temporary = path.with_extension(format!("part-{}", std::process::id()));
    fs::write(&temporary, bytes).and_then(|_| fs::rename(&temporary, path))
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
    let dir = crates_dir.join(judge.name);
    let home = crates_dir.join("cargo-home");
    let target = dir.join("target");
    let (lock, resolved) = resolution(judge, toolchain, &home, &dir, &edition)?;
    let wanted = manifest(judge, crates, "main", &edition, &resolved);
    let stem = source
        .file_stem()
        .and_then(|n| n.to_str())
        .unwrap_or("solution");
    let mut hasher = DefaultHasher::new();
    (text, source, &identity, &wanted, config(judge)).hash(&mut hasher);
    let key = hasher.finish();
    let binary = cache.join(format!("{}-cargo-{:016x}", stem, key));
    if let Some(build) = compile::cached(&binary) {
        return Ok(build);
    }
    compile::hold(cache).map_err(Failed::Unavailable)?;
    let started = Instant::now();
    let package = private(&dir, "build")?;
    let result = build_in(
        judge, crates, toolchain, source, text, &edition, &home, &target, &lock, &package,
        &resolved,
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
    resolved: &[Resolved],
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
                manifest(judge, crates, &name, edition, resolved),
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

    /// A judge's whole resolution, as `cargo tree` prints it: a package seen again is marked
    /// `(*)`, its dependencies listed where it was first met, maybe deeper than depth 1.
    const TREE: &str = "0main v0.0.0 (/x/resolve-1)|
1proconio v0.5.0|derive,proconio-derive
2proconio-derive v0.2.1 (proc-macro)|
3syn v1.0.109|full,parsing (*)
1rand v0.9.2|alloc,default,os_rng,std
2rand_core v0.9.3|os_rng,std
3getrandom v0.3.3|
4libc v0.2.191|
1rand_core v0.9.3|os_rng,std (*)
";

    #[test]
    fn the_whole_resolution_is_read_from_cargo_tree() {
        let resolved = read_tree(TREE);
        let named: Vec<(&str, &str, bool, bool)> = resolved
            .iter()
            .map(|p| {
                (
                    p.package.as_str(),
                    p.version.as_str(),
                    p.direct,
                    p.proc_macro,
                )
            })
            .collect();
        assert_eq!(
            named,
            [
                ("proconio", "0.5.0", true, false),
                ("proconio-derive", "0.2.1", false, true),
                ("syn", "1.0.109", false, false),
                ("rand", "0.9.2", true, false),
                ("rand_core", "0.9.3", true, false),
                ("getrandom", "0.3.3", false, false),
                ("libc", "0.2.191", false, false),
            ]
        );
        assert_eq!(resolved[4].features, ["os_rng", "std"]);
        assert_eq!(resolved[4].deps, [5]);
        assert_eq!(resolved[0].deps, [1]);
    }

    /// cargo unifies features across the judge's whole manifest: an attempt naming `rand_core`
    /// alone gets `os_rng`, which AtCoder's `rand` turns on, and so do the packages below it;
    /// a procedural macro is declared, what it depends on (the host's) is not.
    #[test]
    fn an_attempt_gets_the_features_the_judges_whole_manifest_resolves_to() {
        let atcoder = judge("atcoder").unwrap();
        let offered = |lib: &str| {
            atcoder
                .build
                .crates()
                .iter()
                .find(|c| c.lib == lib)
                .unwrap()
        };
        let resolved = read_tree(TREE);
        let text = manifest(
            atcoder,
            &[offered("rand_core"), offered("proconio")],
            "main",
            "2024",
            &resolved,
        );
        let dependencies = text.split_once("[dependencies]\n").unwrap().1;
        assert_eq!(
            dependencies,
            "rand_core = { version = \"=0.9.3\", default-features = false, features = [\"os_rng\", \"std\"] }
proconio = { version = \"=0.5.0\", default-features = false, features = [\"derive\", \"proconio-derive\"] }
oj_sudoku_unified_getrandom_0_3_3 = { package = \"getrandom\", version = \"=0.3.3\", default-features = false, features = [] }
oj_sudoku_unified_proconio_derive_0_2_1 = { package = \"proconio-derive\", version = \"=0.2.1\", default-features = false, features = [] }
oj_sudoku_unified_libc_0_2_191 = { package = \"libc\", version = \"=0.2.191\", default-features = false, features = [] }
"
        );
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
        let text = manifest(atcoder, &[proconio], "main", "2024", &[]);
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
