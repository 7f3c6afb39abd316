//! The verdict on one run: limits first, then the exit status, then the output under the judge's
//! comparison rule (with PE where only whitespace differs and the judge has that verdict).

use crate::judging::checker::check_as;
use crate::judging::compare::{c_isspace, crlf_as_lf, tokens, trimmed_lines, BOM};
use crate::judging::run::{Limits, Run, Stopped};
use crate::registry::{Answers, Checker, Problem, Submission, JUDGES};

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
    /// No judge's verdict: the run ended within the limits, but no answer was known to judge
    /// its output against (a case with no `.out` that the oracle could not decide; the reason).
    NotJudged(String),
}

impl Verdict {
    /// The judges' abbreviation: AC, WA, RE, TLE, CE; `--` for a run not judged.
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
            Verdict::NotJudged(_) => "--",
        }
    }

    /// The reason, for verdicts that have one.
    pub fn detail(&self) -> Option<&str> {
        match self {
            Verdict::WrongAnswer(reason)
            | Verdict::PresentationError(reason)
            | Verdict::RuntimeError(reason)
            | Verdict::NotJudged(reason) => Some(reason),
            _ => None,
        }
    }
}

/// How a run's output is judged: the comparison rule, and whether a whitespace-only difference
/// the rule does not forgive is a Presentation Error (else a Wrong Answer).
#[derive(Clone, Copy, Debug)]
pub struct Comparison {
    pub rule: Checker,
    pub presentation_error: bool,
}

/// Judges one run of `problem` on a case, under the answer policy `answers`: first the limits
/// and the exit status, then its answers (see [`decide_output`]).
pub fn decide(
    problem: &Problem,
    answers: Answers,
    input: &str,
    expected: &[u8],
    run: &Run,
    judging: Comparison,
    limits: &Limits,
) -> (Verdict, Option<String>) {
    if let Some(verdict) = how_it_ended(run, limits) {
        return (verdict, None);
    }
    let output = run.answers.as_deref().unwrap_or(&run.stdout);
    decide_output(problem, answers, input, expected, output, judging)
}

/// The verdict a run gets before its output is read: TLE, MLE, OLE or RE; `None` when it ended
/// normally within its limits.
pub fn how_it_ended(run: &Run, limits: &Limits) -> Option<Verdict> {
    // Where the judge lets a program start no thread, its first spawn fails there, before
    // anything else the run did here.
    if limits.one_thread && run.threads > 1 {
        return Some(Verdict::RuntimeError(format!(
            "it started a thread ({} at once here), and the judge lets a program start none (RLIMIT_NPROC 0): the spawn fails there",
            run.threads
        )));
    }
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
            let tail = if tail.is_empty() {
                "nothing on stderr".to_string()
            } else {
                tail
            };
            // No judge's stack was known: the verdict stands on this machine's (an assumption).
            let stack = if limits.stack_bytes.is_none() && stderr.contains("overflowed its stack") {
                " (the judge's stack size is not known: this machine's `ulimit -s` was used, an assumption)".to_string()
            } else {
                String::new()
            };
            // Past the judge's address-space cap an allocation, or a thread's stack, cannot be
            // had: the program aborts with its memory under the limit, which its runner calls
            // a runtime error (Kattis' problemtools RTE, DMOJ's RTE), not MLE.
            let refused = [
                "memory allocation of",
                "failed to spawn thread",
                "Resource temporarily unavailable",
                "Cannot allocate memory",
            ];
            let refused = refused.iter().any(|what| stderr.contains(what));
            let cap = match (limits.data_kb, limits.address_space_kb) {
                (Some(data), _) if refused => format!(
                    " (the judge caps the heap and thread stacks at {} MB, RLIMIT_DATA: memory reserved past it is refused, touched or not)",
                    data / 1024
                ),
                (None, Some(kb)) if refused => format!(
                    " (the judge caps the address space at {} MB, RLIMIT_AS: memory reserved past it is refused, touched or not)",
                    kb / 1024
                ),
                _ => String::new(),
            };
            Some(Verdict::RuntimeError(format!(
                "{}: {}{}{}",
                how, tail, stack, cap
            )))
        }
    }
}

/// Judges a program's `output` (it ended normally within its limits) under the answer policy
/// `answers` and `judging`'s rule. With an AC that only the rule's tolerance allowed, also what
/// it tolerated.
pub fn decide_output(
    problem: &Problem,
    answers: Answers,
    input: &str,
    expected: &[u8],
    output: &[u8],
    judging: Comparison,
) -> (Verdict, Option<String>) {
    let actual = output;
    let check = |rule| check_as(problem, answers, input, expected, actual, rule);
    let reason = match check(judging.rule) {
        Ok(()) => {
            let tolerated = match check(Checker::Exact) {
                Ok(()) => None,
                Err(_) => Some(tolerance(expected, actual)),
            };
            return (Verdict::Accepted, tolerated);
        }
        Err(reason) => reason,
    };
    // LeetCode compares returned values, not text: its rule speaks only for its problems.
    let accepting: Vec<&str> = JUDGES
        .iter()
        .filter(|j| j.submission == Submission::Program || problem.is_leetcode())
        .filter(|j| check(j.compare).is_ok())
        .map(|j| j.name)
        .collect();
    let accepted_by = if accepting.is_empty() {
        String::new()
    } else {
        format!("; accepted by the rules of {}", accepting.join(", "))
    };
    // Whitespace-only: the same tokens, split at C isspace bytes and compared byte for byte;
    // or, where the answer is one text, the same text once every C isspace byte is taken out
    // ("1+2=3" against "1 + 2 = 3" is a Presentation Error in HDU 1073, HDU's own judge's rule).
    let blanks_out =
        |text: &[u8]| -> Vec<u8> { text.iter().copied().filter(|&b| !c_isspace(b)).collect() };
    let same_but_blanks = answers == Answers::Unique && blanks_out(expected) == blanks_out(actual);
    if check(Checker::Tokens).is_err() && !same_but_blanks {
        return (
            Verdict::WrongAnswer(format!("{}{}", reason, accepted_by)),
            None,
        );
    }
    let reason = format!("only whitespace differs ({}){}", reason, accepted_by);
    if judging.presentation_error || judging.rule == Checker::Exact {
        (Verdict::PresentationError(reason), None)
    } else {
        (Verdict::WrongAnswer(reason), None)
    }
}

/// The bytes a line may end in that some rule ignores, with their names in the plural.
const TRAILING: [(u8, &str); 6] = [
    (b' ', "spaces"),
    (b'\t', "tabs"),
    (0x0B, "vertical tabs"),
    (0x0C, "form feeds"),
    (b'\r', "carriage returns"),
    (0, "NULs"),
];

fn trails(b: u8) -> bool {
    TRAILING.iter().any(|&(t, _)| t == b)
}

/// `items` joined as in a sentence: `a`, `a and b`, `a, b and c`.
fn sentence(items: &[&str]) -> String {
    match items.split_last() {
        Some((last, [])) => last.to_string(),
        Some((last, rest)) => format!("{} and {}", rest.join(", "), last),
        None => String::new(),
    }
}

/// What an accepted output differs in from the expected one, in words.
fn tolerance(expected: &[u8], actual: &[u8]) -> String {
    let (expected, actual) = (crlf_as_lf(expected), crlf_as_lf(actual));
    let mut what: Vec<String> = Vec::new();
    let mut actual: &[u8] = &actual;
    if actual.starts_with(BOM) && !expected.starts_with(BOM) {
        what.push("a UTF-8 BOM at the start".to_string());
        actual = &actual[BOM.len()..];
    }
    // The bytes each text's lines end in, and the NULs inside its lines.
    let ends = |text: &[u8]| {
        let mut found = [false; 256];
        let mut nul_inside = false;
        for line in text.split(|&b| b == b'\n') {
            let keep = line.iter().rposition(|&b| !trails(b)).map_or(0, |i| i + 1);
            for &b in &line[keep..] {
                found[usize::from(b)] = true;
            }
            nul_inside |= line[..keep].contains(&0);
        }
        (found, nul_inside)
    };
    let ((want_ends, want_nul), (got_ends, got_nul)) = (ends(&expected), ends(actual));
    let trailing: Vec<&str> = TRAILING
        .iter()
        .filter(|&&(b, _)| got_ends[usize::from(b)] && !want_ends[usize::from(b)])
        .map(|&(_, name)| name)
        .collect();
    if !trailing.is_empty() {
        what.push(format!("trailing {} at line ends", sentence(&trailing)));
    }
    // The other way round: an official output's trailing spaces (a setter's) left out.
    let missing: Vec<&str> = TRAILING
        .iter()
        .filter(|&&(b, _)| want_ends[usize::from(b)] && !got_ends[usize::from(b)])
        .map(|&(_, name)| name)
        .collect();
    if !missing.is_empty() {
        what.push(format!(
            "no trailing {} at line ends, where the expected output has them",
            sentence(&missing)
        ));
    }
    if got_nul && !want_nul {
        what.push("NULs (0x00) inside lines".to_string());
    }
    let last_byte = actual.iter().rposition(|&b| !trails(b)).map(|i| actual[i]);
    if expected.ends_with(b"\n") && last_byte.is_some_and(|b| b != b'\n') {
        what.push("no newline at the end".to_string());
    }
    // The newlines in the blank tail: 1 after a last line, more with blank lines after it.
    let newlines_at_end = |text: &[u8]| {
        let blank = text.len()
            - text
                .iter()
                .rposition(|&b| !(trails(b) || b == b'\n'))
                .map_or(0, |i| i + 1);
        text[text.len() - blank..]
            .iter()
            .filter(|&&b| b == b'\n')
            .count()
    };
    let (want_tail, got_tail) = (newlines_at_end(&expected), newlines_at_end(actual));
    if got_tail >= 2 && got_tail > want_tail {
        what.push("extra blank lines at the end".to_string());
    } else if got_tail == 1 && want_tail == 0 && expected.iter().all(|&b| trails(b)) {
        what.push("a newline where nothing is expected".to_string());
    }
    if want_tail >= 2 && got_tail < want_tail {
        what.push("missing blank lines at the end".to_string());
    }
    // What is left once line ends, blank lines at the end and NULs are set aside.
    let flatten = |text: &[u8], lower: bool| -> Vec<u8> {
        let text: Vec<u8> = text
            .iter()
            .filter(|&&b| b != 0)
            .map(|b| if lower { b.to_ascii_lowercase() } else { *b })
            .collect();
        trimmed_lines(&text, trails).join(&b'\n')
    };
    if flatten(&expected, false) != flatten(actual, false) {
        // The tokens (C isspace), without NULs, maybe lowercased.
        let words = |text: &[u8], lower: bool| -> Vec<Vec<u8>> {
            let text = if lower {
                text.to_ascii_lowercase()
            } else {
                text.to_vec()
            };
            tokens(&text, c_isspace)
                .iter()
                .map(|t| t.text.iter().copied().filter(|&b| b != 0).collect())
                .collect()
        };
        let same_words = words(&expected, true) == words(actual, true);
        if same_words && words(&expected, false) != words(actual, false) {
            what.push("letter case".to_string());
        }
        // A NUL followed by more of a token: what a C-string comparison stops at.
        let nul_in_token = |text: &[u8]| {
            text.windows(2)
                .any(|pair| pair[0] == 0 && pair[1] != 0 && !c_isspace(pair[1]))
        };
        // The layout alone: every token's bytes one mark, so a special judge's other valid
        // answer compares by its whitespace only.
        let skeleton = |text: &[u8]| -> Vec<u8> {
            let text: Vec<u8> = text
                .iter()
                .filter(|&&b| b != 0)
                .map(|&b| if c_isspace(b) { b } else { b'x' })
                .collect();
            trimmed_lines(&text, trails).join(&b'\n')
        };
        if flatten(&expected, true) != flatten(actual, true) {
            if same_words {
                what.push("other whitespace (spacing or line breaks)".to_string());
            } else if nul_in_token(actual) && !nul_in_token(&expected) {
                what.push("bytes after a NUL in a token".to_string());
            } else if skeleton(&expected) != skeleton(actual) {
                what.push("other whitespace (spacing or line breaks)".to_string());
            }
            // Otherwise the tokens differ and nothing else does: another answer the judge's
            // checker accepts (a special judge), not a tolerance.
        }
    }
    if what.is_empty() {
        what.push("other whitespace (spacing or line breaks)".to_string());
    }
    what.join(", ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::registry::find;
    use std::os::unix::process::ExitStatusExt;
    use std::process::ExitStatus;
    use std::time::Duration;

    const LIMITS: Limits = Limits {
        time: Duration::from_millis(1000),
        memory_kb: 1000,
        output_bytes: 100,
        stderr_bytes: None,
        stack_bytes: None,
        address_space_kb: None,
        data_kb: None,
        counts_waiting: false,
        one_thread: false,
    };

    /// Where the judge lets a program start no thread (DMOJ), a run seen with two is RE, before
    /// its time is looked at; elsewhere, or with one thread, it is judged as before.
    #[test]
    fn a_second_thread_is_re_where_the_judge_lets_none_start() {
        let one_thread = Limits {
            one_thread: true,
            ..LIMITS
        };
        let mut threaded = run(0, 5000, 1, None);
        threaded.threads = 2;
        match how_it_ended(&threaded, &one_thread) {
            Some(Verdict::RuntimeError(reason)) => {
                assert!(reason.contains("RLIMIT_NPROC 0"), "{}", reason)
            }
            other => panic!("{:?}", other),
        }
        assert_eq!(
            how_it_ended(&threaded, &LIMITS),
            Some(Verdict::TimeLimitExceeded)
        );
        assert_eq!(how_it_ended(&run(0, 5, 1, None), &one_thread), None);
    }

    /// A run that ended with exit `code` after `cpu_ms` of CPU, `peak_kb` of memory.
    fn run(code: i32, cpu_ms: u64, peak_kb: u64, stopped: Option<Stopped>) -> Run {
        Run {
            status: Some(ExitStatus::from_raw(code << 8)),
            stopped,
            stdout: b"1\n".to_vec(),
            stderr: b"thread 'main' panicked at 'boom'\nnote: run with `RUST_BACKTRACE=1`\n"
                .to_vec(),
            answers: None,
            cpu: Duration::from_millis(cpu_ms),
            wall: Duration::from_millis(cpu_ms),
            took: None,
            peak_kb,
            threads: 1,
        }
    }

    #[test]
    fn limits_come_before_the_exit_status_time_first() {
        let ended = |r: &Run| how_it_ended(r, &LIMITS).map(|v| v.code());
        assert_eq!(ended(&run(0, 999, 999, None)), None);
        assert_eq!(
            ended(&run(0, 1000, 1000, None)),
            None,
            "the limit itself is within"
        );
        assert_eq!(ended(&run(0, 1001, 0, None)), Some("TLE"));
        assert_eq!(ended(&run(0, 1, 1001, None)), Some("MLE"));
        assert_eq!(ended(&run(3, 1001, 1001, None)), Some("TLE"));
        assert_eq!(ended(&run(3, 1, 1001, None)), Some("MLE"));
        assert_eq!(ended(&run(0, 1, 1, Some(Stopped::WallClock))), Some("TLE"));
        assert_eq!(ended(&run(0, 1, 1, Some(Stopped::CpuTime))), Some("TLE"));
        assert_eq!(ended(&run(0, 1, 1, Some(Stopped::Memory))), Some("MLE"));
        assert_eq!(ended(&run(3, 1, 1, Some(Stopped::Output))), Some("OLE"));
        assert_eq!(ended(&run(3, 1, 1, None)), Some("RE"));
    }

    #[test]
    fn a_runtime_error_names_the_status_and_the_panic_without_the_backtrace_hint() {
        let verdict = how_it_ended(&run(101, 1, 1, None), &LIMITS).unwrap();
        let detail = verdict.detail().unwrap();
        assert!(detail.contains("101"), "{}", detail);
        assert!(detail.contains("panicked at 'boom'"), "{}", detail);
        assert!(!detail.contains("RUST_BACKTRACE"), "{}", detail);
        let mut killed = run(0, 1, 1, None);
        killed.status = None;
        let verdict = how_it_ended(&killed, &LIMITS).unwrap();
        assert!(verdict.detail().unwrap().starts_with("killed"));
    }

    #[test]
    fn codes_and_details() {
        let all = [
            (Verdict::Accepted, "AC", None),
            (Verdict::WrongAnswer("w".into()), "WA", Some("w")),
            (Verdict::PresentationError("p".into()), "PE", Some("p")),
            (Verdict::RuntimeError("r".into()), "RE", Some("r")),
            (Verdict::TimeLimitExceeded, "TLE", None),
            (Verdict::MemoryLimitExceeded, "MLE", None),
            (Verdict::OutputLimitExceeded, "OLE", None),
            (Verdict::CompileError, "CE", None),
            (Verdict::NotJudged("n".into()), "--", Some("n")),
        ];
        for (verdict, code, detail) in all {
            assert_eq!(verdict.code(), code);
            assert_eq!(verdict.detail(), detail);
        }
    }

    /// The verdict on `output` for a one-answer problem under `rule`.
    fn judge(rule: Checker, pe: bool, expected: &str, output: &str) -> (Verdict, Option<String>) {
        let problem = find("kattis_sudokunique").unwrap();
        let judging = Comparison {
            rule,
            presentation_error: pe,
        };
        decide_output(
            problem,
            Answers::Unique,
            "",
            expected.as_bytes(),
            output.as_bytes(),
            judging,
        )
    }

    #[test]
    fn exact_output_is_accepted_with_nothing_tolerated() {
        assert_eq!(
            judge(Checker::Exact, true, "1 2\n3 4\n", "1 2\n3 4\n"),
            (Verdict::Accepted, None)
        );
    }

    #[test]
    fn an_accepted_output_says_what_the_rule_tolerated() {
        let tolerated = |output: &str| {
            let (verdict, what) = judge(Checker::Tokens, false, "1 2\n3 4\n", output);
            assert_eq!(verdict, Verdict::Accepted, "{:?}", output);
            what.unwrap()
        };
        assert_eq!(tolerated("1 2 \n3 4\n"), "trailing spaces at line ends");
        assert_eq!(tolerated("1 2\t\n3 4\r\n"), "trailing tabs at line ends");
        assert_eq!(tolerated("1 2\n3 4"), "no newline at the end");
        assert_eq!(tolerated("1 2\n3 4\n\n\n"), "extra blank lines at the end");
        assert_eq!(
            tolerated("1  2\n3 4\n"),
            "other whitespace (spacing or line breaks)"
        );
        assert_eq!(
            tolerated("1 2 \n3 4"),
            "trailing spaces at line ends, no newline at the end"
        );
        let (_, what) = judge(Checker::Tokens, false, "a \nb\n", "a\nb\n");
        assert_eq!(
            what.unwrap(),
            "no trailing spaces at line ends, where the expected output has them"
        );
        let (_, what) = judge(Checker::TestlibWcmp, false, "1 2\n", "\u{feff}1 2\n");
        assert_eq!(what.unwrap(), "a UTF-8 BOM at the start");
        let (_, what) = judge(Checker::KattisDefault, false, "Yes\n", "yes\n");
        assert_eq!(what.unwrap(), "letter case");
    }

    #[test]
    fn each_tolerance_is_named_where_it_is_and_only_there() {
        let said = |expected: &str, actual: &str| tolerance(expected.as_bytes(), actual.as_bytes());
        assert_eq!(
            said("1 2\n", "1\u{0}  2\n"),
            "NULs (0x00) inside lines, other whitespace (spacing or line breaks)"
        );
        assert_eq!(
            said("1\u{0} 2\n", "1\u{0}  2\n"),
            "other whitespace (spacing or line breaks)"
        );
        assert_eq!(said("1\n", "1 \n"), "trailing spaces at line ends");
        assert_eq!(said("", "\n"), "a newline where nothing is expected");
        assert_eq!(said("", "\n\n"), "extra blank lines at the end");
        assert!(!said("1", "1\n").contains("newline where nothing"));
        assert!(!said("1", "1\n").contains("extra blank lines"));
        assert_eq!(said("1\n\n", "1 \n\n"), "trailing spaces at line ends");
        assert_eq!(said("1\n\n\n", "1\n"), "missing blank lines at the end");
        assert_eq!(said("1\n\n\n", "1\n\n"), "missing blank lines at the end");
        assert_eq!(said("1\n", "1\n\n"), "extra blank lines at the end");
        assert_eq!(
            said("1 2\n", "1\u{0}x 2\n"),
            "NULs (0x00) inside lines, bytes after a NUL in a token"
        );
        assert_eq!(said("1 2\n", "1\u{0} 3\n"), "NULs (0x00) inside lines");
        assert_eq!(
            said("1 2\n", "1\u{0}\u{0}3 4\n"),
            "NULs (0x00) inside lines, bytes after a NUL in a token"
        );
        assert_eq!(
            said("1\u{0}x 2\n", "1\u{0}y 3\n"),
            "other whitespace (spacing or line breaks)"
        );
        // Other tokens in the same layout: a special judge's other answer, not a tolerance.
        assert_eq!(said("1 2\n", "3 4 \n"), "trailing spaces at line ends");
        assert_eq!(
            said("1 2\n", "3  4\n"),
            "other whitespace (spacing or line breaks)"
        );
    }

    #[test]
    fn whitespace_only_is_pe_where_the_judge_has_it_or_the_rule_is_exact_else_wa() {
        let (verdict, _) = judge(Checker::Lines, true, "1 2\n", "1  2\n");
        assert!(
            matches!(verdict, Verdict::PresentationError(_)),
            "{:?}",
            verdict
        );
        let (verdict, _) = judge(Checker::Lines, false, "1 2\n", "1  2\n");
        assert!(matches!(verdict, Verdict::WrongAnswer(_)), "{:?}", verdict);
        let (verdict, _) = judge(Checker::Exact, false, "1 2\n", "1  2\n");
        assert!(
            matches!(verdict, Verdict::PresentationError(_)),
            "{:?}",
            verdict
        );
        let reason = verdict.detail().unwrap();
        assert!(
            reason.starts_with("only whitespace differs ("),
            "{}",
            reason
        );
        assert!(reason.contains("; accepted by the rules of "), "{}", reason);
    }

    #[test]
    fn a_stack_overflow_says_when_the_judges_stack_is_not_known() {
        let mut crashed = run(134, 1, 1, None);
        crashed.stderr = b"\nthread 'main' has overflowed its stack\nfatal runtime error: stack overflow, aborting\n".to_vec();
        let said = |run: &Run, limits: &Limits| match how_it_ended(run, limits) {
            Some(Verdict::RuntimeError(reason)) => reason,
            other => panic!("{:?}", other),
        };
        assert!(said(&crashed, &LIMITS).contains("stack size is not known"));
        let known = Limits {
            stack_bytes: Some(1 << 30),
            ..LIMITS
        };
        let reason = said(&crashed, &known);
        assert!(!reason.contains("not known"), "{}", reason);
        crashed.stderr.clear();
        let reason = said(&crashed, &known);
        assert!(reason.ends_with(": nothing on stderr"), "{}", reason);
    }

    /// An allocation refused under the judge's address-space cap is RE, as its runner says,
    /// and the line says why: the program's memory was under the limit.
    #[test]
    fn an_allocation_refused_under_the_address_space_cap_says_so() {
        let mut aborted = run(134, 1, 1, None);
        aborted.stderr = b"memory allocation of 1073741824 bytes failed\n".to_vec();
        let capped = Limits {
            address_space_kb: Some(1 << 20),
            data_kb: None,
            counts_waiting: false,
            one_thread: false,
            ..LIMITS
        };
        let said = |limits: &Limits| match how_it_ended(&aborted, limits) {
            Some(Verdict::RuntimeError(reason)) => reason,
            other => panic!("{:?}", other),
        };
        let reason = said(&capped);
        assert!(
            reason.ends_with("caps the address space at 1024 MB, RLIMIT_AS: memory reserved past it is refused, touched or not)"),
            "{}",
            reason
        );
        assert!(!said(&LIMITS).contains("RLIMIT_AS"));
    }

    #[test]
    fn blanks_added_or_left_out_inside_a_line_are_whitespace_only_too() {
        // HDU 1073, HDU's statement of its own judge: "1 + 2 = 3" against "1+2=3" is a
        // Presentation Error: only spaces, tabs or newlines differ.
        let (verdict, _) = judge(Checker::Exact, true, "1 + 2 = 3\n", "1+2=3\n");
        assert!(
            matches!(verdict, Verdict::PresentationError(_)),
            "{:?}",
            verdict
        );
        let (verdict, _) = judge(Checker::Lines, true, "417\n", "4 1 7\n");
        assert!(
            matches!(verdict, Verdict::PresentationError(_)),
            "{:?}",
            verdict
        );
        let (verdict, _) = judge(Checker::Lines, false, "417\n", "4 1 7\n");
        assert!(
            verdict
                .detail()
                .unwrap()
                .starts_with("only whitespace differs"),
            "{:?}",
            verdict
        );
        let (verdict, _) = judge(Checker::Exact, true, "1 + 2 = 3\n", "1+2=4\n");
        assert!(matches!(verdict, Verdict::WrongAnswer(_)), "{:?}", verdict);
    }

    #[test]
    fn other_tokens_are_a_wrong_answer_that_no_rule_accepts() {
        for pe in [false, true] {
            let (verdict, tolerated) = judge(Checker::Exact, pe, "1 2\n", "1 3\n");
            assert!(matches!(verdict, Verdict::WrongAnswer(_)), "{:?}", verdict);
            assert!(!verdict.detail().unwrap().contains("accepted by"));
            assert_eq!(tolerated, None);
        }
    }

    #[test]
    fn a_wrong_answer_names_the_judges_whose_rule_would_accept_it() {
        // Letter case: only Kattis' default rule forgives it.
        let (verdict, _) = judge(Checker::Exact, false, "Yes\n", "yes\n");
        let reason = verdict.detail().unwrap().to_string();
        assert!(matches!(verdict, Verdict::WrongAnswer(_)), "{:?}", verdict);
        assert!(
            reason.ends_with("; accepted by the rules of kattis"),
            "{}",
            reason
        );
    }

    #[test]
    fn decide_reads_the_answers_file_when_there_is_one_and_limits_first() {
        let problem = find("kattis_sudokunique").unwrap();
        let judging = Comparison {
            rule: Checker::Exact,
            presentation_error: false,
        };
        let mut answered = run(0, 1, 1, None);
        answered.answers = Some(b"2\n".to_vec());
        let (verdict, _) = decide(
            problem,
            Answers::Unique,
            "",
            b"2\n",
            &answered,
            judging,
            &LIMITS,
        );
        assert_eq!(verdict, Verdict::Accepted);
        let (verdict, _) = decide(
            problem,
            Answers::Unique,
            "",
            b"1\n",
            &answered,
            judging,
            &LIMITS,
        );
        assert!(matches!(verdict, Verdict::WrongAnswer(_)));
        let slow = run(0, 2000, 1, None);
        let (verdict, _) = decide(
            problem,
            Answers::Unique,
            "",
            b"1\n",
            &slow,
            judging,
            &LIMITS,
        );
        assert_eq!(verdict, Verdict::TimeLimitExceeded);
    }
}
