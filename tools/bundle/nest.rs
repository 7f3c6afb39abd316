//! Pass 5, **nest**: the driver's items become the file's root, and every core module it reaches
//! a `mod` block nested as in `src/` (`mod engines { pub mod bitboard9 { … } }`), so the core's
//! `oj_sudoku::engines::bitboard9::Bitboard9` paths resolve unchanged (the trick of ac-library-rs's
//! `expand.py`, nested as cargo-equip does).

use super::lift::unlifted;
use super::order::Order;
use super::prune::prune_use;
use super::read::{child_path, leaf, ItemKind, Module};
use super::select::{Kept, Selection};
use super::strip;
use std::collections::{BTreeMap, BTreeSet};

/// `path` and every module it is nested in: `a::b` gives `a::b` and `a`.
pub(super) fn with_ancestors(path: &str) -> Vec<String> {
    let mut paths = vec![path.to_string()];
    let mut rest = path;
    while let Some((parent, _)) = rest.rsplit_once("::") {
        paths.push(parent.to_string());
        rest = parent;
    }
    paths
}

/// Writes the driver's selected root items, then each selected core module as a block, nested
/// as in `src/` and in reading order.
pub(super) fn emit_part(
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
pub(super) fn emit_module(
    path: &str,
    modules: &BTreeMap<String, Module>,
    order: &Order,
    part: &Selection,
    present: &BTreeSet<String>,
    no_items: &Kept,
    lean: bool,
) -> Result<String, String> {
    let module = &modules[path];
    let lean_here = lean && strip::is_foundation(path);
    let nested = path.contains("::");
    let mut text = format!(
        "{}mod {} {{\n",
        if nested { "pub " } else { "" },
        leaf(path)
    );
    let docs: Vec<String> = if lean_here {
        strip::summary(&unlifted(&module.docs))
    } else {
        unlifted(&module.docs).into_iter().cloned().collect()
    };
    for line in &docs {
        text.push_str(&format!("    {}\n", line));
    }
    let mut body = emit_items(module, part.get(path).unwrap_or(no_items))?;
    if lean_here {
        body = strip::without_comments(&body);
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
pub(super) fn emit_items(
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
        } else if !matches!(item.kind, ItemKind::Use | ItemKind::ModDecl) {
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
        if item.kind == ItemKind::Use {
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
        let is_use = module.items[index].kind == ItemKind::Use;
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
