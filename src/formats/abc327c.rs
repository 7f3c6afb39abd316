//! The AtCoder ABC327 C format: a complete grid as 9 lines of 9 digits separated by spaces; the
//! answer `Yes` if every row, column and box holds 1 to 9 once, else `No`.

use crate::board::rules::is_solution;
use crate::formats::spaced::each_grid;
use crate::io::stdio::Failure;
use std::io::Write;

/// Answers every grid of 81 digits in `input` (the judge sends one). A `0` (an empty cell)
/// makes the grid incomplete, so `No`.
pub fn judge_all(input: &str, out: &mut dyn Write, _log: &mut dyn Write) -> Result<(), Failure> {
    each_grid(input, true, &mut |_, grid, _| {
        writeln!(out, "{}", if is_solution(&grid) { "Yes" } else { "No" })?;
        Ok(())
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::{self as puzzles};

    fn spaced(digits: &str) -> String {
        let cells: Vec<String> = digits.chars().map(|c| c.to_string()).collect();
        cells
            .chunks(9)
            .map(|row| format!("{}\n", row.join(" ")))
            .collect()
    }

    #[test]
    fn yes_for_a_solution_no_for_a_repeat_or_a_gap() {
        let run = |input: &str| crate::io::stdio::run_in_memory(judge_all, input).0;
        let solved = puzzles::ACWING166_SOLVED;
        assert_eq!(run(&spaced(solved)), "Yes\n");
        let swapped = format!("{}{}{}", &solved[1..2], &solved[..1], &solved[2..]);
        assert_eq!(run(&spaced(&swapped)), "No\n");
        assert_eq!(run(&spaced(&solved.replacen('4', "0", 1))), "No\n");
    }
}
