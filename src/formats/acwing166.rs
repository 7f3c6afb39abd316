//! The AcWing 166 / POJ 3074 format: one puzzle per line, 81 characters, until a line `end`;
//! each answer one 81-character line.

use crate::board::shape::Box3;
use crate::engines::Engine;
use crate::io::stdio::Failure;
use crate::io::text::{lines, read_line_grid, write_answer, Symbols};
use std::io::Write;

/// How this format writes cells.
pub const SYMBOLS: Symbols = Symbols::new("123456789", '.', "0", "1-9 or '.'");

/// Answers every puzzle line of `input` up to `end` (or the end of input) with engine `E`.
pub fn solve_all<E: Engine<Box3>>(
    input: &str,
    out: &mut dyn Write,
    log: &mut dyn Write,
) -> Result<(), Failure> {
    let mut case = 0;
    for (line, text) in lines(input) {
        if text == "end" {
            break;
        }
        if text.is_empty() {
            continue;
        }
        case += 1;
        let given = [(line, text)];
        let grid = read_line_grid::<Box3>(case, &given, &SYMBOLS)?;
        write_answer(
            out,
            log,
            case,
            &given,
            E::solve(&grid).ok().as_ref(),
            &SYMBOLS,
            81,
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

    const PUZZLE: &str = puzzles::ACWING166;
    const SOLUTION: &str = puzzles::ACWING166_SOLVED;

    #[test]
    fn answers_each_line_until_end() {
        let input = format!("{}\n{}\nend\n{}\n", PUZZLE, PUZZLE, PUZZLE);
        let (out, log, result) = run_in_memory(&input);
        assert_eq!(out, format!("{}\n{}\n", SOLUTION, SOLUTION));
        assert_eq!((log.as_str(), result), ("", Ok(())));
    }

    #[test]
    fn tolerates_crlf_spaces_zeros_and_a_missing_end() {
        let input = format!("  {} \r\n\r\n{}", PUZZLE.replace('.', "0"), PUZZLE);
        let (out, _, result) = run_in_memory(&input);
        assert_eq!(out, format!("{}\n{}\n", SOLUTION, SOLUTION));
        assert_eq!(result, Ok(()));
    }

    #[test]
    fn unsolvable_puzzle_is_echoed_with_a_note() {
        let clash = format!("55{}", &PUZZLE[2..]);
        let (out, log, result) = run_in_memory(&format!("{}\n{}\nend\n", clash, PUZZLE));
        assert_eq!(out, format!("{}\n{}\n", clash, SOLUTION));
        assert_eq!(log, "note: case 1: no solution; printed as given\n");
        assert_eq!(result, Ok(()));
    }

    #[test]
    fn malformed_line_stops_after_answering_the_ones_before() {
        let input = format!("{}\n{}\nend\n", PUZZLE, &PUZZLE[1..]);
        let (out, _, result) = run_in_memory(&input);
        assert_eq!(out, format!("{}\n", SOLUTION));
        assert_eq!(
            result,
            Err("case 2, line 2: expected 81 characters 1-9 or '.', found 80".to_string())
        );
        // Line ends mixed: two puzzles after LF ended by CR alone read as one line, said so.
        let input = format!("{}\n{}\r{}\r", PUZZLE, PUZZLE, PUZZLE);
        let (out, _, result) = run_in_memory(&input);
        assert_eq!(out, format!("{}\n", SOLUTION));
        let message = "case 2, line 2: expected 81 characters 1-9 or '.', found 163 \
                       (a CR alone inside: mixed line ends?)";
        assert_eq!(result, Err(message.to_string()));
    }
}
