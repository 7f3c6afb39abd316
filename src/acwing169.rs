//! AcWing 169 数独2 — the same problem as POJ 3076 "Sudoku" (SEERC 2006), UVa 1309,
//! LA 2659 and ZOJ 3122.
//!   https://www.acwing.com/problem/content/171/   http://poj.org/problem?id=3076
//!
//! Input: 16×16 puzzles with 4×4 boxes, each as 16 lines of 16 characters, `A`-`P` a given and
//! `-` an empty cell; cases are separated by a blank line and end at the end of input.
//! Output: each solution as 16 lines in the same format, followed by one blank line (also after
//! the last case, as AcWing's statement asks). Every puzzle has exactly one solution.
//! Limits: 2 s, 64 MB.
//!
//! Technique: each letter's possible places kept as bitboards, one 64-bit word per band of four
//! rows. Within a band a letter's four rows must take the four boxes in some order, and within a
//! stack its four bands the four columns; a few dozen word operations per band apply both rules
//! (every hidden single and locked candidate). Naked singles come from counting the sixteen
//! bitboards at once. Then depth-first search, guessing on a two-candidate cell with the most open
//! peers, or else on the tightest cell or row. See `mod bitboard16` below.
//!
//! Beyond the judge's input, this program also takes: CRLF line endings, spaces around a line,
//! several blank lines between cases (or none at the end of input). A puzzle with no solution is
//! printed back as given (with a note on stderr). Malformed input (a row that is not 16 of
//! `A`-`P` and `-`, a case cut short) stops the program after the cases before it are answered:
//! `error: case N, line L: ...` on stderr, exit status 1.
//!
//! Submit: this whole file.

use crate::bitboard16::solve;
use crate::engine::Engine;
use crate::shape::Box4;
use crate::stdio::{run, Failure};
use crate::text::{lines, read_grid, write_answer, InputError, Symbols};
use std::io::Write;

const SYMBOLS: Symbols = Symbols::new("ABCDEFGHIJKLMNOP", '-', "", "A-P or '-'");

pub fn main() {
    std::process::exit(run(solve_all));
}

/// Answers every block of 16 rows in `input`.
pub fn solve_all(input: &str, out: &mut dyn Write, log: &mut dyn Write) -> Result<(), Failure> {
    solve_all_with(input, out, log, solve)
}

/// [`solve_all`] with another engine (the dancing-links solution uses this format too).
pub fn solve_all_with(
    input: &str,
    out: &mut dyn Write,
    log: &mut dyn Write,
    engine: Engine<Box4>,
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
        if rows.len() < 16 {
            return Err(InputError {
                case: Some(case),
                line: rows.last().map_or(0, |&(line, _)| line),
                message: format!("expected 16 rows, found {}", rows.len()),
            }
            .into());
        }
        let grid = read_grid::<Box4>(case, &rows, &SYMBOLS)?;
        write_answer(
            out,
            log,
            case,
            &rows,
            engine(&grid).ok().as_ref(),
            &SYMBOLS,
            16,
        )?;
        writeln!(out)?;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run_in_memory(input: &str) -> (String, String, Result<(), String>) {
        crate::stdio::run_in_memory(solve_all, input)
    }

    const PUZZLE: &str = "--A----C-----O-I\n-J--A-B-P-CGF-H-\n--D--F-I-E----P-\n-G-EL-H----M-J--\n\
        ----E----C--G---\n-I--K-GA-B---E-J\nD-GP--J-F----A--\n-E---C-B--DP--O-\nE--F-M--D--L-K-A\n\
        -C--------O-I-L-\nH-P-C--F-A--B---\n---G-OD---J----H\nK---J----H-A-P-L\n--B--P--E--K--A-\n\
        -H--B--K--FI-C--\n--F---C--D--H-N-\n";
    const SOLUTION: &str =
        "FPAHMJECNLBDKOGI\nOJMIANBDPKCGFLHE\nLNDKGFOIJEAHMBPC\nBGCELKHPOFIMAJDN\n\
        MFHBELPOACKJGNID\nCILNKDGAHBMOPEFJ\nDOGPIHJMFNLECAKB\nJEKAFCNBGIDPLHOM\nEBOFPMIJDGHLNKCA\n\
        NCJDHBAEKMOFIGLP\nHMPLCGKFIAENBDJO\nAKIGNODLBPJCEFMH\nKDEMJIFNCHGAOPBL\nGLBCDPMHEONKJIAF\n\
        PHNOBALKMJFIDCEG\nIAFJOECGLDPBHMNK\n";

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
    fn lowercase_letters_are_rejected() {
        let lower = PUZZLE.replacen("--A-", "--a-", 1);
        let (_, _, result) = run_in_memory(&lower);
        assert_eq!(
            result,
            Err("case 1, line 1: expected A-P or '-', found 'a' at column 3".to_string())
        );
    }
}
