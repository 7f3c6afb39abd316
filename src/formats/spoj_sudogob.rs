//! The SPOJ SUDOGOB format: a count, spaced 9×9 grids; for each, its number of solutions, and
//! the solution when it is the only one.
//!
//! # Technique
//! Counting (format `spoj_sudogob`): one search that never stops early, each solution counted
//! as it is met. Repeated givens give 0 at once. A `usize` count cannot overflow within any time
//! limit, though the empty grid's 6.67 × 10²¹ solutions would take the search millennia.

use crate::board::shape::Box3;
use crate::engines::Engine;
use crate::formats::spaced::SPACED;
use crate::io::stdio::Failure;
use crate::io::text::{read_cell_tokens, read_count, tokens, ErrorKind, InputError};
use std::io::Write;

/// Reads the count, then answers that many grids with engine `E`.
pub fn count_all<E: Engine<Box3>>(
    input: &str,
    out: &mut dyn Write,
    log: &mut dyn Write,
) -> Result<(), Failure> {
    let mut tokens = tokens(input);
    let count = read_count(&mut tokens)?;
    for case in 1..=count {
        let grid = match read_cell_tokens::<Box3>(case, &mut tokens, &SPACED, input)? {
            Some((grid, _)) => grid,
            None => {
                return Err(InputError {
                    case: Some(case),
                    line: input.lines().count().max(1),
                    kind: ErrorKind::MissingRows,
                    message: format!("expected {} grids, found {}", count, case - 1),
                }
                .into())
            }
        };
        let mut first = None;
        let searched = E::search(&grid, usize::MAX, 1, &mut |solution| {
            first = Some(*solution);
        });
        writeln!(out, "{}", searched.solutions)?;
        if let (1, Some(solution)) = (searched.solutions, first) {
            // Rows as the input writes them: digits separated by single spaces.
            let mut text = [0u8; 2 * 81];
            for (cell, &digit) in solution.digits().iter().enumerate() {
                text[2 * cell] = SPACED.symbol_byte(digit);
                text[2 * cell + 1] = if cell % 9 == 8 { b'\n' } else { b' ' };
            }
            out.write_all(&text)?;
        }
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
    use crate::io::stdio::run_in_memory;
    use crate::testing::{self as puzzles};

    fn spaced(digits: &str) -> String {
        let cells: Vec<String> = digits.chars().map(|c| c.to_string()).collect();
        cells
            .chunks(9)
            .map(|row| format!("{}\n", row.join(" ")))
            .collect()
    }

    #[test]
    fn one_solution_printed_as_the_input_writes_grids_none_and_several_counted() {
        let unique = spaced(&puzzles::ACWING166.replace('.', "0"));
        let clash = unique.replacen("4 0", "4 4", 1);
        // A full grid less the four corners of a rectangle whose digits may swap: two solutions.
        let solved = puzzles::ACWING166_SOLVED;
        let mut two: Vec<u8> = solved.bytes().collect();
        let corners = (0..81 * 81)
            .map(|pair| (pair / 81, pair % 81))
            .filter(|&(x, y)| x / 9 < y / 9 && x % 9 < y % 9)
            .map(|(x, y)| [x, x / 9 * 9 + y % 9, y / 9 * 9 + x % 9, y])
            .find(|c| two[c[0]] == two[c[3]] && two[c[1]] == two[c[2]])
            .expect("a rectangle of two digits");
        for cell in corners.iter() {
            two[*cell] = b'0';
        }
        let two = String::from_utf8(two).unwrap();
        let input = format!("3\n{}\n{}\n{}", unique, clash, spaced(&two));
        let (out, log, result) = run_in_memory(count_all::<Bitboard9>, &input);
        assert_eq!(out, format!("1\n{}0\n2\n", spaced(solved)));
        assert_eq!((log.as_str(), result), ("", Ok(())));
    }

    #[test]
    fn fewer_grids_than_the_count_is_located_after_the_answers() {
        let unique = spaced(&puzzles::ACWING166.replace('.', "0"));
        let (out, _, result) = run_in_memory(count_all::<Bitboard9>, &format!("2\n{}", unique));
        assert!(out.starts_with("1\n"));
        assert_eq!(
            result,
            Err("case 2, line 10: expected 2 grids, found 1".to_string())
        );
    }
}
