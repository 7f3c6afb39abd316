//! The integration tests: one binary (so cargo links once), one module per concern. The harness
//! they share is in `support.rs`; read it first.
//!
//! The checker and the problem registry are the toolkit's own (`oj_sudoku::tools`), so the
//! tests judge outputs exactly as `cargo run --release` does.

// Shared helpers: paths, samples, compiling a file alone, judging an output.
mod support;

// Every solution binary (the [[bin]] targets cargo builds) on every sample.
mod samples;
// solutions/ is what scripts/generate makes from src/: deterministic, up to date, well-formed.
mod generated;
// Every solution compiled alone with plain rustc (editions 2018 and 2021, stable and 1.63).
mod compile_alone;
// The LeetCode file cut at its marker and compiled the way LeetCode compiles it.
mod leetcode;
// The toolkit's command line: the main job and `check`.
mod runner;
// A user's attempt judged by each judge's rules: comparison, PE, LeetCode files, limits.
mod judging;
// Odd whitespace and bytes judged as the real checkers (Kattis, testlib, Luogu) judge them.
mod checkers;
// One solve narrated: `explain`.
mod explain;
// The input policy class by class through every binary, and adversarial grids.
mod bad_input;
// 10,000 seeded random and mutated inputs per format, in process.
mod fuzz;
// The bitmask and dancing-links engines cross-checked on 1,000+ puzzles per size.
mod cross_check;
