//! Pass 3, **prune**: `use` lists keep only the names the module's kept code still mentions
//! (or, for traits used only through their methods, the methods it calls).

use std::collections::BTreeSet;

/// Traits that code uses through their methods without naming them, with the method names that
/// show the import is needed.
pub(super) const USED_THROUGH_METHODS: &[(&str, &[&str])] = &[
    ("Read", &["read_to_end", "read_to_string", "read_exact"]),
    // Not `write!`/`writeln!`: they work on a `fmt::Formatter` without the import too.
    ("Write", &["write_all", "flush"]),
    ("BufRead", &["read_line", "lines", "read_until"]),
];

/// `use a::b::{C, D as E, self};` keeping only the names `mentioned` (or, for traits used through
/// methods, hinted at by `body`); `None` when nothing is left.
pub(super) fn prune_use(
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

#[cfg(test)]
mod tests {
    use super::*;

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
}
