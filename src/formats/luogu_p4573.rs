//! The Luogu P4573 format: 15 lines of signs between side-by-side cells of each box, band by
//! band: a row's 6 signs `<`/`>` (two per box), the 9 signs `^`/`v` between it and the next
//! row, and so on (lines 1, 3, 5 of each band are rows). `<` and `^` say the left or upper cell
//! is the smaller. The answer: the solution as 9 lines of 9 digits separated by spaces.

use crate::engines::inequality::{Inequality, Less};
use crate::io::stdio::Failure;
use crate::io::text::{ErrorKind, InputError};
use std::io::Write;

/// Signs in one puzzle.
pub const SIGNS: usize = 108;

/// Answers every puzzle of `input` (the judge sends one): its solution, or, where it has none,
/// nothing but a note; where it has several, the first the search finds, with a note.
pub fn solve_all(input: &str, out: &mut dyn Write, log: &mut dyn Write) -> Result<(), Failure> {
    let mut symbols = symbols(input).peekable();
    let mut case = 0;
    // A judge sends one puzzle: an input without one is cut short.
    while case == 0 || symbols.peek().is_some() {
        case += 1;
        let signs = read_signs(input, &mut symbols, case)?;
        let mut first = None;
        let searched = Inequality::search(&signs, 2, &mut |solution| {
            first.get_or_insert(*solution);
        });
        match first {
            Some(solution) => {
                // Digits separated by spaces, a row a line, in one write.
                let mut text = [b' '; 162];
                for (cell, &digit) in solution.digits().iter().enumerate() {
                    text[2 * cell] = b'0' + digit;
                    if cell % 9 == 8 {
                        text[2 * cell + 1] = b'\n';
                    }
                }
                out.write_all(&text)?;
                if searched.solutions > 1 {
                    let _ = writeln!(log, "note: case {}: several solutions; printed one", case);
                }
            }
            None => {
                let _ = writeln!(log, "note: case {}: no solution; nothing printed", case);
            }
        }
    }
    Ok(())
}

/// The characters of `input` that are not whitespace, with their line numbers (a BOM skipped).
fn symbols(input: &str) -> impl Iterator<Item = (usize, char)> + '_ {
    input
        .trim_start_matches('\u{feff}')
        .lines()
        .enumerate()
        .flat_map(|(i, line)| {
            line.chars()
                .filter(|c| !c.is_whitespace())
                .map(move |c| (i + 1, c))
        })
}

/// The cells of sign `k` of a puzzle (in the input's order): the first (left or upper), the
/// second, and whether it is written `<`/`>` (else `^`/`v`).
fn sign_cells(k: usize) -> (usize, usize, bool) {
    let (band, at) = (k / 36, k % 36);
    // Lines of a band: a row's 6, 9 between rows, a row's 6, 9 between rows, a row's 6.
    let (line, i) = match at {
        0..=5 => (0, at),
        6..=14 => (1, at - 6),
        15..=20 => (2, at - 15),
        21..=29 => (3, at - 21),
        _ => (4, at - 30),
    };
    let row = band * 3 + line / 2;
    if line % 2 == 0 {
        let column = i / 2 * 3 + i % 2;
        (row * 9 + column, row * 9 + column + 1, true)
    } else {
        (row * 9 + i, row * 9 + i + 9, false)
    }
}

/// Reads the 108 signs of case `case`.
fn read_signs(
    input: &str,
    symbols: &mut dyn Iterator<Item = (usize, char)>,
    case: usize,
) -> Result<Vec<Less>, InputError> {
    let mut signs = Vec::with_capacity(SIGNS);
    for k in 0..SIGNS {
        let (first, second, across) = sign_cells(k);
        let (smaller, larger) = if across { ('<', '>') } else { ('^', 'v') };
        let (line, symbol) = symbols.next().ok_or_else(|| InputError {
            case: Some(case),
            line: input.lines().count().max(1),
            kind: ErrorKind::MissingRows,
            message: format!(
                "expected {} signs (15 lines), found {} before the end of input",
                SIGNS, k
            ),
        })?;
        let (a, b) = if symbol == smaller {
            (first, second)
        } else if symbol == larger {
            (second, first)
        } else {
            let between = if across { "in a row" } else { "between rows" };
            return Err(InputError {
                case: Some(case),
                line,
                kind: ErrorKind::Symbol,
                message: format!(
                    "expected '{}' or '{}' (sign {} of 108, {}), found {:?}",
                    smaller,
                    larger,
                    k + 1,
                    between,
                    symbol
                ),
            });
        };
        signs.push(Less {
            smaller: a as u8,
            larger: b as u8,
        });
    }
    Ok(signs)
}

#[cfg(test)]
mod tests {
    use super::*;
    use oj_sudoku_testkit::inequality as oracle;

    fn run_in_memory(input: &str) -> (String, String, Result<(), String>) {
        crate::io::stdio::run_in_memory(solve_all, input)
    }

    fn spaced(digits: &[u8]) -> String {
        digits
            .chunks(9)
            .map(|row| {
                let cells: Vec<String> = row.iter().map(|d| d.to_string()).collect();
                format!("{}\n", cells.join(" "))
            })
            .collect()
    }

    #[test]
    fn signs_are_read_in_the_statements_order() {
        for (k, &(a, b)) in oracle::pairs().iter().enumerate() {
            let (first, second, _) = sign_cells(k);
            assert_eq!((first, second), (a, b), "sign {}", k);
        }
    }

    #[test]
    fn a_unique_puzzle_is_answered_spaced_however_its_signs_are_spaced() {
        let mut rng = crate::testing::Rng::new(7);
        let (signs, grid) = oracle::unique_puzzle(&mut rng, |s, limit| {
            let less: Vec<Less> = oracle::less_pairs(s)
                .iter()
                .map(|&(a, b)| Less {
                    smaller: a as u8,
                    larger: b as u8,
                })
                .collect();
            Inequality::search(&less, limit, &mut |_| {}).solutions
        });
        let text = oracle::render(&signs);
        let (out, log, result) = run_in_memory(&text);
        assert_eq!(
            (out.as_str(), log.as_str(), result),
            (&*spaced(&grid), "", Ok(()))
        );
        // Packed as UVa 11570 writes them, with CRLF and trailing spaces: the same.
        let packed = text.replace(' ', "").replace('\n', " \r\n");
        assert_eq!(run_in_memory(&packed).0, spaced(&grid));
    }

    #[test]
    fn no_solution_or_several_are_noted() {
        // Every sign `<`/`^`: row 1 of box 1 needs a < b < c, column 1 a < d < g, … possible?
        // The oracle says how many; the program must agree and say so.
        let all_smaller = vec![1u8; 108];
        let expected = oracle::solve(&all_smaller, 2).count;
        let (out, log, result) = run_in_memory(&oracle::render(&all_smaller));
        assert_eq!(result, Ok(()));
        match expected {
            0 => assert_eq!(
                (out.as_str(), log.as_str()),
                ("", "note: case 1: no solution; nothing printed\n")
            ),
            1 => assert_eq!(log, ""),
            _ => assert_eq!(log, "note: case 1: several solutions; printed one\n"),
        }
        let mut reversed = oracle::render(&all_smaller);
        reversed = reversed.replacen('<', ">", 1);
        let (_, _, result) = run_in_memory(&reversed);
        assert_eq!(result, Ok(()));
    }

    #[test]
    fn a_wrong_sign_or_a_short_puzzle_is_located() {
        let text = oracle::render(&[1u8; 108]);
        let (out, _, result) = run_in_memory(&text.replacen('^', "<", 1));
        assert_eq!(out, "");
        assert_eq!(
            result,
            Err(
                "case 1, line 2: expected '^' or 'v' (sign 7 of 108, between rows), found '<'"
                    .to_string()
            )
        );
        let (_, _, result) = run_in_memory(&text[..20]);
        assert_eq!(
            result,
            Err(
                "case 1, line 2: expected 108 signs (15 lines), found 10 before the end of input"
                    .to_string()
            )
        );
        let (_, _, result) = run_in_memory("\n \n");
        assert_eq!(
            result,
            Err(
                "case 1, line 2: expected 108 signs (15 lines), found 0 before the end of input"
                    .to_string()
            )
        );
    }
}
