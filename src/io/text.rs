//! Grids as judge text: tokens with their line numbers, a format's symbols, errors that say
//! where. Every reader takes CRLF, spaces and tabs around a line, a BOM and no final newline.

use crate::board::grid::Grid;
use crate::board::shape::Shape;
use std::fmt;
use std::io::{self, Write};

/// Malformed input: where (case and line, 1-based), what kind, and what was expected. Displays
/// as `case 3, line 14: expected ...`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InputError {
    /// The case being read, or `None` before the first (a count line, say).
    pub case: Option<usize>,
    pub line: usize,
    pub kind: ErrorKind,
    pub message: String,
}

/// The kinds of malformed input (a program may raise only some: hence the `allow`).
#[allow(dead_code)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ErrorKind {
    /// A count that is not a number.
    Count,
    /// A row of the wrong length.
    RowLength,
    /// A character outside the format's alphabet.
    Symbol,
    /// A case with fewer rows than a grid, cut short by a blank line or the end of input.
    MissingRows,
    /// The form broken (LeetCode brackets, or HDU 4069 walls).
    Syntax,
}

impl fmt::Display for InputError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(case) = self.case {
            write!(f, "case {}, ", case)?;
        }
        write!(f, "line {}: {}", self.line, self.message)
    }
}

/// In a [`Symbols`]' decoding table: the byte is not in the alphabet.
pub const NOT_A_SYMBOL: u8 = 0xff;

/// The characters a format writes cells with; [`Symbols::new`] builds its tables at compile time.
pub struct Symbols {
    /// Digit `d` is written as the `d`-th character; ASCII only, as every judge alphabet is.
    pub digits: &'static str,
    /// An empty cell, as written in output; `also_empty` are read as empty too.
    pub empty: char,
    pub also_empty: &'static str,
    /// How error messages name the alphabet, e.g. `1-9 or '.'`.
    pub described: &'static str,
    /// Byte → its digit (0 for empty), or [`NOT_A_SYMBOL`].
    decode: [u8; 256],
    /// Digit → its byte (0: the empty cell's), `?` where none; 256 entries: any `u8` indexes it.
    #[allow(dead_code)]
    encode: [u8; 256],
}

impl Symbols {
    /// The alphabet `digits` (ASCII, at most 16), the empty cell `empty` (`also_empty` read as
    /// empty too), named `described` in errors.
    pub const fn new(
        digits: &'static str,
        empty: char,
        also_empty: &'static str,
        described: &'static str,
    ) -> Symbols {
        let mut decode = [NOT_A_SYMBOL; 256];
        let mut encode = [b'?'; 256];
        let bytes = digits.as_bytes();
        let mut i = 0;
        while i < bytes.len() && i < 16 {
            decode[bytes[i] as usize] = i as u8 + 1;
            encode[i + 1] = bytes[i];
            i += 1;
        }
        let also = also_empty.as_bytes();
        let mut j = 0;
        while j < also.len() {
            decode[also[j] as usize] = 0;
            j += 1;
        }
        if (empty as u32) < 128 {
            decode[empty as usize] = 0;
            encode[0] = empty as u8;
        }
        Symbols {
            digits,
            empty,
            also_empty,
            described,
            decode,
            encode,
        }
    }

    /// The digit a character stands for (0 for empty), or `None` if it is not in the alphabet.
    pub fn digit(&self, symbol: char) -> Option<u8> {
        if symbol == self.empty || self.also_empty.contains(symbol) {
            return Some(0);
        }
        self.digits
            .chars()
            .position(|d| d == symbol)
            .map(|i| i as u8 + 1)
    }

    /// The byte a digit is written as (`empty` for 0; `?` for a digit with no symbol).
    pub fn symbol_byte(&self, digit: u8) -> u8 {
        self.encode[usize::from(digit)]
    }
}

/// The lines of `input`, numbered from 1, without line endings or surrounding spaces and tabs.
pub fn lines(input: &str) -> impl Iterator<Item = (usize, &str)> {
    input
        .trim_start_matches('\u{feff}')
        .lines()
        .enumerate()
        .map(|(i, line)| {
            (
                i + 1,
                line.trim_matches(|c| c == ' ' || c == '\t' || c == '\r'),
            )
        })
}

/// The whitespace-separated tokens of `input`, each with its line number (a BOM skipped).
pub fn tokens(input: &str) -> Tokens<'_> {
    Tokens {
        rest: input.trim_start_matches('\u{feff}'),
        line: 1,
    }
}

/// The iterator of [`tokens`]: `lines` then `split_whitespace`, in one pass.
#[derive(Clone)]
pub struct Tokens<'a> {
    rest: &'a str,
    line: usize,
}

impl<'a> Tokens<'a> {
    /// [`read_cell_tokens`] in one pass when each token is a symbol byte (a digit up to `side`)
    /// and a space or a newline, as judges send: its text, or `None` (nothing taken).
    fn single_symbols(
        &mut self,
        digits: &mut [u8],
        symbols: &Symbols,
        side: usize,
    ) -> Option<&'a str> {
        let (bytes, mut at, mut line) = (self.rest.as_bytes(), 0, self.line);
        while at < bytes.len() && is_ascii_space(bytes[at]) {
            line += usize::from(bytes[at] == b'\n');
            at += 1;
        }
        let end = at + 2 * digits.len();
        if end > bytes.len() {
            return None;
        }
        // No branch per cell: outsiders decode above any side. Eight bytes at a time, odd ones
        // must be spaces or newlines, counted in 16-bit lanes.
        let text = &bytes[at..end];
        for (digit, pair) in digits.iter_mut().zip(text.chunks_exact(2)) {
            *digit = symbols.decode[usize::from(pair[0])];
        }
        let (mut outside, mut newlines) = (0, 0);
        let mut check = |w: &[u8]| {
            let word = u64::from_le_bytes([w[0], w[1], w[2], w[3], w[4], w[5], w[6], w[7]]);
            let not_newline = nonzero_bytes(word ^ 0x0a0a_0a0a_0a0a_0a0a);
            outside |= not_newline & nonzero_bytes(word ^ 0x2020_2020_2020_2020);
            newlines += (!not_newline & ODD_TOPS) >> 15;
        };
        let mut words = text.chunks_exact(8);
        words.by_ref().for_each(&mut check);
        let mut last = [b' '; 8];
        last[..words.remainder().len()].copy_from_slice(words.remainder());
        check(&last);
        let largest = digits.iter().fold(0, |largest, &digit| largest.max(digit));
        if outside & ODD_TOPS != 0 || usize::from(largest) > side {
            return None;
        }
        line += (newlines.wrapping_mul(0x0001_0001_0001_0001) >> 48) as usize;
        self.line = line;
        let text = &self.rest[at..end];
        self.rest = &self.rest[end..];
        Some(text)
    }
}

impl<'a> Iterator for Tokens<'a> {
    type Item = (usize, &'a str);

    fn next(&mut self) -> Option<(usize, &'a str)> {
        // Byte by byte while ASCII; from the first other byte on, `char` by `char`.
        let bytes = self.rest.as_bytes();
        let mut start = (bytes.iter().position(|&b| !is_ascii_space(b))).unwrap_or(bytes.len());
        if start < bytes.len() && bytes[start] >= 0x80 {
            start += (self.rest[start..].find(|c: char| !c.is_whitespace()))
                .unwrap_or(bytes.len() - start);
        }
        self.line += bytes[..start].iter().filter(|&&b| b == b'\n').count();
        let rest = &self.rest[start..];
        let bytes = rest.as_bytes();
        let mut end = (bytes.iter().position(|&b| b <= b' ' || b >= 0x80)).unwrap_or(bytes.len());
        if end < bytes.len() && !is_ascii_space(bytes[end]) {
            end += rest[end..]
                .find(char::is_whitespace)
                .unwrap_or(bytes.len() - end);
        }
        self.rest = &rest[end..];
        Some((self.line, &rest[..end])).filter(|_| end > 0)
    }
}

/// The top bits of a word's odd bytes.
const ODD_TOPS: u64 = 0x8000_8000_8000_8000;

/// Bit 7 of each non-zero byte of `word`.
fn nonzero_bytes(word: u64) -> u64 {
    const LOW: u64 = 0x7f7f_7f7f_7f7f_7f7f;
    (((word & LOW) + LOW) | word) & !LOW
}

/// Whether `b` is an ASCII character `char::is_whitespace` accepts: space, or `\t` to `\r`.
fn is_ascii_space(b: u8) -> bool {
    // One shift and test: bits 9 to 13 (tab to carriage return) and 32 (space).
    const SPACES: u64 = 0x1_0000_3e00;
    b <= b' ' && SPACES >> b & 1 != 0
}

/// Reads case `case` from `rows` (line number and text; one row for one-line formats), failing
/// on the first bad row. Constraint: `rows` is not empty.
pub fn read_grid<S: Shape>(
    case: usize,
    rows: &[(usize, &str)],
    symbols: &Symbols,
) -> Result<Grid<S>, InputError> {
    let row_length = S::CELLS / rows.len();
    let mut grid = Grid::empty();
    // The common case in one pass, a lookup per byte and one check of the largest digit;
    // anything odd goes to the careful pass below, which names the row at fault.
    let lengths_fit = if row_length == S::SIDE {
        decode_rows(grid.digits_mut(), rows, S::SIDE, symbols)
    } else {
        decode_rows(grid.digits_mut(), rows, row_length, symbols)
    };
    let largest = grid
        .digits()
        .iter()
        .fold(0, |largest, &digit| largest.max(digit));
    if lengths_fit && usize::from(largest) <= S::SIDE {
        return Ok(grid);
    }
    for (r, &(line, row)) in rows.iter().enumerate() {
        let cells = &mut grid.digits_mut()[r * row_length..][..row_length];
        let error = |kind, message| InputError {
            case: Some(case),
            line,
            kind,
            message,
        };
        let length = row.chars().count();
        if length != row_length {
            let plural = if row_length == 1 { "" } else { "s" };
            let message = format!(
                "expected {} character{} {}, found {}",
                row_length, plural, symbols.described, length
            );
            return Err(error(ErrorKind::RowLength, message));
        }
        for (column, symbol) in row.chars().enumerate() {
            let digit = symbols.digit(symbol).ok_or_else(|| {
                let message = format!(
                    "expected {}, found {:?} at column {}",
                    symbols.described,
                    symbol,
                    column + 1
                );
                error(ErrorKind::Symbol, message)
            })?;
            cells[column] = digit;
        }
    }
    Ok(grid)
}

/// [`read_grid`] for rows from [`lines`], where a CR inside a row means mixed line ends (LF
/// splits lines when the input has any, and CR alone ends one only when it has none): said so.
pub fn read_line_grid<S: Shape>(
    case: usize,
    rows: &[(usize, &str)],
    symbols: &Symbols,
) -> Result<Grid<S>, InputError> {
    read_grid(case, rows, symbols).map_err(|mut error| {
        if rows
            .iter()
            .any(|&(line, row)| line == error.line && row.contains('\r'))
        {
            error.message += " (a CR alone inside: mixed line ends?)";
        }
        error
    })
}

/// Writes one case's answer: the solution in rows of `row_length` cells, or, when there is none,
/// the `given` rows as read, with a note on `log`.
pub fn write_answer<S: Shape>(
    out: &mut dyn Write,
    log: &mut dyn Write,
    case: usize,
    given: &[(usize, &str)],
    solution: Option<&Grid<S>>,
    symbols: &Symbols,
    row_length: usize,
) -> io::Result<()> {
    match solution {
        Some(solution) => {
            // One write per answer: 256 cells and 16 newlines at most.
            let mut text = [0u8; 512];
            let digits = solution.digits();
            let length = digits.len() + digits.len() / row_length;
            if row_length == S::SIDE {
                encode_rows(&mut text[..length], digits, S::SIDE, symbols);
            } else {
                encode_rows(&mut text[..length], digits, row_length, symbols);
            }
            out.write_all(&text[..length])?;
        }
        None => {
            // The note is a courtesy: losing stderr must not lose the answer.
            let _ = writeln!(log, "note: case {}: no solution; printed as given", case);
            for &(_, row) in given {
                writeln!(out, "{}", row)?;
            }
        }
    }
    Ok(())
}

/// `text` as `{:?}` writes it, cut after 20 characters (then `... (N characters)`), so that a
/// message quoting a token stays one short line.
pub fn quoted(text: &str) -> String {
    match text.char_indices().nth(20) {
        Some((end, _)) => {
            let count = text.chars().count();
            format!("{:?}... ({} characters)", &text[..end], count)
        }
        None => format!("{:?}", text),
    }
}

/// Reads the count of cases that heads a format's input, as its first token.
pub fn read_count(tokens: &mut Tokens) -> Result<usize, InputError> {
    let (line, count) = match tokens.next() {
        None => (1, None),
        Some((line, token)) => (line, token.parse::<usize>().ok()),
    };
    count.ok_or_else(|| InputError {
        case: None,
        line,
        kind: ErrorKind::Count,
        message: "expected the number of cases".to_string(),
    })
}

/// Fills `case` with the next tokens; returns how many (fewer only at the end of the input).
pub fn take_tokens<'a>(tokens: &mut Tokens<'a>, case: &mut [(usize, &'a str)]) -> usize {
    let mut found = 0;
    for (slot, token) in case.iter_mut().zip(tokens) {
        *slot = token;
        found += 1;
    }
    found
}

/// Reads case `case` of a format with a token per cell: `None` at the end of the input, else
/// the grid and its text as read (from its first token to its last), or an error naming the
/// first bad token or the shortfall.
pub fn read_cell_tokens<'a, S: Shape>(
    case: usize,
    tokens: &mut Tokens<'a>,
    symbols: &Symbols,
    input: &str,
) -> Result<Option<(Grid<S>, &'a str)>, InputError> {
    let mut grid = Grid::empty();
    if let Some(text) = tokens.single_symbols(grid.digits_mut(), symbols, S::SIDE) {
        return Ok(Some((grid, text)));
    }
    let before = tokens.rest;
    let mut cells = [(0, ""); 256];
    let found = take_tokens(tokens, &mut cells[..S::CELLS]);
    if found == 0 {
        return Ok(None);
    }
    if found < S::CELLS {
        // A bad token is the more useful fault to name: the missing cells are read as empty.
        let mut empty = [0u8; 4];
        let empty: &str = symbols.empty.encode_utf8(&mut empty);
        let mut padded = [(0, empty); 256];
        padded[..found].copy_from_slice(&cells[..found]);
        read_grid::<S>(case, &padded[..S::CELLS], symbols)?;
        return Err(InputError {
            case: Some(case),
            line: input.lines().count().max(1),
            kind: ErrorKind::MissingRows,
            message: format!(
                "expected {} digits, found {} before the end of input",
                S::CELLS,
                found
            ),
        });
    }
    let grid = read_grid::<S>(case, &cells[..S::CELLS], symbols)?;
    let text = before[..before.len() - tokens.rest.len()].trim_start();
    Ok(Some((grid, text)))
}

/// Writes the tokens of `text` back as lines of `side` tokens separated by spaces.
pub fn write_tokens(out: &mut dyn Write, text: &str, side: usize) -> io::Result<()> {
    let tokens: Vec<&str> = text.split_whitespace().collect();
    for row in tokens.chunks(side) {
        writeln!(out, "{}", row.join(" "))?;
    }
    Ok(())
}

/// Writes `grid` as `S::SIDE` lines of symbols separated by single spaces.
pub fn write_spaced<S: Shape>(
    out: &mut dyn Write,
    grid: &Grid<S>,
    symbols: &Symbols,
) -> io::Result<()> {
    // One write per grid: a symbol and a space or newline per cell.
    let mut text = [0u8; 512];
    for (cell, &digit) in grid.digits().iter().enumerate() {
        text[2 * cell] = symbols.symbol_byte(digit);
        text[2 * cell + 1] = if cell % S::SIDE == S::SIDE - 1 {
            b'\n'
        } else {
            b' '
        };
    }
    out.write_all(&text[..2 * S::CELLS])
}

/// Stores the digit of each byte of `rows` (or [`NOT_A_SYMBOL`]) into `cells`, `width` a row;
/// returns whether every row has exactly `width` bytes.
#[inline(always)]
fn decode_rows(cells: &mut [u8], rows: &[(usize, &str)], width: usize, symbols: &Symbols) -> bool {
    let mut lengths_fit = true;
    for (cells, &(_, row)) in cells.chunks_exact_mut(width).zip(rows) {
        let bytes = row.as_bytes();
        lengths_fit &= bytes.len() == width;
        for (cell, &b) in cells.iter_mut().zip(bytes) {
            *cell = symbols.decode[usize::from(b)];
        }
    }
    lengths_fit
}

/// Writes `digits` into `text` as rows of `width` symbols, each with its newline.
#[inline(always)]
fn encode_rows(text: &mut [u8], digits: &[u8], width: usize, symbols: &Symbols) {
    for (line, cells) in text
        .chunks_exact_mut(width + 1)
        .zip(digits.chunks_exact(width))
    {
        for (byte, &digit) in line.iter_mut().zip(cells) {
            *byte = symbols.symbol_byte(digit);
        }
        line[width] = b'\n';
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::shape::{Box3, Box4};

    const DIGITS: Symbols = Symbols::new("123456789", '.', "0", "1-9 or '.'");

    #[test]
    fn lines_strip_crlf_spaces_bom_and_tolerate_missing_final_newline() {
        let input = "\u{feff}ab\r\n  cd \t\r\n\r\nef";
        let got: Vec<_> = lines(input).collect();
        assert_eq!(got, vec![(1, "ab"), (2, "cd"), (3, ""), (4, "ef")]);
    }

    #[test]
    fn tokens_carry_line_numbers() {
        let got: Vec<_> = tokens("1\r\n\n 12  34\n5").collect();
        assert_eq!(got, vec![(1, "1"), (3, "12"), (3, "34"), (4, "5")]);
    }

    #[test]
    fn tokens_split_random_text_as_lines_then_split_whitespace_would() {
        // Long runs of plain bytes (the byte-by-byte scan) broken by every kind of space,
        // control and non-ASCII character, at every alignment.
        let pieces = [
            "a",
            "7",
            "123456789",
            "ABCDEFGHIJKLMNOP",
            " ",
            "\t",
            "\n",
            "\r\n",
            "\x0b",
            "\x0c",
            "\x01",
            "\x7f",
            "é",
            "\u{3000}",
            "\u{85}",
            "\u{a0}",
            "~",
        ];
        let mut rng = crate::testing::Rng::new(2676);
        for _ in 0..3000 {
            let mut input = String::new();
            for _ in 0..rng.below(40) {
                input.push_str(pieces[rng.below(pieces.len())]);
            }
            let naive: Vec<(usize, &str)> = lines(&input)
                .flat_map(|(line, text)| text.split_whitespace().map(move |t| (line, t)))
                .collect();
            let got: Vec<(usize, &str)> = tokens(&input).collect();
            assert_eq!(got, naive, "{:?}", input);
        }
    }

    #[test]
    fn tokens_split_as_lines_then_split_whitespace_would() {
        let naive = |input: &str| -> Vec<(usize, String)> {
            lines(input)
                .flat_map(|(line, text)| {
                    text.split_whitespace()
                        .map(move |token| (line, token.to_string()))
                })
                .collect()
        };
        for input in [
            "",
            "   \n\t ",
            "\u{feff}a\u{3000}b\x0bc\r\nd\u{85}e\n\nf é ü\u{a0}x\r",
            "9\n103000509\n002109400\r\n\n000704000 ",
            "a\rb\n\u{2028}c",
        ] {
            let got: Vec<(usize, String)> =
                tokens(input).map(|(l, t)| (l, t.to_string())).collect();
            assert_eq!(got, naive(input), "{:?}", input);
        }
    }

    #[test]
    fn symbols_round_trip_and_reject_outsiders() {
        for digit in 0..=9 {
            assert_eq!(
                DIGITS.digit(char::from(DIGITS.symbol_byte(digit))),
                Some(digit)
            );
        }
        assert_eq!(DIGITS.digit('0'), Some(0));
        assert_eq!(DIGITS.digit('x'), None);
        assert_eq!(DIGITS.symbol_byte(10), b'?');
    }

    #[test]
    fn read_grid_reads_one_line_or_rows_and_names_the_bad_line() {
        let line = "1".repeat(81);
        let grid: Grid<Box3> = read_grid(1, &[(1, &line)], &DIGITS).unwrap();
        assert!(grid.digits().iter().all(|&d| d == 1));
        let rows: Vec<(usize, &str)> = (1..=9).map(|line| (line, "123456789")).collect();
        let grid: Grid<Box3> = read_grid(1, &rows, &DIGITS).unwrap();
        assert_eq!(grid.get(10), 2);
        let mut bad = rows.clone();
        bad[4] = (20, "12345678x");
        let err = read_grid::<Box3>(2, &bad, &DIGITS).unwrap_err();
        assert_eq!(
            err.to_string(),
            "case 2, line 20: expected 1-9 or '.', found 'x' at column 9"
        );
        let short: Vec<(usize, &str)> = (1..=16).map(|line| (line, "ABC")).collect();
        let err = read_grid::<Box4>(1, &short, &DIGITS).unwrap_err();
        assert_eq!(
            err.to_string(),
            "case 1, line 1: expected 16 characters 1-9 or '.', found 3"
        );
    }

    #[test]
    fn write_answer_writes_rows_or_echoes_with_a_note() {
        let mut grid = Grid::<Box3>::empty();
        grid.set(0, 5);
        let (mut out, mut log) = (Vec::new(), Vec::new());
        write_answer(&mut out, &mut log, 1, &[], Some(&grid), &DIGITS, 9).unwrap();
        let text = String::from_utf8(out).unwrap();
        assert_eq!(text.lines().count(), 9);
        assert!(text.starts_with("5........\n"));
        assert!(log.is_empty());

        let (mut out, mut log) = (Vec::new(), Vec::new());
        write_answer::<Box3>(
            &mut out,
            &mut log,
            7,
            &[(3, "0 as given")],
            None,
            &DIGITS,
            9,
        )
        .unwrap();
        assert_eq!(out, b"0 as given\n");
        assert_eq!(
            String::from_utf8(log).unwrap(),
            "note: case 7: no solution; printed as given\n"
        );
    }

    #[test]
    fn read_grid_names_the_kind_line_and_fault() {
        let good =
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
        let cases = [
            (
                &good[1..],
                ErrorKind::RowLength,
                "expected 81 characters 1-9 or '.', found 80",
            ),
            (
                &*good.replacen('5', "x", 1),
                ErrorKind::Symbol,
                "expected 1-9 or '.', found 'x' at column 9",
            ),
        ];
        for (row, kind, message) in cases {
            let error = read_grid::<Box3>(2, &[(7, row)], &DIGITS).unwrap_err();
            assert_eq!((error.case, error.line, error.kind), (Some(2), 7, kind));
            assert_eq!(error.message, message);
        }
    }

    /// Mostly a symbol and a space or a newline, again and again; now and then (more often on
    /// odd rounds) a long token, a bad or non-ASCII one, odd spacing, and any length.
    fn spaced_input(rng: &mut crate::testing::Rng, round: usize) -> String {
        let pieces = [
            "1", "9", "0", ".", " ", "\n", "\r\n", "\t", "12", "x", "é", "\u{3000}", "*", "\"",
            "(", "\x08",
        ];
        let mut input = String::new();
        for _ in 0..rng.below(300) {
            let odd = rng.below([20, 2000][round % 2]) == 0;
            input.push_str(
                pieces[if odd {
                    rng.below(pieces.len())
                } else {
                    rng.below(4)
                }],
            );
            input.push_str(if odd { "" } else { [" ", "\n"][rng.below(2)] });
        }
        input
    }

    #[test]
    fn the_one_pass_takes_every_grid_of_single_symbols_and_nothing_else() {
        // Its promise, read plainly: after ASCII spaces, `cells` pairs of a symbol byte (a digit
        // up to `side`, or an empty) and a space or a newline are taken, with their lines;
        // anything else is left whole to the token reader. A reader that gives up on a grid a
        // judge sends loses the one pass, so that is a failure too.
        let naive =
            |rest: &str, cells: usize, side: usize| -> Option<(Vec<u8>, usize, usize, usize)> {
                let start = rest.len()
                    - rest
                        .trim_start_matches(&[' ', '\t', '\n', '\r', '\x0b', '\x0c'][..])
                        .len();
                let pairs = rest.as_bytes().get(start..start + 2 * cells)?;
                let mut digits = Vec::new();
                for pair in pairs.chunks(2) {
                    let digit = DIGITS
                        .digit(char::from(pair[0]))
                        .filter(|&d| usize::from(d) <= side)?;
                    if pair[1] != b' ' && pair[1] != b'\n' {
                        return None;
                    }
                    digits.push(digit);
                }
                let end = start + 2 * cells;
                Some((digits, rest[..end].matches('\n').count(), start, end))
            };
        let mut rng = crate::testing::Rng::new(4279);
        let mut taken = 0;
        for round in 0..3000 {
            let input = spaced_input(&mut rng, round);
            // Every remainder of eight bytes: 162, 32, 36 and 38 bytes.
            let (cells, side) = [(81, 9), (81, 8), (16, 9), (18, 9), (19, 9)][round % 5];
            let mut reader = tokens(&input);
            loop {
                let before = reader.clone();
                let mut digits = [0u8; 81];
                let got = reader.single_symbols(&mut digits[..cells], &DIGITS, side);
                match naive(before.rest, cells, side) {
                    Some((want, newlines, start, end)) => {
                        assert_eq!(got, Some(&before.rest[start..end]), "{:?}", input);
                        assert_eq!(&digits[..cells], &want[..], "{:?}", input);
                        assert_eq!(reader.line, before.line + newlines, "{:?}", input);
                        assert_eq!(reader.rest, &before.rest[end..], "{:?}", input);
                        taken += 1;
                    }
                    None => {
                        assert_eq!(got, None, "{:?}", input);
                        assert_eq!((reader.rest, reader.line), (before.rest, before.line));
                        break;
                    }
                }
            }
        }
        assert!(taken > 1000, "only {} grids taken", taken);
    }

    #[test]
    fn cell_tokens_read_in_one_pass_as_token_by_token() {
        // Mostly well-formed spaced grids; now and then a long token, a bad or non-ASCII one,
        // odd spacing, or the input cut short: the one-pass reader must read what the token
        // reader reads, or leave it to it.
        let mut rng = crate::testing::Rng::new(1784);
        for round in 0..3000 {
            let input = spaced_input(&mut rng, round);
            let all: Vec<(usize, &str)> = tokens(&input).collect();
            let mut reader = tokens(&input);
            let mut whole = true;
            for (case, chunk) in all.chunks(81).enumerate() {
                let got = read_cell_tokens::<Box3>(case + 1, &mut reader, &DIGITS, &input);
                whole = chunk.len() == 81;
                if !whole {
                    assert!(got.is_err(), "{:?}", input);
                    break;
                }
                match read_grid::<Box3>(case + 1, chunk, &DIGITS) {
                    Ok(grid) => {
                        let (read, text) = got.unwrap().unwrap();
                        assert_eq!(read, grid, "{:?}", input);
                        // The text as read: from the first token, the same tokens.
                        assert!(text.starts_with(chunk[0].1), "{:?}", input);
                        let again: Vec<&str> = text.split_whitespace().collect();
                        let tokens: Vec<&str> = chunk.iter().map(|&(_, token)| token).collect();
                        assert_eq!(again, tokens, "{:?}", input);
                        // Line numbers stay in step for the tokens after it.
                        assert_eq!(reader.clone().next(), all.get(81 * (case + 1)).copied());
                    }
                    Err(error) => {
                        assert_eq!(got, Err(error), "{:?}", input);
                        whole = false;
                        break;
                    }
                }
            }
            if whole {
                let end = read_cell_tokens::<Box3>(0, &mut reader, &DIGITS, &input);
                assert_eq!(end, Ok(None));
            }
        }
    }

    #[test]
    fn write_tokens_writes_the_tokens_as_rows_of_side_separated_by_single_spaces() {
        let mut rng = crate::testing::Rng::new(1784);
        for round in 0..300 {
            let text = spaced_input(&mut rng, round);
            let words: Vec<&str> = text.split_whitespace().collect();
            let mut want = String::new();
            for row in words.chunks(9) {
                want.push_str(&row.join(" "));
                want.push('\n');
            }
            let mut out = Vec::new();
            write_tokens(&mut out, &text, 9).unwrap();
            assert_eq!(String::from_utf8(out).unwrap(), want, "{:?}", text);
        }
    }

    #[test]
    fn quoted_cuts_a_long_token_to_twenty_characters() {
        assert_eq!(quoted("a\tb"), r#""a\tb""#);
        assert_eq!(quoted(&"é".repeat(20)), format!("{:?}", "é".repeat(20)));
        assert_eq!(
            quoted(&"é".repeat(21)),
            format!("{:?}... (21 characters)", "é".repeat(20))
        );
    }

    #[test]
    fn input_error_names_case_and_line() {
        let error = InputError {
            case: Some(3),
            line: 14,
            kind: ErrorKind::RowLength,
            message: "expected 16 characters A-P or '-', found 15".to_string(),
        };
        assert_eq!(
            error.to_string(),
            "case 3, line 14: expected 16 characters A-P or '-', found 15"
        );
        let error = InputError {
            case: None,
            ..error
        };
        assert!(error.to_string().starts_with("line 14: "));
    }
}
