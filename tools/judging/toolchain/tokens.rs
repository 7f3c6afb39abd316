//! Rust source cut into tokens, enough to tell code from comments, strings, char literals and
//! lifetimes: what the feature scan needs. Brackets are matched, so a scan can step over a
//! group or look inside it. Not a full lexer: numbers, for instance, are only delimited.

/// What a token is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TokenKind {
    /// An identifier or keyword; `r#name` is one too, text and all.
    Ident,
    /// `'a`, and `'r#a` with `raw` set.
    Lifetime { raw: bool },
    /// A string literal: `"…"` (`raw` for `r"…"`/`r#"…"#`), with its prefix if any.
    Str { prefix: Prefix, raw: bool },
    /// A char or byte literal: `'x'`, `b'x'`.
    Char,
    /// A number, suffix included: `10`, `0x1f`, `1.5e3f64`, `7u32`.
    Number,
    /// `(`, `[` or `{`.
    Open,
    /// `)`, `]` or `}`.
    Close,
    /// Punctuation: `::`, `->`, `=>`, `..`, `..=`, `...`, `&&`, `||`, `==`, `!=`, `<=`, `>=`,
    /// the compound assignments, or one character.
    Punct,
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

/// One token: its kind, its text, and where it starts (line and column from 1, the column
/// counted in characters, as rustc counts).
#[derive(Clone, Copy, Debug)]
pub struct Token<'a> {
    pub kind: TokenKind,
    pub text: &'a str,
    pub line: usize,
    pub column: usize,
}

/// A file's tokens with their brackets matched.
pub struct Tokens<'a> {
    pub list: Vec<Token<'a>>,
    /// For an open or close bracket, the index of its partner (itself when unmatched).
    pub partner: Vec<usize>,
    /// For every token, the index of the innermost `{` around it, if any.
    pub brace: Vec<Option<usize>>,
}

/// Longest first, where one is the start of another.
const PUNCTS: [&str; 22] = [
    "...", "..=", "<<=", ">>=", "::", "->", "=>", "..", "&&", "||", "==", "!=", "<=", ">=", "+=",
    "-=", "*=", "/=", "%=", "^=", "&=", "|=",
];

impl<'a> Tokens<'a> {
    /// Cuts `text` into tokens. `c"…"` is a C string from edition 2021 on, as in rustc.
    pub fn new(text: &'a str, edition: u32) -> Tokens<'a> {
        let list = lex(text, edition);
        let mut partner: Vec<usize> = (0..list.len()).collect();
        let mut brace = vec![None; list.len()];
        let mut stack: Vec<usize> = Vec::new();
        for (i, token) in list.iter().enumerate() {
            if token.kind == TokenKind::Close {
                let opener = match token.text {
                    ")" => "(",
                    "]" => "[",
                    _ => "{",
                };
                // A stray closer (unbalanced code) closes nothing; an unclosed opener is dropped.
                if let Some(at) = stack.iter().rposition(|&o| list[o].text == opener) {
                    stack.truncate(at + 1);
                    let open = stack.pop().unwrap_or(i);
                    partner[open] = i;
                    partner[i] = open;
                }
            }
            brace[i] = stack.iter().rev().find(|&&o| list[o].text == "{").copied();
            if token.kind == TokenKind::Open {
                stack.push(i);
            }
        }
        Tokens {
            list,
            partner,
            brace,
        }
    }

    pub fn len(&self) -> usize {
        self.list.len()
    }

    /// The text of token `i`, or "" past either end.
    pub fn text(&self, i: usize) -> &'a str {
        self.list.get(i).map_or("", |t| t.text)
    }

    pub fn kind(&self, i: usize) -> Option<TokenKind> {
        self.list.get(i).map(|t| t.kind)
    }

    /// Whether token `i` is exactly `text`, and not part of a string or a comment.
    pub fn is(&self, i: usize, text: &str) -> bool {
        self.list.get(i).is_some_and(|t| {
            t.text == text && !matches!(t.kind, TokenKind::Str { .. } | TokenKind::Char)
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
        if self.kind(i) == Some(TokenKind::Open) && self.partner[i] > i {
            self.partner[i] + 1
        } else {
            i + 1
        }
    }

    /// The indices of the tokens directly inside the group that `open` opens (a group inside it
    /// counts as its opening bracket).
    pub fn children(&self, open: usize) -> Children<'_, 'a> {
        let end = if self.partner[open] > open {
            self.partner[open]
        } else {
            self.len()
        };
        Children {
            tokens: self,
            at: open + 1,
            end,
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

fn is_ident_start(c: char) -> bool {
    c == '_' || c.is_alphabetic()
}

fn is_ident_continue(c: char) -> bool {
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

    /// At `#…#"` of a raw string (after its `r`): up to and including `"#…#`.
    fn raw_quoted(&mut self) {
        let mut hashes = 0;
        while self.peek(0) == Some('#') {
            self.bump();
            hashes += 1;
        }
        self.bump(); // the opening quote
        let close: String = std::iter::once('"')
            .chain(std::iter::repeat_n('#', hashes))
            .collect();
        while !self.rest().is_empty() && !self.rest().starts_with(&close) {
            self.bump();
        }
        for _ in 0..close.chars().count() {
            self.bump();
        }
    }

    /// Whether a raw string starts here (after its `r`): `#`* then `"`.
    fn raw_string_ahead(&self) -> bool {
        self.rest().trim_start_matches('#').starts_with('"')
    }
}

fn lex(text: &str, edition: u32) -> Vec<Token<'_>> {
    let mut tokens = Vec::new();
    let mut cursor = Cursor {
        text,
        at: 0,
        line: 1,
        column: 1,
    };
    while let Some(c) = cursor.peek(0) {
        let (start, line, column) = (cursor.at, cursor.line, cursor.column);
        let rest = cursor.rest();
        let kind = if c.is_whitespace() {
            cursor.bump();
            None
        } else if rest.starts_with("//") {
            cursor.bump_while(|c| c != '\n');
            None
        } else if rest.starts_with("/*") {
            block_comment(&mut cursor);
            None
        } else if is_ident_start(c) {
            Some(word(&mut cursor, edition))
        } else if c == '"' {
            cursor.bump();
            cursor.quoted();
            Some(TokenKind::Str {
                prefix: Prefix::None,
                raw: false,
            })
        } else if c == '\'' {
            Some(quote(&mut cursor))
        } else if c.is_ascii_digit() {
            number(&mut cursor);
            Some(TokenKind::Number)
        } else if "([{".contains(c) {
            cursor.bump();
            Some(TokenKind::Open)
        } else if ")]}".contains(c) {
            cursor.bump();
            Some(TokenKind::Close)
        } else {
            let length = PUNCTS
                .iter()
                .find(|p| rest.starts_with(*p))
                .map_or(1, |p| p.len());
            for _ in 0..length {
                cursor.bump();
            }
            Some(TokenKind::Punct)
        };
        if let Some(kind) = kind {
            tokens.push(Token {
                kind,
                text: &text[start..cursor.at],
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
fn word(cursor: &mut Cursor, edition: u32) -> TokenKind {
    let start = cursor.at;
    cursor.bump_while(is_ident_continue);
    let word = &cursor.text[start..cursor.at];
    let next = cursor.peek(0);
    let c_strings = edition >= 2021;
    match (word, next) {
        ("r", Some('#')) if cursor.peek(1).is_some_and(is_ident_start) => {
            cursor.bump();
            cursor.bump_while(is_ident_continue);
            TokenKind::Ident
        }
        ("r", _) | ("br", _) if cursor.raw_string_ahead() => {
            cursor.raw_quoted();
            TokenKind::Str {
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
            TokenKind::Str {
                prefix: Prefix::C,
                raw: true,
            }
        }
        ("b", Some('"')) => {
            cursor.bump();
            cursor.quoted();
            TokenKind::Str {
                prefix: Prefix::Byte,
                raw: false,
            }
        }
        ("c", Some('"')) if c_strings => {
            cursor.bump();
            cursor.quoted();
            TokenKind::Str {
                prefix: Prefix::C,
                raw: false,
            }
        }
        ("b", Some('\'')) => {
            quote(cursor);
            TokenKind::Char
        }
        _ => TokenKind::Ident,
    }
}

/// At `'`: a char literal (`'x'`, `'\n'`, `'\u{1F600}'`), or a lifetime or label (`'a`,
/// `'r#a`), or a lone quote.
fn quote(cursor: &mut Cursor) -> TokenKind {
    cursor.bump();
    match (cursor.peek(0), cursor.peek(1)) {
        (Some('\\'), _) => {
            cursor.bump();
            cursor.bump();
            cursor.bump_while(|c| c != '\'' && c != '\n');
            cursor.bump();
            TokenKind::Char
        }
        (Some(_), Some('\'')) => {
            cursor.bump();
            cursor.bump();
            TokenKind::Char
        }
        (Some('r'), Some('#')) if cursor.peek(2).is_some_and(is_ident_start) => {
            cursor.bump();
            cursor.bump();
            cursor.bump_while(is_ident_continue);
            TokenKind::Lifetime { raw: true }
        }
        (Some(c), _) if is_ident_start(c) => {
            cursor.bump_while(is_ident_continue);
            TokenKind::Lifetime { raw: false }
        }
        _ => TokenKind::Punct,
    }
}

/// Digits, a fraction when a digit follows the point (so `1..2` and `1.max(2)` keep theirs),
/// then any suffix or exponent letters.
fn number(cursor: &mut Cursor) {
    cursor.bump_while(is_ident_continue);
    if cursor.peek(0) == Some('.') && cursor.peek(1).is_some_and(|c| c.is_ascii_digit()) {
        cursor.bump();
        cursor.bump_while(is_ident_continue);
    }
    // An exponent's sign: `1e-5`, `2.5E+3`.
    let text = &cursor.text[..cursor.at];
    if (text.ends_with('e') || text.ends_with('E'))
        && !text.starts_with("0x")
        && matches!(cursor.peek(0), Some('+') | Some('-'))
        && cursor.peek(1).is_some_and(|c| c.is_ascii_digit())
    {
        cursor.bump();
        cursor.bump_while(is_ident_continue);
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

    #[test]
    fn comments_vanish_and_nest() {
        assert_eq!(texts("a /* b /* c */ d */ e // f\ng"), vec!["a", "e", "g"]);
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
    }

    #[test]
    fn chars_and_lifetimes_are_told_apart() {
        let tokens = Tokens::new(r"'a' '\'' '\u{7b}' 'b 'r#c b'd' '{'", 2021);
        let kinds: Vec<TokenKind> = tokens.list.iter().map(|t| t.kind).collect();
        assert_eq!(
            kinds,
            vec![
                TokenKind::Char,
                TokenKind::Char,
                TokenKind::Char,
                TokenKind::Lifetime { raw: false },
                TokenKind::Lifetime { raw: true },
                TokenKind::Char,
                TokenKind::Char
            ]
        );
    }

    #[test]
    fn numbers_leave_ranges_and_methods_alone() {
        assert_eq!(texts("1..2"), vec!["1", "..", "2"]);
        assert_eq!(texts("1..=2"), vec!["1", "..=", "2"]);
        assert_eq!(texts("1.5e-3f64+x"), vec!["1.5e-3f64", "+", "x"]);
        assert_eq!(
            texts("1.max(0x1e)"),
            vec!["1", ".", "max", "(", "0x1e", ")"]
        );
    }

    #[test]
    fn positions_count_lines_and_characters() {
        let tokens = Tokens::new("é x\n  \"ü\" y", 2021);
        let at: Vec<(usize, usize)> = tokens.list.iter().map(|t| (t.line, t.column)).collect();
        assert_eq!(at, vec![(1, 1), (1, 3), (2, 3), (2, 7)]);
    }

    #[test]
    fn brackets_are_matched() {
        let tokens = Tokens::new("f(a, [b, c], { d }) }", 2021);
        assert_eq!(tokens.partner[1], 13);
        assert_eq!(tokens.over(1), 14);
        assert_eq!(tokens.partner[14], 14);
        assert_eq!(tokens.brace[11], Some(10));
        let arguments: Vec<Vec<&str>> = tokens
            .arguments(1)
            .iter()
            .map(|a| a.iter().map(|&i| tokens.text(i)).collect())
            .collect();
        assert_eq!(arguments, vec![vec!["a"], vec!["["], vec!["{"]]);
    }
}
