//! The Luogu B4279 format: a grid as 9 lines of 9 characters, `1`-`9` a digit and `.` an empty
//! cell; the answer, its solution as 9 lines of 9 digits.

use crate::board::shape::Box3;
use crate::engines::Engine;
use crate::io::stdio::Failure;
use crate::io::text::{read_grid, tokens, write_answer, ErrorKind, InputError, Symbols};
use std::io::Write;

pub const SYMBOLS: Symbols = Symbols::new("123456789", '.', "0", "1-9 or '.'");

/// Answers every grid of 9 rows in `input` (the judge sends one) with engine `E`.
pub fn solve_all<E: Engine<Box3>>(
    input: &str,
    out: &mut dyn Write,
    log: &mut dyn Write,
) -> Result<(), Failure> {
    let mut tokens = tokens(input).peekable();
    let mut case = 0;
    // A judge sends one grid: an input without one is cut short.
    while case == 0 || tokens.peek().is_some() {
        case += 1;
        let mut rows: Vec<(usize, &str)> = tokens.by_ref().take(9).collect();
        let found = rows.len();
        if found < 9 {
            // A bad row is the more useful fault to name: the missing ones are read as empty.
            rows.resize(9, (0, "........."));
            read_grid::<Box3>(case, &rows, &SYMBOLS)?;
            return Err(InputError {
                case: Some(case),
                line: input.lines().count().max(1),
                kind: ErrorKind::MissingRows,
                message: format!(
                    "expected 9 rows of 9 characters, found {} before the end of input",
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

    fn rows(line: &str) -> String {
        (0..9)
            .map(|r| format!("{}\n", &line[r * 9..r * 9 + 9]))
            .collect()
    }

    #[test]
    fn solves_a_dotted_grid_into_rows_of_digits() {
        let (out, log, result) = run_in_memory(&rows(puzzles::ACWING166));
        assert_eq!(
            (out.as_str(), log.as_str(), result),
            (&*rows(puzzles::ACWING166_SOLVED), "", Ok(()))
        );
    }

    #[test]
    fn several_grids_crlf_and_zeros_and_one_printed_back() {
        let clash = puzzles::ACWING166.replacen('.', "4", 1);
        let input = format!(
            "{}\r\n{}",
            rows(&puzzles::ACWING166.replace('.', "0")).replace('\n', "\r\n"),
            rows(&clash)
        );
        let (out, log, result) = run_in_memory(&input);
        assert_eq!(
            out,
            format!("{}{}", rows(puzzles::ACWING166_SOLVED), rows(&clash))
        );
        assert_eq!(log, "note: case 2: no solution; printed as given\n");
        assert_eq!(result, Ok(()));
    }

    #[test]
    fn a_bad_row_or_a_short_grid_is_located() {
        let good = rows(puzzles::ACWING166);
        let (out, _, result) = run_in_memory(&format!("{}{}", good, good.replacen('.', "x", 1)));
        assert_eq!(out, rows(puzzles::ACWING166_SOLVED));
        assert_eq!(
            result,
            Err("case 2, line 10: expected 1-9 or '.', found 'x' at column 2".to_string())
        );
        let (_, _, result) = run_in_memory("");
        assert_eq!(
            result,
            Err(
                "case 1, line 1: expected 9 rows of 9 characters, found 0 before the end of input"
                    .to_string()
            )
        );
        let (_, _, result) = run_in_memory(&good[..30]);
        assert_eq!(
            result,
            Err(
                "case 1, line 3: expected 9 rows of 9 characters, found 3 before the end of input"
                    .to_string()
            )
        );
        // A row cut short, or one long line, is the fault named rather than the rows missing.
        let (_, _, result) = run_in_memory(&good[..25]);
        let message = "case 1, line 3: expected 9 characters 1-9 or '.', found 5";
        assert_eq!(result, Err(message.to_string()));
        let (_, _, result) = run_in_memory(&".".repeat(100_000));
        let message = "case 1, line 1: expected 9 characters 1-9 or '.', found 100000";
        assert_eq!(result, Err(message.to_string()));
    }
}
