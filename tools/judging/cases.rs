//! The cases a solution is judged on: a folder's `*.in` files (or one file), each with its
//! `.out` when there is one; without it the oracle decides.
//!
//! In `samples/<problem>/` a case's name says its [`Kind`]: `sample-N` is one of the judge's
//! official samples, `within-N` a case the statement allows (the judge may send it: several
//! solutions where the statement allows them, few givens, puzzles built against plain search),
//! `beyond-N` a case past the statement (what our own files do beyond the judge). The folder's
//! `README.md` has a row per case: what it holds (shown beside a failure as why it is there),
//! the statement's words that allow or exclude it, and where its expected answer comes from.
//! Every attempt is judged on the samples and the cases within; `beyond-N` cases meet a user's
//! attempt only with `--all-kinds`.

use crate::judging::oracle_cases::{expected_output, oracle_answers, CASE_BUDGET};
use crate::registry::{Answers, Problem};
use std::fs;
use std::path::{Path, PathBuf};

/// What a case is to the judge, by the prefix of its name.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Kind {
    /// `sample-N`: one of the judge's official samples, verbatim from the statement.
    Sample,
    /// `within-N`: a case the statement allows; the judge may send it.
    Within,
    /// `beyond-N`: past what the statement allows; our own files' extra behaviour.
    Beyond,
    /// A user's own case (`--cases`), whatever its name.
    Yours,
}

impl Kind {
    /// The kinds of `samples/<problem>/`, with their file-name prefixes.
    pub const NAMED: [(Kind, &'static str); 3] = [
        (Kind::Sample, "sample-"),
        (Kind::Within, "within-"),
        (Kind::Beyond, "beyond-"),
    ];

    /// The kind a case named `stem` (`within-3`) is, in a problem's samples folder.
    pub fn of(stem: &str) -> Kind {
        Kind::NAMED
            .iter()
            .find(|(_, prefix)| stem.starts_with(prefix))
            .map_or(Kind::Yours, |&(kind, _)| kind)
    }

    /// How the summary names the cases of this kind.
    pub fn title(self) -> &'static str {
        match self {
            Kind::Sample => "official samples",
            Kind::Within => "within the statement",
            Kind::Beyond => "beyond the statement",
            Kind::Yours => "your cases",
        }
    }

    /// How a folder's README names this kind in its `kind` column.
    pub fn readme_word(self) -> &'static str {
        match self {
            Kind::Sample => "official sample",
            Kind::Within => "within",
            Kind::Beyond => "beyond",
            Kind::Yours => "yours",
        }
    }
}

/// What a case's output is judged against.
#[derive(Debug)]
pub enum Answer {
    /// The expected output (bytes, as the checker compares them) and the policy to judge by.
    Known(Vec<u8>, Answers),
    /// None: the case has no `.out` and the oracle could not decide it (why).
    Unknown(String),
}

/// One case: an input file and, if there is one, its expected output; without one the oracle
/// decides (any valid solution, or the grid printed back when there is none).
pub struct Case {
    pub name: String,
    pub input: PathBuf,
    pub expected: Option<PathBuf>,
    pub kind: Kind,
    /// Why it is there, from the folder's README (its "what it holds"), if it has a row.
    pub why: Option<String>,
}

impl Case {
    /// The input text and what its output is judged against: its `.out`, else the oracle's
    /// answer, else nothing (why: the oracle gave up). `Err` if a file cannot be read.
    pub fn load(&self, problem: &Problem) -> Result<(String, Answer), String> {
        self.load_within(problem, CASE_BUDGET)
    }

    /// [`Case::load`], the oracle given `nodes` search nodes a puzzle.
    fn load_within(&self, problem: &Problem, nodes: u64) -> Result<(String, Answer), String> {
        let read = |path: &Path| {
            fs::read(path).map_err(|e| format!("cannot read {}: {}", path.display(), e))
        };
        let input = String::from_utf8_lossy(&read(&self.input)?).into_owned();
        match &self.expected {
            Some(path) => {
                let expected = read(path)?;
                Ok((input, Answer::Known(expected, problem.answers)))
            }
            None => match expected_output(problem, &input, nodes) {
                Ok(expected) => {
                    let answers = oracle_answers(problem);
                    Ok((input, Answer::Known(expected.into_bytes(), answers)))
                }
                Err(why) => Ok((input, Answer::Unknown(format!("no .out, and {}", why)))),
            },
        }
    }
}

/// One row of a samples folder's README table: | case | kind | what it holds | the
/// statement's words that allow or exclude it | expected answer from |.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Row {
    /// The case's name, without backticks: `within-2`.
    pub case: String,
    pub kind: String,
    pub holds: String,
    pub words: String,
    pub source: String,
}

/// The case rows of a README's tables: every table row whose first cell names a case (the
/// header row, `case`, and the `---` rule are skipped).
pub fn readme_rows(text: &str) -> Vec<Row> {
    let mut rows = Vec::new();
    for line in text.lines().map(str::trim) {
        let Some(inner) = line.strip_prefix('|') else {
            continue;
        };
        let inner = inner.strip_suffix('|').unwrap_or(inner);
        let cells: Vec<String> = inner.split('|').map(|c| c.trim().to_string()).collect();
        let case = cells[0].trim_matches('`').trim().to_string();
        if cells.len() < 5 || case == "case" || case.chars().all(|c| c == '-' || c == ':') {
            continue;
        }
        rows.push(Row {
            case,
            kind: cells[1].clone(),
            holds: cells[2].clone(),
            words: cells[3].clone(),
            source: cells[4].clone(),
        });
    }
    rows
}

/// A README cell as plain text: without markdown's backticks and emphasis.
fn plain(cell: &str) -> String {
    cell.replace(['`', '*'], "")
}

/// The cases in `path`: a folder's `*.in` files, or one `.in` file; each with its `.out` if
/// there is one, and its row of the folder's README if it has one. Ordered by kind (official
/// samples, within, beyond, the rest), then number (`within-2` before `within-10`), then name.
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
    let rows = if path.is_dir() {
        fs::read_to_string(path.join("README.md"))
            .map(|text| readme_rows(&text))
            .unwrap_or_default()
    } else {
        Vec::new()
    };
    let mut cases: Vec<Case> = inputs
        .into_iter()
        .map(|input| {
            let stem = input
                .file_stem()
                .and_then(|s| s.to_str())
                .unwrap_or_default()
                .to_string();
            let expected = Some(input.with_extension("out")).filter(|out| out.exists());
            let why = rows
                .iter()
                .find(|row| row.case == stem)
                .map(|row| plain(&row.holds))
                .filter(|why| !why.is_empty());
            Case {
                kind: Kind::of(&stem),
                why,
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
    cases.sort_by(|a, b| {
        (a.kind, number(&a.name), &a.name).cmp(&(b.kind, number(&b.name), &b.name))
    });
    Ok(cases)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_case_is_of_the_kind_its_name_says() {
        assert_eq!(Kind::of("sample-1"), Kind::Sample);
        assert_eq!(Kind::of("within-12"), Kind::Within);
        assert_eq!(Kind::of("beyond-2"), Kind::Beyond);
        assert_eq!(Kind::of("my-case"), Kind::Yours);
        assert!(Kind::Sample < Kind::Within && Kind::Within < Kind::Beyond);
    }

    /// A case with no `.out` that the oracle cannot decide has no known answer, and says why;
    /// one it decides gets the oracle's answer; one with a `.out`, that.
    #[test]
    fn a_case_the_oracle_cannot_decide_has_no_known_answer() {
        let problem = crate::registry::find("spoj_sudogob").unwrap();
        let dir = std::env::temp_dir().join(format!("oj-sudoku-unknown-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).unwrap();
        let grid = |digits: &str| -> String {
            let rows: Vec<String> = digits
                .as_bytes()
                .chunks(9)
                .map(|row| {
                    let cells: Vec<String> =
                        row.iter().map(|&d| char::from(d).to_string()).collect();
                    cells.join(" ")
                })
                .collect();
            format!("1\n{}\n", rows.join("\n"))
        };
        fs::write(dir.join("empty.in"), grid(&"0".repeat(81))).unwrap();
        let solved =
            "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
        let mut one_gap = solved.to_string();
        one_gap.replace_range(0..1, "0");
        fs::write(dir.join("gap.in"), grid(&one_gap)).unwrap();
        fs::write(dir.join("given.in"), grid(&"0".repeat(81))).unwrap();
        fs::write(dir.join("given.out"), "7\n").unwrap();
        let case = |name: &str| cases(&dir.join(name), "x").unwrap().remove(0);
        match case("empty.in").load_within(problem, 1_000).unwrap().1 {
            Answer::Unknown(why) => {
                assert!(
                    why.contains("no .out, and the oracle gave up on case 1"),
                    "{}",
                    why
                );
                // How many it had counted: a lower bound of the answer.
                assert!(why.contains(" solutions counted by then"), "{}", why);
            }
            known => panic!("{:?}", known),
        }
        match case("gap.in").load_within(problem, 1_000).unwrap().1 {
            Answer::Known(expected, _) => assert!(expected.starts_with(b"1\n5 3 4")),
            unknown => panic!("{:?}", unknown),
        }
        match case("given.in").load_within(problem, 1_000).unwrap().1 {
            Answer::Known(expected, _) => assert_eq!(expected, b"7\n"),
            unknown => panic!("{:?}", unknown),
        }
        let _ = fs::remove_dir_all(&dir);
    }

    #[test]
    fn readme_rows_are_the_table_rows_that_name_a_case() {
        let text = "# x\n\n| case | kind | what it holds | words | from |\n|---|---|---|---|---|\n\
                    | `within-1` | within | a *hard* puzzle | \"exactly one\" | the oracle |\n\
                    text | not a row\n";
        let rows = readme_rows(text);
        assert_eq!(rows.len(), 1);
        assert_eq!(rows[0].case, "within-1");
        assert_eq!(rows[0].kind, "within");
        assert_eq!(plain(&rows[0].holds), "a hard puzzle");
        assert_eq!(rows[0].source, "the oracle");
    }
}
