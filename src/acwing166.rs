//! AcWing 166 数独 — the same problem as POJ 3074 "Sudoku" (Stanford Local 2006) and
//! OpenJudge/bailian 2984.
//!   https://www.acwing.com/problem/content/168/   http://poj.org/problem?id=3074
//!
//! Input: one puzzle per line, 81 characters row by row, `1`-`9` a given and `.` an empty cell;
//! a line `end` ends the input. Output: each puzzle's solution as one 81-character line.
//! Every puzzle has exactly one solution. Limits: 1 s, 64 MB.
//!
//! Technique: each digit's possible places kept as bitboards, 27 bits per band of three rows.
//! Within a band a digit's three rows must take the three boxes in some order, and within a
//! stack its three bands the three columns: two table lookups and a few word operations per band
//! apply both rules, which gives every hidden single and locked candidate; naked singles come from
//! counting the nine bitboards at once. Then depth-first search, guessing on a cell with two
//! candidates. See `mod bitboard9` below.
//!
//! Beyond the judge's input, this program also takes: CRLF line endings, spaces around a line,
//! blank lines, `0` for an empty cell, and a missing `end` line. A puzzle with no solution is
//! printed back as given (with a note on stderr). A malformed line stops the program after the
//! puzzles before it are answered: `error: case N, line L: ...` on stderr, exit status 1.
//!
//! Submit: this whole file.

use crate::bitboard9::solve;
use crate::engine::Engine;
use crate::shape::Box3;
use crate::stdio::{run, Failure};
use crate::text::{lines, read_grid, write_answer, Symbols};
use std::io::Write;

const SYMBOLS: Symbols = Symbols::new("123456789", '.', "0", "1-9 or '.'");

pub fn main() {
    std::process::exit(run(solve_all));
}

/// Answers every puzzle line of `input` up to `end` (or the end of input).
pub fn solve_all(input: &str, out: &mut dyn Write, log: &mut dyn Write) -> Result<(), Failure> {
    solve_all_with(input, out, log, solve)
}

/// [`solve_all`] with another engine (the dancing-links solution uses this format too).
pub fn solve_all_with(
    input: &str,
    out: &mut dyn Write,
    log: &mut dyn Write,
    engine: Engine<Box3>,
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
        let grid = read_grid::<Box3>(case, &given, &SYMBOLS)?;
        write_answer(
            out,
            log,
            case,
            &given,
            engine(&grid).ok().as_ref(),
            &SYMBOLS,
            81,
        )?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run_in_memory(input: &str) -> (String, String, Result<(), String>) {
        crate::stdio::run_in_memory(solve_all, input)
    }

    const PUZZLE: &str =
        "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
    const SOLUTION: &str =
        "417369825632158947958724316825437169791586432346912758289643571573291684164875293";

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
    }
}
