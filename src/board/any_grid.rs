//! A grid whose box size is chosen at run time. The value type of a format whose grids come in
//! several sizes (UVa 989 mixes 1×1, 4×4 and 9×9 in one input) and of the engine that solves
//! them. The fixed 9×9 and 16×16 shapes the other engines use size their arrays at compile
//! time; this grid holds its digits in a `Vec`, and its houses are computed, not looked up.
//!
//! # Terms
//! - **any box size**: the box size `B` is read at run time, from 1 to 5, so the side `N = B²`
//!   is 1, 4, 9, 16 or 25; every term above holds for each.

/// The largest box size: a candidate mask is a `u32`, one bit a digit, and `6² = 36` digits
/// would not fit.
pub const MAX_BOX: usize = 5;

/// One digit per cell (`1..=N`), `0` for an empty cell, row by row, for box size `B`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AnyGrid {
    box_size: usize,
    digits: Vec<u8>,
}

impl AnyGrid {
    /// Every cell empty. Constraint: `1 <= box_size <= MAX_BOX`.
    pub fn empty(box_size: usize) -> AnyGrid {
        debug_assert!((1..=MAX_BOX).contains(&box_size));
        let side = box_size * box_size;
        AnyGrid {
            box_size,
            digits: vec![0; side * side],
        }
    }

    /// Box size `B`.
    pub fn box_size(&self) -> usize {
        self.box_size
    }

    /// Side `N = B²`: rows, columns, boxes and digits.
    pub fn side(&self) -> usize {
        self.box_size * self.box_size
    }

    /// The digit in `cell`, 0 if empty. Constraint: `cell < N²`.
    pub fn get(&self, cell: usize) -> u8 {
        self.digits[cell]
    }

    /// Puts `digit` (0 to empty the cell) into `cell`. Constraints: `cell < N²`, `digit <= N`.
    pub fn set(&mut self, cell: usize, digit: u8) {
        debug_assert!(usize::from(digit) <= self.side());
        self.digits[cell] = digit;
    }

    /// All cells, row by row.
    pub fn digits(&self) -> &[u8] {
        &self.digits
    }

    /// All cells, row by row, to fill in bulk. Constraint: each digit left at most `N`.
    pub fn digits_mut(&mut self) -> &mut [u8] {
        &mut self.digits
    }

    /// The row, column and box of `cell`, numbered as houses are (rows `0..N`, columns
    /// `N..2N`, boxes `2N..3N`).
    pub fn houses_of(&self, cell: usize) -> [usize; 3] {
        let (b, n) = (self.box_size, self.side());
        let (row, column) = (cell / n, cell % n);
        [row, n + column, 2 * n + row / b * b + column / b]
    }

    /// The `i`-th cell of house `house` (`i < N`), in reading order.
    pub fn house_cell(&self, house: usize, i: usize) -> usize {
        let (b, n) = (self.box_size, self.side());
        let (kind, index) = (house / n, house % n);
        match kind {
            0 => index * n + i,
            1 => i * n + index,
            _ => (index / b * b + i / b) * n + index % b * b + i % b,
        }
    }

    /// The first house in which a filled digit repeats, with that digit; `None` when the
    /// givens break no rule (the rules as a check: one pass over the `3N` houses).
    pub fn first_repeat(&self) -> Option<(usize, u8)> {
        let n = self.side();
        for house in 0..3 * n {
            let mut seen = 0u32;
            for i in 0..n {
                let digit = self.digits[self.house_cell(house, i)];
                if digit == 0 {
                    continue;
                }
                if seen >> digit & 1 == 1 {
                    return Some((house, digit));
                }
                seen |= 1 << digit;
            }
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn houses_cover_every_cell_once_per_kind_and_agree_with_houses_of() {
        for b in 1..=MAX_BOX {
            let grid = AnyGrid::empty(b);
            let n = grid.side();
            let mut seen = vec![[0usize; 3]; n * n];
            for house in 0..3 * n {
                for i in 0..n {
                    let cell = grid.house_cell(house, i);
                    assert_eq!(
                        grid.houses_of(cell)[house / n],
                        house,
                        "b {} cell {}",
                        b,
                        cell
                    );
                    seen[cell][house / n] += 1;
                }
            }
            assert!(
                seen.iter().all(|kinds| kinds == &[1, 1, 1]),
                "box size {}",
                b
            );
        }
    }

    #[test]
    fn the_box_of_a_cell_is_row_band_then_column_stack() {
        let grid = AnyGrid::empty(3);
        assert_eq!(grid.houses_of(40), [4, 13, 22]);
        assert_eq!(grid.house_cell(18 + 4, 0), 30);
        let big = AnyGrid::empty(5);
        // Row 7, column 12: band 1, stack 2, box 7.
        assert_eq!(big.houses_of(7 * 25 + 12), [7, 37, 57]);
    }

    #[test]
    fn first_repeat_finds_a_row_a_column_and_a_box_repeat() {
        let mut grid = AnyGrid::empty(2);
        assert_eq!(grid.first_repeat(), None);
        grid.set(0, 3);
        grid.set(3, 3);
        assert_eq!(grid.first_repeat(), Some((0, 3)));
        grid.set(3, 0);
        grid.set(12, 3);
        assert_eq!(grid.first_repeat(), Some((4, 3)));
        grid.set(12, 0);
        grid.set(5, 3);
        assert_eq!(grid.first_repeat(), Some((8, 3)));
        let mut one = AnyGrid::empty(1);
        one.set(0, 1);
        assert_eq!((one.side(), one.first_repeat()), (1, None));
    }
}
