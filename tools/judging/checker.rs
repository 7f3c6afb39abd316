//! The checker: decides whether a program's output answers a case under a judge's comparison
//! rule, and says why not.
//!
//! - [`Answers::Unique`]: the output must equal the expected output under the rule: `exact`
//!   (byte for byte but CRLF), `lines` (trailing whitespace at line ends and blank lines at the
//!   end ignored) or `tokens` (whitespace-separated tokens, letter case ignored where the judge
//!   ignores it).
//! - [`Answers::AnyValid`] (special judge): the output must have the expected layout under the
//!   rule, and each case must be a complete grid in which every row, column and box holds every
//!   digit once and every given is kept — except a case the expected output prints back as given
//!   (no solution), which must be printed back as given.

use crate::tools::registry::{Answers, Compare, Judge, Problem};

/// A comparison rule: how whitespace and letter case count.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rule {
    pub compare: Compare,
    pub ignore_case: bool,
}

impl Rule {
    pub const EXACT: Rule = Rule {
        compare: Compare::Exact,
        ignore_case: false,
    };
    pub const TOKENS: Rule = Rule {
        compare: Compare::Tokens,
        ignore_case: false,
    };

    /// The rule `judge` applies.
    pub fn of(judge: &Judge) -> Rule {
        Rule {
            compare: judge.compare,
            ignore_case: judge.ignore_case,
        }
    }

    /// `lines`, or `tokens, ignoring case`.
    pub fn describe(&self) -> String {
        let case = if self.ignore_case {
            ", ignoring case"
        } else {
            ""
        };
        format!("{}{}", self.compare.name(), case)
    }
}

/// `Ok` for an accepted output, else the reason for the wrong answer, judged by `answers`
/// (usually `problem.answers`; stress tests judge every problem as a special judge, because
/// their puzzles may have several solutions) under `rule`.
pub fn check_as(
    problem: &Problem,
    answers: Answers,
    input: &str,
    expected: &str,
    actual: &str,
    rule: Rule,
) -> Result<(), String> {
    let expected = expected.replace("\r\n", "\n");
    let actual = actual.replace("\r\n", "\n");
    match answers {
        Answers::Unique => compare(&expected, &actual, rule),
        Answers::AnyValid => check_any_valid(problem, input, &expected, &actual, rule),
        Answers::AntiSudoku => check_anti_sudoku(problem, input, &expected, &actual, rule),
    }
}

/// CF 1335D: each output grid differs from its input grid in at most 9 cells, holds only
/// digits 1-9, and repeats a digit in every row, column and box.
fn check_anti_sudoku(
    problem: &Problem,
    input: &str,
    expected: &str,
    actual: &str,
    rule: Rule,
) -> Result<(), String> {
    let (_, got) = rows_in_layout(expected, actual, rule)?;
    let layout = problem.layout;
    let givens: Vec<&str> = input.split_whitespace().skip(layout.skip).collect();
    for (case, (got, given)) in got
        .chunks(layout.rows)
        .zip(givens.chunks(layout.rows))
        .enumerate()
    {
        let case = case + 1;
        let (grid, original) = (layout.cells(got), layout.cells(given));
        if grid.len() != 81 || grid.contains(&0) {
            return Err(format!("case {}: expected 81 digits 1-9", case));
        }
        let changed = grid.iter().zip(&original).filter(|(a, b)| a != b).count();
        if changed > 9 {
            return Err(format!(
                "case {}: {} cells changed, at most 9 may be",
                case, changed
            ));
        }
        let houses = [("row", 0), ("column", 1), ("box", 2)];
        for &(name, kind) in &houses {
            for house in 0..9 {
                let mut seen = [false; 10];
                let repeats = (0..9).any(|i| {
                    let cell = match kind {
                        0 => house * 9 + i,
                        1 => i * 9 + house,
                        _ => (house / 3 * 3 + i / 3) * 9 + house % 3 * 3 + i % 3,
                    };
                    let digit = usize::from(grid[cell]);
                    std::mem::replace(&mut seen[digit], true)
                });
                if !repeats {
                    return Err(format!(
                        "case {}: {} {} repeats no digit",
                        case,
                        name,
                        house + 1
                    ));
                }
            }
        }
    }
    Ok(())
}

/// What the `lines` rule ignores: trailing whitespace at line ends, blank lines at the end.
fn lines_of(text: &str) -> Vec<&str> {
    let mut lines: Vec<&str> = text.lines().map(|l| l.trim_end()).collect();
    while lines.last().map_or(false, |l| l.is_empty()) {
        lines.pop();
    }
    lines
}

/// The tokens of `text`, with the line each starts on.
fn tokens_of(text: &str) -> Vec<(usize, &str)> {
    text.lines()
        .enumerate()
        .flat_map(|(n, line)| line.split_whitespace().map(move |t| (n + 1, t)))
        .collect()
}

fn compare(expected: &str, actual: &str, rule: Rule) -> Result<(), String> {
    match rule.compare {
        Compare::Exact => compare_exactly(expected, actual),
        Compare::Lines => {
            let (want, got) = (lines_of(expected), lines_of(actual));
            let line_ends = |lines: &[&str]| -> Vec<String> {
                lines.iter().map(|l| format!("{}\n", l)).collect()
            };
            let (want, got) = (line_ends(&want), line_ends(&got));
            first_difference(&want, &got, "line")
        }
        Compare::Tokens => {
            let (want, got) = (tokens_of(expected), tokens_of(actual));
            for (n, ((_, w), (line, g))) in want.iter().zip(&got).enumerate() {
                let same = if rule.ignore_case {
                    w.eq_ignore_ascii_case(g)
                } else {
                    w == g
                };
                if !same {
                    return Err(format!(
                        "token {} (line {}): expected {:?}, found {:?}",
                        n + 1,
                        line,
                        w,
                        g
                    ));
                }
            }
            match want.len().cmp(&got.len()) {
                std::cmp::Ordering::Equal => Ok(()),
                std::cmp::Ordering::Greater => Err(format!(
                    "token {}: expected {:?}, found the end of the output",
                    got.len() + 1,
                    want[got.len()].1
                )),
                std::cmp::Ordering::Less => Err(format!(
                    "token {} (line {}): expected the end of the output, found {:?}",
                    want.len() + 1,
                    got[want.len()].0,
                    got[want.len()].1
                )),
            }
        }
    }
}

fn compare_exactly(expected: &str, actual: &str) -> Result<(), String> {
    if expected == actual {
        return Ok(());
    }
    // Lines with their newlines, so that a missing last newline or blank line shows.
    let (want, got): (Vec<&str>, Vec<&str>) = (
        expected.split_inclusive('\n').collect(),
        actual.split_inclusive('\n').collect(),
    );
    first_difference(&want, &got, "line")
}

/// The first of `want` and `got` (numbered `what`s) that differ, as an error.
fn first_difference<T: AsRef<str>>(want: &[T], got: &[T], what: &str) -> Result<(), String> {
    for (n, (w, g)) in want.iter().zip(got).enumerate() {
        if w.as_ref() != g.as_ref() {
            return Err(format!(
                "{} {}: expected {:?}, found {:?}",
                what,
                n + 1,
                w.as_ref(),
                g.as_ref()
            ));
        }
    }
    if want.len() == got.len() {
        return Ok(());
    }
    // One is a prefix of the other: name the first line only one of them has.
    let n = want.len().min(got.len());
    let show = |items: &[T]| match items.get(n) {
        Some(text) => format!("{:?}", text.as_ref()),
        None => "the end of the output".to_string(),
    };
    Err(format!(
        "{} {}: expected {}, found {}",
        what,
        n + 1,
        show(want),
        show(got)
    ))
}

/// The rows a special judge reads under `rule`, after checking that the output's layout matches
/// the expected output's: whitespace-separated tokens under `tokens`, else non-blank lines.
fn rows_in_layout<'a>(
    expected: &'a str,
    actual: &'a str,
    rule: Rule,
) -> Result<(Vec<&'a str>, Vec<&'a str>), String> {
    let (want, got): (Vec<&str>, Vec<&str>) = match rule.compare {
        Compare::Tokens => (
            expected.split_whitespace().collect(),
            actual.split_whitespace().collect(),
        ),
        Compare::Lines => (lines_of(expected), lines_of(actual)),
        Compare::Exact => (
            expected.split_inclusive('\n').collect(),
            actual.split_inclusive('\n').collect(),
        ),
    };
    let unit = if rule.compare == Compare::Tokens {
        "token"
    } else {
        "line"
    };
    if want.len() != got.len() {
        let plural = if want.len() == 1 { "" } else { "s" };
        return Err(format!(
            "wrong shape: expected {} {}{}, found {}",
            want.len(),
            unit,
            plural,
            got.len()
        ));
    }
    for (n, (w, g)) in want.iter().zip(&got).enumerate() {
        if w.chars().count() != g.chars().count() || w.ends_with('\n') != g.ends_with('\n') {
            return Err(format!(
                "wrong shape: {} {}: expected {:?}, found {:?}",
                unit,
                n + 1,
                w,
                g
            ));
        }
    }
    // Same layout established: what carries cells is the tokens, as the input is read (blank
    // lines between or after cases carry none; a spaced grid has a token per cell).
    let rows = |lines: Vec<&'a str>| -> Vec<&'a str> {
        lines.into_iter().flat_map(str::split_whitespace).collect()
    };
    Ok((rows(want), rows(got)))
}

fn check_any_valid(
    problem: &Problem,
    input: &str,
    expected: &str,
    actual: &str,
    rule: Rule,
) -> Result<(), String> {
    let (want, got) = rows_in_layout(expected, actual, rule)?;
    let layout = problem.layout;
    let givens: Vec<&str> = input.split_whitespace().skip(layout.skip).collect();
    for (case, ((want, got), given)) in want
        .chunks(layout.rows)
        .zip(got.chunks(layout.rows))
        .zip(givens.chunks(layout.rows))
        .enumerate()
    {
        let case = case + 1;
        if want == given {
            if got != given {
                return Err(format!(
                    "case {}: it has no solution, so it must be printed back as given",
                    case
                ));
            }
            continue;
        }
        let puzzle = layout.cells(given);
        let solution = layout.cells(got);
        check_solution(&puzzle, &solution, problem.side)
            .map_err(|reason| format!("case {}: {}", case, reason))?;
    }
    Ok(())
}

/// Why `solution` (row by row, side `side`) is not a solution of `puzzle`, if it is not.
pub fn check_solution(puzzle: &[u8], solution: &[u8], side: usize) -> Result<(), String> {
    let b = if side == 16 { 4 } else { 3 };
    if solution.len() != side * side {
        return Err(format!(
            "expected {} cells, found {}",
            side * side,
            solution.len()
        ));
    }
    for (cell, (&given, &found)) in puzzle.iter().zip(solution).enumerate() {
        let (row, column) = (cell / side + 1, cell % side + 1);
        if found == 0 {
            return Err(format!(
                "row {} column {}: not filled with a digit",
                row, column
            ));
        }
        if given != 0 && given != found {
            return Err(format!(
                "row {} column {}: the given {} was changed to {}",
                row, column, given, found
            ));
        }
    }
    let houses = [("row", 0), ("column", 1), ("box", 2)];
    for &(house_name, kind) in &houses {
        for house in 0..side {
            let mut seen = vec![false; side + 1];
            for i in 0..side {
                let cell = match kind {
                    0 => house * side + i,
                    1 => i * side + house,
                    _ => (house / b * b + i / b) * side + house % b * b + i % b,
                };
                let digit = usize::from(solution[cell]);
                if seen[digit] {
                    return Err(format!(
                        "digit {} repeated in {} {}",
                        digit,
                        house_name,
                        house + 1
                    ));
                }
                seen[digit] = true;
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tools::registry::find;
    use crate::tools::testkit::puzzles;

    const SOLVED: &str = puzzles::POJ2676_SOLVED;

    /// POJ 2676's sample as a whole input: the count, then the grid.
    fn input() -> String {
        format!("1\n{}", puzzles::POJ2676)
    }

    #[test]
    fn unique_answers_compare_exactly_but_crlf_insensitively() {
        let problem = find("acwing166").unwrap();
        assert_eq!(
            check_as(
                problem,
                problem.answers,
                "",
                "a\nb\n",
                "a\r\nb\r\n",
                Rule::EXACT
            ),
            Ok(())
        );
        assert_eq!(
            check_as(
                problem,
                problem.answers,
                "",
                "a\nb\n",
                "a\nc\n",
                Rule::EXACT
            ),
            Err("line 2: expected \"b\\n\", found \"c\\n\"".to_string())
        );
        assert_eq!(
            check_as(problem, problem.answers, "", "a\nb\n", "a\n", Rule::EXACT),
            Err("line 2: expected \"b\\n\", found the end of the output".to_string())
        );
    }

    #[test]
    fn any_valid_accepts_the_solution_and_explains_each_kind_of_wrong_answer() {
        let problem = find("poj2676").unwrap();
        assert_eq!(
            check_as(
                problem,
                problem.answers,
                &input(),
                SOLVED,
                SOLVED,
                Rule::EXACT
            ),
            Ok(())
        );
        let echo = &input()[2..];
        assert_eq!(
            check_as(
                problem,
                problem.answers,
                &input(),
                SOLVED,
                echo,
                Rule::EXACT
            ),
            Err("case 1: row 1 column 2: not filled with a digit".to_string())
        );
        let changed_given = SOLVED.replacen("143", "243", 1);
        assert_eq!(
            check_as(
                problem,
                problem.answers,
                &input(),
                SOLVED,
                &changed_given,
                Rule::EXACT
            ),
            Err("case 1: row 1 column 1: the given 1 was changed to 2".to_string())
        );
        // Swap two free cells of row 1 (columns 4 and 5 are empty in the puzzle): columns break.
        let swapped = SOLVED.replacen("143628", "143268", 1);
        assert_eq!(
            check_as(
                problem,
                problem.answers,
                &input(),
                SOLVED,
                &swapped,
                Rule::EXACT
            ),
            Err("case 1: digit 2 repeated in column 4".to_string())
        );
        assert_eq!(
            check_as(
                problem,
                problem.answers,
                &input(),
                SOLVED,
                &SOLVED[10..],
                Rule::EXACT
            ),
            Err("wrong shape: expected 9 lines, found 8".to_string())
        );
    }

    #[test]
    fn any_valid_requires_an_unsolvable_case_printed_back() {
        let problem = find("poj2676").unwrap();
        let clash = input().replacen("103", "113", 1);
        let given = &clash[2..];
        assert_eq!(
            check_as(problem, problem.answers, &clash, given, given, Rule::EXACT),
            Ok(())
        );
        assert!(
            check_as(problem, problem.answers, &clash, given, SOLVED, Rule::EXACT)
                .unwrap_err()
                .contains("printed back as given")
        );
    }

    /// One table: the same expected output against outputs that differ only in whitespace or
    /// case, under each rule.
    #[test]
    fn each_rule_forgives_what_it_says_and_no_more() {
        let problem = find("acwing166").unwrap();
        let lines = Rule {
            compare: Compare::Lines,
            ignore_case: false,
        };
        let no_case = Rule {
            compare: Compare::Tokens,
            ignore_case: true,
        };
        let expected = "ab cd\nef\n";
        // (output, accepted under exact, lines, tokens, tokens ignoring case)
        let cases = [
            ("ab cd\nef\n", [true, true, true, true]),
            ("ab cd\r\nef\r\n", [true, true, true, true]),
            ("ab cd  \nef\t\n", [false, true, true, true]),
            ("ab cd\nef", [false, true, true, true]),
            ("ab cd\nef\n\n\n", [false, true, true, true]),
            ("ab  cd\nef\n", [false, false, true, true]),
            ("ab\ncd\nef\n", [false, false, true, true]),
            ("\nab cd\nef\n", [false, false, true, true]),
            ("AB cd\nef\n", [false, false, false, true]),
            ("ab cd\neg\n", [false, false, false, false]),
            ("ab cd\n", [false, false, false, false]),
        ];
        for (output, accepted) in cases {
            for (rule, want) in [Rule::EXACT, lines, Rule::TOKENS, no_case]
                .iter()
                .zip(accepted)
            {
                let got = check_as(problem, Answers::Unique, "", expected, output, *rule);
                assert_eq!(
                    got.is_ok(),
                    want,
                    "{:?} under {:?}: {:?}",
                    output,
                    rule,
                    got
                );
            }
        }
    }

    #[test]
    fn special_judge_layout_follows_the_rule() {
        let problem = find("poj2676").unwrap();
        let spaced = SOLVED.replace('\n', " \n");
        let one_line = SOLVED.replace('\n', " ");
        for (output, rule, accepted) in [
            (spaced.as_str(), Rule::EXACT, false),
            (spaced.as_str(), Rule::TOKENS, true),
            (one_line.as_str(), Rule::TOKENS, true),
            (one_line.as_str(), Rule::EXACT, false),
            (SOLVED.trim_end(), Rule::EXACT, false),
        ] {
            let got = check_as(problem, problem.answers, &input(), SOLVED, output, rule);
            assert_eq!(
                got.is_ok(),
                accepted,
                "{:?} under {:?}: {:?}",
                output,
                rule,
                got
            );
        }
    }

    #[test]
    fn check_solution_finds_box_repeats() {
        // Row-valid and column-valid (a cyclic Latin square) but boxes repeat.
        let side = 9;
        let latin: Vec<u8> = (0..81)
            .map(|c| ((c / side + c % side) % side) as u8 + 1)
            .collect();
        assert_eq!(
            check_solution(&[0; 81], &latin, 9),
            Err("digit 2 repeated in box 1".to_string())
        );
    }
}
