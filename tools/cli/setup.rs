//! What `check`, `stress` and `submit` share: the judging options, what they resolve to for a
//! problem (the judge, its rule, its toolchain, the limits), and reading the user's source file.

use crate::cli::args::Args;
use crate::judging::attempt::{self, Compiled, Refused};
use crate::judging::compile::Toolchain;
use crate::judging::run::{Limits, DEFAULT_OUTPUT_LIMIT};
use crate::judging::toolchain;
use crate::judging::verdict::Comparison;
use crate::registry::{self, Checker, Judge, Problem};
use std::fs;
use std::path::{Path, PathBuf};
use std::time::Duration;

/// How a file is judged: `--judge`, `--compare`, `--rustc`, `--edition`, `--time-limit`,
/// `--memory-limit`. Unset, each comes from the problem's home judge and limits.
#[derive(Default)]
pub struct JudgeOptions {
    judge: Option<&'static Judge>,
    compare: Option<Checker>,
    rustc: Option<String>,
    edition: Option<String>,
    time: Option<Duration>,
    memory_mb: Option<u64>,
}

impl JudgeOptions {
    /// Reads option `name` if it is one of these; `Ok(false)` if it is not.
    pub fn parse(&mut self, name: &str, args: &mut Args) -> Result<bool, String> {
        match name {
            "--judge" => {
                let judge: String = args.value(name, "a judge's name")?;
                self.judge = Some(registry::judge(&judge)?);
            }
            "--compare" => {
                let compare: String = args.value(name, "a comparison rule")?;
                self.compare = Some(Checker::parse(&compare).ok_or_else(|| {
                    let names: Vec<&str> = Checker::ALL.iter().map(|c| c.name()).collect();
                    format!("--compare takes {}, not {:?}", names.join(", "), compare)
                })?);
            }
            "--rustc" => self.rustc = Some(args.value(name, "a path")?),
            "--edition" => {
                let edition: String = args.value(name, "2015, 2018, 2021 or 2024")?;
                if !["2015", "2018", "2021", "2024"].contains(&edition.as_str()) {
                    return Err(format!(
                        "unknown edition {}; --edition takes 2015, 2018, 2021 or 2024",
                        edition
                    ));
                }
                self.edition = Some(edition);
            }
            "--time-limit" => {
                let seconds: f64 = args.value(name, "a number of seconds above 0")?;
                if !(seconds > 0.0 && seconds <= 3600.0) {
                    return Err(format!(
                        "--time-limit takes a number of seconds above 0 and up to 3600, not {}",
                        seconds
                    ));
                }
                self.time = Some(Duration::from_secs_f64(seconds));
            }
            "--memory-limit" => {
                let mb: u64 = args.value(name, "a number of megabytes above 0")?;
                if mb == 0 || mb > 1 << 20 {
                    return Err(format!(
                        "--memory-limit takes a number of megabytes above 0 (up to 1048576), not {}",
                        mb
                    ));
                }
                self.memory_mb = Some(mb);
            }
            _ => return Ok(false),
        }
        Ok(true)
    }

    /// Whether the command line sets both limits (then no limit of the problem's is used).
    pub fn sets_limits(&self) -> bool {
        self.time.is_some() && self.memory_mb.is_some()
    }

    /// The judge, rule, toolchain and limits in force for `problem`.
    pub fn setup(&self, problem: &Problem) -> Setup {
        let judge = self.judge.unwrap_or_else(|| problem.judge());
        let rule = self.compare.unwrap_or(judge.compare);
        let edition = self.edition.as_deref().unwrap_or(judge.edition);
        Setup {
            judge,
            judging: Comparison {
                rule,
                presentation_error: judge.presentation_error,
            },
            compare_overridden: self.compare.is_some(),
            toolchain: toolchain::for_judge(
                judge,
                self.rustc.as_deref(),
                judge.rustc_args(edition),
            ),
            limits: Limits {
                time: self.time.unwrap_or(problem.time_limit),
                memory_kb: self.memory_mb.unwrap_or(problem.memory_limit_mb) * 1024,
                output_bytes: judge.output_limit.unwrap_or(DEFAULT_OUTPUT_LIMIT),
            },
        }
    }
}

/// What a run is judged by.
pub struct Setup {
    pub judge: &'static Judge,
    pub judging: Comparison,
    pub compare_overridden: bool,
    pub toolchain: Toolchain,
    pub limits: Limits,
}

impl Setup {
    /// The judge, its rule and PE verdict; then, if any, which of its facts are assumptions.
    pub fn rules_lines(&self) -> Vec<String> {
        let rule = self.judging.rule;
        let source = match rule.source() {
            Some(source) => format!(" ({})", source),
            None => String::new(),
        };
        let overridden = if self.compare_overridden {
            " (--compare)"
        } else {
            ""
        };
        let rule = format!("compare {}{}{}", rule.name(), overridden, source);
        let pe = if self.judging.presentation_error {
            "PE for whitespace-only differences"
        } else if self.judging.rule == Checker::Exact {
            "PE for whitespace-only differences (as with every exact comparison)"
        } else {
            "no PE verdict"
        };
        let mut lines = vec![format!("judge {}: {}, {}", self.judge.name, rule, pe)];
        let assumed: Vec<&str> = self
            .judge
            .assumptions()
            .iter()
            .map(|(what, _)| *what)
            .collect();
        if !assumed.is_empty() {
            lines.push(format!(
                "ASSUMED, no public source found: {} (`oj-sudoku judges` says why)",
                assumed.join(", ")
            ));
        }
        lines
    }

    /// Compiles `source` (its contents `text`) for `problem` as this judge would, into the
    /// compile cache under `root`.
    pub fn compile(
        &self,
        root: &Path,
        problem: &Problem,
        source: &Path,
        text: &str,
    ) -> Result<Compiled, Refused> {
        attempt::prepare(
            root,
            problem,
            self.judge,
            source,
            text,
            &self.toolchain,
            &judge_cache(root),
        )
    }
}

/// The compile cache: `target/judge`.
pub fn judge_cache(root: &Path) -> PathBuf {
    root.join("target").join("judge")
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
