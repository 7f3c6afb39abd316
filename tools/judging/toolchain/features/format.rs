//! Format strings: identifiers captured in the std formatting macros' format strings (1.58),
//! the newer std macros, and `matches!` patterns.

use super::{Kind, Prefix, Scan, FORMAT_MACROS, NEW_MACROS, OLD_PANICS};

impl<'t, 'a> Scan<'t, 'a> {
    pub(super) fn macro_call(&mut self, i: usize) {
        let t = self.t;
        let name = t.text(i);
        if self.own_macros.contains_key(name) {
            return;
        }
        if let Some(&(_, minor)) = NEW_MACROS.iter().find(|(m, _)| *m == name) {
            self.flag(i, format!("the macro `{}!`", name), minor);
        } else if let Some(&(_, slot)) = FORMAT_MACROS.iter().find(|(m, _)| *m == name) {
            self.format_string(i, slot);
        } else if name == "matches" {
            let arguments = self.arguments(i + 2);
            if let Some(pattern) = arguments.get(1) {
                let end = pattern
                    .iter()
                    .position(|&j| t.is(j, "if"))
                    .map_or(pattern.len(), |p| p);
                if end > 0 {
                    let last = pattern[end - 1];
                    self.range_patterns(pattern[0], t.over(last));
                }
            }
        }
    }

    /// The top-level arguments of the group `open` opens, split at commas, but not at the
    /// commas of a turbofish (`f::<A, B>()`).
    pub(super) fn arguments(&mut self, open: usize) -> Vec<Vec<usize>> {
        let t = self.t;
        let mut arguments = vec![Vec::new()];
        let mut angles = 0usize;
        for i in t.children(open) {
            self.work += 1;
            if t.is(i, "<") && (angles > 0 || t.is(i.wrapping_sub(1), "::")) {
                angles += 1;
            } else if angles > 0 && t.is(i, ">") {
                angles -= 1;
            }
            if t.is(i, ",") && angles == 0 {
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

    /// Captured identifiers in the format string of the call at `i` (argument `slot`).
    pub(super) fn format_string(&mut self, i: usize, slot: usize) {
        let t = self.t;
        let name = t.text(i);
        let arguments = self.arguments(i + 2);
        let literal = match arguments.get(slot) {
            Some(argument) if argument.len() == 1 => argument[0],
            _ => return,
        };
        let raw = match t.kind(literal) {
            Some(Kind::Str {
                prefix: Prefix::None,
                raw,
            }) => raw,
            _ => return,
        };
        let lone = arguments.len() == slot + 1;
        if lone && (name == "unreachable" || (self.edition < 2021 && OLD_PANICS.contains(&name))) {
            return;
        }
        let named: Vec<&str> = arguments[slot + 1..]
            .iter()
            .filter(|a| a.len() >= 2 && t.is(a[1], "="))
            .map(|a| t.text(a[0]))
            .collect();
        let token = t.list[literal];
        self.work += token.text.len();
        for (line, column, placeholder, names) in
            placeholders(token.text, raw, token.line, token.column)
        {
            if names.iter().any(|n| !named.contains(&n.as_str())) {
                self.flag_at(
                    line,
                    column,
                    format!(
                        "{}!(\"{}\") captures an identifier in a format string",
                        name, placeholder
                    ),
                    58,
                );
            }
        }
    }
}

/// A placeholder that names identifiers: the line and column of its `{`, its text, the names.
type Placeholder = (usize, usize, String, Vec<String>);

/// The placeholders of a format string (the literal token's text) that name identifiers.
pub(super) fn placeholders(
    literal: &str,
    raw: bool,
    line: usize,
    column: usize,
) -> Vec<Placeholder> {
    let opening = literal.find('"').map_or(0, |q| q + 1);
    let hashes = if raw { opening.saturating_sub(2) } else { 0 }; // between `r` and the quote
    let closing = literal.len().saturating_sub(1 + hashes);
    // An unterminated literal (the file ends inside it) has no placeholders worth reporting.
    let content = match literal.get(opening..closing) {
        Some(content) if literal.ends_with('"') || literal.ends_with('#') => content,
        _ => return Vec::new(),
    };
    let (mut line, mut column) = (line, column + literal[..opening].chars().count());
    let mut positions = Vec::new();
    let mut chars = content.chars().peekable();
    // Characters with their positions, escapes dropped (they are never braces that count).
    while let Some(c) = chars.next() {
        let here = (line, column);
        let mut advance = |c: char| {
            if c == '\n' {
                line += 1;
                column = 1;
            } else {
                column += 1;
            }
        };
        advance(c);
        if c == '\\' && !raw {
            if let Some(next) = chars.next() {
                advance(next);
                if next == 'u' && chars.peek() == Some(&'{') {
                    for c in chars.by_ref() {
                        advance(c);
                        if c == '}' {
                            break;
                        }
                    }
                }
            }
            positions.push((here, '\0'));
        } else {
            positions.push((here, c));
        }
    }
    let mut found = Vec::new();
    let mut k = 0;
    while k < positions.len() {
        let ((l, c), ch) = positions[k];
        if ch == '}' || (ch == '{' && positions.get(k + 1).map(|p| p.1) == Some('{')) {
            k += if positions.get(k + 1).map(|p| p.1) == Some(ch) {
                2
            } else {
                1
            };
            continue;
        }
        if ch != '{' {
            k += 1;
            continue;
        }
        let close = match positions[k + 1..].iter().position(|p| p.1 == '}') {
            Some(offset) => k + 1 + offset,
            None => break,
        };
        let inside: String = positions[k + 1..close].iter().map(|p| p.1).collect();
        let names = captured(&inside);
        if !names.is_empty() {
            found.push((l, c, format!("{{{}}}", inside), names));
        }
        k = close + 1;
    }
    found
}

/// The identifiers a placeholder's inside (between its braces) names: its argument when that is
/// a name, and any `name$` width or precision.
pub(super) fn captured(inside: &str) -> Vec<String> {
    let (argument, spec) = match inside.find(':') {
        Some(colon) => (&inside[..colon], &inside[colon + 1..]),
        None => (inside, ""),
    };
    let is_name = |s: &str| {
        s.starts_with(|c: char| c == '_' || c.is_alphabetic())
            && s != "_"
            && s.chars().all(|c| c == '_' || c.is_alphanumeric())
    };
    let mut names = Vec::new();
    if is_name(argument) {
        names.push(argument.to_string());
    }
    let mut name = String::new();
    for c in spec.chars() {
        if c == '_' || c.is_alphanumeric() {
            name.push(c);
        } else {
            if c == '$' && is_name(&name) {
                names.push(name.clone());
            }
            name.clear();
        }
    }
    names
}
