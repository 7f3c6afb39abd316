//! The Codeforces 1335D format: a count t, then t solved grids as 9 lines of 9 digits; for each,
//! the grid with at most 9 cells changed so that every row, column and box repeats a digit.
//!
//! # Technique
//! A construction, not a search (format `cf1335d`): every 2 becomes a 1. A solved grid has
//! exactly one 2 and one 1 in each row, column and box, so each of them then holds two 1s, and
//! exactly 9 cells changed. Input and output go in bulk, one pass each.

use crate::io::stdio::Failure;
use crate::io::text::{read_count, tokens, ErrorKind, InputError, Tokens};
use std::io::Write;

/// Spoils every grid of `input`, reading and writing in bulk (t may be 10⁴).
pub fn spoil_all(input: &str, out: &mut dyn Write, _log: &mut dyn Write) -> Result<(), Failure> {
    let mut tokens = tokens(input);
    let count = read_count(&mut tokens)?;
    let mut text = Vec::with_capacity(count.min(10_000) * 90);
    // The grids before a malformed one are answered all the same.
    let read = spoil_cases(input, &mut tokens, count, &mut text);
    out.write_all(&text)?;
    read
}

/// Appends the spoiled form of `count` grids from `tokens` to `text`.
fn spoil_cases(
    input: &str,
    tokens: &mut Tokens,
    count: usize,
    text: &mut Vec<u8>,
) -> Result<(), Failure> {
    for case in 1..=count {
        for row in 0..9 {
            let (line, token) = tokens.next().ok_or_else(|| InputError {
                case: Some(case),
                line: input.lines().count().max(1),
                kind: ErrorKind::MissingRows,
                message: format!(
                    "expected 9 rows of 9 digits, found {} before the end of input",
                    row
                ),
            })?;
            let bad = |kind, message| InputError {
                case: Some(case),
                line,
                kind,
                message,
            };
            if token.len() != 9 {
                let found = token.chars().count();
                return Err(bad(
                    ErrorKind::RowLength,
                    format!("expected 9 digits 1-9, found {}", found),
                )
                .into());
            }
            if let Some(column) = token.bytes().position(|b| !(b'1'..=b'9').contains(&b)) {
                let found = token[column..].chars().next().unwrap_or('?');
                let message = format!("expected 1-9, found {:?} at column {}", found, column + 1);
                return Err(bad(ErrorKind::Symbol, message).into());
            }
            text.extend(token.bytes().map(|b| if b == b'2' { b'1' } else { b }));
            text.push(b'\n');
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    const SAMPLE: &str = "1\n154873296\n386592714\n729641835\n863725149\n975314628\n412968357\n631457982\n598236471\n247189563\n";

    #[test]
    fn every_two_becomes_a_one() {
        let (out, log, result) = crate::io::stdio::run_in_memory(spoil_all, SAMPLE);
        assert_eq!(out, SAMPLE[2..].replace('2', "1"));
        assert_eq!((log.as_str(), result), ("", Ok(())));
        let (out, _, result) =
            crate::io::stdio::run_in_memory(spoil_all, &SAMPLE.replacen("154", "1a4", 1));
        assert_eq!(out, "");
        assert_eq!(
            result,
            Err("case 1, line 2: expected 1-9, found 'a' at column 2".to_string())
        );
    }
}
