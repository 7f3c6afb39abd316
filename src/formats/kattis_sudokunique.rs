//! The Kattis sudokunique format: boards of 9 lines of 9 digits separated by spaces (`0`
//! erased), a blank line between boards; for each, its solution laid out the same way if it
//! has exactly one, `Non-unique` if it has several, `Find another job` if it has none, with a
//! blank line between answers.

use crate::board::shape::Box3;
use crate::engines::Engine;
use crate::formats::spaced::{each_grid, SPACED};
use crate::io::stdio::Failure;
use crate::io::text::write_spaced;
use std::io::Write;

/// Classifies every board of `input` with engine `E`, counting its solutions up to 2.
pub fn classify_all<E: Engine<Box3>>(
    input: &str,
    out: &mut dyn Write,
    _log: &mut dyn Write,
) -> Result<(), Failure> {
    each_grid(input, false, &mut |case, grid, _| {
        if case > 1 {
            out.write_all(b"\n")?;
        }
        let mut first = None;
        let searched = E::search(&grid, 2, 1, &mut |solution| first = Some(*solution));
        match (searched.solutions, first) {
            (1, Some(solution)) => write_spaced(out, &solution, &SPACED)?,
            (0, _) => out.write_all(b"Find another job\n")?,
            _ => out.write_all(b"Non-unique\n")?,
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

    #[test]
    fn unique_several_and_none_with_a_blank_line_between() {
        let unique = spaced(&puzzles::ACWING166.replace('.', "0"));
        let several = spaced(&"0".repeat(81));
        let none = unique.replacen("4 0", "4 4", 1);
        let input = format!("{}\n{}\n{}", unique, several, none);
        let (out, log, result) = crate::io::stdio::run_in_memory(classify_all::<Bitboard9>, &input);
        assert_eq!(
            out,
            format!(
                "{}\nNon-unique\n\nFind another job\n",
                spaced(puzzles::ACWING166_SOLVED)
            )
        );
        assert_eq!((log.as_str(), result), ("", Ok(())));
    }
}
