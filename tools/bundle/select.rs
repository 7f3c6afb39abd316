//! Pass 2, **select**: starting from the roots (`main`; for LeetCode the `impl Solution`
//! blocks), an item is kept when kept code names it, resolved as Rust does: through a `crate::`
//! path, the module's own items, or its `use crate::…` imports; a name none of these explain (a
//! method, an associated item) counts everywhere. `impl Trait for Type` blocks of std traits are
//! kept whole when `Type` is kept; impls of our traits keep the members whose names are wanted;
//! inherent methods one by one. A binary crate warns about every unused item, so this is what
//! keeps the files clean.

use super::read::{ItemKind, Module};
use std::collections::{BTreeMap, BTreeSet};

/// The driver and every module it reaches through `crate::module` paths.
pub(super) fn module_closure(driver: &str, modules: &BTreeMap<String, Module>) -> BTreeSet<String> {
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

/// Which items of one module a solution keeps: item index → indices of its kept members (for
/// an `impl`; empty for other items).
pub(super) type Kept = BTreeMap<usize, BTreeSet<usize>>;

/// Everything kept so far across modules, and the names it refers to. A name in kept code is
/// resolved the way Rust resolves a top-level item — through a path `m::x`, else the module's
/// own item `x`, else its `use crate::m::x` import — and only a name none of these explain (a
/// method, an associated item) counts everywhere.
pub(super) struct Reach<'a> {
    pub(super) modules: &'a BTreeMap<String, Module>,
    pub(super) kept: BTreeMap<String, Kept>,
    /// (module, name): that module's item is wanted.
    pub(super) local: BTreeSet<(String, String)>,
    /// Names wanted wherever they are defined.
    pub(super) global: BTreeSet<String>,
    /// Every name wanted either way, for impl members and traits.
    pub(super) any: BTreeSet<String>,
}

impl<'a> Reach<'a> {
    pub(super) fn new(modules: &'a BTreeMap<String, Module>) -> Self {
        Reach {
            modules,
            kept: BTreeMap::new(),
            local: BTreeSet::new(),
            global: BTreeSet::new(),
            any: BTreeSet::new(),
        }
    }

    pub(super) fn want_local(&mut self, module: &str, name: &str) {
        self.local.insert((module.to_string(), name.to_string()));
        self.any.insert(name.to_string());
    }

    /// Records what the identifiers of an item kept in `module` refer to.
    pub(super) fn resolve(
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
                !matches!(i.kind, ItemKind::Impl | ItemKind::Use | ItemKind::ModDecl)
                    && &i.name == name
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
    pub(super) fn wants(&self, module: &str, name: &str) -> bool {
        self.local.contains(&(module.to_string(), name.to_string()))
    }

    pub(super) fn keep(&mut self, module: &str, index: usize, member: Option<usize>) -> bool {
        let item = &self.modules[module].items[index];
        let kept = self.kept.entry(module.to_string()).or_default();
        let fresh_item = !kept.contains_key(&index);
        let members = kept.entry(index).or_default();
        let fresh_member = member.is_some_and(|m| members.insert(m));
        if fresh_item {
            self.resolve(module, &item.idents, &item.paths);
            if item.kind != ItemKind::Impl {
                self.want_local(module, &item.name);
            }
        }
        if let (true, Some(m)) = (fresh_member, member) {
            let member = &item.members[m];
            self.resolve(module, &member.idents, &member.paths);
        }
        fresh_item || fresh_member
    }

    pub(super) fn is_kept(&self, module: &str, index: usize) -> bool {
        self.kept
            .get(module)
            .is_some_and(|k| k.contains_key(&index))
    }

    /// Keeps everything the current names reach, until nothing changes.
    pub(super) fn close(&mut self, allowed: &dyn Fn(&str, usize) -> bool) {
        loop {
            let mut changed = false;
            for (module_name, module) in self.modules {
                for (index, item) in module.items.iter().enumerate() {
                    if !allowed(module_name, index) {
                        continue;
                    }
                    match item.kind {
                        ItemKind::Use | ItemKind::ModDecl => {}
                        ItemKind::Impl => {
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
                                .is_some_and(|t| self.defines_type(t));
                            for (m, member) in item.members.iter().enumerate() {
                                let wanted = match trait_ok {
                                    Some(ok) if !ours => ok,
                                    Some(ok) => ok && self.any.contains(&member.name),
                                    None => self.any.contains(&member.name),
                                };
                                if wanted && member.kind != ItemKind::Use {
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

    pub(super) fn defines_type(&self, name: &str) -> bool {
        self.modules.values().any(|m| {
            m.items
                .iter()
                .any(|i| i.kind == ItemKind::Type && i.name == name)
        })
    }
}

pub(super) type Selection = BTreeMap<String, Kept>;

pub(super) fn snapshot(reach: &Reach) -> Selection {
    reach
        .kept
        .iter()
        .map(|(module, kept)| (module.clone(), kept.clone()))
        .collect()
}

pub(super) fn difference(all: &Selection, upper: &Selection) -> Selection {
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
