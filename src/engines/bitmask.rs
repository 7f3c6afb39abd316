//! The bitmask engine: candidate sets per cell, naked and hidden singles propagated to a
//! fixpoint, and a depth-first search that branches on the cell with the fewest candidates.
//! One routine serves every box size and every question: first solution, or count up to a limit
//! (a puzzle is unique when counting up to 2 finds exactly 1).
//!
//! # Technique
//! 1. **Candidates.** Each cell keeps a mask of the digits still possible there (bit `d - 1`
//!    for digit `d`). Placing a digit clears its bit from the cell's peers, so "which digits fit
//!    here?" is one load instead of a scan of three houses.
//! 2. **Naked single.** A cell left with one candidate must take it. Placing it may leave
//!    peers with one candidate, and so on; a cell left with none is a contradiction.
//! 3. **Hidden single.** A digit with one possible cell in a house must go there. One pass
//!    over a house finds all of them: `twice |= once & c; once |= c` over the cells' masks leaves
//!    the digits seen exactly once in `once & !twice`, and a digit missing from `once` has no
//!    place left — a contradiction.
//! 4. **Locked candidates**, only when the singles stall: if a digit's candidates in a box all
//!    lie in one row (or column), the digit leaves the rest of that row, and the other way round.
//! 5. **Search.** When no rule applies, pick the empty cell with the fewest candidates (usually
//!    two; ties to the cell with the most empty peers) — or, if some digit has fewer places left
//!    in a house, that digit's places — try each option in turn on a copy of the board, and
//!    propagate again. A contradiction ([`Unsolvable`]) ends that branch and is
//!    passed up with `?`.
//!
//! # Invariants
//! A filled cell's mask is exactly its digit's bit; an empty cell's mask never holds a digit
//! placed among its peers; `placed` holds each house's digits. So "which digits fit here" is
//! one load, and an empty mask is a contradiction seen at once.
//!
//! # A worked example
//! Row 1 reads `1 2 3 4 5 6 7 _ _`, and a 9 sits lower in column 8. Then r1c8 has {8}: a naked
//! single. Before that, the pass over row 1 sees that 9 fits only r1c9: a hidden single, found
//! even while r1c9 still shows {8, 9}. Fewest candidates first: a one-candidate cell is no
//! guess at all, and a two-candidate one at worst halves the tree.
//!
//! # Complexity
//! Propagation is `O(cells × peers)` a board; the search is exponential at worst (Sudoku is
//! NP-complete), but judge puzzles need from a handful of guesses to a few dozen.

use crate::board::grid::Grid;
use crate::board::shape::Shape;
use crate::engines::{Engine, Searched, Tally, Unsolvable};

/// The engine: candidate masks per cell, for any box size.
pub struct Bitmask;

impl<S: Shape> Engine<S> for Bitmask {
    fn search(
        puzzle: &Grid<S>,
        limit: usize,
        shown: usize,
        found: &mut dyn FnMut(&Grid<S>),
    ) -> Searched {
        let mut search = Search {
            singles: Vec::with_capacity(S::CELLS),
            tally: Tally::new(limit, shown, found),
        };
        if limit > 0 {
            if let Ok(board) = search.start(puzzle) {
                search.branch(board);
            }
        }
        search.tally.searched()
    }
}

/// One node of the search: what is known about every cell. Plain data, copied on each guess so
/// that backtracking is just dropping the copy.
struct Board<S: Shape> {
    /// Candidate mask of every cell; a filled cell keeps exactly its digit's bit.
    candidates: S::Masks,
    /// Filled cells: the givens and everything placed since.
    filled: Grid<S>,
    /// Number of empty cells in `filled`.
    empty: usize,
    /// The digits placed in each house (rows, columns, boxes; 48 fits both sizes): lets the
    /// hidden-single pass skip full houses and placed digits without looking at cells.
    placed: [u16; 48],
}

impl<S: Shape> Clone for Board<S> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<S: Shape> Copy for Board<S> {}

/// The search in progress: the state shared by every node.
struct Search<'a, S: Shape> {
    /// Cells whose candidates shrank to one, waiting to be placed (naked singles).
    /// Shared scratch space: empty between propagations.
    singles: Vec<u8>,
    tally: Tally<'a, S>,
}

impl<'a, S: Shape> Search<'a, S> {
    /// The root board: every given placed, then singles propagated.
    fn start(&mut self, puzzle: &Grid<S>) -> Result<Board<S>, Unsolvable> {
        let mut board = Board {
            candidates: S::filled_masks(S::ALL),
            filled: Grid::empty(),
            empty: S::CELLS,
            placed: [0; 48],
        };
        self.singles.clear();
        for (cell, &digit) in puzzle.digits().iter().enumerate() {
            if digit != 0 {
                let bit = digit_bit(digit).ok_or(Unsolvable)?;
                board.place(cell, bit, &mut self.singles)?;
            }
        }
        board.propagate(&mut self.singles)?;
        Ok(board)
    }

    /// Step 5: `board` is propagated; report it if full, else guess on its tightest cell.
    fn branch(&mut self, board: Board<S>) {
        if board.empty == 0 {
            self.tally.record(|| board.filled);
            return;
        }
        let (cell, mut guesses) = board.branch_cell();
        if guesses.count_ones() > 2 {
            if let Some((house, bit)) = board.fewest_places(guesses.count_ones()) {
                // A digit with fewer places in some house than the cell has candidates: branch
                // on where it goes instead.
                for &cell in S::house(house) {
                    let cell = usize::from(cell);
                    if board.filled.get(cell) == 0
                        && board.candidates.as_ref()[cell] & bit != 0
                        && !self.tally.done()
                    {
                        self.try_guess(board, cell, bit);
                    }
                }
                return;
            }
        }
        while guesses != 0 && !self.tally.done() {
            let bit = guesses & guesses.wrapping_neg();
            guesses &= guesses - 1;
            self.try_guess(board, cell, bit);
        }
    }

    /// Places `bit` in `cell` on a copy of `board`, propagates, and searches on from there.
    fn try_guess(&mut self, board: Board<S>, cell: usize, bit: u16) {
        self.tally.guesses += 1;
        let mut child = board;
        self.singles.clear();
        let propagated = child
            .place(cell, bit, &mut self.singles)
            .and_then(|()| child.propagate(&mut self.singles));
        if propagated.is_ok() {
            self.branch(child);
        }
    }
}

impl<S: Shape> Board<S> {
    /// Fills `cell` with the digit of the one-bit mask `bit`, clears that digit from the peers,
    /// and queues every peer left with a single candidate. Placing a cell's own digit again is a
    /// no-op; placing a digit that is no longer a candidate is a contradiction.
    fn place(&mut self, cell: usize, bit: u16, singles: &mut Vec<u8>) -> Result<(), Unsolvable> {
        if self.candidates.as_ref()[cell] & bit == 0 {
            return Err(Unsolvable);
        }
        if self.filled.get(cell) != 0 {
            return Ok(());
        }
        self.filled.set(cell, bit.trailing_zeros() as u8 + 1);
        self.empty -= 1;
        let (row, column) = (cell / S::SIDE, cell % S::SIDE);
        let square = row / S::BOX * S::BOX + column / S::BOX;
        for house in [row, S::SIDE + column, 2 * S::SIDE + square] {
            self.placed[house] |= bit;
        }
        self.candidates.as_mut()[cell] = bit;
        for &peer in S::peers(cell) {
            self.remove(usize::from(peer), bit, singles)?;
        }
        Ok(())
    }

    /// Steps 2 to 4 until none of them changes anything.
    fn propagate(&mut self, singles: &mut Vec<u8>) -> Result<(), Unsolvable> {
        loop {
            while let Some(cell) = singles.pop() {
                let cell = usize::from(cell);
                // A queued cell's mask stays one bit until it is placed: losing that bit
                // would have made it zero, which `place` reports at once.
                self.place(cell, self.candidates.as_ref()[cell], singles)?;
            }
            if self.empty == 0 {
                return Ok(());
            }
            if !self.place_hidden_singles(singles)? && !self.eliminate_locked_candidates(singles)? {
                return Ok(());
            }
        }
    }

    /// Step 4, tried only when the singles stall: locked candidates. A box and a line (row or
    /// column) cross in a *segment* of `B` cells. If a digit's candidates in the box all lie in
    /// the segment, the digit must go there, so it leaves the rest of the line ("pointing"); if its
    /// candidates in the line all lie in the segment, it leaves the rest of the box ("claiming").
    /// Returns whether any candidate was removed. (It cut the slowest 16×16 puzzle by a third.)
    fn eliminate_locked_candidates(&mut self, singles: &mut Vec<u8>) -> Result<bool, Unsolvable> {
        let (b, n) = (S::BOX, S::SIDE);
        // One pass over the cells: segments[0][row][k] is the candidates of `row`'s cells in
        // its k-th box, segments[1][column][k] the same for a column (at most 16 lines, 4 boxes).
        let mut segments = [[[0u16; 4]; 16]; 2];
        for (cell, &candidates) in self.candidates.as_ref().iter().enumerate() {
            let (row, column) = (cell / n, cell % n);
            segments[0][row][column / b] |= candidates;
            segments[1][column][row / b] |= candidates;
        }
        let mut changed = false;
        // Rows (transpose = 0), then columns: the same walk with the cell index transposed.
        for (transpose, lines) in segments.iter().enumerate() {
            let cell_at = |line: usize, i: usize| {
                if transpose == 0 {
                    line * n + i
                } else {
                    i * n + line
                }
            };
            for line in 0..n {
                let band = line / b * b;
                for k in 0..b {
                    let segment = lines[line][k];
                    let line_rest = (0..b)
                        .filter(|&j| j != k)
                        .fold(0, |m, j| m | lines[line][j]);
                    let box_rest = (band..band + b)
                        .filter(|&o| o != line)
                        .fold(0, |m, o| m | lines[o][k]);
                    // Candidates only shrink, so a deduction from this scan stays valid while
                    // removals below change the board.
                    let pointing = segment & !box_rest & line_rest;
                    let claiming = segment & !line_rest & box_rest;
                    if pointing != 0 {
                        for i in (0..n).filter(|&i| i / b != k) {
                            self.remove(cell_at(line, i), pointing, singles)?;
                        }
                        changed = true;
                    }
                    if claiming != 0 {
                        for other in (band..band + b).filter(|&o| o != line) {
                            for i in k * b..k * b + b {
                                self.remove(cell_at(other, i), claiming, singles)?;
                            }
                        }
                        changed = true;
                    }
                }
            }
        }
        Ok(changed)
    }

    /// Clears the digits of `mask` from an empty cell's candidates, queueing it if one is left.
    fn remove(&mut self, cell: usize, mask: u16, singles: &mut Vec<u8>) -> Result<(), Unsolvable> {
        let candidates = &mut self.candidates.as_mut()[cell];
        if *candidates & mask != 0 {
            *candidates &= !mask;
            match *candidates {
                0 => return Err(Unsolvable),
                left if left & (left - 1) == 0 => singles.push(cell as u8),
                _ => {}
            }
        }
        Ok(())
    }

    /// Step 3 over every house. Returns whether anything was placed (the naked singles this
    /// creates are queued in `singles`).
    fn place_hidden_singles(&mut self, singles: &mut Vec<u8>) -> Result<bool, Unsolvable> {
        let mut placed_any = false;
        for house in 0..3 * S::SIDE {
            let placed = self.placed[house];
            if placed == S::ALL {
                continue;
            }
            let cells = S::house(house);
            let (mut once, mut twice) = (0u16, 0u16);
            for &cell in cells {
                let candidates = self.candidates.as_ref()[usize::from(cell)];
                twice |= once & candidates;
                once |= candidates;
            }
            if once != S::ALL {
                return Err(Unsolvable);
            }
            let mut hidden = once & !twice & !placed;
            while hidden != 0 {
                let bit = hidden & hidden.wrapping_neg();
                hidden &= hidden - 1;
                // Placing an earlier hidden single of this house can take this digit's only
                // cell (two digits with one and the same place): then no cell has it.
                let cell = cells
                    .iter()
                    .map(|&cell| usize::from(cell))
                    .find(|&cell| self.candidates.as_ref()[cell] & bit != 0)
                    .ok_or(Unsolvable)?;
                self.place(cell, bit, singles)?;
                placed_any = true;
            }
        }
        Ok(placed_any)
    }

    /// Where to guess: the empty cell with the fewest candidates, and those candidates. Ties go
    /// to the cell with the most empty peers, whose guess propagates furthest (the first tied
    /// cell left 16×16 puzzles needing tens of thousands of guesses). Constraint: some cell is
    /// empty.
    fn branch_cell(&self) -> (usize, u16) {
        let mut best = (u32::MAX, 0, 0, 0);
        for (cell, &candidates) in self.candidates.as_ref().iter().enumerate() {
            let count = candidates.count_ones();
            if self.filled.get(cell) == 0 && count <= best.0 {
                let empty_peers = S::peers(cell)
                    .iter()
                    .filter(|&&peer| self.filled.get(usize::from(peer)) == 0)
                    .count();
                if count < best.0 || empty_peers > best.1 {
                    best = (count, empty_peers, cell, candidates);
                }
            }
        }
        (best.2, best.3)
    }
}

impl<S: Shape> Board<S> {
    /// The house and digit (as a bit) with the fewest places left, if fewer than `than`: the
    /// other half of Knuth's "S heuristic" (choose the constraint with the fewest options),
    /// consulted only when no cell has two candidates: rare, but on a nearly empty 16×16 grid
    /// branching on cells alone can wander through a huge tree.
    fn fewest_places(&self, than: u32) -> Option<(usize, u16)> {
        let mut best: Option<(u32, usize, u16)> = None;
        for house in 0..3 * S::SIDE {
            let cells = S::house(house);
            let mut missing = S::ALL & !self.placed[house];
            while missing != 0 {
                let bit = missing & missing.wrapping_neg();
                missing &= missing - 1;
                let places = cells
                    .iter()
                    .filter(|&&c| self.candidates.as_ref()[usize::from(c)] & bit != 0)
                    .count() as u32;
                if places < than && best.map_or(true, |(fewest, ..)| places < fewest) {
                    best = Some((places, house, bit));
                }
            }
        }
        best.map(|(_, house, bit)| (house, bit))
    }
}

/// The candidate bit of `digit`, or `None` for 0 or a digit over 16.
fn digit_bit(digit: u8) -> Option<u16> {
    1u16.checked_shl(u32::from(digit).wrapping_sub(1))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::shape::{Box3, Box4};
    use crate::testing::Rng;

    fn grid<S: Shape>(text: &str, symbols: &str) -> Grid<S> {
        let mut grid = Grid::empty();
        for (cell, ch) in text.chars().filter(|c| !c.is_whitespace()).enumerate() {
            grid.set(cell, symbols.find(ch).map_or(0, |i| i as u8 + 1));
        }
        grid
    }

    fn grid9(text: &str) -> Grid<Box3> {
        grid(text, "123456789")
    }

    /// Whether `digit` clashes with a digit in another cell of `cell`'s row, column or box.
    fn naive_clash(digits: &[u8], side: usize, b: usize, cell: usize, digit: u8) -> bool {
        let (row, column) = (cell / side, cell % side);
        (0..side).any(|i| {
            let (box_row, box_column) = (row / b * b + i / b, column / b * b + i % b);
            [
                row * side + i,
                i * side + column,
                box_row * side + box_column,
            ]
            .iter()
            .any(|&other| other != cell && digits[other] == digit)
        })
    }

    /// The deliberately simple model: reject clashing givens, then try every digit in the first
    /// empty cell, checking the three houses by scanning them. Counts solutions up to `limit`.
    fn naive_count(digits: &mut [u8], side: usize, b: usize, limit: usize) -> usize {
        let givens_clash =
            (0..digits.len()).any(|c| digits[c] != 0 && naive_clash(digits, side, b, c, digits[c]));
        if givens_clash {
            return 0;
        }
        naive_extend(digits, side, b, limit)
    }

    fn naive_extend(digits: &mut [u8], side: usize, b: usize, limit: usize) -> usize {
        let cell = match digits.iter().position(|&d| d == 0) {
            Some(cell) => cell,
            None => return 1,
        };
        let mut count = 0;
        for digit in 1..=side as u8 {
            if !naive_clash(digits, side, b, cell, digit) {
                digits[cell] = digit;
                count += naive_extend(digits, side, b, limit - count);
                digits[cell] = 0;
                if count >= limit {
                    break;
                }
            }
        }
        count
    }

    fn is_valid_solution<S: Shape>(solution: &Grid<S>, puzzle: &Grid<S>) -> bool {
        let keeps_givens =
            (0..S::CELLS).all(|c| puzzle.get(c) == 0 || puzzle.get(c) == solution.get(c));
        let houses_complete = (0..3 * S::SIDE).all(|h| {
            let mask = S::house(h)
                .iter()
                .fold(0u32, |m, &c| m | 1 << solution.get(usize::from(c)));
            mask == (1u32 << (S::SIDE + 1)) - 2
        });
        keeps_givens && houses_complete
    }

    const INKALA: &str =
        "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..";
    const INKALA_SOLUTION: &str =
        "812753649943682175675491283154237896369845721287169534521974368438526917796318452";

    #[test]
    fn solves_a_hard_named_puzzle_to_its_known_solution() {
        let puzzle = grid9(INKALA);
        assert_eq!(Bitmask::solve(&puzzle), Ok(grid9(INKALA_SOLUTION)));
        assert_eq!(Bitmask::count_solutions(&puzzle, 2), 1);
    }

    #[test]
    fn full_valid_grid_is_its_own_solution() {
        let full = grid9(INKALA_SOLUTION);
        assert_eq!(Bitmask::solve(&full), Ok(full));
        assert_eq!(Bitmask::count_solutions(&full, 5), 1);
    }

    #[test]
    fn repeated_given_is_unsolvable() {
        let mut puzzle = grid9(INKALA);
        puzzle.set(1, 8); // row 0 already has an 8 in cell 0
        assert_eq!(Bitmask::solve(&puzzle), Err(Unsolvable));
        assert_eq!(Bitmask::count_solutions(&puzzle, 2), 0);
    }

    #[test]
    fn no_solution_without_a_direct_contradiction() {
        // Row 0 needs a 9 in cell 8, but column 8 already has one lower down; no two givens clash.
        let puzzle = grid9(
            "12345678. ......... ......... ......... ......... ......... ......... ......... ........9",
        );
        assert_eq!(Bitmask::solve(&puzzle), Err(Unsolvable));
    }

    #[test]
    fn digit_bit_rejects_zero_and_digits_past_sixteen() {
        assert_eq!(digit_bit(1), Some(1));
        assert_eq!(digit_bit(16), Some(0x8000));
        assert_eq!(digit_bit(0), None);
        assert_eq!(digit_bit(17), None);
    }

    #[test]
    fn empty_grid_has_many_solutions_and_limit_is_respected() {
        let empty = Grid::<Box3>::empty();
        assert_eq!(Bitmask::count_solutions(&empty, 0), 0);
        assert_eq!(Bitmask::count_solutions(&empty, 1), 1);
        assert_eq!(Bitmask::count_solutions(&empty, 50), 50);
        let mut seen = Vec::new();
        Bitmask::search(&empty, 3, 3, &mut |g| seen.push(*g));
        assert_eq!(seen.len(), 3);
        assert!(seen.iter().all(|s| is_valid_solution(s, &empty)));
        assert!(seen[0] != seen[1] && seen[1] != seen[2]);
    }

    #[test]
    fn empty_16x16_grid_is_solved() {
        let empty = Grid::<Box4>::empty();
        let solution = Bitmask::solve(&empty).unwrap();
        assert!(is_valid_solution(&solution, &empty));
    }

    /// 16 givens (row one) that once sent the search into an 18-second dead subtree.
    const EMPTY_BUT_ROW_ONE: [u8; 16] = [5, 13, 14, 10, 3, 6, 2, 1, 15, 7, 16, 8, 11, 9, 12, 4];

    #[test]
    fn nearly_empty_16x16_grid_that_once_took_18_seconds_is_solved() {
        let mut puzzle = Grid::<Box4>::empty();
        for (column, &digit) in EMPTY_BUT_ROW_ONE.iter().enumerate() {
            puzzle.set(column, digit);
        }
        let solution = Bitmask::solve(&puzzle).unwrap();
        assert!(is_valid_solution(&solution, &puzzle));
    }

    #[test]
    fn matches_naive_model_on_random_9x9_puzzles() {
        let base = grid9(INKALA_SOLUTION);
        let mut rng = Rng::new(0x9e37_79b9_7f4a_7c15);
        for round in 0..300 {
            let mut puzzle = base;
            // Blank 40..64 cells, sometimes plant a wrong digit: unique, multiple and no solutions.
            let blanks = 40 + rng.below(25);
            for _ in 0..blanks {
                puzzle.set(rng.below(81), 0);
            }
            if round % 3 == 0 {
                puzzle.set(rng.below(81), 1 + rng.below(9) as u8);
            }
            let mut digits = puzzle.digits().to_vec();
            let expected = naive_count(&mut digits, 9, 3, 3);
            assert_eq!(
                Bitmask::count_solutions(&puzzle, 3),
                expected,
                "round {}: {:?}",
                round,
                puzzle
            );
            match Bitmask::solve(&puzzle) {
                Ok(solution) => assert!(is_valid_solution(&solution, &puzzle)),
                Err(Unsolvable) => assert_eq!(expected, 0),
            }
        }
    }

    #[test]
    fn matches_naive_model_on_random_16x16_puzzles() {
        let base = Bitmask::solve(&Grid::<Box4>::empty()).unwrap();
        let mut rng = Rng::new(42);
        for round in 0..40 {
            let mut puzzle = base;
            for _ in 0..60 + rng.below(40) {
                puzzle.set(rng.below(256), 0);
            }
            if round % 4 == 0 {
                puzzle.set(rng.below(256), 1 + rng.below(16) as u8);
            }
            let mut digits = puzzle.digits().to_vec();
            let expected = naive_count(&mut digits, 16, 4, 2);
            assert_eq!(
                Bitmask::count_solutions(&puzzle, 2),
                expected,
                "round {}: {:?}",
                round,
                puzzle
            );
        }
    }
}
