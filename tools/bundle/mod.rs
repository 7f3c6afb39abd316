//! The generator: bundles the core in `src/` into one self-contained file per judge problem,
//! in named passes, one module each, run in this order:
//!
//! 1. [`tokenize`] and [`read`]: every file of `src/` as a module of items.
//! 2. [`select`]: what the driver reaches, item by item (a binary warns about every unused one).
//! 3. [`prune`]: `use` lists cut to the names still used.
//! 4. [`order`]: the modules in reading order (format, engine, I/O, board).
//! 5. [`nest`]: each module written as a `mod` block inside its layer's, so `crate::` paths
//!    resolve unchanged.
//! 6. [`lift`]: the terms the file uses and the techniques move into the header, which also says
//!    where to submit the file (from the registry).
//! 7. [`strip`]: a textbook or dancing-links edition's foundation without comments.
//! 8. [`format`]: rustfmt with tabs.
//!
//! A **driver** is a file `src/problems/<id>.rs` with a top-level `pub fn main()`; it becomes
//! `solutions/<id>.rs`, and its entry in the registry says what kind of edition it is. A driver
//! with a `struct Solution` is a LeetCode driver: its `impl Solution` blocks and what they reach
//! form the submission; `struct Solution`, `main` and whatever only they reach go below the
//! harness marker. A top-level module both parts need goes whole into the submission.

mod format;
mod lift;
mod nest;
mod order;
mod prune;
mod read;
mod select;
mod strip;
mod terms;
mod tokenize;

pub use terms::uses as uses_term;

use crate::registry::{self, Flavor, Problem, HARNESS_MARKER};
use nest::{emit_part, with_ancestors};
use order::Order;
use read::{leaf, parse_module, read_tree, test_only_children, ItemKind, Module};
use select::{difference, module_closure, snapshot, Reach, Selection};
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// One generated solution file.
pub struct Solution {
    /// The driver's module name, e.g. `acwing166`; the file is `solutions/<name>.rs`.
    pub name: String,
    pub text: String,
}

/// Where the drivers are: `src/problems/<id>.rs` is the module `problems::<id>`.
const DRIVERS: &str = "problems::";

/// Bundles every driver in `src_dir`, in name order. Every driver must be registered.
pub fn generate_all(src_dir: &Path) -> Result<Vec<Solution>, String> {
    let mut sources = BTreeMap::new();
    read_tree(src_dir, "", &mut sources)?;
    // Test helpers in files of their own (`#[cfg(test)] mod testing;`) are never bundled.
    let test_only: Vec<String> = sources
        .iter()
        .flat_map(|(name, text)| test_only_children(name, text))
        .collect();
    sources.retain(|name, _| !test_only.contains(name));
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
                    .any(|i| i.kind == ItemKind::Fn && i.name == "main")
        })
        .map(|(name, _)| name)
        .collect();
    drivers
        .into_iter()
        .map(|driver| {
            let name = leaf(driver).to_string();
            let problem = registry::find(&name)
                .map_err(|e| format!("src/problems/{}.rs is not in the registry: {}", name, e))?;
            let text = bundle(driver, problem, &modules, &order)?;
            Ok(Solution {
                text: format::rustfmt(&text).map_err(|e| format!("{}: {}", name, e))?,
                name,
            })
        })
        .collect()
}

/// The bundled text of one driver, before rustfmt.
fn bundle(
    driver: &str,
    problem: &Problem,
    modules: &BTreeMap<String, Module>,
    order: &Order,
) -> Result<String, String> {
    let root = &modules[driver];
    let is_leetcode = root
        .items
        .iter()
        .any(|i| i.kind == ItemKind::Type && i.name == "Solution");
    let mut reach = Reach::new(modules);
    // Only modules the driver reaches through `crate::` paths: names alone would also pull in
    // other drivers (`main`) and modules that merely share a name.
    let closure = module_closure(driver, modules);
    let everywhere = |module: &str, _: usize| closure.contains(module);
    // The submission part: for LeetCode, what `impl Solution` reaches without `struct Solution`.
    if is_leetcode {
        for (index, item) in root.items.iter().enumerate() {
            if item.kind == ItemKind::Impl && item.name == "Solution" {
                for m in 0..item.members.len() {
                    reach.keep(driver, index, Some(m));
                }
            }
        }
        let not_struct_solution = |module: &str, index: usize| {
            let item = &modules[module].items[index];
            everywhere(module, index)
                && !(module == driver && item.kind == ItemKind::Type && item.name == "Solution")
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

    // The textbook and dancing-links editions teach their engine: the foundation is the fast
    // edition's, documented there, and goes in lean; so does any file whose engine is dancing
    // links (HDU 4069's jigsaw search), which teaches the same engine.
    let lean = matches!(problem.flavor, Flavor::Textbook | Flavor::DancingLinks)
        || written.iter().any(|m| m == "engines::dlx");
    let mut body = String::new();
    emit_part(&mut body, driver, modules, order, &upper, lean)?;
    if is_leetcode {
        body.push_str(&format!("\n{}\n\n", HARNESS_MARKER));
        emit_part(&mut body, driver, modules, order, &lower, lean)?;
    }
    let bundled = [&upper, &lower].into_iter().flat_map(|part| {
        part.iter().flat_map(|(module, items)| {
            items
                .keys()
                .map(move |&index| modules[module].items[index].name.as_str())
        })
    });
    let box_sizes = terms::box_sizes(bundled);
    let mut out = lift::header(
        problem,
        is_leetcode,
        &root.docs,
        modules,
        &written,
        &body,
        &box_sizes,
    );
    out.push('\n');
    out.push_str(&body);
    Ok(out)
}
