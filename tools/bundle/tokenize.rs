//! Pass 1a, **tokenize**: text split just finely enough to find item boundaries and
//! identifiers; a scanner that understands comments, strings, raw strings and char literals,
//! not a full Rust lexer.

/// Splits `text` into tokens just finely enough to find item boundaries and identifiers.
#[derive(Debug, PartialEq)]
pub(super) enum Token {
    Ident(String),
    Punct(char),
    /// A string or char literal, or a lifetime: opaque.
    Literal,
    Comment,
}

/// Tokens of `text` with their byte offsets (start, end).
pub(super) fn tokenize(text: &str) -> Vec<(Token, usize, usize)> {
    let bytes = text.as_bytes();
    let mut tokens = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        let start = i;
        let c = bytes[i];
        let token = if c.is_ascii_whitespace() {
            i += 1;
            continue;
        } else if text[i..].starts_with("//") {
            i += text[i..].find('\n').unwrap_or(text.len() - i);
            Token::Comment
        } else if text[i..].starts_with("/*") {
            let mut depth = 0;
            while i < bytes.len() {
                if text[i..].starts_with("/*") {
                    depth += 1;
                    i += 2;
                } else if text[i..].starts_with("*/") {
                    depth -= 1;
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    i += 1;
                }
            }
            Token::Comment
        } else if let Some(end) = raw_string_end(text, i) {
            i = end;
            Token::Literal
        } else if c == b'"' || (c == b'b' && bytes.get(i + 1) == Some(&b'"')) {
            i += if c == b'b' { 2 } else { 1 };
            while i < bytes.len() && bytes[i] != b'"' {
                i += if bytes[i] == b'\\' { 2 } else { 1 };
            }
            i += 1;
            Token::Literal
        } else if c == b'\'' || (c == b'b' && bytes.get(i + 1) == Some(&b'\'')) {
            i += if c == b'b' { 2 } else { 1 };
            // A char literal closes within a few bytes ('x', '\n', '\u{1F600}'); a lifetime doesn't.
            let rest = &text[i..];
            // `close`: the bytes after the opening quote, up to and including the closing one.
            let close = if let Some(escaped) = rest.strip_prefix('\\') {
                escaped.find('\'').map(|p| p + 2)
            } else {
                let n = rest.chars().next().map_or(0, char::len_utf8);
                Some(n + 1).filter(|_| n > 0 && rest[n..].starts_with('\''))
            };
            match close {
                Some(n) => i += n,
                None => {
                    while i < bytes.len() && (bytes[i].is_ascii_alphanumeric() || bytes[i] == b'_')
                    {
                        i += 1;
                    }
                }
            }
            Token::Literal
        } else if c.is_ascii_alphabetic() || c == b'_' {
            while i < bytes.len() && (bytes[i].is_ascii_alphanumeric() || bytes[i] == b'_') {
                i += 1;
            }
            Token::Ident(text[start..i].to_string())
        } else if c.is_ascii_digit() {
            while i < bytes.len() && (bytes[i].is_ascii_alphanumeric() || bytes[i] == b'_') {
                i += 1;
            }
            Token::Literal
        } else {
            let ch = text[i..].chars().next().unwrap_or(' ');
            i += ch.len_utf8();
            Token::Punct(ch)
        };
        tokens.push((token, start, i.min(text.len())));
    }
    tokens
}

/// If a raw string (`r"..."`, `r#"..."#`, `br"..."`) starts at `i`, the offset just past it.
pub(super) fn raw_string_end(text: &str, i: usize) -> Option<usize> {
    let rest = &text[i..];
    let after_prefix = rest.strip_prefix("br").or_else(|| rest.strip_prefix('r'))?;
    let hashes = after_prefix.len() - after_prefix.trim_start_matches('#').len();
    let body = after_prefix[hashes..].strip_prefix('"')?;
    let closing = format!("\"{}", "#".repeat(hashes));
    let end = body.find(&closing)?;
    Some(text.len() - body.len() + end + closing.len())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn idents(text: &str) -> Vec<String> {
        tokenize(text)
            .into_iter()
            .filter_map(|(t, ..)| match t {
                Token::Ident(w) => Some(w),
                _ => None,
            })
            .collect()
    }

    #[test]
    fn tokenizer_skips_comments_strings_and_tells_chars_from_lifetimes() {
        let text = r##"fn a<'x>(s: &'x str) -> char { /* b /* nested */ c */ let _ = "d\"e"; let _ = r#"f"g"#; 'h' } // i"##;
        assert_eq!(
            idents(text),
            ["fn", "a", "s", "str", "char", "let", "_", "let", "_"]
        );
        assert_eq!(idents("('\\n')('\\u{41}')(b'x')q('\\'')r"), ["q", "r"]);
    }

    #[test]
    fn raw_strings_end_at_their_own_hashes() {
        let text = r###"r#"a"b"# rest"###;
        assert_eq!(raw_string_end(text, 0), Some(8));
        assert_eq!(raw_string_end("rx", 0), None);
    }
}
