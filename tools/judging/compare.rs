//! The comparison rules, on bytes: one per [`Checker`]. The real checkers' behaviour (Kattis'
//! default validator, testlib's `wcmp` and `lcmp`, Luogu's `noip-checker`) was established by
//! running them, built from their public sources, side by side with these rules on thousands of
//! outputs; the rules are written from those facts, not from the checkers' code.
//!
//! A mismatch is one line that names the byte and where it is: `line 3, column 82: found a tab
//! (0x09) where Luogu's noip-checker allows only spaces, \r and NULs at a line end`, or
//! `token 17 (line 2): expected "5", found "5\0"; …`.

use crate::registry::Checker;

/// The UTF-8 byte order mark.
pub const BOM: &[u8] = b"\xEF\xBB\xBF";

/// C `isspace` in the C locale: space, `\t`, `\n`, `\v`, `\f`, `\r`.
pub fn c_isspace(b: u8) -> bool {
    matches!(b, b' ' | b'\t' | b'\n' | 0x0B | 0x0C | b'\r')
}

/// testlib's blanks: space, `\t`, `\n`, `\r`.
fn testlib_blank(b: u8) -> bool {
    matches!(b, b' ' | b'\t' | b'\n' | b'\r')
}

/// What Luogu's noip-checker ignores at a line end: space, `\r`, NUL.
fn luogu_ignored(b: u8) -> bool {
    matches!(b, b' ' | b'\r' | 0)
}

/// What the generic lines rule ignores at a line end: C `isspace` but the newline.
fn generic_ignored(b: u8) -> bool {
    b != b'\n' && c_isspace(b)
}

/// How a rule reads an output: the one description of each [`Checker`] that everything here
/// works from.
struct Reading {
    /// The bytes that separate tokens (what the special judges read cells by).
    blank: fn(u8) -> bool,
    /// The bytes ignored at a line end, for the rules that read lines.
    line_end: fn(u8) -> bool,
    /// Whether a UTF-8 BOM at the start of the output is skipped (testlib does).
    skips_bom: bool,
    /// How expected and actual output are compared.
    how: How,
}

enum How {
    Exact,
    Lines(&'static LineRule),
    Tokens(&'static TokenRule),
    /// testlib's lcmp: lines of tokens.
    Lcmp,
}

/// How `checker` reads an output.
fn reading(checker: Checker) -> Reading {
    let read = |blank, line_end, skips_bom, how| Reading {
        blank,
        line_end,
        skips_bom,
        how,
    };
    match checker {
        Checker::Exact => read(c_isspace, generic_ignored, false, How::Exact),
        Checker::Lines => read(
            c_isspace,
            generic_ignored,
            false,
            How::Lines(&GENERIC_LINES),
        ),
        // noip-checker has no tokens: within a line only a space separates anything.
        Checker::LuoguNoip => read(luogu_blank, luogu_ignored, false, How::Lines(&LUOGU)),
        Checker::Tokens => read(
            c_isspace,
            generic_ignored,
            false,
            How::Tokens(&GENERIC_TOKENS),
        ),
        Checker::KattisDefault => read(c_isspace, generic_ignored, false, How::Tokens(&KATTIS)),
        Checker::TestlibWcmp => read(testlib_blank, generic_ignored, true, How::Tokens(&WCMP)),
        Checker::TestlibLcmp => read(c_isspace, generic_ignored, true, How::Lcmp),
    }
}

/// What separates anything within a line of Luogu's noip-checker: a space (or the newline).
fn luogu_blank(b: u8) -> bool {
    b == b' ' || b == b'\n'
}

/// The bytes that separate tokens under `checker` (what the special judges read cells by).
pub fn is_blank(checker: Checker, b: u8) -> bool {
    (reading(checker).blank)(b)
}

/// What `checker` ignores at a line end, for the rules that read lines.
pub fn ignored_at_line_end(checker: Checker) -> fn(u8) -> bool {
    reading(checker).line_end
}

/// The output as `checker` reads it: testlib skips a UTF-8 BOM at the start of the output.
pub fn body(checker: Checker, actual: &[u8]) -> &[u8] {
    if reading(checker).skips_bom {
        actual.strip_prefix(BOM).unwrap_or(actual)
    } else {
        actual
    }
}

/// `Ok` if `actual` is accepted for `expected` under `checker`, else why not, in one line.
pub fn compare(checker: Checker, expected: &[u8], actual: &[u8]) -> Result<(), String> {
    let actual = body(checker, actual);
    match reading(checker).how {
        How::Exact => exact(expected, actual),
        How::Lines(rule) => lines_rule(rule, expected, actual),
        How::Tokens(rule) => tokens_rule(rule, expected, actual),
        How::Lcmp => lcmp(expected, actual),
    }
}

// ---------------------------------------------------------------------------------------------
// Naming bytes.

/// Multi-byte sequences worth naming: blanks in Unicode that no checker treats as blank.
const SEQUENCES: [(&[u8], &str); 6] = [
    (BOM, "a UTF-8 BOM (EF BB BF)"),
    (b"\xC2\xA0", "a no-break space U+00A0 (C2 A0)"),
    (b"\xC2\x85", "a next-line U+0085 (C2 85)"),
    (b"\xE3\x80\x80", "an ideographic space U+3000 (E3 80 80)"),
    (b"\xE2\x80\xA8", "a line separator U+2028 (E2 80 A8)"),
    (b"\xE2\x80\xA9", "a paragraph separator U+2029 (E2 80 A9)"),
];

/// The byte at `text[at]` in words, or the multi-byte character it starts: `'5'`, `a tab
/// (0x09)`, `a no-break space U+00A0 (C2 A0)`, `the byte 0xFF`.
pub fn name_at(text: &[u8], at: usize) -> String {
    let rest = &text[at..];
    if let Some((_, name)) = SEQUENCES.iter().find(|(seq, _)| rest.starts_with(seq)) {
        return name.to_string();
    }
    let b = rest[0];
    match b {
        0 => "a NUL (0x00)".to_string(),
        b'\t' => "a tab (0x09)".to_string(),
        b'\n' => "a newline (0x0A)".to_string(),
        0x0B => "a vertical tab (0x0B)".to_string(),
        0x0C => "a form feed (0x0C)".to_string(),
        b'\r' => "a carriage return (0x0D)".to_string(),
        b' ' => "a space (0x20)".to_string(),
        0x21..=0x7E => format!("'{}'", b as char),
        _ => {
            // A printable non-ASCII character, whole.
            let end = (at + 4).min(text.len());
            let printable = (at + 2..=end).find_map(|e| {
                let c = std::str::from_utf8(&text[at..e]).ok()?.chars().next()?;
                Some(c).filter(|c| !c.is_whitespace() && !c.is_control())
            });
            match printable {
                Some(c) => format!("'{}' (U+{:04X})", c, u32::from(c)),
                None => format!("the byte 0x{:02X}", b),
            }
        }
    }
}

/// Whether `b` is something a reader may take for a blank: not a visible ASCII character.
fn looks_blank(b: u8) -> bool {
    !(0x21..=0x7E).contains(&b)
}

/// `text` quoted, its control characters, Unicode blanks and invalid bytes escaped (`\0`,
/// `\x0c`, `\u{a0}`, `\xff`); a long one shortened to the part around byte `focus`.
pub fn quote(text: &[u8], focus: usize) -> String {
    const KEEP: usize = 12;
    let (start, prefix) = if focus > KEEP + 3 {
        (focus - KEEP, "…")
    } else {
        (0, "")
    };
    let end = text.len().min(start.max(focus) + 24);
    let suffix = if end < text.len() { "…" } else { "" };
    format!("\"{}{}{}\"", prefix, escape(&text[start..end]), suffix)
}

fn escape(mut text: &[u8]) -> String {
    let mut out = String::new();
    while !text.is_empty() {
        let (valid, bad) = match std::str::from_utf8(text) {
            Ok(s) => (s, 0),
            Err(e) => {
                let valid = std::str::from_utf8(&text[..e.valid_up_to()]).unwrap_or_default();
                (valid, e.error_len().unwrap_or(text.len() - e.valid_up_to()))
            }
        };
        let mut chars = valid.chars().peekable();
        while let Some(c) = chars.next() {
            match c {
                '"' => out.push_str("\\\""),
                '\\' => out.push_str("\\\\"),
                // `\0` unless a digit follows, which would read as an octal escape.
                '\0' if chars.peek().is_some_and(char::is_ascii_digit) => out.push_str("\\x00"),
                '\0' => out.push_str("\\0"),
                '\t' => out.push_str("\\t"),
                '\n' => out.push_str("\\n"),
                '\r' => out.push_str("\\r"),
                c if c.is_ascii_control() => out.push_str(&format!("\\x{:02x}", u32::from(c))),
                c if c.is_whitespace() || c.is_control() || c == '\u{feff}' => {
                    out.push_str(&format!("\\u{{{:x}}}", u32::from(c)))
                }
                c => out.push(c),
            }
        }
        let at = valid.len();
        for b in &text[at..at + bad] {
            out.push_str(&format!("\\x{:02x}", b));
        }
        text = &text[at + bad..];
    }
    out
}

/// Two tokens quoted around their first difference.
fn quote_pair(want: &[u8], got: &[u8]) -> (String, String) {
    let at = want.iter().zip(got).take_while(|(a, b)| a == b).count();
    (quote(want, at), quote(got, at))
}

/// Lines and columns of a byte offset, counted from 1.
fn position(text: &[u8], at: usize) -> (usize, usize) {
    let before = &text[..at];
    let line = before.iter().filter(|&&b| b == b'\n').count() + 1;
    let column = at
        - before
            .iter()
            .rposition(|&b| b == b'\n')
            .map_or(0, |i| i + 1)
        + 1;
    (line, column)
}

// ---------------------------------------------------------------------------------------------
// Exact.

pub fn crlf_as_lf(text: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(text.len());
    for (i, &b) in text.iter().enumerate() {
        if !(b == b'\r' && text.get(i + 1) == Some(&b'\n')) {
            out.push(b);
        }
    }
    out
}

fn exact(expected: &[u8], actual: &[u8]) -> Result<(), String> {
    let (want, got) = (crlf_as_lf(expected), crlf_as_lf(actual));
    if want == got {
        return Ok(());
    }
    let at = want.iter().zip(&got).take_while(|(w, g)| w == g).count();
    let (line, column) = position(&got, at);
    let show = |text: &[u8]| {
        if at < text.len() {
            name_at(text, at)
        } else {
            "the end of the output".to_string()
        }
    };
    Err(format!(
        "line {}, column {}: expected {}, found {}",
        line,
        column,
        show(&want),
        show(&got)
    ))
}

// ---------------------------------------------------------------------------------------------
// Lines: Luogu's noip-checker and the generic rule.

struct LineRule {
    /// Who ignores what, for the messages.
    who: &'static str,
    ignored: fn(u8) -> bool,
    /// The bytes ignored at a line end, in words.
    ignored_words: &'static str,
}

const LUOGU: LineRule = LineRule {
    who: "Luogu's noip-checker",
    ignored: luogu_ignored,
    ignored_words: "spaces, \\r and NULs",
};

const GENERIC_LINES: LineRule = LineRule {
    who: "the lines rule",
    ignored: generic_ignored,
    ignored_words: "spaces, \\t, \\v, \\f and \\r",
};

/// The lines of `text` as `ignored` leaves them: split at `\n`, each without the ignored bytes
/// at its end, without the empty lines at the end.
pub fn trimmed_lines(text: &[u8], ignored: fn(u8) -> bool) -> Vec<&[u8]> {
    let mut lines: Vec<&[u8]> = text
        .split(|&b| b == b'\n')
        .map(|line| {
            let keep = line.iter().rposition(|&b| !ignored(b)).map_or(0, |i| i + 1);
            &line[..keep]
        })
        .collect();
    while lines.last().is_some_and(|l| l.is_empty()) {
        lines.pop();
    }
    lines
}

fn lines_rule(rule: &LineRule, expected: &[u8], actual: &[u8]) -> Result<(), String> {
    let want = trimmed_lines(expected, rule.ignored);
    let got = trimmed_lines(actual, rule.ignored);
    for (n, (w, g)) in want.iter().zip(&got).enumerate() {
        if w == g {
            continue;
        }
        let at = w.iter().zip(g.iter()).take_while(|(a, b)| a == b).count();
        let place = format!("line {}, column {}", n + 1, at + 1);
        return Err(if at < w.len() && at < g.len() {
            format!(
                "{}: expected {}, found {}",
                place,
                name_at(w, at),
                name_at(g, at)
            )
        } else if at < w.len() {
            format!(
                "{}: expected {}, found the end of the line",
                place,
                name_at(w, at)
            )
        } else {
            // The output's line goes on: point at the first byte the rule does not ignore.
            let at = (at..g.len()).find(|&i| !(rule.ignored)(g[i])).unwrap_or(at);
            let place = format!("line {}, column {}", n + 1, at + 1);
            if looks_blank(g[at]) {
                format!(
                    "{}: found {} where {} allows only {} at a line end",
                    place,
                    name_at(g, at),
                    rule.who,
                    rule.ignored_words
                )
            } else {
                format!(
                    "{}: expected the end of the line, found {}",
                    place,
                    name_at(g, at)
                )
            }
        });
    }
    match want.len().cmp(&got.len()) {
        std::cmp::Ordering::Equal => Ok(()),
        std::cmp::Ordering::Greater => Err(format!(
            "too few lines: expected {}, found {}{}",
            want.len(),
            got.len(),
            if got.is_empty() && !actual.is_empty() {
                format!(
                    " (the output holds only {})",
                    rule.ignored_words_and_newlines()
                )
            } else {
                String::new()
            }
        )),
        std::cmp::Ordering::Less => {
            let first = got.len() - want.len();
            // The first line past the expected ones with something on it (the last one has).
            let n = (want.len()..got.len())
                .find(|&n| !got[n].is_empty())
                .unwrap_or(first);
            let line = got[n];
            let what = if looks_blank(line[0]) {
                format!(
                    "{}, and after the last line {} ignores only {}",
                    name_at(line, 0),
                    rule.who,
                    rule.ignored_words_and_newlines()
                )
            } else {
                quote(line, 0)
            };
            Err(format!(
                "too many lines: expected {}, found {}; line {} holds {}",
                want.len(),
                got.len(),
                n + 1,
                what
            ))
        }
    }
}

impl LineRule {
    fn ignored_words_and_newlines(&self) -> String {
        format!(
            "{} and newlines",
            self.ignored_words.replacen(" and ", ", ", 1)
        )
    }
}

// ---------------------------------------------------------------------------------------------
// Tokens: Kattis' default validator, testlib's wcmp and the generic rule.

struct TokenRule {
    who: &'static str,
    blank: fn(u8) -> bool,
    blank_words: &'static str,
    /// Tokens compared as C strings: up to the first NUL.
    c_strings: bool,
    ignore_case: bool,
}

const KATTIS: TokenRule = TokenRule {
    who: "Kattis' default validator",
    blank: c_isspace,
    blank_words: "space, \\t, \\n, \\v, \\f and \\r",
    c_strings: true,
    ignore_case: true,
};

const WCMP: TokenRule = TokenRule {
    who: "testlib's wcmp",
    blank: testlib_blank,
    blank_words: "space, \\t, \\n and \\r",
    c_strings: false,
    ignore_case: false,
};

/// How lcmp compares the tokens of a line (a C++ stream's `>>`).
const LCMP_WORDS: TokenRule = TokenRule {
    who: "testlib's lcmp",
    blank: c_isspace,
    blank_words: "space, \\t, \\n, \\v, \\f and \\r",
    c_strings: false,
    ignore_case: false,
};

const GENERIC_TOKENS: TokenRule = TokenRule {
    who: "the tokens rule",
    blank: c_isspace,
    blank_words: "space, \\t, \\n, \\v, \\f and \\r",
    c_strings: false,
    ignore_case: false,
};

/// A token: its bytes and the line it is on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Token<'a> {
    pub text: &'a [u8],
    pub line: usize,
}

/// The tokens of `text`: maximal runs of bytes that are not `blank`.
pub fn tokens(text: &[u8], blank: impl Fn(u8) -> bool) -> Vec<Token<'_>> {
    let mut found = Vec::new();
    let (mut line, mut start) = (1, None);
    for (i, &b) in text.iter().enumerate() {
        if blank(b) {
            if let Some(s) = start.take() {
                found.push(Token {
                    text: &text[s..i],
                    line,
                });
            }
            if b == b'\n' {
                line += 1;
            }
        } else if start.is_none() {
            start = Some(i);
        }
    }
    if let Some(s) = start {
        found.push(Token {
            text: &text[s..],
            line,
        });
    }
    found
}

impl TokenRule {
    /// What the comparison sees of a token.
    fn key<'a>(&self, token: &'a [u8]) -> &'a [u8] {
        match token.iter().position(|&b| b == 0) {
            Some(nul) if self.c_strings => &token[..nul],
            _ => token,
        }
    }

    fn same(&self, want: &[u8], got: &[u8]) -> bool {
        let (want, got) = (self.key(want), self.key(got));
        if self.ignore_case {
            want.eq_ignore_ascii_case(got)
        } else {
            want == got
        }
    }

    /// Why a found token holding a byte some reader takes for a blank is not what it looks like.
    fn hint(&self, want: &[u8], got: &[u8]) -> Option<String> {
        let at = got.iter().position(|&b| looks_blank(b))?;
        if want.contains(&got[at]) {
            return None;
        }
        Some(format!(
            "; {} is not blank to {} (only {} are)",
            name_at(got, at),
            self.who,
            self.blank_words
        ))
    }

    /// Under C-string comparison, the last of `before` that a NUL cut short, if any.
    fn c_string_hint(&self, before: &[Token]) -> Option<String> {
        if !self.c_strings {
            return None;
        }
        let (n, cut, nul) = before.iter().enumerate().rev().find_map(|(n, t)| {
            let nul = t.text.iter().position(|&b| b == 0)?;
            Some((n, t, nul)).filter(|_| nul + 1 < t.text.len())
        })?;
        Some(format!(
            "; {} compares tokens as C strings, so token {} {} counts only up to its NUL (0x00)",
            self.who,
            n + 1,
            quote(cut.text, nul)
        ))
    }
}

fn tokens_rule(rule: &TokenRule, expected: &[u8], actual: &[u8]) -> Result<(), String> {
    let want = tokens(expected, rule.blank);
    let got = tokens(actual, rule.blank);
    for (n, (w, g)) in want.iter().zip(&got).enumerate() {
        if !rule.same(w.text, g.text) {
            let (want_text, got_text) = quote_pair(w.text, g.text);
            return Err(format!(
                "token {} (line {}): expected {}, found {}{}",
                n + 1,
                g.line,
                want_text,
                got_text,
                rule.hint(w.text, g.text)
                    .or_else(|| rule.c_string_hint(&got[..n]))
                    .unwrap_or_default()
            ));
        }
    }
    match want.len().cmp(&got.len()) {
        std::cmp::Ordering::Equal => Ok(()),
        std::cmp::Ordering::Greater => Err(format!(
            "token {}: expected {}, found the end of the output{}",
            got.len() + 1,
            quote(want[got.len()].text, 0),
            if got.is_empty() && !actual.is_empty() {
                format!(" (the output holds only {})", rule.blank_words)
            } else {
                rule.c_string_hint(&got).unwrap_or_default()
            }
        )),
        std::cmp::Ordering::Less => {
            let extra = got[want.len()];
            Err(format!(
                "token {} (line {}): expected the end of the output, found {}{}",
                want.len() + 1,
                extra.line,
                quote(extra.text, 0),
                rule.hint(b"", extra.text).unwrap_or_default()
            ))
        }
    }
}

// ---------------------------------------------------------------------------------------------
// testlib's lcmp.

/// A line as testlib reads it, from `at`: up to `\n` or CRLF (not included); a lone `\r` is
/// dropped and the byte after it kept; a lone `\r` at the very end reads as the byte 0xFF.
/// Returns the line, whether a lone `\r` was dropped, and where the next line starts.
fn testlib_line(text: &[u8], mut at: usize) -> (Vec<u8>, bool, usize) {
    let mut line = Vec::new();
    let mut lone_cr = false;
    while at < text.len() && text[at] != b'\n' {
        if text[at] == b'\r' {
            if text.get(at + 1) == Some(&b'\n') {
                break;
            }
            lone_cr = true;
            at += 1;
            if at == text.len() {
                line.push(0xFF);
                break;
            }
        }
        line.push(text[at]);
        at += 1;
    }
    if text.get(at) == Some(&b'\n') {
        at += 1;
    } else if text.get(at) == Some(&b'\r') && text.get(at + 1) == Some(&b'\n') {
        at += 2;
    }
    (line, lone_cr, at)
}

fn lcmp(expected: &[u8], actual: &[u8]) -> Result<(), String> {
    let (mut want_at, mut got_at) = (0, 0);
    let mut n = 0;
    while want_at < expected.len() {
        let (want, _, next) = testlib_line(expected, want_at);
        want_at = next;
        if want.is_empty() && want_at >= expected.len() {
            break;
        }
        let (got, lone_cr, next) = testlib_line(actual, got_at.min(actual.len()));
        got_at = next;
        n += 1;
        let (w, g) = (tokens(&want, c_isspace), tokens(&got, c_isspace));
        let first = w.iter().zip(&g).position(|(a, b)| a.text != b.text);
        let why = match first {
            Some(k) => {
                let (want_text, got_text) = quote_pair(w[k].text, g[k].text);
                let hint = LCMP_WORDS.hint(w[k].text, g[k].text).unwrap_or_default();
                format!(
                    ", token {}: expected {}, found {}{}",
                    k + 1,
                    want_text,
                    got_text,
                    hint
                )
            }
            None if w.len() > g.len() => format!(
                ", token {}: expected {}, found the end of the line",
                g.len() + 1,
                quote(w[g.len()].text, 0)
            ),
            None if w.len() < g.len() => format!(
                ": expected the end of the line, found token {} {}",
                w.len() + 1,
                quote(g[w.len()].text, 0)
            ),
            None => continue,
        };
        let cr = if lone_cr {
            "; testlib drops a lone \\r and joins what is on either side"
        } else {
            ""
        };
        return Err(format!("line {}{}{}", n, why, cr));
    }
    let rest = &actual[got_at.min(actual.len())..];
    match rest.iter().position(|&b| !testlib_blank(b)) {
        None => Ok(()),
        Some(at) => {
            let (line, _) = position(actual, got_at + at);
            Err(format!(
                "extra output after the {} expected lines: {} on line {}; lcmp allows only space, \\t, \\n and \\r there (testlib's \"wrong output format\", which Codeforces reports as WA)",
                n,
                name_at(rest, at),
                line
            ))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use oj_sudoku_testkit::checker_variants::{Real, VARIANTS};

    /// Every variant of the table under each real checker's rule: accepted exactly when the real
    /// checker accepted it (the verdicts come from running the real checkers).
    #[test]
    fn each_real_checker_rule_gives_the_measured_verdict_on_every_variant() {
        let checkers = [
            Checker::KattisDefault,
            Checker::TestlibWcmp,
            Checker::TestlibLcmp,
            Checker::LuoguNoip,
        ];
        let mut wrong = Vec::new();
        for variant in VARIANTS {
            let (expected, output) = (variant.expected.bytes(), variant.output());
            for (&checker, real) in checkers.iter().zip(variant.real()) {
                let got = compare(checker, &expected, &output);
                if got.is_ok() != (real == Real::AC) {
                    wrong.push(format!(
                        "{} under {}: real {:?}, ours {:?}",
                        variant.name,
                        checker.name(),
                        real,
                        got
                    ));
                }
                // A rejection is one line.
                if let Err(why) = got {
                    assert!(!why.contains('\n'), "{}: {}", variant.name, why);
                }
            }
        }
        assert!(wrong.is_empty(), "{}", wrong.join("\n"));
        let names: std::collections::BTreeSet<&str> = VARIANTS.iter().map(|v| v.name).collect();
        assert_eq!(names.len(), VARIANTS.len(), "variant names are unique");
    }

    /// Byte by byte, for every checker: the blanks that split tokens (what the special judges
    /// read cells by) and the bytes ignored at a line end, as `reading` documents them.
    #[test]
    fn each_checker_splits_at_and_ignores_the_bytes_it_documents() {
        use crate::registry::CHECKERS;
        let c_space: &[u8] = b" \t\n\x0b\x0c\r";
        for facts in &CHECKERS {
            let checker = facts.checker;
            let (blanks, ignored): (&[u8], &[u8]) = match checker {
                Checker::TestlibWcmp => (b" \t\n\r", b" \t\x0b\x0c\r"),
                Checker::LuoguNoip => (b" \n", b" \r\0"),
                _ => (c_space, b" \t\x0b\x0c\r"),
            };
            for b in 0..=255u8 {
                assert_eq!(
                    is_blank(checker, b),
                    blanks.contains(&b),
                    "{:?} {:#04x}",
                    checker,
                    b
                );
                let ignores = ignored_at_line_end(checker)(b);
                assert_eq!(ignores, ignored.contains(&b), "{:?} {:#04x}", checker, b);
            }
        }
    }

    #[test]
    fn a_rejection_names_the_byte_and_where_it_is() {
        let expected = b"12 3\n45\n";
        let why = |checker, actual: &[u8]| compare(checker, expected, actual).unwrap_err();
        assert_eq!(
            why(Checker::LuoguNoip, b"12 3\t\n45\n"),
            "line 1, column 5: found a tab (0x09) where Luogu's noip-checker allows only spaces, \\r and NULs at a line end"
        );
        assert_eq!(
            why(Checker::LuoguNoip, b"12 3\n45\n  \n\t\n"),
            "too many lines: expected 2, found 4; line 4 holds a tab (0x09), and after the last line Luogu's noip-checker ignores only spaces, \\r, NULs and newlines"
        );
        assert_eq!(
            why(Checker::LuoguNoip, b"12 3\n"),
            "too few lines: expected 2, found 1"
        );
        assert_eq!(
            why(Checker::LuoguNoip, b"12 4\n45\n"),
            "line 1, column 4: expected '3', found '4'"
        );
        assert_eq!(
            why(Checker::LuoguNoip, b"12\n45\n"),
            "line 1, column 3: expected a space (0x20), found the end of the line"
        );
        assert_eq!(
            why(Checker::LuoguNoip, b"12 3  x\n45\n"),
            "line 1, column 7: expected the end of the line, found 'x'"
        );
        assert_eq!(
            why(Checker::TestlibWcmp, b"12 3\n46\n"),
            "token 3 (line 2): expected \"45\", found \"46\""
        );
        assert_eq!(
            why(Checker::TestlibWcmp, b"12 3\x0c\n45\n"),
            "token 2 (line 1): expected \"3\", found \"3\\x0c\"; a form feed (0x0C) is not blank to testlib's wcmp (only space, \\t, \\n and \\r are)"
        );
        assert_eq!(
            why(Checker::TestlibWcmp, b"12 3\0\n45\n"),
            "token 2 (line 1): expected \"3\", found \"3\\0\"; a NUL (0x00) is not blank to testlib's wcmp (only space, \\t, \\n and \\r are)"
        );
        assert_eq!(
            why(Checker::KattisDefault, b"12 3\xc2\xa0\n45\n"),
            "token 2 (line 1): expected \"3\", found \"3\\u{a0}\"; a no-break space U+00A0 (C2 A0) is not blank to Kattis' default validator (only space, \\t, \\n, \\v, \\f and \\r are)"
        );
        assert_eq!(
            why(Checker::KattisDefault, b"12 3\x0045\n"),
            "token 3: expected \"45\", found the end of the output; Kattis' default validator compares tokens as C strings, so token 2 \"3\\x0045\" counts only up to its NUL (0x00)"
        );
        assert_eq!(
            why(Checker::TestlibLcmp, b"12 3\r45\n"),
            "line 1, token 2: expected \"3\", found \"345\"; testlib drops a lone \\r and joins what is on either side"
        );
        assert_eq!(
            why(Checker::TestlibLcmp, b"12 3\n45\nx\n"),
            "extra output after the 2 expected lines: 'x' on line 3; lcmp allows only space, \\t, \\n and \\r there (testlib's \"wrong output format\", which Codeforces reports as WA)"
        );
        assert_eq!(
            why(Checker::TestlibLcmp, b"12 3\n45\n\n \nx\n"),
            "extra output after the 2 expected lines: 'x' on line 5; lcmp allows only space, \\t, \\n and \\r there (testlib's \"wrong output format\", which Codeforces reports as WA)"
        );
    }

    #[test]
    fn bytes_are_named_and_quoted_on_one_line() {
        assert_eq!(name_at(b"1\t", 1), "a tab (0x09)");
        assert_eq!(name_at(b"\xC2\xA0", 0), "a no-break space U+00A0 (C2 A0)");
        assert_eq!(name_at(b"\xC3\xA9", 0), "'\u{e9}' (U+00E9)");
        assert_eq!(name_at(b"\xFF", 0), "the byte 0xFF");
        assert_eq!(
            quote(b"5\0\x0c\xC2\xA0\xFF\"\n", 0),
            r#""5\0\x0c\u{a0}\xff\"\n""#
        );
        let long = [b'7'; 81];
        assert_eq!(quote(&long, 80), "\"…7777777777777\"");
    }

    #[test]
    fn positions_count_lines_and_columns_from_one() {
        assert_eq!(position(b"ab\ncd", 0), (1, 1));
        assert_eq!(position(b"ab\ncd", 4), (2, 2));
        assert_eq!(position(b"ab\n", 3), (2, 1));
        assert_eq!(position(b"a\n\nxyz", 6), (3, 4));
        assert_eq!(position(b"abc", 3), (1, 4));
    }

    /// Every kind of byte a rejection can name, worded exactly: the named controls, the
    /// visible ASCII range and its edges, the Unicode blanks by name, a printable character of
    /// two, three and four bytes (also after other text), and what is neither.
    #[test]
    fn every_kind_of_byte_is_named_as_documented() {
        let cases: [(&[u8], usize, &str); 25] = [
            (b"\0", 0, "a NUL (0x00)"),
            (b"\t", 0, "a tab (0x09)"),
            (b"\n", 0, "a newline (0x0A)"),
            (b"\x0b", 0, "a vertical tab (0x0B)"),
            (b"\x0c", 0, "a form feed (0x0C)"),
            (b"\r", 0, "a carriage return (0x0D)"),
            (b" ", 0, "a space (0x20)"),
            (b"!", 0, "'!'"),
            (b"~", 0, "'~'"),
            (b"\x1f", 0, "the byte 0x1F"),
            (b"\x7f", 0, "the byte 0x7F"),
            (b"\xEF\xBB\xBF1", 0, "a UTF-8 BOM (EF BB BF)"),
            (b"\xC2\x85", 0, "a next-line U+0085 (C2 85)"),
            (b"\xE3\x80\x80", 0, "an ideographic space U+3000 (E3 80 80)"),
            (b"\xE2\x80\xA8", 0, "a line separator U+2028 (E2 80 A8)"),
            (
                b"\xE2\x80\xA9",
                0,
                "a paragraph separator U+2029 (E2 80 A9)",
            ),
            (b"\xE4\xB8\xAD", 0, "'\u{4e2d}' (U+4E2D)"),
            (b"ab\xE4\xB8\xAD", 2, "'\u{4e2d}' (U+4E2D)"),
            (b"\xF0\x9F\x98\x80!", 0, "'\u{1f600}' (U+1F600)"),
            (b"x\xF0\x9F\x98\x80", 1, "'\u{1f600}' (U+1F600)"),
            // Read whole up to the end of the text, wherever it starts.
            (b"abc\xC3\xA9", 3, "'\u{e9}' (U+00E9)"),
            // An em space is a blank no sequence names: its first byte.
            (b"\xE2\x80\x83", 0, "the byte 0xE2"),
            (b"\xC2\x80", 0, "the byte 0xC2"),
            (b"\xC3", 0, "the byte 0xC3"),
            (b"1\xC3", 1, "the byte 0xC3"),
        ];
        for (text, at, name) in cases {
            assert_eq!(name_at(text, at), name, "{:?} at {}", text, at);
        }
        for b in 0..=255u8 {
            assert_eq!(looks_blank(b), !(b'!'..=b'~').contains(&b), "{}", b);
        }
    }

    /// Quoting escapes as documented and keeps a window of 12 bytes before the focus and up
    /// to 24 from it, marking what it leaves out.
    #[test]
    fn quoting_escapes_and_shortens_as_documented() {
        let cases: [(&[u8], &str); 10] = [
            (b"a\"b\\c", r#""a\"b\\c""#),
            (b"\x005", r#""\x005""#),
            (b"\0a", r#""\0a""#),
            (b"\t\n\r", r#""\t\n\r""#),
            (b"\x01\x1b\x7f", r#""\x01\x1b\x7f""#),
            (b"\xC2\xA0\xC2\x85", r#""\u{a0}\u{85}""#),
            (b"\xEF\xBB\xBFx", r#""\u{feff}x""#),
            (b"\xE4\xB8\xAD", "\"\u{4e2d}\""),
            (b"a\xFFb", r#""a\xffb""#),
            (b"a\xE2\x80", r#""a\xe2\x80""#),
        ];
        for (text, quoted) in cases {
            assert_eq!(quote(text, 0), quoted, "{:?}", text);
        }
        let text: Vec<u8> = (b'a'..=b'z').chain(b'A'..=b'Z').collect();
        assert_eq!(quote(&text[..30], 15), "\"abcdefghijklmnopqrstuvwxyzABCD\"");
        assert_eq!(quote(&text[..30], 16), "\"…efghijklmnopqrstuvwxyzABCD\"");
        assert_eq!(quote(&text, 0), "\"abcdefghijklmnopqrstuvwx…\"");
        assert_eq!(
            quote(&text, 20),
            "\"…ijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQR…\""
        );
        assert_eq!(
            quote_pair(b"abcdefghijklmnopqrstuvwxyz", b"abcdefghijklmnopqrstuvwxyZ"),
            (
                "\"…nopqrstuvwxyz\"".to_string(),
                "\"…nopqrstuvwxyZ\"".to_string()
            )
        );
    }

    /// The hints' wording: a byte that looks blank but is not blank to the rule, and a token
    /// a NUL cut short under C-string comparison; none where they would not help.
    #[test]
    fn hints_name_the_byte_and_the_rule_only_when_they_help() {
        assert_eq!(
            WCMP.hint(b"12", b"1\x0b2").as_deref(),
            Some("; a vertical tab (0x0B) is not blank to testlib's wcmp (only space, \\t, \\n and \\r are)")
        );
        assert_eq!(WCMP.hint(b"12", b"13"), None);
        assert_eq!(WCMP.hint(b"1\x0b3", b"1\x0b2"), None);
        let tokens = [
            Token {
                text: b"a\0b",
                line: 1,
            },
            Token {
                text: b"c\0",
                line: 2,
            },
            Token {
                text: b"d",
                line: 3,
            },
        ];
        assert_eq!(
            KATTIS.c_string_hint(&tokens).as_deref(),
            Some(concat!(
                "; Kattis' default validator compares tokens as C strings, so token 1 ",
                r#""a\0b" counts only up to its NUL (0x00)"#
            ))
        );
        assert_eq!(KATTIS.c_string_hint(&tokens[1..]), None);
        assert_eq!(WCMP.c_string_hint(&tokens), None);
        assert_eq!(
            GENERIC_LINES.ignored_words_and_newlines(),
            "spaces, \\t, \\v, \\f, \\r and newlines"
        );
        assert_eq!(
            LUOGU.ignored_words_and_newlines(),
            "spaces, \\r, NULs and newlines"
        );
    }
}
