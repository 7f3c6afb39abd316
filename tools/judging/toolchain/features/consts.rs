//! Const contexts and `const fn`s: panics (1.57), bounds (1.61), elided lifetimes in an impl's
//! consts (1.64), float arithmetic (1.82) and `&mut` (1.83); the contexts are swept once.

use super::{is_float, Body, Context, Kind, Scan, OPERATORS, PANICS};
use std::collections::HashSet;

impl<'t, 'a> Scan<'t, 'a> {
    /// Inline `const { … }`, `<const N: usize = 3>`, `const fn`, and const items.
    pub(super) fn constant(&mut self, i: usize) {
        let t = self.t;
        if t.is(i + 1, "{") {
            self.flag(i, "an inline `const { … }` block".to_string(), 79);
        } else if (t.is(i.wrapping_sub(1), "<") || t.is(i.wrapping_sub(1), ","))
            && t.kind(i + 1) == Some(Kind::Ident)
            && t.is(i + 2, ":")
            && t.kind(i + 3) == Some(Kind::Ident)
            && t.is(i + 4, "=")
        {
            self.flag(
                i,
                format!("the default of the const parameter `{}`", t.text(i + 1)),
                59,
            );
        } else if let Some(f) = (i + 1..(i + 5).min(t.len())).find(|&f| {
            // `const fn`, `const unsafe fn`, `const extern "C" fn`
            t.is(f, "fn")
                && (i + 1..f).all(|j| {
                    t.is(j, "unsafe")
                        || t.is(j, "extern")
                        || matches!(t.kind(j), Some(Kind::Str { .. }))
                })
        }) {
            self.const_fn(f);
        } else if t.kind(i + 1) == Some(Kind::Ident) && t.is(i + 2, ":") {
            self.const_item(i);
        }
    }

    /// Whether an item can start at token `i`.
    pub(super) fn starts_item(&self, i: usize) -> bool {
        i == 0
            || ["{", "}", ";", "]", ")", "pub"]
                .iter()
                .any(|s| self.t.is(i - 1, s))
    }

    /// Whether token `j` stops a walk through an item's header or initializer: the start of
    /// another item.
    pub(super) fn item_keyword(&self, j: usize) -> bool {
        ["const", "static", "fn", "impl", "trait"]
            .iter()
            .any(|k| self.t.is(j, k))
    }

    /// The `const` or `static` item at `i`: its type (an elided lifetime in an impl's const),
    /// and its initializer, a const context.
    pub(super) fn const_item(&mut self, i: usize) {
        let t = self.t;
        if !self.starts_item(i) {
            return;
        }
        let in_impl = t.brace[i].is_some_and(|b| matches!(self.bodies[b], Body::Impl(_)));
        let mut elided = None;
        let mut j = i + 1;
        while j < t.len()
            && !t.is(j, "=")
            && !t.is(j, ";")
            && !t.is(j, "{")
            && t.kind(j) != Some(Kind::Close)
            && (j == i + 1 || !self.item_keyword(j))
        {
            self.work += 1;
            if t.is(i, "const")
                && in_impl
                && elided.is_none()
                && (t.is(j, "&") || t.is(j, "&&"))
                && !matches!(t.kind(j + 1), Some(Kind::Lifetime { .. }))
            {
                elided = Some(j);
            }
            if t.kind(j) == Some(Kind::Open) {
                // A reference inside the type's brackets (`[&str; 2]`, `(&str, u8)`).
                for k in self.unread_signature(j + 1, t.end_of(j)) {
                    if t.is(i, "const")
                        && in_impl
                        && elided.is_none()
                        && t.is(k, "&")
                        && !matches!(t.kind(k + 1), Some(Kind::Lifetime { .. }))
                    {
                        elided = Some(k);
                    }
                }
            }
            j = t.over(j);
        }
        if let Some(k) = elided {
            self.flag(
                k,
                format!(
                    "an elided lifetime in the associated const `{}`",
                    t.text(i + 1)
                ),
                64,
            );
        }
        if !t.is(j, "=") {
            return;
        }
        let mut end = j + 1;
        while end < t.len()
            && !t.is(end, ";")
            && t.kind(end) != Some(Kind::Close)
            && !self.item_keyword(end)
        {
            self.work += 1;
            end = t.over(end);
        }
        self.contexts.push(Context {
            from: j + 1,
            to: end,
            floats: None,
        });
    }

    /// A `const fn` (its `fn` at `f`): trait bounds, `impl Trait`, `dyn Trait`, function pointers
    /// (1.61) and `&mut` (1.83) in its signature or its impl's; its body a const context.
    pub(super) fn const_fn(&mut self, f: usize) {
        let t = self.t;
        let name = t.text(f + 1);
        let mut j = f + 1;
        while j < t.len()
            && !t.is(j, "{")
            && !t.is(j, ";")
            && t.kind(j) != Some(Kind::Close)
            && (j == f + 1 || !self.item_keyword(j))
        {
            self.work += 1;
            j = t.over(j);
        }
        // The signature's tokens, each read by one signature walk only.
        let signature = self.unread_signature(f, j);
        let mut floats = HashSet::new();
        let mut mutable = None;
        for &k in &signature {
            if (t.is(k, "f32") || t.is(k, "f64")) && k >= 2 && t.is(k - 1, ":") {
                floats.insert(t.text(k - 2));
            }
            if (t.is(k, "&") || t.is(k, "&&")) && t.is(k + 1, "mut") && mutable.is_none() {
                mutable = Some(k);
            }
        }
        let what =
            |detail: String| format!("{} in the signature of the `const fn {}`", detail, name);
        let bound = if t.is(f + 2, "<") {
            self.bounded_parameter(f + 2)
        } else {
            None
        };
        if let Some(&k) = signature
            .iter()
            .find(|&&k| t.is(k, "impl") || t.is(k, "dyn"))
        {
            self.flag(k, what(format!("`{} Trait`", t.text(k))), 61);
        } else if let Some(&k) = signature
            .iter()
            .find(|&&k| k >= f + 2 && t.is(k, "fn") && t.is(k + 1, "("))
        {
            self.flag(k, what("a function pointer".to_string()), 61);
        } else if let Some(k) = bound.or_else(|| self.where_bound(&signature)) {
            self.flag(k, what("a trait bound".to_string()), 61);
        } else if let Some(Body::Impl(header)) = t.brace[f].map(|b| self.bodies[b]) {
            let body = t.brace[f].unwrap_or(header);
            let impl_bound = match self.impl_bounds.get(&header) {
                Some(&known) => known,
                None => {
                    let found = if t.is(header + 1, "<") {
                        self.bounded_parameter(header + 1)
                    } else {
                        None
                    };
                    let header_tokens: Vec<usize> = (header..body).collect();
                    self.work += header_tokens.len();
                    let found = found.or_else(|| self.where_bound(&header_tokens));
                    self.impl_bounds.insert(header, found);
                    found
                }
            };
            if let Some(k) = impl_bound {
                self.flag(
                    k,
                    format!("a trait bound on the impl of the `const fn {}`", name),
                    61,
                );
            }
        }
        if let Some(k) = mutable {
            self.flag(k, what("`&mut`".to_string()), 83);
        }
        if t.is(j, "{") {
            self.contexts.push(Context {
                from: j,
                to: t.over(j),
                floats: Some(floats),
            });
        }
    }

    /// In the generic parameter list opening at `open` (`<`), the first type parameter with a
    /// trait bound (lifetimes and `?Sized` are no trait bounds).
    pub(super) fn bounded_parameter(&mut self, open: usize) -> Option<usize> {
        let t = self.t;
        let mut depth = 0;
        let mut k = open;
        while k < t.len() && !t.is(k, "{") && !t.is(k, ";") && (k == open || !self.item_keyword(k))
        {
            self.work += 1;
            if t.is(k, "<") {
                depth += 1;
            } else if t.is(k, ">") {
                depth -= 1;
                if depth == 0 {
                    return None;
                }
            } else if depth == 1
                && t.kind(k) == Some(Kind::Ident)
                && (t.is(k - 1, "<") || t.is(k - 1, ","))
                && !t.is(k, "const")
                && t.is(k + 1, ":")
                && self.trait_bound(k + 2).is_some()
            {
                return Some(k);
            }
            k = t.over(k);
        }
        None
    }

    /// A trait in the bounds from `k` up to a `,`, `>`, `{`, `;` or `:`: a name not after `?`.
    pub(super) fn trait_bound(&mut self, mut k: usize) -> Option<usize> {
        let t = self.t;
        while k < t.len() && ![",", ">", "{", ";", ":"].iter().any(|s| t.is(k, s)) {
            self.work += 1;
            if t.kind(k) == Some(Kind::Ident) && !t.is(k - 1, "?") {
                return Some(k);
            }
            k = t.over(k);
        }
        None
    }

    /// A `where` clause among `tokens` with a trait bound (not only lifetimes).
    pub(super) fn where_bound(&mut self, tokens: &[usize]) -> Option<usize> {
        let t = self.t;
        let at = tokens.iter().position(|&k| t.is(k, "where"))?;
        for &k in &tokens[at..] {
            self.work += 1;
            if t.is(k, ":") && self.trait_bound(k + 1).is_some() {
                return Some(tokens[at]);
            }
        }
        None
    }

    /// The const contexts, swept once: panicking macros (1.57) and float arithmetic in a `const
    /// fn` (1.82), not inside a macro call there (which may expand to anything, as
    /// `thread_local!` does) nor inside a closure (whose body runs at run time).
    pub(super) fn const_contexts(&mut self) {
        let t = self.t;
        let mut contexts = std::mem::take(&mut self.contexts);
        contexts.sort_by_key(|c| (c.from, std::cmp::Reverse(c.to)));
        // The open contexts, innermost last, each with where a closure in it ends (if one began).
        let mut open: Vec<(usize, Option<usize>)> = Vec::new();
        let mut next = 0;
        let start = contexts.first().map_or(t.len(), |c| c.from);
        for k in start..t.len() {
            self.work += 1;
            while open.last().is_some_and(|&(c, _)| contexts[c].to <= k) {
                open.pop();
            }
            while next < contexts.len() && contexts[next].from == k {
                open.push((next, None));
                next += 1;
            }
            if open.is_empty() {
                if next >= contexts.len() {
                    break;
                }
                continue;
            }
            let top = open.len() - 1;
            let (c, closure) = open[top];
            if let Some(end) = closure {
                if k < end {
                    continue;
                }
                open[top].1 = None;
            }
            let context = &contexts[c];
            if self.in_macro[k] != self.in_macro[context.from] || self.quiet[k] > 0 {
                continue;
            }
            // A closure's head: its body runs at run time, up to the end of its group.
            if (t.is(k, "|") || t.is(k, "||"))
                && (k == context.from
                    || ["=", "(", ",", "{", "=>", "move", "return", ";"]
                        .iter()
                        .any(|s| t.is(k - 1, s)))
            {
                let end = t.group[k].map_or(context.to, |g| t.end_of(g));
                open[top].1 = Some(end.min(context.to));
                continue;
            }
            if PANICS.iter().any(|p| t.is(k, p))
                && t.is(k + 1, "!")
                && !self.own_macros.contains_key(t.text(k))
            {
                self.flag(k, format!("`{}!` in a const context", t.text(k)), 57);
            }
            if let Some(floats) = &context.floats {
                let operand = |j: usize| {
                    (t.kind(j) == Some(Kind::Number) && is_float(t.text(j)))
                        || (t.kind(j) == Some(Kind::Ident) && floats.contains(t.text(j)))
                };
                if OPERATORS.iter().any(|o| t.is(k, o))
                    && t.list[k].kind == Kind::Punct
                    && (operand(k + 1) || (k > 0 && operand(k - 1)))
                {
                    self.flag(
                        k,
                        format!("floating-point arithmetic `{}` in a `const fn`", t.text(k)),
                        82,
                    );
                }
                if (t.is(k, "&") || t.is(k, "&&")) && t.is(k + 1, "mut") {
                    self.flag(k, "`&mut` in a `const fn`".to_string(), 83);
                }
            }
        }
    }
}
