//! The any-box engine: the bitmask engine's candidate masks and singles for a box size chosen
//! at run time (1×1 up to 25×25), searched in either of two orders, and the lexicographically
//! smallest solution found by running two searches for it in turn.
//!
//! # Technique
//! Any box size, smallest solution first (engine `any_box`).
//! 1. **Candidates and singles.** Each cell keeps a mask of the digits still possible (bit
//!    `d - 1`, a `u32`, so up to 25 digits). Placing a digit clears it from the peers; a cell left
//!    with one candidate takes it (naked single), a digit left with one place in a house goes
//!    there (hidden single), until neither applies. A cell with no candidate, or a digit with no
//!    place, is a contradiction. Propagation only removes what no solution can have, so it never
//!    changes which solutions a search meets, nor their order.
//! 2. **Two orders of search.** *Fewest* guesses on the empty cell with the fewest candidates
//!    (or the house and digit with the fewest places): the smallest tree, solutions met in no
//!    useful order. *Reading* guesses on the first empty cell, digits ascending: solutions are met
//!    in lexicographic order (the first row compared first, then the second, …), so the first
//!    found is the smallest. But a wrong digit early can sit above a large subtree with no
//!    solution, which this order explores cell by cell before it gives up.
//! 3. **Probing.** Another way to the smallest solution: find any solution with *Fewest*, the
//!    witness. Then, cell by cell in reading order, try each candidate smaller than the
//!    witness's digit, asking *Fewest* whether the board with it has a solution; the first that
//!    has becomes the cell's digit and its solution the new witness; if none has, the witness's
//!    digit is the smallest possible there. Each digit is the smallest that can still be
//!    completed, so the result is the smallest solution, and a dead end is refuted by the fast
//!    order. Its weak spot is the other one's strength: on a nearly empty grid the first witness
//!    is far from the smallest, and refuting each smaller digit costs a search.
//! 4. **Both in turn.** Run *Reading*, then probing, each stopped after a budget of guesses;
//!    while neither finishes, quadruple the budget. Either answer is the smallest solution, and
//!    the total is within a small factor of the faster of the two.
//!
//! # Complexity
//! Propagation is `O(N² × peers)` a board, a board copy `O(N²)`; probing asks at most `N³`
//! questions. Each search is exponential at worst (Sudoku is NP-complete).

use crate::board::any_grid::{AnyGrid, MAX_BOX};
use crate::engines::{Searched, Unsolvable};

/// Which cell a search guesses on, which decides the order in which it meets solutions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Order {
    /// The empty cell with the fewest candidates, or the house and digit with the fewest places:
    /// the smallest tree, solutions in no particular order.
    Fewest,
    /// The first empty cell in reading order, digits ascending: solutions in lexicographic order.
    Reading,
}

/// How [`smallest_by`] looks for the smallest solution.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Method {
    /// The first solution in reading order (step 2).
    Reading,
    /// Probing (step 3).
    Probing,
    /// Both in turn under a growing budget (step 4): what [`smallest`] does.
    Both,
}

/// Calls `found` with each solution of `puzzle`, in the order `order` meets them, until `limit`
/// have been found. Givens that repeat a digit in a house mean no solution.
/// Constraint: every digit of `puzzle` is at most its side.
pub fn search(
    puzzle: &AnyGrid,
    order: Order,
    limit: usize,
    found: &mut dyn FnMut(&AnyGrid),
) -> Searched {
    let geometry = Geometry::new(puzzle.box_size());
    let mut search = Search::new(&geometry);
    if limit > 0 && search.start(puzzle).is_ok() {
        search.branch(0, order, limit, found);
    }
    Searched {
        solutions: search.count,
        guesses: search.guesses,
    }
}

/// The lexicographically smallest solution of `puzzle` (rows compared in order, each as its
/// digits in order), or [`Unsolvable`]: both methods in turn (step 4).
pub fn smallest(puzzle: &AnyGrid) -> Result<AnyGrid, Unsolvable> {
    smallest_by(puzzle, Method::Both, u64::MAX)
        .0
        .unwrap_or(Err(Unsolvable))
}

/// [`smallest`] by `method`, giving up (`None`) once it has made `cap` guesses; the guesses it
/// made, every round counted.
pub fn smallest_by(
    puzzle: &AnyGrid,
    method: Method,
    cap: u64,
) -> (Option<Result<AnyGrid, Unsolvable>>, u64) {
    let geometry = Geometry::new(puzzle.box_size());
    let alone = [method];
    let (methods, mut budget): (&[Method], u64) = match method {
        Method::Both => (&[Method::Reading, Method::Probing], geometry.cells as u64),
        _ => (&alone, cap),
    };
    let mut guesses = 0;
    loop {
        for &method in methods {
            if guesses >= cap {
                return (None, guesses);
            }
            let mut round = Search::new(&geometry);
            let answer = round.smallest(puzzle, method, budget.min(cap - guesses));
            guesses += round.guesses;
            if answer.is_some() {
                return (answer, guesses);
            }
        }
        budget = budget.saturating_mul(4);
    }
}

/// The cells and houses of one box size, computed once per puzzle.
struct Geometry {
    box_size: usize,
    side: usize,
    cells: usize,
    /// The candidate mask with every digit set.
    all: u32,
    /// The peers of every cell, `degree` a cell.
    peers: Vec<u16>,
    degree: usize,
    /// The cells of every house (rows, columns, boxes), `side` a house.
    houses: Vec<u16>,
}

impl Geometry {
    fn new(box_size: usize) -> Geometry {
        debug_assert!((1..=MAX_BOX).contains(&box_size));
        let grid = AnyGrid::empty(box_size);
        let side = grid.side();
        let cells = side * side;
        let mut houses = Vec::with_capacity(3 * side * side);
        for house in 0..3 * side {
            houses.extend((0..side).map(|i| grid.house_cell(house, i) as u16));
        }
        // Row and column, less the cell: 2(N - 1); the box adds (B - 1)² more.
        let degree = 2 * (side - 1) + (box_size - 1) * (box_size - 1);
        let mut peers = Vec::with_capacity(cells * degree);
        let mut listed = vec![usize::MAX; cells];
        for cell in 0..cells {
            listed[cell] = cell;
            for &house in grid.houses_of(cell).iter() {
                for &other in &houses[house * side..][..side] {
                    if listed[usize::from(other)] != cell {
                        listed[usize::from(other)] = cell;
                        peers.push(other);
                    }
                }
            }
        }
        debug_assert_eq!(peers.len(), cells * degree);
        Geometry {
            box_size,
            side,
            cells,
            all: u32::MAX >> (32 - side),
            peers,
            degree,
            houses,
        }
    }

    fn peers(&self, cell: usize) -> &[u16] {
        &self.peers[cell * self.degree..][..self.degree]
    }

    fn house(&self, house: usize) -> &[u16] {
        &self.houses[house * self.side..][..self.side]
    }
}

/// One node of the search: what is known about every cell.
#[derive(Clone)]
struct Board {
    /// Candidate mask of every cell; a filled cell keeps exactly its digit's bit.
    candidates: Vec<u32>,
    /// Each cell's digit, 0 while empty.
    digits: Vec<u8>,
    /// The digits placed in each house.
    placed: Vec<u32>,
    /// Number of empty cells.
    empty: usize,
}

/// A search in progress: the geometry, one board per depth (a guess copies its parent into the
/// next, reusing its memory), and the tally.
struct Search<'g> {
    geometry: &'g Geometry,
    boards: Vec<Board>,
    /// Cells whose candidates shrank to one, waiting to be placed. Empty between propagations.
    singles: Vec<u16>,
    count: usize,
    guesses: u64,
    /// The count of guesses at which the search stops and unwinds, its answer unknown.
    budget: u64,
    /// A solution's digits, handed to the caller.
    solution: AnyGrid,
}

impl<'g> Search<'g> {
    fn new(geometry: &'g Geometry) -> Search<'g> {
        let root = Board {
            candidates: vec![geometry.all; geometry.cells],
            digits: vec![0; geometry.cells],
            placed: vec![0; 3 * geometry.side],
            empty: geometry.cells,
        };
        Search {
            geometry,
            boards: vec![root],
            singles: Vec::with_capacity(geometry.cells),
            count: 0,
            guesses: 0,
            budget: u64::MAX,
            solution: AnyGrid::empty(geometry.box_size),
        }
    }

    /// Whether the budget is spent: the search unwinds.
    fn stopped(&self) -> bool {
        self.guesses >= self.budget
    }

    /// Board 0 becomes the puzzle: every given placed, then singles propagated.
    fn start(&mut self, puzzle: &AnyGrid) -> Result<(), Unsolvable> {
        let (geometry, singles) = (self.geometry, &mut self.singles);
        let root = &mut self.boards[0];
        for (cell, &digit) in puzzle.digits().iter().enumerate() {
            if digit != 0 {
                if usize::from(digit) > geometry.side {
                    return Err(Unsolvable);
                }
                root.place(geometry, cell, 1 << (digit - 1), singles)?;
            }
        }
        root.propagate(geometry, singles)
    }

    /// The smallest solution of `puzzle` by the reading order (step 2) or by probing (step 3),
    /// or `None` when the budget of guesses ran out first.
    fn smallest(
        &mut self,
        puzzle: &AnyGrid,
        method: Method,
        budget: u64,
    ) -> Option<Result<AnyGrid, Unsolvable>> {
        self.budget = budget;
        if self.start(puzzle).is_err() {
            return Some(Err(Unsolvable));
        }
        if method == Method::Reading {
            let mut first = None;
            self.branch(0, Order::Reading, 1, &mut |solution| {
                first = Some(solution.clone())
            });
            return match first {
                Some(solution) => Some(Ok(solution)),
                None if self.stopped() => None,
                None => Some(Err(Unsolvable)),
            };
        }
        let mut witness = match self.first_solution(0) {
            Some(solution) => solution,
            None if self.stopped() => return None,
            None => return Some(Err(Unsolvable)),
        };
        for cell in 0..self.geometry.cells {
            if self.boards[0].digits[cell] != 0 {
                continue;
            }
            let below = (1u32 << (witness.get(cell) - 1)) - 1;
            let mut smaller = self.boards[0].candidates[cell] & below;
            while smaller != 0 {
                let bit = smaller & smaller.wrapping_neg();
                smaller &= smaller - 1;
                if self.guess(0, cell, bit) {
                    if let Some(solution) = self.first_solution(1) {
                        witness = solution;
                        let (root, child) = self.boards.split_at_mut(1);
                        root[0].clone_from(&child[0]);
                        break;
                    }
                }
                if self.stopped() {
                    return None;
                }
            }
            if self.boards[0].digits[cell] == 0 {
                // No smaller digit can be completed: the witness's is the smallest. The witness
                // extends this board, so placing its digit cannot contradict.
                let bit = 1 << (witness.get(cell) - 1);
                let (geometry, singles) = (self.geometry, &mut self.singles);
                let root = &mut self.boards[0];
                singles.clear();
                let placed = root
                    .place(geometry, cell, bit, singles)
                    .and_then(|()| root.propagate(geometry, singles));
                debug_assert!(placed.is_ok());
            }
        }
        Some(Ok(witness))
    }

    /// Board `depth + 1` becomes board `depth` with `bit` placed in `cell` and propagated;
    /// whether that holds no contradiction (and the budget allowed the guess).
    fn guess(&mut self, depth: usize, cell: usize, bit: u32) -> bool {
        if self.stopped() {
            return false;
        }
        self.guesses += 1;
        if self.boards.len() == depth + 1 {
            let copy = self.boards[depth].clone();
            self.boards.push(copy);
        } else {
            let (parents, children) = self.boards.split_at_mut(depth + 1);
            children[0].clone_from(&parents[depth]);
        }
        let (geometry, singles) = (self.geometry, &mut self.singles);
        let child = &mut self.boards[depth + 1];
        singles.clear();
        child
            .place(geometry, cell, bit, singles)
            .and_then(|()| child.propagate(geometry, singles))
            .is_ok()
    }

    /// Any solution of propagated board `depth`, by the fewest-options order.
    fn first_solution(&mut self, depth: usize) -> Option<AnyGrid> {
        let mut first = None;
        let before = self.count;
        self.branch(depth, Order::Fewest, before + 1, &mut |solution| {
            first = Some(solution.clone())
        });
        self.count = before;
        first
    }

    /// Board `depth` is propagated: report it if full, else guess in `order` and go deeper,
    /// until the count reaches `limit` or the budget is spent.
    fn branch(
        &mut self,
        depth: usize,
        order: Order,
        limit: usize,
        found: &mut dyn FnMut(&AnyGrid),
    ) {
        let board = &self.boards[depth];
        if board.empty == 0 {
            self.count += 1;
            self.solution.digits_mut().copy_from_slice(&board.digits);
            found(&self.solution);
            return;
        }
        match board.choice(self.geometry, order) {
            Choice::Cell(cell, mut digits) => {
                while digits != 0 && self.count < limit && !self.stopped() {
                    let bit = digits & digits.wrapping_neg();
                    digits &= digits - 1;
                    if self.guess(depth, cell, bit) {
                        self.branch(depth + 1, order, limit, found);
                    }
                }
            }
            Choice::Places(house, bit, mut places) => {
                while places != 0 && self.count < limit && !self.stopped() {
                    let i = places.trailing_zeros() as usize;
                    places &= places - 1;
                    let cell = usize::from(self.geometry.house(house)[i]);
                    if self.guess(depth, cell, bit) {
                        self.branch(depth + 1, order, limit, found);
                    }
                }
            }
        }
    }
}

/// What a search guesses on: a cell and its candidates, or a house, a digit (as a bit) and the
/// places (bit `i` for the house's `i`-th cell) it can go.
enum Choice {
    Cell(usize, u32),
    Places(usize, u32, u32),
}

impl Board {
    /// Fills `cell` with the digit of the one-bit mask `bit`, clears that digit from the peers,
    /// and queues every peer left with one candidate. Placing a cell's own digit again is a
    /// no-op; placing a digit that is no longer a candidate is a contradiction.
    fn place(
        &mut self,
        geometry: &Geometry,
        cell: usize,
        bit: u32,
        singles: &mut Vec<u16>,
    ) -> Result<(), Unsolvable> {
        if self.candidates[cell] & bit == 0 {
            return Err(Unsolvable);
        }
        if self.digits[cell] != 0 {
            return Ok(());
        }
        self.digits[cell] = bit.trailing_zeros() as u8 + 1;
        self.empty -= 1;
        let (b, n) = (geometry.box_size, geometry.side);
        let (row, column) = (cell / n, cell % n);
        self.placed[row] |= bit;
        self.placed[n + column] |= bit;
        self.placed[2 * n + row / b * b + column / b] |= bit;
        self.candidates[cell] = bit;
        for &peer in geometry.peers(cell) {
            self.remove(usize::from(peer), bit, singles)?;
        }
        Ok(())
    }

    /// Naked and hidden singles until neither places anything.
    fn propagate(&mut self, geometry: &Geometry, singles: &mut Vec<u16>) -> Result<(), Unsolvable> {
        loop {
            while let Some(cell) = singles.pop() {
                let cell = usize::from(cell);
                // A queued cell keeps one candidate until placed: losing it would have been a
                // contradiction, reported at once.
                self.place(geometry, cell, self.candidates[cell], singles)?;
            }
            if self.empty == 0 {
                return Ok(());
            }
            if !self.place_hidden_singles(geometry, singles)? {
                return Ok(());
            }
        }
    }

    /// Clears the digits of `mask` from `cell`'s candidates, queueing it if one is left.
    fn remove(&mut self, cell: usize, mask: u32, singles: &mut Vec<u16>) -> Result<(), Unsolvable> {
        let candidates = &mut self.candidates[cell];
        if *candidates & mask != 0 {
            *candidates &= !mask;
            match *candidates {
                0 => return Err(Unsolvable),
                left if left & (left - 1) == 0 => singles.push(cell as u16),
                _ => {}
            }
        }
        Ok(())
    }

    /// One pass over the houses: `twice |= once & c; once |= c` over a house's masks leaves the
    /// digits with one place in `once & !twice`; a digit missing from `once` has none. Returns
    /// whether anything was placed.
    fn place_hidden_singles(
        &mut self,
        geometry: &Geometry,
        singles: &mut Vec<u16>,
    ) -> Result<bool, Unsolvable> {
        let mut placed_any = false;
        for house in 0..3 * geometry.side {
            if self.placed[house] == geometry.all {
                continue;
            }
            let cells = geometry.house(house);
            let (mut once, mut twice) = (0u32, 0u32);
            for &cell in cells {
                let candidates = self.candidates[usize::from(cell)];
                twice |= once & candidates;
                once |= candidates;
            }
            if once != geometry.all {
                return Err(Unsolvable);
            }
            let mut hidden = once & !twice & !self.placed[house];
            while hidden != 0 {
                let bit = hidden & hidden.wrapping_neg();
                hidden &= hidden - 1;
                // An earlier single of this house may have taken this digit's one cell.
                let cell = cells
                    .iter()
                    .map(|&cell| usize::from(cell))
                    .find(|&cell| self.candidates[cell] & bit != 0)
                    .ok_or(Unsolvable)?;
                self.place(geometry, cell, bit, singles)?;
                placed_any = true;
            }
        }
        Ok(placed_any)
    }

    /// Where to guess next. Constraint: some cell is empty, and singles are propagated.
    fn choice(&self, geometry: &Geometry, order: Order) -> Choice {
        if order == Order::Reading {
            let cell = self.digits.iter().position(|&d| d == 0).unwrap_or(0);
            return Choice::Cell(cell, self.candidates[cell]);
        }
        let mut best = (u32::MAX, 0);
        for (cell, &candidates) in self.candidates.iter().enumerate() {
            let count = candidates.count_ones();
            if self.digits[cell] == 0 && count < best.0 {
                best = (count, cell);
                if count == 2 {
                    break;
                }
            }
        }
        let (fewest, cell) = best;
        if fewest > 2 {
            if let Some(places) = self.fewest_places(geometry, fewest) {
                return places;
            }
        }
        Choice::Cell(cell, self.candidates[cell])
    }

    /// The house and missing digit with the fewest places, if fewer than `than`. A house's
    /// masks are added up in bit slices (`planes[i]` holds bit `i` of every digit's count, a
    /// ripple-carry add per cell), so a whole count is compared for all digits at once.
    fn fewest_places(&self, geometry: &Geometry, than: u32) -> Option<Choice> {
        let mut best = None;
        let mut fewest = than;
        for house in 0..3 * geometry.side {
            let missing = geometry.all & !self.placed[house];
            if missing == 0 {
                continue;
            }
            let mut planes = [0u32; 5];
            for &cell in geometry.house(house) {
                let mut carry = self.candidates[usize::from(cell)];
                for plane in planes.iter_mut() {
                    let next = *plane & carry;
                    *plane ^= carry;
                    carry = next;
                }
            }
            // Hidden singles are placed, so every missing digit has two places or more.
            for count in 2..fewest {
                let mut digits = missing;
                for (i, plane) in planes.iter().enumerate() {
                    digits &= if count >> i & 1 == 1 { *plane } else { !*plane };
                }
                if digits != 0 {
                    best = Some((house, digits & digits.wrapping_neg()));
                    fewest = count;
                    break;
                }
            }
            if fewest == 2 {
                break;
            }
        }
        let (house, bit) = best?;
        let mut places = 0u32;
        for (i, &cell) in geometry.house(house).iter().enumerate() {
            if self.candidates[usize::from(cell)] & bit != 0 {
                places |= 1 << i;
            }
        }
        Some(Choice::Places(house, bit, places))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::Rng;
    use oj_sudoku_testkit::{generate, oracle};

    fn grid(box_size: usize, digits: &[u8]) -> AnyGrid {
        let mut grid = AnyGrid::empty(box_size);
        grid.digits_mut().copy_from_slice(digits);
        grid
    }

    #[test]
    fn one_by_one_has_the_one_solution() {
        let empty = AnyGrid::empty(1);
        assert_eq!(smallest(&empty).map(|g| g.digits().to_vec()), Ok(vec![1]));
        assert_eq!(search(&empty, Order::Fewest, 5, &mut |_| {}).solutions, 1);
        assert_eq!(smallest(&grid(1, &[1])).map(|g| g.get(0)), Ok(1));
    }

    #[test]
    fn the_empty_4x4_grid_has_288_solutions_in_either_order() {
        let empty = AnyGrid::empty(2);
        for order in [Order::Fewest, Order::Reading] {
            assert_eq!(
                search(&empty, order, usize::MAX, &mut |_| {}).solutions,
                288
            );
        }
    }

    #[test]
    fn reading_order_meets_solutions_in_lexicographic_order() {
        let mut seen: Vec<Vec<u8>> = Vec::new();
        search(&AnyGrid::empty(2), Order::Reading, usize::MAX, &mut |s| {
            seen.push(s.digits().to_vec())
        });
        assert!(seen.windows(2).all(|w| w[0] < w[1]));
        assert_eq!(
            Ok(seen[0].clone()),
            smallest(&AnyGrid::empty(2)).map(|g| g.digits().to_vec())
        );
    }

    #[test]
    fn clashing_givens_and_digits_past_the_side_are_unsolvable() {
        let mut clash = AnyGrid::empty(3);
        clash.set(0, 5);
        clash.set(80, 5);
        clash.set(40, 5);
        clash.set(44, 5); // row 5 again
        assert_eq!(smallest(&clash), Err(Unsolvable));
        assert_eq!(search(&clash, Order::Fewest, 2, &mut |_| {}).solutions, 0);
        let mut big = AnyGrid::empty(2);
        big.digits_mut()[0] = 5;
        assert_eq!(smallest(&big), Err(Unsolvable));
    }

    /// A random puzzle for box size `b`: a complete grid with each cell kept with probability
    /// `keep` in 100, and now and then a digit changed (maybe no solution, maybe clashing).
    fn random_puzzle(rng: &mut Rng, b: usize, keep: usize, change: bool) -> AnyGrid {
        let mut digits = generate::complete_grid(rng, b);
        for digit in digits.iter_mut() {
            if rng.below(100) >= keep {
                *digit = 0;
            }
        }
        if change {
            let cell = rng.below(digits.len());
            digits[cell] = 1 + rng.below(b * b) as u8;
        }
        grid(b, &digits)
    }

    /// Every (box size, givens) pair twice; the long run takes 300 puzzles.
    #[test]
    fn every_method_finds_the_oracles_lex_first_for_box_sizes_1_to_3() {
        every_method_finds_the_oracles_lex_first(48);
    }

    #[test]
    #[ignore = "long: `cargo test -- --include-ignored` runs it, as CI does"]
    fn every_method_finds_the_oracles_lex_first_on_300_puzzles() {
        every_method_finds_the_oracles_lex_first(300);
    }

    /// `rounds` puzzles: box sizes 1, 2, 2, 3, 3, 3 in turn, cells kept with 10, 25, 40 and 60
    /// percent chances, every seventh with a digit changed.
    fn every_method_finds_the_oracles_lex_first(rounds: usize) {
        let mut rng = Rng::new(989);
        for round in 0..rounds {
            let b = [1, 2, 2, 3, 3, 3][round % 6];
            let keep = [10, 25, 40, 60][round / 6 % 4];
            let puzzle = random_puzzle(&mut rng, b, keep, round % 7 == 0);
            let expected = oracle::lex_first(puzzle.digits(), b);
            for method in [Method::Both, Method::Reading, Method::Probing] {
                let got = smallest_by(&puzzle, method, u64::MAX)
                    .0
                    .and_then(Result::ok)
                    .map(|g| g.digits().to_vec());
                assert_eq!(got, expected, "round {} {:?}: {:?}", round, method, puzzle);
            }
        }
    }

    #[test]
    fn the_methods_agree_on_16x16_grids_and_with_the_oracle_where_it_is_quick() {
        let mut rng = Rng::new(16);
        for round in 0..24 {
            let keep = [10, 30, 50, 70][round % 4];
            let puzzle = random_puzzle(&mut rng, 4, keep, keep >= 50 && round % 3 == 0);
            let both = smallest(&puzzle).ok();
            for method in [Method::Reading, Method::Probing] {
                assert_eq!(
                    smallest_by(&puzzle, method, u64::MAX)
                        .0
                        .and_then(Result::ok),
                    both,
                    "round {}",
                    round
                );
            }
            if keep >= 70 {
                let expected = oracle::lex_first(puzzle.digits(), 4);
                assert_eq!(
                    both.map(|g| g.digits().to_vec()),
                    expected,
                    "round {}",
                    round
                );
            }
        }
    }

    /// Every (box size, givens) pair three times; the long run takes 300 puzzles.
    #[test]
    fn counts_match_the_oracle_for_box_sizes_1_to_4() {
        counts_match_the_oracle(60);
    }

    #[test]
    #[ignore = "long: `cargo test -- --include-ignored` runs it, as CI does"]
    fn counts_match_the_oracle_on_300_puzzles() {
        counts_match_the_oracle(300);
    }

    /// `rounds` puzzles: box sizes 1, 2, 3, 3, 4 in turn, cells kept with 20, 40, 55 and 70
    /// percent chances, some with a digit changed.
    fn counts_match_the_oracle(rounds: usize) {
        let mut rng = Rng::new(31);
        for round in 0..rounds {
            let b = [1, 2, 3, 3, 4][round % 5];
            let keep = [20, 40, 55, 70][round / 5 % 4];
            let change = round % 4 == 0 && (b < 4 || keep >= 55);
            let puzzle = random_puzzle(&mut rng, b, keep, change);
            let expected = oracle::solve(puzzle.digits(), b, 3).count;
            for order in [Order::Fewest, Order::Reading] {
                let searched = search(&puzzle, order, 3, &mut |s| {
                    let keeps_givens = (0..s.digits().len())
                        .all(|c| puzzle.get(c) == 0 || puzzle.get(c) == s.get(c));
                    assert!(keeps_givens && s.first_repeat().is_none());
                    assert!(s.digits().iter().all(|&d| d != 0));
                });
                assert_eq!(searched.solutions, expected, "round {} {:?}", round, order);
            }
        }
    }

    #[test]
    fn a_25x25_grid_is_counted_and_its_smallest_solution_found_every_way() {
        let mut rng = Rng::new(25);
        let puzzle = random_puzzle(&mut rng, 5, 60, false);
        let expected = oracle::solve(puzzle.digits(), 5, 2).count;
        assert_eq!(
            search(&puzzle, Order::Fewest, 2, &mut |_| {}).solutions,
            expected
        );
        let least = smallest(&puzzle).expect("a solution");
        for method in [Method::Reading, Method::Probing] {
            assert_eq!(
                smallest_by(&puzzle, method, u64::MAX).0,
                Some(Ok(least.clone()))
            );
        }
        let empty = smallest(&AnyGrid::empty(5)).expect("the empty grid has solutions");
        assert_eq!(empty.first_repeat(), None);
        // The smallest first row is 1 to 25 in order; the second starts 6 7 8 9 10 1.
        assert!((0..25).all(|c| usize::from(empty.get(c)) == c + 1));
        assert_eq!(&empty.digits()[25..31], &[6, 7, 8, 9, 10, 1]);
    }

    /// Ten givens and no solution, found by a hunt against the reading order: it explores 29
    /// million guesses before giving up, where both in turn take under a hundred.
    const READING_TRAP: &str =
        "6.......3.7..1...........95......7........91...................................84";

    #[test]
    fn both_in_turn_escape_a_trap_for_the_reading_order() {
        let mut puzzle = AnyGrid::empty(3);
        for (cell, symbol) in READING_TRAP.bytes().enumerate() {
            puzzle.set(cell, if symbol == b'.' { 0 } else { symbol - b'0' });
        }
        let (answer, guesses) = smallest_by(&puzzle, Method::Both, u64::MAX);
        assert_eq!(answer, Some(Err(Unsolvable)));
        assert!(guesses < 1000, "{} guesses", guesses);
        // The reading order alone gives up at its cap, having made that many guesses.
        assert_eq!(smallest_by(&puzzle, Method::Reading, 5000), (None, 5000));
        assert_eq!(oracle::solve(puzzle.digits(), 3, 1).count, 0);
    }
}
