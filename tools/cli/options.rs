//! The options `check`, `stress` and `submit` share: the judging options (read into the judge's
//! [`Overrides`]; the rules they resolve to are [`Setup`]'s), and the user's source file.

use crate::cli::args::Args;
use crate::judging::compile::Toolchain;
use crate::judging::setup::{Overrides, Setup};
use crate::judging::toolchain::Fidelity;
use crate::registry::{self, Checker, Problem};
use std::fs;
use std::path::{Path, PathBuf};
use std::time::Duration;

/// How a file is judged: `--judge`, `--compare`, `--rustc`, `--edition`, `--time-limit`,
/// `--memory-limit`, read into the judge's [`Overrides`].
#[derive(Default)]
pub struct JudgeOptions {
    pub overrides: Overrides,
}

impl JudgeOptions {
    /// Reads option `name` if it is one of these; `Ok(false)` if it is not.
    pub fn parse(&mut self, name: &str, args: &mut Args) -> Result<bool, String> {
        match name {
            "--judge" => {
                let judge: String = args.value(name, "a judge's name")?;
                self.overrides.judge = Some(registry::judge(&judge)?);
            }
            "--compare" => {
                let compare: String = args.value(name, "a comparison rule")?;
                self.overrides.compare = Some(Checker::parse(&compare).ok_or_else(|| {
                    let names: Vec<&str> = Checker::all().map(|c| c.name()).collect();
                    format!("--compare takes {}, not {:?}", names.join(", "), compare)
                })?);
            }
            "--rustc" => {
                let rustc: String = args.value(name, "a path")?;
                runs_as_rustc(&rustc)?;
                self.overrides.rustc = Some(rustc);
            }
            "--edition" => {
                let edition: String = args.value(name, "2015, 2018, 2021 or 2024")?;
                if !["2015", "2018", "2021", "2024"].contains(&edition.as_str()) {
                    return Err(format!(
                        "unknown edition {}; --edition takes 2015, 2018, 2021 or 2024",
                        edition
                    ));
                }
                self.overrides.edition = Some(edition);
            }
            "--time-limit" => {
                let seconds: f64 = args.value(name, "a number of seconds above 0")?;
                if !(seconds > 0.0 && seconds <= 3600.0) {
                    return Err(format!(
                        "--time-limit takes a number of seconds above 0 and up to 3600, not {}",
                        seconds
                    ));
                }
                self.overrides.time = Some(Duration::from_secs_f64(seconds));
            }
            "--memory-limit" => {
                let mb: u64 = args.value(name, "a number of megabytes above 0")?;
                if mb == 0 || mb > 1 << 20 {
                    return Err(format!(
                        "--memory-limit takes a number of megabytes above 0 (up to 1048576), not {}",
                        mb
                    ));
                }
                self.overrides.memory_mb = Some(mb);
            }
            _ => return Ok(false),
        }
        Ok(true)
    }

    /// The rules in force for `problem`.
    pub fn setup(&self, problem: &Problem) -> Setup {
        Setup::new(problem, &self.overrides)
    }
}

/// A `--rustc` that does not exist or is no rustc is a mistake in the command line, not a
/// compile error on every case: it must answer `-vV` with its release (asked once; the answer
/// is kept for the cache key).
fn runs_as_rustc(rustc: &str) -> Result<(), String> {
    let chosen = Toolchain {
        rustc: rustc.to_string(),
        args: Vec::new(),
        fidelity: Fidelity::Chosen,
    };
    let version = chosen.version();
    match version {
        Ok(v) if v.lines().any(|l| l.starts_with("release: ")) => Ok(()),
        Ok(_) => Err(format!(
            "--rustc {}: its -vV names no release: not a rustc",
            rustc
        )),
        Err(why) => Err(format!("--rustc takes a rustc: {}", why)),
    }
}

/// The file to judge: the one given, or our own solution.
pub fn source_of(root: &Path, problem: &Problem, source: &Option<PathBuf>) -> PathBuf {
    source
        .clone()
        .unwrap_or_else(|| root.join("solutions").join(format!("{}.rs", problem.id)))
}

/// The text of a source file to judge; a missing file, a folder or one that is not UTF-8 is a
/// mistake in the command line, not a compile error.
pub fn read_source(path: &Path) -> Result<String, String> {
    if path.is_dir() {
        return Err(format!(
            "{} is a folder; give a single .rs file",
            path.display()
        ));
    }
    let bytes = fs::read(path).map_err(|e| match e.kind() {
        std::io::ErrorKind::NotFound => format!("no such file: {}", path.display()),
        _ => format!("cannot read {}: {}", path.display(), e),
    })?;
    String::from_utf8(bytes).map_err(|e| {
        format!(
            "{} is not UTF-8 text (byte {} is not), and rustc reads only UTF-8",
            path.display(),
            e.utf8_error().valid_up_to() + 1
        )
    })
}
