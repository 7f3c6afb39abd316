//! The cases a solution is judged on: a folder's `*.in` files (or one file), each with its
//! `.out` when there is one; without it the oracle decides.
//!
//! In `samples/<problem>/`, `sample-N` cases hold only what the statement promises, and every
//! attempt is judged on them; `beyond-N` cases go past it (grids with no solution, clashing
//! givens, several solutions where one is promised, inputs built to be slow for a plain search):
//! they show what our own files do beyond the judge, and a user's attempt meets them only with
//! `--all-kinds`.

use crate::judging::oracle_cases::{expected_output, oracle_answers, CASE_BUDGET};
use crate::registry::{Answers, Problem};
use std::fs;
use std::path::{Path, PathBuf};

/// One case: an input file and, if there is one, its expected output; without one the oracle
/// decides (any valid solution, or the grid printed back when there is none).
pub struct Case {
    pub name: String,
    pub input: PathBuf,
    pub expected: Option<PathBuf>,
    /// A `beyond-N` case: past what the statement promises.
    pub beyond: bool,
}

/// The file-name prefix of the cases beyond the statement's promise.
pub const BEYOND: &str = "beyond-";

impl Case {
    /// The input text, the expected output (bytes, as the checker compares them), and the
    /// policy to judge by.
    pub fn load(&self, problem: &Problem) -> Result<(String, Vec<u8>, Answers), String> {
        let read = |path: &Path| {
            fs::read(path).map_err(|e| format!("cannot read {}: {}", path.display(), e))
        };
        let input = String::from_utf8_lossy(&read(&self.input)?).into_owned();
        match &self.expected {
            Some(path) => Ok((input, read(path)?, problem.answers)),
            None => {
                let expected = expected_output(problem, &input, CASE_BUDGET)
                    .map_err(|why| format!("{}: no .out, and {}", self.input.display(), why))?;
                Ok((input, expected.into_bytes(), oracle_answers(problem)))
            }
        }
    }
}

/// The cases in `path`: a folder's `*.in` files, or one `.in` file; each with its `.out` if
/// there is one. Ordered by number (`sample-2` before `sample-10`), then name, with `beyond-`
/// cases last.
pub fn cases(path: &Path, label: &str) -> Result<Vec<Case>, String> {
    let inputs: Vec<PathBuf> = if path.is_dir() {
        let entries =
            fs::read_dir(path).map_err(|e| format!("cannot read {}: {}", path.display(), e))?;
        let mut files = Vec::new();
        for entry in entries {
            let file = entry.map_err(|e| e.to_string())?.path();
            if file.extension().is_some_and(|e| e == "in") {
                files.push(file);
            }
        }
        files
    } else if path.exists() {
        vec![path.to_path_buf()]
    } else {
        return Err(format!("no such case file or folder: {}", path.display()));
    };
    if inputs.is_empty() {
        return Err(format!("{} holds no .in file", path.display()));
    }
    let mut cases: Vec<Case> = inputs
        .into_iter()
        .map(|input| {
            let stem = input
                .file_stem()
                .and_then(|s| s.to_str())
                .unwrap_or_default()
                .to_string();
            let expected = Some(input.with_extension("out")).filter(|out| out.exists());
            Case {
                beyond: stem.starts_with(BEYOND),
                name: if path.is_dir() {
                    format!("{}/{}", label, stem)
                } else {
                    stem
                },
                input,
                expected,
            }
        })
        .collect();
    let number = |name: &str| {
        name.rsplit('-')
            .next()
            .and_then(|n| n.parse::<u32>().ok())
            .unwrap_or(u32::MAX)
    };
    // The statement's samples first, then those beyond it; each by number, then name.
    cases.sort_by(|a, b| {
        (a.beyond, number(&a.name), &a.name).cmp(&(b.beyond, number(&b.name), &b.name))
    });
    Ok(cases)
}
