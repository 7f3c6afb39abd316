//! The verdict on one run: limits first, then the exit status, then the output under the judge's
//! comparison rule (with PE where only whitespace differs and the judge has that verdict).

use crate::tools::judging::checker::{check_as, Rule};
use crate::tools::judging::run::{Limits, Run, Stopped};
use crate::tools::registry::{Answers, Compare, Problem, JUDGES};

/// A judge's verdict on one case.
#[derive(Debug, PartialEq, Eq)]
pub enum Verdict {
    Accepted,
    WrongAnswer(String),
    /// Only whitespace differs, and the rule in force does not forgive it.
    PresentationError(String),
    RuntimeError(String),
    TimeLimitExceeded,
    MemoryLimitExceeded,
    OutputLimitExceeded,
    CompileError,
}

impl Verdict {
    /// The judges' abbreviation: AC, WA, RE, TLE, CE.
    pub fn code(&self) -> &'static str {
        match self {
            Verdict::Accepted => "AC",
            Verdict::WrongAnswer(_) => "WA",
            Verdict::PresentationError(_) => "PE",
            Verdict::RuntimeError(_) => "RE",
            Verdict::TimeLimitExceeded => "TLE",
            Verdict::MemoryLimitExceeded => "MLE",
            Verdict::OutputLimitExceeded => "OLE",
            Verdict::CompileError => "CE",
        }
    }

    /// The reason, for verdicts that have one.
    pub fn detail(&self) -> Option<&str> {
        match self {
            Verdict::WrongAnswer(reason)
            | Verdict::PresentationError(reason)
            | Verdict::RuntimeError(reason) => Some(reason),
            _ => None,
        }
    }
}

/// How a run's output is judged: the comparison rule, and whether a whitespace-only difference
/// the rule does not forgive is a Presentation Error (else a Wrong Answer).
#[derive(Clone, Copy, Debug)]
pub struct Judging {
    pub rule: Rule,
    pub presentation_error: bool,
}

/// Judges one run of `problem` on a case, under the answer policy `answers`: first the limits
/// and the exit status, then its answers (see [`judge_output`]).
pub fn judge(
    problem: &Problem,
    answers: Answers,
    input: &str,
    expected: &str,
    run: &Run,
    judging: Judging,
    limits: &Limits,
) -> (Verdict, Option<String>) {
    if let Some(verdict) = how_it_ended(run, limits) {
        return (verdict, None);
    }
    let output = run.answers.as_deref().unwrap_or(&run.stdout);
    judge_output(problem, answers, input, expected, output, judging)
}

/// The verdict a run gets before its output is read: TLE, MLE, OLE or RE; `None` when it ended
/// normally within its limits.
pub fn how_it_ended(run: &Run, limits: &Limits) -> Option<Verdict> {
    if run.over_time(limits) {
        return Some(Verdict::TimeLimitExceeded);
    }
    if run.over_memory(limits) {
        return Some(Verdict::MemoryLimitExceeded);
    }
    if run.stopped == Some(Stopped::Output) {
        return Some(Verdict::OutputLimitExceeded);
    }
    match run.status {
        Some(status) if status.success() => None,
        status => {
            // The tail of stderr, without the "run with RUST_BACKTRACE" hint.
            let stderr = String::from_utf8_lossy(&run.stderr);
            let lines: Vec<&str> = stderr
                .lines()
                .filter(|l| !l.starts_with("note: run with"))
                .collect();
            let tail = lines[lines.len().saturating_sub(2)..].join(" | ");
            let how = status.map_or("killed".to_string(), |s| s.to_string());
            Some(Verdict::RuntimeError(format!("{}: {}", how, tail)))
        }
    }
}

/// Judges a program's `output` (it ended normally within its limits) under the answer policy
/// `answers` and `judging`'s rule. With an AC that only the rule's tolerance allowed, also what
/// it tolerated.
pub fn judge_output(
    problem: &Problem,
    answers: Answers,
    input: &str,
    expected: &str,
    output: &[u8],
    judging: Judging,
) -> (Verdict, Option<String>) {
    let actual = String::from_utf8_lossy(output);
    let check = |rule| check_as(problem, answers, input, expected, &actual, rule);
    match check(judging.rule) {
        Ok(()) => {
            let tolerated = match check(Rule::EXACT) {
                Ok(()) => None,
                Err(_) => Some(tolerance(expected, &actual)),
            };
            (Verdict::Accepted, tolerated)
        }
        Err(reason) => {
            if check(Rule::TOKENS).is_err() {
                return (Verdict::WrongAnswer(reason), None);
            }
            // LeetCode compares returned values, not text: its rule speaks only for its problems.
            let accepting: Vec<&str> = JUDGES
                .iter()
                .filter(|j| j.name != "leetcode" || problem.is_leetcode())
                .filter(|j| check(Rule::of(j)).is_ok())
                .map(|j| j.name)
                .collect();
            let accepted_by = if accepting.is_empty() {
                String::new()
            } else {
                format!("; accepted by the rules of {}", accepting.join(", "))
            };
            let reason = format!("only whitespace differs ({}){}", reason, accepted_by);
            if judging.presentation_error || judging.rule.compare == Compare::Exact {
                (Verdict::PresentationError(reason), None)
            } else {
                (Verdict::WrongAnswer(reason), None)
            }
        }
    }
}

/// What an accepted output differs in from the expected one, in words.
fn tolerance(expected: &str, actual: &str) -> String {
    let (expected, actual) = (expected.replace("\r\n", "\n"), actual.replace("\r\n", "\n"));
    let mut what = Vec::new();
    if actual.lines().any(|l| l != l.trim_end()) && !expected.lines().any(|l| l != l.trim_end()) {
        what.push("trailing spaces at line ends");
    }
    if expected.ends_with('\n') && !actual.is_empty() && !actual.ends_with('\n') {
        what.push("no newline at the end");
    }
    let blank_tail = |text: &str| text.len() - text.trim_end_matches(['\n', ' ', '\t']).len();
    if actual.ends_with("\n\n") && blank_tail(&actual) > blank_tail(&expected) {
        what.push("extra blank lines at the end");
    }
    if expected.ends_with("\n\n") && blank_tail(&actual) < blank_tail(&expected) {
        what.push("missing blank lines at the end");
    }
    let flatten = |text: &str| {
        text.lines()
            .map(str::trim_end)
            .collect::<Vec<_>>()
            .join("\n")
            .trim_end()
            .to_string()
    };
    if flatten(&expected) != flatten(&actual) {
        let same_case = check_tokens_equal(&expected, &actual);
        what.push(if same_case {
            "other whitespace (spacing or line breaks)"
        } else {
            "letter case"
        });
    }
    what.join(", ")
}

fn check_tokens_equal(a: &str, b: &str) -> bool {
    a.split_whitespace().eq(b.split_whitespace())
}
