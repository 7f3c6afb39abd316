//! The COCI 2023/24 #1 "Sudoku" format (DMOJ coci23c1p1, Luogu P9903): a partial grid drawn in
//! 13 lines of 13 characters, its boxes framed by `+`, `-` and `|`, `.` an empty cell; the answer
//! `GRESKA` ("mistake") if a row, column or box holds a digit twice, else `OK`.
//!
//! ```text
//!   +---+---+---+      lines 1, 5, 9 and 13: the frame
//!   |52.|...|.81|      other lines: `|`, three cells, `|`, three cells, `|`, three cells, `|`
//! ```

use crate::board::grid::Grid;
use crate::board::rules::first_repeat;
use crate::board::shape::Box3;
use crate::io::stdio::Failure;
use crate::io::text::{lines, quoted, ErrorKind, InputError};
use std::io::Write;

/// A line of the frame.
const FRAME: &str = "+---+---+---+";

/// Answers every framed grid of `input` (the judge sends one; blank lines between grids are
/// skipped).
pub fn check_all(input: &str, out: &mut dyn Write, _log: &mut dyn Write) -> Result<(), Failure> {
    let mut lines = lines(input)
        .filter(|&(_, text)| !text.is_empty())
        .peekable();
    let mut case = 0;
    // A judge sends one grid: an input without one is cut short.
    while case == 0 || lines.peek().is_some() {
        case += 1;
        let picture: Vec<(usize, &str)> = lines.by_ref().take(13).collect();
        let grid = read_picture(input, case, &picture)?;
        let verdict = match first_repeat(&grid) {
            Some(_) => "GRESKA",
            None => "OK",
        };
        writeln!(out, "{}", verdict)?;
    }
    Ok(())
}

/// Reads the grid drawn in `picture` (up to 13 lines, with their numbers).
fn read_picture(
    input: &str,
    case: usize,
    picture: &[(usize, &str)],
) -> Result<Grid<Box3>, InputError> {
    let error = |line, kind, message| InputError {
        case: Some(case),
        line,
        kind,
        message,
    };
    let mut grid = Grid::empty();
    let mut row = 0;
    for (i, &(line, text)) in picture.iter().enumerate() {
        if i % 4 == 0 {
            if text != FRAME {
                let message = format!(
                    "expected the frame line {:?}, found {}",
                    FRAME,
                    quoted(text)
                );
                return Err(error(line, ErrorKind::Symbol, message));
            }
            continue;
        }
        let symbols: Vec<char> = text.chars().collect();
        if symbols.len() != 13 {
            let message = format!(
                "expected 13 characters: `|`, then three times 3 cells (1-9 or '.') and `|`, found {}",
                symbols.len()
            );
            return Err(error(line, ErrorKind::RowLength, message));
        }
        let mut column = 0;
        for (at, &symbol) in symbols.iter().enumerate() {
            if at % 4 == 0 {
                if symbol != '|' {
                    let message = format!("expected '|' at column {}, found {:?}", at + 1, symbol);
                    return Err(error(line, ErrorKind::Symbol, message));
                }
                continue;
            }
            // A digit, or `.` (or `0`) for an empty cell.
            let digit = match symbol {
                '1'..='9' => symbol as u8 - b'0',
                '.' | '0' => 0,
                _ => {
                    let message = format!(
                        "expected 1-9 or '.' at column {}, found {:?}",
                        at + 1,
                        symbol
                    );
                    return Err(error(line, ErrorKind::Symbol, message));
                }
            };
            grid.set(row * 9 + column, digit);
            column += 1;
        }
        row += 1;
    }
    // A bad line is the more useful fault to name, so the shortfall comes last.
    if picture.len() < 13 {
        let line = input.lines().count().max(1);
        let message = format!(
            "expected 13 lines (a framed grid), found {} before the end of input",
            picture.len()
        );
        return Err(error(line, ErrorKind::MissingRows, message));
    }
    Ok(grid)
}

#[cfg(test)]
mod tests {
    use super::*;
    use oj_sudoku_testkit::framed;

    fn run_in_memory(input: &str) -> (String, String, Result<(), String>) {
        crate::io::stdio::run_in_memory(check_all, input)
    }

    fn digits(text: &str) -> Vec<u8> {
        text.bytes().map(|b| b - b'0').collect()
    }

    const SOLVED: &str =
        "417369825632158947958724316825437169791586432346912758289643571573291684164875293";

    #[test]
    fn ok_for_no_repeat_and_greska_for_one_in_a_row_column_or_box() {
        let mut puzzle = digits(SOLVED);
        for cell in (0..81).step_by(2) {
            puzzle[cell] = 0;
        }
        let (out, log, result) = run_in_memory(&framed::render(&puzzle));
        assert_eq!((out.as_str(), log.as_str(), result), ("OK\n", "", Ok(())));
        // Unsolvable but without a repeat is still OK: solvability is not asked.
        let mut stuck = vec![0u8; 81];
        stuck[..8].copy_from_slice(&[1, 2, 3, 4, 5, 6, 7, 8]);
        stuck[80] = 9;
        assert_eq!(run_in_memory(&framed::render(&stuck)).0, "OK\n");
        for (a, b) in [(0, 8), (0, 72), (0, 20)] {
            let mut repeat = vec![0u8; 81];
            repeat[a] = 5;
            repeat[b] = 5;
            assert_eq!(
                run_in_memory(&framed::render(&repeat)).0,
                "GRESKA\n",
                "{} {}",
                a,
                b
            );
        }
    }

    #[test]
    fn grids_one_after_another_with_crlf() {
        let full = framed::render(&digits(SOLVED));
        let mut wrong = digits(SOLVED);
        wrong.swap(0, 1);
        wrong[2] = wrong[1];
        let input = format!("{}\n{}", full, framed::render(&wrong)).replace('\n', "\r\n");
        assert_eq!(run_in_memory(&input).0, "OK\nGRESKA\n");
    }

    #[test]
    fn a_broken_frame_or_cell_is_located() {
        let text = framed::render(&digits(SOLVED));
        let cases = [
            (text.replacen("+---+", "+--+", 1), "line 1: expected the frame line \"+---+---+---+\", found \"+--+---+---+\""),
            (text.replacen("|417|", "|417!", 1), "line 2: expected '|' at column 5, found '!'"),
            (text.replacen("|417|", "|4x7|", 1), "line 2: expected 1-9 or '.' at column 3, found 'x'"),
            (text.replacen("|417|", "|41|", 1), "line 2: expected 13 characters: `|`, then three times 3 cells (1-9 or '.') and `|`, found 12"),
            (text[..42].to_string(), "line 3: expected 13 lines (a framed grid), found 3 before the end of input"),
            // Cut mid-line, or one long line: the line is the fault named, quoted in short.
            (text[..40].to_string(), "line 3: expected 13 characters: `|`, then three times 3 cells (1-9 or '.') and `|`, found 12"),
            ("+".repeat(100_000), "line 1: expected the frame line \"+---+---+---+\", found \"++++++++++++++++++++\"... (100000 characters)"),
            (String::new(), "line 1: expected 13 lines (a framed grid), found 0 before the end of input"),
        ];
        for (input, message) in cases.iter() {
            let (out, _, result) = run_in_memory(input);
            assert_eq!(out, "");
            assert_eq!(result, Err(format!("case 1, {}", message)));
        }
    }
}
