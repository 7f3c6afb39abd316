//! The checker: decides whether a program's output answers a case under a judge's comparison
//! rule, and says why not.
//!
//! - [`Answers::Unique`]: the output must equal the expected output under the judge's
//!   [`Checker`], compared on bytes as the real checker does ([`compare`]).
//! - [`Answers::AnyValid`] (special judge): the output must have the expected layout under the
//!   checker, and each case must be a complete grid in which every row, column and box holds
//!   every digit once and every given is kept — except a case the expected output prints back
//!   as given (no solution), which must be printed back as given.
//! - [`Answers::AntiSudoku`] (CF 1335D): each grid differs from the input's in at most 9 cells.
//!
//! The special judges read cells from the output's tokens, split at the bytes the judge's
//! checker takes for blanks ([`compare::is_blank`]).

use crate::judging::compare::{self, body, is_blank, tokens};
use crate::registry::{Answers, Checker, Problem};

/// `Ok` for an accepted output, else the reason for the wrong answer, judged by `answers`
/// (usually `problem.answers`; stress tests judge every problem as a special judge, because
/// their puzzles may have several solutions) under `checker`.
pub fn check_as(
    problem: &Problem,
    answers: Answers,
    input: &str,
    expected: &[u8],
    actual: &[u8],
    checker: Checker,
) -> Result<(), String> {
    match answers {
        Answers::Unique => compare::compare(checker, expected, actual),
        Answers::AnyValid => check_any_valid(problem, input, expected, actual, checker),
        Answers::AntiSudoku => check_anti_sudoku(problem, input, expected, actual, checker),
    }
}

/// CF 1335D: each output grid differs from its input grid in at most 9 cells, holds only
/// digits 1-9, and repeats a digit in every row, column and box.
fn check_anti_sudoku(
    problem: &Problem,
    input: &str,
    expected: &[u8],
    actual: &[u8],
    checker: Checker,
) -> Result<(), String> {
    let (_, got) = rows_in_layout(expected, actual, checker)?;
    let got: Vec<&str> = got.iter().map(String::as_str).collect();
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

/// The units whose shape a special judge's output must share with the expected output: tokens
/// under a token checker, else lines as the checker reads them (each line whole under `exact`,
/// with its newline; without what the checker ignores at line ends otherwise).
fn layout_units(checker: Checker, text: &[u8]) -> (&'static str, Vec<Vec<u8>>) {
    let blank = |b| is_blank(checker, b);
    match checker {
        Checker::Tokens | Checker::KattisDefault | Checker::TestlibWcmp => (
            "token",
            tokens(body(checker, text), blank)
                .iter()
                .map(|t| t.text.to_vec())
                .collect(),
        ),
        Checker::Exact => {
            let text = compare::crlf_as_lf(text);
            let lines = text.split_inclusive(|&b| b == b'\n').map(<[u8]>::to_vec);
            ("line", lines.collect())
        }
        Checker::Lines | Checker::LuoguNoip | Checker::TestlibLcmp => {
            let ignored = compare::ignored_at_line_end(checker);
            let lines = compare::trimmed_lines(body(checker, text), ignored);
            ("line", lines.into_iter().map(<[u8]>::to_vec).collect())
        }
    }
}

/// The rows a special judge reads under `checker`, after checking that the output's layout
/// matches the expected output's: the tokens of each unit, split at the checker's blanks.
fn rows_in_layout(
    expected: &[u8],
    actual: &[u8],
    checker: Checker,
) -> Result<(Vec<String>, Vec<String>), String> {
    let (unit, want) = layout_units(checker, expected);
    let (_, got) = layout_units(checker, actual);
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
        if w.len() != g.len() || w.ends_with(b"\n") != g.ends_with(b"\n") {
            return Err(format!(
                "wrong shape: {} {}: expected {}, found {}",
                unit,
                n + 1,
                compare::quote(w, 0),
                compare::quote(g, 0)
            ));
        }
    }
    // Same layout established: what carries cells is the tokens, as the input is read (blank
    // lines between or after cases carry none; a spaced grid has a token per cell).
    let rows = |units: Vec<Vec<u8>>| -> Vec<String> {
        units
            .iter()
            .flat_map(|unit| {
                tokens(unit, |b| is_blank(checker, b))
                    .iter()
                    .map(|t| String::from_utf8_lossy(t.text).into_owned())
                    .collect::<Vec<_>>()
            })
            .collect()
    };
    Ok((rows(want), rows(got)))
}

fn check_any_valid(
    problem: &Problem,
    input: &str,
    expected: &[u8],
    actual: &[u8],
    checker: Checker,
) -> Result<(), String> {
    let (want, got) = rows_in_layout(expected, actual, checker)?;
    let want: Vec<&str> = want.iter().map(String::as_str).collect();
    let got: Vec<&str> = got.iter().map(String::as_str).collect();
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
    use crate::registry::find;
    use oj_sudoku_testkit::puzzles;

    const SOLVED: &[u8] = puzzles::POJ2676_SOLVED.as_bytes();

    /// POJ 2676's sample as a whole input: the count, then the grid.
    fn input() -> String {
        format!("1\n{}", puzzles::POJ2676)
    }

    fn poj(output: &[u8], checker: Checker) -> Result<(), String> {
        let problem = find("poj2676").unwrap();
        check_as(problem, problem.answers, &input(), SOLVED, output, checker)
    }

    #[test]
    fn unique_answers_compare_exactly_but_crlf_insensitively() {
        let problem = find("acwing166").unwrap();
        let check = |actual: &[u8]| {
            check_as(
                problem,
                problem.answers,
                "",
                b"a\nb\n",
                actual,
                Checker::Exact,
            )
        };
        assert_eq!(check(b"a\r\nb\r\n"), Ok(()));
        assert_eq!(
            check(b"a\nc\n"),
            Err("line 2, column 1: expected 'b', found 'c'".to_string())
        );
        assert_eq!(
            check(b"a\n"),
            Err("line 2, column 1: expected 'b', found the end of the output".to_string())
        );
        assert_eq!(
            check(b"a\nb"),
            Err(
                "line 2, column 2: expected a newline (0x0A), found the end of the output"
                    .to_string()
            )
        );
    }

    #[test]
    fn any_valid_accepts_the_solution_and_explains_each_kind_of_wrong_answer() {
        assert_eq!(poj(SOLVED, Checker::Exact), Ok(()));
        let echo = input()[2..].to_string();
        assert_eq!(
            poj(echo.as_bytes(), Checker::Exact),
            Err("case 1: row 1 column 2: not filled with a digit".to_string())
        );
        let changed_given = puzzles::POJ2676_SOLVED.replacen("143", "243", 1);
        assert_eq!(
            poj(changed_given.as_bytes(), Checker::Exact),
            Err("case 1: row 1 column 1: the given 1 was changed to 2".to_string())
        );
        // Swap two free cells of row 1 (columns 4 and 5 are empty in the puzzle): columns break.
        let swapped = puzzles::POJ2676_SOLVED.replacen("143628", "143268", 1);
        assert_eq!(
            poj(swapped.as_bytes(), Checker::Exact),
            Err("case 1: digit 2 repeated in column 4".to_string())
        );
        assert_eq!(
            poj(&SOLVED[10..], Checker::Exact),
            Err("wrong shape: expected 9 lines, found 8".to_string())
        );
    }

    #[test]
    fn any_valid_requires_an_unsolvable_case_printed_back() {
        let problem = find("poj2676").unwrap();
        let clash = input().replacen("103", "113", 1);
        let given = &clash.as_bytes()[2..];
        assert_eq!(
            check_as(
                problem,
                problem.answers,
                &clash,
                given,
                given,
                Checker::Exact
            ),
            Ok(())
        );
        assert!(check_as(
            problem,
            problem.answers,
            &clash,
            given,
            SOLVED,
            Checker::Exact
        )
        .unwrap_err()
        .contains("printed back as given"));
    }

    /// The generic rules: the same expected output against outputs that differ only in
    /// whitespace or case. (The real checkers' rules are tested against their measured
    /// verdicts in `compare`.)
    #[test]
    fn each_generic_rule_forgives_what_it_says_and_no_more() {
        let expected = b"ab cd\nef\n";
        // (output, accepted under exact, lines, tokens)
        let cases: [(&[u8], [bool; 3]); 13] = [
            (b"ab cd\nef\n", [true, true, true]),
            (b"ab cd\r\nef\r\n", [true, true, true]),
            (b"ab cd  \nef\t\n", [false, true, true]),
            (b"ab cd\x0c\nef\x0b\r\n", [false, true, true]),
            (b"ab cd\nef", [false, true, true]),
            (b"ab cd\nef\n\n\n", [false, true, true]),
            (b"ab  cd\nef\n", [false, false, true]),
            (b"ab\ncd\nef\n", [false, false, true]),
            (b"\nab cd\nef\n", [false, false, true]),
            (b"ab cd\xc2\xa0\nef\n", [false, false, false]),
            (b"AB cd\nef\n", [false, false, false]),
            (b"ab cd\neg\n", [false, false, false]),
            (b"ab cd\n", [false, false, false]),
        ];
        for (output, accepted) in cases {
            for (rule, want) in [Checker::Exact, Checker::Lines, Checker::Tokens]
                .iter()
                .zip(accepted)
            {
                let got = compare::compare(*rule, expected, output);
                assert_eq!(
                    got.is_ok(),
                    want,
                    "{:?} under {:?}: {:?}",
                    String::from_utf8_lossy(output),
                    rule,
                    got
                );
            }
        }
    }

    #[test]
    fn special_judge_layout_and_cells_follow_the_checker() {
        let spaced = puzzles::POJ2676_SOLVED.replace('\n', " \n");
        let one_line = puzzles::POJ2676_SOLVED.replace('\n', " ");
        let tabbed = puzzles::POJ2676_SOLVED.replace('\n', "\t\n");
        let form_fed = puzzles::POJ2676_SOLVED.replacen('\n', "\x0c", 1);
        let bom = format!("\u{feff}{}", puzzles::POJ2676_SOLVED);
        let trimmed = puzzles::POJ2676_SOLVED.trim_end();
        for (output, checker, accepted) in [
            (spaced.as_str(), Checker::Exact, false),
            (spaced.as_str(), Checker::Tokens, true),
            (spaced.as_str(), Checker::LuoguNoip, true),
            (one_line.as_str(), Checker::Tokens, true),
            (one_line.as_str(), Checker::Exact, false),
            (one_line.as_str(), Checker::LuoguNoip, false),
            (tabbed.as_str(), Checker::TestlibWcmp, true),
            (tabbed.as_str(), Checker::LuoguNoip, false),
            (form_fed.as_str(), Checker::KattisDefault, true),
            (form_fed.as_str(), Checker::TestlibWcmp, false),
            (bom.as_str(), Checker::TestlibWcmp, true),
            (bom.as_str(), Checker::KattisDefault, false),
            (trimmed, Checker::Exact, false),
            (trimmed, Checker::LuoguNoip, true),
        ] {
            let got = poj(output.as_bytes(), checker);
            assert_eq!(
                got.is_ok(),
                accepted,
                "{:?} under {:?}: {:?}",
                output,
                checker,
                got
            );
        }
    }

    /// CF 1335D's rule against a plain model of it (the houses gathered cell by cell, a repeat
    /// found by sorting): random answers built to break it at every place it can break, each
    /// as the first or the second case, get the same verdict and the same reason from both.
    #[test]
    fn anti_sudoku_agrees_with_a_plain_model_of_the_rule() {
        let problem = find("cf1335d").unwrap();
        let solved: Vec<u8> = puzzles::POJ2676_SOLVED
            .bytes()
            .filter(u8::is_ascii_digit)
            .map(|b| b - b'0')
            .collect();
        // 10 stands for a byte that is no digit at all.
        let render = |grids: &[&[u8]]| -> String {
            let mut text = String::new();
            for grid in grids {
                for row in grid.chunks(9) {
                    text.extend(
                        row.iter()
                            .map(|&d| if d == 10 { 'x' } else { char::from(b'0' + d) }),
                    );
                    text.push('\n');
                }
            }
            text
        };
        // An answer: every 2 made a 1 (one cell per row, column and box).
        let answer: Vec<u8> = solved.iter().map(|&d| if d == 2 { 1 } else { d }).collect();
        let input = format!("2\n{}", render(&[&solved, &solved]));
        let expected = render(&[&answer, &answer]);
        let model = |grid: &[u8]| -> Result<(), String> {
            if grid.iter().any(|&d| !(1..=9).contains(&d)) {
                return Err("expected 81 digits 1-9".to_string());
            }
            let changed = grid.iter().zip(&solved).filter(|(a, b)| a != b).count();
            if changed > 9 {
                return Err(format!("{} cells changed, at most 9 may be", changed));
            }
            let mut houses = vec![Vec::new(); 27];
            for (cell, &digit) in grid.iter().enumerate() {
                let (row, column) = (cell / 9, cell % 9);
                houses[row].push(digit);
                houses[9 + column].push(digit);
                houses[18 + row / 3 * 3 + column / 3].push(digit);
            }
            for (n, house) in houses.iter_mut().enumerate() {
                house.sort_unstable();
                if house.windows(2).all(|pair| pair[0] != pair[1]) {
                    let name = ["row", "column", "box"][n / 9];
                    return Err(format!("{} {} repeats no digit", name, n % 9 + 1));
                }
            }
            Ok(())
        };
        let mut rng = oj_sudoku_testkit::rng::Rng::new(1335);
        let mut reasons = std::collections::BTreeSet::new();
        for round in 0..600 {
            // A cell changed in each row (in a column chosen at random, or a permutation's, so
            // that every column is hit and only a box may miss), a row sometimes left alone;
            // now and then a byte that is no digit, or more changes than allowed.
            let mut grid = solved.clone();
            let mut columns: Vec<usize> = (0..9).collect();
            rng.shuffle(&mut columns);
            let skipped = if rng.below(4) == 0 { rng.below(9) } else { 9 };
            for row in 0..9 {
                let column = if round % 2 == 0 {
                    columns[row]
                } else {
                    rng.below(9)
                };
                if row != skipped {
                    grid[row * 9 + column] = 1 + rng.below(9) as u8;
                }
            }
            match rng.below(8) {
                0 => grid[rng.below(81)] = rng.below(2) as u8 * 10,
                1 => {
                    for _ in 0..3 {
                        grid[rng.below(81)] = 1 + rng.below(9) as u8;
                    }
                }
                _ => {}
            }
            let case = 1 + round % 3 / 2;
            let output = if case == 1 {
                render(&[&grid, &answer])
            } else {
                render(&[&answer, &grid])
            };
            let want = model(&grid).map_err(|why| format!("case {}: {}", case, why));
            let got = check_as(
                problem,
                problem.answers,
                &input,
                expected.as_bytes(),
                output.as_bytes(),
                Checker::TestlibWcmp,
            );
            assert_eq!(got, want, "{}", output);
            let reason = got.err().unwrap_or_default();
            reasons.insert(reason.split(" repeats").next().unwrap().to_string());
        }
        // Every kind of reason was met, at several places of each kind of house.
        let met = |what: &str| reasons.iter().filter(|r| r.contains(what)).count();
        assert!(reasons.contains(""), "{:?}", reasons);
        for what in ["case 1", "case 2", "digits 1-9", "cells changed"] {
            assert!(met(what) > 0, "{}: {:?}", what, reasons);
        }
        for what in ["row", "column", "box"] {
            assert!(met(what) >= 3, "{}: {:?}", what, reasons);
        }
    }

    /// `check_solution` against a plain model (houses gathered cell by cell, the first digit
    /// met twice): random grids of side 9 and 16, some cells given, then cells swapped, changed,
    /// emptied or cut off; both give the same verdict and the same reason.
    #[test]
    fn check_solution_agrees_with_a_plain_model_on_9_and_16() {
        use oj_sudoku_testkit::generate::complete_grid;
        let model = |puzzle: &[u8], solution: &[u8], b: usize| -> Result<(), String> {
            let side = b * b;
            if solution.len() != side * side {
                return Err(format!(
                    "expected {} cells, found {}",
                    side * side,
                    solution.len()
                ));
            }
            for (cell, (&given, &found)) in puzzle.iter().zip(solution).enumerate() {
                let place = format!("row {} column {}", cell / side + 1, cell % side + 1);
                if found == 0 {
                    return Err(format!("{}: not filled with a digit", place));
                }
                if given != 0 && given != found {
                    return Err(format!(
                        "{}: the given {} was changed to {}",
                        place, given, found
                    ));
                }
            }
            let mut houses = vec![Vec::new(); 3 * side];
            for (cell, &digit) in solution.iter().enumerate() {
                let (row, column) = (cell / side, cell % side);
                houses[row].push(digit);
                houses[side + column].push(digit);
                houses[2 * side + row / b * b + column / b].push(digit);
            }
            for (n, house) in houses.iter().enumerate() {
                let mut seen = Vec::new();
                for &digit in house {
                    if seen.contains(&digit) {
                        let name = ["row", "column", "box"][n / side];
                        return Err(format!(
                            "digit {} repeated in {} {}",
                            digit,
                            name,
                            n % side + 1
                        ));
                    }
                    seen.push(digit);
                }
            }
            Ok(())
        };
        let mut rng = oj_sudoku_testkit::rng::Rng::new(2676);
        let mut reasons = std::collections::BTreeSet::new();
        for round in 0..800 {
            let b = 3 + round % 2;
            let side = b * b;
            let solution = complete_grid(&mut rng, b);
            // Half the puzzles give nothing, so that what breaks only houses shows.
            let givens = round % 4 >= 2;
            let puzzle: Vec<u8> = solution
                .iter()
                .map(|&d| if givens && rng.below(4) == 0 { d } else { 0 })
                .collect();
            let mut got = solution.clone();
            for _ in 0..rng.below(3) {
                let cell = rng.below(side * side);
                match rng.below(8) {
                    0 => got[cell] = 0,
                    1 | 2 => got[cell] = 1 + rng.below(side) as u8,
                    // Two whole rows, or two whole columns, exchanged: rows and columns stay
                    // whole, boxes may not (and a box of any stack may be the first broken).
                    3 => {
                        let (r, s) = (cell / side, rng.below(side));
                        for c in 0..side {
                            got.swap(r * side + c, s * side + c);
                        }
                    }
                    4 => {
                        let (c, d) = (cell % side, rng.below(side));
                        for r in 0..side {
                            got.swap(r * side + c, r * side + d);
                        }
                    }
                    _ => got.swap(cell, rng.below(side * side)),
                }
            }
            if rng.below(10) == 0 {
                got.truncate(rng.below(side * side));
            }
            let want = model(&puzzle, &got, b);
            assert_eq!(check_solution(&puzzle, &got, side), want, "{:?}", got);
            let reason = want.err().unwrap_or_default();
            let kind = reason
                .split(|c: char| c.is_ascii_digit())
                .collect::<String>();
            reasons.insert(format!("{} {}", side, kind));
        }
        // Every kind of reason was met on both sides.
        for side in [9, 16] {
            for kind in [
                "",
                "expected  cells, found ",
                "row  column : not filled with a digit",
                "row  column : the given  was changed to ",
                "digit  repeated in row ",
                "digit  repeated in column ",
                "digit  repeated in box ",
            ] {
                let reason = format!("{} {}", side, kind);
                assert!(reasons.contains(&reason), "{:?}: {:?}", reason, reasons);
            }
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
