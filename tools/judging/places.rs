//! Where a wrong grid answer goes wrong: the first wrong cell as `r4c7` (row 4, column 7, from
//! the top left) with the digit expected and the digit found, or the rule the grid breaks, and
//! the grids side by side around it. Used for every WA on a problem whose answers are grids,
//! instead of a dump of tokens.
//!
//! ```text
//! case 2: r2c8 expected 4, found 8 (2 cells differ)
//!     expected      found         differs
//!     534 678 912   534 678 912   ... ... ...
//!     672 195 348   672 195 384   ... ... .xx
//! ```

use crate::registry::{Answers, Problem, Question};

/// A wrong grid answer explained.
#[derive(Debug, PartialEq, Eq)]
pub struct Explained {
    /// One line: the case, the cell or the rule.
    pub summary: String,
    /// The grids side by side, a line each.
    pub picture: Vec<String>,
}

/// Explains why `actual` is a wrong answer for `problem`, where its answers are grids and the
/// output can be read as grids; `None` where it cannot (then the checker's reason stands).
pub fn explain(
    problem: &Problem,
    answers: Answers,
    input: &str,
    expected: &str,
    actual: &str,
) -> Option<Explained> {
    if problem.question == Question::Uniqueness {
        return explain_answers(problem, expected, actual);
    }
    if problem.question != Question::Solve {
        return None;
    }
    let cells = problem.side * problem.side;
    let want = grids(problem, expected, 0, cells);
    let got = grids(problem, actual, 0, cells);
    let puzzles = grids(problem, input, problem.layout.skip, cells);
    for (case, want) in want.iter().enumerate() {
        let got = match got.get(case) {
            Some(got) => got,
            None => {
                return Some(Explained {
                    summary: format!(
                        "case {}: expected a grid, found the end of the output ({} grid{} in all)",
                        case + 1,
                        got.len(),
                        if got.len() == 1 { "" } else { "s" }
                    ),
                    picture: Vec::new(),
                })
            }
        };
        let puzzle = puzzles.get(case);
        // Where any solution is accepted, a grid is wrong only if it breaks a rule; a puzzle with
        // no solution must come back as given (the expected output is then the puzzle itself).
        let any_valid = answers == Answers::AnyValid && puzzle.is_some_and(|p| p != want);
        if any_valid {
            if let Some((why, marked)) = broken_rule(puzzle?, got, problem.side) {
                return Some(Explained {
                    summary: format!("case {}: {}", case + 1, why),
                    picture: side_by_side(problem.side, &[("found", got)], &marked, "where"),
                });
            }
            continue;
        }
        let differs: Vec<bool> = want.iter().zip(got).map(|(w, g)| w != g).collect();
        if let Some(first) = differs.iter().position(|&d| d) {
            let count = differs.iter().filter(|&&d| d).count();
            return Some(Explained {
                summary: format!(
                    "case {}: {} expected {}, found {}{}",
                    case + 1,
                    cell_name(first, problem.side),
                    symbol(problem, want[first]),
                    symbol(problem, got[first]),
                    if count == 1 {
                        String::new()
                    } else {
                        format!(" ({} cells differ)", count)
                    }
                ),
                picture: side_by_side(
                    problem.side,
                    &[("expected", want), ("found", got)],
                    &differs,
                    "differs",
                ),
            });
        }
    }
    if got.len() > want.len() {
        return Some(Explained {
            summary: format!(
                "expected {} grid{}, found {}",
                want.len(),
                if want.len() == 1 { "" } else { "s" },
                got.len()
            ),
            picture: Vec::new(),
        });
    }
    None
}

/// Where answers are a grid or a word (Kattis sudokunique: the solution, `Non-unique` or `Find
/// another job`, a blank line between): the first answer that differs, by cell where both are
/// grids.
fn explain_answers(problem: &Problem, expected: &str, actual: &str) -> Option<Explained> {
    let cells = problem.side * problem.side;
    let answers = |text: &str| -> Vec<String> {
        text.replace("\r\n", "\n")
            .split("\n\n")
            .map(|a| a.trim().to_string())
            .filter(|a| !a.is_empty())
            .collect()
    };
    let grid = |answer: &str| -> Option<Vec<u8>> {
        let tokens: Vec<&str> = answer.split_whitespace().collect();
        let digits = problem.layout.cells(&tokens);
        Some(digits).filter(|d| d.len() == cells && tokens.len() == cells)
    };
    let (want, got) = (answers(expected), answers(actual));
    let shown = |answer: &str| match grid(answer) {
        Some(_) => "a grid".to_string(),
        None => format!("{:?}", answer.chars().take(40).collect::<String>()),
    };
    for (case, want) in want.iter().enumerate() {
        let got = match got.get(case) {
            Some(got) => got,
            None => {
                return Some(Explained {
                    summary: format!(
                        "answer {}: expected {}, found the end of the output",
                        case + 1,
                        shown(want)
                    ),
                    picture: Vec::new(),
                })
            }
        };
        match (grid(want), grid(got)) {
            (Some(want), Some(got)) => {
                let differs: Vec<bool> = want.iter().zip(&got).map(|(w, g)| w != g).collect();
                if let Some(first) = differs.iter().position(|&d| d) {
                    return Some(Explained {
                        summary: format!(
                            "answer {}: {} expected {}, found {}",
                            case + 1,
                            cell_name(first, problem.side),
                            symbol(problem, want[first]),
                            symbol(problem, got[first])
                        ),
                        picture: side_by_side(
                            problem.side,
                            &[("expected", &want), ("found", &got)],
                            &differs,
                            "differs",
                        ),
                    });
                }
            }
            _ if want.split_whitespace().eq(got.split_whitespace()) => {}
            _ => {
                return Some(Explained {
                    summary: format!(
                        "answer {}: expected {}, found {}",
                        case + 1,
                        shown(want),
                        shown(got)
                    ),
                    picture: Vec::new(),
                })
            }
        }
    }
    None
}

/// The grids in `text`, read as the problem's layout reads cells (whatever the spacing), after
/// `skip` header tokens; a trailing part short of a grid is dropped.
fn grids(problem: &Problem, text: &str, skip: usize, cells: usize) -> Vec<Vec<u8>> {
    let tokens: Vec<&str> = text.split_whitespace().skip(skip).collect();
    let all = problem.layout.cells(&tokens);
    all.chunks(cells)
        .filter(|grid| grid.len() == cells)
        .map(<[u8]>::to_vec)
        .collect()
}

/// `r4c7`: row and column from 1, the top left being `r1c1`.
pub fn cell_name(cell: usize, side: usize) -> String {
    format!("r{}c{}", cell / side + 1, cell % side + 1)
}

/// How the problem writes `digit` (its empty symbol for 0).
fn symbol(problem: &Problem, digit: u8) -> char {
    problem.layout.symbol(digit)
}

/// The first rule `found` breaks as a solution of `puzzle`, with the cells to mark.
fn broken_rule(puzzle: &[u8], found: &[u8], side: usize) -> Option<(String, Vec<bool>)> {
    let b = if side == 16 { 4 } else { 3 };
    let mark = |cells: &[usize]| {
        let mut marked = vec![false; found.len()];
        for &cell in cells {
            marked[cell] = true;
        }
        marked
    };
    let digit_name = |d: u8| {
        if side == 16 {
            char::from(b'A' + d - 1).to_string()
        } else {
            d.to_string()
        }
    };
    for (cell, (&given, &digit)) in puzzle.iter().zip(found).enumerate() {
        if digit == 0 {
            let why = format!("{} is not filled", cell_name(cell, side));
            return Some((why, mark(&[cell])));
        }
        if given != 0 && given != digit {
            let why = format!(
                "{}: the given {} was changed to {}",
                cell_name(cell, side),
                digit_name(given),
                digit_name(digit)
            );
            return Some((why, mark(&[cell])));
        }
    }
    for (kind, name) in ["row", "column", "box"].iter().enumerate() {
        for house in 0..side {
            let cells: Vec<usize> = (0..side)
                .map(|i| match kind {
                    0 => house * side + i,
                    1 => i * side + house,
                    _ => (house / b * b + i / b) * side + house % b * b + i % b,
                })
                .collect();
            for (i, &a) in cells.iter().enumerate() {
                if let Some(&twin) = cells[i + 1..].iter().find(|&&c| found[c] == found[a]) {
                    let why = format!(
                        "{} twice in {} {} ({} and {})",
                        digit_name(found[a]),
                        name,
                        house + 1,
                        cell_name(a, side),
                        cell_name(twin, side)
                    );
                    return Some((why, mark(&[a, twin])));
                }
            }
        }
    }
    None
}

/// The grids side by side, then a column marking the cells `marked`; bands apart by a blank line.
fn side_by_side(
    side: usize,
    grids: &[(&str, &[u8])],
    marked: &[bool],
    marks_title: &str,
) -> Vec<String> {
    let b = if side == 16 { 4 } else { 3 };
    let render = |digit: u8| {
        if digit == 0 {
            '.'
        } else if side == 16 {
            char::from(b'A' + digit - 1)
        } else {
            char::from(b'0' + digit)
        }
    };
    let row_text = |row: usize, cell: &dyn Fn(usize) -> char| -> String {
        let mut text = String::new();
        for column in 0..side {
            if column > 0 && column % b == 0 {
                text.push(' ');
            }
            text.push(cell(row * side + column));
        }
        text
    };
    let width = side + b - 1;
    let mut lines = Vec::new();
    let mut titles: Vec<String> = grids
        .iter()
        .map(|(title, _)| format!("{:<width$}", title, width = width))
        .collect();
    titles.push(marks_title.to_string());
    lines.push(titles.join("   "));
    for row in 0..side {
        if row > 0 && row % b == 0 {
            lines.push(String::new());
        }
        let mut parts: Vec<String> = grids
            .iter()
            .map(|(_, cells)| row_text(row, &|c| render(cells[c])))
            .collect();
        parts.push(row_text(row, &|c| if marked[c] { 'x' } else { '.' }));
        lines.push(parts.join("   "));
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::registry::find;
    use oj_sudoku_testkit::puzzles;

    #[test]
    fn names_the_first_wrong_cell_and_draws_both_grids() {
        let problem = find("acwing166").unwrap();
        let input = format!("{}\nend\n", puzzles::ACWING166);
        let expected = format!("{}\n", puzzles::ACWING166_SOLVED);
        let mut wrong: Vec<u8> = expected.bytes().collect();
        wrong.swap(12, 13); // row 2, columns 4 and 5
        let wrong = String::from_utf8(wrong).unwrap();
        let explained = explain(problem, Answers::Unique, &input, &expected, &wrong).unwrap();
        assert!(
            explained.summary.starts_with("case 1: r2c4 expected")
                && explained.summary.ends_with("(2 cells differ)"),
            "{}",
            explained.summary
        );
        assert_eq!(explained.picture.len(), 1 + 9 + 2);
        assert!(explained.picture[0].starts_with("expected      found"));
        assert_eq!(
            explained.picture[2].rsplit("   ").next(),
            Some("... xx. ...")
        );
    }

    #[test]
    fn any_valid_answers_are_wrong_only_by_a_broken_rule() {
        let problem = find("poj2676").unwrap();
        let input = format!("1\n{}", puzzles::POJ2676);
        let solved = puzzles::POJ2676_SOLVED;
        assert_eq!(
            explain(problem, Answers::AnyValid, &input, solved, solved),
            None
        );
        // Columns 4 and 5 of row 1 are free in the puzzle: swapping them breaks the columns.
        let swapped = solved.replacen("143628", "143268", 1);
        let explained = explain(problem, Answers::AnyValid, &input, solved, &swapped).unwrap();
        assert_eq!(
            explained.summary,
            "case 1: 2 twice in column 4 (r1c4 and r8c4)"
        );
        assert!(explained.picture[1].ends_with("... x.. ..."));
    }

    #[test]
    fn kattis_answers_are_compared_answer_by_answer() {
        let problem = find("kattis_sudokunique").unwrap();
        let grid = "1 2 3 4 5 6 7 8 9\n".repeat(9);
        let expected = format!("{}\nNon-unique\n", grid);
        let words = format!("Non-unique\n\n{}", grid);
        assert_eq!(
            explain(problem, Answers::Unique, "", &expected, &words)
                .unwrap()
                .summary,
            "answer 1: expected a grid, found \"Non-unique\""
        );
        let changed = format!("{}\nNon-unique\n", grid.replacen('5', "6", 1));
        let explained = explain(problem, Answers::Unique, "", &expected, &changed).unwrap();
        assert_eq!(explained.summary, "answer 1: r1c5 expected 5, found 6");
        assert_eq!(explained.picture.len(), 12);
    }

    #[test]
    fn a_missing_grid_is_named() {
        let problem = find("acwing166").unwrap();
        let input = format!("{}\n{}\nend\n", puzzles::ACWING166, puzzles::ACWING166);
        let one = format!("{}\n", puzzles::ACWING166_SOLVED);
        let expected = one.repeat(2);
        let explained = explain(problem, Answers::Unique, &input, &expected, &one).unwrap();
        assert_eq!(
            explained.summary,
            "case 2: expected a grid, found the end of the output (1 grid in all)"
        );
    }
}
