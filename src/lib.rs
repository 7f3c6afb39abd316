//! oj-sudoku's core: the Sudoku engines and the judge formats around them.
//!
//! Every module here is written to be bundled into single-file judge solutions by
//! `scripts/generate`, which copies what a solution needs into `mod name { ... }` blocks at the
//! root of that file (a judge driver — `acwing166`, `poj2676`, `leetcode37`, `acwing169` — becomes
//! the root itself). Hence the house rules for these files: siblings are reached through
//! `crate::module::` paths, inner attributes and `//!` docs come first, no `#[path]`, no
//! `include_str!`, no cfg features, std only, and everything compiles on rustc 1.63 with
//! edition 2018.
//!
//! The layers, bottom up: [`shape`] (box sizes and their tables), [`grid`] (the digits),
//! [`engine`] (what every engine shares: [`Unsolvable`] and the entry point's type), the
//! engines — [`bitboard9`] and [`bitboard16`] (what the solutions run), [`solver`] (the generic,
//! textbook one) — [`text`] and [`stdio`] (judge I/O), then one driver per judge problem.
//! [`dlx`] and [`dlx_sudoku`] are the dancing-links engine, with drivers of their own. Beside
//! them, for testing: [`rng`] (a seeded generator), [`generate`] (puzzles of every kind) and
//! [`oracle`] (a deliberately simple solver to check the fast ones against).

pub mod bitboard16;
pub mod bitboard9;
pub mod dlx;
pub mod dlx_sudoku;
pub mod engine;
pub mod grid;
pub mod shape;
pub mod solver;
pub mod stdio;
pub mod text;

// Reusable pieces no solution bundles: test data and an independent reference.
pub mod generate;
pub mod oracle;
pub mod rng;

pub mod acwing166;
pub mod acwing166_dlx;
pub mod acwing169;
pub mod acwing169_dlx;
pub mod leetcode37;
pub mod poj2676;

pub use engine::{Engine, Unsolvable};
pub use grid::Grid;
pub use shape::{Box3, Box4, Shape};
pub use solver::{count_solutions, search, solve};
