//! The board: a grid of digits and its shape, the terms every other layer uses.
//!
//! # Terms
//! - **box size** `B`; **side** `N = B²`: the number of rows, columns, boxes and digits.
//! - **cell**: one of the `N²` squares, numbered row by row (`row * N + column`).
//! - **digit**: `1..=N`; `0` is an empty cell.
//! - **house**: a row, a column or a box: `N` cells that hold every digit once. Numbered rows
//!   `0..N`, then columns `N..2N`, then boxes `2N..3N`.
//! - **peer** of a cell: another cell in one of its houses.
//! - **candidates** of a cell: the digits that may still go there (a mask, bit `d - 1`).
//! - **given**: a digit the puzzle starts with.
//! - **band**: a row of boxes (`B` rows); **stack**: a column of boxes (`B` columns). Boxes are
//!   numbered row by row: the box of (row, column) is `(row / B) * B + column / B`.
//! - **naked single**: a cell with one candidate left; **hidden single**: a digit with one
//!   place left in a house. Either is placed without guessing.

pub mod rules;

pub mod any_grid;
pub mod grid;
pub mod shape;
