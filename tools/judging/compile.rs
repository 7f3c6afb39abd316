//! Compiling a single-file solution alone, as a judge does, into a cache that concurrent runs
//! share safely.
//!
//! - **Private builds.** Each compile runs in a directory of its own (`build-<pid>-<n>-<time>`),
//!   where rustc also leaves its intermediate files; two builds of the same file at once cannot
//!   touch each other's objects. The finished binary gets its name in the cache as a hard link,
//!   an atomic step that never replaces a file: the first of two builds of the same key to
//!   finish is the one both run, and a binary being run is never disturbed.
//! - **One build of a key at a time.** A build holds a lock file beside its binary
//!   (`<binary>.building`); a check that wants the same key meanwhile says so and waits, then
//!   takes that build's binary, or the compiler's error it wrote in the lock file. A build
//!   killed midway releases its lock with its process; what it leaves is swept later.
//! - **A cache keyed by content.** A binary is named by a hash of the source bytes, the file's
//!   path (panic messages carry it), the compiler's `rustc -vV` and the arguments: an unchanged
//!   attempt is judged again without compiling, and a changed compiler or flag compiles anew.
//! - **Bounded.** Binaries are stripped of their symbols (`strip`, where it is installed: a few
//!   hundred KB each instead of 4 MB). Past [`CACHE_LIMIT`] bytes the least recently used are
//!   removed, except those in use: a [`Build`] holds a shared lock on its binary for as long as
//!   it lives, and the trimmer removes only what it can lock alone. [`clean`] empties the cache
//!   only when no process uses it: each holds a shared lock on its `.in-use` file ([`hold`]).
//!
//! The source is compiled from a copy in the private directory, with the directory remapped to
//! the user's own (`--remap-path-prefix`), so rustc's messages and panics name the user's path
//! and the file cannot change halfway through a build.

use crate::judging::toolchain::Fidelity;
use std::collections::hash_map::DefaultHasher;
use std::collections::HashMap;
use std::fs;
use std::hash::{Hash, Hasher};
use std::io::{Read, Seek, SeekFrom, Write};
use std::os::unix::fs::MetadataExt;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
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
        // An argument with a space (cargo's `--check-cfg 'cfg(feature, values())'`) quoted,
        // as a shell would need it.
        let args: Vec<String> = (self.args.iter())
            .map(|a| {
                if a.contains(' ') {
                    format!("'{}'", a)
                } else {
                    a.clone()
                }
            })
            .collect();
        format!("{} {}", rustc, args.join(" "))
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

/// A compiled binary, and whether it came from the cache. While a `Build` (or a clone) lives,
/// the binary is not trimmed from the cache.
#[derive(Clone, Debug)]
pub struct Build {
    pub binary: PathBuf,
    pub cached: bool,
    /// Whether another process was building it when asked for: the binary is that build's.
    pub waited: bool,
    /// How long compiling took (zero from the cache).
    pub seconds: f64,
    /// The binary, open with a shared lock: the trimmer leaves locked binaries alone. Held, not
    /// read: the lock lasts as long as the handle.
    _lease: Arc<fs::File>,
}

/// Opens `binary` and takes a shared lock on it, if it is still the file at that path (the
/// trimmer may have removed it between a lookup and this call).
fn lease(binary: &Path) -> Option<fs::File> {
    let file = fs::File::open(binary).ok()?;
    file.lock_shared().ok()?;
    is_at(&file, binary).then_some(file)
}

/// Whether `file` (an open handle) is still the file at `path`: not removed or replaced since.
fn is_at(file: &fs::File, path: &Path) -> bool {
    match (file.metadata(), fs::metadata(path)) {
        (Ok(held), Ok(there)) => same_file(&held, &there),
        _ => false,
    }
}

/// The path of a note kept beside a cached binary, `<binary>.<note>`: it goes when the binary
/// is trimmed.
pub fn note_path(binary: &Path, note: &str) -> PathBuf {
    let mut name = binary.as_os_str().to_owned();
    name.push(".");
    name.push(note);
    PathBuf::from(name)
}

/// Whether `a` and `b` describe the same file: the same inode on the same device.
fn same_file(a: &fs::Metadata, b: &fs::Metadata) -> bool {
    a.ino() == b.ino() && a.dev() == b.dev()
}

/// The name the launcher's binary starts with (see `run.rs`): never trimmed.
pub const LAUNCHER_STEM: &str = "oj-sudoku-launcher";

/// The cache's size bound: past it, the least recently used binaries go.
pub const CACHE_LIMIT: u64 = 200 << 20;

/// The bound in force: [`CACHE_LIMIT`], or `OJ_SUDOKU_CACHE_MB` megabytes where that is set
/// (the tests hold the bound with a small one).
fn cache_limit() -> u64 {
    limit_of(std::env::var("OJ_SUDOKU_CACHE_MB").ok())
}

/// The bound `OJ_SUDOKU_CACHE_MB` sets when it is `mb`: [`CACHE_LIMIT`] unless it is a number.
fn limit_of(mb: Option<String>) -> u64 {
    mb.and_then(|mb| mb.parse::<u64>().ok())
        .map_or(CACHE_LIMIT, |mb| mb << 20)
}

/// Compiles `text`, the contents of the file at `source`, alone with `toolchain` into `cache`;
/// `Err` holds the compiler's message (naming `source`), or why it could not run.
pub fn compile(
    toolchain: &Toolchain,
    source: &Path,
    text: &[u8],
    cache: &Path,
) -> Result<Build, String> {
    hold(cache)?;
    let file_name = file_name_of(source);
    let binary = binary_path(toolchain, source, text, cache)?;
    if let Some(build) = cached(&binary) {
        return Ok(build);
    }
    // One build of a key at a time: a check that finds the same file being built (checks at
    // once, `--watch` beside another) waits for that build and takes its binary, or its error.
    // The lock goes with its holder, even one killed; the lock file goes once a build is over.
    let building = note_path(&binary, "building");
    let mut lock = lock_file(&building).ok();
    let mut waited = false;
    if let Some(file) = lock.take() {
        lock = match file.try_lock() {
            Ok(()) => Some(file),
            Err(fs::TryLockError::WouldBlock) => {
                if !file_name.starts_with(LAUNCHER_STEM) {
                    eprintln!(
                        "note: another check is compiling {} this moment: waiting for its build",
                        source.display()
                    );
                }
                waited = true;
                file.lock().ok().map(|()| file)
            }
            Err(fs::TryLockError::Error(_)) => None,
        };
    }
    // The build we waited for: its binary, or the error it left in the lock file.
    let mut built = false;
    let outcome = match (cached(&binary), lock.as_mut().and_then(failure_left)) {
        (Some(build), _) => Ok(Build { waited, ..build }),
        (None, Some(message)) if waited => Err(message),
        _ => {
            built = true;
            build_new(toolchain, source, &file_name, text, cache, binary)
        }
    };
    if let Some(file) = lock.as_mut() {
        // Our build's error, for those waiting on it; then the lock file goes, if the file at
        // that path is still the one we hold (a later build may have its own there).
        if let (true, Err(message)) = (built, &outcome) {
            let _ = file.set_len(0);
            let _ = file.seek(SeekFrom::Start(0));
            let _ = file.write_all(message.as_bytes());
        }
        if is_at(file, &building) {
            let _ = fs::remove_file(&building);
        }
    }
    outcome
}

/// Where the binary of `text` (the contents of `source`) built by `toolchain` is kept in `cache`:
/// `<stem>-<hash>`, the hash of the text, the source's path, the compiler's version and flags.
fn binary_path(
    toolchain: &Toolchain,
    source: &Path,
    text: &[u8],
    cache: &Path,
) -> Result<PathBuf, String> {
    let file_name = file_name_of(source);
    let stem = file_name.trim_end_matches(".rs");
    let mut hasher = DefaultHasher::new();
    (text, source, toolchain.version()?, &toolchain.args).hash(&mut hasher);
    Ok(cache.join(format!("{}-{:016x}", stem, hasher.finish())))
}

/// The name a copy of `source` is compiled under: its own if it ends in `.rs`.
fn file_name_of(source: &Path) -> String {
    source
        .file_name()
        .and_then(|n| n.to_str())
        .filter(|n| n.ends_with(".rs"))
        .unwrap_or("solution.rs")
        .to_string()
}

/// The error a failed build wrote in its lock file (empty: none, or its builder was killed).
fn failure_left(file: &mut fs::File) -> Option<String> {
    let mut message = String::new();
    file.seek(SeekFrom::Start(0)).ok()?;
    file.read_to_string(&mut message).ok()?;
    Some(message).filter(|m| !m.is_empty())
}

/// Opens (creating it if missing, never emptying it) a file used as a lock: `.in-use`, or a
/// `.building` file, which also carries a failed build's error.
fn lock_file(path: &Path) -> std::io::Result<fs::File> {
    fs::OpenOptions::new()
        .create(true)
        .truncate(false)
        .read(true)
        .write(true)
        .open(path)
}

/// The name of the file every process using a cache holds a shared lock on ([`hold`]).
const IN_USE: &str = ".in-use";

/// Marks `cache` (created if missing) as in use by this process until it ends: a shared lock on
/// its `.in-use` file, which `clean` must take alone before it empties the cache, so that it
/// never removes a build, a binary or a run's report under a running check. A lock taken on a
/// file `clean` removed meanwhile is taken again on the new one.
pub fn hold(cache: &Path) -> Result<(), String> {
    static HELD: Mutex<Vec<(PathBuf, fs::File)>> = Mutex::new(Vec::new());
    let mut held = HELD.lock().unwrap_or_else(|e| e.into_inner());
    if held.iter().any(|(dir, _)| dir == cache) {
        return Ok(());
    }
    let path = cache.join(IN_USE);
    for _ in 0..8 {
        fs::create_dir_all(cache)
            .map_err(|e| format!("cannot create {}: {}", cache.display(), e))?;
        // A clean removing the folder between our two steps: made again on the next turn.
        let file = match lock_file(&path) {
            Ok(file) => file,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => continue,
            Err(e) => return Err(format!("cannot open {}: {}", path.display(), e)),
        };
        // A file system without locks: used as before, unguarded.
        if file.lock_shared().is_err() {
            return Ok(());
        }
        if is_at(&file, &path) {
            held.push((cache.to_path_buf(), file));
            return Ok(());
        }
    }
    Err(format!(
        "cannot use {}: it is being emptied",
        cache.display()
    ))
}

/// Compiles `text` (the contents of `source`, named `file_name`) in a private folder of
/// `cache`, places the binary at `binary`, leased, and trims the cache.
fn build_new(
    toolchain: &Toolchain,
    source: &Path,
    file_name: &str,
    text: &[u8],
    cache: &Path,
    binary: PathBuf,
) -> Result<Build, String> {
    let started = Instant::now();
    let private = private_dir(cache)?;
    let result = build_in(toolchain, source, file_name, text, &private)
        .and_then(|built| place(&built, &binary));
    let _ = fs::remove_dir_all(&private);
    let file = result?;
    trim(cache, cache_limit());
    Ok(Build {
        binary,
        cached: false,
        waited: false,
        seconds: started.elapsed().as_secs_f64(),
        _lease: Arc::new(file),
    })
}

/// The binary at `binary` in the cache, if it is there: leased and marked used, as a cached
/// build (for builds made elsewhere, as cargo's).
pub fn cached(binary: &Path) -> Option<Build> {
    hold(binary.parent()?).ok()?;
    let file = lease(binary)?;
    touch(&file);
    Some(Build {
        binary: binary.to_path_buf(),
        cached: true,
        waited: false,
        seconds: 0.0,
        _lease: Arc::new(file),
    })
}

/// A binary just built elsewhere (by cargo) at `built`, moved to `binary` in `cache` (on the
/// same file system): stripped, placed and leased, and the cache trimmed, as after [`compile`].
pub fn adopt(cache: &Path, built: &Path, binary: &Path, seconds: f64) -> Result<Build, String> {
    let _ = Command::new("strip").arg(built).output();
    let placed = place(built, binary);
    let _ = fs::remove_file(built);
    let file = placed?;
    trim(cache, cache_limit());
    Ok(Build {
        binary: binary.to_path_buf(),
        cached: false,
        waited: false,
        seconds,
        _lease: Arc::new(file),
    })
}

/// Compiles a copy of the source in `private`; returns where the binary is.
fn build_in(
    toolchain: &Toolchain,
    source: &Path,
    file_name: &str,
    text: &[u8],
    private: &Path,
) -> Result<PathBuf, String> {
    let copy = private.join(file_name);
    fs::write(&copy, text).map_err(|e| format!("cannot write {}: {}", copy.display(), e))?;
    let built = private.join("binary");
    let output = Command::new(&toolchain.rustc)
        .args(&toolchain.args)
        .arg("--remap-path-prefix")
        .arg(remap(source, private))
        .arg("-o")
        .arg(&built)
        .arg(&copy)
        .output()
        .map_err(|e| format!("cannot run {}: {}", toolchain.rustc, e))?;
    if !output.status.success() {
        return Err(String::from_utf8_lossy(&output.stderr).into_owned());
    }
    // The symbols are for debuggers (judges clear RUST_BACKTRACE): a tenth of the size without.
    let _ = Command::new("strip").arg(&built).output();
    Ok(built)
}

/// The `--remap-path-prefix` argument under which rustc's messages and panics name the user's
/// folder (as they wrote it) for a copy of `source` in `private`, not ours.
fn remap(source: &Path, private: &Path) -> std::ffi::OsString {
    let shown = source.parent().map(Path::as_os_str).unwrap_or_default();
    let mut remap = private.as_os_str().to_owned();
    if shown.is_empty() {
        remap.push("/=");
    } else {
        remap.push("=");
        remap.push(shown);
    }
    remap
}

/// Type-checks `text`, the contents of the file at `source`, with `toolchain` for the target
/// `triple` (`--emit=metadata`: nothing is linked, so no linker for it is needed), in a private
/// folder under `cache`; `Err` holds the compiler's message, naming `source`.
pub fn type_check(
    toolchain: &Toolchain,
    source: &Path,
    text: &str,
    triple: &str,
    cache: &Path,
) -> Result<(), String> {
    hold(cache)?;
    let private = private_dir(cache)?;
    let file_name = file_name_of(source);
    let copy = private.join(file_name);
    let output = fs::write(&copy, text)
        .map_err(|e| format!("cannot write {}: {}", copy.display(), e))
        .and_then(|()| {
            Command::new(&toolchain.rustc)
                .args(&toolchain.args)
                .args(["--target", triple, "--emit=metadata"])
                .arg("--remap-path-prefix")
                .arg(remap(source, &private))
                .arg("-o")
                .arg(private.join("attempt.rmeta"))
                .arg(&copy)
                .output()
                .map_err(|e| format!("cannot run {}: {}", toolchain.rustc, e))
        });
    let _ = fs::remove_dir_all(&private);
    let output = output?;
    if output.status.success() {
        Ok(())
    } else {
        Err(String::from_utf8_lossy(&output.stderr).into_owned())
    }
}

/// Puts the binary at `built` in the cache as `binary`, leased. A second name (a hard link) is
/// added, never a file replaced: if a concurrent build of the same key got there first, its
/// binary (the same bytes) is the one leased, and a lease once taken stays on the file at that
/// path. Ours is locked before it gets the name, so the trimmer cannot take it in between.
fn place(built: &Path, binary: &Path) -> Result<fs::File, String> {
    let ours = fs::File::open(built)
        .and_then(|file| file.lock_shared().map(|()| file))
        .map_err(|e| format!("cannot open {}: {}", built.display(), e))?;
    // Each turn ends with a binary at the path; only a trimmer removing it between our look
    // and our lease (a cache bound smaller than a few binaries) makes another turn.
    for _ in 0..8 {
        match fs::hard_link(built, binary) {
            Ok(()) => return Ok(ours),
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => {
                if let Some(theirs) = lease(binary) {
                    return Ok(theirs);
                }
            }
            // A file system without hard links: moved instead (a concurrent build may then
            // replace it, still with the same bytes).
            Err(_) => {
                fs::rename(built, binary)
                    .map_err(|e| format!("cannot move {}: {}", built.display(), e))?;
                return Ok(ours);
            }
        }
    }
    Err(format!("{} vanished as it was built", binary.display()))
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

/// Marks a cached binary as just used, through the read-only handle of its lease: while any
/// process holds a binary open for writing, the kernel refuses to run it ("Text file busy"),
/// and a concurrent check may be starting it this very moment.
fn touch(file: &fs::File) {
    let _ = file.set_modified(SystemTime::now());
}

/// Removes the least recently used binaries of `cache` until it holds no more than `limit`
/// bytes (three quarters of it, so that trimming is rare). Left alone: builds in progress, the
/// launcher, the runs' report and answers files (their names start with `.`), and every binary
/// a live [`Build`], in this process or another, holds a lock on.
fn trim(cache: &Path, limit: u64) {
    sweep_leftovers(cache);
    let mut binaries: Vec<(SystemTime, u64, PathBuf)> = match fs::read_dir(cache) {
        Ok(entries) => entries
            .filter_map(Result::ok)
            .filter_map(|entry| {
                let metadata = entry.metadata().ok()?;
                let name = entry.file_name();
                // Only binaries (`<stem>-<hash>`); the notes beside one (`<binary>.<note>`) go
                // with it.
                let kept = name.to_str().is_none_or(|n| {
                    n.starts_with("build-") || n.starts_with(LAUNCHER_STEM) || !is_binary_name(n)
                });
                let modified = metadata.modified().ok()?;
                if !metadata.is_file() || kept {
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
        // Removed while locked alone, so no lease can be taken on it meanwhile (a lease taken
        // after finds the path gone, or a new file there, and compiles again).
        let alone = fs::File::open(&path)
            .ok()
            .filter(|file| file.try_lock().is_ok());
        if alone.is_some() && fs::remove_file(&path).is_ok() {
            total -= size;
            remove_notes_of(&path);
        }
    }
}

/// What a build killed midway leaves in `cache`: its private folder (`build-<pid>-…`, swept
/// once that process has ended and the folder is ten minutes old: a pid seen in `/proc` is taken
/// as alive, whoever has it now) and its lock file (swept when no build holds it and it is ten
/// minutes old, so that one just made and not yet locked is left alone).
fn sweep_leftovers(cache: &Path) {
    let entries = match fs::read_dir(cache) {
        Ok(entries) => entries,
        Err(_) => return,
    };
    // Without /proc no process is known to have ended.
    let proc_seen = Path::new("/proc/self").exists();
    for entry in entries.filter_map(Result::ok) {
        let (path, name) = (entry.path(), entry.file_name());
        let name = name.to_string_lossy();
        let old = entry
            .metadata()
            .and_then(|m| m.modified())
            .ok()
            .and_then(|modified| modified.elapsed().ok())
            .is_some_and(|age| age >= LEFTOVER_AGE);
        // Old as well as unheld: a lock file just made is not locked yet.
        if name.ends_with(".building") {
            if old && fs::File::open(&path).is_ok_and(|file| file.try_lock().is_ok()) {
                let _ = fs::remove_file(&path);
            }
            continue;
        }
        let pid = name
            .strip_prefix("build-")
            .and_then(|rest| rest.split('-').next())
            .and_then(|pid| pid.parse::<u32>().ok());
        let ended = pid.is_some_and(|pid| {
            proc_seen
                && pid != std::process::id()
                && !Path::new("/proc").join(pid.to_string()).exists()
        });
        if ended && old {
            let _ = fs::remove_dir_all(&path);
        }
    }
}

/// How old a private build folder of an ended process must be before it is swept.
const LEFTOVER_AGE: std::time::Duration = std::time::Duration::from_secs(600);

/// Whether `name` is a cached binary's: `<stem>-<16 hex digits>`.
fn is_binary_name(name: &str) -> bool {
    let hash = name.len().checked_sub(16).and_then(|at| name.get(at..));
    name.len() > 17
        && name.as_bytes()[name.len() - 17] == b'-'
        && hash.is_some_and(|h| h.bytes().all(|b| b.is_ascii_hexdigit()))
}

/// Removes what is kept beside a binary, `<binary>.<note>` (what an older rustc refuses in it).
fn remove_notes_of(binary: &Path) {
    let (dir, name) = match (binary.parent(), binary.file_name().and_then(|n| n.to_str())) {
        (Some(dir), Some(name)) => (dir, format!("{}.", name)),
        _ => return,
    };
    if let Ok(entries) = fs::read_dir(dir) {
        for entry in entries.filter_map(Result::ok) {
            if entry
                .file_name()
                .to_str()
                .is_some_and(|n| n.starts_with(&name))
            {
                let _ = fs::remove_file(entry.path());
            }
        }
    }
}

/// Empties `cache`: what `oj-sudoku clean` does. Returns the bytes freed.
pub fn clean(cache: &Path) -> Result<u64, String> {
    if !cache.exists() {
        return Ok(0);
    }
    // Alone, or not at all: a running check, stress or watch holds it (see [`hold`]).
    let path = cache.join(IN_USE);
    let alone = lock_file(&path).map_err(|e| format!("cannot open {}: {}", path.display(), e))?;
    match alone.try_lock() {
        Ok(()) => {}
        Err(fs::TryLockError::WouldBlock) => {
            return Err(format!(
                "{} is in use by a running check, stress, watch or clean: nothing removed (clean again once it ends)",
                cache.display()
            ))
        }
        // A file system without locks: emptied as before, unguarded.
        Err(fs::TryLockError::Error(_)) => {}
    }
    let freed = size_of(cache);
    // Everything but the lock we hold, then the lock, then the folder (left if a check arriving
    // at that moment has made its own lock there already).
    let entries =
        fs::read_dir(cache).map_err(|e| format!("cannot read {}: {}", cache.display(), e))?;
    for entry in entries.filter_map(Result::ok) {
        if entry.file_name() == IN_USE {
            continue;
        }
        let item = entry.path();
        let removed = match entry.file_type() {
            Ok(kind) if kind.is_dir() => fs::remove_dir_all(&item),
            _ => fs::remove_file(&item),
        };
        removed.map_err(|e| format!("cannot remove {}: {}", item.display(), e))?;
    }
    let _ = fs::remove_file(&path);
    let _ = fs::remove_dir(cache);
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
pub(crate) mod tests {
    use super::*;

    /// A fresh directory under the system's temporary one, this test process's own.
    pub(crate) fn scratch(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("oj-sudoku-{}-{}", name, std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).unwrap();
        dir
    }

    /// A compile that finds the same key being built waits for that build, then takes its binary
    /// (`waited`), or the error it left in the lock file, and never builds it again: here the
    /// holder is this test, and the text would compile.
    #[test]
    fn a_waiting_compile_takes_the_holders_binary_or_its_error() {
        let cache = scratch("waiting");
        let toolchain = Toolchain::local(vec!["--edition".into(), "2021".into()]);
        toolchain.version().unwrap(); // asked once, so the waiter reaches the lock at once
        let source = cache.join("wait.rs");
        for (text, holder_leaves) in [
            (&b"fn main() {}"[..], "error"),
            (b"fn main() { }", "binary"),
        ] {
            let binary = binary_path(&toolchain, &source, text, &cache).unwrap();
            let building = format!("{}.building", binary.display());
            let mut holder = fs::File::create(&building).unwrap();
            holder.lock().unwrap();
            let waiters: Vec<_> = (0..2)
                .map(|_| {
                    let (toolchain, source, cache) =
                        (toolchain.clone(), source.clone(), cache.clone());
                    std::thread::spawn(move || compile(&toolchain, &source, text, &cache))
                })
                .collect();
            std::thread::sleep(std::time::Duration::from_millis(500));
            if holder_leaves == "error" {
                holder.write_all(b"error: the holder's").unwrap();
            } else {
                fs::write(&binary, b"built by the holder").unwrap();
            }
            fs::remove_file(&building).unwrap();
            drop(holder);
            // Each waiter, in turn, takes what the holder left, and leaves it as it was.
            for waiter in waiters {
                match (waiter.join().unwrap(), holder_leaves) {
                    (Err(message), "error") => assert_eq!(message, "error: the holder's"),
                    (Ok(build), "binary") => {
                        assert!(build.cached && build.waited);
                        assert_eq!(fs::read(&build.binary).unwrap(), b"built by the holder");
                    }
                    (other, _) => panic!(
                        "{:?} where the holder left its {}",
                        other.map(|b| b.binary),
                        holder_leaves
                    ),
                }
            }
        }
        let _ = fs::remove_dir_all(&cache);
    }

    /// A killed build's leftovers are swept: its private folder once its process has ended and
    /// the folder is old, its lock file once no build holds it and it is old; a held lock, one
    /// just made, a recent folder and this process's own are kept.
    #[test]
    fn a_killed_builds_leftovers_are_swept() {
        let cache = scratch("leftovers");
        let dead = cache.join("build-999999999-0-1");
        let recent = cache.join("build-999999999-1-1");
        let ours = cache.join(format!("build-{}-7-1", std::process::id()));
        for dir in [&dead, &recent, &ours] {
            fs::create_dir(dir).unwrap();
            fs::write(dir.join("a.rs"), "x").unwrap();
        }
        let long_ago = SystemTime::now() - LEFTOVER_AGE * 2;
        for dir in [&dead, &ours] {
            fs::File::open(dir).unwrap().set_modified(long_ago).unwrap();
        }
        let (free, held) = (cache.join("a-0.building"), cache.join("b-0.building"));
        let just_made = cache.join("c-0.building");
        fs::write(&free, "").unwrap();
        fs::File::open(&free)
            .unwrap()
            .set_modified(long_ago)
            .unwrap();
        fs::write(&just_made, "").unwrap();
        let holder = fs::File::create(&held).unwrap();
        holder.set_modified(long_ago).unwrap();
        holder.lock().unwrap();
        sweep_leftovers(&cache);
        assert!(!dead.exists() && !free.exists());
        assert!(recent.exists() && ours.exists() && held.exists() && just_made.exists());
        let _ = fs::remove_dir_all(&cache);
    }

    /// `clean` empties no cache a running process holds (its checks' builds, binaries and
    /// reports are in it), and empties one no process holds.
    #[test]
    fn clean_leaves_a_cache_in_use_alone() {
        let (used, unused) = (scratch("clean-in-use"), scratch("clean-unused"));
        hold(&used).unwrap();
        fs::write(used.join("a-0123456789abcdef"), b"x").unwrap();
        let refused = clean(&used).unwrap_err();
        assert!(refused.contains("in use by a running check"), "{}", refused);
        assert!(used.join("a-0123456789abcdef").exists());
        fs::write(unused.join("a-0123456789abcdef"), b"x").unwrap();
        assert!(clean(&unused).is_ok());
        assert!(!unused.exists());
    }

    /// A build leaves no lock file behind, whether it fails (the next one builds again) or
    /// succeeds, and a second compile of the key takes the cached binary.
    #[test]
    fn a_build_leaves_no_lock_file_and_a_failed_one_is_tried_again() {
        let cache = scratch("build-lock");
        let toolchain = Toolchain::local(vec!["--edition".into(), "2021".into()]);
        let source = cache.join("lock.rs");
        let locks = || {
            fs::read_dir(&cache)
                .unwrap()
                .filter_map(Result::ok)
                .filter(|e| e.file_name().to_string_lossy().ends_with(".building"))
                .count()
        };
        for _ in 0..2 {
            assert!(compile(&toolchain, &source, b"fn main() { let }", &cache).is_err());
            assert_eq!(locks(), 0);
        }
        let first = compile(&toolchain, &source, b"fn main() {}", &cache).unwrap();
        assert!(!first.cached);
        assert_eq!(locks(), 0);
        assert!(
            compile(&toolchain, &source, b"fn main() {}", &cache)
                .unwrap()
                .cached
        );
        let _ = fs::remove_dir_all(&cache);
    }

    /// A rustup toolchain's rustc is shown as `rustc` (its fidelity line names it) and finds its
    /// cargo beside it; any other is shown as given and uses the cargo on PATH; the version is
    /// the compiler's own `rustc -vV`.
    #[test]
    fn a_toolchain_names_its_rustc_its_cargo_and_its_version() {
        let args = vec!["--edition".to_string(), "2021".to_string()];
        let rustup = Toolchain {
            rustc: "/toolchains/1.56.1/bin/rustc".to_string(),
            args: args.clone(),
            fidelity: Fidelity::Exact {
                release: "1.56.1".to_string(),
                name: "1.56.1".to_string(),
            },
        };
        assert_eq!(rustup.describe(), "rustc --edition 2021");
        assert_eq!(rustup.cargo(), "/toolchains/1.56.1/bin/cargo");
        let chosen = Toolchain {
            fidelity: Fidelity::Chosen,
            ..rustup
        };
        assert_eq!(
            chosen.describe(),
            "/toolchains/1.56.1/bin/rustc --edition 2021"
        );
        assert_eq!(chosen.cargo(), "cargo");
        let version = Toolchain::local(args).version().unwrap();
        assert!(
            version.starts_with("rustc ") && version.contains("\nrelease: "),
            "{}",
            version
        );
    }

    /// A file is itself (by any of its names), never another on the same device.
    #[test]
    fn a_file_is_the_same_file_by_any_name_and_no_other_is() {
        let dir = scratch("same-file");
        let (a, b, link) = (dir.join("a"), dir.join("b"), dir.join("link"));
        fs::write(&a, b"a").unwrap();
        fs::write(&b, b"a").unwrap();
        fs::hard_link(&a, &link).unwrap();
        let meta = |path: &Path| fs::metadata(path).unwrap();
        assert!(same_file(&meta(&a), &meta(&a)));
        assert!(same_file(&meta(&a), &meta(&link)));
        assert!(!same_file(&meta(&a), &meta(&b)));
        let held = fs::File::open(&a).unwrap().metadata().unwrap();
        assert!(same_file(&held, &meta(&a)));
        let _ = fs::remove_dir_all(&dir);
    }

    /// Eight builds of one key finishing at once: each gets a lease on the binary that stays at
    /// the path (the first one placed), none fails, and the path never changes file.
    #[test]
    fn builds_of_one_key_finishing_at_once_all_lease_the_binary_in_place() {
        let dir = scratch("place");
        let binary = dir.join("same-0123456789abcdef");
        for round in 0..20 {
            let _ = fs::remove_file(&binary);
            let leases: Vec<fs::File> = std::thread::scope(|scope| {
                let builds: Vec<_> = (0..8)
                    .map(|n| {
                        let (dir, binary) = (&dir, &binary);
                        scope.spawn(move || {
                            let private = private_dir(dir).unwrap();
                            let built = private.join("binary");
                            fs::write(&built, format!("{} {}", round, n)).unwrap();
                            let placed = place(&built, binary);
                            fs::remove_dir_all(&private).unwrap();
                            placed.unwrap()
                        })
                    })
                    .collect();
                builds.into_iter().map(|b| b.join().unwrap()).collect()
            });
            let there = fs::metadata(&binary).unwrap();
            for file in &leases {
                assert!(
                    same_file(&file.metadata().unwrap(), &there),
                    "round {}",
                    round
                );
            }
            // A lease is a shared lock: the trimmer cannot take the binary while one is held.
            assert!(fs::File::open(&binary).unwrap().try_lock().is_err());
            drop(leases);
            // Released, though a child another test spawns right now holds copies of our
            // descriptors (and so the lock) until its exec closes them: allow it a moment.
            let free = (0..500).any(|_| {
                let free = fs::File::open(&binary).unwrap().try_lock().is_ok();
                if !free {
                    std::thread::sleep(std::time::Duration::from_millis(10));
                }
                free
            });
            assert!(free, "round {}: the lock outlived the leases", round);
        }
        let _ = fs::remove_dir_all(&dir);
    }

    /// A name that cannot be made (its folder is gone) is an error that says the binary could
    /// not be moved there, not that it vanished.
    #[test]
    fn a_binary_that_cannot_be_named_is_an_error_about_the_move() {
        let dir = scratch("place-error");
        let built = dir.join("binary");
        fs::write(&built, b"binary").unwrap();
        let name = dir.join("gone").join("same-0123456789abcdef");
        let error = place(&built, &name).unwrap_err();
        assert!(error.starts_with("cannot move"), "{}", error);
        let _ = fs::remove_dir_all(&dir);
    }

    /// The bound: 200 MiB, or as many MiB as `OJ_SUDOKU_CACHE_MB` says when it is a number.
    #[test]
    fn the_cache_holds_200_mib_unless_told_otherwise() {
        assert_eq!(limit_of(None), 200 * 1024 * 1024);
        assert_eq!(limit_of(Some("3".to_string())), 3 * 1024 * 1024);
        assert_eq!(limit_of(Some("3 MB".to_string())), 200 * 1024 * 1024);
    }

    /// Each build gets a new empty directory of its own under the cache.
    #[test]
    fn every_build_has_a_directory_of_its_own() {
        let dir = scratch("private");
        let (a, b) = (private_dir(&dir).unwrap(), private_dir(&dir).unwrap());
        assert_ne!(a, b);
        for private in [&a, &b] {
            assert_eq!(private.parent(), Some(dir.as_path()));
            assert_eq!(fs::read_dir(private).unwrap().count(), 0);
        }
        let _ = fs::remove_dir_all(&dir);
    }

    /// A binary taken from the cache is marked as just used, so the trimmer keeps it longest.
    #[test]
    fn a_cached_binary_is_marked_used() {
        let dir = scratch("touch");
        let path = dir.join("a-0123456789abcdef");
        fs::write(&path, b"binary").unwrap();
        let old = SystemTime::now() - std::time::Duration::from_secs(3600);
        let file = fs::File::options().append(true).open(&path).unwrap();
        file.set_modified(old).unwrap();
        drop(file);
        let build = cached(&path).unwrap();
        assert!(build.cached && build.binary == path);
        let modified = fs::metadata(&path).unwrap().modified().unwrap();
        assert!(modified > old + std::time::Duration::from_secs(3000));
        assert!(cached(&dir.join("b-0123456789abcdef")).is_none());
        let _ = fs::remove_dir_all(&dir);
    }

    /// Past the limit, the oldest go until three quarters of it is left, no more; the launcher
    /// and files that are not binaries stay whatever their age.
    #[test]
    fn trimming_stops_at_three_quarters_and_spares_the_launcher() {
        let dir = scratch("trim-quarters");
        let name = |n: &str| format!("{}-00000000000000{:02x}", n, n.len());
        let launcher = format!("{}-0123456789abcdef", LAUNCHER_STEM);
        for (name, age) in [
            (launcher.clone(), 9000),
            ("notes.txt".to_string(), 8000),
            (name("first"), 4000),
            (name("second"), 3000),
            (name("third"), 2000),
            (name("fourth"), 1000),
        ] {
            let path = dir.join(name);
            fs::write(&path, vec![0u8; 1000]).unwrap();
            let file = fs::File::options().append(true).open(&path).unwrap();
            file.set_modified(SystemTime::now() - std::time::Duration::from_secs(age))
                .unwrap();
        }
        // 4000 bytes of binaries over a limit of 3000: down to 2250, so two go.
        trim(&dir, 3000);
        let mut left: Vec<String> = fs::read_dir(&dir)
            .unwrap()
            .map(|e| e.unwrap().file_name().into_string().unwrap())
            .collect();
        left.sort();
        let mut want = vec![
            launcher,
            "notes.txt".to_string(),
            name("fourth"),
            name("third"),
        ];
        want.sort();
        assert_eq!(left, want);
        // Within the limit: nothing goes.
        trim(&dir, 2000);
        assert_eq!(fs::read_dir(&dir).unwrap().count(), 4);
        let _ = fs::remove_dir_all(&dir);
    }

    #[test]
    fn binaries_are_told_from_their_notes_by_name() {
        assert!(is_binary_name("my.solution-0123456789abcdef"));
        assert!(!is_binary_name("my-0123456789abcdef.refused-below-1.56"));
        assert!(!is_binary_name("-0123456789abcdef"));
        assert!(!is_binary_name("old"));
    }

    #[test]
    fn trimming_removes_the_least_recently_used_first_but_never_one_in_use() {
        let dir = scratch("trim");
        let name = |n: &str| format!("{}-00000000000000{:02x}", n, n.len());
        for (name, age) in [
            (name("old"), 3000),
            (name("in-use"), 2500),
            (name("mid"), 2000),
            (name("new"), 1000),
        ] {
            let path = dir.join(name);
            fs::write(&path, vec![0u8; 1000]).unwrap();
            let file = fs::File::options().append(true).open(&path).unwrap();
            file.set_modified(SystemTime::now() - std::time::Duration::from_secs(age))
                .unwrap();
        }
        fs::create_dir(dir.join("build-1-2-3")).unwrap();
        // A live build of "in-use" (another check about to run it) keeps it, old as it is.
        let held = lease(&dir.join(name("in-use"))).unwrap();
        fs::write(dir.join(format!("{}.refused-below-1.56", name("old"))), "x").unwrap();
        trim(&dir, 2500);
        let left: Vec<String> = {
            let mut names: Vec<String> = fs::read_dir(&dir)
                .unwrap()
                .map(|e| e.unwrap().file_name().into_string().unwrap())
                .collect();
            names.sort();
            names
        };
        // Down to three quarters of the limit: every binary but the one in use.
        assert_eq!(left, ["build-1-2-3".to_string(), name("in-use")]);
        drop(held);
        trim(&dir, 500);
        assert!(
            !dir.join(name("in-use")).exists(),
            "no longer in use: trimmed"
        );
        fs::write(dir.join("another"), vec![0u8; 700]).unwrap();
        assert_eq!(clean(&dir).unwrap(), 700);
        assert!(!dir.exists());
    }
}
