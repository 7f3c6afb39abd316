//! LeetCode's literal form of a board, `[["5","3",".",...],...]`, read and written: the local
//! harness that runs a LeetCode solution as a program.

use crate::io::stdio::{run, run_into, Failure, Format};
use crate::io::text::{ErrorKind, InputError};
use std::io::Write;

/// The environment variable that names a file for the harness's answers.
pub const ANSWERS_FILE: &str = "OJ_SUDOKU_ANSWERS";

/// Runs the harness `format` over standard input. The answers go to standard output, or to
/// the file named by `OJ_SUDOKU_ANSWERS` where that is set: LeetCode judges what a solution
/// returns and ignores what it prints, and the local judge sets the variable so that a
/// solution's own prints cannot mix with its answers.
pub fn run_harness(format: Format) -> i32 {
    let path = match std::env::var_os(ANSWERS_FILE) {
        Some(path) => path,
        None => return run(format),
    };
    match std::fs::File::create(&path) {
        Ok(mut file) => run_into(format, &mut file),
        Err(error) => {
            eprintln!(
                "error: cannot create {}: {}",
                std::path::Path::new(&path).display(),
                error
            );
            1
        }
    }
}

/// The local harness: solves every board literal in `input` with `solve`, printing each on its
/// own line.
pub fn solve_literals(
    input: &str,
    out: &mut dyn Write,
    log: &mut dyn Write,
    solve: fn(&mut Vec<Vec<char>>),
) -> Result<(), Failure> {
    let mut reader = LiteralReader {
        rest: input.trim_start_matches('\u{feff}'),
        line: 1,
    };
    let mut case = 0;
    while reader.skip_whitespace() {
        case += 1;
        let mut board = reader.board()?;
        let given = board.clone();
        solve(&mut board);
        if board == given && board.iter().flatten().any(|&symbol| symbol == '.') {
            let _ = writeln!(
                log,
                "note: case {}: no solution; board left unchanged",
                case
            );
        }
        writeln!(out, "{}", board_literal(&board))?;
    }
    Ok(())
}

/// The local harness of a yes-or-no question about boards: prints `answer(board)`, `true` or
/// `false`, for every board literal in `input`.
pub fn answer_literals(
    input: &str,
    out: &mut dyn Write,
    answer: fn(Vec<Vec<char>>) -> bool,
) -> Result<(), Failure> {
    let mut reader = LiteralReader {
        rest: input.trim_start_matches('\u{feff}'),
        line: 1,
    };
    while reader.skip_whitespace() {
        let board = reader.board()?;
        writeln!(out, "{}", answer(board))?;
    }
    Ok(())
}

/// `board` in LeetCode's literal form: `[["5","3",...],...]`, no spaces.
pub fn board_literal(board: &[Vec<char>]) -> String {
    let mut text = String::with_capacity(4 * 81 + 20);
    text.push('[');
    for (r, row) in board.iter().enumerate() {
        if r > 0 {
            text.push(',');
        }
        text.push('[');
        for (c, &symbol) in row.iter().enumerate() {
            if c > 0 {
                text.push(',');
            }
            text.push('"');
            text.push(symbol);
            text.push('"');
        }
        text.push(']');
    }
    text.push(']');
    text
}

/// A cursor over board literals that knows its line number, for error messages.
struct LiteralReader<'a> {
    rest: &'a str,
    line: usize,
}

impl<'a> LiteralReader<'a> {
    /// Skips whitespace; returns whether anything is left.
    fn skip_whitespace(&mut self) -> bool {
        match self.rest.bytes().next() {
            None => return false,
            Some(b) if !b.is_ascii_whitespace() && b.is_ascii() => return true,
            Some(_) => {}
        }
        let trimmed = self.rest.trim_start();
        self.line += self.rest[..self.rest.len() - trimmed.len()]
            .matches('\n')
            .count();
        self.rest = trimmed;
        !trimmed.is_empty()
    }

    fn error(&self, kind: ErrorKind, message: String) -> InputError {
        InputError {
            case: None,
            line: self.line,
            kind,
            message,
        }
    }

    /// Consumes `expected` (after whitespace) or fails naming what was found instead.
    fn expect(&mut self, expected: char) -> Result<(), InputError> {
        self.skip_whitespace();
        match self.rest.chars().next() {
            Some(found) if found == expected => {
                self.rest = &self.rest[expected.len_utf8()..];
                Ok(())
            }
            Some(found) => Err(self.error(
                ErrorKind::Syntax,
                format!("expected '{}', found {:?}", expected, found),
            )),
            None => Err(self.error(
                ErrorKind::Syntax,
                format!("expected '{}', found the end of input", expected),
            )),
        }
    }

    /// Consumes `,` and returns true, or `close` and returns false.
    fn comma_or(&mut self, close: char) -> Result<bool, InputError> {
        self.skip_whitespace();
        if self.rest.starts_with(',') {
            self.rest = &self.rest[1..];
            return Ok(true);
        }
        self.expect(close).map(|()| false)
    }

    /// One `"c"` cell: a one-character string of `1`-`9` or `.`.
    fn cell(&mut self) -> Result<char, InputError> {
        self.expect('"')?;
        let mut chars = self.rest.chars();
        match (chars.next(), chars.next()) {
            (Some(symbol @ ('1'..='9' | '.')), Some('"')) => {
                self.rest = &self.rest[2..];
                Ok(symbol)
            }
            _ => {
                let shown: String = self
                    .rest
                    .chars()
                    .take_while(|&c| c != '"' && c != '\n')
                    .take(20)
                    .collect();
                Err(self.error(
                    ErrorKind::Syntax,
                    format!(
                        "expected a cell \"1\"-\"9\" or \".\", found \"{}",
                        shown.escape_debug()
                    ),
                ))
            }
        }
    }

    /// One whole board: 9 rows of 9 cells.
    fn board(&mut self) -> Result<Vec<Vec<char>>, InputError> {
        self.expect('[')?;
        let mut board = Vec::with_capacity(9);
        loop {
            self.expect('[')?;
            let mut row = Vec::with_capacity(9);
            loop {
                row.push(self.cell()?);
                if !self.comma_or(']')? {
                    break;
                }
            }
            if row.len() != 9 {
                return Err(self.error(
                    ErrorKind::RowLength,
                    format!("expected rows of 9 cells, found a row of {}", row.len()),
                ));
            }
            board.push(row);
            if !self.comma_or(']')? {
                break;
            }
        }
        if board.len() != 9 {
            return Err(self.error(
                ErrorKind::MissingRows,
                format!("expected 9 rows, found {}", board.len()),
            ));
        }
        Ok(board)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engines::bitboard9::Bitboard9;
    use crate::formats::leetcode37::solve_board;
    use crate::testing::{self as puzzles};

    const BOARD: &str = puzzles::LEETCODE37;
    const SOLVED: &str = puzzles::LEETCODE37_SOLVED;

    #[allow(clippy::ptr_arg)] // the shape of LeetCode's `solve_sudoku`
    fn solve(board: &mut Vec<Vec<char>>) {
        solve_board::<Bitboard9>(board)
    }

    fn run_in_memory(input: &str) -> (String, String, Result<(), String>) {
        crate::io::stdio::run_in_memory(|i, o, l| solve_literals(i, o, l, solve), input)
    }

    fn board(literal: &str) -> Vec<Vec<char>> {
        let mut reader = LiteralReader {
            rest: literal,
            line: 1,
        };
        reader.board().unwrap()
    }

    #[test]
    fn solves_the_official_example_in_place() {
        let mut b = board(BOARD);
        solve(&mut b);
        assert_eq!(board_literal(&b), SOLVED);
    }

    #[test]
    fn leaves_unsolvable_and_misshapen_boards_unchanged() {
        let mut clash = board(BOARD);
        clash[0][2] = '5';
        let before = clash.clone();
        solve(&mut clash);
        assert_eq!(clash, before);
        let mut small = vec![vec!['.'; 4]; 4];
        solve(&mut small);
        assert_eq!(small, vec![vec!['.'; 4]; 4]);
        let mut odd = board(BOARD);
        odd[8][8] = 'x';
        let before = odd.clone();
        solve(&mut odd);
        assert_eq!(odd, before);
    }

    #[test]
    fn harness_reads_literals_with_whitespace_anywhere() {
        let spaced = BOARD.replace(',', " ,\n ").replace('[', "[ ");
        let (out, log, result) = run_in_memory(&format!("{}\r\n{}", spaced, BOARD));
        assert_eq!(out, format!("{}\n{}\n", SOLVED, SOLVED));
        assert_eq!((log.as_str(), result), ("", Ok(())));
    }

    #[test]
    fn harness_notes_an_unsolvable_board_and_prints_it_unchanged() {
        let clash = BOARD.replacen(r#"["5","3","."#, r#"["5","3","5"#, 1);
        let (out, log, result) = run_in_memory(&clash);
        assert_eq!(out, format!("{}\n", clash));
        assert_eq!(log, "note: case 1: no solution; board left unchanged\n");
        assert_eq!(result, Ok(()));
    }

    #[test]
    fn harness_reports_malformed_literals_with_their_line() {
        let (_, _, result) = run_in_memory(&BOARD.replacen(r#""7""#, r#""x""#, 1));
        assert_eq!(
            result,
            Err(r#"line 1: expected a cell "1"-"9" or ".", found "x"#.to_string())
        );
        let (_, _, result) = run_in_memory(&format!("\n\n{}", &BOARD[..BOARD.len() - 1]));
        assert_eq!(
            result,
            Err("line 3: expected ']', found the end of input".to_string())
        );
        // What follows the quote is shown escaped, and in short.
        let (_, _, result) = run_in_memory(&format!("[[\"\0{}", "9".repeat(100_000)));
        assert_eq!(
            result,
            Err(
                r#"line 1: expected a cell "1"-"9" or ".", found "\09999999999999999999"#
                    .to_string()
            )
        );
        let (_, _, result) = run_in_memory(r#"[[".","."]]"#);
        assert_eq!(
            result,
            Err("line 1: expected rows of 9 cells, found a row of 2".to_string())
        );
    }
}
