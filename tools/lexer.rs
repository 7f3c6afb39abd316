//! Rust source cut into tokens: the one lexer behind the generator (`bundle::tokenize`), the
//! toolchain scan (`judging::toolchain`) and the reading of an attempt (`judging::attempt`,
//! `judging::crates`).
//!
//! [`lex`] gives every token, comments included, each with its text, byte offset, line and
//! column; [`Tokens`] keeps the code alone (no comments) with its brackets matched, so a reader
//! can step over a group or look inside it. Both take time linear in the text, whatever it
//! holds: each character is looked at a bounded number of times, and bracket matching pops each
//! opening bracket at most once.
//!
//! What it knows, as rustc's lexer does:
//! - comments: line and block comments, block comments nested, doc comments (`///`, `//!`,
//!   `/** */`, `/*! */`, but not `////` or `/***`), and a shebang line (`#!` at the start, not
//!   `#![`);
//! - literals: strings with escapes, raw strings with any number of `#`, byte strings (`b"…"`,
//!   `br#"…"#`), C strings (`c"…"`, `cr"…"`, edition 2021 on), chars and byte chars (`'x'`,
//!   `'\n'`, `'\u{1F600}'`, `b'x'`), numbers with suffixes and exponents (`1_000u32`, `0x1f`,
//!   `1.5e-3f64`, `1.`), where `1..2`, `1.max(2)` and a tuple index `t.0.1` keep their dots;
//! - lifetimes and labels (`'a`, raw `'r#a`) told from char literals; raw identifiers (`r#type`).
//!
//! Not checked: whether a literal is valid (an unknown escape, a digit too large for its base):
//! rustc refuses those itself. An unterminated string or comment runs to the end of the text.

/// What a token is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// An identifier or keyword; `r#name` is one too, text and all.
    Ident,
    /// `'a`, and `'r#a` with `raw` set.
    Lifetime { raw: bool },
    /// A string literal, its prefix and quotes included: `"…"`, `r#"…"#` (`raw`), `b"…"`, `c"…"`.
    Str { prefix: Prefix, raw: bool },
    /// A char literal `'x'`, or with `byte` a byte literal `b'x'`.
    Char { byte: bool },
    /// A number, suffix included: `10`, `0x1f`, `1.5e3f64`, `7u32`.
    Number,
    /// `(`, `[` or `{`.
    Open,
    /// `)`, `]` or `}`.
    Close,
    /// Punctuation: `::`, `->`, `=>`, `..`, `..=`, `...`, `&&`, `||`, `==`, `!=`, `<=`, `>=`,
    /// the compound assignments, or one character (`<` and `>` are always one, as generics need).
    Punct,
    /// A comment; `doc` for a doc comment, `block` for `/* … */`.
    Comment { doc: bool, block: bool },
    /// `#!…` on the first line (not `#![`).
    Shebang,
}

/// A string literal's prefix.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Prefix {
    None,
    /// `b"…"`
    Byte,
    /// `c"…"` (edition 2021 on)
    C,
}

/// One token: its kind, its text, its byte offset, and where it starts (line and column from 1,
/// the column counted in characters, as rustc counts).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Token<'a> {
    pub kind: Kind,
    pub text: &'a str,
    pub start: usize,
    pub line: usize,
    pub column: usize,
}

impl Token<'_> {
    /// The byte offset just past it.
    pub fn end(&self) -> usize {
        self.start + self.text.len()
    }

    /// Whether it is code: not a comment or a shebang.
    pub fn is_code(&self) -> bool {
        !matches!(self.kind, Kind::Comment { .. } | Kind::Shebang)
    }
}

/// Longest first, where one is the start of another.
const PUNCTS: [&str; 22] = [
    "...", "..=", "<<=", ">>=", "::", "->", "=>", "..", "&&", "||", "==", "!=", "<=", ">=", "+=",
    "-=", "*=", "/=", "%=", "^=", "&=", "|=",
];

pub fn is_ident_start(c: char) -> bool {
    c == '_' || c.is_alphabetic()
}

pub fn is_ident_continue(c: char) -> bool {
    c == '_' || c.is_alphanumeric()
}

/// Walks the text, counting lines and columns.
struct Cursor<'a> {
    text: &'a str,
    at: usize,
    line: usize,
    column: usize,
}

impl<'a> Cursor<'a> {
    fn peek(&self, n: usize) -> Option<char> {
        self.text[self.at..].chars().nth(n)
    }

    fn rest(&self) -> &'a str {
        &self.text[self.at..]
    }

    fn bump(&mut self) -> Option<char> {
        let c = self.peek(0)?;
        self.at += c.len_utf8();
        if c == '\n' {
            self.line += 1;
            self.column = 1;
        } else {
            self.column += 1;
        }
        Some(c)
    }

    fn bump_while(&mut self, keep: impl Fn(char) -> bool) {
        while self.peek(0).is_some_and(&keep) {
            self.bump();
        }
    }

    /// After an opening `"`: up to and including the closing one, `\` escaping the next char.
    fn quoted(&mut self) {
        while let Some(c) = self.bump() {
            match c {
                '\\' => {
                    self.bump();
                }
                '"' => return,
                _ => {}
            }
        }
    }

    /// At the `#`s or `"` of a raw string (after its prefix): up to and including `"#…#`.
    fn raw_quoted(&mut self) {
        let mut hashes = 0;
        while self.peek(0) == Some('#') {
            self.bump();
            hashes += 1;
        }
        self.bump(); // the opening quote
        while let Some(c) = self.bump() {
            if c == '"' {
                // Only the `#`s right after this quote: each `#` is counted after one quote at
                // most, so the whole literal is read in linear time.
                let closing = self.rest().bytes().take_while(|&b| b == b'#').take(hashes);
                if closing.count() == hashes {
                    for _ in 0..hashes {
                        self.bump();
                    }
                    return;
                }
            }
        }
    }

    /// Whether a raw string starts here (after its prefix): `#`* then `"`.
    fn raw_string_ahead(&self) -> bool {
        let rest = self.rest().as_bytes();
        let hashes = rest.iter().take_while(|&&b| b == b'#').count();
        rest.get(hashes) == Some(&b'"')
    }
}

/// Every token of `text`, comments included, in order. `edition` is a year (2015, 2018, …):
/// `c"…"` is a C string from 2021 on, as in rustc.
pub fn lex(text: &str, edition: u32) -> Vec<Token<'_>> {
    let mut tokens: Vec<Token> = Vec::new();
    let mut cursor = Cursor {
        text,
        at: 0,
        line: 1,
        column: 1,
    };
    if text.starts_with("#!") && !text[2..].trim_start().starts_with('[') {
        cursor.bump_while(|c| c != '\n');
        tokens.push(Token {
            kind: Kind::Shebang,
            text: &text[..cursor.at],
            start: 0,
            line: 1,
            column: 1,
        });
    }
    // Whether the last code token was a `.`: a number then is a tuple index, without a fraction.
    let mut after_dot = false;
    while let Some(c) = cursor.peek(0) {
        let (start, line, column) = (cursor.at, cursor.line, cursor.column);
        let rest = cursor.rest();
        let kind = if c.is_whitespace() {
            cursor.bump();
            None
        } else if rest.starts_with("//") {
            cursor.bump_while(|c| c != '\n');
            let doc =
                (rest.starts_with("///") && !rest.starts_with("////")) || rest.starts_with("//!");
            Some(Kind::Comment { doc, block: false })
        } else if rest.starts_with("/*") {
            block_comment(&mut cursor);
            let doc = (rest.starts_with("/**") && !rest.starts_with("/***"))
                && !rest.starts_with("/**/")
                || rest.starts_with("/*!");
            Some(Kind::Comment { doc, block: true })
        } else if is_ident_start(c) {
            Some(word(&mut cursor, edition))
        } else if c == '"' {
            cursor.bump();
            cursor.quoted();
            Some(Kind::Str {
                prefix: Prefix::None,
                raw: false,
            })
        } else if c == '\'' {
            Some(quote(&mut cursor, false))
        } else if c.is_ascii_digit() {
            number(&mut cursor, after_dot);
            Some(Kind::Number)
        } else if "([{".contains(c) {
            cursor.bump();
            Some(Kind::Open)
        } else if ")]}".contains(c) {
            cursor.bump();
            Some(Kind::Close)
        } else {
            let length = PUNCTS
                .iter()
                .find(|p| rest.starts_with(*p))
                .map_or(1, |p| p.len());
            for _ in 0..length {
                cursor.bump();
            }
            Some(Kind::Punct)
        };
        if let Some(kind) = kind {
            if !matches!(kind, Kind::Comment { .. }) {
                after_dot = &text[start..cursor.at] == ".";
            }
            tokens.push(Token {
                kind,
                text: &text[start..cursor.at],
                start,
                line,
                column,
            });
        }
    }
    tokens
}

/// At `/*`: up to and including the matching `*/` (block comments nest).
fn block_comment(cursor: &mut Cursor) {
    let mut depth = 0;
    while !cursor.rest().is_empty() {
        if cursor.rest().starts_with("/*") {
            depth += 1;
            cursor.bump();
            cursor.bump();
        } else if cursor.rest().starts_with("*/") {
            depth -= 1;
            cursor.bump();
            cursor.bump();
            if depth == 0 {
                return;
            }
        } else {
            cursor.bump();
        }
    }
}

/// An identifier, or a literal that starts with letters: `r#raw`, `r"…"`, `b"…"`, `br#"…"#`,
/// `c"…"`, `cr"…"`, `b'x'`.
fn word(cursor: &mut Cursor, edition: u32) -> Kind {
    let start = cursor.at;
    cursor.bump_while(is_ident_continue);
    let word = &cursor.text[start..cursor.at];
    let next = cursor.peek(0);
    let c_strings = edition >= 2021;
    match (word, next) {
        ("r", Some('#')) if cursor.peek(1).is_some_and(is_ident_start) => {
            cursor.bump();
            cursor.bump_while(is_ident_continue);
            Kind::Ident
        }
        ("r", _) | ("br", _) if cursor.raw_string_ahead() => {
            cursor.raw_quoted();
            Kind::Str {
                prefix: if word == "br" {
                    Prefix::Byte
                } else {
                    Prefix::None
                },
                raw: true,
            }
        }
        ("cr", _) if c_strings && cursor.raw_string_ahead() => {
            cursor.raw_quoted();
            Kind::Str {
                prefix: Prefix::C,
                raw: true,
            }
        }
        ("b", Some('"')) => {
            cursor.bump();
            cursor.quoted();
            Kind::Str {
                prefix: Prefix::Byte,
                raw: false,
            }
        }
        ("c", Some('"')) if c_strings => {
            cursor.bump();
            cursor.quoted();
            Kind::Str {
                prefix: Prefix::C,
                raw: false,
            }
        }
        ("b", Some('\'')) => quote(cursor, true),
        _ => Kind::Ident,
    }
}

/// At `'`: a char literal (`'x'`, `'\n'`, `'\u{1F600}'`), or a lifetime or label (`'a`,
/// `'r#a`), or a lone quote.
fn quote(cursor: &mut Cursor, byte: bool) -> Kind {
    cursor.bump();
    match (cursor.peek(0), cursor.peek(1)) {
        (Some('\\'), _) => {
            cursor.bump();
            cursor.bump();
            cursor.bump_while(|c| c != '\'' && c != '\n');
            if cursor.peek(0) == Some('\'') {
                cursor.bump();
            }
            Kind::Char { byte }
        }
        (Some(c), Some('\'')) if c != '\n' => {
            cursor.bump();
            cursor.bump();
            Kind::Char { byte }
        }
        (Some('r'), Some('#')) if !byte && cursor.peek(2).is_some_and(is_ident_start) => {
            cursor.bump();
            cursor.bump();
            cursor.bump_while(is_ident_continue);
            Kind::Lifetime { raw: true }
        }
        (Some(c), _) if !byte && is_ident_start(c) => {
            cursor.bump_while(is_ident_continue);
            Kind::Lifetime { raw: false }
        }
        _ => Kind::Punct,
    }
}

/// A number: digits (any base), a fraction when the point is not a range's or a method call's
/// (`1..2`, `1.max(2)`) and the number is no tuple index (`after_dot`: `t.0.1`), an exponent,
/// then any suffix.
fn number(cursor: &mut Cursor, after_dot: bool) {
    let based = matches!(
        (cursor.peek(0), cursor.peek(1)),
        (Some('0'), Some('x' | 'o' | 'b' | 'X' | 'O' | 'B'))
    );
    if based {
        cursor.bump();
        cursor.bump();
        cursor.bump_while(is_ident_continue);
        return;
    }
    cursor.bump_while(|c| c.is_ascii_digit() || c == '_');
    if !after_dot && cursor.peek(0) == Some('.') {
        match cursor.peek(1) {
            Some(d) if d.is_ascii_digit() => {
                cursor.bump();
                cursor.bump_while(|c| c.is_ascii_digit() || c == '_');
            }
            Some(c) if c == '.' || is_ident_start(c) => {}
            // `1.` alone is a float.
            _ => {
                cursor.bump();
                return;
            }
        }
    }
    if matches!(cursor.peek(0), Some('e' | 'E')) {
        let digit_at = if matches!(cursor.peek(1), Some('+' | '-')) {
            2
        } else {
            1
        };
        if cursor.peek(digit_at).is_some_and(|c| c.is_ascii_digit()) {
            for _ in 0..digit_at {
                cursor.bump();
            }
            cursor.bump_while(|c| c.is_ascii_digit() || c == '_');
        }
    }
    cursor.bump_while(is_ident_continue);
}

/// A text's code tokens (no comments) with their brackets matched.
pub struct Tokens<'a> {
    pub list: Vec<Token<'a>>,
    /// For an open or close bracket, the index of its partner (itself when unmatched).
    pub partner: Vec<usize>,
    /// For every token, the index of the innermost `{` around it, if any.
    pub brace: Vec<Option<usize>>,
    /// For every token, the index of the innermost open bracket of any kind around it, if any.
    pub group: Vec<Option<usize>>,
}

impl<'a> Tokens<'a> {
    /// The code of `text` (see [`lex`] for `edition`), brackets matched. A stray closing
    /// bracket closes nothing; an opening one closed by another kind's closer is left unmatched
    /// (rustc refuses both).
    pub fn new(text: &'a str, edition: u32) -> Tokens<'a> {
        let list: Vec<Token> = lex(text, edition)
            .into_iter()
            .filter(Token::is_code)
            .collect();
        let mut partner: Vec<usize> = (0..list.len()).collect();
        let mut brace = vec![None; list.len()];
        let mut group = vec![None; list.len()];
        // The open brackets, and how many of each kind (`(`, `[`, `{`) are open.
        let mut stack: Vec<usize> = Vec::new();
        let mut open = [0usize; 3];
        let mut braces: Vec<usize> = Vec::new();
        let which = |text: &str| match text {
            "(" | ")" => 0,
            "[" | "]" => 1,
            _ => 2,
        };
        for (i, token) in list.iter().enumerate() {
            if token.kind == Kind::Close {
                let kind = which(token.text);
                if open[kind] > 0 {
                    // Every bracket popped here is popped once: linear in all.
                    while let Some(top) = stack.pop() {
                        let top_kind = which(list[top].text);
                        open[top_kind] -= 1;
                        if top_kind == 2 {
                            braces.pop();
                        }
                        if top_kind == kind {
                            partner[top] = i;
                            partner[i] = top;
                            break;
                        }
                    }
                }
            }
            brace[i] = braces.last().copied();
            group[i] = stack.last().copied();
            if token.kind == Kind::Open {
                stack.push(i);
                open[which(token.text)] += 1;
                if token.text == "{" {
                    braces.push(i);
                }
            }
        }
        Tokens {
            list,
            partner,
            brace,
            group,
        }
    }

    pub fn len(&self) -> usize {
        self.list.len()
    }

    pub fn is_empty(&self) -> bool {
        self.list.is_empty()
    }

    /// The text of token `i`, or "" past either end.
    pub fn text(&self, i: usize) -> &'a str {
        self.list.get(i).map_or("", |t| t.text)
    }

    pub fn kind(&self, i: usize) -> Option<Kind> {
        self.list.get(i).map(|t| t.kind)
    }

    /// Whether token `i` is exactly `text`, and not a string or char literal.
    pub fn is(&self, i: usize, text: &str) -> bool {
        self.list.get(i).is_some_and(|t| {
            t.text == text && !matches!(t.kind, Kind::Str { .. } | Kind::Char { .. })
        })
    }

    /// The text of the token before `i`, or "" at the start.
    pub fn before(&self, i: usize) -> &'a str {
        if i == 0 {
            ""
        } else {
            self.text(i - 1)
        }
    }

    /// The index just after token `i`, stepping over the whole group when `i` opens one.
    pub fn over(&self, i: usize) -> usize {
        if self.kind(i) == Some(Kind::Open) && self.partner[i] > i {
            self.partner[i] + 1
        } else {
            i + 1
        }
    }

    /// The index where the group that `open` opens ends: its closer, or the end of the text.
    pub fn end_of(&self, open: usize) -> usize {
        if self.partner[open] > open {
            self.partner[open]
        } else {
            self.len()
        }
    }

    /// The indices of the tokens directly inside the group that `open` opens (a group inside it
    /// counts as its opening bracket).
    pub fn children(&self, open: usize) -> Children<'_, 'a> {
        Children {
            tokens: self,
            at: open + 1,
            end: self.end_of(open),
        }
    }

    /// The top-level pieces of the group that `open` opens, split at its commas: each the
    /// indices of its direct tokens.
    pub fn arguments(&self, open: usize) -> Vec<Vec<usize>> {
        let mut arguments = vec![Vec::new()];
        for i in self.children(open) {
            if self.is(i, ",") {
                arguments.push(Vec::new());
            } else if let Some(last) = arguments.last_mut() {
                last.push(i);
            }
        }
        if arguments.last().is_some_and(|a| a.is_empty()) {
            arguments.pop();
        }
        arguments
    }
}

/// See [`Tokens::children`].
pub struct Children<'t, 'a> {
    tokens: &'t Tokens<'a>,
    at: usize,
    end: usize,
}

impl Iterator for Children<'_, '_> {
    type Item = usize;

    fn next(&mut self) -> Option<usize> {
        if self.at >= self.end {
            return None;
        }
        let i = self.at;
        self.at = self.tokens.over(i).min(self.end);
        Some(i)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn texts(source: &str) -> Vec<&str> {
        Tokens::new(source, 2021)
            .list
            .iter()
            .map(|t| t.text)
            .collect()
    }

    fn kinds(source: &str) -> Vec<Kind> {
        lex(source, 2021).iter().map(|t| t.kind).collect()
    }

    #[test]
    fn comments_nest_and_doc_comments_are_told_apart() {
        assert_eq!(texts("a /* b /* c */ d */ e // f\ng"), vec!["a", "e", "g"]);
        let line = |doc| Kind::Comment { doc, block: false };
        let block = |doc| Kind::Comment { doc, block: true };
        assert_eq!(
            kinds("/// a\n//! b\n//// c\n// d\n/** e */ /*! f */ /*** g */ /**/ /* h */"),
            vec![
                line(true),
                line(true),
                line(false),
                line(false),
                block(true),
                block(true),
                block(false),
                block(false),
                block(false)
            ]
        );
        // Every byte is in a token or between tokens, in order.
        let text = "fn a() { /* x /* y */ */ } // z";
        let all = lex(text, 2021);
        assert_eq!(all[5].text, "/* x /* y */ */");
        assert_eq!(&text[all[5].start..all[5].end()], all[5].text);
    }

    #[test]
    fn a_shebang_is_a_token_of_its_own_but_an_inner_attribute_is_not_one() {
        assert_eq!(kinds("#!/usr/bin/env run\nfn main() {}")[0], Kind::Shebang);
        assert_eq!(texts("#![allow(unused)]\nfn main() {}")[..2], ["#", "!"]);
        assert_eq!(texts("#!/x\nfn")[..], ["fn"]);
    }

    #[test]
    fn strings_raw_strings_and_prefixes_are_one_token() {
        assert_eq!(
            texts(r####"x("a\"b", r#"c"d"#, br##"e"#f"##, b"g", c"h", cr#"i"#, r#j)"####),
            vec![
                "x",
                "(",
                r#""a\"b""#,
                ",",
                r##"r#"c"d"#"##,
                ",",
                r###"br##"e"#f"##"###,
                ",",
                r#"b"g""#,
                ",",
                r#"c"h""#,
                ",",
                r##"cr#"i"#"##,
                ",",
                "r#j",
                ")"
            ]
        );
        // Before edition 2021, `c"h"` is the identifier `c` and a string.
        let old: Vec<&str> = Tokens::new(r#"c"h""#, 2018)
            .list
            .iter()
            .map(|t| t.text)
            .collect();
        assert_eq!(old, vec!["c", r#""h""#]);
        // A string holding comment and bracket characters is one token.
        assert_eq!(
            texts(r#"f("/* { // ")"#),
            vec!["f", "(", r#""/* { // ""#, ")"]
        );
    }

    #[test]
    fn chars_and_lifetimes_are_told_apart() {
        let kinds: Vec<Kind> = Tokens::new(r"'a' '\'' '\u{7b}' 'b 'r#c b'd' '{' 'static", 2021)
            .list
            .iter()
            .map(|t| t.kind)
            .collect();
        let char = Kind::Char { byte: false };
        assert_eq!(
            kinds,
            vec![
                char,
                char,
                char,
                Kind::Lifetime { raw: false },
                Kind::Lifetime { raw: true },
                Kind::Char { byte: true },
                char,
                Kind::Lifetime { raw: false },
            ]
        );
        assert_eq!(texts("fn f<'a>(x: &'a u8) {}")[2..5], ["<", "'a", ">"]);
    }

    #[test]
    fn numbers_keep_their_suffixes_and_leave_ranges_methods_and_tuple_fields_alone() {
        assert_eq!(texts("1..2"), vec!["1", "..", "2"]);
        assert_eq!(texts("1..=2"), vec!["1", "..=", "2"]);
        assert_eq!(texts("1.5e-3f64+x"), vec!["1.5e-3f64", "+", "x"]);
        assert_eq!(
            texts("1_000u32 0b1010 0o7 0x1E"),
            vec!["1_000u32", "0b1010", "0o7", "0x1E"]
        );
        assert_eq!(
            texts("1.max(0x1e)"),
            vec!["1", ".", "max", "(", "0x1e", ")"]
        );
        assert_eq!(texts("t.0.1"), vec!["t", ".", "0", ".", "1"]);
        assert_eq!(texts("1. + 2e3"), vec!["1.", "+", "2e3"]);
        assert_eq!(
            texts("2.0f32.sqrt()"),
            vec!["2.0f32", ".", "sqrt", "(", ")"]
        );
    }

    #[test]
    fn positions_count_lines_and_characters() {
        let tokens = Tokens::new("é x\n  \"ü\" y", 2021);
        let at: Vec<(usize, usize)> = tokens.list.iter().map(|t| (t.line, t.column)).collect();
        assert_eq!(at, vec![(1, 1), (1, 3), (2, 3), (2, 7)]);
        assert_eq!(tokens.list[3].start, "é x\n  \"ü\" ".len());
    }

    #[test]
    fn brackets_are_matched_and_strays_close_nothing() {
        let tokens = Tokens::new("f(a, [b, c], { d }) }", 2021);
        assert_eq!(tokens.partner[1], 13);
        assert_eq!(tokens.over(1), 14);
        assert_eq!(tokens.partner[14], 14);
        assert_eq!(tokens.brace[11], Some(10));
        assert_eq!(
            (tokens.group[3], tokens.group[5], tokens.group[11]),
            (Some(1), Some(4), Some(10))
        );
        let arguments: Vec<Vec<&str>> = tokens
            .arguments(1)
            .iter()
            .map(|a| a.iter().map(|&i| tokens.text(i)).collect())
            .collect();
        assert_eq!(arguments, vec![vec!["a"], vec!["["], vec!["{"]]);
        // `(` closed by `}`: the `{` matches, the `(` stays open.
        let tokens = Tokens::new("{ ( }", 2021);
        assert_eq!(tokens.partner, vec![2, 1, 0]);
    }

    #[test]
    fn unterminated_literals_and_comments_run_to_the_end() {
        assert_eq!(texts("a \"b c"), vec!["a", "\"b c"]);
        assert_eq!(texts("a /* b"), vec!["a"]);
        assert_eq!(texts("a r#\"b"), vec!["a", "r#\"b"]);
        assert_eq!(texts("'\\"), vec!["'\\"]);
    }
}
