//! Pass 1a, **tokenize**: text split just finely enough to find item boundaries and
//! identifiers, from the shared lexer ([`crate::lexer`]): identifiers, punctuation one character
//! at a time, literals (strings, chars, numbers, lifetimes) as opaque tokens, and comments.

use crate::lexer::{self, Kind};

/// Splits `text` into tokens just finely enough to find item boundaries and identifiers.
#[derive(Debug, PartialEq)]
pub(super) enum Token {
    Ident(String),
    Punct(char),
    /// A string, char or number literal, or a lifetime: opaque.
    Literal,
    Comment,
}

/// Tokens of `text` with their byte offsets (start, end). The core is edition 2018.
pub(super) fn tokenize(text: &str) -> Vec<(Token, usize, usize)> {
    let mut tokens = Vec::new();
    for token in lexer::lex(text, 2018) {
        let (start, end) = (token.start, token.end());
        match token.kind {
            Kind::Ident => tokens.push((Token::Ident(token.text.to_string()), start, end)),
            Kind::Comment { .. } | Kind::Shebang => tokens.push((Token::Comment, start, end)),
            Kind::Str { .. } | Kind::Char { .. } | Kind::Number | Kind::Lifetime { .. } => {
                tokens.push((Token::Literal, start, end))
            }
            Kind::Open | Kind::Close | Kind::Punct => {
                for (offset, c) in token.text.char_indices() {
                    let at = start + offset;
                    tokens.push((Token::Punct(c), at, at + c.len_utf8()));
                }
            }
        }
    }
    tokens
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
    fn punctuation_comes_one_character_at_a_time_with_its_offsets() {
        let tokens = tokenize("a::b => c");
        assert_eq!(tokens[1], (Token::Punct(':'), 1, 2));
        assert_eq!(tokens[2], (Token::Punct(':'), 2, 3));
        assert_eq!(tokens[4], (Token::Punct('='), 5, 6));
        assert_eq!(tokens[5], (Token::Punct('>'), 6, 7));
    }
}
