//! The integration tests: one binary (so cargo links once), one module per concern. The harness
//! they share is in `support.rs`; read it first. Tests that concern every problem loop over the
//! registry (`oj_sudoku_tools::registry::PROBLEMS`), so a registered problem is covered without
//! being named here; `OJ_SUDOKU_LONG=N cargo test` runs the randomized ones N times longer.
//!
//! The checker and the problem registry are the toolkit's own (`oj_sudoku_tools`), so the
//! tests judge outputs exactly as `cargo run --release` does.

// Shared helpers: paths, samples, compiling a file alone, judging an output, `each`.
mod support;

// Every solution binary on every sample; each file alone on every edition and toolchain;
// LeetCode's part in a LeetCode-like wrapper.
mod solutions;
// solutions/ is what scripts/generate makes from src/: deterministic, up to date, well-formed.
mod generated;
// Rust 1.56 (SPOJ's rustc, the core's floor): the real 1.56.1, and the scan that stands in for it.
mod floor;
// The Rust 1.56 corpus: labelled by the real rustc 1.56.1, and the fallback's verdicts held.
mod rust156;
// The judge's own rustc when rustup has it (exact), the local one plus the scan when not; setup.
mod compilers;
// The judges' crates: AtCoder's and LeetCode's built with cargo, any other crate CE by name.
mod crates;
// The toolkit's command line: the main job, check, stress, new, submit, judges, clean, help.
mod runner;
// A user's attempt judged by each judge's rules: comparison, PE, LeetCode files, limits.
mod judging;
// Odd whitespace and bytes judged as the real checkers (Kattis, testlib, Luogu) judge them.
mod checkers;
// The contestant's loop: new, check --watch, stress --brute/--generator/--hunt, submit.
mod contest;
// The cases a judge may send: each folder's README, every answer against the oracle, the
// summary by kind of case.
mod cases;
// Messages a newcomer can act on: a WA's first lines as printed, notes that name only what is
// there, stress's warnings past the promise and its rates.
mod messages;
// Verdicts a user can trust: CPU time, concurrency, what the statement promises, usage errors.
mod verdicts;
// One solve narrated: `explain`.
mod explain;
// The input policy class by class through every binary, and adversarial grids.
mod bad_input;
// Seeded random and mutated inputs for every program, in process.
mod fuzz;
// The bitmask and dancing-links engines cross-checked on 1,000+ puzzles per size.
mod cross_check;
