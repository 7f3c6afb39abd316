//! The board: a grid of digits and its shape, the terms every other layer uses.
//!
//! # Terms
//! Used with these meanings everywhere below.
//! - **box size** `B`: 3 or 4. **side** `N = B²`: 9 or 16, the number of rows, columns, boxes
//!   and digits.
//! - **cell**: one of the `N²` squares, numbered row by row, `cell = row * N + column`.
//! - **digit**: `1..=N`. Judges write 16×16 digits as letters `A`..`P`; the core sees numbers,
//!   and `0` means an empty cell.
//! - **house**: a row, a column or a box — `N` cells that must hold every digit exactly once.
//!   Houses are numbered rows `0..N`, then columns `N..2N`, then boxes `2N..3N`.
//! - **peer** of a cell: every other cell that shares a house with it (20 in 9×9, 39 in 16×16).
//! - **candidates** of a cell: a `u16` mask, bit `d - 1` set while digit `d` may still go there.
//! - **given**: a digit the puzzle starts with.
//! - **band**: a row of boxes (`B` rows); **stack**: a column of boxes (`B` columns).
//! - **naked single**: a cell with one candidate left; **hidden single**: a digit with one
//!   place left in a house. Either is placed without guessing.
//!
//! ```text
//!   9×9, B = 3                       cell numbers           house numbers
//!   +-------+-------+-------+        0  1  2 | 3 ...        rows     0..9
//!   | box 0 | box 1 | box 2 |        9 10 11 | 12 ...       columns  9..18
//!   +-------+-------+-------+        ...                    boxes   18..27
//!   | box 3 | box 4 | box 5 |
//!   +-------+-------+-------+        box of (row, column) = (row / B) * B + column / B
//!   | box 6 | box 7 | box 8 |
//!   +-------+-------+-------+
//! ```

pub mod grid;
pub mod shape;
