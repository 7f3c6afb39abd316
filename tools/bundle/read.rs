//! Pass 1b, **read**: every file of `src/` as a module of items (and `impl` blocks as members),
//! keyed by module path. Items marked `#[cfg(test)]` or `#[test]` are dropped; `mod x;`
//! declarations give the nesting and the order; a module's `crate::` paths and `use crate::…`
//! imports say which modules and names it relies on.

use super::tokenize::{tokenize, Token};
use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::Path;

/// The last segment of a module path.
pub(super) fn leaf(path: &str) -> &str {
    path.rsplit("::").next().unwrap_or(path)
}

/// The module path of `parent`'s child `name`.
pub(super) fn child_path(parent: &str, name: &str) -> String {
    if parent.is_empty() {
        name.to_string()
    } else {
        format!("{}::{}", parent, name)
    }
}

/// Reads every `.rs` file below `dir` into `sources`, keyed by module path: `lib.rs` is `""`,
/// `engines/mod.rs` is `engines`, `engines/bitboard9.rs` is `engines::bitboard9`.
pub(super) fn read_tree(
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
        } else if path.extension().is_some_and(|e| e == "rs") {
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

/// The modules `text` (the module `parent`) declares under `#[cfg(test)]` (`#[cfg(test)] mod
/// testing;`): test code in files of their own, which no solution bundles.
pub(super) fn test_only_children(parent: &str, text: &str) -> Vec<String> {
    let words: Vec<String> = tokenize(text)
        .into_iter()
        .filter_map(|(t, ..)| match t {
            Token::Ident(w) => Some(w),
            Token::Punct(c) => Some(c.to_string()),
            _ => None,
        })
        .collect();
    let attribute = ["#", "[", "cfg", "(", "test", ")", "]"];
    let mut children = Vec::new();
    for start in 0..words.len() {
        if !attribute
            .iter()
            .enumerate()
            .all(|(i, a)| words.get(start + i).map(String::as_str) == Some(*a))
        {
            continue;
        }
        let mut k = start + attribute.len();
        if words.get(k).map(String::as_str) == Some("pub") {
            k += 1;
            if words.get(k).map(String::as_str) == Some("(") {
                k += 3; // `(crate)` or `(super)`
            }
        }
        if let (Some("mod"), Some(name), Some(";")) = (
            words.get(k).map(String::as_str),
            words.get(k + 1),
            words.get(k + 2).map(String::as_str),
        ) {
            children.push(child_path(parent, name));
        }
    }
    children
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum ItemKind {
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
pub(super) struct Item {
    pub(super) kind: ItemKind,
    /// The defined name; for an `impl`, the self type's name.
    pub(super) name: String,
    /// For `impl Trait for Type`, the trait's name.
    pub(super) trait_name: Option<String>,
    /// The item's full text, with its doc comments and attributes.
    pub(super) text: String,
    /// Identifiers in the code (comments and string contents left out).
    pub(super) idents: BTreeSet<String>,
    /// `(module, name)` pairs of the code's `crate::` paths: `name` reached through `module`.
    pub(super) paths: BTreeSet<(String, String)>,
    /// For an `impl`: its members, and its header up to the opening brace (`impl<..> X for Y {`).
    pub(super) members: Vec<Item>,
    pub(super) header: String,
}

pub(super) struct Module {
    /// The `//!` lines at the top.
    pub(super) docs: Vec<String>,
    /// The modules it declares (`pub mod x;`), in order: their items are written as nested
    /// blocks, not as these declarations.
    pub(super) children: Vec<String>,
    pub(super) items: Vec<Item>,
    /// The modules its (non-test) code names as `crate::module`.
    pub(super) uses: BTreeSet<String>,
    /// Names it imports from sibling modules (`use crate::m::x;`): x → m.
    pub(super) imports: BTreeMap<String, String>,
}

/// Splits a module's text into its `//!` docs and items.
pub(super) fn parse_module(name: &str, text: &str) -> Result<Module, String> {
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
        .filter(|item| item.kind == ItemKind::Use)
        .flat_map(|item| imported_names(&item.text))
        .collect();
    let children = items
        .iter()
        .filter(|item| item.kind == ItemKind::ModDecl)
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
pub(super) fn modules_named(text: &str) -> Vec<String> {
    crate_chains(&tokenize(text))
        .iter()
        .flat_map(|chain| (1..=chain.len()).map(move |n| chain[..n].join("::")))
        .collect()
}

/// The `(prefix, next)` pairs of every `crate::` path in `tokens`: `crate::a::b::C` gives
/// `("a", "b")` and `("a::b", "C")`.
pub(super) fn crate_paths(tokens: &[(Token, usize, usize)]) -> Vec<(String, String)> {
    crate_chains(tokens)
        .iter()
        .flat_map(|chain| (1..chain.len()).map(move |n| (chain[..n].join("::"), chain[n].clone())))
        .collect()
}

/// The segments after `crate` of every `crate::a::b::…` path in `tokens`: `["a", "b", …]`
/// (a path ending in `::{x, y}` stops before the brace).
pub(super) fn crate_chains(tokens: &[(Token, usize, usize)]) -> Vec<Vec<String>> {
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
pub(super) fn imported_names(text: &str) -> Vec<(String, String)> {
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

/// Splits a sequence of items (a file body or an `impl` body) into items, dropping test items.
pub(super) fn split_items(text: &str) -> Result<Vec<Item>, String> {
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
pub(super) fn skip_group(
    tokens: &[(Token, usize, usize)],
    mut open: usize,
) -> Result<usize, String> {
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
pub(super) fn header_words(tokens: &[(Token, usize, usize)], j: usize) -> Vec<String> {
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
pub(super) fn item_keyword(words: &[String]) -> Option<(usize, &str)> {
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
pub(super) fn is_test_only(attributes: &[(Token, usize, usize)]) -> bool {
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
pub(super) fn make_item(raw: &str) -> Result<Option<Item>, String> {
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
        "use" => (ItemKind::Use, String::new(), None),
        "impl" => {
            let (trait_name, self_type) = impl_names(&tokens[j..])?;
            (ItemKind::Impl, self_type, trait_name)
        }
        "fn" => (ItemKind::Fn, name_after(&words, keyword_at, text)?, None),
        "mod" if text.ends_with(';') => (
            ItemKind::ModDecl,
            name_after(&words, keyword_at, text)?,
            None,
        ),
        "struct" | "enum" | "trait" | "type" | "union" => {
            (ItemKind::Type, name_after(&words, keyword_at, text)?, None)
        }
        _ => {
            let skip_mut = usize::from(words.get(keyword_at + 1).is_some_and(|w| w == "mut"));
            (
                ItemKind::Other,
                name_after(&words, keyword_at + skip_mut, text)?,
                None,
            )
        }
    };
    let mut members = Vec::new();
    let mut header = String::new();
    if kind == ItemKind::Impl || keyword == "trait" {
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

pub(super) fn first_line(text: &str) -> &str {
    text.lines()
        .find(|l| !l.trim_start().starts_with("//"))
        .unwrap_or(text)
}

pub(super) fn name_after(
    words: &[String],
    keyword_at: usize,
    text: &str,
) -> Result<String, String> {
    words
        .get(keyword_at + 1)
        .cloned()
        .ok_or_else(|| format!("item without a name: {}", first_line(text)))
}

/// `impl<..> [Trait for] Type<..>`: the trait's and the type's last path segment, read from
/// the tokens from the keyword on, generic arguments skipped.
pub(super) fn impl_names(
    tokens: &[(Token, usize, usize)],
) -> Result<(Option<String>, String), String> {
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn splits_items_with_docs_and_drops_tests() {
        let text = "/// Doc.\n#[derive(Debug)]\npub struct A {\n    x: u8,\n}\n\nconst B: [u8; 2] = [1, { 2 }];\n\n#[cfg(test)]\nmod tests {\n    fn t() {}\n}\n\nimpl<S: X> fmt::Display for A<S> {\n    fn fmt(&self) {}\n}\n";
        let items = split_items(text).unwrap();
        let names: Vec<(&str, ItemKind)> =
            items.iter().map(|i| (i.name.as_str(), i.kind)).collect();
        assert_eq!(
            names,
            [
                ("A", ItemKind::Type),
                ("B", ItemKind::Other),
                ("A", ItemKind::Impl)
            ]
        );
        assert!(items[0]
            .text
            .starts_with("/// Doc.\n#[derive(Debug)]\npub struct A"));
        assert_eq!(items[2].trait_name.as_deref(), Some("Display"));
        assert_eq!(items[2].members.len(), 1);
    }
}
