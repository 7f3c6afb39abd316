//! A grid of digits: the puzzle as given, or a solution. The value type every format reads
//! and writes and every solver takes and returns.

use crate::board::shape::Shape;

/// One digit per cell (`1..=N`), `0` for an empty cell. Small and `Copy`: 81 or 256 bytes.
pub struct Grid<S: Shape> {
    digits: S::Digits,
}

impl<S: Shape> Grid<S> {
    /// Every cell empty.
    pub fn empty() -> Self {
        Grid {
            digits: S::empty_digits(),
        }
    }

    /// The digit in `cell`, 0 if empty. Constraint: `cell < S::CELLS`.
    pub fn get(&self, cell: usize) -> u8 {
        self.digits.as_ref()[cell]
    }

    /// Puts `digit` (0 to empty the cell) into `cell`. Constraints: `cell < S::CELLS`,
    /// `digit <= S::SIDE`.
    pub fn set(&mut self, cell: usize, digit: u8) {
        debug_assert!(digit as usize <= S::SIDE);
        self.digits.as_mut()[cell] = digit;
    }

    /// All cells, row by row.
    pub fn digits(&self) -> &[u8] {
        self.digits.as_ref()
    }

    /// All cells, row by row, to fill in bulk. Constraint: each digit left at most `S::SIDE`.
    pub fn digits_mut(&mut self) -> &mut [u8] {
        self.digits.as_mut()
    }

    /// True when no cell is empty (says nothing about the rules).
    pub fn is_full(&self) -> bool {
        self.digits().iter().all(|&d| d != 0)
    }
}

// By hand: a derive would demand `S: Clone` of the shape marker, an uninhabited enum.
impl<S: Shape> Clone for Grid<S> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<S: Shape> Copy for Grid<S> {}

impl<S: Shape> PartialEq for Grid<S> {
    fn eq(&self, other: &Self) -> bool {
        self.digits() == other.digits()
    }
}

impl<S: Shape> Eq for Grid<S> {}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::shape::{Box3, Box4};

    #[test]
    fn empty_grid_is_all_zero_and_set_get_round_trip() {
        let mut grid = Grid::<Box4>::empty();
        assert!(grid.digits().iter().all(|&d| d == 0));
        assert!(!grid.is_full());
        grid.set(255, 16);
        assert_eq!(grid.get(255), 16);
        assert_eq!(grid.digits().len(), 256);
    }

    #[test]
    fn equality_and_debug_show_the_digits() {
        let mut a = Grid::<Box3>::empty();
        let b = a;
        assert_eq!(a, b);
        a.set(0, 9);
        assert_ne!(a, b);
        let text = format!("{:?}", a);
        assert!(text.starts_with("9........\n"), "{}", text);
        assert_eq!(text.lines().count(), 9);
    }
}
