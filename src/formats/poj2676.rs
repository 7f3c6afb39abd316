//! The POJ 2676 format: a count, then grids of 9 lines of 9 digits (`0` empty), and back.

use crate::board::shape::Box3;
use crate::engines::Engine;
use crate::io::stdio::Failure;
use crate::io::text::{
    read_count, read_grid, tokens, write_answer, ErrorKind, InputError, Symbols,
};
use std::io::Write;

/// How this format writes cells.
pub const SYMBOLS: Symbols = Symbols::new("123456789", '0', ".", "0-9");

/// Reads the count, then answers that many grids with engine `E`.
pub fn solve_all<E: Engine<Box3>>(
    input: &str,
    out: &mut dyn Write,
    log: &mut dyn Write,
) -> Result<(), Failure> {
    let mut tokens = tokens(input);
    let count = read_count(&mut tokens)?;
    for case in 1..=count {
        let mut rows = [(0, ""); 9];
        let mut found = 0;
        for (row, token) in rows.iter_mut().zip(tokens.by_ref()) {
            *row = token;
            found += 1;
        }
        if found < 9 {
            rows[found..].fill((0, "000000000"));
            read_grid::<Box3>(case, &rows, &SYMBOLS)?;
            return Err(InputError {
                case: Some(case),
                line: input.lines().count().max(1),
                kind: ErrorKind::MissingRows,
                message: format!(
                    "expected 9 rows of 9 digits, found {} before the end of input",
                    found
                ),
            }
            .into());
        }
        let grid = read_grid::<Box3>(case, &rows, &SYMBOLS)?;
        write_answer(
            out,
            log,
            case,
            &rows,
            E::solve(&grid).ok().as_ref(),
            &SYMBOLS,
            9,
        )?;
    }
    if let Some((line, _)) = tokens.next() {
        let _ = writeln!(
            log,
            "note: ignoring input from line {} on: all {} cases are answered",
            line, count
        );
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engines::bitboard9::Bitboard9;
    use crate::testing::{self as puzzles};

    fn run_in_memory(input: &str) -> (String, String, Result<(), String>) {
        crate::io::stdio::run_in_memory(solve_all::<Bitboard9>, input)
    }

    const PUZZLE: &str = puzzles::POJ2676;
    const SOLUTION: &str = puzzles::POJ2676_SOLVED;

    #[test]
    fn answers_the_official_sample() {
        let (out, log, result) = run_in_memory(&format!("1\n{}", PUZZLE));
        assert_eq!((out.as_str(), log.as_str(), result), (SOLUTION, "", Ok(())));
    }

    #[test]
    fn blank_lines_crlf_and_dots_do_not_matter() {
        let input = format!(
            "2\r\n\r\n{}\n\n{}",
            PUZZLE.replace('\n', "\r\n"),
            PUZZLE.replace('0', ".")
        );
        let (out, _, result) = run_in_memory(&input);
        assert_eq!(out, format!("{}{}", SOLUTION, SOLUTION));
        assert_eq!(result, Ok(()));
    }

    #[test]
    fn unsolvable_grid_is_printed_back_exactly_as_given() {
        let clash = PUZZLE.replacen("103", "113", 1);
        let (out, log, result) = run_in_memory(&format!("2\n{}{}", clash, PUZZLE));
        assert_eq!(out, format!("{}{}", clash, SOLUTION));
        assert_eq!(log, "note: case 1: no solution; printed as given\n");
        assert_eq!(result, Ok(()));
    }

    #[test]
    fn count_larger_than_the_grids_present_answers_what_is_there() {
        let (out, _, result) = run_in_memory(&format!("3\n{}{}", PUZZLE, "103000509\n"));
        assert_eq!(out, SOLUTION);
        assert_eq!(
            result,
            Err(
                "case 2, line 11: expected 9 rows of 9 digits, found 1 before the end of input"
                    .to_string()
            )
        );
        let (_, _, result) = run_in_memory(&format!("2\n{}\n\n", PUZZLE));
        let message =
            "case 2, line 12: expected 9 rows of 9 digits, found 0 before the end of input";
        assert_eq!(result, Err(message.to_string()));
    }

    #[test]
    fn a_bad_row_in_a_case_cut_short_is_named_before_the_shortfall() {
        let long = "1".repeat(100_000);
        let (out, _, result) = run_in_memory(&format!("2\n{}{}\n", PUZZLE, long));
        assert_eq!(out, SOLUTION);
        let message = "case 2, line 11: expected 9 characters 0-9, found 100000";
        assert_eq!(result, Err(message.to_string()));
        let (_, _, result) = run_in_memory("1\n103000509\n00210940\n");
        let message = "case 1, line 3: expected 9 characters 0-9, found 8";
        assert_eq!(result, Err(message.to_string()));
    }

    #[test]
    fn count_that_is_not_a_number_is_an_error() {
        let (out, _, result) = run_in_memory(&format!("one\n{}", PUZZLE));
        assert_eq!(out, "");
        assert_eq!(
            result,
            Err("line 1: expected the number of cases".to_string())
        );
        assert!(run_in_memory("").2.is_err());
    }

    #[test]
    fn input_after_the_last_case_is_ignored_with_a_note() {
        let (out, log, result) = run_in_memory(&format!("1\n{}{}", PUZZLE, PUZZLE));
        assert_eq!(out, SOLUTION);
        assert_eq!(
            log,
            "note: ignoring input from line 11 on: all 1 cases are answered\n"
        );
        assert_eq!(result, Ok(()));
    }

    #[test]
    fn zero_cases_print_nothing() {
        assert_eq!(run_in_memory("0\n"), (String::new(), String::new(), Ok(())));
    }
}
