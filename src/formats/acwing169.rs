//! The AcWing 169 / POJ 3076 format: 16×16 puzzles as 16 lines of `A`-`P` and `-`, separated
//! by blank lines; each answer in the same form followed by a blank line.

use crate::board::shape::Box4;
use crate::engines::Engine;
use crate::io::stdio::Failure;
use crate::io::text::{lines, read_line_grid, write_answer, ErrorKind, InputError, Symbols};
use std::io::Write;

/// How this format writes cells.
pub const SYMBOLS: Symbols = Symbols::new("ABCDEFGHIJKLMNOP", '-', "", "A-P or '-'");

/// Answers every block of 16 rows in `input` with engine `E`.
pub fn solve_all<E: Engine<Box4>>(
    input: &str,
    out: &mut dyn Write,
    log: &mut dyn Write,
) -> Result<(), Failure> {
    let mut lines = lines(input).peekable();
    let mut case = 0;
    loop {
        while lines.peek().map_or(false, |&(_, text)| text.is_empty()) {
            lines.next();
        }
        if lines.peek().is_none() {
            return Ok(());
        }
        case += 1;
        let mut rows = Vec::with_capacity(16);
        while rows.len() < 16 {
            match lines.peek() {
                Some(&(line, text)) if !text.is_empty() => {
                    rows.push((line, text));
                    lines.next();
                }
                _ => break,
            }
        }
        let found = rows.len();
        if found < 16 {
            let line = rows.last().map_or(0, |&(line, _)| line);
            // A bad row is the more useful fault to name: the missing ones are read as empty.
            rows.resize(16, (0, "----------------"));
            read_line_grid::<Box4>(case, &rows, &SYMBOLS)?;
            return Err(InputError {
                case: Some(case),
                line,
                kind: ErrorKind::MissingRows,
                message: format!("expected 16 rows, found {}", found),
            }
            .into());
        }
        let grid = read_line_grid::<Box4>(case, &rows, &SYMBOLS)?;
        write_answer(
            out,
            log,
            case,
            &rows,
            E::solve(&grid).ok().as_ref(),
            &SYMBOLS,
            16,
        )?;
        writeln!(out)?;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engines::bitboard16::Bitboard16;
    use crate::testing::{self as puzzles};

    fn run_in_memory(input: &str) -> (String, String, Result<(), String>) {
        crate::io::stdio::run_in_memory(solve_all::<Bitboard16>, input)
    }

    const PUZZLE: &str = puzzles::ACWING169;
    const SOLUTION: &str = puzzles::ACWING169_SOLVED;

    #[test]
    fn answers_the_official_sample_with_a_blank_line_after_each_case() {
        let (out, log, result) = run_in_memory(&format!("{}\n{}", PUZZLE, PUZZLE));
        assert_eq!(out, format!("{}\n{}\n", SOLUTION, SOLUTION));
        assert_eq!((log.as_str(), result), ("", Ok(())));
    }

    #[test]
    fn tolerates_crlf_several_blank_lines_and_no_final_newline() {
        let input = format!(
            "\r\n{}\r\n\r\n\r\n{}",
            PUZZLE.replace('\n', " \r\n"),
            PUZZLE.trim_end()
        );
        let (out, _, result) = run_in_memory(&input);
        assert_eq!(out, format!("{}\n{}\n", SOLUTION, SOLUTION));
        assert_eq!(result, Ok(()));
    }

    #[test]
    fn unsolvable_puzzle_is_echoed_with_a_note() {
        let clash = PUZZLE.replacen("--A-", "A-A-", 1);
        let (out, log, result) = run_in_memory(&clash);
        assert_eq!(out, format!("{}\n", clash));
        assert_eq!(log, "note: case 1: no solution; printed as given\n");
        assert_eq!(result, Ok(()));
    }

    #[test]
    fn short_row_and_truncated_case_are_errors_after_earlier_answers() {
        let short = PUZZLE.replacen("-J--A-B-P-CGF-H-", "-J--A-B-P-CGF-H", 1);
        let (out, _, result) = run_in_memory(&format!("{}\n{}", PUZZLE, short));
        assert_eq!(out, format!("{}\n", SOLUTION));
        assert_eq!(
            result,
            Err("case 2, line 19: expected 16 characters A-P or '-', found 15".to_string())
        );

        let truncated: String = PUZZLE.lines().take(5).map(|l| format!("{}\n", l)).collect();
        let (_, _, result) = run_in_memory(&format!("{}\n{}", PUZZLE, truncated));
        assert_eq!(
            result,
            Err("case 2, line 22: expected 16 rows, found 5".to_string())
        );
    }

    #[test]
    fn a_bad_row_in_a_case_cut_short_is_named_before_the_shortfall() {
        // One long line (or the whole input on one line), and garbage after a case.
        let (_, _, result) = run_in_memory(&"A".repeat(100_000));
        let message = "case 1, line 1: expected 16 characters A-P or '-', found 100000";
        assert_eq!(result, Err(message.to_string()));
        let (out, _, result) = run_in_memory(&format!("{}\nhello world\n", PUZZLE));
        assert_eq!(out, format!("{}\n", SOLUTION));
        let message = "case 2, line 18: expected 16 characters A-P or '-', found 11";
        assert_eq!(result, Err(message.to_string()));
        // A case with line ends CR alone after one with LF: one long line, said so.
        let input = format!("{}\n{}", PUZZLE, PUZZLE.replace('\n', "\r"));
        let (out, _, result) = run_in_memory(&input);
        assert_eq!(out, format!("{}\n", SOLUTION));
        let message = "case 2, line 18: expected 16 characters A-P or '-', found 271 \
                       (a CR alone inside: mixed line ends?)";
        assert_eq!(result, Err(message.to_string()));
    }

    #[test]
    fn lowercase_letters_are_rejected() {
        let lower = PUZZLE.replacen("--A-", "--a-", 1);
        let (_, _, result) = run_in_memory(&lower);
        assert_eq!(
            result,
            Err("case 1, line 1: expected A-P or '-', found 'a' at column 3".to_string())
        );
    }
}
