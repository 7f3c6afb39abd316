//! One attempt judged case by case: compiled once under a [`Setup`], then each case run within
//! the limits, decided by the judge's rule and, for a wrong grid, explained. `check`, `stress`,
//! the hunt and `bench` all judge through [`Session::judge`].

use crate::judging::attempt::{Compiled, Refused, ANSWERS_VARIABLE};
use crate::judging::places::{self, Explained};
use crate::judging::run::{Channel, Run, Runner};
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
                };
            }
        };
        let (verdict, tolerated) = verdict::decide(
            self.problem,
            answers,
            input,
            expected,
            &run,
            self.setup.judging,
            &self.setup.limits,
        );
        let output = run.answers.as_deref().unwrap_or(&run.stdout);
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
            run: Some(run),
            places,
            first_lines,
            unknown: None,
        }
    }
}
