//! The Luogu P1074 format: a grid as 9 lines of 9 digits separated by spaces, `0` empty; the
//! answer one number, the highest score over all solutions, or `-1` when there is none.

use crate::engines::best_score::best_score;
use crate::formats::spaced::each_grid;
use crate::io::stdio::Failure;
use std::io::Write;

/// Answers every grid of 81 digits in `input` (the judge sends one).
pub fn best_scores(input: &str, out: &mut dyn Write, _log: &mut dyn Write) -> Result<(), Failure> {
    each_grid(input, true, &mut |_, grid, _| {
        match best_score(&grid) {
            Some(score) => writeln!(out, "{}", score)?,
            None => writeln!(out, "-1")?,
        }
        Ok(())
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    const SAMPLE: &str = "7 0 0 9 0 0 0 0 1\n1 0 0 0 0 5 9 0 0\n0 0 0 2 0 0 0 8 0\n0 0 5 0 2 0 0 0 3\n0 0 0 0 0 0 6 4 8\n4 1 3 0 0 0 0 0 0\n0 0 7 0 0 2 0 9 0\n2 0 1 0 6 0 8 0 4\n0 8 0 5 0 4 0 1 2\n";

    #[test]
    fn answers_the_official_sample_and_minus_one_without_a_solution() {
        let run = |input: &str| crate::io::stdio::run_in_memory(best_scores, input);
        assert_eq!(run(SAMPLE), ("2829\n".to_string(), String::new(), Ok(())));
        let clash = SAMPLE.replacen("7 0 0", "7 7 0", 1);
        assert_eq!(run(&clash).0, "-1\n");
    }
}
