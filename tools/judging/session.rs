//! One attempt judged case by case: compiled once under a [`Setup`], then each case run within
//! the limits, decided by the judge's rule and, for a wrong grid, explained. `check`, `stress`,
//! the hunt and `bench` all judge through [`Session::judge`].

use crate::judging::attempt::{Compiled, Refused, ANSWERS_VARIABLE};
use crate::judging::places::{self, Explained};
use crate::judging::run::{Channel, Limits, Run, Runner};
use crate::judging::setup::Setup;
use crate::judging::verdict::{self, Verdict};
use crate::registry::{Answers, Problem};
use std::path::Path;

/// What a case's output is judged against.
#[derive(Clone, Copy)]
pub enum Expected<'a> {
    /// The expected output, and how it is compared (one right answer, or any valid one).
    Output(&'a [u8], Answers),
    /// Nothing: only how the run ended (limits, exit status), as the hunt times inputs.
    Nothing,
    /// No answer is known (the reason): how the run ended is judged (TLE, RE, … stand without
    /// an answer), and a run that ended within the limits is [`Verdict::NotJudged`].
    Unknown(&'a str),
}

/// One case's verdict and what it showed.
pub struct Outcome {
    pub verdict: Verdict,
    /// What an AC relied on, if on a rule's tolerance.
    pub tolerated: Option<String>,
    /// The run, unless the attempt never ran.
    pub run: Option<Run>,
    /// For a wrong grid answer: where it goes wrong, and the grids.
    pub places: Option<Explained>,
    /// For a wrong answer (WA, PE): the first lines of the output as printed, beside the
    /// expected ones (empty otherwise).
    pub first_lines: Vec<String>,
    /// Why no answer was known to judge the output by, if none was (shown beside a TLE).
    pub unknown: Option<String>,
    /// What else the verdict line says: for LeetCode, that the case passes alone but not in one
    /// process after the cases before it.
    pub note: Option<String>,
}

impl Outcome {
    /// A case the attempt never ran (it did not compile, or could not be started).
    pub fn never_ran(verdict: Verdict) -> Outcome {
        Outcome {
            verdict,
            tolerated: None,
            run: None,
            places: None,
            first_lines: Vec::new(),
            unknown: None,
            note: None,
        }
    }

    /// The answers it gave: what it printed, or for LeetCode what its harness returned.
    pub fn answers(&self) -> &[u8] {
        match &self.run {
            Some(run) => run.answers.as_deref().unwrap_or(&run.stdout),
            None => &[],
        }
    }
}

/// An attempt compiled for one problem under one setup.
pub struct Session<'a> {
    pub problem: &'static Problem,
    pub setup: Setup,
    pub compiled: Compiled,
    runner: &'a Runner,
}

impl<'a> Session<'a> {
    /// Compiles `source` (its text `text`) once, as `setup`'s judge would, into `cache`.
    pub fn open(
        root: &Path,
        problem: &'static Problem,
        setup: Setup,
        source: &Path,
        text: &str,
        cache: &Path,
        runner: &'a Runner,
    ) -> Result<Session<'a>, Refused> {
        let compiled = setup.compile(root, problem, source, text, cache)?;
        Ok(Session {
            problem,
            setup,
            compiled,
            runner,
        })
    }

    /// Runs the attempt on `input` within the limits and judges the run against `expected`.
    pub fn judge(&self, input: &str, expected: Expected) -> Outcome {
        let channel = if self.problem.is_leetcode() {
            Channel::AnswersFile(ANSWERS_VARIABLE)
        } else {
            Channel::Stdout
        };
        let run = match self.runner.run_with(
            &self.compiled.build.binary,
            input.as_bytes().to_vec(),
            self.setup.limits,
            &channel,
            self.setup.judge.environment,
        ) {
            Ok(run) => run,
            Err(message) => return Outcome::never_ran(Verdict::RuntimeError(message)),
        };
        let (expected, answers) = match expected {
            Expected::Output(expected, answers) => (expected, answers),
            Expected::Nothing | Expected::Unknown(_) => {
                let normal = match expected {
                    Expected::Unknown(why) => Verdict::NotJudged(why.to_string()),
                    _ => Verdict::Accepted,
                };
                let verdict = verdict::how_it_ended(&run, &self.setup.limits).unwrap_or(normal);
                return Outcome {
                    verdict,
                    tolerated: None,
                    run: Some(run),
                    places: None,
                    first_lines: Vec::new(),
                    unknown: None,
                    note: None,
                };
            }
        };
        if let Some(verdict) = verdict::how_it_ended(&run, &self.setup.limits) {
            let mut outcome = Outcome::never_ran(verdict);
            outcome.run = Some(run);
            return outcome;
        }
        let output = run.answers.as_deref().unwrap_or(&run.stdout);
        let mut outcome = self.judge_output(input, expected, answers, output);
        outcome.run = Some(run);
        outcome
    }

    /// Judges `output`, the answers of a run that ended normally within its limits, on `input`
    /// against `expected`: the outcome without its run.
    fn judge_output(
        &self,
        input: &str,
        expected: &[u8],
        answers: Answers,
        output: &[u8],
    ) -> Outcome {
        let (verdict, tolerated) = verdict::decide_output(
            self.problem,
            answers,
            input,
            expected,
            output,
            self.setup.judging,
        );
        let places = match &verdict {
            Verdict::WrongAnswer(_) => {
                let output = String::from_utf8_lossy(output);
                let expected = String::from_utf8_lossy(expected);
                places::explain(self.problem, answers, input, &expected, &output)
            }
            _ => None,
        };
        let first_lines = match &verdict {
            Verdict::WrongAnswer(_) | Verdict::PresentationError(_) => {
                places::first_lines(expected, output)
            }
            _ => Vec::new(),
        };
        Outcome {
            verdict,
            tolerated,
            run: None,
            places,
            first_lines,
            unknown: None,
            note: None,
        }
    }
}

/// A case in a run of several in one process: its input and the answer it is judged against.
pub struct Call<'c> {
    pub input: &'c str,
    pub expected: &'c [u8],
    pub answers: Answers,
}

/// What running cases one after another in one process showed.
pub struct OneProcess {
    /// How many cases ran in the last run (all, or up to the one where it stopped).
    pub cases: usize,
    /// The last run: all the cases, or the first ones up to the one where it ended abnormally.
    pub run: Option<Run>,
    /// Each case's outcome in one process, in the order given (without its run); `None` for the
    /// cases after one where the process ended abnormally (LeetCode stops there too).
    pub outcomes: Vec<Option<Outcome>>,
}

impl<'a> Session<'a> {
    /// LeetCode's way of running a submission's cases (see [`Submission::Solution`]): `calls`
    /// one after another in one process, one call of the method per board, in the order given,
    /// so that what the attempt keeps between calls (a `static`, a `thread_local!`) shows. Each
    /// case's answers are the lines its boards get (the harness writes one line a board), judged
    /// as that case's alone would be. The time limit is the per-case limit times the boards. A
    /// run that ends abnormally (TLE, MLE, RE) is run again on the first 1, 2, … cases until the
    /// case where it first does so is found: that case gets the verdict, the ones before it are
    /// judged by their answers, the ones after are not run (LeetCode stops there too).
    ///
    /// [`Submission::Solution`]: crate::registry::Submission::Solution
    pub fn judge_in_one_process(&self, calls: &[Call]) -> OneProcess {
        let mut outcomes: Vec<Option<Outcome>> = calls.iter().map(|_| None).collect();
        let n = calls.len();
        if n == 0 {
            return OneProcess {
                cases: 0,
                run: None,
                outcomes,
            };
        }
        let whole = match self.run_together(calls) {
            Ok(run) => run,
            Err(message) => {
                outcomes[0] = Some(Outcome::never_ran(Verdict::RuntimeError(message)));
                return OneProcess {
                    cases: n,
                    run: None,
                    outcomes,
                };
            }
        };
        let verdict = match verdict::how_it_ended(&whole, &self.together_limits(calls)) {
            None => {
                self.judge_slices(calls, &whole, &mut outcomes);
                return OneProcess {
                    cases: n,
                    run: Some(whole),
                    outcomes,
                };
            }
            Some(verdict) => verdict,
        };
        // Where it first ends so: the first 1, 2, … cases, until one of those runs does.
        let (mut stopped, mut before) = ((n, whole, verdict), None);
        for k in 1..n {
            let run = match self.run_together(&calls[..k]) {
                Ok(run) => run,
                Err(_) => break,
            };
            match verdict::how_it_ended(&run, &self.together_limits(&calls[..k])) {
                None => before = Some(run),
                Some(verdict) => {
                    stopped = (k, run, verdict);
                    break;
                }
            }
        }
        let (k, run, verdict) = stopped;
        if let Some(before) = &before {
            self.judge_slices(&calls[..k - 1], before, &mut outcomes);
        }
        outcomes[k - 1] = Some(Outcome::never_ran(verdict));
        OneProcess {
            cases: k,
            run: Some(run),
            outcomes,
        }
    }

    /// The limits of `calls` run in one process: the per-case time limit for each board.
    fn together_limits(&self, calls: &[Call]) -> Limits {
        let boards: usize = calls.iter().map(|c| board_literals(c.input).max(1)).sum();
        let mut limits = self.setup.limits;
        limits.time = (limits.time).saturating_mul(u32::try_from(boards).unwrap_or(u32::MAX));
        limits
    }

    /// One run of `calls`' inputs, one after another, in one process.
    fn run_together(&self, calls: &[Call]) -> Result<Run, String> {
        let mut input = String::new();
        for call in calls {
            input.push_str(call.input);
            if !input.ends_with('\n') {
                input.push('\n');
            }
        }
        self.runner.run_with(
            &self.compiled.build.binary,
            input.into_bytes(),
            self.together_limits(calls),
            &Channel::AnswersFile(ANSWERS_VARIABLE),
            self.setup.judge.environment,
        )
    }

    /// Judges each of `calls` by its share of `run`'s answers, a line per board, in order.
    fn judge_slices(&self, calls: &[Call], run: &Run, outcomes: &mut [Option<Outcome>]) {
        let output = run.answers.as_deref().unwrap_or(&run.stdout);
        let mut lines = output.split_inclusive(|&b| b == b'\n');
        for (call, outcome) in calls.iter().zip(outcomes.iter_mut()) {
            let share: Vec<u8> = lines
                .by_ref()
                .take(board_literals(call.input))
                .flatten()
                .copied()
                .collect();
            *outcome = Some(self.judge_output(call.input, call.expected, call.answers, &share));
        }
    }
}

/// How many board literals (`[[...],...]`) `input` holds: the brackets opened at the top level,
/// outside quotes.
pub fn board_literals(input: &str) -> usize {
    let (mut depth, mut quoted, mut boards) = (0usize, false, 0);
    for byte in input.bytes() {
        match byte {
            b'"' => quoted = !quoted,
            b'[' if !quoted => {
                if depth == 0 {
                    boards += 1;
                }
                depth += 1;
            }
            b']' if !quoted => depth = depth.saturating_sub(1),
            _ => {}
        }
    }
    boards
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A board literal is a bracket opened at the top level, whatever the whitespace around and
    /// inside it; brackets in quotes do not count.
    #[test]
    fn board_literals_are_counted_by_their_top_level_brackets() {
        let board = "[[\"5\",\".\"],[\".\",\"3\"]]";
        assert_eq!(board_literals(""), 0);
        assert_eq!(board_literals(board), 1);
        assert_eq!(board_literals(&format!("{}\n{}\n", board, board)), 2);
        assert_eq!(board_literals("[\n [ \"1\" ] ,\n [\"2\"]\n]\n[[\"[\"]]"), 2);
    }
}
