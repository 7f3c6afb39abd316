//! Outputs that differ from an expected output in whitespace, odd bytes, letter case or content,
//! each with the verdicts the real checkers give it: Kattis' default validator (no flags),
//! testlib's `wcmp` and `lcmp`, Luogu's `noip-checker`.
//!
//! The verdicts are facts, not derived from our rules: they come from running those checkers,
//! built with g++ from their public sources (Kattis/problemtools
//! `support/default_validator/default_validator.cc` at a185fe9, MikeMirzayanov/testlib
//! `checkers/wcmp.cpp` and `checkers/lcmp.cpp` with `testlib.h` at 1e4e8a2, luogu-dev/judge-env
//! `checker/src/noip-checker.cpp` at fda38a0), on exactly these bytes. testlib's PE ("wrong
//! output format", lcmp's verdict on extra output) is shown by Codeforces as WA.
//!
//! To measure them again: `scripts/checkers PROBLEMTOOLS TESTLIB JUDGE_ENV` (checkouts of the
//! three sources) builds the checkers, runs each on every variant and prints any disagreement
//! (2026-11-25: 98 variants, 392 verdicts, all agree).

/// A real checker's verdict.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Real {
    AC,
    WA,
    PE,
}

/// The expected outputs the variants are made from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Expected {
    /// AcWing 166's sample 1: two lines of 81 digits.
    Acwing166,
    /// The same with CRLF line ends, as a judge's answer file written on Windows has.
    Acwing166Crlf,
    /// AcWing 169's sample 1: 16 lines of letters and a blank line.
    Acwing169,
    /// Kattis sudokunique's sample 1: 9 lines of 9 space-separated digits.
    KattisGrid,
    /// A Kattis sudokunique answer: a grid, `Non-unique`, `Find another job`, blank lines
    /// between.
    KattisWords,
    /// Nothing at all.
    Empty,
}

impl Expected {
    pub fn bytes(self) -> Vec<u8> {
        match self {
            Expected::Acwing166 => ACWING166.to_vec(),
            Expected::Acwing166Crlf => lines_end_in(ACWING166, b"\r"),
            Expected::Acwing169 => ACWING169.to_vec(),
            Expected::KattisGrid => KATTIS_GRID.to_vec(),
            Expected::KattisWords => KATTIS_WORDS.to_vec(),
            Expected::Empty => Vec::new(),
        }
    }
}

// The expected outputs exactly as the real checkers were run on them (copies of the samples of
// the time: AcWing 166's and 169's first, a Kattis sudokunique grid, and a grid, `Non-unique` and
// `Find another job`), kept here so that the recorded verdicts stay facts about these bytes
// whatever the samples become.
const ACWING166: &[u8] = include_bytes!("checker_acwing166.out");
const ACWING169: &[u8] = include_bytes!("checker_acwing169.out");
const KATTIS_GRID: &[u8] = include_bytes!("checker_grid.out");
const KATTIS_WORDS: &[u8] = include_bytes!("checker_words.out");

/// One output and what the real checkers say of it.
pub struct Variant {
    /// Unique, also the case file's name.
    pub name: &'static str,
    pub expected: Expected,
    /// The output, made from the expected output.
    pub make: fn(&[u8]) -> Vec<u8>,
    /// "kattis wcmp lcmp luogu", e.g. "AC AC AC WA".
    verdicts: &'static str,
}

impl Variant {
    pub fn output(&self) -> Vec<u8> {
        (self.make)(&self.expected.bytes())
    }

    /// The real verdicts: Kattis' default validator, testlib's wcmp, testlib's lcmp, Luogu's
    /// noip-checker.
    pub fn real(&self) -> [Real; 4] {
        let mut verdicts = self.verdicts.split(' ').map(|v| match v {
            "AC" => Real::AC,
            "WA" => Real::WA,
            "PE" => Real::PE,
            other => panic!("{}: unknown verdict {:?}", self.name, other),
        });
        let mut take = || verdicts.next().expect("four verdicts");
        [take(), take(), take(), take()]
    }
}

/// `text` with `suffix` before every newline.
pub fn lines_end_in(text: &[u8], suffix: &[u8]) -> Vec<u8> {
    let mut out = Vec::new();
    for &b in text {
        if b == b'\n' {
            out.extend_from_slice(suffix);
        }
        out.push(b);
    }
    out
}

/// `text` with every newline but the last replaced by `separator`.
fn joined_by(text: &[u8], separator: &[u8]) -> Vec<u8> {
    let last = text.iter().rposition(|&b| b == b'\n');
    let mut out = Vec::new();
    for (i, &b) in text.iter().enumerate() {
        if b == b'\n' && Some(i) != last {
            out.extend_from_slice(separator);
        } else {
            out.push(b);
        }
    }
    out
}

fn with(head: &[u8], text: &[u8], tail: &[u8]) -> Vec<u8> {
    [head, text, tail].concat()
}

/// `text` with its first `from` replaced by `to`.
fn replace_first(text: &[u8], from: &[u8], to: &[u8]) -> Vec<u8> {
    match text.windows(from.len()).position(|w| w == from) {
        Some(at) => [&text[..at], to, &text[at + from.len()..]].concat(),
        None => text.to_vec(),
    }
}

/// `text` with `insert` at byte `at`.
fn insert_at(text: &[u8], at: usize, insert: &[u8]) -> Vec<u8> {
    [&text[..at], insert, &text[at..]].concat()
}

/// The first line of `text` and what follows it, split after its newline.
fn first_line_end(text: &[u8]) -> usize {
    text.iter()
        .position(|&b| b == b'\n')
        .map_or(text.len(), |i| i + 1)
}

const BOM: &[u8] = b"\xEF\xBB\xBF";
const NBSP: &[u8] = b"\xC2\xA0";
const NEL: &[u8] = b"\xC2\x85";
const IDEOGRAPHIC: &[u8] = b"\xE3\x80\x80";
const LINE_SEPARATOR: &[u8] = b"\xE2\x80\xA8";

macro_rules! variants {
    ($($name:literal, $expected:ident, $make:expr, $verdicts:literal;)*) => {
        /// Every variant, in the order of the table in the report.
        pub const VARIANTS: &[Variant] = &[$(Variant {
            name: $name,
            expected: Expected::$expected,
            make: $make,
            verdicts: $verdicts,
        }),*];
    };
}

// name, expected output, how the output is made from it, "kattis wcmp lcmp luogu".
variants! {
    "same", Acwing166, |e| e.to_vec(), "AC AC AC AC";
    "crlf", Acwing166, |e| lines_end_in(e, b"\r"), "AC AC AC AC";
    "expected-crlf", Acwing166Crlf, |e| e.iter().copied().filter(|&b| b != b'\r').collect(), "AC AC AC AC";
    "lone-cr-line-ends", Acwing166, |e| e.iter().map(|&b| if b == b'\n' { b'\r' } else { b }).collect(), "AC AC WA WA";
    "space-at-line-ends", Acwing166, |e| lines_end_in(e, b" "), "AC AC AC AC";
    "tab-at-line-ends", Acwing166, |e| lines_end_in(e, b"\t"), "AC AC AC WA";
    "vt-at-line-ends", Acwing166, |e| lines_end_in(e, b"\x0b"), "AC WA AC WA";
    "ff-at-line-ends", Acwing166, |e| lines_end_in(e, b"\x0c"), "AC WA AC WA";
    "ff-at-first-line-end", Acwing166, |e| insert_at(e, first_line_end(e) - 1, b"\x0c"), "AC WA AC WA";
    "space-cr-at-line-ends", Acwing166, |e| lines_end_in(e, b" \r"), "AC AC AC AC";
    "cr-space-at-line-ends", Acwing166, |e| lines_end_in(e, b"\r "), "AC AC AC AC";
    "nul-at-line-ends", Acwing166, |e| lines_end_in(e, b"\0"), "AC WA WA AC";
    "nul-space-at-line-ends", Acwing166, |e| lines_end_in(e, b"\0 \0"), "WA WA WA AC";
    "nbsp-at-line-ends", Acwing166, |e| lines_end_in(e, NBSP), "WA WA WA WA";
    "nel-at-line-ends", Acwing166, |e| lines_end_in(e, NEL), "WA WA WA WA";
    "byte-a0-at-line-ends", Acwing166, |e| lines_end_in(e, b"\xa0"), "WA WA WA WA";
    "byte-85-at-line-ends", Acwing166, |e| lines_end_in(e, b"\x85"), "WA WA WA WA";
    "ideographic-space-at-line-ends", Acwing166, |e| lines_end_in(e, IDEOGRAPHIC), "WA WA WA WA";
    "line-separator-at-line-ends", Acwing166, |e| lines_end_in(e, LINE_SEPARATOR), "WA WA WA WA";
    "spaces-tab-at-line-ends", Acwing166, |e| lines_end_in(e, b"  \t"), "AC AC AC WA";
    "blank-lines-with-tab-after", Acwing166, |e| with(b"", e, b"  \n\t\n"), "AC AC AC WA";
    "no-final-newline", Acwing166, |e| e[..e.len() - 1].to_vec(), "AC AC AC AC";
    "no-final-newline-space", Acwing166, |e| with(b"", &e[..e.len() - 1], b" "), "AC AC AC AC";
    "no-final-newline-tab", Acwing166, |e| with(b"", &e[..e.len() - 1], b"\t"), "AC AC AC WA";
    "blank-lines-after", Acwing166, |e| with(b"", e, b"\n\n"), "AC AC AC AC";
    "space-lines-after", Acwing166, |e| with(b"", e, b" \n \n"), "AC AC AC AC";
    "crlf-after", Acwing166, |e| with(b"", e, b"\r\n"), "AC AC AC AC";
    "lone-cr-after", Acwing166, |e| with(b"", e, b"\r"), "AC AC AC AC";
    "nul-after", Acwing166, |e| with(b"", e, b"\0"), "WA WA PE AC";
    "nul-line-after", Acwing166, |e| with(b"", e, b"\0\n"), "WA WA PE AC";
    "tab-after", Acwing166, |e| with(b"", e, b"\t"), "AC AC AC WA";
    "ff-after", Acwing166, |e| with(b"", e, b"\x0c"), "AC WA PE WA";
    "vt-line-after", Acwing166, |e| with(b"", e, b"\x0b\n"), "AC WA PE WA";
    "nbsp-after", Acwing166, |e| with(b"", e, NBSP), "WA WA PE WA";
    "bom-before", Acwing166, |e| with(BOM, e, b""), "WA AC AC WA";
    "bom-after", Acwing166, |e| with(b"", e, BOM), "WA WA PE WA";
    "two-boms-before", Acwing166, |e| with(BOM, &with(BOM, e, b""), b""), "WA WA WA WA";
    "half-bom-before", Acwing166, |e| with(b"\xef\xbb", e, b""), "WA WA WA WA";
    "bom-then-space-before", Acwing166, |e| [BOM, b" ", e].concat(), "WA AC AC WA";
    "newline-before", Acwing166, |e| with(b"\n", e, b""), "AC AC WA WA";
    "space-before", Acwing166, |e| with(b" ", e, b""), "AC AC AC WA";
    "tab-before", Acwing166, |e| with(b"\t", e, b""), "AC AC AC WA";
    "crlf-before", Acwing166, |e| with(b"\r\n", e, b""), "AC AC WA WA";
    "blank-line-between", Acwing166, |e| insert_at(e, first_line_end(e), b"\n"), "AC AC WA WA";
    "ff-between-lines", Acwing166, |e| joined_by(e, b"\x0c"), "AC WA WA WA";
    "vt-between-lines", Acwing166, |e| joined_by(e, b"\x0b"), "AC WA WA WA";
    "tab-between-lines", Acwing166, |e| joined_by(e, b"\t"), "AC AC WA WA";
    "space-between-lines", Acwing166, |e| joined_by(e, b" "), "AC AC WA WA";
    "lone-cr-between-lines", Acwing166, |e| joined_by(e, b"\r"), "AC AC WA WA";
    "nul-between-lines", Acwing166, |e| joined_by(e, b"\0"), "WA WA WA WA";
    "nothing-between-lines", Acwing166, |e| joined_by(e, b""), "WA WA WA WA";
    "nul-inside-token", Acwing166, |e| insert_at(e, 3, b"\0"), "WA WA WA WA";
    "nul-for-last-digit", Acwing166, |e| { let mut o = e.to_vec(); o[80] = 0; o }, "WA WA WA WA";
    "last-line-missing", Acwing166, |e| e[..first_line_end(e)].to_vec(), "WA WA WA WA";
    "extra-line", Acwing166, |e| with(b"", e, b"1\n"), "WA WA PE WA";
    "wrong-digit", Acwing166, |e| with(b"5", &e[1..], b""), "WA WA WA WA";
    "empty", Acwing166, |_| Vec::new(), "WA WA WA WA";
    "only-newline", Acwing166, |_| b"\n".to_vec(), "WA WA WA WA";
    "only-blanks", Acwing166, |_| b" \n\t\n".to_vec(), "WA WA WA WA";
    "spaces-at-end-over-2mb", Acwing166, |e| with(b"", e, &[b' '; 2_100_000]), "AC AC AC AC";
    "spaces-at-line-end-over-1mb", Acwing166, |e| insert_at(e, first_line_end(e) - 1, &[b' '; 1_100_000]), "AC AC AC AC";
    "lowercase", Acwing169, |e| e.to_ascii_lowercase(), "AC WA WA WA";
    "one-letter-lowercase", Acwing169, |e| with(b"f", &e[1..], b""), "AC WA WA WA";
    "no-final-blank-line", Acwing169, |e| e[..e.len() - 1].to_vec(), "AC AC AC AC";
    "no-newline-at-all-after", Acwing169, |e| e[..e.len() - 2].to_vec(), "AC AC AC AC";
    "crlf-with-blank-line", Acwing169, |e| lines_end_in(e, b"\r"), "AC AC AC AC";
    "blank-line-with-space", Acwing169, |e| with(b"", &e[..e.len() - 1], b" \n"), "AC AC AC AC";
    "blank-line-with-tab", Acwing169, |e| with(b"", &e[..e.len() - 1], b"\t\n"), "AC AC AC WA";
    "words-lowercase", KattisWords, |e| replace_first(e, b"Non-unique", b"non-unique"), "AC WA WA WA";
    "words-uppercase", KattisWords, |e| replace_first(e, b"Find another job", b"FIND ANOTHER JOB"), "AC WA WA WA";
    "words-no-blank-lines", KattisWords, |e| replace_first(&replace_first(e, b"\n\nNon", b"\nNon"), b"\n\nFind", b"\nFind"), "AC AC WA WA";
    "words-blank-lines-with-space", KattisWords, |e| replace_first(e, b"\n\nNon", b"\n \nNon"), "AC AC AC AC";
    "words-blank-lines-with-tab", KattisWords, |e| replace_first(e, b"\n\nNon", b"\n\t\nNon"), "AC AC AC WA";
    "words-two-spaces", KattisWords, |e| replace_first(e, b"another job", b"another  job"), "AC AC AC WA";
    "words-joined", KattisWords, |e| replace_first(e, b"another job", b"anotherjob"), "WA WA WA WA";
    "grid-two-spaces", KattisGrid, |e| replace_first(e, b" ", b"  "), "AC AC AC WA";
    "grid-tab-between", KattisGrid, |e| replace_first(e, b" ", b"\t"), "AC AC AC WA";
    "grid-ff-between", KattisGrid, |e| replace_first(e, b" ", b"\x0c"), "AC WA AC WA";
    "grid-vt-between", KattisGrid, |e| replace_first(e, b" ", b"\x0b"), "AC WA AC WA";
    "grid-lone-cr-between", KattisGrid, |e| replace_first(e, b" ", b"\r"), "AC AC WA WA";
    "grid-nul-between", KattisGrid, |e| replace_first(e, b" ", b"\0"), "WA WA WA WA";
    "grid-nul-after-token", KattisGrid, |e| replace_first(e, b" ", b"\0 "), "AC WA WA WA";
    "grid-nul-before-token", KattisGrid, |e| replace_first(e, b" ", b" \0"), "WA WA WA WA";
    "grid-nbsp-between", KattisGrid, |e| replace_first(e, b" ", NBSP), "WA WA WA WA";
    "grid-ideographic-space-between", KattisGrid, |e| replace_first(e, b" ", IDEOGRAPHIC), "WA WA WA WA";
    "grid-leading-zero", KattisGrid, |e| with(b"0", e, b""), "WA WA WA WA";
    "grid-plus-sign", KattisGrid, |e| with(b"+", e, b""), "WA WA WA WA";
    "grid-no-spaces", KattisGrid, |e| e.iter().copied().filter(|&b| b != b' ').collect(), "WA WA WA WA";
    "grid-one-line", KattisGrid, |e| joined_by(e, b" "), "AC AC WA WA";
    "grid-leading-spaces", KattisGrid, |e| with(b" ", &joined_by(e, b"\n "), b""), "AC AC AC WA";
    "grid-missing-token", KattisGrid, |e| with(b"", &e[..e.len() - 3], b"\n"), "WA WA WA WA";
    "grid-extra-token", KattisGrid, |e| with(b"", &e[..e.len() - 1], b" 0\n"), "WA WA WA WA";
    "empty-expected-empty", Empty, |_| Vec::new(), "AC AC AC AC";
    "empty-expected-newline", Empty, |_| b"\n".to_vec(), "AC AC AC AC";
    "empty-expected-spaces-crlf", Empty, |_| b"  \r\n".to_vec(), "AC AC AC AC";
    "empty-expected-tab", Empty, |_| b"\t\n".to_vec(), "AC AC AC WA";
    "empty-expected-nul", Empty, |_| b"\0".to_vec(), "WA WA PE AC";
    "empty-expected-token", Empty, |_| b"0\n".to_vec(), "WA WA PE WA";
}
