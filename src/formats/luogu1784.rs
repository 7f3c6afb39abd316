//! The Luogu P1784 format: a spaced grid in, its solution out, laid out the same way.

use crate::board::shape::Box3;
use crate::engines::Engine;
use crate::formats::spaced::{each_grid, SPACED};
use crate::io::stdio::Failure;
use crate::io::text::{write_spaced, write_tokens};
use std::io::Write;

/// Answers every grid of 81 digits in `input` (the judge sends one) with engine `E`.
pub fn solve_all<E: Engine<Box3>>(
    input: &str,
    out: &mut dyn Write,
    log: &mut dyn Write,
) -> Result<(), Failure> {
    each_grid(input, true, &mut |case, grid, text| {
        match E::solve(&grid) {
            Ok(solution) => write_spaced(out, &solution, &SPACED)?,
            Err(_) => {
                let _ = writeln!(log, "note: case {}: no solution; printed as given", case);
                write_tokens(out, text, 9)?;
            }
        }
        Ok(())
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engines::bitboard9::Bitboard9;
    use crate::testing::{self as puzzles};

    fn spaced(digits: &str) -> String {
        let cells: Vec<String> = digits.chars().map(|c| c.to_string()).collect();
        cells
            .chunks(9)
            .map(|row| format!("{}\n", row.join(" ")))
            .collect()
    }

    fn run_in_memory(input: &str) -> (String, String, Result<(), String>) {
        crate::io::stdio::run_in_memory(solve_all::<Bitboard9>, input)
    }

    #[test]
    fn answers_a_spaced_grid_in_the_same_layout() {
        let puzzle = spaced(&puzzles::ACWING166.replace('.', "0"));
        let (out, log, result) = run_in_memory(&puzzle);
        assert_eq!(out, spaced(puzzles::ACWING166_SOLVED));
        assert_eq!((log.as_str(), result), ("", Ok(())));
    }

    #[test]
    fn a_short_grid_or_a_bad_digit_is_located() {
        let puzzle = spaced(&puzzles::ACWING166.replace('.', "0"));
        let (out, _, result) = run_in_memory(&puzzle[..40]);
        assert_eq!(out, "");
        assert_eq!(
            result,
            Err("case 1, line 3: expected 81 digits, found 20 before the end of input".to_string())
        );
        let (_, _, result) = run_in_memory(&puzzle.replacen("4", "x", 1));
        assert_eq!(
            result,
            Err("case 1, line 1: expected 0-9, found 'x' at column 1".to_string())
        );
    }
}
