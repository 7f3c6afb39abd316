//! The oracle: a deliberately simple solver that decides what is right when the fast one is under
//! test (stress testing, cross-checks). Written for clarity, not speed, and sharing nothing with
//! the core's engines but the rules: the textbook backtracking with a "digit used in this house"
//! table, no bitmasks, no propagation.
//!
//! The one concession to speed is the order of the search: it branches on the cell, or the house
//! and digit, with the fewest options, so it stops at once where there are none. Without that, a
//! 16×16 puzzle can take hours. (Options are counted before the tightest choice's are listed, and
//! each cell's houses are looked up: the same search, without the allocations and divisions.)
//!
//! The lexicographically smallest solution ([`lex_first`]) is asked of the same search, one cell
//! at a time in reading order: the smallest digit whose board still has a solution. The plainest
//! search of all, cells in reading order and digits ascending ([`plain_lex_first`]), meets the
//! solutions in that order by definition; the tests hold the two to each other.
//!
//! Box sizes 1 to 5 (grids 1×1 to 25×25).
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

/// The largest digit the oracle takes: box size 5, 25×25.
const MAX_DIGIT: usize = 25;

/// Solves `digits` (row by row, 0 empty) for box size `box_size`, counting solutions up to
/// `limit`. Constraints: `digits.len() == box_size⁴`, `1 <= box_size <= 5`, every digit
/// `<= box_size²`.
pub fn solve(digits: &[u8], box_size: usize, limit: usize) -> Found {
    solve_within(digits, box_size, limit, u64::MAX).unwrap_or(Found {
        count: 0,
        first: None,
        best: None,
    })
}

/// How many solutions `digits` has, counting no further than `limit`; the box size follows from
/// its length (1, 16, 81, 256 or 625 cells). A [`crate::generate::Counter`] independent of the core.
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

/// Every solution of `digits` counted, giving up after visiting `nodes` search nodes: `Err`
/// then holds how many it had counted (a lower bound of the count, where [`solve_within`]
/// says nothing).
pub fn count_within(digits: &[u8], box_size: usize, nodes: u64) -> Result<Found, usize> {
    let mut search = match Search::new(digits, box_size, usize::MAX, nodes) {
        Some(search) => search,
        None => {
            return Ok(Found {
                count: 0,
                first: None,
                best: None,
            })
        }
    };
    search.extend();
    if search.nodes_left > 0 {
        Ok(search.found)
    } else {
        Err(search.found.count)
    }
}

/// The lexicographically smallest solution of `digits` (box size `box_size`; rows compared in
/// order, each as its digits in order), or `None` when it has none: in reading order, each empty
/// cell takes the smallest digit with which [`solve`] still finds a solution.
pub fn lex_first(digits: &[u8], box_size: usize) -> Option<Vec<u8>> {
    lex_first_within(digits, box_size, u64::MAX).expect("no budget to run out of")
}

/// [`lex_first`], giving up (`None`) once its questions have visited `nodes` search nodes in all.
pub fn lex_first_within(digits: &[u8], box_size: usize, nodes: u64) -> Option<Option<Vec<u8>>> {
    let side = box_size * box_size;
    let mut left = nodes;
    // Whether `grid` has a solution, from the nodes left; `None` when they run out.
    let mut solvable = |grid: &[u8]| {
        let mut search = match Search::new(grid, box_size, 1, left) {
            Some(search) => search,
            None => return Some(false), // two givens clash
        };
        search.extend();
        left = search.nodes_left;
        if left > 0 {
            Some(search.found.count == 1)
        } else {
            None
        }
    };
    let mut grid = digits.to_vec();
    if !solvable(&grid)? {
        return Some(None);
    }
    for cell in 0..grid.len() {
        if grid[cell] != 0 {
            continue;
        }
        // Some digit completes the grid: at worst the one in the solution found last.
        let mut chosen = None;
        for digit in 1..=side as u8 {
            grid[cell] = digit;
            if solvable(&grid)? {
                chosen = Some(digit);
                break;
            }
        }
        grid[cell] = chosen.expect("a digit that completes a solvable grid");
    }
    Some(Some(grid))
}

/// The first solution of the plainest search: the first empty cell in reading order, digits
/// ascending, no look-ahead, so the first solution it meets is the lexicographically smallest by
/// definition. `Some(None)` when there is none; `None` when `nodes` search nodes did not suffice
/// (a wrong digit early can cost this search an exponential detour).
pub fn plain_lex_first(digits: &[u8], box_size: usize, nodes: u64) -> Option<Option<Vec<u8>>> {
    let side = box_size * box_size;
    let house_of = |cell: usize, kind: usize| {
        let (row, column) = (cell / side, cell % side);
        [row, column, row / box_size * box_size + column / box_size][kind]
    };
    let clash = |grid: &[u8], cell: usize, digit: u8| {
        (0..grid.len()).any(|other| {
            other != cell
                && grid[other] == digit
                && (0..3).any(|kind| house_of(other, kind) == house_of(cell, kind))
        })
    };
    let mut grid = digits.to_vec();
    if (0..grid.len()).any(|c| grid[c] != 0 && clash(&grid, c, grid[c])) {
        return Some(None);
    }
    let empty: Vec<usize> = (0..grid.len()).filter(|&c| grid[c] == 0).collect();
    // Depth-first without recursion: `k` indexes `empty`; a cell's digit counts up from 0.
    let (mut k, mut nodes_left) = (0usize, nodes);
    loop {
        if k == empty.len() {
            return Some(Some(grid));
        }
        let cell = empty[k];
        let next = (grid[cell] + 1..=side as u8).find(|&d| !clash(&grid, cell, d));
        match next {
            Some(digit) => {
                if nodes_left == 0 {
                    return None;
                }
                nodes_left -= 1;
                grid[cell] = digit;
                k += 1;
            }
            None => {
                grid[cell] = 0;
                if k == 0 {
                    return Some(None);
                }
                k -= 1;
            }
        }
    }
}

fn searched(
    digits: &[u8],
    box_size: usize,
    limit: usize,
    nodes: u64,
    score: Option<fn(&[u8]) -> u32>,
) -> Option<Found> {
    // `None`: two givens clash, so there is no solution.
    let mut search = match Search::new(digits, box_size, limit, nodes) {
        Some(search) => search,
        None => {
            return Some(Found {
                count: 0,
                first: None,
                best: None,
            })
        }
    };
    search.score = score;
    if limit > 0 {
        search.extend();
    }
    Some(search.found).filter(|_| search.nodes_left > 0)
}

/// The tightest choice a scan has met: (how many options, the cell or the house, the digit, 0
/// for a cell). The oracles' one rule of branching (this file's and `regions`').
#[derive(Default)]
pub(crate) struct Tightest(pub(crate) Option<(usize, usize, u8)>);

impl Tightest {
    /// Offers a choice with `count` options, kept when it has fewer than the tightest so far;
    /// `true` when it has none (nothing can be tighter: the scan may stop).
    pub(crate) fn offer(&mut self, count: usize, at: usize, digit: u8) -> bool {
        if self.0.is_none_or(|(fewest, _, _)| count < fewest) {
            self.0 = Some((count, at, digit));
        }
        count == 0
    }
}

struct Search {
    box_size: usize,
    digits: Vec<u8>,
    /// `used[house][d]`: digit `d` is in the house. Houses: rows, then columns, then boxes.
    used: Vec<[bool; MAX_DIGIT + 1]>,
    /// The row, column and box of each cell, and the cells of each house, worked out once.
    houses: Vec<[usize; 3]>,
    cells: Vec<Vec<usize>>,
    limit: usize,
    /// Search nodes still allowed; at 0 the search unwinds and the answer is unknown.
    nodes_left: u64,
    /// Scores each solution, when the best score is asked for.
    score: Option<fn(&[u8]) -> u32>,
    found: Found,
}

impl Search {
    /// A search of `digits` with its givens placed; `None` when two of them clash.
    fn new(digits: &[u8], box_size: usize, limit: usize, nodes: u64) -> Option<Search> {
        let side = box_size * box_size;
        let mut search = Search {
            box_size,
            digits: vec![0; side * side],
            used: vec![[false; MAX_DIGIT + 1]; 3 * side],
            houses: Vec::new(),
            cells: vec![Vec::new(); 3 * side],
            limit,
            nodes_left: nodes,
            score: None,
            found: Found {
                count: 0,
                first: None,
                best: None,
            },
        };
        for cell in 0..side * side {
            let (row, column) = (cell / side, cell % side);
            let houses = [
                row,
                side + column,
                2 * side + row / box_size * box_size + column / box_size,
            ];
            for &house in &houses {
                search.cells[house].push(cell);
            }
            search.houses.push(houses);
        }
        for (cell, &digit) in digits.iter().enumerate() {
            if digit != 0 {
                if !search.fits(cell, digit) {
                    return None;
                }
                search.put(cell, digit, true);
            }
        }
        Some(search)
    }

    fn fits(&self, cell: usize, digit: u8) -> bool {
        self.houses[cell]
            .iter()
            .all(|&h| !self.used[h][usize::from(digit)])
    }

    /// Writes `digit` into `cell` (`present`) or takes it out again.
    fn put(&mut self, cell: usize, digit: u8, present: bool) {
        for house in self.houses[cell] {
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
        // Options counted, not collected; a choice with none ends the scan.
        let mut best = Tightest::default();
        'scan: {
            for cell in (0..self.digits.len()).filter(|&c| self.digits[c] == 0) {
                let count = (1..=side as u8).filter(|&d| self.fits(cell, d)).count();
                if best.offer(count, cell, 0) {
                    break 'scan;
                }
            }
            for house in 0..3 * side {
                for digit in (1..=side as u8).filter(|&d| !self.used[house][usize::from(d)]) {
                    let count = (self.house_cells(house))
                        .filter(|&c| self.digits[c] == 0 && self.fits(c, digit))
                        .count();
                    if best.offer(count, house, digit) {
                        break 'scan;
                    }
                }
            }
        }
        // The options of the tightest choice: a cell's digits (digit 0), or a house's cells.
        let best = best.0.map(|(_, at, digit)| -> Vec<(usize, u8)> {
            if digit == 0 {
                (1..=side as u8)
                    .filter(|&d| self.fits(at, d))
                    .map(|d| (at, d))
                    .collect()
            } else {
                (self.house_cells(at))
                    .filter(|&c| self.digits[c] == 0 && self.fits(c, digit))
                    .map(|c| (c, digit))
                    .collect()
            }
        });
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
    fn house_cells(&self, house: usize) -> impl Iterator<Item = usize> + '_ {
        self.cells[house].iter().copied()
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

    /// Counting every solution: the count within the budget, else how many it had counted, a
    /// lower bound (the empty 4×4 grid has 288 solutions).
    #[test]
    fn counting_past_its_node_budget_says_how_many_it_counted() {
        let empty = vec![0; 16];
        assert_eq!(count_within(&empty, 2, 1_000_000).map(|f| f.count), Ok(288));
        match count_within(&empty, 2, 100) {
            Err(counted) => assert!(counted > 0 && counted < 288, "{}", counted),
            Ok(found) => panic!("counted {} in 100 nodes", found.count),
        }
        let clash = [1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
        assert_eq!(count_within(&clash, 2, 1).map(|f| f.count), Ok(0));
    }

    #[test]
    fn one_by_one_and_25x25_grids_are_solved() {
        assert_eq!(solve(&[0], 1, 5).count, 1);
        assert_eq!(solve(&[1], 1, 5).first, Some(vec![1]));
        let empty = vec![0; 625];
        let solution = solve(&empty, 5, 1)
            .first
            .expect("the empty 25×25 grid has a solution");
        assert!(solution.iter().all(|&d| (1..=25).contains(&d)));
        assert_eq!(solve(&solution, 5, 2).count, 1);
    }

    /// 40 grids, 4×4 and 9×9 in turn; the long run takes 120.
    #[test]
    fn lex_first_is_what_the_plainest_search_meets_first() {
        lex_first_agrees_with_the_plainest_search(40);
        // The empty grids: 1 2 3 4 / 3 4 1 2 / 2 1 4 3 / 4 3 2 1 is the smallest 4×4.
        let four = [1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1];
        assert_eq!(lex_first(&[0; 16], 2), Some(four.to_vec()));
        assert_eq!(
            plain_lex_first(&[0; 16], 2, 1000),
            Some(Some(four.to_vec()))
        );
        assert_eq!(lex_first(&[0], 1), Some(vec![1]));
    }

    #[test]
    #[ignore = "long: `cargo test -- --include-ignored` runs it, as CI does"]
    fn lex_first_is_what_the_plainest_search_meets_first_on_120_grids() {
        lex_first_agrees_with_the_plainest_search(120);
    }

    /// `rounds` grids with a quarter of their cells kept, every fifth with a cell changed; the
    /// plain search must finish at least 5 in 6 of them within its budget.
    fn lex_first_agrees_with_the_plainest_search(rounds: usize) {
        let mut rng = crate::rng::Rng::new(989);
        let mut compared = 0;
        for round in 0..rounds {
            let b = [2, 3][round % 2];
            let side = b * b;
            let mut grid = crate::generate::complete_grid(&mut rng, b);
            // Keep a few givens (many solutions), sometimes change one (maybe none).
            for digit in grid.iter_mut() {
                if rng.below(4) != 0 {
                    *digit = 0;
                }
            }
            if round % 5 == 0 {
                let cell = rng.below(grid.len());
                grid[cell] = 1 + rng.below(side) as u8;
            }
            if let Some(plain) = plain_lex_first(&grid, b, 100_000) {
                assert_eq!(lex_first(&grid, b), plain, "round {}: {:?}", round, grid);
                compared += 1;
            }
        }
        assert!(
            compared * 6 >= rounds * 5,
            "the plain search finished only {} of {} rounds",
            compared,
            rounds
        );
    }

    #[test]
    fn counts_up_to_the_limit_on_an_open_grid_and_4x4() {
        assert_eq!(solve(&[0; 81], 3, 3).count, 3);
        // 4×4 (box size 2) has 288 solutions in all.
        assert_eq!(solve(&[0; 16], 2, 1000).count, 288);
    }
}
