//! The highest score over all solutions of a 9×9 puzzle, by depth-first search with branch and
//! bound: the search of Luogu P1074 靶形数独 (NOIP 2009).
//!
//! # Technique
//! Branch and bound over every solution (engine `best_score`). A cell's weight is 10 in the
//! centre, then 9, 8, 7, 6 ring by ring outwards; a grid's score is the sum of weight × digit.
//! Every solution must be considered, so the search keeps candidate masks per row, column and
//! box (bit `d` for digit `d`), fills the empty cell with the fewest candidates first (ties to
//! the heavier cell), and tries its digits from the highest down, so that good solutions come
//! early. At each node it bounds what the empty cells can still add: each row must take its
//! missing digits, so at most its heaviest empty cell gets its highest missing digit, and so on
//! down (likewise by columns and by boxes, the least of the three kept); a branch whose bound
//! cannot beat the best score found is cut.
//!
//! # Complexity
//! Exponential in the worst case, like any exhaustive search; each node costs one pass over the
//! empty cells (`O(81)` word operations).

use crate::board::grid::Grid;
use crate::board::shape::Box3;

/// The weight of each cell: 10 − its ring, ring = max(|row − 4|, |column − 4|).
const WEIGHTS: [u32; 81] = weights();

const fn weights() -> [u32; 81] {
    let mut table = [0; 81];
    let mut cell = 0;
    while cell < 81 {
        let (row, column) = ((cell / 9) as i32, (cell % 9) as i32);
        let (dr, dc) = ((row - 4).abs(), (column - 4).abs());
        let ring = if dr > dc { dr } else { dc };
        table[cell] = (10 - ring) as u32;
        cell += 1;
    }
    table
}

/// The score of a full grid: the sum of weight × digit.
pub fn target_score(grid: &Grid<Box3>) -> u32 {
    grid.digits()
        .iter()
        .zip(WEIGHTS.iter())
        .map(|(&digit, &weight)| u32::from(digit) * weight)
        .sum()
}

/// The highest score of any solution of `puzzle`, or `None` if it has none (givens that repeat
/// a digit in a house included). Constraint: every digit of `puzzle` is `<= 9`.
pub fn best_score(puzzle: &Grid<Box3>) -> Option<u32> {
    let mut search = Search {
        used: [[0; 9]; 3],
        empty: Vec::with_capacity(81),
        score: 0,
        best: None,
    };
    for (cell, &digit) in puzzle.digits().iter().enumerate() {
        if digit == 0 {
            search.empty.push(cell as u8);
        } else {
            let bit = 1u16 << digit;
            if search.candidates(cell) & bit == 0 {
                return None; // a repeated given
            }
            search.toggle(cell, bit);
            search.score += WEIGHTS[cell] * u32::from(digit);
        }
    }
    search.explore();
    search.best
}

/// The search state: which digits each row, column and box already holds (bit `d`), the
/// empty cells, the score of the cells filled so far, and the best full score found.
struct Search {
    used: [[u16; 9]; 3],
    empty: Vec<u8>,
    score: u32,
    best: Option<u32>,
}

impl Search {
    /// The digits `cell` may still take (bits 1 to 9).
    fn candidates(&self, cell: usize) -> u16 {
        let (row, column) = (cell / 9, cell % 9);
        let taken =
            self.used[0][row] | self.used[1][column] | self.used[2][row / 3 * 3 + column / 3];
        !taken & 0x3fe
    }

    /// Places or removes digit `bit` in `cell`'s three houses.
    fn toggle(&mut self, cell: usize, bit: u16) {
        let (row, column) = (cell / 9, cell % 9);
        self.used[0][row] ^= bit;
        self.used[1][column] ^= bit;
        self.used[2][row / 3 * 3 + column / 3] ^= bit;
    }

    /// An upper bound on what the empty cells can still add. Each row must take its missing
    /// digits in its empty cells, so by the rearrangement inequality a row adds at most its
    /// empty cells' weights, highest first, times its missing digits, highest first. Summed
    /// over the rows that bounds the whole; so it does over the columns, or the boxes, and the
    /// least of the three is kept.
    fn bound(&self) -> u32 {
        (0..3).map(|kind| self.bound_by(kind)).min().unwrap_or(0)
    }

    /// The bound summed over the houses of one kind: rows (0), columns (1) or boxes (2).
    fn bound_by(&self, kind: usize) -> u32 {
        let mut weights = [[0u32; 9]; 9];
        let mut open = [0usize; 9];
        for &cell in &self.empty {
            let cell = usize::from(cell);
            let group = match kind {
                0 => cell / 9,
                1 => cell % 9,
                _ => cell / 27 * 3 + cell % 9 / 3,
            };
            weights[group][open[group]] = WEIGHTS[cell];
            open[group] += 1;
        }
        let mut bound = 0;
        for group in 0..9 {
            let heaviest = &mut weights[group][..open[group]];
            heaviest.sort_unstable_by(|a, b| b.cmp(a));
            let mut missing = !self.used[kind][group] & 0x3fe;
            for &weight in heaviest.iter() {
                let digit = 15 - missing.leading_zeros();
                missing &= !(1 << digit);
                bound += weight * digit;
            }
        }
        bound
    }

    fn explore(&mut self) {
        // 1. No empty cell left: a solution.
        if self.empty.is_empty() {
            self.best = Some(self.best.map_or(self.score, |b| b.max(self.score)));
            return;
        }
        // 2. One pass: the empty cell with the fewest candidates (ties to the heavier one), and
        //    which digits each group can still place somewhere.
        let (mut chosen, mut fewest) = (0, u32::MAX);
        let mut placeable = [[0u16; 9]; 3];
        for (i, &cell) in self.empty.iter().enumerate() {
            let cell = usize::from(cell);
            let candidates = self.candidates(cell);
            if candidates == 0 {
                return; // a dead end: a cell with no digit left
            }
            let (row, column) = (cell / 9, cell % 9);
            placeable[0][row] |= candidates;
            placeable[1][column] |= candidates;
            placeable[2][row / 3 * 3 + column / 3] |= candidates;
            let count = candidates.count_ones();
            let heavier = WEIGHTS[cell] > WEIGHTS[usize::from(self.empty[chosen])];
            if count < fewest || (count == fewest && heavier) {
                chosen = i;
                fewest = count;
            }
        }
        // A dead end too: a group with a missing digit that no empty cell of it can take.
        for (used, placeable) in self.used.iter().zip(&placeable) {
            if used
                .iter()
                .zip(placeable)
                .any(|(&u, &p)| !u & 0x3fe & !p != 0)
            {
                return;
            }
        }
        // 3. Cut the branch if even the bound cannot beat the best solution found. Checked where
        //    the search branches: along a chain of forced cells the bound only falls, and the
        //    next branching node checks it.
        if let (Some(best), true) = (self.best, fewest > 1) {
            if self.score + self.bound() <= best {
                return;
            }
        }
        // 4. Try the chosen cell's digits, highest first.
        let cell = usize::from(self.empty.swap_remove(chosen));
        let mut candidates = self.candidates(cell);
        while candidates != 0 {
            let digit = 15 - candidates.leading_zeros();
            let bit = 1 << digit;
            candidates &= !bit;
            self.toggle(cell, bit);
            self.score += WEIGHTS[cell] * digit;
            self.explore();
            self.score -= WEIGHTS[cell] * digit;
            self.toggle(cell, bit);
        }
        // 5. Put the cell back where it was, for the caller's loop.
        self.empty.push(cell as u8);
        let last = self.empty.len() - 1;
        self.empty.swap(chosen, last);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engines::bitmask::Bitmask;
    use crate::engines::Engine;
    use crate::tools::testkit::generate::{self, Kind};
    use crate::tools::testkit::puzzles;
    use crate::tools::testkit::rng::Rng;

    /// The naive model: every solution, by the bitmask engine, and the highest score.
    fn best_by_enumeration(puzzle: &Grid<Box3>) -> Option<u32> {
        let mut best = None;
        Bitmask::search(puzzle, usize::MAX, &mut |solution| {
            let s = target_score(solution);
            best = Some(best.map_or(s, |b: u32| b.max(s)));
        });
        best
    }

    #[test]
    fn weights_ring_from_ten_in_the_centre_to_six_at_the_edge() {
        assert_eq!(WEIGHTS[40], 10);
        assert_eq!(
            (WEIGHTS[0], WEIGHTS[80], WEIGHTS[4], WEIGHTS[36]),
            (6, 6, 6, 6)
        );
        assert_eq!((WEIGHTS[30], WEIGHTS[20]), (9, 8));
    }

    #[test]
    fn the_official_sample_scores_2829() {
        let sample = "7 0 0 9 0 0 0 0 1 1 0 0 0 0 5 9 0 0 0 0 0 2 0 0 0 8 0 0 0 5 0 2 0 0 0 3 0 0 0 0 0 0 6 4 8 4 1 3 0 0 0 0 0 0 0 0 7 0 0 2 0 9 0 2 0 1 0 6 0 8 0 4 0 8 0 5 0 4 0 1 2";
        assert_eq!(best_score(&puzzles::grid(sample)), Some(2829));
    }

    #[test]
    fn agrees_with_enumerating_every_solution() {
        let mut rng = Rng::new(1074);
        for round in 0..80 {
            let kind = [Kind::Unique, Kind::Multiple, Kind::NoSolution, Kind::Clash][round % 4];
            let puzzle = generate::puzzle::<Box3>(&mut rng, kind, 30 + round % 12);
            assert_eq!(
                best_score(&puzzle),
                best_by_enumeration(&puzzle),
                "{:?} {:?}",
                kind,
                puzzle
            );
        }
    }
}
