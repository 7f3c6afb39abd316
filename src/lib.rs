//! oj-sudoku's core: the Sudoku engines and the judge formats around them, bundled by
//! `scripts/generate` into one self-contained file per judge problem (`solutions/`).
//!
//! The folders are the layers, in the order a generated solution presents them:
//! - [`problems`]: one driver per judge problem, its header and `main`; the root of its file.
//! - [`formats`]: each judge's text format, generic over the engine that solves its grids.
//! - [`engines`]: the [`Engine`] interface and its implementations: bitboards for 9×9 and 16×16
//!   (what the solutions run), a textbook bitmask solver, and dancing links.
//! - [`io`]: judge text (lines, tokens, symbols, input errors) and the program around a format.
//! - [`board`]: the grid and its shape; the terms everything else uses.
//!
//! The generator copies what a driver reaches into nested `mod` blocks, so every `crate::` path
//! here resolves unchanged in a solution. Hence the rules for these files: `crate::` paths,
//! `//!` docs first, no `#[path]`, no `include_str!`, no cfg features, std only, and Rust 1.56
//! (SPOJ's rustc) with edition 2018. The toolkit (runner, checker, stress, bench, the generator)
//! is a crate of its own in `tools/`, and the test data and an independent oracle another,
//! `tools/testkit/`, which the unit tests here use; neither is ever bundled.

pub mod problems;

pub mod formats;

pub mod engines;

pub mod io;

pub mod board;

// What the unit tests share (the test kit's puzzles as grids). Test code only.
#[cfg(test)]
mod testing;

pub use board::grid::Grid;
pub use board::shape::{Box3, Box4, Shape};
pub use engines::{Engine, Searched, Unsolvable};
