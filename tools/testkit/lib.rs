//! Test data and an independent reference, for tests and tools only: never bundled into a
//! solution, and sharing no code with the core (a puzzle is its cells row by row, `0` empty), so
//! what it decides cannot inherit a core bug.
//! - [`rng`]: a seeded generator, the same sequence on every machine.
//! - [`generate`]: puzzles of every kind (unique, several solutions, none, clashing givens).
//! - [`inequality`]: comparison Sudoku (signs between cells, no givens): text form, oracle, puzzles.
//! - [`oracle`]: a deliberately plain solver, independent of the engines, to check them against.
//! - [`puzzles`]: the named puzzles the tests share.
//! - [`regions`]: irregular regions (jigsaw Sudoku): layouts, walls, a plain oracle, puzzles.
//! - [`layouts`]: givens in structured patterns (bands, rings, boxes), hard for an exhaustive search.
//! - [`target`]: Luogu P1074's target score and an exact maximiser of it, by its own search;
//!   puzzles with no solution that forced digits do not show.
//! - [`framed`]: partial grids drawn in a frame (COCI): the picture, its cells, the naive check.
//! - [`checker_variants`]: outputs with odd whitespace and bytes, and the real checkers' verdicts.

pub mod checker_variants;
pub mod framed;
pub mod generate;
pub mod inequality;
pub mod layouts;
pub mod oracle;
pub mod puzzles;
pub mod regions;
pub mod rng;
pub mod target;
