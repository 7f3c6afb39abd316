//! The rules in force for one problem: the judge (its comparison rule and PE verdict, its
//! toolchain) and the limits, from the registry unless a command overrides them.

use crate::judging::attempt::{self, Compiled, Refused};
use crate::judging::compile::Toolchain;
use crate::judging::run::{Limits, DEFAULT_OUTPUT_LIMIT};
use crate::judging::toolchain;
use crate::judging::verdict::Comparison;
use crate::registry::{Answers, Checker, Clock, Judge, Problem};
use std::path::{Path, PathBuf};
use std::time::Duration;

/// What a command changes of the registry's rules (`--judge`, `--compare`, `--rustc`,
/// `--edition`, `--time-limit`, `--memory-limit`); unset, each comes from the problem's home
/// judge and limits.
#[derive(Clone, Default)]
pub struct Overrides {
    pub judge: Option<&'static Judge>,
    pub compare: Option<Checker>,
    pub rustc: Option<String>,
    pub edition: Option<String>,
    pub time: Option<Duration>,
    pub memory_mb: Option<u64>,
    pub output_bytes: Option<usize>,
}

impl Overrides {
    /// Whether both limits are set (then no limit of the problem's is used).
    pub fn sets_limits(&self) -> bool {
        self.time.is_some() && self.memory_mb.is_some()
    }
}

/// The judge, rule, toolchain and limits in force.
#[derive(Clone)]
pub struct Setup {
    pub judge: &'static Judge,
    pub judging: Comparison,
    pub compare_overridden: bool,
    /// Whether the problem has a special judge (any valid answer), whose reading is not public.
    pub special_judge: bool,
    pub toolchain: Toolchain,
    pub limits: Limits,
    /// Whether the limits are the problem's (not both set by the command).
    pub problem_limits: bool,
}

impl Setup {
    /// The rules in force for `problem`, with `overrides` applied.
    pub fn new(problem: &Problem, overrides: &Overrides) -> Setup {
        let judge = overrides.judge.unwrap_or_else(|| problem.judge());
        let rule = overrides.compare.unwrap_or(judge.compare);
        let edition = overrides.edition.as_deref().unwrap_or(judge.edition);
        let memory_kb = (overrides.memory_mb)
            .unwrap_or(problem.memory_limit_mb)
            .saturating_mul(1024);
        Setup {
            judge,
            judging: Comparison {
                rule,
                presentation_error: judge.presentation_error,
            },
            compare_overridden: overrides.compare.is_some(),
            special_judge: problem.answers != Answers::Unique,
            toolchain: toolchain::for_judge(
                judge,
                overrides.rustc.as_deref(),
                judge.rustc_args(edition),
            ),
            limits: Limits {
                time: overrides.time.unwrap_or(problem.time_limit),
                memory_kb,
                output_bytes: overrides
                    .output_bytes
                    .or(judge.output_limit)
                    .unwrap_or(DEFAULT_OUTPUT_LIMIT),
                // An output limit set by the command (bench's, never reached) lifts stderr's.
                stderr_bytes: (overrides.output_bytes).map_or(judge.stderr_limit, |_| None),
                stack_bytes: judge.stack,
                // The judge's runner caps the address space at the memory limit in force.
                address_space_kb: (judge.address_space_grace_kb)
                    .map(|grace| memory_kb.saturating_add(grace)),
                data_kb: (judge.data_grace_kb).map(|grace| memory_kb.saturating_add(grace)),
                counts_waiting: judge.clock == Clock::CpuAndWaiting,
                one_thread: judge.one_thread.is_some(),
            },
            problem_limits: !overrides.sets_limits(),
        }
    }

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
        // What the judge sets for a running program, which an attempt may read (ONLINE_JUDGE).
        let environment: String = (self.judge.environment.iter())
            .map(|(name, value)| format!(", runs with {}={}", name, value))
            .collect();
        let mut lines = vec![format!(
            "judge {}: {}, {}{}",
            self.judge.name, rule, pe, environment
        )];
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
        if self.judge.clock == Clock::CpuAndWaiting {
            lines.push(format!(
                "note: {}'s time counts waiting (asleep, blocked on a read) as well as computing, and so does this check's: the time the program took, less any wait for a CPU on this machine",
                self.judge.title
            ));
        }
        if self.special_judge {
            lines.push(
                "ASSUMED: this problem's special judge is not public: it is taken to read the output as the rule above does, then to accept any valid answer".to_string(),
            );
        }
        lines
    }

    /// Compiles `source` (its contents `text`) for `problem` as this judge would, into the
    /// compile cache `cache`.
    pub fn compile(
        &self,
        root: &Path,
        problem: &Problem,
        source: &Path,
        text: &str,
        cache: &Path,
    ) -> Result<Compiled, Refused> {
        attempt::prepare(
            root,
            problem,
            self.judge,
            source,
            text,
            &self.toolchain,
            cache,
        )
    }
}

/// The compile cache: `target/judge`, or the folder `OJ_SUDOKU_CACHE` names (the tests keep a
/// cache of their own there).
pub fn cache_dir(root: &Path) -> PathBuf {
    match std::env::var_os("OJ_SUDOKU_CACHE") {
        Some(dir) if !dir.is_empty() => PathBuf::from(dir),
        _ => root.join("target").join("judge"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::registry::find;

    #[test]
    fn a_special_judges_reading_is_said_to_be_assumed() {
        let said = |id: &str| Setup::new(find(id).unwrap(), &Overrides::default()).rules_lines();
        for id in ["poj2676", "cf1335d"] {
            assert!(
                said(id)
                    .iter()
                    .any(|l| l.contains("special judge is not public")),
                "{}: {:?}",
                id,
                said(id)
            );
        }
        assert!(!said("acwing166")
            .iter()
            .any(|l| l.contains("special judge")));
    }

    /// The judge line names what the judge sets for a running program (Luogu's ONLINE_JUDGE),
    /// so an attempt that reads it is not judged without the user knowing.
    #[test]
    fn the_judge_line_names_the_environment_it_runs_with() {
        let said = |id: &str| Setup::new(find(id).unwrap(), &Overrides::default()).rules_lines();
        assert!(said("luogu1784")[0].ends_with(", runs with ONLINE_JUDGE=luogu"));
        assert!(!said("acwing166")[0].contains("runs with"));
    }

    /// Where the judge's runner sets no stack limit of its own (Kattis' problemtools, DMOJ's
    /// cptbox: RLIMIT_STACK unlimited), the program runs with an unlimited stack, and no line
    /// calls the stack an assumption.
    #[test]
    fn a_runner_that_lifts_the_stack_limit_gives_an_unlimited_stack() {
        for id in ["kattis_sudokunique", "coci23c1p1"] {
            let setup = Setup::new(find(id).unwrap(), &Overrides::default());
            assert_eq!(
                setup.limits.stack_bytes,
                Some(crate::registry::UNLIMITED_STACK),
                "{}",
                id
            );
            let lines = setup.rules_lines();
            assert!(!lines.iter().any(|l| l.contains("stack")), "{:?}", lines);
        }
    }

    /// DMOJ's grader stops a program past 24 MiB of stdout or 1 MiB of stderr (OLE); Kattis'
    /// judges 8 MiB of stdout and never stderr.
    #[test]
    fn the_output_limits_are_the_judges_graders() {
        let limits = |id: &str| {
            let limits = Setup::new(find(id).unwrap(), &Overrides::default()).limits;
            (limits.output_bytes, limits.stderr_bytes)
        };
        assert_eq!(limits("coci23c1p1"), (24 << 20, Some(1 << 20)));
        assert_eq!(limits("kattis_sudokunique"), (8 << 20, None));
    }

    /// Where the judge's runner caps the address space (Kattis' problemtools at the memory
    /// limit, DMOJ's cptbox 64 MiB above it), the program runs under that cap, following the
    /// memory limit in force; elsewhere under none, an assumption the judge line names.
    #[test]
    fn the_address_space_is_capped_where_the_judges_runner_caps_it() {
        let cap = |id: &str, overrides: &Overrides| {
            let setup = Setup::new(find(id).unwrap(), overrides);
            (setup.limits.memory_kb, setup.limits.address_space_kb)
        };
        let none = Overrides::default();
        assert_eq!(cap("kattis_sudokunique", &none), (1 << 20, Some(1 << 20)));
        assert_eq!(cap("coci23c1p1", &none), (512 << 10, Some(576 << 10)));
        let smaller = Overrides {
            memory_mb: Some(100),
            ..Overrides::default()
        };
        assert_eq!(cap("coci23c1p1", &smaller), (100 << 10, Some(164 << 10)));
        assert_eq!(cap("cf1335d", &none), (256 << 10, None));
        let lines = Setup::new(find("cf1335d").unwrap(), &none).rules_lines();
        assert!(lines[1].contains("address space"), "{:?}", lines);
    }

    /// DMOJ's time counts waiting, which `check` does not: its lines say so; a CPU-time
    /// judge's do not.
    #[test]
    fn a_judge_whose_time_counts_waiting_is_said_to() {
        let said = |id: &str| Setup::new(find(id).unwrap(), &Overrides::default()).rules_lines();
        let waiting = |id: &str| said(id).iter().any(|l| l.contains("counts waiting"));
        assert!(waiting("coci23c1p1"), "{:?}", said("coci23c1p1"));
        assert!(!waiting("kattis_sudokunique"));
    }

    /// A second thread is a runtime error where the judge's runner lets none start (DMOJ) and
    /// nowhere else.
    #[test]
    fn one_thread_is_the_rule_where_the_judges_runner_lets_none_start() {
        let one = |id: &str| {
            Setup::new(find(id).unwrap(), &Overrides::default())
                .limits
                .one_thread
        };
        assert!(one("coci23c1p1"));
        assert!(!one("kattis_sudokunique") && !one("cf1335d") && !one("abc327c"));
    }
}
