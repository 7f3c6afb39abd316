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
    if !matches!(problem.question, Question::Uniqueness | Question::Solve) {
        return None;
    }
    // Lines that cannot be part of an answer (a debugging print) are named, and the rest is
    // read as answers without them: their digits are not cells. The answers' own mistake, if
    // there is one, comes first.
    let (stray, rest) = strays(problem, expected, actual);
    let explained = if problem.question == Question::Uniqueness {
        explain_answers(problem, expected, &rest)
    } else {
        explain_grids(problem, answers, input, expected, &rest)
    };
    let stray = stray.map(|(number, line)| {
        let shown: String = line.chars().take(60).collect();
        let more = if line.chars().count() > 60 { "…" } else { "" };
        format!(
            "line {} of the output is not part of an answer: {:?}{}",
            number + 1,
            shown,
            more
        )
    });
    match (stray, explained) {
        (None, explained) => explained,
        // The answers are right but for the line: most likely a debugging print.
        (Some(stray), None) => Some(Explained {
            summary: format!(
                "{} (the judge reads all of stdout as the answer: print debugging lines to stderr, with eprintln!)",
                stray
            ),
            picture: Vec::new(),
        }),
        (Some(stray), Some(explained)) => Some(Explained {
            summary: format!("{}; and {}", explained.summary, stray),
            picture: explained.picture,
        }),
    }
}

/// [`explain`] for puzzles to solve: the first wrong cell, or the rule a grid breaks.
fn explain_grids(
    problem: &Problem,
    answers: Answers,
    input: &str,
    expected: &str,
    actual: &str,
) -> Option<Explained> {
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

/// The words Kattis sudokunique answers with besides a grid.
const WORDS: [&str; 2] = ["Non-unique", "Find another job"];

/// The lines of `actual` that cannot be part of an answer, as a debugging line printed on stdout
/// cannot: each holds a letter, digit or sign that no answer is written with (none in the
/// expected output, the format's cell symbols or the problem's answer words; letters in either
/// case). The first is returned (its number from 0, and the line), and the output without them.
fn strays(problem: &Problem, expected: &str, actual: &str) -> (Option<(usize, String)>, String) {
    let symbols = problem.layout.symbols;
    let mut known: Vec<char> = expected.chars().collect();
    known.extend(symbols.digits.chars());
    known.push(symbols.empty);
    if problem.question == Question::Uniqueness {
        known.extend(WORDS.iter().flat_map(|w| w.chars()));
    }
    // Odd bytes (a NUL, a BOM) are not counted: the checker's own message names them.
    let foreign = |c: char| {
        (c.is_alphanumeric() || c.is_ascii_punctuation())
            && !known.contains(&c.to_ascii_lowercase())
            && !known.contains(&c.to_ascii_uppercase())
    };
    let mut first = None;
    let mut rest = String::new();
    for (number, line) in actual.split_inclusive('\n').enumerate() {
        if line.chars().any(foreign) {
            first.get_or_insert((number, line.trim_end().to_string()));
        } else {
            rest.push_str(line);
        }
    }
    (first, rest)
}

/// How many lines [`first_lines`] shows from the top; the first line that differs is shown
/// too, with the line before it, wherever it is.
const FIRST_LINES: usize = 3;

/// The first lines of a wrong output as the program printed them, beside the expected ones, a
/// line each: quoted, control characters and Unicode blanks escaped, long lines shortened, lines
/// that differ marked. Shows a stray line (a debugging print) as what it is, where a reading of
/// grids would take its digits for cells.
///
/// ```text
/// line  expected                                   found
///    1  "417369825632158947958724316825437169791…"  "debug: read 2 puzzles"   differs
/// ```
pub fn first_lines(expected: &[u8], output: &[u8]) -> Vec<String> {
    const WIDTH: usize = 42;
    let split = |text: &[u8]| -> Vec<String> {
        let text = String::from_utf8_lossy(text);
        text.split_inclusive('\n')
            .map(|line| line.strip_suffix('\n').unwrap_or(line).to_string())
            .collect()
    };
    let (want, got) = (split(expected), split(output));
    let total = want.len().max(got.len());
    let first_difference = (0..total).find(|&i| want.get(i) != got.get(i));
    // The top lines, then the first difference with the line before it.
    let mut shown: Vec<usize> = (0..FIRST_LINES.min(total)).collect();
    if let Some(d) = first_difference {
        for i in d.saturating_sub(1)..=d {
            if !shown.contains(&i) {
                shown.push(i);
            }
        }
    }
    let quoted = |line: Option<&String>| match line {
        None => "(no line)".to_string(),
        Some(line) => {
            let text = format!("{:?}", line);
            if text.chars().count() > WIDTH {
                let cut: String = text.chars().take(WIDTH - 2).collect();
                format!("{}…\"", cut)
            } else {
                text
            }
        }
    };
    let mut lines = vec![format!(
        "line  {:<width$}  found",
        "expected",
        width = WIDTH
    )];
    for (k, &i) in shown.iter().enumerate() {
        if k > 0 && shown[k - 1] + 1 < i {
            lines.push("   …".to_string());
        }
        let mark = if want.get(i) == got.get(i) {
            ""
        } else {
            "   differs"
        };
        let row = format!(
            "{:>4}  {:<width$}  {}{}",
            i + 1,
            quoted(want.get(i)),
            quoted(got.get(i)),
            mark,
            width = WIDTH
        );
        lines.push(row.trim_end().to_string());
    }
    if got.is_empty() {
        lines.push("      (the output is empty)".to_string());
    }
    lines
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

    #[test]
    fn a_debugging_line_is_named_and_not_read_as_cells() {
        let problem = find("acwing166").unwrap();
        let input = format!("{}\nend\n", puzzles::ACWING166);
        let expected = format!("{}\n", puzzles::ACWING166_SOLVED);
        // Right but for the line printed first: its digit is not taken for a cell.
        let debug = format!("debug: read 1 puzzle\n{}", expected);
        let explained = explain(problem, Answers::Unique, &input, &expected, &debug).unwrap();
        assert!(
            explained.summary.starts_with(
                "line 1 of the output is not part of an answer: \"debug: read 1 puzzle\""
            ),
            "{}",
            explained.summary
        );
        assert!(
            explained
                .summary
                .ends_with("print debugging lines to stderr, with eprintln!)"),
            "{}",
            explained.summary
        );
        // Wrong as well: the rest is explained as grids, without the line.
        let mut wrong: Vec<u8> = expected.bytes().collect();
        wrong.swap(12, 13);
        let wrong = format!(
            "debug: read 1 puzzle\n{}",
            String::from_utf8(wrong).unwrap()
        );
        let explained = explain(problem, Answers::Unique, &input, &expected, &wrong).unwrap();
        assert!(
            explained.summary.starts_with("case 1: r2c4 expected")
                && explained.summary.ends_with(
                    "; and line 1 of the output is not part of an answer: \"debug: read 1 puzzle\""
                ),
            "{}",
            explained.summary
        );
        // The format's own symbols (16×16's '-') are never stray.
        let problem = find("acwing169").unwrap();
        let grid = "--A----C-----O-I\n".repeat(16);
        assert_eq!(strays(problem, "FPAH\n", &grid).0, None);
    }

    #[test]
    fn first_lines_show_the_first_difference_wherever_it_is() {
        let expected = "a\nb\nc\nd\ne\nf\ng\nh\ni\nj\nk\n";
        let output = expected.replace("j\n", "J\n");
        let lines = first_lines(expected.as_bytes(), output.as_bytes());
        assert_eq!(lines.len(), 1 + 3 + 1 + 2, "{:#?}", lines);
        assert_eq!(lines[4], "   …");
        assert!(lines[5].starts_with("   9  \"i\""), "{:#?}", lines);
        assert!(lines[6].starts_with("  10  \"j\""), "{:#?}", lines);
        assert!(lines[6].ends_with("\"J\"   differs"), "{:#?}", lines);
        let lines = first_lines(b"a\nb\n", b"a\nc\n");
        assert_eq!(lines.len(), 3, "{:#?}", lines);
    }

    #[test]
    fn first_lines_show_the_output_as_printed_beside_the_expected() {
        let lines = first_lines(b"417\n", b"debug: 2\n417\n");
        assert_eq!(lines[0], format!("line  {:<42}  found", "expected"));
        assert_eq!(
            lines[1],
            format!("{:>4}  {:<42}  {}   differs", 1, "\"417\"", "\"debug: 2\"")
        );
        assert_eq!(
            lines[2],
            format!("{:>4}  {:<42}  {}   differs", 2, "(no line)", "\"417\"")
        );
        assert_eq!(lines.len(), 3);
        let long = "1".repeat(81);
        let lines = first_lines(format!("{}\n", long).as_bytes(), b"");
        assert!(
            lines[1].contains(&format!("\"{}…\"", "1".repeat(39))),
            "{:?}",
            lines
        );
        assert_eq!(lines.last().unwrap(), "      (the output is empty)");
    }
}
