//! Compiling a single-file solution alone, as a judge does.

use std::collections::hash_map::DefaultHasher;
use std::fs;
use std::hash::{Hash, Hasher};
use std::path::{Path, PathBuf};
use std::process::Command;

/// Compiles `source` alone with `rustc <args>` (the edition and the judge's flags) into
/// `out_dir`; `Err` holds the compiler's message.
pub fn compile(
    rustc: &str,
    args: &[String],
    source: &Path,
    out_dir: &Path,
) -> Result<PathBuf, String> {
    fs::create_dir_all(out_dir)
        .map_err(|e| format!("cannot create {}: {}", out_dir.display(), e))?;
    let stem = source
        .file_stem()
        .and_then(|s| s.to_str())
        .unwrap_or("solution");
    // Named after the source's full path and the compiler, so that files with the same name
    // do not share a binary; built under a temporary name and renamed, so that a run of the old
    // binary (another test, another terminal) is never disturbed.
    let mut hasher = DefaultHasher::new();
    (
        fs::canonicalize(source).unwrap_or_else(|_| source.to_path_buf()),
        rustc,
        args,
    )
        .hash(&mut hasher);
    let binary = out_dir.join(format!("{}-{:016x}", stem, hasher.finish()));
    let building = binary.with_extension(format!("{}.tmp", std::process::id()));
    let output = Command::new(rustc)
        .args(args)
        .arg("-o")
        .arg(&building)
        .arg(source)
        .output()
        .map_err(|e| format!("cannot run {}: {}", rustc, e))?;
    if !output.status.success() {
        let _ = fs::remove_file(&building);
        return Err(String::from_utf8_lossy(&output.stderr).into_owned());
    }
    fs::rename(&building, &binary)
        .map_err(|e| format!("cannot move {}: {}", building.display(), e))?;
    Ok(binary)
}
