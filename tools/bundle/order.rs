//! Pass 4, **order**: modules are written in the order `lib.rs` and each `mod.rs` declare them,
//! which is a solution's reading order (format, engine, I/O, board).

use super::read::{child_path, parse_module, Module};
use std::collections::BTreeMap;

/// The order modules are written in: the order `lib.rs` and each `mod.rs` declare them, which is
/// the reading order of a solution (format, engine, I/O, board).
pub(super) struct Order {
    /// Module path → its position in a depth-first walk of the declarations.
    pub(super) rank: BTreeMap<String, usize>,
}

impl Order {
    pub(super) fn new(lib: &str, modules: &BTreeMap<String, Module>) -> Result<Order, String> {
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

    pub(super) fn rank(&self, module: &str) -> usize {
        self.rank.get(module).copied().unwrap_or(usize::MAX)
    }
}
