//! Givens laid out in structured patterns: the inputs that are hard for a search over every
//! solution (Luogu P1074 asks for the best of them), where a statement allows any grid with
//! enough givens. Concentrated givens leave a large empty region with a vast number of
//! completions; random givens, the usual test data, spread the constraints evenly.
//!
//! Each layout takes `count` givens from a complete grid: the cells of a class, in the class's
//! order (whole rows, columns or boxes first, the last one partly, at random), at random within
//! the class's region, or every cell of a few of the grid's digits (the other digits left free
//! everywhere).

use crate::generate;
use crate::rng::Rng;

/// Where the givens go.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Layout {
    /// Whole rows from the top, then some cells of the next row.
    Band,
    /// Whole columns from the left, then some cells of the next column.
    Stack,
    /// Whole boxes (in random order), then some cells of the next box.
    Boxes,
    /// Cells of the outer ring (32 cells), at random.
    Ring,
    /// Cells of the four corner boxes (36 cells), at random.
    Corners,
    /// Cells of the four edge boxes (2, 4, 6, 8; 36 cells), at random.
    Edges,
    /// Cells of the middle band and the middle stack (a cross of 45 cells), at random: the
    /// cells that count for P1074 (its outer strips) are left empty both ways round.
    Cross,
    /// Cells anywhere, at random.
    Random,
    /// Every cell of a few digits (the first `count / 9` of the grid's digits in random order
    /// whole, then cells of the next one), wherever the grid puts them.
    Digits,
}

impl Layout {
    pub const ALL: [Layout; 9] = [
        Layout::Band,
        Layout::Stack,
        Layout::Boxes,
        Layout::Ring,
        Layout::Corners,
        Layout::Edges,
        Layout::Cross,
        Layout::Random,
        Layout::Digits,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Layout::Band => "band",
            Layout::Stack => "stack",
            Layout::Boxes => "boxes",
            Layout::Ring => "ring",
            Layout::Corners => "corners",
            Layout::Edges => "edges",
            Layout::Cross => "cross",
            Layout::Random => "random",
            Layout::Digits => "digits",
        }
    }

    /// The cells that get givens, `count` of them (fewer if the class has fewer cells), from
    /// `grid`, the complete grid the givens are taken from (only [`Layout::Digits`] reads it).
    pub fn cells(self, rng: &mut Rng, grid: &[u8], count: usize) -> Vec<usize> {
        let row = |r: usize| (0..9).map(move |c| r * 9 + c).collect::<Vec<_>>();
        let column = |c: usize| (0..9).map(move |r| r * 9 + c).collect::<Vec<_>>();
        let in_box = |b: usize| -> Vec<usize> {
            (0..9)
                .map(|i| (b / 3 * 3 + i / 3) * 9 + b % 3 * 3 + i % 3)
                .collect()
        };
        let ordered: Vec<Vec<usize>> = match self {
            Layout::Band => (0..9).map(row).collect(),
            Layout::Stack => (0..9).map(column).collect(),
            Layout::Boxes => {
                let mut boxes: Vec<usize> = (0..9).collect();
                rng.shuffle(&mut boxes);
                boxes.into_iter().map(in_box).collect()
            }
            Layout::Ring => vec![(0..81)
                .filter(|&c| [0, 8].contains(&(c / 9)) || [0, 8].contains(&(c % 9)))
                .collect()],
            Layout::Corners => vec![[0, 2, 6, 8].iter().flat_map(|&b| in_box(b)).collect()],
            Layout::Edges => vec![[1, 3, 5, 7].iter().flat_map(|&b| in_box(b)).collect()],
            Layout::Cross => vec![(0..81)
                .filter(|&c| (3..6).contains(&(c / 9)) || (3..6).contains(&(c % 9)))
                .collect()],
            Layout::Random => vec![(0..81).collect()],
            Layout::Digits => {
                let mut digits: Vec<u8> = (1..=9).collect();
                rng.shuffle(&mut digits);
                digits
                    .into_iter()
                    .map(|d| (0..81).filter(|&c| grid[c] == d).collect())
                    .collect()
            }
        };
        let mut chosen = Vec::new();
        for mut group in ordered {
            let left = count - chosen.len();
            if left == 0 {
                break;
            }
            rng.shuffle(&mut group);
            chosen.extend(group.into_iter().take(left));
        }
        chosen
    }

    /// A 9×9 puzzle with `count` givens in this layout, taken from a random complete grid.
    pub fn puzzle(self, rng: &mut Rng, count: usize) -> Vec<u8> {
        let solution = generate::complete_grid(rng, 3);
        let mut puzzle = vec![0; 81];
        for cell in self.cells(rng, &solution, count) {
            puzzle[cell] = solution[cell];
        }
        puzzle
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_layout_gives_the_count_asked_within_its_region() {
        let mut rng = Rng::new(7);
        let grid = generate::complete_grid(&mut rng, 3);
        for layout in Layout::ALL {
            for count in [24, 27, 30] {
                let cells = layout.cells(&mut rng, &grid, count);
                let mut sorted = cells.clone();
                sorted.sort_unstable();
                sorted.dedup();
                assert_eq!(sorted.len(), count.min(32), "{:?} {}", layout, count);
                if layout == Layout::Band {
                    // Whole rows first: the first count / 9 rows are all given.
                    assert!((0..count / 9 * 9).all(|c| cells.contains(&c)));
                }
                if layout == Layout::Ring {
                    assert!(cells.iter().all(|&c| c / 9 % 8 == 0 || c % 9 % 8 == 0));
                }
                if layout == Layout::Digits {
                    // count / 9 digits whole, the rest of one more digit: count / 9 + 1 digits
                    // in all (count / 9 when count is a multiple of 9).
                    let mut digits: Vec<u8> = cells.iter().map(|&c| grid[c]).collect();
                    digits.sort_unstable();
                    digits.dedup();
                    assert_eq!(digits.len(), count.div_ceil(9), "{:?}", digits);
                    let whole = digits
                        .iter()
                        .filter(|&&d| cells.iter().filter(|&&c| grid[c] == d).count() == 9)
                        .count();
                    assert_eq!(whole, count / 9);
                }
            }
        }
    }
}
