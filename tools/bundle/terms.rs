//! Part of pass 6, **lift**: a header's terms are those its file uses. The `# Terms` sections of
//! the bundled modules are the glossary (each term defined once, in the module it belongs to);
//! a header keeps the bullets whose terms occur elsewhere in the file, and the terms those
//! bullets use in turn, and states the box size of the grids the file holds.

use super::lift::{wrap, KEEP_TOGETHER};
use oj_sudoku::board::shape::{Box3, Box4, Shape};
use std::collections::BTreeSet;

/// The term whose bullet the box size of a file's grids is appended to.
const SIZE_TERM: &str = "box size";

/// The fixed shapes a file can bundle: the type's name (as the core names it) and its box size.
fn fixed_shapes() -> [(&'static str, usize); 2] {
    [
        (type_leaf::<Box3>(), Box3::BOX),
        (type_leaf::<Box4>(), Box4::BOX),
    ]
}

/// `Box3` for `oj_sudoku::board::shape::Box3`.
fn type_leaf<T>() -> &'static str {
    let name = std::any::type_name::<T>();
    name.rsplit("::").next().unwrap_or(name)
}

/// One bullet of a `# Terms` section: its lines (`//! - **term**: …` and its continuation) and
/// the terms it defines (its bold words, lower-case).
struct Bullet<'a> {
    lines: Vec<&'a str>,
    terms: Vec<String>,
}

/// The header's `# Terms` block: of the bullets in `sections` (doc sections headed `# Terms`,
/// base first), those whose terms occur in `text` (the rest of the file) or in another kept
/// bullet; the bullet of [`SIZE_TERM`] then says which box sizes `box_sizes` the file fixes.
/// Lines as the header writes them (`// …`); empty when no term is used.
pub(super) fn block(sections: &[&[String]], text: &str, box_sizes: &[usize]) -> Vec<String> {
    let bullets = bullets(sections);
    // Identifiers are uses too: `hidden_single` names a hidden single.
    let text = text.to_lowercase().replace('_', " ");
    let mut kept: Vec<bool> = bullets
        .iter()
        .map(|b| b.terms.iter().any(|t| uses(&text, t)))
        .collect();
    // The definitions kept use terms of their own (a naked single is about candidates).
    loop {
        let defined: String = bullets
            .iter()
            .zip(&kept)
            .filter(|(_, k)| **k)
            .flat_map(|(b, _)| b.lines.iter().map(|l| l.to_lowercase()))
            .collect::<Vec<_>>()
            .join(" ");
        let more: Vec<usize> = (0..bullets.len())
            .filter(|&i| !kept[i] && bullets[i].terms.iter().any(|t| uses(&defined, t)))
            .collect();
        if more.is_empty() {
            break;
        }
        for i in more {
            kept[i] = true;
        }
    }
    let mut out = Vec::new();
    for (bullet, _) in bullets.iter().zip(&kept).filter(|(_, k)| **k) {
        if out.is_empty() {
            out.push("// # Terms".to_string());
        }
        let sizes = match box_sizes {
            [] => None,
            _ if !bullet.terms.iter().any(|t| t == SIZE_TERM) => None,
            [b] => Some(format!(
                "Here{}`B = {}`, `N = {}`.",
                KEEP_TOGETHER,
                b,
                b * b
            )),
            several => {
                let (b, n): (Vec<String>, Vec<String>) = several
                    .iter()
                    .map(|b| (b.to_string(), (b * b).to_string()))
                    .unzip();
                Some(format!(
                    "Here{}`B` is {}, `N` {}.",
                    KEEP_TOGETHER,
                    b.join(" or "),
                    n.join(" or ")
                ))
            }
        };
        match sizes {
            None => out.extend(bullet.lines.iter().map(|l| format!("//{}", l))),
            Some(sizes) => {
                let mut words: Vec<&str> = bullet
                    .lines
                    .iter()
                    .flat_map(|l| l.split_whitespace())
                    .collect();
                words.extend(sizes.split(' '));
                let first = words.remove(0);
                // A code span stays on one line.
                let text: String = words
                    .join(" ")
                    .split('`')
                    .enumerate()
                    .map(|(n, part)| match n % 2 {
                        1 => part.replace(' ', &KEEP_TOGETHER.to_string()),
                        _ => part.to_string(),
                    })
                    .collect::<Vec<_>>()
                    .join("`");
                let lines = wrap(&text, &format!("// {} ", first), "//   ");
                out.extend(lines.lines().map(str::to_string));
            }
        }
    }
    out
}

/// The bullets of `sections`, their headings left out.
fn bullets<'a>(sections: &[&'a [String]]) -> Vec<Bullet<'a>> {
    let mut bullets: Vec<Bullet> = Vec::new();
    for line in sections.iter().flat_map(|s| s.iter().skip(1)) {
        let text = &line["//!".len()..];
        match bullets.last_mut() {
            Some(bullet) if !text.trim_start().starts_with("- ") => bullet.lines.push(text),
            _ => bullets.push(Bullet {
                lines: vec![text],
                terms: Vec::new(),
            }),
        }
    }
    for bullet in &mut bullets {
        let text = bullet.lines.join(" ");
        bullet.terms = text
            .split("**")
            .skip(1)
            .step_by(2)
            .map(str::to_lowercase)
            .collect();
    }
    bullets
}

/// Whether lower-case `text` uses `term` (lower-case) as a word, singular or plural (`peer`,
/// `peers`).
pub fn uses(text: &str, term: &str) -> bool {
    let stem = term.strip_suffix('s').unwrap_or(term);
    let word = |c: Option<char>| c.is_some_and(|c| c.is_alphanumeric());
    text.match_indices(stem).any(|(at, _)| {
        let after = &text[at + stem.len()..];
        let after = after.strip_prefix('s').unwrap_or(after);
        !word(text[..at].chars().next_back()) && !word(after.chars().next())
    })
}

/// The box sizes of the fixed shapes among `names` (the items a file bundles), smallest first.
pub(super) fn box_sizes<'a>(names: impl Iterator<Item = &'a str>) -> Vec<usize> {
    let names: BTreeSet<&str> = names.collect();
    fixed_shapes()
        .iter()
        .filter(|(name, _)| names.contains(name))
        .map(|&(_, b)| b)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn section(lines: &[&str]) -> Vec<String> {
        lines.iter().map(|l| l.to_string()).collect()
    }

    #[test]
    fn a_term_is_kept_when_the_file_or_a_kept_term_uses_it() {
        let board = section(&[
            "//! # Terms",
            "//! - **box size** `B`; **side** `N = B²`: the number of rows, columns, boxes and digits.",
            "//! - **candidates** of a cell: the digits that may still go there.",
            "//! - **naked single**: a cell with one candidate left.",
            "//! - **band**: a row of boxes (`B` rows); **stack**: a column of",
            "//!   boxes.",
        ]);
        let nine = block(&[&board], "fn naked_single() {} // each side", &[3]);
        assert_eq!(
            nine,
            [
                "// # Terms",
                "// - **box size** `B`; **side** `N = B²`: the number of rows, columns, boxes and digits.",
                "//   Here `B = 3`, `N = 9`.",
                "// - **candidates** of a cell: the digits that may still go there.",
                "// - **naked single**: a cell with one candidate left.",
            ]
        );
        assert!(block(&[&board], "nothing here", &[3]).is_empty());
        let sixteen = block(&[&board], "the bands of a side", &[4]);
        assert!(
            sixteen.join(" ").contains("Here `B = 4`, `N = 16`."),
            "{:?}",
            sixteen
        );
        assert!(sixteen.iter().any(|l| l.contains("**stack**")));
        let both = block(&[&board], "a side", &[3, 4]).join(" ");
        assert!(
            both.contains("Here `B` is 3 or 4, `N` 9 or 16."),
            "{}",
            both
        );
    }

    #[test]
    fn a_term_is_used_as_a_word_or_an_identifier_singular_or_plural() {
        assert!(uses("clears the peers", "peer"));
        assert!(uses("one candidate left", "candidates"));
        assert!(!uses("a peerless cell", "peer"));
        assert!(uses("givens", "given"));
        assert!(!uses("wallet", "wall"));
    }

    #[test]
    fn the_box_sizes_are_those_of_the_shapes_bundled() {
        assert_eq!(box_sizes(["Box3", "Grid"].into_iter()), [3]);
        assert_eq!(box_sizes(["Box4", "Box3"].into_iter()), [3, 4]);
        assert!(box_sizes(["AnyGrid"].into_iter()).is_empty());
    }
}
