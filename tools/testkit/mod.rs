//! Test data and an independent reference: never bundled into a solution.
//! - [`rng`]: a seeded generator, the same sequence on every machine.
//! - [`generate`]: puzzles of every kind (unique, several solutions, none, clashing givens).
//! - [`oracle`]: a deliberately plain solver, independent of the engines, to check them against.
//! - [`puzzles`]: the named puzzles the tests share.
//! - [`layouts`]: givens in structured patterns (bands, rings, boxes), hard for an exhaustive search.
//! - [`checker_variants`]: outputs with odd whitespace and bytes, and the real checkers' verdicts.

pub mod checker_variants;
pub mod generate;
pub mod layouts;
pub mod oracle;
pub mod puzzles;
pub mod rng;
