//! The language features newer than Rust 1.56 that clippy's `incompatible_msrv` cannot see,
//! found in a file's tokens. Each finding carries the release that stabilised the feature (from
//! the Rust release notes, or measured with that release where noted). What is detected,
//! exactly:
//!
//! | since | what | detected as |
//! |---|---|---|
//! | 1.57 | panics in const contexts | `panic!`, `assert!`, `unreachable!`, `todo!`, `unimplemented!` and the `assert_eq!` family in a `const fn` body or a `const`/`static` initializer, not inside a closure there or a macro call's input |
//! | 1.58 | captured identifiers in format strings | a `{name…}` or `{…:name$}` placeholder in the format string of a std formatting macro (`format!`, `print!`, `println!`, `eprint!`, `eprintln!`, `write!`, `writeln!`, `format_args!`, `panic!`, `assert!`, `assert_eq!`, `assert_ne!`, their `debug_` forms, `unreachable!`, `todo!`, `unimplemented!`) with no `name = …` argument; not `{}`, `{0}`, `{:?}`, `{{x}}`; not the lone literal of `unreachable!` (1.56 builds `unreachable!("{x}")` in every edition, measured) nor, before edition 2021, of `panic!`, `assert!`, `debug_assert!`; a turbofish's commas (`f::<A, B>()`) do not split arguments |
//! | 1.59 | destructuring assignment | a statement `(a, b) = …`, `[a, b] = …`, `_ = …`, `S { a, .. } = …` or `S(a, b) = …` |
//! | 1.59 | const generic defaults | `<const N: usize = 3>` (a `const` after `<` or `,`, typed, then `=`) |
//! | 1.59 | `asm!`, `global_asm!` | the macro called, unless the file defines one of that name |
//! | 1.61 | more of `const fn` | in a `const fn`'s signature: a type parameter bound other than `?Sized`, a `where` clause, `impl Trait`, `dyn Trait`, a function pointer `fn(…)`; or a bound on the generics of the impl it is in |
//! | 1.61 | a locked standard stream kept in a `let` | `let … = io::stdin().lock()…`, `stdout()`, `stderr()`, also as the argument of `BufReader::new`, `BufWriter::new`, `LineWriter::new`, unless a method after it consumes the borrow (`next`, `read_line`, `read_to_string`, `collect`, `count`, …): before 1.61 the lock borrows a temporary dropped at the end of the statement (E0716) |
//! | 1.62 | `#[default]` enum variants | the attribute `#[default]` |
//! | 1.63 | explicit generic arguments with `impl Trait` arguments | `name::<…>` (not after `.` or `::`) calling the file's only function of that name, defined outside any block, generic, with an `impl Trait` argument (measured: 1.56.1 refuses, E0632) |
//! | 1.64 | `ready!` | as `asm!` |
//! | 1.64 | elided lifetimes in associated consts | `const NAME: &T` (a `&` without a lifetime in the type) in an `impl` block (measured: 1.63.0 refuses, 1.64.0 builds; rust-lang/rust#97313) |
//! | 1.65 | `let … else` | a `let` statement with an `else` at its top level not right after a `}` (so `let x = if c { a } else { b };` is not one) |
//! | 1.65 | generic associated types | `type Name<` in a trait or impl block |
//! | 1.65 | `break` from labeled blocks | a label directly on a block: `'a: {` |
//! | 1.66 | `..=X` range patterns | `..=` with nothing before it, in a pattern |
//! | 1.66 | explicit discriminants on enums with fields | an `enum` with a variant `= …` and a variant with fields |
//! | 1.68 | `pin!` | as `asm!` |
//! | 1.71 | `extern "C-unwind"` and the other `-unwind` ABIs | an ABI string ending in `-unwind` after `extern` |
//! | 1.75 | `async fn` and `-> impl Trait` in traits | in a trait block, `async fn`, or `impl` after a method's `->` |
//! | 1.77 | C string literals | `c"…"`, `cr"…"` (edition 2021 on) |
//! | 1.77 | `offset_of!` | as `asm!` |
//! | 1.78 | `#[diagnostic::…]` | the attribute |
//! | 1.79 | inline `const` blocks | `const {` |
//! | 1.79 | associated type bounds | `Trait<Name: Bound>`: `<`, a capitalised name, one `:`, after a type's name (not a generic parameter list) |
//! | 1.79 | collecting into a pair of collections | `let (…): (Vec<…>, …) = ….collect()` (a tuple type of std collections, and `collect`) |
//! | 1.80 | exclusive range patterns | `a..b` or `..b` in a pattern (match arms, `let`, `if let`, `while let`, `matches!`); `a..` (1.55) and slice or struct rest `..` are older |
//! | 1.80 | `size_of` and its kin in the prelude | `size_of`, `size_of_val`, `align_of`, `align_of_val` called bare, where the file neither imports nor defines that name (nor imports `mem::*`) |
//! | 1.81 | `#[expect(…)]` | the attribute |
//! | 1.82 | precise capturing | `use<` |
//! | 1.82 | `unsafe extern` blocks | `unsafe extern {` or `unsafe extern "ABI" {` (not `unsafe extern "C" fn`) |
//! | 1.82 | omitted patterns of empty types | a `let` statement without `else` whose pattern is `Ok(…)` or `Err(…)`, where the file defines no `Ok` or `Err` of its own: the local rustc refuses it unless the other variant's type is empty (`Result<T, Infallible>`) (measured: 1.56.1 refuses, E0005) |
//! | 1.82 | `&raw const`, `&raw mut` | `&raw` followed by `const` or `mut` |
//! | 1.82 | unsafe attributes | `#[unsafe(…)]` |
//! | 1.82 | floating-point arithmetic in `const fn` | an arithmetic or comparison operator next to a float literal (`2.0`, `1e9`, `3f64`) or a parameter typed `f32`/`f64`, in a `const fn` body (returning or passing a float along is older) |
//! | 1.83 | raw lifetimes and labels | `'r#name` |
//! | 1.83 | `&mut` in `const fn` | `&mut` in a `const fn`'s signature or body |
//! | 1.85 | async closures | `async |…|`, `async move |…|` |
//! | 1.86 | `#[target_feature]` on safe functions | the attribute on a `fn` without `unsafe` before it (past further attributes and `pub`, `const`, `async`, `extern "…"`) |
//! | 1.87 | precise capturing in traits | `use<` in a trait's block (elsewhere 1.82) |
//! | 1.88 | `naked_asm!` | as `asm!` |
//! | 1.88 | boolean literals in `cfg` predicates | `true` or `false` in `#[cfg(…)]`, in the predicate of `#[cfg_attr(…, …)]`, or in `cfg!(…)` (measured: 1.85.1 refuses `#[cfg(true)]`, `#[cfg(not(false))]`, `#[cfg_attr(false, …)]`, `cfg!(true)`; 1.88.0 builds them) |
//! | 1.88 | let chains | an `if` or `while` condition with a top-level `let` and a top-level `&&` as a binary operator outside the `let`'s pattern |
//! | 1.89 | inferred array lengths | `[T; _]`, `[x; _]` |
//! | 1.89 | 128-bit enum representations | `#[repr(u128)]`, `#[repr(i128)]` (measured: 1.88.0 refuses, 1.89.0 builds) |
//! | 1.95 | `if let` guards | `if let` as a match arm's guard |
//! | 1.95 | `cfg_select!` | as `asm!` |
//!
//! A file with a bracket left unclosed, or closed by the wrong kind, gets no findings: rustc
//! refuses it at parsing, before any feature matters, and the local rustc says where.
//!
//! Comments, strings, char literals and lifetimes are never mistaken for code (see
//! [`crate::lexer`]). Inside a call of a macro the file defines, whose rules never use their
//! input (`$`), nothing is reported: such a macro discards what it is given.
//!
//! **Linear time.** The scan looks at each token a bounded number of times, whatever the input
//! (and a file the local rustc builds may hold any token soup inside a macro call): every walk
//! forward from a keyword stops at the next keyword of its kind at the same bracket level, so no
//! two walks of one kind cross the same tokens; bracket groups are stepped over through their
//! matched partners; the const contexts are swept once; every lookup is a table. A counter of
//! the steps taken ([`Scan::work`]) is held to a multiple of the tokens by the tests.
//!
//! **What the scan cannot see** (it reads tokens, without names, types or expansion):
//! - newer trait impls and coercions in std and the language: `FromIterator` for more types than
//!   the pair of collections above, `From`/`TryFrom`/`IntoIterator` for more types, trait
//!   upcasting (`&dyn Sub` as `&dyn Super`, 1.86: E0658 before), closures coerced where 1.56
//!   refused them;
//! - what depends on a function's or a value's type: explicit generic arguments on a method or
//!   an associated function that also takes an `impl Trait` argument (1.63), empty
//!   types omitted elsewhere than in a `let Ok(…)`/`let Err(…)` (a `match` without its
//!   `Err(_)` arm on a `Result<T, Infallible>`, 1.82), `_` as an inferred const generic
//!   argument other than an array length (1.89);
//! - the types behind an operator: float arithmetic in a `const fn` on a value that is neither a
//!   float literal nor a float-typed parameter (a float field, a local, a call's result), and a
//!   locked stream kept through a variable of its own (`let s = io::stdin(); let l = s.lock();`
//!   is fine and not reported);
//! - borrow-checker changes other than the locked streams (two-phase borrows in more places,
//!   temporaries in tail expressions, temporaries kept alive through `if`/`else` and `match`
//!   arms: `let s = if c { &String::new() } else { &t };`, 1.79: E0716 before; and through
//!   tuple struct constructors, 1.89), inference changes, and lints a newer rustc added;
//! - generic const parameters before type parameters (1.59), dereferencing raw pointers in a
//!   `const fn` (1.58), generic associated types written through a macro, format strings passed
//!   through the file's own macros, and whatever a macro of the file's produces from its input;
//! - std items: those are clippy's `incompatible_msrv` (`std_refusals`), which sees every std
//!   function, method, type and constant by its stability attribute, but not a trait impl.

mod consts;
mod format;
mod statements;

#[cfg(test)]
use format::{captured, placeholders};

use super::Finding;
use crate::lexer::{Kind, Prefix, Tokens};
use crate::registry::Version;
use std::collections::{HashMap, HashSet};

/// The findings in `text`, whatever their version; `edition` as a year (2015, 2018, …).
pub fn scan(text: &str, edition: u32) -> Vec<Finding> {
    scan_counted(text, edition).0
}

/// [`scan`], and how many steps it took (for the tests that hold it linear).
pub fn scan_counted(text: &str, edition: u32) -> (Vec<Finding>, usize) {
    let tokens = Tokens::new(text, edition);
    // A bracket without its partner: every rustc refuses the file at parsing, whatever its
    // features, and the local one reports it; nothing to add (and an unclosed group would
    // otherwise run to the end of the text from every call inside it).
    let unmatched = (0..tokens.len()).any(|i| {
        matches!(tokens.kind(i), Some(Kind::Open) | Some(Kind::Close)) && tokens.partner[i] == i
    });
    if unmatched {
        return (Vec::new(), tokens.len());
    }
    let mut scan = Scan::new(&tokens, edition);
    for i in 0..tokens.len() {
        scan.step();
        if scan.quiet[i] == 0 {
            scan.token(i);
        }
    }
    scan.const_contexts();
    let work = scan.work;
    let mut found = scan.found;
    found.sort_by(|a, b| (a.line, a.column, &a.what).cmp(&(b.line, b.column, &b.what)));
    found.dedup();
    (found, work)
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
const OLD_PANICS: [&str; 3] = ["panic", "assert", "debug_assert"];

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

/// Methods that, called on a locked stream (or what it was turned into), leave nothing that
/// borrows it: the `let` keeps only their result.
const CONSUMING: [&str; 22] = [
    "next",
    "read_line",
    "read_to_string",
    "read_to_end",
    "read_exact",
    "read_until",
    "collect",
    "count",
    "sum",
    "product",
    "last",
    "nth",
    "fold",
    "for_each",
    "max",
    "min",
    "write_all",
    "write_fmt",
    "flush",
    "any",
    "all",
    "position",
];

/// The prelude functions of 1.80.
const NEW_PRELUDE: [&str; 4] = ["size_of", "size_of_val", "align_of", "align_of_val"];

/// The std collections a pair of which `collect` fills since 1.79.
const COLLECTIONS: [&str; 8] = [
    "Vec",
    "String",
    "VecDeque",
    "HashSet",
    "BTreeSet",
    "HashMap",
    "BTreeMap",
    "BinaryHeap",
];

/// The arithmetic and comparison operators.
const OPERATORS: [&str; 15] = [
    "+", "-", "*", "/", "%", "<", ">", "<=", ">=", "==", "!=", "+=", "-=", "*=", "/=",
];

#[derive(Clone, Copy, PartialEq, Eq)]
enum Body {
    Other,
    Trait,
    /// With the index of its `impl`.
    Impl(usize),
    Enum,
}

/// A const context: the tokens `from..to`; for a `const fn`, its float-typed parameters.
struct Context<'a> {
    from: usize,
    to: usize,
    floats: Option<HashSet<&'a str>>,
}

struct Scan<'t, 'a> {
    t: &'t Tokens<'a>,
    /// What each `{` opens.
    bodies: Vec<Body>,
    /// Macros the file defines with `macro_rules!`: whether any rule uses its input (`$`).
    own_macros: HashMap<&'a str, bool>,
    /// How many macro calls' brackets each token is inside.
    in_macro: Vec<u32>,
    /// How many calls of the file's own input-discarding macros each token is inside.
    quiet: Vec<u32>,
    /// How many `cfg` predicates each token is inside.
    in_cfg: Vec<u32>,
    /// Whether the file defines a struct, an enum or a variant named `Ok` or `Err`.
    own_variants: bool,
    /// The functions the file defines, by name: how many of that name, and whether the first
    /// is generic, outside any block, and takes an `impl Trait` argument.
    functions: HashMap<&'a str, (usize, bool)>,
    /// The names the file imports with `use` or defines, and whether it imports `mem::*`.
    imported: HashSet<&'a str>,
    mem_glob: bool,
    contexts: Vec<Context<'a>>,
    /// Tokens already read as a pattern, or as part of a `const fn`'s or const's signature:
    /// never read twice, however such walks nest (in a macro's token soup).
    pattern_read: Vec<bool>,
    signature_read: Vec<bool>,
    /// For an impl's header (its `impl`), whether its generics bound a trait (cached).
    impl_bounds: HashMap<usize, Option<usize>>,
    edition: u32,
    found: Vec<Finding>,
    work: usize,
}

fn is_keyword(word: &str) -> bool {
    KEYWORDS.contains(&word)
}

/// Whether a number token is a float literal: `2.0`, `1.`, `1e9`, `3f64` (not `0x1e`).
fn is_float(text: &str) -> bool {
    let based = text.starts_with("0x") || text.starts_with("0o") || text.starts_with("0b");
    !based
        && (text.contains('.')
            || text.contains(['e', 'E'])
            || text.ends_with("f32")
            || text.ends_with("f64"))
}

impl<'t, 'a> Scan<'t, 'a> {
    fn new(t: &'t Tokens<'a>, edition: u32) -> Scan<'t, 'a> {
        let mut scan = Scan {
            t,
            bodies: vec![Body::Other; t.len()],
            own_macros: HashMap::new(),
            in_macro: vec![0; t.len()],
            quiet: vec![0; t.len()],
            in_cfg: vec![0; t.len()],
            own_variants: false,
            functions: HashMap::new(),
            imported: HashSet::new(),
            mem_glob: false,
            contexts: Vec::new(),
            pattern_read: vec![false; t.len()],
            signature_read: vec![false; t.len()],
            impl_bounds: HashMap::new(),
            edition,
            found: Vec::new(),
            work: 0,
        };
        scan.find_bodies();
        scan.find_macros();
        scan.find_cfgs();
        scan.find_imports();
        scan.find_functions();
        scan
    }

    fn step(&mut self) {
        self.work += 1;
    }

    /// For every `{`, whether it opens a trait's, an impl's or an enum's block. The walk from a
    /// head stops at the next head: no token is walked twice.
    fn find_bodies(&mut self) {
        let t = self.t;
        for i in 0..t.len() {
            self.work += 1;
            if t.is(i, "Ok") || t.is(i, "Err") {
                let before = t.before(i);
                self.own_variants |= ["struct", "enum"].contains(&before)
                    || (["{", ",", "]"].contains(&before)
                        && t.brace[i].is_some_and(|b| self.bodies[b] == Body::Enum));
            }
            let kind = if t.is(i, "trait") {
                Body::Trait
            } else if t.is(i, "enum") {
                Body::Enum
            } else if t.is(i, "impl")
                && (i == 0 || ["", ";", "{", "}", "]", "unsafe", "default"].contains(&t.before(i)))
            {
                Body::Impl(i)
            } else {
                continue;
            };
            let mut j = i + 1;
            while j < t.len() && !t.is(j, ";") && t.kind(j) != Some(Kind::Close) {
                self.work += 1;
                if t.is(j, "{") {
                    self.bodies[j] = kind;
                    break;
                }
                if ["impl", "trait", "enum"].iter().any(|h| t.is(j, h)) {
                    break;
                }
                j = t.over(j);
            }
        }
    }

    /// Macro calls (their depth at each token, by differences), the file's own macros, and the
    /// calls of those that discard their input.
    fn find_macros(&mut self) {
        let t = self.t;
        let n = t.len();
        // How many `$` come before each token: whether a group holds one, in one subtraction.
        let mut dollars = vec![0usize; n + 1];
        for i in 0..n {
            dollars[i + 1] = dollars[i] + usize::from(t.is(i, "$"));
        }
        for i in 0..n {
            self.work += 1;
            if t.is(i, "macro_rules") && t.is(i + 1, "!") && t.kind(i + 2) == Some(Kind::Ident) {
                let body = i + 3;
                let mut uses_input = false;
                if t.kind(body) == Some(Kind::Open) {
                    // The rules are `(pattern) => {transcriber}`: a `$` after a `=>`'s group.
                    let end = t.end_of(body);
                    let mut after_arrow = false;
                    let mut k = body + 1;
                    while k < end {
                        self.work += 1;
                        if t.is(k, "=>") {
                            after_arrow = true;
                        } else if t.kind(k) == Some(Kind::Open) && after_arrow {
                            let close = t.end_of(k);
                            uses_input |= dollars[close] > dollars[k];
                            after_arrow = false;
                        }
                        k = t.over(k);
                    }
                }
                let entry = self.own_macros.entry(t.text(i + 2)).or_insert(false);
                *entry |= uses_input;
            }
        }
        let mut depth = vec![0i64; n + 1];
        let mut quiet = vec![0i64; n + 1];
        for i in 0..n {
            self.work += 1;
            if t.kind(i) == Some(Kind::Ident)
                && t.is(i + 1, "!")
                && t.kind(i + 2) == Some(Kind::Open)
                && !t.is(i, "macro_rules")
            {
                let end = t.end_of(i + 2);
                if end > i + 3 {
                    depth[i + 3] += 1;
                    depth[end] -= 1;
                    if self.own_macros.get(t.text(i)) == Some(&false) {
                        quiet[i + 3] += 1;
                        quiet[end] -= 1;
                    }
                }
            }
        }
        let (mut d, mut q) = (0i64, 0i64);
        for i in 0..n {
            d += depth[i];
            q += quiet[i];
            self.in_macro[i] = d.max(0) as u32;
            self.quiet[i] = q.max(0) as u32;
        }
    }

    /// The `cfg` predicates: the input of `#[cfg(…)]` and of `cfg!(…)`, the first argument of
    /// `#[cfg_attr(…)]` (counted by differences; each group's top level is walked once).
    fn find_cfgs(&mut self) {
        let t = self.t;
        let n = t.len();
        let mut depth = vec![0i64; n + 1];
        for i in 0..n {
            self.work += 1;
            let attribute = t.is(i.wrapping_sub(1), "[")
                && (t.is(i.wrapping_sub(2), "#")
                    || (t.is(i.wrapping_sub(2), "!") && t.is(i.wrapping_sub(3), "#")));
            let open = if (t.is(i, "cfg") || t.is(i, "cfg_attr")) && attribute {
                i + 1
            } else if t.is(i, "cfg") && t.is(i + 1, "!") && !self.own_macros.contains_key("cfg") {
                i + 2
            } else {
                continue;
            };
            if t.kind(open) != Some(Kind::Open) {
                continue;
            }
            let end = t.end_of(open);
            let mut until = end;
            if t.is(i, "cfg_attr") {
                let mut k = open + 1;
                while k < end && !t.is(k, ",") {
                    self.work += 1;
                    k = t.over(k);
                }
                until = k;
            }
            if until > open + 1 {
                depth[open + 1] += 1;
                depth[until] -= 1;
            }
        }
        let mut d = 0i64;
        for (inside, change) in self.in_cfg.iter_mut().zip(&depth) {
            d += change;
            *inside = d.max(0) as u32;
        }
    }

    /// The functions the file defines (see [`Scan::functions`]). A function's walk stops at
    /// its parameters' group, or at the next `fn`.
    fn find_functions(&mut self) {
        let t = self.t;
        for i in 0..t.len() {
            self.work += 1;
            if !t.is(i, "fn") || t.kind(i + 1) != Some(Kind::Ident) {
                continue;
            }
            let generic = t.is(i + 2, "<");
            let mut j = i + 2;
            while j < t.len() && !t.is(j, "(") && !t.is(j, "fn") && !t.is(j, ";") {
                self.work += 1;
                j = t.over(j);
            }
            let mut impl_argument = false;
            if t.is(j, "(") {
                for k in t.children(j) {
                    self.work += 1;
                    impl_argument |= t.is(k, "impl") && t.is(k.wrapping_sub(1), ":");
                }
            }
            let entry = self.functions.entry(t.text(i + 1)).or_insert((0, false));
            if entry.0 == 0 {
                entry.1 = generic && impl_argument && t.brace[i].is_none();
            }
            entry.0 += 1;
        }
    }

    /// The names brought in by `use` (every identifier of a use tree) and defined by items.
    fn find_imports(&mut self) {
        let t = self.t;
        let mut in_use = false;
        for i in 0..t.len() {
            self.work += 1;
            if t.is(i, "use") {
                in_use = true;
            } else if t.is(i, ";") {
                in_use = false;
            }
            if in_use && t.kind(i) == Some(Kind::Ident) {
                self.imported.insert(t.text(i));
                if t.is(i, "mem") && t.is(i + 1, "::") && t.is(i + 2, "*") {
                    self.mem_glob = true;
                }
            }
            if ["fn", "macro_rules", "const", "static"]
                .iter()
                .any(|k| t.is(i, k))
            {
                let name = if t.is(i + 1, "!") { i + 2 } else { i + 1 };
                if t.kind(name) == Some(Kind::Ident) {
                    self.imported.insert(t.text(name));
                }
            }
        }
    }

    /// The tokens of `from..to` no signature walk has read yet, marked read.
    fn unread_signature(&mut self, from: usize, to: usize) -> Vec<usize> {
        let to = to.min(self.t.len());
        let mut fresh = Vec::new();
        for k in from..to {
            self.work += 1;
            if !self.signature_read[k] {
                self.signature_read[k] = true;
                fresh.push(k);
            }
        }
        fresh
    }

    fn flag(&mut self, i: usize, what: String, minor: u32) {
        let token = self.t.list[i];
        self.flag_at(token.line, token.column, what, minor);
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
            Some(Kind::Ident) => !is_keyword(self.t.text(i)),
            Some(Kind::Number)
            | Some(Kind::Str { .. })
            | Some(Kind::Char { .. })
            | Some(Kind::Close) => true,
            Some(Kind::Punct) => self.t.text(i) == "?",
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
            Kind::Lifetime { raw } => {
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
            Kind::Str {
                prefix: Prefix::C, ..
            } => self.flag(i, "the C string literal `c\"…\"`".to_string(), 77),
            Kind::Str { .. }
                if t.is(i.wrapping_sub(1), "extern") && t.text(i).ends_with("-unwind\"") =>
            {
                self.flag(i, format!("the ABI {}", t.text(i)), 71)
            }
            Kind::Ident => self.word(i),
            Kind::Punct => self.punct(i),
            Kind::Open if t.is(i, "{") && self.bodies[i] == Body::Enum => self.enum_body(i),
            _ => {}
        }
    }

    fn word(&mut self, i: usize) {
        let t = self.t;
        let word = t.text(i);
        if t.is(i + 1, "!") && t.kind(i + 2) == Some(Kind::Open) {
            self.macro_call(i);
            return;
        }
        match word {
            "let" => self.let_statement(i),
            "if" | "while" => self.condition(i),
            "match" => self.match_arms(i),
            "type"
                if t.kind(i + 1) == Some(Kind::Ident)
                    && t.is(i + 2, "<")
                    && t.brace[i]
                        .is_some_and(|b| matches!(self.bodies[b], Body::Trait | Body::Impl(_))) =>
            {
                self.flag(
                    i,
                    format!("the generic associated type `type {}<…>`", t.text(i + 1)),
                    65,
                );
            }
            "fn" => self.trait_method(i),
            name if t.is(i + 1, "::")
                && t.is(i + 2, "<")
                && !t.is(i.wrapping_sub(1), "::")
                && !t.is(i.wrapping_sub(1), ".")
                && self.functions.get(name) == Some(&(1, true)) =>
            {
                self.flag(
                    i,
                    format!(
                        "explicit generic arguments `{}::<…>` on a function with an `impl Trait` argument",
                        name
                    ),
                    63,
                )
            }
            "const" => self.constant(i),
            // Not in `thread_local!`, whose statics are initialised at run time.
            "static" if t.kind(i + 1) == Some(Kind::Ident) && self.in_macro[i] == 0 => {
                self.const_item(i)
            }
            "async" => {
                let closure = |j: usize| t.is(j, "|") || t.is(j, "||");
                if closure(i + 1) || (t.is(i + 1, "move") && closure(i + 2)) {
                    self.flag(i, "an async closure `async |…|`".to_string(), 85);
                }
            }
            "use" if t.is(i + 1, "<") => {
                if t.brace[i].is_some_and(|b| self.bodies[b] == Body::Trait) {
                    self.flag(i, "precise capturing `use<…>` in a trait".to_string(), 87)
                } else {
                    self.flag(i, "precise capturing `use<…>`".to_string(), 82)
                }
            }
            "true" | "false" if self.in_cfg[i] > 0 => self.flag(
                i,
                format!("the boolean `{}` in a `cfg` predicate", word),
                88,
            ),
            "unsafe" if t.is(i + 1, "extern") => {
                let block = if matches!(t.kind(i + 2), Some(Kind::Str { .. })) {
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
            "_" if t.is(i.wrapping_sub(1), ";")
                && t.is(i + 1, "]")
                && t.list[i + 1].kind == Kind::Close =>
            {
                self.flag(i, "the inferred array length `[…; _]`".to_string(), 89)
            }
            name if NEW_PRELUDE.contains(&name)
                && (t.is(i + 1, "(") || (t.is(i + 1, "::") && t.is(i + 2, "<")))
                && !t.is(i.wrapping_sub(1), "::")
                && !t.is(i.wrapping_sub(1), ".")
                && !t.is(i.wrapping_sub(1), "fn")
                && !self.mem_glob
                && !self.imported.contains(name) =>
            {
                self.flag(
                    i,
                    format!("`{}` called without a path (in the prelude)", name),
                    80,
                )
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
        let first = open + 1;
        if first >= t.end_of(open) {
            return;
        }
        let alone = t.over(first) == t.end_of(open);
        match t.text(first) {
            "default" if alone => self.flag(
                i,
                "the attribute `#[default]` on an enum variant".to_string(),
                62,
            ),
            "expect" => self.flag(i, "the attribute `#[expect(…)]`".to_string(), 81),
            "unsafe" => self.flag(i, "the attribute `#[unsafe(…)]`".to_string(), 82),
            "diagnostic" if t.is(first + 1, "::") => {
                self.flag(i, "the attribute `#[diagnostic::…]`".to_string(), 78)
            }
            "repr" if t.is(first + 1, "(") => {
                let mut wide = None;
                for k in t.children(first + 1) {
                    self.work += 1;
                    if t.is(k, "u128") || t.is(k, "i128") {
                        wide = wide.or(Some(k));
                    }
                }
                if let Some(k) = wide {
                    self.flag(i, format!("the attribute `#[repr({})]`", t.text(k)), 89);
                }
            }
            "target_feature" if open == i + 1 => self.target_feature(i, t.end_of(open) + 1),
            _ => {}
        }
    }

    /// `#[target_feature(…)]` (its `#` at `attribute`) on a function without `unsafe`: the
    /// walk from `from` passes further attributes (stopping at another `target_feature`, whose
    /// own walk reads the rest) and the qualifiers before `fn`.
    fn target_feature(&mut self, attribute: usize, from: usize) {
        let t = self.t;
        let mut j = from;
        let mut unsafe_seen = false;
        while j < t.len() {
            self.work += 1;
            if t.is(j, "#") && t.is(j + 1, "[") {
                if t.is(j + 2, "target_feature") {
                    return;
                }
                j = t.end_of(j + 1) + 1;
            } else if t.is(j, "unsafe") {
                unsafe_seen = true;
                j += 1;
            } else if t.is(j, "pub") && t.is(j + 1, "(") {
                j = t.end_of(j + 1) + 1;
            } else if ["pub", "const", "async", "extern", "default"]
                .iter()
                .any(|q| t.is(j, q))
                || matches!(t.kind(j), Some(Kind::Str { .. }))
            {
                j += 1;
            } else {
                break;
            }
        }
        if t.is(j, "fn") && !unsafe_seen {
            self.flag(
                attribute,
                "`#[target_feature(…)]` on a safe function".to_string(),
                86,
            );
        }
    }

    /// An enum whose variants mix fields and explicit discriminants.
    fn enum_body(&mut self, open: usize) {
        let t = self.t;
        let (mut fields, mut discriminant) = (false, None);
        let mut previous_ident = false;
        let children: Vec<usize> = t.children(open).collect();
        self.work += children.len();
        for &k in &children {
            if t.kind(k) == Some(Kind::Open) && previous_ident && !t.is(k, "[") {
                fields = true;
            }
            if t.is(k, "=") && discriminant.is_none() {
                discriminant = Some(k);
            }
            previous_ident = t.kind(k) == Some(Kind::Ident);
        }
        if let (true, Some(k)) = (fields, discriminant) {
            self.flag(
                k,
                "an explicit discriminant in an enum with fields".to_string(),
                66,
            );
        }
    }

    /// `Trait<Name: Bound>` after a type's name, not in a generic parameter list.
    fn associated_bound(&mut self, i: usize) {
        let t = self.t;
        let name = t.text(i + 1);
        if i == 0
            || t.kind(i - 1) != Some(Kind::Ident)
            || t.kind(i + 1) != Some(Kind::Ident)
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
        let mut returns = false;
        let mut opaque = false;
        while j < t.len()
            && !t.is(j, "{")
            && !t.is(j, ";")
            && t.kind(j) != Some(Kind::Close)
            && (j == i + 1 || !t.is(j, "fn"))
        {
            self.work += 1;
            if t.is(j, "->") {
                returns = true;
            }
            opaque |= returns && t.is(j, "impl");
            j = t.over(j);
        }
        if opaque {
            self.flag(
                i,
                format!("`-> impl Trait` in the trait method `{}`", t.text(i + 1)),
                75,
            );
        }
    }
}

#[cfg(test)]
mod tests;
