//! The generator: bundles the core in `src/` into one self-contained file per judge problem.
//!
//! A **driver** is a file `src/problems/<id>.rs` with a top-level `pub fn main()`; it becomes
//! `solutions/<id>.rs`. The driver's items become the crate root of that file and every core
//! module it reaches becomes a `mod` block nested as in `src/` (`mod engines { pub mod
//! bitboard9 { … } }`), so the core's `crate::engines::bitboard9::Bitboard9` paths resolve
//! unchanged (the trick of ac-library-rs's `expand.py`, nested as cargo-equip does).
//!
//! The passes, in order:
//! 1. **Read**: each file is split into top-level items (and `impl` blocks into members) by a
//!    scanner that understands comments, strings, raw strings and char literals — not a full
//!    Rust parser. Items marked `#[cfg(test)]` or `#[test]` are dropped; `mod x;` declarations
//!    give the nesting and the order.
//! 2. **Select**: starting from the roots (`main`; for LeetCode the `impl Solution` blocks), an
//!    item is kept when kept code names it, resolved as Rust does: through a `crate::` path, the
//!    module's own items, or its `use crate::…` imports; a name none of these explain (a method,
//!    an associated item) counts everywhere. `impl Trait for Type` blocks of std traits are kept
//!    whole when `Type` is kept; impls of our traits keep the members whose names are wanted;
//!    inherent methods one by one. Traits used only through methods: `USED_THROUGH_METHODS`.
//!    A binary crate warns about every unused item, so this is what keeps the files clean.
//! 3. **Prune**: `use` lists keep only the names the module's kept code still mentions.
//! 4. **Order**: the layers as `lib.rs` declares them (format, engine, I/O, board), each
//!    module's children as its `mod.rs` declares them: the reading order.
//! 5. **Lift**: each bundled module's `# Terms` and `# Technique` doc sections move into the
//!    file's header, so a reader meets them before the code that relies on them.
//! 6. **Format**: `rustfmt --edition 2018` with tabs (`solutions/rustfmt.toml` says the same to
//!    `cargo fmt`), so the files are deterministic for a toolchain and a third smaller.
//!
//! A driver with a `struct Solution` is a LeetCode driver: its `impl Solution` blocks and what
//! they reach form the submission; `struct Solution`, `main` and whatever only they reach go
//! below the harness marker. A top-level module both parts need goes whole into the submission.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::io::Write;
use std::path::Path;
use std::process::{Command, Stdio};

/// The line that separates a LeetCode submission from its local harness.
pub const HARNESS_MARKER: &str = "// ---- local harness: not part of the LeetCode submission ----";

/// Traits that code uses through their methods without naming them, with the method names that
/// show the import is needed.
const USED_THROUGH_METHODS: &[(&str, &[&str])] = &[
    ("Read", &["read_to_end", "read_to_string", "read_exact"]),
    // Not `write!`/`writeln!`: they work on a `fmt::Formatter` without the import too.
    ("Write", &["write_all", "flush"]),
    ("BufRead", &["read_line", "lines", "read_until"]),
];

/// One generated solution file.
pub struct Solution {
    /// The driver's module name, e.g. `acwing166`; the file is `solutions/<name>.rs`.
    pub name: String,
    pub text: String,
}

/// Bundles every driver in `src_dir`, in name order.
pub fn generate_all(src_dir: &Path) -> Result<Vec<Solution>, String> {
    let mut sources = BTreeMap::new();
    read_tree(src_dir, "", &mut sources)?;
    let mut modules = sources
        .iter()
        .map(|(name, text)| parse_module(name, text).map(|m| (name.clone(), m)))
        .collect::<Result<BTreeMap<_, _>, _>>()?;
    let lib = sources
        .get("")
        .ok_or_else(|| format!("no lib.rs in {}", src_dir.display()))?;
    modules.remove("");
    let order = Order::new(lib, &modules)?;
    let drivers: Vec<&String> = modules
        .iter()
        .filter(|(name, m)| {
            name.starts_with(DRIVERS)
                && m.items
                    .iter()
                    .any(|i| i.kind == Kind::Fn && i.name == "main")
        })
        .map(|(name, _)| name)
        .collect();
    drivers
        .into_iter()
        .map(|driver| {
            let text = bundle(driver, &modules, &order)?;
            let name = leaf(driver).to_string();
            Ok(Solution {
                text: rustfmt(&text).map_err(|e| format!("{}: {}", name, e))?,
                name,
            })
        })
        .collect()
}

/// Where the drivers are: `src/problems/<id>.rs` is the module `problems::<id>`.
const DRIVERS: &str = "problems::";

/// The last segment of a module path.
fn leaf(path: &str) -> &str {
    path.rsplit("::").next().unwrap_or(path)
}

/// The module path of `parent`'s child `name`.
fn child_path(parent: &str, name: &str) -> String {
    if parent.is_empty() {
        name.to_string()
    } else {
        format!("{}::{}", parent, name)
    }
}

/// Reads every `.rs` file below `dir` into `sources`, keyed by module path: `lib.rs` is `""`,
/// `engines/mod.rs` is `engines`, `engines/bitboard9.rs` is `engines::bitboard9`.
fn read_tree(
    dir: &Path,
    prefix: &str,
    sources: &mut BTreeMap<String, String>,
) -> Result<(), String> {
    let entries = fs::read_dir(dir).map_err(|e| format!("cannot read {}: {}", dir.display(), e))?;
    for entry in entries {
        let path = entry.map_err(|e| e.to_string())?.path();
        let stem = path
            .file_stem()
            .and_then(|s| s.to_str())
            .unwrap_or_default()
            .to_string();
        if path.is_dir() {
            read_tree(&path, &child_path(prefix, &stem), sources)?;
        } else if path.extension().map_or(false, |e| e == "rs") {
            let text = fs::read_to_string(&path)
                .map_err(|e| format!("cannot read {}: {}", path.display(), e))?;
            let name = match stem.as_str() {
                "lib" if prefix.is_empty() => String::new(),
                "mod" => prefix.to_string(),
                _ => child_path(prefix, &stem),
            };
            sources.insert(name, text);
        }
    }
    Ok(())
}

/// The order modules are written in: the order `lib.rs` and each `mod.rs` declare them, which is
/// the reading order of a solution (format, engine, I/O, board).
struct Order {
    /// Module path → its position in a depth-first walk of the declarations.
    rank: BTreeMap<String, usize>,
}

impl Order {
    fn new(lib: &str, modules: &BTreeMap<String, Module>) -> Result<Order, String> {
        let mut rank = BTreeMap::new();
        let lib = parse_module("lib", lib)?;
        let mut pending: Vec<String> = lib.children.iter().rev().cloned().collect();
        while let Some(path) = pending.pop() {
            if let Some(module) = modules.get(&path) {
                let next = rank.len();
                rank.insert(path.clone(), next);
                pending.extend(module.children.iter().rev().map(|c| child_path(&path, c)));
            }
        }
        match modules.keys().find(|m| !rank.contains_key(*m)) {
            Some(orphan) => Err(format!("module {} is not declared by its parent", orphan)),
            None => Ok(Order { rank }),
        }
    }

    fn rank(&self, module: &str) -> usize {
        self.rank.get(module).copied().unwrap_or(usize::MAX)
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    Fn,
    Type,
    Impl,
    Use,
    /// `mod x;`: a child module in its own file.
    ModDecl,
    Other,
}

/// A top-level item, or a member of an `impl` block.
#[derive(Debug)]
struct Item {
    kind: Kind,
    /// The defined name; for an `impl`, the self type's name.
    name: String,
    /// For `impl Trait for Type`, the trait's name.
    trait_name: Option<String>,
    /// The item's full text, with its doc comments and attributes.
    text: String,
    /// Identifiers in the code (comments and string contents left out).
    idents: BTreeSet<String>,
    /// `(module, name)` pairs of the code's `crate::` paths: `name` reached through `module`.
    paths: BTreeSet<(String, String)>,
    /// For an `impl`: its members, and its header up to the opening brace (`impl<..> X for Y {`).
    members: Vec<Item>,
    header: String,
}

struct Module {
    /// The `//!` lines at the top.
    docs: Vec<String>,
    /// The modules it declares (`pub mod x;`), in order: their items are written as nested
    /// blocks, not as these declarations.
    children: Vec<String>,
    items: Vec<Item>,
    /// The modules its (non-test) code names as `crate::module`.
    uses: BTreeSet<String>,
    /// Names it imports from sibling modules (`use crate::m::x;`): x → m.
    imports: BTreeMap<String, String>,
}

/// Splits `text` into tokens just finely enough to find item boundaries and identifiers.
#[derive(Debug, PartialEq)]
enum Token {
    Ident(String),
    Punct(char),
    /// A string or char literal, or a lifetime: opaque.
    Literal,
    Comment,
}

/// Tokens of `text` with their byte offsets (start, end).
fn tokenize(text: &str) -> Vec<(Token, usize, usize)> {
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
fn raw_string_end(text: &str, i: usize) -> Option<usize> {
    let rest = &text[i..];
    let after_prefix = rest.strip_prefix("br").or_else(|| rest.strip_prefix('r'))?;
    let hashes = after_prefix.len() - after_prefix.trim_start_matches('#').len();
    let body = after_prefix[hashes..].strip_prefix('"')?;
    let closing = format!("\"{}", "#".repeat(hashes));
    let end = body.find(&closing)?;
    Some(text.len() - body.len() + end + closing.len())
}

/// Splits a module's text into its `//!` docs and items.
fn parse_module(name: &str, text: &str) -> Result<Module, String> {
    let docs: Vec<String> = text
        .lines()
        .take_while(|l| l.starts_with("//!"))
        .map(|l| l.to_string())
        .collect();
    let body_start: usize = docs
        .iter()
        .map(|l| l.len() + 1)
        .sum::<usize>()
        .min(text.len());
    let items = split_items(&text[body_start..]).map_err(|e| format!("src/{}.rs: {}", name, e))?;
    if text.contains("#![") {
        return Err(format!(
            "src/{}.rs: inner attributes are not supported by the generator yet",
            name
        ));
    }
    let uses = items
        .iter()
        .flat_map(|item| modules_named(&item.text))
        .collect();
    let imports = items
        .iter()
        .filter(|item| item.kind == Kind::Use)
        .flat_map(|item| imported_names(&item.text))
        .collect();
    let children = items
        .iter()
        .filter(|item| item.kind == Kind::ModDecl)
        .map(|item| item.name.clone())
        .collect();
    Ok(Module {
        docs,
        children,
        items,
        uses,
        imports,
    })
}

/// Every prefix of every `crate::a::b::...` path in `text`'s code (comments and strings are not
/// code): `a`, `a::b`, … Which of them are modules is for the caller to tell.
fn modules_named(text: &str) -> Vec<String> {
    crate_chains(&tokenize(text))
        .iter()
        .flat_map(|chain| (1..=chain.len()).map(move |n| chain[..n].join("::")))
        .collect()
}

/// The `(prefix, next)` pairs of every `crate::` path in `tokens`: `crate::a::b::C` gives
/// `("a", "b")` and `("a::b", "C")`.
fn crate_paths(tokens: &[(Token, usize, usize)]) -> Vec<(String, String)> {
    crate_chains(tokens)
        .iter()
        .flat_map(|chain| (1..chain.len()).map(move |n| (chain[..n].join("::"), chain[n].clone())))
        .collect()
}

/// The segments after `crate` of every `crate::a::b::…` path in `tokens`: `["a", "b", …]`
/// (a path ending in `::{x, y}` stops before the brace).
fn crate_chains(tokens: &[(Token, usize, usize)]) -> Vec<Vec<String>> {
    let mut chains = Vec::new();
    for (start, (token, ..)) in tokens.iter().enumerate() {
        if *token != Token::Ident("crate".to_string()) {
            continue;
        }
        let mut segments = Vec::new();
        let mut k = start + 1;
        while let (
            Some((Token::Punct(':'), ..)),
            Some((Token::Punct(':'), ..)),
            Some((Token::Ident(next), ..)),
        ) = (tokens.get(k), tokens.get(k + 1), tokens.get(k + 2))
        {
            segments.push(next.clone());
            k += 3;
        }
        if !segments.is_empty() {
            chains.push(segments);
        }
    }
    chains
}

/// `use crate::a::b::x;` or `use crate::a::b::{x, y};`: the names and the module (`a::b`) they
/// come from.
fn imported_names(text: &str) -> Vec<(String, String)> {
    let path = text
        .trim()
        .trim_start_matches("pub ")
        .trim_start_matches("use ")
        .trim_end_matches(';');
    let rest = match path.strip_prefix("crate::") {
        Some(rest) => rest,
        None => return Vec::new(),
    };
    let (module, names) = match rest.rsplit_once("::") {
        Some(split) if !split.0.contains('{') => split,
        _ => return Vec::new(),
    };
    names
        .trim_matches(|c| c == '{' || c == '}')
        .split(',')
        .map(str::trim)
        .filter(|n| !n.is_empty() && *n != "self" && !n.contains(' '))
        .map(|n| (n.to_string(), module.to_string()))
        .collect()
}

/// The driver and every module it reaches through `crate::module` paths.
fn module_closure(driver: &str, modules: &BTreeMap<String, Module>) -> BTreeSet<String> {
    let mut closure = BTreeSet::new();
    let mut pending = vec![driver.to_string()];
    while let Some(name) = pending.pop() {
        if let Some(module) = modules.get(&name) {
            if closure.insert(name.clone()) {
                pending.extend(module.uses.iter().cloned());
                // A nested module is written inside its parent, so the parent comes too.
                if let Some((parent, _)) = name.rsplit_once("::") {
                    if name != driver {
                        pending.push(parent.to_string());
                    }
                }
            }
        }
    }
    closure
}

/// Splits a sequence of items (a file body or an `impl` body) into items, dropping test items.
fn split_items(text: &str) -> Result<Vec<Item>, String> {
    let tokens = tokenize(text);
    let mut items = Vec::new();
    let mut text_start = 0; // byte offset where the current item, with its docs, starts
    let mut i = 0;
    while i < tokens.len() {
        // Skip leading comments and attributes to find the item's keyword.
        let mut j = i;
        loop {
            match tokens.get(j) {
                Some((Token::Comment, ..)) => j += 1,
                Some((Token::Punct('#'), ..)) => j = skip_group(&tokens, j + 1)?,
                _ => break,
            }
        }
        if j >= tokens.len() {
            break;
        }
        let words = header_words(&tokens, j);
        let ends_at_semicolon = matches!(
            item_keyword(&words),
            Some((_, "use" | "const" | "static" | "type"))
        );
        let mut k = j;
        let mut depth = 0i32;
        let end = loop {
            match tokens.get(k) {
                None => return Err("unexpected end of file inside an item".to_string()),
                Some((Token::Punct(c), ..)) => match c {
                    '(' | '[' | '{' => depth += 1,
                    ')' | ']' => depth -= 1,
                    '}' => {
                        depth -= 1;
                        if depth == 0 && !ends_at_semicolon {
                            break k;
                        }
                    }
                    ';' if depth == 0 => break k,
                    _ => {}
                },
                _ => {}
            }
            k += 1;
        };
        let text_end = tokens[end].2;
        if let Some(item) = make_item(&text[text_start..text_end])? {
            items.push(item);
        }
        i = end + 1;
        text_start = text_end;
    }
    Ok(items)
}

/// Given `tokens[open]` is an opening bracket (after `#`, possibly `!`), the index after its
/// matching close.
fn skip_group(tokens: &[(Token, usize, usize)], mut open: usize) -> Result<usize, String> {
    if tokens.get(open).map(|t| &t.0) == Some(&Token::Punct('!')) {
        open += 1;
    }
    let mut depth = 0;
    for (k, (token, ..)) in tokens.iter().enumerate().skip(open) {
        match token {
            Token::Punct('(' | '[' | '{') => depth += 1,
            Token::Punct(')' | ']' | '}') => {
                depth -= 1;
                if depth == 0 {
                    return Ok(k + 1);
                }
            }
            _ => {}
        }
    }
    Err("unbalanced attribute".to_string())
}

/// The identifiers from `tokens[j]` up to the first brace, semicolon or `=`.
fn header_words(tokens: &[(Token, usize, usize)], j: usize) -> Vec<String> {
    tokens[j..]
        .iter()
        .take_while(|(t, ..)| !matches!(t, Token::Punct('{' | ';' | '=')))
        .filter_map(|(t, ..)| match t {
            Token::Ident(word) => Some(word.clone()),
            _ => None,
        })
        .collect()
}

/// The item keyword in a header and its index, looking past `pub`, `pub(crate)`, `unsafe` and
/// the like; `const fn` counts as `fn`.
fn item_keyword(words: &[String]) -> Option<(usize, &str)> {
    let at = words.iter().position(|w| {
        matches!(
            w.as_str(),
            "fn" | "struct"
                | "enum"
                | "trait"
                | "type"
                | "const"
                | "static"
                | "impl"
                | "use"
                | "mod"
                | "union"
                | "macro_rules"
        )
    })?;
    match (words[at].as_str(), words.get(at + 1).map(String::as_str)) {
        ("const", Some("fn")) => Some((at + 1, "fn")),
        (keyword, _) => Some((at, keyword)),
    }
}

/// Whether the attribute tokens include `#[test]` or `#[cfg(test)]`.
fn is_test_only(attributes: &[(Token, usize, usize)]) -> bool {
    let words: Vec<String> = attributes
        .iter()
        .map(|(t, ..)| match t {
            Token::Ident(w) => w.clone(),
            Token::Punct(c) => c.to_string(),
            _ => String::new(),
        })
        .collect();
    let joined = words.concat();
    joined.contains("#[test]") || joined.contains("#[cfg(test)]")
}

/// Reads one item from its exact text (leading docs, comments and attributes included).
/// `None` for test-only items.
fn make_item(raw: &str) -> Result<Option<Item>, String> {
    let tokens = tokenize(raw);
    let mut j = 0;
    loop {
        match tokens.get(j) {
            Some((Token::Comment, ..)) => j += 1,
            Some((Token::Punct('#'), ..)) => j = skip_group(&tokens, j + 1)?,
            _ => break,
        }
    }
    if is_test_only(&tokens[..j]) {
        return Ok(None);
    }
    let text = raw.trim_matches(['\n', ' ']);
    let words = header_words(&tokens, j);
    let (keyword_at, keyword) = item_keyword(&words)
        .ok_or_else(|| format!("cannot tell what this item is: {}", first_line(text)))?;
    // A name after a single `.` is a method or a field, never a top-level item: it is kept as
    // `.name`, which resolves only where names that nothing explains go.
    let idents_of = |tokens: &[(Token, usize, usize)]| -> BTreeSet<String> {
        let dot = |k: usize| k < tokens.len() && tokens[k].0 == Token::Punct('.');
        tokens
            .iter()
            .enumerate()
            .filter_map(|(k, (t, ..))| match t {
                Token::Ident(word) if k >= 1 && dot(k - 1) && !(k >= 2 && dot(k - 2)) => {
                    Some(format!(".{}", word))
                }
                Token::Ident(word) => Some(word.clone()),
                _ => None,
            })
            .collect()
    };
    let mut idents = idents_of(&tokens);
    let (kind, name, trait_name) = match keyword {
        "use" => (Kind::Use, String::new(), None),
        "impl" => {
            let (trait_name, self_type) = impl_names(&tokens[j..])?;
            (Kind::Impl, self_type, trait_name)
        }
        "fn" => (Kind::Fn, name_after(&words, keyword_at, text)?, None),
        "mod" if text.ends_with(';') => {
            (Kind::ModDecl, name_after(&words, keyword_at, text)?, None)
        }
        "struct" | "enum" | "trait" | "type" | "union" => {
            (Kind::Type, name_after(&words, keyword_at, text)?, None)
        }
        _ => {
            let skip_mut = usize::from(words.get(keyword_at + 1).map_or(false, |w| w == "mut"));
            (
                Kind::Other,
                name_after(&words, keyword_at + skip_mut, text)?,
                None,
            )
        }
    };
    let mut members = Vec::new();
    let mut header = String::new();
    if kind == Kind::Impl || keyword == "trait" {
        // The body's braces, found as tokens so that braces in comments don't count.
        let open = tokens[j..]
            .iter()
            .position(|(t, ..)| *t == Token::Punct('{'))
            .ok_or("impl without a body")?
            + j;
        let close = tokens
            .iter()
            .rposition(|(t, ..)| *t == Token::Punct('}'))
            .ok_or("impl without a body")?;
        let leading = raw.len() - raw.trim_start_matches(['\n', ' ']).len();
        header = raw[leading..tokens[open].2].to_string();
        members = split_items(&raw[tokens[open].2..tokens[close].1])?;
        // An impl's or trait's own identifiers are its header's; members count once kept.
        idents = idents_of(&tokens[..=open]);
    }
    idents.remove(&name);
    let paths = crate_paths(&tokens).into_iter().collect();
    Ok(Some(Item {
        kind,
        name,
        trait_name,
        text: text.to_string(),
        idents,
        paths,
        members,
        header,
    }))
}

fn first_line(text: &str) -> &str {
    text.lines()
        .find(|l| !l.trim_start().starts_with("//"))
        .unwrap_or(text)
}

fn name_after(words: &[String], keyword_at: usize, text: &str) -> Result<String, String> {
    words
        .get(keyword_at + 1)
        .cloned()
        .ok_or_else(|| format!("item without a name: {}", first_line(text)))
}

/// `impl<..> [Trait for] Type<..>`: the trait's and the type's last path segment, read from
/// the tokens from the keyword on, generic arguments skipped.
fn impl_names(tokens: &[(Token, usize, usize)]) -> Result<(Option<String>, String), String> {
    let mut depth = 0;
    let mut segments: Vec<Vec<String>> = vec![Vec::new()];
    let mut seen_impl = false;
    for (token, ..) in tokens {
        match token {
            Token::Ident(w) if w == "impl" && !seen_impl => seen_impl = true,
            Token::Punct('<') => depth += 1,
            Token::Punct('>') => depth -= 1,
            Token::Punct('{') if depth == 0 => break,
            Token::Ident(w) if depth == 0 && w == "where" => break,
            Token::Ident(w) if depth == 0 && w == "for" => segments.push(Vec::new()),
            Token::Ident(w) if depth == 0 && seen_impl => {
                segments.last_mut().unwrap().push(w.clone())
            }
            _ => {}
        }
    }
    let last = |s: &Vec<String>| s.last().cloned();
    match segments.as_slice() {
        [ty] => Ok((None, last(ty).ok_or("impl without a type")?)),
        [tr, ty] => Ok((last(tr), last(ty).ok_or("impl without a type")?)),
        _ => Err("cannot read impl header".to_string()),
    }
}

/// Which items of one module a solution keeps: item index → indices of its kept members (for
/// an `impl`; empty for other items).
type Kept = BTreeMap<usize, BTreeSet<usize>>;

/// Everything kept so far across modules, and the names it refers to. A name in kept code is
/// resolved the way Rust resolves a top-level item — through a path `m::x`, else the module's
/// own item `x`, else its `use crate::m::x` import — and only a name none of these explain (a
/// method, an associated item) counts everywhere.
struct Reach<'a> {
    modules: &'a BTreeMap<String, Module>,
    kept: BTreeMap<String, Kept>,
    /// (module, name): that module's item is wanted.
    local: BTreeSet<(String, String)>,
    /// Names wanted wherever they are defined.
    global: BTreeSet<String>,
    /// Every name wanted either way, for impl members and traits.
    any: BTreeSet<String>,
}

impl<'a> Reach<'a> {
    fn new(modules: &'a BTreeMap<String, Module>) -> Self {
        Reach {
            modules,
            kept: BTreeMap::new(),
            local: BTreeSet::new(),
            global: BTreeSet::new(),
            any: BTreeSet::new(),
        }
    }

    fn want_local(&mut self, module: &str, name: &str) {
        self.local.insert((module.to_string(), name.to_string()));
        self.any.insert(name.to_string());
    }

    /// Records what the identifiers of an item kept in `module` refer to.
    fn resolve(
        &mut self,
        module: &str,
        idents: &BTreeSet<String>,
        paths: &BTreeSet<(String, String)>,
    ) {
        let home = &self.modules[module];
        for name in idents {
            if let Some(method) = name.strip_prefix('.') {
                self.global.insert(method.to_string());
                self.any.insert(method.to_string());
                continue;
            }
            let mut resolved = false;
            for (prefix, _) in paths.iter().filter(|(_, n)| n == name) {
                if self.modules.contains_key(prefix) {
                    self.want_local(prefix, name);
                    resolved = true;
                }
            }
            let defined_here = home.items.iter().any(|i| {
                !matches!(i.kind, Kind::Impl | Kind::Use | Kind::ModDecl) && &i.name == name
            });
            if defined_here {
                self.want_local(module, name);
                resolved = true;
            }
            if let Some(source) = home.imports.get(name) {
                self.want_local(source, name);
                resolved = true;
            }
            if !resolved {
                self.global.insert(name.clone());
                self.any.insert(name.clone());
            }
        }
    }

    /// Whether a top-level item is wanted: only through a path, its own module or an import,
    /// as in Rust — a local variable or a method elsewhere that shares its name does not count.
    fn wants(&self, module: &str, name: &str) -> bool {
        self.local.contains(&(module.to_string(), name.to_string()))
    }

    fn keep(&mut self, module: &str, index: usize, member: Option<usize>) -> bool {
        let item = &self.modules[module].items[index];
        let kept = self.kept.entry(module.to_string()).or_default();
        let fresh_item = !kept.contains_key(&index);
        let members = kept.entry(index).or_default();
        let fresh_member = member.map_or(false, |m| members.insert(m));
        if fresh_item {
            self.resolve(module, &item.idents, &item.paths);
            if item.kind != Kind::Impl {
                self.want_local(module, &item.name);
            }
        }
        if let (true, Some(m)) = (fresh_member, member) {
            let member = &item.members[m];
            self.resolve(module, &member.idents, &member.paths);
        }
        fresh_item || fresh_member
    }

    fn is_kept(&self, module: &str, index: usize) -> bool {
        self.kept
            .get(module)
            .map_or(false, |k| k.contains_key(&index))
    }

    /// Keeps everything the current names reach, until nothing changes.
    fn close(&mut self, allowed: &dyn Fn(&str, usize) -> bool) {
        loop {
            let mut changed = false;
            for (module_name, module) in self.modules {
                for (index, item) in module.items.iter().enumerate() {
                    if !allowed(module_name, index) {
                        continue;
                    }
                    match item.kind {
                        Kind::Use | Kind::ModDecl => {}
                        Kind::Impl => {
                            if !self.wants(module_name, &item.name) {
                                continue;
                            }
                            let trait_ok = item
                                .trait_name
                                .as_ref()
                                .map(|t| self.any.contains(t) || !self.defines_type(t));
                            // An impl of one of our traits keeps what the trait keeps: the
                            // members whose names are wanted. Other traits need every member.
                            let ours = item
                                .trait_name
                                .as_ref()
                                .map_or(false, |t| self.defines_type(t));
                            for (m, member) in item.members.iter().enumerate() {
                                let wanted = match trait_ok {
                                    Some(ok) if !ours => ok,
                                    Some(ok) => ok && self.any.contains(&member.name),
                                    None => self.any.contains(&member.name),
                                };
                                if wanted && member.kind != Kind::Use {
                                    changed |= self.keep(module_name, index, Some(m));
                                }
                            }
                            if trait_ok == Some(true) && item.members.is_empty() {
                                changed |= self.keep(module_name, index, None);
                            }
                        }
                        _ => {
                            if self.wants(module_name, &item.name)
                                && !self.is_kept(module_name, index)
                            {
                                changed |= self.keep(module_name, index, None);
                            }
                            // A trait keeps the members whose names are wanted.
                            if self.is_kept(module_name, index) {
                                for (m, member) in item.members.iter().enumerate() {
                                    if self.any.contains(&member.name) {
                                        changed |= self.keep(module_name, index, Some(m));
                                    }
                                }
                            }
                        }
                    }
                }
            }
            if !changed {
                return;
            }
        }
    }

    fn defines_type(&self, name: &str) -> bool {
        self.modules.values().any(|m| {
            m.items
                .iter()
                .any(|i| i.kind == Kind::Type && i.name == name)
        })
    }
}

/// The bundled text of one driver, before rustfmt.
fn bundle(
    driver: &str,
    modules: &BTreeMap<String, Module>,
    order: &Order,
) -> Result<String, String> {
    let root = &modules[driver];
    let is_leetcode = root
        .items
        .iter()
        .any(|i| i.kind == Kind::Type && i.name == "Solution");
    let mut reach = Reach::new(modules);
    // Only modules the driver reaches through `crate::` paths: names alone would also pull in
    // other drivers (`main`) and modules that merely share a name.
    let closure = module_closure(driver, modules);
    let everywhere = |module: &str, _: usize| closure.contains(module);
    // The submission part: for LeetCode, what `impl Solution` reaches without `struct Solution`.
    if is_leetcode {
        for (index, item) in root.items.iter().enumerate() {
            if item.kind == Kind::Impl && item.name == "Solution" {
                for m in 0..item.members.len() {
                    reach.keep(driver, index, Some(m));
                }
            }
        }
        let not_struct_solution = |module: &str, index: usize| {
            let item = &modules[module].items[index];
            everywhere(module, index)
                && !(module == driver && item.kind == Kind::Type && item.name == "Solution")
        };
        reach.close(&not_struct_solution);
    }
    let upper = snapshot(&reach);
    // Everything: `main` and what it reaches.
    reach.want_local(driver, "main");
    reach.want_local(driver, "Solution");
    reach.close(&everywhere);
    let all = snapshot(&reach);
    let (mut upper, mut lower) = if is_leetcode {
        let lower = difference(&all, &upper);
        (upper, lower)
    } else {
        (all, Selection::new())
    };
    // A top-level module both parts need goes whole into the submission: a module cannot be
    // declared twice in one file. (The LeetCode harness test then sees any item left unused.)
    let top = |m: &str| m.split("::").next().unwrap_or(m).to_string();
    let upper_tops: BTreeSet<String> = upper.keys().map(|m| top(m)).collect();
    let shared: Vec<String> = lower
        .keys()
        .filter(|m| *m != driver && upper_tops.contains(&top(m)))
        .cloned()
        .collect();
    for module in shared {
        if let Some(items) = lower.remove(&module) {
            let kept = upper.entry(module).or_default();
            for (index, members) in items {
                kept.entry(index).or_default().extend(members);
            }
        }
    }
    // Every module written, in reading order; the header takes their lifted sections.
    let mut written: Vec<String> = upper
        .keys()
        .chain(lower.keys())
        .filter(|m| *m != driver)
        .flat_map(|m| with_ancestors(m))
        .collect();
    written.sort_by_key(|m| order.rank(m));
    written.dedup();

    let mut out = String::new();
    let submit = if is_leetcode {
        "everything above the line `// ---- local harness ...` below"
    } else {
        "this whole file"
    };
    out.push_str(&format!(
        "// GENERATED by the oj-sudoku generator from its core; do not edit by hand.\n\
         // Submit: {}.\n//\n",
        submit
    ));
    for line in &root.docs {
        out.push_str(&format!("//{}\n", &line[3..]));
    }
    for heading in LIFTED {
        for module in &written {
            if let Some(section) = doc_section(&modules[module].docs, heading) {
                out.push_str("//\n");
                for line in section {
                    out.push_str(&format!("//{}\n", &line[3..]));
                }
            }
        }
    }
    out.push('\n');
    let lean = leaf(driver).ends_with(TEXTBOOK_SUFFIX);
    emit_part(&mut out, driver, modules, order, &upper, lean)?;
    if is_leetcode {
        out.push_str(&format!("\n{}\n\n", HARNESS_MARKER));
        emit_part(&mut out, driver, modules, order, &lower, lean)?;
    }
    Ok(out)
}

/// Textbook editions (`<problem>_bitmask`) must read in minutes and fit 32 KiB: their foundation
/// (the engine interface, I/O and the board) is bundled with a one-line summary per module and
/// no comments, while the format and the engine keep every word.
const TEXTBOOK_SUFFIX: &str = "_bitmask";

/// The modules a textbook edition bundles lean.
fn is_foundation(path: &str) -> bool {
    path == "engines"
        || path
            .split("::")
            .next()
            .map_or(false, |top| top == "io" || top == "board")
}

/// `code` without its comment lines (doc comments included).
fn without_comments(code: &str) -> String {
    code.lines()
        .filter(|line| !line.trim_start().starts_with("//"))
        .map(|line| format!("{}\n", line))
        .collect()
}

/// `path` and every module it is nested in: `a::b` gives `a::b` and `a`.
fn with_ancestors(path: &str) -> Vec<String> {
    let mut paths = vec![path.to_string()];
    let mut rest = path;
    while let Some((parent, _)) = rest.rsplit_once("::") {
        paths.push(parent.to_string());
        rest = parent;
    }
    paths
}

/// Module doc sections (`//! # Terms`, up to the next heading) that go into a solution's header
/// instead of their module, so that a reader meets them before the code that relies on them:
/// the terms first, then each engine's technique.
const LIFTED: &[&str] = &["# Terms", "# Technique"];

/// The lines of the doc section headed `heading` (heading included), if `docs` has one.
fn doc_section<'a>(docs: &'a [String], heading: &str) -> Option<&'a [String]> {
    let start = docs
        .iter()
        .position(|l| l.trim_start_matches("//!").trim() == heading)?;
    let end = docs[start + 1..]
        .iter()
        .position(|l| l.trim_start_matches("//!").trim_start().starts_with('#'))
        .map_or(docs.len(), |n| start + 1 + n);
    let mut section = &docs[start..end];
    while section.last().map_or(false, |l| l.trim() == "//!") {
        section = &section[..section.len() - 1];
    }
    Some(section)
}

/// `docs` without its lifted sections.
fn unlifted(docs: &[String]) -> Vec<&String> {
    let mut lifted = BTreeSet::new();
    for heading in LIFTED {
        if let Some(section) = doc_section(docs, heading) {
            let start = docs
                .iter()
                .position(|l| std::ptr::eq(l, &section[0]))
                .unwrap_or(0);
            lifted.extend(start..start + section.len());
        }
    }
    let mut kept: Vec<&String> = docs
        .iter()
        .enumerate()
        .filter(|(i, _)| !lifted.contains(i))
        .map(|(_, l)| l)
        .collect();
    while kept.last().map_or(false, |l| l.trim() == "//!") {
        kept.pop();
    }
    kept
}

type Selection = BTreeMap<String, Kept>;

fn snapshot(reach: &Reach) -> Selection {
    reach
        .kept
        .iter()
        .map(|(module, kept)| (module.clone(), kept.clone()))
        .collect()
}

fn difference(all: &Selection, upper: &Selection) -> Selection {
    let mut out = Selection::new();
    for (module, items) in all {
        for (index, members) in items {
            let upper_members = upper.get(module).and_then(|m| m.get(index));
            let left: BTreeSet<usize> = match upper_members {
                Some(u) => members.difference(u).cloned().collect(),
                None => members.clone(),
            };
            if upper_members.is_none() || !left.is_empty() {
                out.entry(module.clone()).or_default().insert(*index, left);
            }
        }
    }
    out
}

/// Writes the driver's selected root items, then each selected core module as a block, nested
/// as in `src/` and in reading order.
fn emit_part(
    out: &mut String,
    driver: &str,
    modules: &BTreeMap<String, Module>,
    order: &Order,
    part: &Selection,
    lean: bool,
) -> Result<(), String> {
    let no_items = BTreeMap::new();
    let root_items = part.get(driver).unwrap_or(&no_items);
    out.push_str(&emit_items(&modules[driver], root_items)?);
    // The modules to write: those with kept items, and their ancestors.
    let mut present: BTreeSet<String> = BTreeSet::new();
    for (name, items) in part {
        if name == driver || items.is_empty() {
            continue;
        }
        present.extend(with_ancestors(name));
    }
    let mut tops: Vec<&String> = present.iter().filter(|m| !m.contains("::")).collect();
    tops.sort_by_key(|m| order.rank(m));
    for top in tops {
        out.push('\n');
        out.push_str(&emit_module(
            top, modules, order, part, &present, &no_items, lean,
        )?);
    }
    Ok(())
}

/// One module as a `mod name { ... }` block: its docs (less the lifted sections), its kept
/// items, then its present children.
fn emit_module(
    path: &str,
    modules: &BTreeMap<String, Module>,
    order: &Order,
    part: &Selection,
    present: &BTreeSet<String>,
    no_items: &Kept,
    lean: bool,
) -> Result<String, String> {
    let module = &modules[path];
    let lean_here = lean && is_foundation(path);
    let nested = path.contains("::");
    let mut text = format!(
        "{}mod {} {{\n",
        if nested { "pub " } else { "" },
        leaf(path)
    );
    let mut docs = unlifted(&module.docs);
    if lean_here {
        // The summary's first sentence, up to the end of its line.
        docs.truncate(1);
    }
    for line in &docs {
        text.push_str(&format!("    {}\n", line));
    }
    let mut body = emit_items(module, part.get(path).unwrap_or(no_items))?;
    if lean_here {
        body = without_comments(&body);
    }
    let mut children: Vec<String> = module
        .children
        .iter()
        .map(|c| child_path(path, c))
        .filter(|c| present.contains(c))
        .collect();
    children.sort_by_key(|c| order.rank(c));
    for child in children {
        if !body.is_empty() {
            body.push('\n');
        }
        body.push_str(&emit_module(
            &child, modules, order, part, present, no_items, lean,
        )?);
    }
    if !docs.is_empty() && !body.is_empty() {
        text.push('\n');
    }
    for line in body.lines() {
        if line.is_empty() {
            text.push('\n');
        } else {
            text.push_str(&format!("    {}\n", line));
        }
    }
    text.push_str("}\n");
    Ok(text)
}

/// The selected items of one module, `use` lists pruned to what they still mention.
fn emit_items(
    module: &Module,
    selected: &BTreeMap<usize, BTreeSet<usize>>,
) -> Result<String, String> {
    let mut code = Vec::new();
    let mut mentioned = BTreeSet::new();
    for (index, members) in selected {
        let item = &module.items[*index];
        if !item.header.is_empty() {
            // An impl or a trait: its header, the kept members, the closing brace.
            let mut text = item.header.clone();
            for &m in members {
                text.push_str("\n\n");
                text.push_str(&item.members[m].text);
            }
            text.push_str("\n}");
            mentioned.extend(item.idents.iter().cloned());
            for &m in members {
                mentioned.extend(item.members[m].idents.iter().cloned());
            }
            code.push((*index, text));
        } else if !matches!(item.kind, Kind::Use | Kind::ModDecl) {
            mentioned.extend(item.idents.iter().cloned());
            code.push((*index, item.text.clone()));
        }
    }
    let body: String = code
        .iter()
        .map(|(_, t)| t.as_str())
        .collect::<Vec<_>>()
        .join("\n");
    for (index, item) in module.items.iter().enumerate() {
        if item.kind == Kind::Use {
            if let Some(text) = prune_use(&item.text, &mentioned, &body)? {
                code.push((index, text));
            }
        }
    }
    code.sort_by_key(|(index, _)| *index);
    // Blank lines between items, except within a run of `use` lines.
    let mut text = String::new();
    let mut previous_was_use = false;
    for (index, item_text) in code {
        let is_use = module.items[index].kind == Kind::Use;
        if !text.is_empty() {
            text.push_str(if is_use && previous_was_use {
                "\n"
            } else {
                "\n\n"
            });
        }
        text.push_str(&item_text);
        previous_was_use = is_use;
    }
    if !text.is_empty() {
        text.push('\n');
    }
    Ok(text)
}

/// `use a::b::{C, D as E, self};` keeping only the names `mentioned` (or, for traits used through
/// methods, hinted at by `body`); `None` when nothing is left.
fn prune_use(
    text: &str,
    mentioned: &BTreeSet<String>,
    body: &str,
) -> Result<Option<String>, String> {
    let statement = text.trim().trim_end_matches(';');
    let path = statement
        .trim_start_matches("pub ")
        .trim_start_matches("use ")
        .trim();
    let (prefix, names): (&str, Vec<&str>) = match path.find('{') {
        Some(open) => {
            let inner = path[open + 1..].trim_end_matches('}');
            (
                &path[..open],
                inner
                    .split(',')
                    .map(str::trim)
                    .filter(|n| !n.is_empty())
                    .collect(),
            )
        }
        None => match path.rfind("::") {
            Some(split) => (&path[..split + 2], vec![&path[split + 2..]]),
            None => return Err(format!("cannot read `{}`", statement)),
        },
    };
    let used = |name: &&str| {
        let local = name.rsplit(' ').next().unwrap_or(name);
        let local = if local == "self" {
            prefix
                .trim_end_matches("::")
                .rsplit("::")
                .next()
                .unwrap_or(local)
        } else {
            local
        };
        mentioned.contains(local)
            || USED_THROUGH_METHODS.iter().any(|(tr, methods)| {
                *tr == local
                    && methods.iter().any(|m| {
                        body.contains(&format!("{}(", m)) || body.contains(&format!("{}!(", m))
                    })
            })
    };
    let kept: Vec<&str> = names.into_iter().filter(used).collect();
    Ok(match kept.as_slice() {
        [] => None,
        [one] if !one.contains("self") || prefix.is_empty() => {
            Some(format!("use {}{};", prefix, one))
        }
        _ => Some(format!("use {}{{{}}};", prefix, kept.join(", "))),
    })
}

/// Formats `text` with the toolchain's rustfmt, as edition 2018 (the judges' floor).
fn rustfmt(text: &str) -> Result<String, String> {
    let mut child = Command::new("rustfmt")
        .args([
            "--edition",
            "2018",
            "--config",
            "hard_tabs=true",
            "--emit",
            "stdout",
        ])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot run rustfmt (rustup component add rustfmt): {}", e))?;
    let mut stdin = child.stdin.take().ok_or("no stdin for rustfmt")?;
    let input = text.to_string();
    let writer = std::thread::spawn(move || stdin.write_all(input.as_bytes()));
    let output = child.wait_with_output().map_err(|e| e.to_string())?;
    writer
        .join()
        .map_err(|_| "rustfmt writer panicked")?
        .map_err(|e| e.to_string())?;
    if !output.status.success() {
        return Err(format!(
            "rustfmt failed:\n{}",
            String::from_utf8_lossy(&output.stderr)
        ));
    }
    String::from_utf8(output.stdout).map_err(|e| e.to_string())
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
    fn splits_items_with_docs_and_drops_tests() {
        let text = "/// Doc.\n#[derive(Debug)]\npub struct A {\n    x: u8,\n}\n\nconst B: [u8; 2] = [1, { 2 }];\n\n#[cfg(test)]\nmod tests {\n    fn t() {}\n}\n\nimpl<S: X> fmt::Display for A<S> {\n    fn fmt(&self) {}\n}\n";
        let items = split_items(text).unwrap();
        let names: Vec<(&str, Kind)> = items.iter().map(|i| (i.name.as_str(), i.kind)).collect();
        assert_eq!(
            names,
            [("A", Kind::Type), ("B", Kind::Other), ("A", Kind::Impl)]
        );
        assert!(items[0]
            .text
            .starts_with("/// Doc.\n#[derive(Debug)]\npub struct A"));
        assert_eq!(items[2].trait_name.as_deref(), Some("Display"));
        assert_eq!(items[2].members.len(), 1);
    }

    #[test]
    fn prunes_use_lists_to_mentioned_names() {
        let mentioned: BTreeSet<String> = ["A", "io"].iter().map(|s| s.to_string()).collect();
        assert_eq!(
            prune_use("use crate::m::{A, B};", &mentioned, "")
                .unwrap()
                .as_deref(),
            Some("use crate::m::A;")
        );
        assert_eq!(prune_use("use crate::m::B;", &mentioned, "").unwrap(), None);
        assert_eq!(
            prune_use(
                "use std::io::{self, Read, Write};",
                &mentioned,
                "x.read_to_end(&mut v)"
            )
            .unwrap()
            .as_deref(),
            Some("use std::io::{self, Read};")
        );
    }

    #[test]
    fn raw_strings_end_at_their_own_hashes() {
        let text = r###"r#"a"b"# rest"###;
        assert_eq!(raw_string_end(text, 0), Some(8));
        assert_eq!(raw_string_end("rx", 0), None);
    }
}
