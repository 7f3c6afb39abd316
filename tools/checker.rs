//! The checker: decides whether a program's output answers a case, as the judge would, and says
//! why not. Line endings are compared CRLF-insensitively; everything else exactly.
//!
//! - [`Answers::Unique`]: the output must equal the expected output.
//! - [`Answers::AnyValid`] (special judge): the output must have the expected shape, and each
//!   case must be a complete grid in which every row, column and box holds every digit once and
//!   every given is kept — except a case the expected output prints back as given (no
//!   solution), which must be printed back as given.

use crate::tools::registry::{Answers, Problem};

/// `Ok` for an accepted output, else the reason for the wrong answer, judged by `answers`
/// (usually `problem.answers`; stress tests judge every problem as a special judge, because
/// their puzzles may have several solutions).
pub fn check_as(
    problem: &Problem,
    answers: Answers,
    input: &str,
    expected: &str,
    actual: &str,
) -> Result<(), String> {
    let expected = expected.replace("\r\n", "\n");
    let actual = actual.replace("\r\n", "\n");
    match answers {
        Answers::Unique => compare_exactly(&expected, &actual),
        Answers::AnyValid => check_any_valid(problem, input, &expected, &actual),
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
    for (line, (w, g)) in want.iter().zip(&got).enumerate() {
        if w != g {
            return Err(format!(
                "line {}: expected {:?}, found {:?}",
                line + 1,
                w,
                g
            ));
        }
    }
    // One is a prefix of the other: name the first line only one of them has.
    let line = want.len().min(got.len());
    let show = |lines: &[&str]| match lines.get(line) {
        Some(text) => format!("{:?}", text),
        None => "the end of the output".to_string(),
    };
    Err(format!(
        "line {}: expected {}, found {}",
        line + 1,
        show(&want),
        show(&got)
    ))
}

fn check_any_valid(
    problem: &Problem,
    input: &str,
    expected: &str,
    actual: &str,
) -> Result<(), String> {
    let (want, got): (Vec<&str>, Vec<&str>) =
        (expected.lines().collect(), actual.lines().collect());
    if want.len() != got.len() {
        let plural = if want.len() == 1 { "" } else { "s" };
        return Err(format!(
            "wrong shape: expected {} line{}, found {}",
            want.len(),
            plural,
            got.len()
        ));
    }
    for (line, (w, g)) in want.iter().zip(&got).enumerate() {
        if w.chars().count() != g.chars().count() {
            return Err(format!(
                "wrong shape: line {}: expected {} characters, found {}",
                line + 1,
                w.chars().count(),
                g.chars().count()
            ));
        }
    }
    // Same shape established: blank lines (between or after cases) carry no cells.
    let want: Vec<&str> = want
        .into_iter()
        .filter(|line| !line.trim().is_empty())
        .collect();
    let got: Vec<&str> = got
        .into_iter()
        .filter(|line| !line.trim().is_empty())
        .collect();
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
            check_as(problem, problem.answers, "", "a\nb\n", "a\r\nb\r\n"),
            Ok(())
        );
        assert_eq!(
            check_as(problem, problem.answers, "", "a\nb\n", "a\nc\n"),
            Err("line 2: expected \"b\\n\", found \"c\\n\"".to_string())
        );
        assert_eq!(
            check_as(problem, problem.answers, "", "a\nb\n", "a\n"),
            Err("line 2: expected \"b\\n\", found the end of the output".to_string())
        );
    }

    #[test]
    fn any_valid_accepts_the_solution_and_explains_each_kind_of_wrong_answer() {
        let problem = find("poj2676").unwrap();
        assert_eq!(
            check_as(problem, problem.answers, &input(), SOLVED, SOLVED),
            Ok(())
        );
        let echo = &input()[2..];
        assert_eq!(
            check_as(problem, problem.answers, &input(), SOLVED, echo),
            Err("case 1: row 1 column 2: not filled with a digit".to_string())
        );
        let changed_given = SOLVED.replacen("143", "243", 1);
        assert_eq!(
            check_as(problem, problem.answers, &input(), SOLVED, &changed_given),
            Err("case 1: row 1 column 1: the given 1 was changed to 2".to_string())
        );
        // Swap two free cells of row 1 (columns 4 and 5 are empty in the puzzle): columns break.
        let swapped = SOLVED.replacen("143628", "143268", 1);
        assert_eq!(
            check_as(problem, problem.answers, &input(), SOLVED, &swapped),
            Err("case 1: digit 2 repeated in column 4".to_string())
        );
        assert_eq!(
            check_as(problem, problem.answers, &input(), SOLVED, &SOLVED[10..]),
            Err("wrong shape: expected 9 lines, found 8".to_string())
        );
    }

    #[test]
    fn any_valid_requires_an_unsolvable_case_printed_back() {
        let problem = find("poj2676").unwrap();
        let clash = input().replacen("103", "113", 1);
        let given = &clash[2..];
        assert_eq!(
            check_as(problem, problem.answers, &clash, given, given),
            Ok(())
        );
        assert!(check_as(problem, problem.answers, &clash, given, SOLVED)
            .unwrap_err()
            .contains("printed back as given"));
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
