//! Statements and patterns: `let … else` (1.65), locked streams kept by a `let` (1.61),
//! collecting into pairs (1.79), let chains (1.88) and `if let` guards (1.95), destructuring
//! assignments (1.59), range patterns (1.66, 1.80).

use super::{is_keyword, Body, Kind, Scan, COLLECTIONS, CONSUMING};

impl<'t, 'a> Scan<'t, 'a> {
    /// A statement `(a, b) = …`, `[a, b] = …`, `S { a, .. } = …` or `S(a, b) = …`.
    pub(super) fn destructuring(&mut self, i: usize) {
        let t = self.t;
        if i == 0
            || t.kind(i - 1) != Some(Kind::Close)
            || t.brace[i].is_some_and(|b| self.bodies[b] == Body::Enum)
        {
            return;
        }
        let open = t.partner[i - 1];
        if open == i - 1 {
            return;
        }
        let tuple = t.is(open, "(") && t.children(open).any(|j| t.is(j, ","));
        let slice = t.is(open, "[");
        // A path right before the group: a struct or tuple-struct pattern.
        let mut start = open;
        while start > 0
            && ((t.kind(start - 1) == Some(Kind::Ident) && !is_keyword(t.text(start - 1)))
                || t.is(start - 1, "::"))
        {
            self.work += 1;
            start -= 1;
        }
        let named = start < open;
        let destructures = if named {
            !t.is(open, "[")
        } else {
            tuple || slice
        };
        if destructures && self.starts_statement(start) {
            self.flag(
                start,
                "a destructuring assignment `(a, b) = …`".to_string(),
                59,
            );
        }
    }

    /// Whether token `j` ends a `let` statement's walk: its `;`, a closing bracket, or another
    /// `let` at the same level (a `let` never holds one but in a block, which is stepped over).
    pub(super) fn ends_let(&self, j: usize) -> bool {
        let t = self.t;
        t.is(j, ";") || t.kind(j) == Some(Kind::Close) || t.is(j, "let")
    }

    pub(super) fn let_statement(&mut self, i: usize) {
        let t = self.t;
        // The pattern: up to the type or the initializer.
        let mut j = i + 1;
        while j < t.len() && !t.is(j, "=") && !t.is(j, ":") && !t.is(j, "else") && !self.ends_let(j)
        {
            self.work += 1;
            j = t.over(j);
        }
        self.range_patterns(i + 1, j);
        // The type: a pair of collections, for `collect` below.
        let mut pair = false;
        if t.is(j, ":") {
            let ty = j + 1;
            if t.is(ty, "(") {
                let first = ty + 1;
                pair = COLLECTIONS.iter().any(|c| t.is(first, c))
                    && t.children(ty).any(|k| t.is(k, ","));
                self.work += t.end_of(ty).saturating_sub(ty);
            }
        }
        if !(self.starts_statement(i) || t.is(i.wrapping_sub(1), "]")) {
            return;
        }
        let mut previous = i;
        let mut k = i + 1;
        let mut initializer = None;
        let mut collects = false;
        while k < t.len() && !self.ends_let(k) {
            self.work += 1;
            if t.is(k, "=") && initializer.is_none() {
                initializer = Some(k + 1);
            }
            collects |= t.is(k, "collect") && t.is(k.wrapping_sub(1), ".");
            if t.is(k, "else") && !t.is(previous, "}") {
                self.flag(i, "`let … else`".to_string(), 65);
                return;
            }
            previous = if t.kind(k) == Some(Kind::Open) {
                t.partner[k]
            } else {
                k
            };
            k = t.over(k);
        }
        if let Some(from) = initializer {
            self.empty_type_pattern(i);
            self.locked_stream(from, k);
            if pair && collects {
                self.flag(
                    i,
                    "collecting into a pair of collections `let (a, b): (Vec<_>, Vec<_>) = ….collect()`"
                        .to_string(),
                    79,
                );
            }
        }
    }

    /// `let Ok(x) = …;` (or `Err`), with no `else`: refutable unless the other variant's type
    /// is empty (`Result<T, Infallible>`), which a rustc before 1.82 does not see. The local
    /// rustc refuses it for any other type, so where it builds, the older one refuses it; unless
    /// the file defines an `Ok` or `Err` of its own.
    fn empty_type_pattern(&mut self, i: usize) {
        let t = self.t;
        let variant = t.text(i + 1);
        if (variant == "Ok" || variant == "Err") && t.is(i + 2, "(") && !self.own_variants {
            self.flag(
                i + 1,
                format!(
                    "`let {}(…) = …` without `else` (an empty type's variant omitted)",
                    variant
                ),
                82,
            );
        }
    }

    /// In a `let` initializer (tokens `from..to`, at one level), a locked standard stream that
    /// the bound value keeps borrowing.
    pub(super) fn locked_stream(&mut self, from: usize, to: usize) {
        let t = self.t;
        // `stdin ( ) . lock (`, at `k`, directly in `from..to` or in a wrapper's argument.
        let lock_at = |k: usize| {
            ["stdin", "stdout", "stderr"].iter().any(|s| t.is(k, s))
                && t.is(k + 1, "(")
                && t.is(k + 2, ")")
                && t.is(k + 3, ".")
                && t.is(k + 4, "lock")
                && t.is(k + 5, "(")
        };
        let mut found = None;
        let mut k = from;
        while k < to {
            self.work += 1;
            if lock_at(k) {
                found = Some((k, t.over(k + 5)));
                break;
            }
            let wrapper = ["BufReader", "BufWriter", "LineWriter"]
                .iter()
                .any(|w| t.is(k, w))
                && t.is(k + 1, "::")
                && t.is(k + 2, "new")
                && t.is(k + 3, "(");
            if wrapper {
                let inner: Vec<usize> = t.children(k + 3).collect();
                self.work += inner.len();
                if let Some(&at) = inner.iter().find(|&&m| lock_at(m)) {
                    found = Some((at, t.over(k + 3)));
                    break;
                }
            }
            k = t.over(k);
        }
        let (at, after) = match found {
            Some(found) => found,
            None => return,
        };
        let mut consumed = false;
        let mut m = after;
        while m < to {
            self.work += 1;
            consumed |= t.is(m.wrapping_sub(1), ".") && CONSUMING.iter().any(|c| t.is(m, c));
            m = t.over(m);
        }
        if !consumed {
            self.flag(
                at,
                format!(
                    "a locked `{}()` kept by a `let` (before 1.61 it borrows a temporary dropped at the end of the statement)",
                    t.text(at)
                ),
                61,
            );
        }
    }

    /// Let chains in an `if` or `while` condition; `if let` as a match guard. The walk stops at
    /// the next `if` or `while`, whose own walk covers what follows.
    pub(super) fn condition(&mut self, i: usize) {
        let t = self.t;
        let mut lets = Vec::new();
        let mut in_pattern = false;
        let mut chained = false;
        let mut j = i + 1;
        let guard = loop {
            if j >= t.len()
                || t.kind(j) == Some(Kind::Close)
                || t.is(j, "{")
                || t.is(j, ";")
                || t.is(j, "if")
                || t.is(j, "while")
                || t.is(j, "match")
            {
                break false;
            }
            self.work += 1;
            if t.is(j, "=>") {
                break true;
            }
            if t.is(j, "let") {
                lets.push(j);
                in_pattern = true;
            } else if t.is(j, "=") {
                in_pattern = false;
            } else if t.is(j, "&&") && !in_pattern && j > i + 1 && self.ends_operand(j - 1) {
                chained = true;
            }
            j = t.over(j);
        };
        let keyword = t.text(i);
        match lets.first() {
            Some(_) if guard => self.flag(i, "`if let` as a match guard".to_string(), 95),
            Some(_) if chained => {
                self.flag(i, format!("the let chain `{} let … && …`", keyword), 88)
            }
            _ => {}
        }
    }

    /// The patterns of the arms of the `match` at `i`.
    pub(super) fn match_arms(&mut self, i: usize) {
        let t = self.t;
        let mut body = i + 1;
        while body < t.len() && !t.is(body, "{") {
            self.work += 1;
            if t.is(body, ";") || t.kind(body) == Some(Kind::Close) || t.is(body, "match") {
                return;
            }
            body = t.over(body);
        }
        if body >= t.len() || t.partner[body] == body {
            return;
        }
        let arms: Vec<usize> = t.children(body).collect();
        self.work += arms.len();
        let end = t.partner[body];
        let at = |k: usize| arms.get(k).copied().unwrap_or(end);
        let mut k = 0;
        while k < arms.len() {
            let start = k;
            while k < arms.len() && !t.is(arms[k], "=>") && !t.is(arms[k], "if") {
                k += 1;
            }
            self.range_patterns(at(start), at(k));
            while k < arms.len() && !t.is(arms[k], "=>") {
                k += 1;
            }
            k += 1;
            k = self.skip_arm_body(&arms, k);
        }
    }

    /// Past the body of an arm that starts at `arms[k]`: a block, a block-like expression, or
    /// an expression up to a comma.
    pub(super) fn skip_arm_body(&self, arms: &[usize], mut k: usize) -> usize {
        let t = self.t;
        let first = match arms.get(k) {
            Some(&first) => first,
            None => return k,
        };
        let block_like = t.is(first, "{")
            || ["if", "match", "loop", "while", "for", "unsafe"]
                .iter()
                .any(|w| t.is(first, w))
            || matches!(t.kind(first), Some(Kind::Lifetime { .. }));
        if block_like {
            loop {
                while k < arms.len() && !t.is(arms[k], "{") {
                    k += 1;
                }
                k += 1;
                if k < arms.len() && t.is(arms[k], "else") {
                    k += 1;
                    continue;
                }
                break;
            }
            // A method call or `?` on the block continues the expression; anything else is
            // the next arm.
            match arms.get(k) {
                Some(&next) if t.is(next, ",") => return k + 1,
                Some(&next) if t.is(next, ".") || t.is(next, "?") => {}
                _ => return k,
            }
        }
        while k < arms.len() && !t.is(arms[k], ",") {
            k += 1;
        }
        k + 1
    }

    /// `a..b`, `..b` and `..=b` among the tokens `from..to` of a pattern.
    pub(super) fn range_patterns(&mut self, from: usize, to: usize) {
        let t = self.t;
        for j in from..to.min(t.len()) {
            self.work += 1;
            if self.pattern_read[j] {
                continue;
            }
            self.pattern_read[j] = true;
            let bound = |k: usize| match t.kind(k) {
                Some(Kind::Number) | Some(Kind::Char { .. }) => true,
                Some(Kind::Ident) => !is_keyword(t.text(k)),
                Some(Kind::Punct) => t.text(k) == "-" || t.text(k) == "::",
                _ => false,
            };
            let after_operand = j > from && self.ends_operand(j - 1);
            let bounded = j + 1 < to && bound(j + 1);
            if t.is(j, "..") && bounded {
                let what = if after_operand {
                    format!(
                        "the exclusive range pattern `{}..{}`",
                        t.text(j - 1),
                        t.text(j + 1)
                    )
                } else {
                    format!("the exclusive range pattern `..{}`", t.text(j + 1))
                };
                self.flag(j, what, 80);
            } else if t.is(j, "..=") && !after_operand && bounded {
                self.flag(j, format!("the range pattern `..={}`", t.text(j + 1)), 66);
            }
        }
    }
}
