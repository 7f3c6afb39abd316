//! The SPOJ SUDOKU format: a count K, then K 16×16 grids as 16 lines of `A`-`P` and `-`,
//! separated by blank lines; the solutions in the same form, separated by blank lines.

use crate::board::shape::Box4;
use crate::engines::Engine;
use crate::io::stdio::Failure;
use crate::io::text::{
    read_count, read_grid, take_tokens, tokens, write_answer, ErrorKind, InputError, Symbols,
};
use std::io::Write;

/// How this format writes cells.
pub const SYMBOLS: Symbols = Symbols::new("ABCDEFGHIJKLMNOP", '-', "", "A-P or '-'");

/// Reads the count, then answers that many grids with engine `E`.
pub fn solve_all<E: Engine<Box4>>(
    input: &str,
    out: &mut dyn Write,
    log: &mut dyn Write,
) -> Result<(), Failure> {
    let mut tokens = tokens(input);
    let count = read_count(&mut tokens)?;
    for case in 1..=count {
        let mut rows = [(0, ""); 16];
        let found = take_tokens(&mut tokens, &mut rows);
        if found < 16 {
            // Rows missing read as empty: a bad row is named first.
            rows[found..].fill((0, "----------------"));
            read_grid::<Box4>(case, &rows, &SYMBOLS)?;
            return Err(InputError {
                case: Some(case),
                line: input.lines().count().max(1),
                kind: ErrorKind::MissingRows,
                message: format!("expected 16 rows, found {} before the end of input", found),
            }
            .into());
        }
        let grid = read_grid::<Box4>(case, &rows, &SYMBOLS)?;
        if case > 1 {
            writeln!(out)?;
        }
        let solution = E::solve(&grid).ok();
        write_answer(out, log, case, &rows, solution.as_ref(), &SYMBOLS, 16)?;
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
    use crate::engines::bitboard16::Bitboard16;
    use crate::testing::{self as puzzles};

    #[test]
    fn answers_k_grids_with_a_blank_line_between() {
        let input = format!("2\n{}\n{}", puzzles::ACWING169, puzzles::ACWING169);
        let (out, log, result) = crate::io::stdio::run_in_memory(solve_all::<Bitboard16>, &input);
        assert_eq!(
            out,
            format!(
                "{}\n{}",
                puzzles::ACWING169_SOLVED,
                puzzles::ACWING169_SOLVED
            )
        );
        assert_eq!((log.as_str(), result), ("", Ok(())));
    }

    #[test]
    fn a_bad_row_in_a_grid_cut_short_is_named_before_the_shortfall() {
        let run = |input: &str| crate::io::stdio::run_in_memory(solve_all::<Bitboard16>, input);
        let input = format!("2\n{}{}\n", puzzles::ACWING169, "-".repeat(100_000));
        let (out, _, result) = run(&input);
        assert_eq!(out, puzzles::ACWING169_SOLVED);
        let message = "case 2, line 18: expected 16 characters A-P or '-', found 100000";
        assert_eq!(result, Err(message.to_string()));
        let cut = &puzzles::ACWING169[..17 * 3];
        let message = "case 1, line 4: expected 16 rows, found 3 before the end of input";
        assert_eq!(run(&format!("1\n{}", cut)).2, Err(message.to_string()));
    }
}
