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
//! (SPOJ's rustc) with edition 2018. The toolkit ([`tools`]: runner, checker, stress, bench,
//! the generator, test data and an independent oracle) lives apart in `tools/`, never bundled.

pub mod problems;

pub mod formats;

pub mod engines;

pub mod io;

pub mod board;

// The toolkit around the core (runner, checker, stress, bench, generator, test data and the
// oracle), kept in `tools/` so that `src/` holds only what solutions bundle. Never bundled.
#[path = "../tools/mod.rs"]
pub mod tools;

pub use board::grid::Grid;
pub use board::shape::{Box3, Box4, Shape};
pub use engines::{Engine, Searched, Unsolvable};
