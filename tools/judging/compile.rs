//! Compiling a single-file solution alone, as a judge does, into a cache that concurrent runs
//! share safely.
//!
//! - **Private builds.** Each compile runs in a directory of its own (`build-<pid>-<n>-<time>`),
//!   where rustc also leaves its intermediate files; two builds of the same file at once cannot
//!   touch each other's objects. The finished binary is renamed into place, an atomic step, so a
//!   run of an older binary by that name is never disturbed.
//! - **A cache keyed by content.** A binary is named by a hash of the source bytes, the file's
//!   path (panic messages carry it), the compiler's `rustc -vV` and the arguments: an unchanged
//!   attempt is judged again without compiling, and a changed compiler or flag compiles anew.
//! - **Bounded.** Past [`CACHE_LIMIT`] bytes the least recently used binaries are removed;
//!   [`clean`] empties the cache.
//!
//! The source is compiled from a copy in the private directory, with the directory remapped to
//! the user's own (`--remap-path-prefix`), so rustc's messages and panics name the user's path
//! and the file cannot change halfway through a build.

use crate::judging::toolchain::Fidelity;
use std::collections::hash_map::DefaultHasher;
use std::collections::HashMap;
use std::fs;
use std::hash::{Hash, Hasher};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::{Instant, SystemTime, UNIX_EPOCH};

/// How a judge compiles: which `rustc`, with which arguments (edition and flags).
#[derive(Clone, Debug)]
pub struct Toolchain {
    /// A command on PATH or a path (a rustup toolchain's own rustc).
    pub rustc: String,
    pub args: Vec<String>,
    /// How it stands to the judge's compiler.
    pub fidelity: Fidelity,
}

impl Toolchain {
    /// The command line, e.g. `rustc --edition 2024 -C opt-level=2` (a rustup toolchain's rustc
    /// as `rustc`: the fidelity line names it).
    pub fn describe(&self) -> String {
        let rustc = match self.fidelity {
            Fidelity::Exact { .. } => "rustc",
            _ => &self.rustc,
        };
        format!("{} {}", rustc, self.args.join(" "))
    }

    /// The local `rustc` with `args`, for builds that stand for no judge (a user's generator).
    pub fn local(args: Vec<String>) -> Toolchain {
        Toolchain {
            rustc: "rustc".to_string(),
            args,
            fidelity: Fidelity::Unknown,
        }
    }

    /// The `cargo` of the same toolchain: beside a rustup toolchain's rustc, else on PATH.
    pub fn cargo(&self) -> String {
        match self.fidelity {
            Fidelity::Exact { .. } => Path::new(&self.rustc)
                .with_file_name("cargo")
                .to_string_lossy()
                .into_owned(),
            _ => "cargo".to_string(),
        }
    }

    /// `rustc -vV` (release, commit, host, LLVM), asked once per compiler and process: the exact
    /// compiler's identity, part of every cache key.
    pub fn version(&self) -> Result<String, String> {
        static VERSIONS: Mutex<Option<HashMap<String, String>>> = Mutex::new(None);
        let mut versions = VERSIONS.lock().unwrap_or_else(|e| e.into_inner());
        let versions = versions.get_or_insert_with(HashMap::new);
        if let Some(version) = versions.get(&self.rustc) {
            return Ok(version.clone());
        }
        let output = Command::new(&self.rustc)
            .arg("-vV")
            .output()
            .map_err(|e| format!("cannot run {}: {}", self.rustc, e))?;
        if !output.status.success() {
            return Err(format!("{} -vV failed", self.rustc));
        }
        let version = String::from_utf8_lossy(&output.stdout).into_owned();
        versions.insert(self.rustc.clone(), version.clone());
        Ok(version)
    }
}

/// A compiled binary, and whether it came from the cache.
#[derive(Clone, Debug)]
pub struct Build {
    pub binary: PathBuf,
    pub cached: bool,
    /// How long compiling took (zero from the cache).
    pub seconds: f64,
}

/// The name the launcher's binary starts with (see `run.rs`): never trimmed.
pub const LAUNCHER_STEM: &str = "oj-sudoku-launcher";

/// The cache's size bound: past it, the least recently used binaries go.
pub const CACHE_LIMIT: u64 = 200 << 20;

/// Compiles `text`, the contents of the file at `source`, alone with `toolchain` into `cache`;
/// `Err` holds the compiler's message (naming `source`), or why it could not run.
pub fn compile(
    toolchain: &Toolchain,
    source: &Path,
    text: &[u8],
    cache: &Path,
) -> Result<Build, String> {
    fs::create_dir_all(cache).map_err(|e| format!("cannot create {}: {}", cache.display(), e))?;
    let file_name = source
        .file_name()
        .and_then(|n| n.to_str())
        .filter(|n| n.ends_with(".rs"))
        .unwrap_or("solution.rs")
        .to_string();
    let stem = file_name.trim_end_matches(".rs");
    let mut hasher = DefaultHasher::new();
    (text, source, toolchain.version()?, &toolchain.args).hash(&mut hasher);
    let binary = cache.join(format!("{}-{:016x}", stem, hasher.finish()));
    if binary.is_file() {
        touch(&binary);
        return Ok(Build {
            binary,
            cached: true,
            seconds: 0.0,
        });
    }
    let started = Instant::now();
    let private = private_dir(cache)?;
    let result = build_in(toolchain, source, &file_name, text, &private, &binary);
    let _ = fs::remove_dir_all(&private);
    result?;
    trim(cache, CACHE_LIMIT);
    Ok(Build {
        binary,
        cached: false,
        seconds: started.elapsed().as_secs_f64(),
    })
}

/// Compiles a copy of the source in `private` and moves the binary to `binary`.
fn build_in(
    toolchain: &Toolchain,
    source: &Path,
    file_name: &str,
    text: &[u8],
    private: &Path,
    binary: &Path,
) -> Result<(), String> {
    let copy = private.join(file_name);
    fs::write(&copy, text).map_err(|e| format!("cannot write {}: {}", copy.display(), e))?;
    // Messages and panics name the user's folder (as they wrote it), not ours.
    let shown = source.parent().map(Path::as_os_str).unwrap_or_default();
    let mut remap = private.as_os_str().to_owned();
    if shown.is_empty() {
        remap.push("/=");
    } else {
        remap.push("=");
        remap.push(shown);
    }
    let built = private.join("binary");
    let output = Command::new(&toolchain.rustc)
        .args(&toolchain.args)
        .arg("--remap-path-prefix")
        .arg(remap)
        .arg("-o")
        .arg(&built)
        .arg(&copy)
        .output()
        .map_err(|e| format!("cannot run {}: {}", toolchain.rustc, e))?;
    if !output.status.success() {
        return Err(String::from_utf8_lossy(&output.stderr).into_owned());
    }
    fs::rename(&built, binary).map_err(|e| format!("cannot move {}: {}", built.display(), e))
}

/// A new directory under `cache` that no other build, in this process or another, shares.
fn private_dir(cache: &Path) -> Result<PathBuf, String> {
    static BUILDS: AtomicUsize = AtomicUsize::new(0);
    let nanos = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.subsec_nanos());
    let dir = cache.join(format!(
        "build-{}-{}-{}",
        std::process::id(),
        BUILDS.fetch_add(1, Ordering::Relaxed),
        nanos
    ));
    fs::create_dir(&dir).map_err(|e| format!("cannot create {}: {}", dir.display(), e))?;
    Ok(dir)
}

/// Marks a cached binary as just used. Opened for reading only: while any process holds a
/// binary open for writing, the kernel refuses to run it ("Text file busy"), and a concurrent
/// check may be starting it this very moment.
pub fn touch(binary: &Path) {
    if let Ok(file) = fs::File::open(binary) {
        let _ = file.set_modified(SystemTime::now());
    }
}

/// Trims `cache` to its bound ([`CACHE_LIMIT`]), as after every compile.
pub fn trim_cache(cache: &Path) {
    trim(cache, CACHE_LIMIT);
}

/// How recently a binary must have been used to be safe from trimming: another check, in this
/// process or another, may be about to run it.
const IN_USE: std::time::Duration = std::time::Duration::from_secs(15 * 60);

/// Removes the least recently used binaries of `cache` until it holds no more than `limit`
/// bytes (three quarters of it, so that trimming is rare). Left alone: builds in progress, the
/// launcher, the runs' report and answers files (their names start with `.`), and anything used
/// in the last [`IN_USE`].
fn trim(cache: &Path, limit: u64) {
    let recent = SystemTime::now() - IN_USE;
    let mut binaries: Vec<(SystemTime, u64, PathBuf)> = match fs::read_dir(cache) {
        Ok(entries) => entries
            .filter_map(Result::ok)
            .filter_map(|entry| {
                let metadata = entry.metadata().ok()?;
                let name = entry.file_name();
                let kept = name.to_str().is_none_or(|n| {
                    n.starts_with("build-") || n.starts_with('.') || n.starts_with(LAUNCHER_STEM)
                });
                let modified = metadata.modified().ok()?;
                if !metadata.is_file() || kept || modified > recent {
                    return None;
                }
                Some((modified, metadata.len(), entry.path()))
            })
            .collect(),
        Err(_) => return,
    };
    let mut total: u64 = binaries.iter().map(|(_, size, _)| size).sum();
    if total <= limit {
        return;
    }
    binaries.sort();
    for (_, size, path) in binaries {
        if total <= limit / 4 * 3 {
            break;
        }
        if fs::remove_file(&path).is_ok() {
            total -= size;
        }
    }
}

/// Empties `cache`: what `oj-sudoku clean` does. Returns the bytes freed.
pub fn clean(cache: &Path) -> Result<u64, String> {
    if !cache.exists() {
        return Ok(0);
    }
    let freed = size_of(cache);
    fs::remove_dir_all(cache).map_err(|e| format!("cannot remove {}: {}", cache.display(), e))?;
    Ok(freed)
}

/// The bytes under `path`.
fn size_of(path: &Path) -> u64 {
    match fs::symlink_metadata(path) {
        Ok(metadata) if metadata.is_dir() => fs::read_dir(path)
            .map(|entries| {
                entries
                    .filter_map(Result::ok)
                    .map(|entry| size_of(&entry.path()))
                    .sum()
            })
            .unwrap_or(0),
        Ok(metadata) => metadata.len(),
        Err(_) => 0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scratch(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("oj-sudoku-{}-{}", name, std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).unwrap();
        dir
    }

    #[test]
    fn trimming_removes_the_least_recently_used_first() {
        let dir = scratch("trim");
        for (name, age) in [("old", 3000), ("mid", 2000), ("new", 1000), ("in-use", 10)] {
            let path = dir.join(name);
            fs::write(&path, vec![0u8; 1000]).unwrap();
            let file = fs::File::options().append(true).open(&path).unwrap();
            file.set_modified(SystemTime::now() - std::time::Duration::from_secs(age))
                .unwrap();
        }
        fs::create_dir(dir.join("build-1-2-3")).unwrap();
        trim(&dir, 2500);
        let left: Vec<String> = {
            let mut names: Vec<String> = fs::read_dir(&dir)
                .unwrap()
                .map(|e| e.unwrap().file_name().into_string().unwrap())
                .collect();
            names.sort();
            names
        };
        assert_eq!(left, ["build-1-2-3", "in-use", "new"]);
        assert_eq!(clean(&dir).unwrap(), 2000);
        assert!(!dir.exists());
    }
}
