//! The highest score over all solutions of a 9×9 puzzle: the search of Luogu P1074 靶形数独
//! (NOIP 2009), branch and bound over the few cells the score depends on.
//!
//! # Technique
//! A cell's weight is 10 in the centre, then 9, 8, 7, 6 ring by ring outwards; a grid's score
//! is the sum of weight × digit. Every solution counts, so a plain search enumerates them all,
//! and a puzzle whose givens sit together (two full rows, the outer ring) has billions.
//!
//! **Most cells do not matter.** Every row and box of a solution sums to 45, so taking a fixed
//! amount off the weights of a whole row (or box) changes every solution's score by the same
//! constant. Take 6 off every cell, 1 off rows 1 and 7, 2 off rows 2 to 6, and 1 off the
//! centre box: what is left (the *shifted weight*) is 0 on 56 cells, −1 or −2 on 24 cells of
//! the columns 0, 1, 7 and 8, and +1 in the centre, and score = 3015 + Σ shifted weight ×
//! digit. The search branches only on those 25 cells. Once they are all filled, the score is
//! known, and one completion of the rest settles it: a search that stops at the first
//! solution, not an enumeration.
//!
//! **Two ways round.** The transposed puzzle has the same scores but other cells that count,
//! and a layout that is slow one way is often fast the other. So the search runs on both in
//! turn, each stopped after a budget of nodes that doubles every round, the best score found
//! passed from one to the other, until one of them finishes: at most a few times the work of
//! the faster.
//!
//! **The bound.** At each node the cells left to fill can add at most: per house, the cells'
//! weights paired with the house's missing digits, heaviest with highest (the rearrangement
//! inequality; a negative weight takes the smallest digits), or each cell's best candidate
//! alone, whichever is less; summed over the rows, or the columns, or the boxes, the least of
//! the three kept. The score written with the columns' sums taken out instead of the rows'
//! (the transposed shifted weights) gives a second bound, often tighter where the first is
//! loose. A branch that cannot beat the best score found is cut.
//!
//! **The rest.** Before each branch, singles are placed (a cell with one candidate, a digit
//! with one place in a house) on all cells, and a cell or a house with nothing left ends the
//! branch. The search takes the cell with the heaviest shifted weight (−2 before −1: it moves
//! the bound most), of those the one with the fewest candidates, and tries first the digit that
//! scores most, so a good solution comes early and the bound cuts from then on.
//!
//! # Complexity
//! Exponential in the worst case, like any exhaustive search; each node costs a few passes over
//! the 81 cells.

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

/// The shifted weights: for a full grid, score = `BASE` + Σ `SHIFTED` × digit.
const SHIFTED: [i32; 81] = shifted(false);

/// The same with the columns' sums taken out instead of the rows'.
const SHIFTED_BY_COLUMNS: [i32; 81] = shifted(true);

/// 6 × 405 for the 6 taken off every cell, 45 × 12 for the rows, 45 for the centre box.
const BASE: i32 = 3015;

const fn shifted(by_columns: bool) -> [i32; 81] {
    let mut table = [0; 81];
    let mut cell = 0;
    while cell < 81 {
        let (row, column) = if by_columns {
            (cell % 9, cell / 9)
        } else {
            (cell / 9, cell % 9)
        };
        let from_centre = (row as i32 - 4).abs();
        let off_row = 4 - if from_centre > 2 { from_centre } else { 2 };
        let off_box = (row / 3 == 1 && column / 3 == 1) as i32;
        table[cell] = WEIGHTS[cell] as i32 - 6 - off_row - off_box;
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
    let digits = puzzle.digits();
    let transposed = |cell: usize| digits[cell % 9 * 9 + cell / 9];
    let open = |digit: &dyn Fn(usize) -> u8| {
        (0..81)
            .filter(|&cell| SHIFTED[cell] != 0 && digit(cell) == 0)
            .count()
    };
    // The puzzle and its transpose, the one with fewer empty cells that count first.
    let first_flipped = open(&transposed) < open(&|cell| digits[cell]);
    let mut searches = Vec::with_capacity(2);
    for flip in [first_flipped, !first_flipped] {
        let mut search = Search {
            digits: [0; 81],
            used: [[0; 9]; 3],
            score: 0,
            by_columns: 0,
            best: None,
            trail: Vec::with_capacity(81),
            nodes_left: 0,
        };
        for (cell, &given) in digits.iter().enumerate() {
            let digit = if flip { transposed(cell) } else { given };
            if digit != 0 {
                if search.candidates(cell) & 1 << digit == 0 {
                    return None; // a repeated given
                }
                search.place(cell, digit);
            }
        }
        searches.push(search);
    }
    // Both searches in turn, each stopped after a budget of nodes that doubles every round,
    // until one finishes; the best score found so far passes from one to the other.
    let mut best = None;
    let mut budget: u64 = 1 << 13;
    loop {
        for search in &mut searches {
            search.best = best;
            search.nodes_left = budget;
            search.explore();
            best = search.best;
            if search.nodes_left > 0 {
                return best.map(|best| (BASE + best) as u32);
            }
        }
        budget *= 2;
    }
}

/// The row (0–8), column (9–17) and box (18–26) of a cell, as indices into 27 houses.
fn houses(cell: usize) -> [usize; 3] {
    [cell / 9, 9 + cell % 9, 18 + cell / 27 * 3 + cell % 9 / 3]
}

/// The search state: the digits (0 empty), which digits each unit holds (bit `d`, houses as
/// in [`houses`]), Σ shifted weight × digit over the filled cells, the best such sum of a full
/// solution, and the cells placed, in order, so that a branch can take them back.
struct Search {
    digits: [u8; 81],
    used: [[u16; 9]; 3],
    score: i32,
    by_columns: i32,
    best: Option<i32>,
    trail: Vec<u8>,
    /// Branching nodes this run may still visit; 0 when it stopped early.
    nodes_left: u64,
}

impl Search {
    /// The digits `cell` may still take (bits 1 to 9).
    fn candidates(&self, cell: usize) -> u16 {
        let [row, column, square] = houses(cell);
        let taken = self.used[0][row] | self.used[1][column - 9] | self.used[2][square - 18];
        !taken & 0x3fe
    }

    /// The digits house `unit` (numbered as in [`houses`]) still misses.
    fn missing(&self, unit: usize) -> u16 {
        !self.used[unit / 9][unit % 9] & 0x3fe
    }

    fn toggle(&mut self, cell: usize, bit: u16) {
        for unit in houses(cell) {
            self.used[unit / 9][unit % 9] ^= bit;
        }
    }

    fn place(&mut self, cell: usize, digit: u8) {
        self.digits[cell] = digit;
        self.toggle(cell, 1 << digit);
        self.score += SHIFTED[cell] * i32::from(digit);
        self.by_columns += SHIFTED_BY_COLUMNS[cell] * i32::from(digit);
    }

    fn remove(&mut self, cell: usize) {
        let digit = self.digits[cell];
        self.digits[cell] = 0;
        self.toggle(cell, 1 << digit);
        self.score -= SHIFTED[cell] * i32::from(digit);
        self.by_columns -= SHIFTED_BY_COLUMNS[cell] * i32::from(digit);
    }

    /// Takes back every cell placed since the trail was `mark` long.
    fn undo(&mut self, mark: usize) {
        while self.trail.len() > mark {
            let cell = usize::from(self.trail.pop().unwrap_or(0));
            self.remove(cell);
        }
    }

    /// Places singles until none is left, each on the trail. `false` at a dead end: an empty
    /// cell with no candidate, or a unit missing a digit none of its cells can take.
    fn settle(&mut self) -> bool {
        'pass: loop {
            let mut once = [0u16; 27];
            let mut twice = [0u16; 27];
            let mut placed = false;
            for cell in 0..81 {
                if self.digits[cell] != 0 {
                    continue;
                }
                let candidates = self.candidates(cell);
                if candidates == 0 {
                    return false;
                }
                if candidates.count_ones() == 1 {
                    self.place(cell, candidates.trailing_zeros() as u8);
                    self.trail.push(cell as u8);
                    placed = true;
                    continue;
                }
                for unit in houses(cell) {
                    twice[unit] |= once[unit] & candidates;
                    once[unit] |= candidates;
                }
            }
            if placed {
                continue;
            }
            for unit in 0..27 {
                let missing = self.missing(unit);
                if missing & !once[unit] != 0 {
                    return false;
                }
                let alone = once[unit] & !twice[unit];
                if alone == 0 {
                    continue;
                }
                let bit = alone & alone.wrapping_neg();
                for cell in 0..81 {
                    if self.digits[cell] == 0
                        && houses(cell).contains(&unit)
                        && self.candidates(cell) & bit != 0
                    {
                        self.place(cell, bit.trailing_zeros() as u8);
                        self.trail.push(cell as u8);
                        continue 'pass;
                    }
                }
            }
            return true;
        }
    }

    /// The empty cell among those `wanted` with the heaviest shifted weight (in absolute value),
    /// of those the one with the fewest candidates.
    fn next_cell(&self, wanted: impl Fn(usize) -> bool) -> Option<usize> {
        let mut chosen = None;
        let mut best = (0, u32::MAX);
        for cell in (0..81).filter(|&cell| self.digits[cell] == 0 && wanted(cell)) {
            let key = (SHIFTED[cell].abs(), self.candidates(cell).count_ones());
            if chosen.is_none() || key.0 > best.0 || (key.0 == best.0 && key.1 < best.1) {
                chosen = Some(cell);
                best = key;
            }
        }
        chosen
    }

    /// Whether the empty cells can be filled at all: a search that stops at the first solution.
    /// Leaves the state as it found it.
    fn completes(&mut self) -> bool {
        let mark = self.trail.len();
        let done = self.settle()
            && match self.next_cell(|_| true) {
                None => true,
                Some(cell) => {
                    let mut candidates = self.candidates(cell);
                    let mut found = false;
                    while candidates != 0 && !found {
                        let digit = candidates.trailing_zeros() as u8;
                        candidates &= candidates - 1;
                        self.place(cell, digit);
                        found = self.completes();
                        self.remove(cell);
                    }
                    found
                }
            };
        self.undo(mark);
        done
    }

    /// An upper bound on what the empty cells can still add to the score (see the module docs).
    fn bound(&self, weights: &[i32; 81]) -> i32 {
        (0..3)
            .map(|kind| self.bound_by(kind, weights))
            .min()
            .unwrap_or(0)
    }

    /// The bound summed over the houses of one kind: rows (0), columns (1) or boxes (2).
    fn bound_by(&self, kind: usize, shifted: &[i32; 81]) -> i32 {
        let mut weights = [[0i32; 9]; 9];
        let mut open = [0usize; 9];
        let mut alone = [0i32; 9];
        for (cell, &weight) in shifted.iter().enumerate() {
            if self.digits[cell] != 0 || weight == 0 {
                continue;
            }
            let group = houses(cell)[kind] - 9 * kind;
            weights[group][open[group]] = weight;
            open[group] += 1;
            let candidates = self.candidates(cell);
            let digit = if weight > 0 {
                15 - candidates.leading_zeros()
            } else {
                candidates.trailing_zeros()
            };
            alone[group] += weight * digit as i32;
        }
        let mut bound = 0;
        for group in 0..9 {
            let weights = &mut weights[group][..open[group]];
            if weights.is_empty() {
                continue;
            }
            weights.sort_unstable_by(|a, b| b.cmp(a));
            let mut high = self.missing(9 * kind + group);
            let mut low = high;
            let mut paired = 0;
            for &weight in weights.iter() {
                let digit = if weight > 0 {
                    let digit = 15 - high.leading_zeros();
                    high &= !(1 << digit);
                    digit
                } else {
                    0
                };
                paired += weight * digit as i32;
            }
            for &weight in weights.iter().rev().take_while(|&&w| w < 0) {
                let digit = low.trailing_zeros();
                low &= low - 1;
                paired += weight * digit as i32;
            }
            bound += paired.min(alone[group]);
        }
        bound
    }

    fn explore(&mut self) {
        let mark = self.trail.len();
        if self.settle() {
            self.branch();
        }
        self.undo(mark);
    }

    fn branch(&mut self) {
        if self.nodes_left == 0 {
            return;
        }
        self.nodes_left -= 1;
        let cell = match self.next_cell(|cell| SHIFTED[cell] != 0) {
            Some(cell) => cell,
            None => {
                // Every cell the score depends on is filled: one completion settles it.
                if self.best.map_or(true, |best| self.score > best) && self.completes() {
                    self.best = Some(self.score);
                }
                return;
            }
        };
        if let Some(best) = self.best {
            if self.score + self.bound(&SHIFTED) <= best
                || self.by_columns + self.bound(&SHIFTED_BY_COLUMNS) <= best
            {
                return;
            }
        }
        let candidates = self.candidates(cell);
        let mut order: Vec<u8> = (1..10).filter(|&d| candidates & 1 << d != 0).collect();
        if SHIFTED[cell] > 0 {
            order.reverse();
        }
        for digit in order {
            self.place(cell, digit);
            self.explore();
            self.remove(cell);
            if self.nodes_left == 0 {
                break;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engines::bitmask::Bitmask;
    use crate::engines::Engine;
    use crate::testing::Rng;
    use crate::testing::{self as puzzles};
    use crate::testing::{self as generate, Kind};
    use crate::testing::{from_digits, layout_puzzle, oracle, peers, target, Layout};

    /// The naive model: every solution, by the bitmask engine, scored with the test kit's
    /// weights (written apart from this module's).
    fn best_by_enumeration(puzzle: &Grid<Box3>) -> Option<u32> {
        let mut best = None;
        Bitmask::search(puzzle, usize::MAX, &mut |solution| {
            let s = target::score(solution.digits());
            best = Some(best.map_or(s, |b: u32| b.max(s)));
        });
        best
    }

    /// The test kit's exact maximiser: its own weights and its own search, sharing no code with
    /// this module, fast enough for 24 givens.
    fn independent(puzzle: &Grid<Box3>) -> Option<u32> {
        target::best_score(puzzle.digits())
    }

    /// A puzzle of `layout` and `givens` givens with one more digit, which clashes with no given
    /// but leaves no solution (found by trying empty cells and digits in turn; the independent
    /// oracle decides); `None` if no such digit was found.
    fn without_a_solution(layout: Layout, rng: &mut Rng, givens: usize) -> Option<Grid<Box3>> {
        let mut digits = layout.puzzle(rng, givens);
        let mut cells: Vec<usize> = (0..81).filter(|&cell| digits[cell] == 0).collect();
        rng.shuffle(&mut cells);
        for cell in cells {
            for digit in 1..=9 {
                digits[cell] = digit;
                let clean = peers(cell, 3).iter().all(|&p| digits[p] != digit);
                if clean && oracle::count(&digits, 1) == 0 {
                    return Some(from_digits(&digits));
                }
            }
            digits[cell] = 0;
        }
        None
    }

    #[test]
    fn weights_ring_from_ten_in_the_centre_to_six_at_the_edge() {
        assert_eq!(WEIGHTS[40], 10);
        assert_eq!(
            (WEIGHTS[0], WEIGHTS[80], WEIGHTS[4], WEIGHTS[36]),
            (6, 6, 6, 6)
        );
        assert_eq!((WEIGHTS[30], WEIGHTS[20]), (9, 8));
        for (cell, &weight) in WEIGHTS.iter().enumerate() {
            assert_eq!(weight, target::weight(cell), "cell {}", cell);
        }
    }

    #[test]
    fn the_official_sample_scores_2829() {
        let sample = "7 0 0 9 0 0 0 0 1 1 0 0 0 0 5 9 0 0 0 0 0 2 0 0 0 8 0 0 0 5 0 2 0 0 0 3 0 0 0 0 0 0 6 4 8 4 1 3 0 0 0 0 0 0 0 0 7 0 0 2 0 9 0 2 0 1 0 6 0 8 0 4 0 8 0 5 0 4 0 1 2";
        assert_eq!(best_score(&puzzles::grid(sample)), Some(2829));
    }

    #[test]
    fn the_shifted_weights_score_every_full_grid_as_the_weights_do() {
        let mut rng = Rng::new(3015);
        for _ in 0..50 {
            let grid = generate::complete_grid::<Box3>(&mut rng);
            for weights in [&SHIFTED, &SHIFTED_BY_COLUMNS] {
                let shifted: i32 = (0..81)
                    .map(|cell| weights[cell] * i32::from(grid.get(cell)))
                    .sum();
                assert_eq!(target::score(grid.digits()) as i32, BASE + shifted);
            }
        }
        let zero = SHIFTED.iter().filter(|&&w| w == 0).count();
        assert_eq!(zero, 56);
    }

    #[test]
    fn a_ring_of_givens_scores_2866() {
        // The outer ring and corners given (24): billions of solutions.
        let ring = "9 6 3 0 2 7 0 1 0 0 0 0 0 0 0 0 0 7 7 0 0 0 0 0 0 0 9 8 0 0 0 0 0 0 0 1 5 0 0 0 0 0 0 0 3 3 0 0 0 0 0 0 0 5 0 0 0 0 0 0 0 0 2 2 0 0 0 0 0 0 0 6 1 3 0 6 0 2 4 0 8";
        assert_eq!(best_score(&puzzles::grid(ring)), Some(2866));
    }

    #[test]
    fn agrees_with_enumerating_every_solution_of_structured_layouts() {
        let mut rng = Rng::new(1784);
        for round in 0..42 {
            let layout = Layout::ALL[round % Layout::ALL.len()];
            let puzzle = layout_puzzle(layout, &mut rng, 40 + round % 6);
            assert_eq!(
                best_score(&puzzle),
                best_by_enumeration(&puzzle),
                "{:?} {:?}",
                layout,
                puzzle
            );
        }
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

    #[test]
    fn agrees_with_the_independent_maximiser_on_every_layout_at_24_to_32_givens() {
        let mut rng = Rng::new(29);
        for round in 0..40 {
            let layout = Layout::ALL[round % Layout::ALL.len()];
            let givens = 24 + round % 9;
            let puzzle = layout_puzzle(layout, &mut rng, givens);
            assert_eq!(
                best_score(&puzzle),
                independent(&puzzle),
                "{:?}, {} givens:\n{:?}",
                layout,
                givens,
                puzzle
            );
        }
    }

    #[test]
    fn agrees_with_the_independent_maximiser_without_a_solution_and_on_random_puzzles() {
        let mut rng = Rng::new(2009);
        let mut none = 0;
        for round in 0..24 {
            let givens = 24 + round % 9;
            let puzzle = match round % 3 {
                0 => without_a_solution(Layout::ALL[round / 3], &mut rng, givens),
                1 => Some(generate::puzzle::<Box3>(&mut rng, Kind::NoSolution, givens)),
                _ => Some(generate::puzzle::<Box3>(&mut rng, Kind::Multiple, givens)),
            };
            let puzzle = match puzzle {
                Some(puzzle) => puzzle,
                None => continue,
            };
            let expected = independent(&puzzle);
            none += usize::from(expected.is_none());
            assert_eq!(
                best_score(&puzzle),
                expected,
                "{} givens:\n{:?}",
                givens,
                puzzle
            );
        }
        assert!(none >= 12, "only {} of the puzzles had no solution", none);
    }
}
