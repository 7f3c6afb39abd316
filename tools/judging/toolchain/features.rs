//! The language features newer than Rust 1.56 that clippy's `incompatible_msrv` cannot see,
//! found in a file's tokens. Each finding carries the release that stabilised the feature (from
//! the Rust release notes). What is detected, exactly:
//!
//! | since | what | detected as |
//! |---|---|---|
//! | 1.57 | panics in const contexts | `panic!`, `assert!`, `unreachable!`, `todo!`, `unimplemented!` and the `assert_eq!` family in a `const fn` body or a `const`/`static` initializer |
//! | 1.58 | captured identifiers in format strings | a `{name…}` or `{…:name$}` placeholder in the format string of a std formatting macro (`format!`, `print!`, `println!`, `eprint!`, `eprintln!`, `write!`, `writeln!`, `format_args!`, `panic!`, `assert!`, `assert_eq!`, `assert_ne!`, their `debug_` forms, `unreachable!`, `todo!`, `unimplemented!`) with no `name = …` argument; not `{}`, `{0}`, `{:?}`, `{{x}}`; before edition 2021, not the lone literal of `panic!`, `assert!`, `debug_assert!` or `unreachable!`, which is no format string there |
//! | 1.59 | destructuring assignment | a statement `(a, b) = …`, `[a, b] = …`, `_ = …`, `S { a, .. } = …` or `S(a, b) = …` |
//! | 1.59 | const generic defaults | `<const N: usize = 3>` (a `const` after `<` or `,`, typed, then `=`) |
//! | 1.59 | `asm!`, `global_asm!` | the macro called, unless the file defines one of that name |
//! | 1.61 | more of `const fn` | in a `const fn`'s signature: a type parameter bound other than `?Sized`, a `where` clause, `impl Trait`, `dyn Trait`, a function pointer `fn(…)`; or a bound on the generics of the impl it is in |
//! | 1.62 | `#[default]` enum variants | the attribute `#[default]` |
//! | 1.64 | `ready!` | as `asm!` |
//! | 1.65 | `let … else` | a `let` statement with an `else` at its top level not right after a `}` (so `let x = if c { a } else { b };` is not one) |
//! | 1.65 | generic associated types | `type Name<` in a trait or impl block |
//! | 1.65 | `break` from labeled blocks | a label directly on a block: `'a: {` |
//! | 1.66 | `..=X` range patterns | `..=` with nothing before it, in a pattern |
//! | 1.68 | `pin!` | as `asm!` |
//! | 1.75 | `async fn` and `-> impl Trait` in traits | in a trait block, `async fn`, or `impl` after a method's `->` |
//! | 1.77 | C string literals | `c"…"`, `cr"…"` (edition 2021 on) |
//! | 1.77 | `offset_of!` | as `asm!` |
//! | 1.78 | `#[diagnostic::…]` | the attribute |
//! | 1.79 | inline `const` blocks | `const {` |
//! | 1.79 | associated type bounds | `Trait<Name: Bound>`: `<`, a capitalised name, one `:`, after a type's name (not a generic parameter list) |
//! | 1.80 | exclusive range patterns | `a..b` or `..b` in a pattern (match arms, `let`, `if let`, `while let`, `matches!`); `a..` (1.55) and slice or struct rest `..` are older |
//! | 1.81 | `#[expect(…)]` | the attribute |
//! | 1.82 | precise capturing | `use<` |
//! | 1.82 | `unsafe extern` blocks | `unsafe extern {` or `unsafe extern "ABI" {` (not `unsafe extern "C" fn`) |
//! | 1.82 | `&raw const`, `&raw mut` | `&raw` followed by `const` or `mut` |
//! | 1.82 | unsafe attributes | `#[unsafe(…)]` |
//! | 1.83 | raw lifetimes and labels | `'r#name` |
//! | 1.85 | async closures | `async |…|`, `async move |…|` |
//! | 1.88 | `naked_asm!` | as `asm!` |
//! | 1.88 | let chains | an `if` or `while` condition with a top-level `let` and a top-level `&&` as a binary operator outside the `let`'s pattern |
//! | 1.95 | `if let` guards | `if let` as a match arm's guard |
//! | 1.95 | `cfg_select!` | as `asm!` |
//!
//! Comments, strings, char literals and lifetimes are never mistaken for code (see `tokens`).
//! Not detected (rare in a judge's single file): explicit discriminants on enums with fields
//! (1.66), generic const parameters before type parameters (1.59), dereferencing raw pointers in
//! a `const fn` (1.58), newer trait impls in std (`From`, `TryFrom`, `IntoIterator` for more
//! types), format strings passed through the file's own macros. `impl Trait` in an associated
//! type is not stable at all, so the local compiler refuses it already.

use super::tokens::{Prefix, TokenKind, Tokens};
use super::Finding;
use crate::registry::Version;

/// The findings in `text`, whatever their version; `edition` as a year (2015, 2018, …).
pub fn scan(text: &str, edition: u32) -> Vec<Finding> {
    let tokens = Tokens::new(text, edition);
    let mut scan = Scan {
        bodies: bodies(&tokens),
        own_macros: own_macros(&tokens),
        in_macro: in_macro(&tokens),
        t: &tokens,
        edition,
        found: Vec::new(),
    };
    for i in 0..tokens.len() {
        scan.token(i);
    }
    let mut found = scan.found;
    found.sort_by_key(|f| (f.line, f.column));
    found.dedup_by(|a, b| a.line == b.line && a.column == b.column && a.what == b.what);
    found
}

/// The std formatting macros, with the index of their format-string argument.
const FORMAT_MACROS: [(&str, usize); 18] = [
    ("format", 0),
    ("format_args", 0),
    ("print", 0),
    ("println", 0),
    ("eprint", 0),
    ("eprintln", 0),
    ("panic", 0),
    ("unreachable", 0),
    ("todo", 0),
    ("unimplemented", 0),
    ("write", 1),
    ("writeln", 1),
    ("assert", 1),
    ("debug_assert", 1),
    ("assert_eq", 2),
    ("assert_ne", 2),
    ("debug_assert_eq", 2),
    ("debug_assert_ne", 2),
];

/// Before edition 2021, these take a lone literal as a message, not as a format string.
const OLD_PANICS: [&str; 4] = ["panic", "assert", "debug_assert", "unreachable"];

/// Std macros newer than 1.56, with the minor version that stabilised them.
const NEW_MACROS: [(&str, u32); 7] = [
    ("asm", 59),
    ("global_asm", 59),
    ("ready", 64),
    ("pin", 68),
    ("offset_of", 77),
    ("cfg_select", 95),
    ("naked_asm", 88),
];

/// The macros that panic: in a const context since 1.57.
const PANICS: [&str; 10] = [
    "panic",
    "assert",
    "debug_assert",
    "unreachable",
    "todo",
    "unimplemented",
    "assert_eq",
    "assert_ne",
    "debug_assert_eq",
    "debug_assert_ne",
];

/// Keywords: never an operand (so a `&&` after one is no binary operator), a range bound, or a
/// path segment. (`self`, `Self`, `super`, `crate`, `true` and `false` can be all three.)
const KEYWORDS: [&str; 33] = [
    "as", "async", "await", "break", "const", "continue", "dyn", "else", "enum", "extern", "fn",
    "for", "if", "impl", "in", "let", "loop", "match", "mod", "move", "mut", "pub", "ref",
    "return", "static", "struct", "trait", "type", "unsafe", "use", "where", "while", "yield",
];

#[derive(Clone, Copy, PartialEq, Eq)]
enum Body {
    Other,
    Trait,
    /// With the index of its `impl`.
    Impl(usize),
}

struct Scan<'t, 'a> {
    t: &'t Tokens<'a>,
    /// What each `{` opens.
    bodies: Vec<Body>,
    /// Macros the file defines with `macro_rules!`.
    own_macros: Vec<&'a str>,
    /// How many macro calls' brackets each token is inside.
    in_macro: Vec<u32>,
    edition: u32,
    found: Vec<Finding>,
}

/// For every `{`, whether it opens a trait's or an impl's block.
fn bodies(t: &Tokens) -> Vec<Body> {
    let mut bodies = vec![Body::Other; t.len()];
    for i in 0..t.len() {
        let kind = if t.is(i, "trait") {
            Body::Trait
        } else if t.is(i, "impl")
            && (i == 0 || ["", ";", "{", "}", "]", "unsafe", "default"].contains(&t.before(i)))
        {
            Body::Impl(i)
        } else {
            continue;
        };
        let mut j = i + 1;
        while j < t.len() && !t.is(j, ";") && t.kind(j) != Some(TokenKind::Close) {
            if t.is(j, "{") {
                bodies[j] = kind;
                break;
            }
            j = t.over(j);
        }
    }
    bodies
}

fn in_macro(t: &Tokens) -> Vec<u32> {
    let mut depth = vec![0; t.len()];
    for i in 0..t.len() {
        if t.kind(i) == Some(TokenKind::Ident)
            && t.is(i + 1, "!")
            && t.kind(i + 2) == Some(TokenKind::Open)
        {
            let end = t.partner[i + 2];
            if end > i + 3 {
                for inside in &mut depth[i + 3..end] {
                    *inside += 1;
                }
            }
        }
    }
    depth
}

fn own_macros<'a>(t: &Tokens<'a>) -> Vec<&'a str> {
    (0..t.len())
        .filter(|&i| t.is(i, "macro_rules") && t.is(i + 1, "!"))
        .map(|i| t.text(i + 2))
        .collect()
}

fn is_keyword(word: &str) -> bool {
    KEYWORDS.contains(&word)
}

impl<'t, 'a> Scan<'t, 'a> {
    fn flag(&mut self, i: usize, what: String, minor: u32) {
        let token = self.t.list[i];
        self.found.push(Finding {
            line: token.line,
            column: token.column,
            what,
            since: Version::new(1, minor),
        });
    }

    fn flag_at(&mut self, line: usize, column: usize, what: String, minor: u32) {
        self.found.push(Finding {
            line,
            column,
            what,
            since: Version::new(1, minor),
        });
    }

    /// Whether token `i` ends an operand: a name, a literal, a closing bracket or `?`.
    fn ends_operand(&self, i: usize) -> bool {
        match self.t.kind(i) {
            Some(TokenKind::Ident) => !is_keyword(self.t.text(i)),
            Some(TokenKind::Number)
            | Some(TokenKind::Str { .. })
            | Some(TokenKind::Char)
            | Some(TokenKind::Close) => true,
            Some(TokenKind::Punct) => self.t.text(i) == "?",
            _ => false,
        }
    }

    /// Whether a statement starts at token `i`.
    fn starts_statement(&self, i: usize) -> bool {
        i == 0 || ["{", "}", ";", "=>"].iter().any(|s| self.t.is(i - 1, s))
    }

    fn token(&mut self, i: usize) {
        let t = self.t;
        match t.list[i].kind {
            TokenKind::Lifetime { raw } => {
                if t.is(i + 1, ":") && t.is(i + 2, "{") {
                    self.flag(
                        i,
                        format!(
                            "the label `{}` on a block (`break` from a labeled block)",
                            t.text(i)
                        ),
                        65,
                    );
                }
                if raw {
                    self.flag(i, format!("the raw lifetime or label `{}`", t.text(i)), 83);
                }
            }
            TokenKind::Str {
                prefix: Prefix::C, ..
            } => self.flag(i, "the C string literal `c\"…\"`".to_string(), 77),
            TokenKind::Ident => self.word(i),
            TokenKind::Punct => self.punct(i),
            _ => {}
        }
    }

    fn word(&mut self, i: usize) {
        let t = self.t;
        let word = t.text(i);
        if t.is(i + 1, "!") && t.kind(i + 2) == Some(TokenKind::Open) {
            self.macro_call(i);
            return;
        }
        match word {
            "let" => self.let_statement(i),
            "if" | "while" => self.condition(i),
            "match" => self.match_arms(i),
            "type"
                if t.kind(i + 1) == Some(TokenKind::Ident)
                    && t.is(i + 2, "<")
                    && t.brace[i].is_some_and(|b| self.bodies[b] != Body::Other) =>
            {
                self.flag(
                    i,
                    format!("the generic associated type `type {}<…>`", t.text(i + 1)),
                    65,
                );
            }
            "fn" => self.trait_method(i),
            "const" => self.constant(i),
            // Not in `thread_local!`, whose statics are initialised at run time.
            "static" if t.kind(i + 1) == Some(TokenKind::Ident) && self.in_macro[i] == 0 => {
                self.const_item(i)
            }
            "async" => {
                let closure = |j: usize| t.is(j, "|") || t.is(j, "||");
                if closure(i + 1) || (t.is(i + 1, "move") && closure(i + 2)) {
                    self.flag(i, "an async closure `async |…|`".to_string(), 85);
                }
            }
            "use" if t.is(i + 1, "<") => self.flag(i, "precise capturing `use<…>`".to_string(), 82),
            "unsafe" if t.is(i + 1, "extern") => {
                let block = if matches!(t.kind(i + 2), Some(TokenKind::Str { .. })) {
                    i + 3
                } else {
                    i + 2
                };
                if t.is(block, "{") {
                    self.flag(i, "an `unsafe extern` block".to_string(), 82);
                }
            }
            "raw"
                if (t.is(i.wrapping_sub(1), "&") || t.is(i.wrapping_sub(1), "&&"))
                    && (t.is(i + 1, "const") || t.is(i + 1, "mut")) =>
            {
                self.flag(i, format!("`&raw {}`", t.text(i + 1)), 82)
            }
            "_" if self.starts_statement(i) && t.is(i + 1, "=") => {
                self.flag(i, "the assignment `_ = …`".to_string(), 59)
            }
            _ => {}
        }
    }

    fn punct(&mut self, i: usize) {
        let t = self.t;
        match t.text(i) {
            "#" => self.attribute(i),
            "=" => self.destructuring(i),
            "<" => self.associated_bound(i),
            _ => {}
        }
    }

    /// `#[default]`, `#[expect(…)]`, `#[unsafe(…)]`, `#[diagnostic::…]`.
    fn attribute(&mut self, i: usize) {
        let t = self.t;
        let open = if t.is(i + 1, "!") { i + 2 } else { i + 1 };
        if !t.is(open, "[") {
            return;
        }
        let inside: Vec<usize> = t.children(open).collect();
        let first = match inside.first() {
            Some(&first) => first,
            None => return,
        };
        match t.text(first) {
            "default" if inside.len() == 1 => self.flag(
                i,
                "the attribute `#[default]` on an enum variant".to_string(),
                62,
            ),
            "expect" => self.flag(i, "the attribute `#[expect(…)]`".to_string(), 81),
            "unsafe" => self.flag(i, "the attribute `#[unsafe(…)]`".to_string(), 82),
            "diagnostic" if t.is(first + 1, "::") => {
                self.flag(i, "the attribute `#[diagnostic::…]`".to_string(), 78)
            }
            _ => {}
        }
    }

    /// A statement `(a, b) = …`, `[a, b] = …`, `S { a, .. } = …` or `S(a, b) = …`.
    fn destructuring(&mut self, i: usize) {
        let t = self.t;
        if i == 0 || t.kind(i - 1) != Some(TokenKind::Close) {
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
            && ((t.kind(start - 1) == Some(TokenKind::Ident) && !is_keyword(t.text(start - 1)))
                || t.is(start - 1, "::"))
        {
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

    /// `Trait<Name: Bound>` after a type's name, not in a generic parameter list.
    fn associated_bound(&mut self, i: usize) {
        let t = self.t;
        let name = t.text(i + 1);
        if i == 0
            || t.kind(i - 1) != Some(TokenKind::Ident)
            || t.kind(i + 1) != Some(TokenKind::Ident)
            || !t.is(i + 2, ":")
            || !name.starts_with(|c: char| c.is_uppercase())
        {
            return;
        }
        // Not a generic parameter list (`fn name<T: …>`, also as `fn $name<T: …>` in a macro),
        // nor the input of a macro, which need not be Rust (`seq_impl!(BinaryHeap<T: Ord>)`).
        let declares = ["fn", "struct", "enum", "union", "trait", "type"];
        let keyword = if i >= 3 && t.is(i - 2, "$") {
            i - 3
        } else {
            i.wrapping_sub(2)
        };
        if t.is(i - 1, "impl") || declares.iter().any(|d| t.is(keyword, d)) || self.in_macro[i] > 0
        {
            return;
        }
        self.flag(
            i + 1,
            format!("the associated type bound `{}<{}: …>`", t.text(i - 1), name),
            79,
        );
    }

    /// Inline `const { … }`, `<const N: usize = 3>`, `const fn`, and const items.
    fn constant(&mut self, i: usize) {
        let t = self.t;
        if t.is(i + 1, "{") {
            self.flag(i, "an inline `const { … }` block".to_string(), 79);
        } else if (t.is(i.wrapping_sub(1), "<") || t.is(i.wrapping_sub(1), ","))
            && t.kind(i + 1) == Some(TokenKind::Ident)
            && t.is(i + 2, ":")
            && t.kind(i + 3) == Some(TokenKind::Ident)
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
                        || matches!(t.kind(j), Some(TokenKind::Str { .. }))
                })
        }) {
            self.const_fn(f);
        } else if t.kind(i + 1) == Some(TokenKind::Ident) && t.is(i + 2, ":") {
            self.const_item(i);
        }
    }

    /// Whether an item can start at token `i`.
    fn starts_item(&self, i: usize) -> bool {
        i == 0
            || ["{", "}", ";", "]", ")", "pub"]
                .iter()
                .any(|s| self.t.is(i - 1, s))
    }

    /// The initializer of the `const` or `static` item at `i`: a const context.
    fn const_item(&mut self, i: usize) {
        let t = self.t;
        if !self.starts_item(i) {
            return;
        }
        let mut j = i + 1;
        while j < t.len()
            && !t.is(j, "=")
            && !t.is(j, ";")
            && !t.is(j, "{")
            && t.kind(j) != Some(TokenKind::Close)
        {
            j = t.over(j);
        }
        if !t.is(j, "=") {
            return;
        }
        let mut end = j + 1;
        while end < t.len() && !t.is(end, ";") && t.kind(end) != Some(TokenKind::Close) {
            end = t.over(end);
        }
        self.panics_in_const(j + 1, end);
    }

    /// A `const fn` (its `fn` at `f`): trait bounds, `impl Trait`, `dyn Trait` and function
    /// pointers in its signature or its impl's (1.61), panics in its body (1.57).
    fn const_fn(&mut self, f: usize) {
        let t = self.t;
        let name = t.text(f + 1);
        let mut j = f + 1;
        while j < t.len() && !t.is(j, "{") && !t.is(j, ";") && t.kind(j) != Some(TokenKind::Close) {
            j = t.over(j);
        }
        let what =
            |detail: String| format!("{} in the signature of the `const fn {}`", detail, name);
        let bound = if t.is(f + 2, "<") {
            self.bounded_parameter(f + 2)
        } else {
            None
        };
        if let Some(k) = (f..j).find(|&k| t.is(k, "impl") || t.is(k, "dyn")) {
            self.flag(k, what(format!("`{} Trait`", t.text(k))), 61);
        } else if let Some(k) = (f + 2..j).find(|&k| t.is(k, "fn") && t.is(k + 1, "(")) {
            self.flag(k, what("a function pointer".to_string()), 61);
        } else if let Some(k) = bound.or_else(|| self.where_bound(f, j)) {
            self.flag(k, what("a trait bound".to_string()), 61);
        } else if let Some(Body::Impl(header)) = t.brace[f].map(|b| self.bodies[b]) {
            let impl_bound = if t.is(header + 1, "<") {
                self.bounded_parameter(header + 1)
            } else {
                None
            };
            let body = t.brace[f].unwrap_or(header);
            if let Some(k) = impl_bound.or_else(|| self.where_bound(header, body)) {
                self.flag(
                    k,
                    format!("a trait bound on the impl of the `const fn {}`", name),
                    61,
                );
            }
        }
        if t.is(j, "{") {
            self.panics_in_const(j, t.over(j));
        }
    }

    /// In the generic parameter list opening at `open` (`<`), the first type parameter with a
    /// trait bound (lifetimes and `?Sized` are no trait bounds).
    fn bounded_parameter(&self, open: usize) -> Option<usize> {
        let t = self.t;
        let mut depth = 0;
        let mut k = open;
        while k < t.len() {
            if t.is(k, "<") {
                depth += 1;
            } else if t.is(k, ">") {
                depth -= 1;
                if depth == 0 {
                    return None;
                }
            } else if depth == 1
                && t.kind(k) == Some(TokenKind::Ident)
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

    /// A trait in the bounds from `k` up to a `,`, `>`, `{` or `;`: a name not after `?`.
    fn trait_bound(&self, mut k: usize) -> Option<usize> {
        let t = self.t;
        while k < t.len() && ![",", ">", "{", ";"].iter().any(|s| t.is(k, s)) {
            if t.kind(k) == Some(TokenKind::Ident) && !t.is(k - 1, "?") {
                return Some(k);
            }
            k = t.over(k);
        }
        None
    }

    /// A `where` clause among `from..to` with a trait bound (not only lifetimes).
    fn where_bound(&self, from: usize, to: usize) -> Option<usize> {
        let t = self.t;
        let clause = (from..to).find(|&k| t.is(k, "where"))?;
        (clause..to)
            .filter(|&k| t.is(k, ":"))
            .find_map(|k| self.trait_bound(k + 1))
            .map(|_| clause)
    }

    /// Panicking macros among the tokens `from..to` of a const context; not inside a macro call
    /// there, which may expand to anything (`thread_local!`, items, closures).
    fn panics_in_const(&mut self, from: usize, to: usize) {
        let t = self.t;
        let depth = self.in_macro.get(from).copied().unwrap_or(0);
        for k in from..to.min(t.len()) {
            if self.in_macro[k] == depth
                && PANICS.iter().any(|p| t.is(k, p))
                && t.is(k + 1, "!")
                && !self.own_macros.contains(&t.text(k))
            {
                self.flag(k, format!("`{}!` in a const context", t.text(k)), 57);
            }
        }
    }

    /// `async fn`, or `-> impl Trait`, in a trait's block.
    fn trait_method(&mut self, i: usize) {
        let t = self.t;
        if !t.brace[i].is_some_and(|b| self.bodies[b] == Body::Trait) {
            return;
        }
        if (1..=3).any(|back| i >= back && t.is(i - back, "async")) {
            self.flag(i, "an `async fn` in a trait".to_string(), 75);
            return;
        }
        let mut j = i + 1;
        let mut returns = None;
        while j < t.len() && !t.is(j, "{") && !t.is(j, ";") && t.kind(j) != Some(TokenKind::Close) {
            if t.is(j, "->") {
                returns = Some(j);
            }
            j = t.over(j);
        }
        if let Some(arrow) = returns {
            if (arrow..j).any(|k| t.is(k, "impl")) {
                self.flag(
                    i,
                    format!("`-> impl Trait` in the trait method `{}`", t.text(i + 1)),
                    75,
                );
            }
        }
    }

    fn macro_call(&mut self, i: usize) {
        let t = self.t;
        let name = t.text(i);
        if self.own_macros.contains(&name) {
            return;
        }
        if let Some(&(_, minor)) = NEW_MACROS.iter().find(|(m, _)| *m == name) {
            self.flag(i, format!("the macro `{}!`", name), minor);
        } else if let Some(&(_, slot)) = FORMAT_MACROS.iter().find(|(m, _)| *m == name) {
            self.format_string(i, slot);
        } else if name == "matches" {
            let arguments = t.arguments(i + 2);
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

    /// Captured identifiers in the format string of the call at `i` (argument `slot`).
    fn format_string(&mut self, i: usize, slot: usize) {
        let t = self.t;
        let name = t.text(i);
        let arguments = t.arguments(i + 2);
        let literal = match arguments.get(slot) {
            Some(argument) if argument.len() == 1 => argument[0],
            _ => return,
        };
        let raw = match t.kind(literal) {
            Some(TokenKind::Str {
                prefix: Prefix::None,
                raw,
            }) => raw,
            _ => return,
        };
        if self.edition < 2021 && OLD_PANICS.contains(&name) && arguments.len() == slot + 1 {
            return;
        }
        let named: Vec<&str> = arguments[slot + 1..]
            .iter()
            .filter(|a| a.len() >= 2 && t.is(a[1], "="))
            .map(|a| t.text(a[0]))
            .collect();
        let token = t.list[literal];
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

    fn let_statement(&mut self, i: usize) {
        let t = self.t;
        // The pattern: up to the type or the initializer.
        let mut j = i + 1;
        while j < t.len()
            && !t.is(j, "=")
            && !t.is(j, ":")
            && !t.is(j, ";")
            && t.kind(j) != Some(TokenKind::Close)
        {
            j = t.over(j);
        }
        self.range_patterns(i + 1, j);
        if !(self.starts_statement(i) || t.is(i.wrapping_sub(1), "]")) {
            return;
        }
        let mut previous = i;
        let mut j = i + 1;
        while j < t.len() && !t.is(j, ";") && t.kind(j) != Some(TokenKind::Close) {
            if t.is(j, "else") && !t.is(previous, "}") {
                self.flag(i, "`let … else`".to_string(), 65);
                return;
            }
            previous = if t.kind(j) == Some(TokenKind::Open) {
                t.partner[j]
            } else {
                j
            };
            j = t.over(j);
        }
    }

    /// Let chains in an `if` or `while` condition; `if let` as a match guard.
    fn condition(&mut self, i: usize) {
        let t = self.t;
        let mut lets = Vec::new();
        let mut in_pattern = false;
        let mut chained = false;
        let mut j = i + 1;
        let guard = loop {
            if j >= t.len() || t.kind(j) == Some(TokenKind::Close) || t.is(j, "{") {
                break false;
            }
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
    fn match_arms(&mut self, i: usize) {
        let t = self.t;
        let mut body = i + 1;
        while body < t.len() && !t.is(body, "{") {
            if t.is(body, ";") || t.kind(body) == Some(TokenKind::Close) {
                return;
            }
            body = t.over(body);
        }
        if body >= t.len() || t.partner[body] == body {
            return;
        }
        let arms: Vec<usize> = t.children(body).collect();
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
    fn skip_arm_body(&self, arms: &[usize], mut k: usize) -> usize {
        let t = self.t;
        let first = match arms.get(k) {
            Some(&first) => first,
            None => return k,
        };
        let block_like = t.is(first, "{")
            || ["if", "match", "loop", "while", "for", "unsafe"]
                .iter()
                .any(|w| t.is(first, w))
            || matches!(t.kind(first), Some(TokenKind::Lifetime { .. }));
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
    fn range_patterns(&mut self, from: usize, to: usize) {
        let t = self.t;
        for j in from..to.min(t.len()) {
            let bound = |k: usize| match t.kind(k) {
                Some(TokenKind::Number) | Some(TokenKind::Char) => true,
                Some(TokenKind::Ident) => !is_keyword(t.text(k)),
                Some(TokenKind::Punct) => t.text(k) == "-" || t.text(k) == "::",
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

/// A placeholder that names identifiers: the line and column of its `{`, its text, the names.
type Placeholder = (usize, usize, String, Vec<String>);

/// The placeholders of a format string (the literal token's text) that name identifiers.
fn placeholders(literal: &str, raw: bool, line: usize, column: usize) -> Vec<Placeholder> {
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
fn captured(inside: &str) -> Vec<String> {
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

#[cfg(test)]
mod tests;
