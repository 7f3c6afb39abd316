//! Pass 7, **strip**: a textbook edition (`Flavor::Textbook` in the registry) must read in
//! minutes and fit 32 KiB, and a dancing-links one (`Flavor::DancingLinks`, or any file whose
//! engine is dancing links) teaches its engine, so their foundation (the engine interface, I/O,
//! the board and the learned clauses' store, documented in full in the fast editions) is
//! bundled with its module summary's first sentence and no comments, while the format and the
//! engine keep every word.

/// The modules a textbook or dancing-links edition bundles lean.
pub(super) fn is_foundation(path: &str) -> bool {
    path == "engines"
        || path == "engines::clauses"
        || path
            .split("::")
            .next()
            .is_some_and(|top| top == "io" || top == "board")
}

/// `code` without its comment lines (doc comments included).
pub(super) fn without_comments(code: &str) -> String {
    code.lines()
        .filter(|line| !line.trim_start().starts_with("//"))
        .map(|line| format!("{}\n", line))
        .collect()
}

/// The first sentence of a module's `//!` docs, as whole lines up to the one it ends on (cut
/// after its full stop): a summary that never stops mid-sentence.
pub(super) fn summary(docs: &[&String]) -> Vec<String> {
    let mut lines = Vec::new();
    for line in docs {
        let text = line.trim_start_matches("//!");
        let bytes = text.as_bytes();
        let end = (0..bytes.len())
            .find(|&i| bytes[i] == b'.' && bytes.get(i + 1).is_none_or(|&next| next == b' '));
        match end {
            Some(end) => {
                lines.push(format!("//!{}", &text[..=end]));
                return lines;
            }
            None => lines.push(line.to_string()),
        }
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_summary_ends_on_its_first_full_stop_even_on_a_later_line() {
        let docs: Vec<String> = [
            "//! The engines and the interface they share: \"call me with each",
            "//! solution, up to `limit` of them\". The first solution is that search.",
            "//! More.",
        ]
        .iter()
        .map(|s| s.to_string())
        .collect();
        let refs: Vec<&String> = docs.iter().collect();
        assert_eq!(
            summary(&refs),
            [
                "//! The engines and the interface they share: \"call me with each",
                "//! solution, up to `limit` of them\".",
            ]
        );
        let one = ["//! Grids of digits.".to_string()];
        assert_eq!(
            summary(&one.iter().collect::<Vec<_>>()),
            ["//! Grids of digits."]
        );
    }
}
