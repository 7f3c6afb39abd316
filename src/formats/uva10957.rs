//! The UVa 10957 format: spaced 9×9 grids in, a `Case N: VERDICT.` line out for each.
//!
//! # Technique
//! Classification (format `uva10957`): the check first (repeated givens are `Illegal`, though
//! also impossible), then a search stopped at its second solution.

use crate::board::rules::first_repeat;
use crate::board::shape::Box3;
use crate::engines::Engine;
use crate::formats::spaced::each_grid;
use crate::io::stdio::Failure;
use std::io::Write;

/// Classifies every grid of `input` with engine `E`.
pub fn classify_all<E: Engine<Box3>>(
    input: &str,
    out: &mut dyn Write,
    _log: &mut dyn Write,
) -> Result<(), Failure> {
    each_grid(input, false, &mut |case, grid, _| {
        let verdict = if first_repeat(&grid).is_some() {
            "Illegal"
        } else {
            match E::search(&grid, 2, 0, &mut |_| {}).solutions {
                0 => "Impossible",
                1 => "Unique",
                _ => "Ambiguous",
            }
        };
        writeln!(out, "Case {}: {}.", case, verdict)?;
        Ok(())
    })
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
    fn the_four_verdicts_in_the_statements_order() {
        let unique = spaced(&puzzles::ACWING166.replace('.', "0"));
        let several = spaced(&"0".repeat(81));
        let clash = unique.replacen("4 0", "4 4", 1);
        // A 9 in the last cell of row 1, a column with a 9 below it: no clash, no solution.
        let none = "12345678".to_string() + &"0".repeat(72) + "9";
        let input = format!("{}\n{}\n{}\n{}", unique, several, clash, spaced(&none));
        let (out, log, result) = run_in_memory(classify_all::<Bitboard9>, &input);
        assert_eq!(
            out,
            "Case 1: Unique.\nCase 2: Ambiguous.\nCase 3: Illegal.\nCase 4: Impossible.\n"
        );
        assert_eq!((log.as_str(), result), ("", Ok(())));
    }
}
