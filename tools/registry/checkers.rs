//! How judges compare output, on bytes: the rules [`Checker`] names, each described once in
//! [`CHECKERS`] (its name, the real checker it follows, what it does). The comparison itself is
//! `judging::compare`'s.

/// How output is compared with the expected output, on bytes: the checker a judge is known to
/// run, followed byte for byte (verdicts measured against the real checker built from the cited
/// source), or a generic rule for judges whose checker is not public. [`CHECKERS`] says what
/// each does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Checker {
    Exact,
    Lines,
    Tokens,
    KattisDefault,
    TestlibWcmp,
    TestlibLcmp,
    LuoguNoip,
}

/// What is known of one rule.
pub struct CheckerFacts {
    pub checker: Checker,
    /// The name `--compare` takes.
    pub name: &'static str,
    /// The public source of the real checker it follows; `None` for the generic rules.
    pub source: Option<&'static str>,
    /// What it does, in a sentence (C `isspace` means space, `\t`, `\n`, `\v`, `\f` and `\r`;
    /// no rule takes a non-ASCII byte for a blank).
    pub rule: &'static str,
}

/// Every rule, in [`Checker`]'s order.
pub const CHECKERS: [CheckerFacts; 7] = [
    CheckerFacts {
        checker: Checker::Exact,
        name: "exact",
        source: None,
        rule: "byte for byte, except that CRLF counts as LF",
    },
    CheckerFacts {
        checker: Checker::Lines,
        name: "lines",
        source: None,
        rule: "line by line; C `isspace` bytes at line ends and blank lines at the end are ignored",
    },
    CheckerFacts {
        checker: Checker::Tokens,
        name: "tokens",
        source: None,
        rule: "tokens split at C `isspace` bytes, compared byte for byte",
    },
    CheckerFacts {
        checker: Checker::KattisDefault,
        name: "kattis-default",
        source: Some("Kattis/problemtools support/default_validator/default_validator.cc"),
        rule: "tokens split at C `isspace` bytes, compared as C strings (up to a NUL) ignoring ASCII case (the default validator without flags)",
    },
    CheckerFacts {
        checker: Checker::TestlibWcmp,
        name: "testlib-wcmp",
        source: Some("MikeMirzayanov/testlib checkers/wcmp.cpp"),
        rule: "tokens split at space, `\\t`, `\\n` and `\\r` only, compared byte for byte (a NUL, `\\v` or `\\f` is part of a token); a UTF-8 BOM at the start of the output is skipped",
    },
    CheckerFacts {
        checker: Checker::TestlibLcmp,
        name: "testlib-lcmp",
        source: Some("MikeMirzayanov/testlib checkers/lcmp.cpp"),
        rule: "line by line, each line's tokens (C `isspace`) equal; a lone `\\r` is dropped; after the expected lines only space, `\\t`, `\\n` and `\\r` may follow",
    },
    CheckerFacts {
        checker: Checker::LuoguNoip,
        name: "luogu-noip",
        source: Some("luogu-dev/judge-env checker/src/noip-checker.cpp"),
        rule: "line by line, byte for byte, except that spaces, `\\r` and NULs at line ends, and lines of only those at the end, are ignored; a tab at a line end is WA",
    },
];

impl Checker {
    /// What is known of this rule.
    pub fn facts(self) -> &'static CheckerFacts {
        &CHECKERS[self as usize]
    }

    /// The name `--compare` takes.
    pub fn name(self) -> &'static str {
        self.facts().name
    }

    /// The rule named `name`.
    pub fn parse(name: &str) -> Option<Checker> {
        CHECKERS.iter().find(|c| c.name == name).map(|c| c.checker)
    }

    /// The public source of the real checker this rule follows; `None` for the generic rules.
    pub fn source(self) -> Option<&'static str> {
        self.facts().source
    }

    /// Every rule.
    pub fn all() -> impl Iterator<Item = Checker> {
        CHECKERS.iter().map(|c| c.checker)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_table_is_in_the_enums_order_with_distinct_names() {
        for (i, facts) in CHECKERS.iter().enumerate() {
            assert_eq!(facts.checker as usize, i, "{}", facts.name);
            assert_eq!(Checker::parse(facts.name), Some(facts.checker));
        }
    }
}
