//! The cases a judge may send, and where each comes from: every samples folder's README has a
//! row per case (its kind, what it holds, the statement's words, the source of its answer); every
//! expected answer agrees with the test kit's oracle, which shares no code with the engines;
//! and `check` judges a user's attempt on the official samples and the cases within the
//! statement, keeping the two apart. Kattis sudokunique's point, `Non-unique`, is judged by
//! default.

use crate::support::{each, fixture, oj_sudoku, problem, root, samples, scratch, Sample};
use oj_sudoku_testkit::oracle;
use oj_sudoku_tools::judging::cases::{readme_rows, Kind, Row};
use oj_sudoku_tools::judging::checker::check_as;
use oj_sudoku_tools::judging::oracle_cases::{expected_output, oracle_answers, CASE_BUDGET};
use oj_sudoku_tools::registry::{Answers, CasesPerInput, Checker, Problem, Question, PROBLEMS};
use predicates::str::contains;
use std::collections::BTreeSet;
use std::fs;

/// The samples folders, each once (editions share their problem's).
fn folders() -> BTreeSet<&'static str> {
    PROBLEMS.iter().map(|p| p.samples).collect()
}

/// Whether `cell` quotes words: text between quotation marks (`"…"`, `“…”`, `「…」`).
fn quotes_a_sentence(cell: &str) -> bool {
    [('"', '"'), ('“', '”'), ('「', '」')]
        .iter()
        .any(|&(open, close)| {
            cell.split_once(open)
                .and_then(|(_, rest)| rest.split_once(close))
                .is_some_and(|(quoted, _)| {
                    quoted.chars().filter(|c| !c.is_whitespace()).count() >= 3
                })
        })
}

/// What is wrong with a folder's README rows against its cases, a line each.
fn readme_problems(cases: &BTreeSet<String>, rows: &[Row]) -> Vec<String> {
    let mut wrong = Vec::new();
    for case in cases {
        if !rows.iter().any(|row| &row.case == case) {
            wrong.push(format!("{}: no row in README.md", case));
        }
    }
    for row in rows {
        if !cases.contains(&row.case) {
            wrong.push(format!("row {:?} names no case", row.case));
            continue;
        }
        let kind = Kind::of(&row.case);
        if row.kind != kind.readme_word() {
            wrong.push(format!(
                "{}: kind {:?}, but its name says {:?}",
                row.case,
                row.kind,
                kind.readme_word()
            ));
        }
        if matches!(kind, Kind::Within | Kind::Beyond) && !quotes_a_sentence(&row.words) {
            wrong.push(format!(
                "{}: quotes no sentence of the statement: {:?}",
                row.case, row.words
            ));
        }
        if row.holds.is_empty() || row.source.is_empty() {
            wrong.push(format!(
                "{}: says not what it holds or where its answer is from",
                row.case
            ));
        }
    }
    wrong
}

#[test]
fn every_case_has_a_row_in_its_folders_readme_quoting_the_statement() {
    let mut wrong = Vec::new();
    for folder in folders() {
        let dir = root().join("samples").join(folder);
        let cases: BTreeSet<String> = fs::read_dir(&dir)
            .unwrap()
            .filter_map(|e| {
                let path = e.unwrap().path();
                let stem = path.file_stem()?.to_str()?.to_string();
                (path.extension()? == "in").then_some(stem)
            })
            .collect();
        for case in &cases {
            if Kind::of(case) == Kind::Yours {
                wrong.push(format!(
                    "{}/{}: not named sample-N, within-N or beyond-N",
                    folder, case
                ));
            }
        }
        match fs::read_to_string(dir.join("README.md")) {
            Ok(text) => wrong.extend(
                readme_problems(&cases, &readme_rows(&text))
                    .into_iter()
                    .map(|w| format!("{}/README.md: {}", folder, w)),
            ),
            Err(_) => wrong.push(format!("{}: no README.md", folder)),
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

/// The test above can fail: a case without a row, a row without a case, a within row without
/// the statement's words, a kind that contradicts the name.
#[test]
fn the_readme_check_finds_each_kind_of_gap() {
    let cases: BTreeSet<String> = ["sample-1", "within-1", "within-2"]
        .iter()
        .map(|s| s.to_string())
        .collect();
    let text = "| case | kind | what it holds | words | from |\n|---|---|---|---|---|\n\
                | `sample-1` | official sample | the sample | Sample 1 | the statement |\n\
                | `within-1` | within | a hard puzzle | no quotation here | the oracle |\n\
                | `within-3` | within | gone | \"exactly one solution\" | the oracle |\n\
                | `within-2` | beyond | several | \"may print any one\" | the oracle |\n";
    let wrong = readme_problems(&cases, &readme_rows(text));
    assert_eq!(
        wrong,
        [
            "within-1: quotes no sentence of the statement: \"no quotation here\"",
            "row \"within-3\" names no case",
            "within-2: kind \"beyond\", but its name says \"within\"",
        ],
        "{:?}",
        wrong
    );
    assert!(quotes_a_sentence("“Find another job”"));
    assert!(quotes_a_sentence("\"一个未填的数独。\""));
}

/// The central samples/README.md is an index: it points at every folder's README.
#[test]
fn the_samples_index_points_at_every_folder() {
    let index = fs::read_to_string(root().join("samples/README.md")).unwrap();
    for folder in folders() {
        let link = format!("({}/README.md)", folder);
        assert!(index.contains(&link), "samples/README.md lacks {}", link);
    }
}

/// The grids in `text` after `skip` header tokens, read as the problem's layout reads cells.
fn grids(problem: &Problem, text: &str, skip: usize) -> Vec<Vec<u8>> {
    let cells = problem.side * problem.side;
    let tokens: Vec<&str> = text.split_whitespace().skip(skip).collect();
    let all = problem.layout.cells(&tokens);
    all.chunks(cells)
        .filter(|grid| grid.len() == cells)
        .map(<[u8]>::to_vec)
        .collect()
}

/// Why a puzzle-solving case's `.out` is wrong, if it is: each grid must be a valid completion
/// of its puzzle (checked by the rules, as the special judge does: a full grid that keeps the
/// givens and repeats no digit is the answer, whoever found it), or the puzzle printed back as
/// given where the oracle finds no solution.
fn wrong_solution(problem: &Problem, input: &str, expected: &str) -> Option<String> {
    let puzzles = grids(problem, input, problem.layout.skip);
    let answers = grids(problem, expected, 0);
    if puzzles.len() != answers.len() {
        return Some(format!(
            "{} puzzles, {} grids in the .out",
            puzzles.len(),
            answers.len()
        ));
    }
    let bytes = expected.as_bytes();
    if let Err(why) = check_as(
        problem,
        Answers::AnyValid,
        input,
        bytes,
        bytes,
        Checker::Tokens,
    ) {
        return Some(why);
    }
    let box_size = if problem.side == 16 { 4 } else { 3 };
    for (n, (puzzle, answer)) in puzzles.iter().zip(&answers).enumerate() {
        if puzzle == answer && puzzle.contains(&0) {
            match oracle::solve_within(puzzle, box_size, 1, CASE_BUDGET) {
                Some(found) if found.count == 0 => {}
                Some(_) => {
                    return Some(format!(
                        "case {}: printed back, but it has a solution",
                        n + 1
                    ))
                }
                None => {
                    return Some(format!(
                        "case {}: printed back, and the oracle cannot tell",
                        n + 1
                    ))
                }
            }
        }
    }
    None
}

/// Expected answers do not come from the engines they check. A puzzle's solution is checked by
/// the rules (any full grid that keeps the givens and repeats no digit is right); every other
/// answer (a grid printed back, `Non-unique`, a score, `Yes`) by the test kit's oracle, a plain
/// search sharing no code with the engines. An answer past the oracle's budget (P1074's grids
/// with billions of solutions) must name another source in its folder's README.
#[test]
fn every_expected_answer_agrees_with_the_rules_or_the_oracle() {
    // Every case of every folder, each with its folder's README rows; checked on every CPU,
    // those the oracle searches long for first (scores, counts, smallest solutions, jigsaws;
    // the longer input first), so that none is left running alone at the end.
    let mut seen = BTreeSet::new();
    let mut cases = Vec::new();
    for problem in PROBLEMS.iter().filter(|p| seen.insert(p.samples)) {
        let readme = fs::read_to_string(
            root()
                .join("samples")
                .join(problem.samples)
                .join("README.md"),
        )
        .unwrap_or_default();
        let rows = std::sync::Arc::new(readme_rows(&readme));
        for sample in samples(problem) {
            cases.push((problem, sample, rows.clone()));
        }
    }
    cases.sort_by_key(|(problem, sample, _)| {
        let long = matches!(
            problem.question,
            Question::BestScore | Question::Count | Question::Smallest | Question::Jigsaw
        );
        std::cmp::Reverse((long, sample.input.len()))
    });
    each(
        &cases,
        |(_, sample, _)| sample.name.clone(),
        |(problem, sample, rows)| expected_is_right(problem, sample, rows),
    );
}

/// Why `sample`'s expected answer is wrong, if it is (see the test above).
fn expected_is_right(problem: &Problem, sample: &Sample, rows: &[Row]) -> Result<(), String> {
    // Scoring or counting every solution is slow, and so is a node of a 25×25 grid: a smaller budget,
    // so a case past it is told quickly (its README must then name another source).
    let budget = match problem.question {
        Question::BestScore | Question::Count => 100_000,
        Question::Smallest => 10_000,
        _ => CASE_BUDGET,
    };
    let stem = sample.name.rsplit('/').next().unwrap();
    if problem.question == Question::Solve {
        return match wrong_solution(problem, &sample.input, &sample.expected) {
            Some(why) => Err(why),
            None => Ok(()),
        };
    }
    match expected_output(problem, &sample.input, budget) {
        Ok(oracle) => check_as(
            problem,
            oracle_answers(problem),
            &sample.input,
            oracle.as_bytes(),
            sample.expected.as_bytes(),
            Checker::Tokens,
        )
        .map_err(|why| format!("the oracle disagrees: {}", why)),
        Err(why) => {
            let source = rows
                .iter()
                .find(|r| r.case == stem)
                .map_or("", |r| r.source.as_str());
            let other = ["CP-SAT", "CaDiCaL", "the statement"]
                .iter()
                .any(|name| source.contains(name));
            if other {
                Ok(())
            } else {
                Err(format!(
                    "{}, and its README names no other independent source",
                    why
                ))
            }
        }
    }
}

/// The check above can fail: a grid that repeats a digit, and one printed back for a puzzle
/// that has a solution.
#[test]
fn a_wrong_solution_in_a_case_is_found() {
    let problem = problem("poj2676");
    let sample = &samples(problem)[0];
    assert_eq!(
        wrong_solution(problem, &sample.input, &sample.expected),
        None
    );
    let swapped: String = {
        let mut lines: Vec<&str> = sample.expected.lines().collect();
        lines.swap(0, 1);
        lines.iter().map(|l| format!("{}\n", l)).collect()
    };
    assert!(wrong_solution(problem, &sample.input, &swapped).is_some());
    let echoed: String = sample
        .input
        .lines()
        .skip(1)
        .map(|l| format!("{}\n", l))
        .collect();
    assert_eq!(
        wrong_solution(problem, &sample.input, &echoed).as_deref(),
        Some("case 1: printed back, but it has a solution")
    );
}

/// Kattis sudokunique by default: an attempt that prints `Non unique` (no hyphen) gets WA on
/// the official sample and the boards with several solutions, as on Kattis. The attempt is our
/// own file with that one word changed, so nothing else can fail it.
#[test]
fn a_kattis_attempt_printing_non_unique_without_the_hyphen_is_wa_by_default() {
    let ours = fs::read_to_string(root().join("solutions/kattis_sudokunique.rs")).unwrap();
    let printed = "b\"Non-unique\\n\"";
    assert_eq!(
        ours.matches(printed).count(),
        1,
        "where our file prints the word"
    );
    let attempt = scratch("kattis-non-unique").join("non_unique.rs");
    fs::write(&attempt, ours.replace(printed, "b\"Non unique\\n\"")).unwrap();
    let output = oj_sudoku()
        .args(["check", "kattis_sudokunique"])
        .arg(&attempt)
        .output()
        .unwrap();
    let report = String::from_utf8_lossy(&output.stdout);
    assert_eq!(output.status.code(), Some(1), "{}", report);
    for case in ["sample-1", "within-3", "within-4", "within-6"] {
        let line = report
            .lines()
            .find(|l| l.contains(&format!("kattis_sudokunique/{}", case)))
            .unwrap_or_else(|| panic!("no line for {}:\n{}", case, report));
        assert!(line.trim_start().starts_with("WA"), "{}", line);
    }
    assert!(
        report.contains("expected \"Non-unique\", found \"Non unique\""),
        "{}",
        report
    );
    // Its boards with one solution and with none are right.
    for case in ["within-1", "within-2", "within-5"] {
        assert!(
            report.lines().any(|l| l.trim_start().starts_with("AC")
                && l.contains(&format!("kattis_sudokunique/{}", case))),
            "{} not AC:\n{}",
            case,
            report
        );
    }
    assert!(
        report.contains("official samples: 0 AC, 1 WA / 1")
            && report.contains("within the statement: 3 AC, 3 WA / 6"),
        "{}",
        report
    );
}

/// The summary keeps the official samples and the cases within the statement apart, and says
/// why a failing case within is there (from the folder's README).
#[test]
fn the_summary_keeps_official_samples_and_cases_within_apart() {
    let within = samples(problem("leetcode37"))
        .iter()
        .filter(|s| s.kind == Kind::Within)
        .count();
    // Under 0.25 s: the plain search takes 25 ms at most on the other cases, and far past 1 s
    // on the one built against it.
    oj_sudoku()
        .args([
            "check",
            "leetcode37",
            &fixture("judging/leetcode37_editorial.rs"),
            "--time-limit",
            "0.25",
        ])
        .assert()
        .code(1)
        .stdout(contains(
            "official samples: 1 AC / 1; within the statement: ",
        ))
        .stdout(contains(format!("1 TLE / {}", within)))
        .stdout(contains(
            "leetcode37/within-6 TLE: a 17-given puzzle built against plain backtracking",
        ))
        .stdout(contains(
            "the judge may send them; its own data may or may not hold one",
        ))
        .stdout(contains(
            "        within the statement: a 17-given puzzle built against plain backtracking",
        ))
        .stdout(contains(format!(
            "summary: {} AC / {} cases",
            within,
            within + 1
        )));
}

/// Which kinds of house (rows, columns, boxes) repeat a filled digit in a 9×9 grid (0 empty).
fn houses_repeating(grid: &[u8]) -> [bool; 3] {
    let house = |kind: usize, n: usize, k: usize| match kind {
        0 => n * 9 + k,
        1 => k * 9 + n,
        _ => (n / 3 * 3 + k / 3) * 9 + n % 3 * 3 + k % 3,
    };
    let mut repeating = [false; 3];
    for (kind, repeats) in repeating.iter_mut().enumerate() {
        *repeats = (0..9).any(|n| {
            let mut seen = [false; 10];
            (0..9).any(|k| {
                let d = usize::from(grid[house(kind, n, k)]);
                d != 0 && std::mem::replace(&mut seen[d], true)
            })
        });
    }
    repeating
}

/// Where a grid that breaks a rule is within the statement (a problem that asks whether a grid
/// breaks one: ABC327 C, LeetCode 36, COCI 2023/24 #1, UVa 10957's `Illegal`; or one whose
/// cases hold clashing givens: Kattis sudokunique, UVa 989, SPOJ SUDOGOB), its samples and
/// cases within hold a grid that breaks each rule alone: a repeat in rows only, in columns only,
/// in boxes only. Else an attempt that never checks that rule is AC on every case (an ABC327 C
/// attempt that checks no row was, session 15). Luogu P1074 is left out: its one clashing case
/// is arguable (its README).
#[test]
fn each_rule_is_broken_alone_by_some_case_where_breaking_one_is_within() {
    assert_eq!(houses_repeating(&[0; 81]), [false; 3]);
    let mut wrong = Vec::new();
    let mut seen = BTreeSet::new();
    let mut asked = Vec::new();
    for problem in PROBLEMS.iter().filter(|p| seen.insert(p.samples)) {
        if !problem.question.on_grids() || problem.question == Question::BestScore {
            continue;
        }
        let broken: Vec<[bool; 3]> = samples(problem)
            .iter()
            .filter(|s| s.kind != Kind::Beyond)
            .flat_map(|s| problem.puzzles(&s.input))
            .filter(|grid| grid.len() == 81)
            .map(|grid| houses_repeating(&grid))
            .collect();
        let validity = matches!(
            problem.question,
            Question::ValidComplete
                | Question::ValidPartial
                | Question::Mistake
                | Question::Classify
        );
        if !validity && !broken.iter().any(|b| b.contains(&true)) {
            continue;
        }
        asked.push(problem.samples);
        for (kind, name) in ["rows", "columns", "boxes"].iter().enumerate() {
            let alone = |b: &[bool; 3]| (0..3).all(|k| b[k] == (k == kind));
            if !broken.iter().any(alone) {
                wrong.push(format!(
                    "{}: no sample or case within repeats a digit in {} only",
                    problem.samples, name
                ));
            }
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    // The problems asked, so that the test cannot pass by asking none.
    asked.sort_unstable();
    assert_eq!(
        asked,
        [
            "abc327c",
            "coci23c1p1",
            "kattis_sudokunique",
            "leetcode36",
            "spoj_sudogob",
            "uva10957",
            "uva989"
        ]
    );
}

/// An ABC327 C attempt that never checks one rule (our fixture with that rule's test dropped)
/// is WA from `check` (a sample or case within breaks each rule alone) and from `stress` (its
/// broken grids break one rule at a time; each kind comes within the first 60 cases of seed 1).
#[test]
fn an_abc327c_attempt_that_skips_a_rule_is_wa_in_check_and_in_stress() {
    let ours = fs::read_to_string(fixture("judging/abc327c_check.rs")).unwrap();
    let all = "(1..=9).all(|d| row[d] && col[d] && bx[d])";
    assert_eq!(ours.matches(all).count(), 1, "where the fixture checks");
    let dir = scratch("abc327c-skips-a-rule");
    for (rule, kept) in [
        ("rows", "col[d] && bx[d]"),
        ("columns", "row[d] && bx[d]"),
        ("boxes", "row[d] && col[d]"),
    ] {
        let attempt = dir.join(format!("no_{}.rs", rule));
        let checks = format!("(1..=9).all(|d| {})", kept);
        fs::write(&attempt, ours.replace(all, &checks)).unwrap();
        oj_sudoku()
            .args(["check", "abc327c"])
            .arg(&attempt)
            .assert()
            .code(1)
            .stdout(contains("WA "));
        oj_sudoku()
            .args(["stress", "abc327c"])
            .arg(&attempt)
            .args(["--count", "60", "--out"])
            .arg(dir.join(rule))
            .assert()
            .code(1)
            .stdout(contains("FAIL: case"));
    }
}

/// Each samples folder's problem (its first edition) and the most grids one of its samples or
/// cases within holds.
fn largest_cases() -> Vec<(&'static Problem, usize)> {
    let mut seen = BTreeSet::new();
    (PROBLEMS.iter().filter(|p| seen.insert(p.samples)))
        .map(|problem| {
            let largest = samples(problem)
                .iter()
                .filter(|s| s.kind != Kind::Beyond)
                .map(|s| problem.layout.cases(&s.input).len())
                .max()
                .unwrap_or(0);
            (problem, largest)
        })
        .collect()
}

/// A format whose input holds several grids has a sample or case within that holds several:
/// else an attempt that answers only the first grid is AC on every case (a CF 1335D attempt
/// was, session 15). LeetCode's boards are each one call of the method, not one input.
#[test]
fn a_format_of_several_grids_has_a_case_with_several() {
    let mut wrong = Vec::new();
    for (problem, largest) in largest_cases() {
        if problem.cases_per_input == CasesPerInput::One || problem.is_leetcode() {
            continue;
        }
        if largest < 2 {
            wrong.push(format!(
                "{}: no sample or case within holds more than one grid",
                problem.samples
            ));
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

/// A statement that bounds how many grids an input holds has a case within that holds that many:
/// else an attempt that keeps grids in a smaller array, or pays too much for each, is AC here
/// and fails on the judge's largest input (Kattis' 100 boards, CF 1335D's t = 10⁴, HDU 4069's
/// T = 2,500).
#[test]
fn a_statements_largest_input_is_a_case_within() {
    let mut wrong = Vec::new();
    for (problem, largest) in largest_cases() {
        let most = match problem.cases_per_input {
            CasesPerInput::AtMost { most, .. } => most,
            _ => continue,
        };
        if largest != most {
            wrong.push(format!(
                "{}: the statement allows {} grids an input, the largest case within holds {}",
                problem.samples, most, largest
            ));
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

/// A case of the user's with more grids than the statement lets an input hold is judged, and
/// `check` says the judge never sends it: SPOJ SUDOKU's largest case with one puzzle more.
#[test]
fn a_users_case_past_the_statements_bound_is_named() {
    let largest = fs::read_to_string(root().join("samples/spoj_sudoku/within-2.in")).unwrap();
    let (count, puzzles) = largest.split_once('\n').unwrap();
    assert_eq!(count, "10");
    // The first grid's 16 lines.
    let first =
        |text: &str| -> String { text.lines().take(16).map(|l| format!("{}\n", l)).collect() };
    let eleven = format!("11\n{}\n{}", puzzles, first(puzzles));
    // With their answers: the oracle need not search the hard puzzles again.
    let solved = fs::read_to_string(root().join("samples/spoj_sudoku/within-2.out")).unwrap();
    let eleven_solved = format!("{}\n{}", solved, first(&solved));
    let dir = scratch("past-the-bound");
    for (name, input, output) in [
        ("eleven", &eleven, &eleven_solved),
        ("ten", &largest, &solved),
    ] {
        fs::write(dir.join(format!("{}.in", name)), input).unwrap();
        fs::write(dir.join(format!("{}.out", name)), output).unwrap();
    }
    let output = oj_sudoku()
        .args(["check", "spoj_sudoku", "--cases"])
        .arg(&dir)
        .output()
        .unwrap();
    let report = String::from_utf8_lossy(&output.stdout);
    let line =
        "past the statement: 11 grids where an input holds at most 10; the judge never sends it";
    // Named once: the case of exactly ten is within the statement.
    assert_eq!(
        report.matches("past the statement").count(),
        1,
        "{}",
        report
    );
    assert_eq!(report.matches(line).count(), 1, "{}", report);
    let after = report
        .lines()
        .skip_while(|l| !l.ends_with("/eleven"))
        .nth(1);
    assert_eq!(after.map(str::trim), Some(line), "{}", report);
    assert!(report.contains("your cases: 2 AC / 2"), "{}", report);
}
