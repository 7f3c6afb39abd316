//! The oracle: a deliberately simple solver that decides what is right when the fast one is under
//! test (stress testing, cross-checks). Written for clarity, not speed, and sharing nothing with
//! the core's engines but the rules: the textbook backtracking with a "digit used in this house"
//! table, no bitmasks, no propagation.
//!
//! The one concession to speed is the order of the search: it branches on the cell, or the house
//! and digit, with the fewest options, so it stops at once where there are none. Without that, a
//! 16×16 puzzle can take hours.
//!
//! Complexity: `O(N³)` work per search node for side `N`; fine for judge-sized puzzles, slow on
//! nearly empty 16×16 grids with no solution.

/// What the oracle found: how many solutions (counting no further than the limit it was given)
/// and the first one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Found {
    pub count: usize,
    pub first: Option<Vec<u8>>,
    /// With [`best_within`]: the highest score of any solution.
    pub best: Option<u32>,
}

/// Solves `digits` (row by row, 0 empty) for box size `box_size`, counting solutions up to
/// `limit`. Constraints: `digits.len() == box_size⁴`, every digit `<= box_size²`.
pub fn solve(digits: &[u8], box_size: usize, limit: usize) -> Found {
    solve_within(digits, box_size, limit, u64::MAX).unwrap_or(Found {
        count: 0,
        first: None,
        best: None,
    })
}

/// How many solutions `digits` has, counting no further than `limit`; the box size follows from
/// its length (16, 81 or 256 cells). A [`crate::generate::Counter`] independent of the core.
pub fn count(digits: &[u8], limit: usize) -> usize {
    solve(digits, crate::generate::box_size(digits.len()), limit).count
}

/// The highest `score` of any solution of `digits` (box size 3 or 4), by visiting every one:
/// `Some(None)` when there is none, `None` when `nodes` search nodes did not suffice.
pub fn best_within(
    digits: &[u8],
    box_size: usize,
    nodes: u64,
    score: fn(&[u8]) -> u32,
) -> Option<Option<u32>> {
    searched(digits, box_size, usize::MAX, nodes, Some(score)).map(|v| v.best)
}

/// [`solve`], giving up (`None`) after visiting `nodes` search nodes — for callers that must
/// not wait, such as shrinking a failing case towards an empty 16×16 grid, which this simple
/// search cannot refute in any reasonable time.
pub fn solve_within(digits: &[u8], box_size: usize, limit: usize, nodes: u64) -> Option<Found> {
    searched(digits, box_size, limit, nodes, None)
}

fn searched(
    digits: &[u8],
    box_size: usize,
    limit: usize,
    nodes: u64,
    score: Option<fn(&[u8]) -> u32>,
) -> Option<Found> {
    let side = box_size * box_size;
    let mut search = Search {
        box_size,
        digits: vec![0; side * side],
        used: vec![[false; 17]; 3 * side],
        limit,
        nodes_left: nodes,
        score,
        found: Found {
            count: 0,
            first: None,
            best: None,
        },
    };
    for (cell, &digit) in digits.iter().enumerate() {
        if digit != 0 {
            if !search.fits(cell, digit) {
                return Some(search.found); // two givens clash
            }
            search.put(cell, digit, true);
        }
    }
    if limit > 0 {
        search.extend();
    }
    Some(search.found).filter(|_| search.nodes_left > 0)
}

struct Search {
    box_size: usize,
    digits: Vec<u8>,
    /// `used[house][d]`: digit `d` is in the house. Houses: rows, then columns, then boxes.
    used: Vec<[bool; 17]>,
    limit: usize,
    /// Search nodes still allowed; at 0 the search unwinds and the answer is unknown.
    nodes_left: u64,
    /// Scores each solution, when the best score is asked for.
    score: Option<fn(&[u8]) -> u32>,
    found: Found,
}

impl Search {
    /// The row, column and box of `cell`.
    fn houses(&self, cell: usize) -> [usize; 3] {
        let (b, side) = (self.box_size, self.box_size * self.box_size);
        let (row, column) = (cell / side, cell % side);
        [row, side + column, 2 * side + row / b * b + column / b]
    }

    fn fits(&self, cell: usize, digit: u8) -> bool {
        self.houses(cell)
            .iter()
            .all(|&h| !self.used[h][usize::from(digit)])
    }

    /// Writes `digit` into `cell` (`present`) or takes it out again.
    fn put(&mut self, cell: usize, digit: u8, present: bool) {
        for house in self.houses(cell) {
            self.used[house][usize::from(digit)] = present;
        }
        self.digits[cell] = if present { digit } else { 0 };
    }

    /// Branches on the tightest choice: the empty cell with the fewest digits that fit, or the
    /// house and missing digit with the fewest cells it fits in, whichever has fewer options
    /// (Knuth's "S heuristic" for exact cover). Every solution makes exactly one of the options
    /// true, so trying them all in turn finds every solution once.
    fn extend(&mut self) {
        if self.nodes_left == 0 {
            return;
        }
        self.nodes_left -= 1;
        let side = self.box_size * self.box_size;
        let mut best: Option<Vec<(usize, u8)>> = None;
        let consider = |options: Vec<(usize, u8)>, best: &mut Option<Vec<(usize, u8)>>| {
            if best.as_ref().is_none_or(|b| options.len() < b.len()) {
                *best = Some(options);
            }
        };
        for cell in (0..self.digits.len()).filter(|&c| self.digits[c] == 0) {
            let options = (1..=side as u8)
                .filter(|&d| self.fits(cell, d))
                .map(|d| (cell, d))
                .collect();
            consider(options, &mut best);
        }
        for house in 0..3 * side {
            for digit in (1..=side as u8).filter(|&d| !self.used[house][usize::from(d)]) {
                let options = self
                    .house_cells(house)
                    .filter(|&c| self.digits[c] == 0 && self.fits(c, digit))
                    .map(|c| (c, digit))
                    .collect();
                consider(options, &mut best);
            }
        }
        let options = match best {
            None => {
                self.found.count += 1;
                if self.found.first.is_none() {
                    self.found.first = Some(self.digits.clone());
                }
                if let Some(score) = self.score {
                    let s = score(&self.digits);
                    self.found.best = Some(self.found.best.map_or(s, |b| b.max(s)));
                }
                return;
            }
            Some(options) => options,
        };
        for (cell, digit) in options {
            self.put(cell, digit, true);
            self.extend();
            self.put(cell, digit, false);
            if self.found.count >= self.limit || self.nodes_left == 0 {
                return;
            }
        }
    }

    /// The cells of house `house` (rows, then columns, then boxes).
    fn house_cells(&self, house: usize) -> impl Iterator<Item = usize> {
        let (b, side) = (self.box_size, self.box_size * self.box_size);
        let (kind, index) = (house / side, house % side);
        (0..side).map(move |i| match kind {
            0 => index * side + i,
            1 => i * side + index,
            _ => (index / b * b + i / b) * side + index % b * b + i % b,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzles;

    #[test]
    fn solves_a_known_puzzle_uniquely() {
        let puzzle = puzzles::digits(puzzles::ACWING166);
        let solution = puzzles::digits(puzzles::ACWING166_SOLVED);
        assert_eq!(
            solve(&puzzle, 3, 2),
            Found {
                count: 1,
                first: Some(solution),
                best: None,
            }
        );
    }

    #[test]
    fn clashing_givens_and_dead_ends_have_no_solution() {
        let mut clash = vec![0; 81];
        clash[0] = 5;
        clash[80] = 5;
        clash[8] = 5; // same row as cell 0
        assert_eq!(solve(&clash, 3, 2).count, 0);
        // Row 1 holds 1-8, so its last cell needs the 9 that column 9 already has lower down.
        let mut dead_end = vec![0; 81];
        for (cell, digit) in dead_end.iter_mut().zip(1..=8) {
            *cell = digit;
        }
        dead_end[80] = 9;
        assert_eq!(solve(&dead_end, 3, 2).count, 0);
    }

    #[test]
    fn gives_up_past_its_node_budget() {
        let puzzle = puzzles::digits(puzzles::ACWING166);
        assert_eq!(solve_within(&puzzle, 3, 2, 3), None);
        assert_eq!(
            solve_within(&puzzle, 3, 2, 1_000_000).map(|v| v.count),
            Some(1)
        );
    }

    #[test]
    fn counts_up_to_the_limit_on_an_open_grid_and_4x4() {
        assert_eq!(solve(&[0; 81], 3, 3).count, 3);
        // 4×4 (box size 2) has 288 solutions in all.
        assert_eq!(solve(&[0; 16], 2, 1000).count, 288);
    }
}
