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
//! **Prices: one bound for rows, columns and boxes at once.** The bound above sees one kind of
//! house at a time. Where the cells that count are empty both ways round, every row alone puts
//! its smallest digits on its heavy cells, though no column can take the same small digit
//! from every row, and the bound stays tens of points above any solution. So a second bound
//! keeps the rows exact and puts a *price* on each pair (column, digit) and (box, digit):
//!
//! 1. Each row is filled on its own, as well as it can be: its empty cells take its missing
//!    digits, one each and only candidates, where digit d in a cell earns the cell's shifted
//!    weight × d, less the price of d in the cell's column and the price of d in its box. That
//!    is an assignment problem (at most 9 cells × 9 digits), solved exactly by the Hungarian
//!    method.
//! 2. The total is what the nine rows earn plus the price of every digit that a column or a
//!    box still misses.
//!
//! In a solution, each column and box takes each of its missing digits exactly once, so the
//! prices its rows pay are exactly the prices added back: the total is at least the value of
//! any solution, whatever the prices. That makes it an upper bound, and the prices a dial to
//! tighten it. Where the rows' choices put a digit twice in a column, its price there goes up;
//! where they leave it out, down, by the step that would bring the total down to the value
//! needed if it fell in a straight line (a subgradient step of *Lagrangian relaxation*). One
//! such round runs at each node, starting from the prices the last node left behind. When the
//! rows' choices use every missing digit once in every column and box, they are a solution,
//! and the best one the node has: it becomes the best found. With good prices this bound comes
//! close to the linear-programming relaxation of the whole puzzle: exact on most grids, a few
//! points high where the givens are every cell of a few digits, which leaves the search more
//! to prove. All its arithmetic is in integers (sixty-fourths of a point).
//!
//! **Ruling out candidates.** Each row's assignment also leaves a *reduced cost* for every
//! (cell, digit) pair: how much that row's best loses if the cell must take the digit. Where
//! the total less that loss falls below the value needed, no completion through the pair beats
//! the best found, so the digit leaves the cell's candidates for the whole subtree (and is
//! given back when the search leaves it). The branch is then on the heaviest cell that counts
//! (in absolute shifted weight), of those the one with the fewest candidates left: a heavy
//! cell's digit moves the bound most.
//!
//! # Complexity
//! Exponential in the worst case, like any exhaustive search; each node costs a few passes over
//! the 81 cells and one round of nine assignment problems, `O(9³)` each.

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
            banned: [0; 81],
            bans: Vec::new(),
            branches: Vec::with_capacity(25),
            started: false,
            prices: [[[0; 10]; 9]; 2],
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
    // The two searches take turns, a slice of nodes each, until one finishes; the best score
    // found so far passes from one to the other.
    let mut best = None;
    loop {
        for search in &mut searches {
            search.best = best;
            let finished = search.resume(SLICE);
            best = search.best;
            if finished {
                return best.map(|best| (BASE + best) as u32);
            }
        }
    }
}

/// The nodes each search visits in its turn.
const SLICE: u32 = 512;

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
    /// The digits each cell may no longer take (bit `d`), though no house holds them: no
    /// completion through them beats the best score found when they were ruled out.
    banned: [u16; 81],
    /// The bits each ruling-out added, in order; the trail holds `BANNED + cell` for each.
    bans: Vec<u16>,
    /// The open branches, from the root down: the search's place, kept between turns.
    branches: Vec<Branch>,
    /// Whether the root has been visited.
    started: bool,
    /// The prices of the priced bound, in [`UNIT`]s: `prices[0][column][digit]` and
    /// `prices[1][box][digit]`. They carry over from node to node.
    prices: [[[i32; 10]; 9]; 2],
}

/// An open branch: the cell branched on, the digits still to try there (bit `d`), and how
/// long the trail was before the singles of its node.
#[derive(Clone, Copy)]
struct Branch {
    cell: usize,
    digits: u16,
    mark: usize,
}

/// The prices' unit: 1/64 of a point, so that steps can be fractions of a point while all the
/// arithmetic stays in integers.
const UNIT: i32 = 64;

/// Rounds of price changes at each node (the prices carry over, so later nodes start closer).
const ROUNDS: usize = 1;

/// A choice the rows may not make: a digit that is not a candidate of the cell.
const FORBIDDEN: i32 = -(1 << 24);

/// Marks a ruling-out on the trail: `BANNED + cell`.
const BANNED: usize = 128;

/// What the priced bound says of a node.
enum Priced {
    /// No completion of the node reaches the value needed, or none exists at all.
    Cut,
    /// The rows' choices fit every column and box: they are a solution, the node's best, and
    /// add this much (Σ shifted weight × digit over the empty cells).
    Solved(i32),
    /// Neither: the search must branch.
    Open,
}

impl Search {
    /// The digits `cell` may still take (bits 1 to 9).
    fn candidates(&self, cell: usize) -> u16 {
        let [row, column, square] = houses(cell);
        let taken = self.used[0][row] | self.used[1][column - 9] | self.used[2][square - 18];
        !taken & !self.banned[cell] & 0x3fe
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
            if cell >= BANNED {
                self.banned[cell - BANNED] ^= self.bans.pop().unwrap_or(0);
            } else {
                self.remove(cell);
            }
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

    /// The empty cell among those `wanted` with the fewest candidates, of those the one with
    /// the heaviest shifted weight (in absolute value); or, `heaviest_first`, the other way round.
    fn next_cell(&self, wanted: impl Fn(usize) -> bool, heaviest_first: bool) -> Option<usize> {
        (0..81)
            .filter(|&cell| self.digits[cell] == 0 && wanted(cell))
            .min_by_key(|&cell| {
                let light = 9 - SHIFTED[cell].unsigned_abs();
                let many = self.candidates(cell).count_ones();
                if heaviest_first {
                    (light, many)
                } else {
                    (many, light)
                }
            })
    }

    /// Whether the empty cells can be filled at all: a search that stops at the first solution.
    /// Leaves the state as it found it.
    fn completes(&mut self) -> bool {
        let mark = self.trail.len();
        let done = self.settle()
            && match self.next_cell(|_| true, false) {
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

    /// The priced bound (see the module docs), asked whether the empty cells can add `need`.
    // The loops index prices, uses and houses together by (kind, index, digit).
    #[allow(clippy::needless_range_loop)]
    fn priced(&mut self, need: i32) -> Priced {
        let target = need * UNIT;
        for _ in 0..ROUNDS {
            // How often the rows' choices put each digit in each column and box.
            let mut uses = [[[0i32; 10]; 9]; 2];
            let mut slack = [[0i32; 10]; 81];
            let mut total = 0;
            for row in 0..9 {
                match self.best_row(row, &mut uses, &mut slack) {
                    Some(value) => total += value,
                    None => return Priced::Cut,
                }
            }
            // The prices added back, and how far the choices are from one use of each digit.
            let mut misfit = 0;
            for kind in 0..2 {
                for index in 0..9 {
                    let missing = self.missing(9 * (kind + 1) + index);
                    for digit in (1..10).filter(|&d| missing & 1 << d != 0) {
                        total += self.prices[kind][index][digit];
                        let excess = uses[kind][index][digit] - 1;
                        misfit += excess * excess;
                    }
                }
            }
            if total < target {
                return Priced::Cut;
            }
            if misfit == 0 {
                return Priced::Solved(total / UNIT);
            }
            self.rule_out(total - target, &slack);
            // A digit used too often gets dearer, one left out cheaper, by the step that would
            // bring the total down to the target if the bound were linear.
            let step = i64::from(total - target + UNIT / 2);
            for kind in 0..2 {
                for index in 0..9 {
                    let missing = self.missing(9 * (kind + 1) + index);
                    for digit in (1..10).filter(|&d| missing & 1 << d != 0) {
                        let change = step * i64::from(uses[kind][index][digit] - 1);
                        let misfit = i64::from(misfit);
                        let rounded = (change + change.signum() * misfit / 2) / misfit;
                        self.prices[kind][index][digit] += rounded as i32;
                    }
                }
            }
        }
        Priced::Open
    }

    /// Rules out every candidate whose `slack` (what taking it costs the priced bound) is more
    /// than `room`, the bound's excess over the value needed.
    fn rule_out(&mut self, room: i32, slack: &[[i32; 10]; 81]) {
        for (cell, slack) in slack.iter().enumerate() {
            if self.digits[cell] != 0 {
                continue;
            }
            let mut out = 0;
            let mut candidates = self.candidates(cell);
            while candidates != 0 {
                let digit = candidates.trailing_zeros() as usize;
                candidates &= candidates - 1;
                if slack[digit] > room {
                    out |= 1 << digit;
                }
            }
            if out != 0 {
                self.banned[cell] |= out;
                self.bans.push(out);
                self.trail.push((BANNED + cell) as u8);
            }
        }
    }

    /// The most row `row`'s empty cells can add when they take its missing digits one each,
    /// each only a candidate, every digit earning its shifted weight × digit less its prices
    /// (in [`UNIT`]s); each choice counted in `uses`. `None` when the cells cannot take the
    /// digits at all.
    fn best_row(
        &self,
        row: usize,
        uses: &mut [[[i32; 10]; 9]; 2],
        slack: &mut [[i32; 10]; 81],
    ) -> Option<i32> {
        let (mut cells, mut digits) = ([0; 9], [0; 9]);
        let mut size = 0;
        for cell in (row * 9..row * 9 + 9).filter(|&cell| self.digits[cell] == 0) {
            cells[size] = cell;
            size += 1;
        }
        let missing = self.missing(row);
        for (slot, digit) in digits
            .iter_mut()
            .zip((1..10).filter(|&d| missing & 1 << d != 0))
        {
            *slot = digit;
        }
        let (cells, digits) = (&cells[..size], &digits[..size]);
        let mut value = [[FORBIDDEN; 9]; 9];
        for (i, &cell) in cells.iter().enumerate() {
            let candidates = self.candidates(cell);
            let [_, column, square] = houses(cell);
            for (j, &digit) in digits.iter().enumerate() {
                if candidates & 1 << digit != 0 {
                    value[i][j] = UNIT * SHIFTED[cell] * digit as i32
                        - self.prices[0][column - 9][digit]
                        - self.prices[1][square - 18][digit];
                }
            }
        }
        let mut chosen = [0; 9];
        let mut reduced = [[0; 9]; 9];
        let total = assign(size, &value, &mut chosen, &mut reduced)?;
        for (i, &cell) in cells.iter().enumerate() {
            for (j, &digit) in digits.iter().enumerate() {
                slack[cell][digit] = reduced[i][j];
            }
            let [_, column, square] = houses(cell);
            let digit = digits[chosen[i]];
            uses[0][column - 9][digit] += 1;
            uses[1][square - 18][digit] += 1;
        }
        Some(total)
    }

    /// Visits up to `nodes` more nodes; `true` once the search is over, its best score final.
    fn resume(&mut self, nodes: u32) -> bool {
        for _ in 0..nodes {
            if !self.started {
                self.started = true;
            } else if !self.advance() {
                return true;
            }
            self.visit();
        }
        false
    }

    /// Moves to the next node: takes back the digit last tried in the deepest open branch and
    /// places the next one (the best scoring first), closing the branches that have none left.
    /// `false` when no branch is open: the search is over.
    fn advance(&mut self) -> bool {
        while let Some(&Branch { cell, digits, mark }) = self.branches.last() {
            if self.digits[cell] != 0 {
                self.remove(cell); // the digit tried last
            }
            if digits == 0 {
                self.branches.pop();
                self.undo(mark);
                continue;
            }
            let digit = if SHIFTED[cell] > 0 {
                15 - digits.leading_zeros()
            } else {
                digits.trailing_zeros()
            };
            if let Some(branch) = self.branches.last_mut() {
                branch.digits &= !(1 << digit);
            }
            self.place(cell, digit as u8);
            return true;
        }
        false
    }

    /// Visits the node the search stands on: places its singles, then either ends it (a dead
    /// end, a cut, or every cell that counts filled) or opens a branch on its next cell.
    fn visit(&mut self) {
        let mark = self.trail.len();
        if self.settle() {
            if let Some(cell) = self.branch_cell() {
                let digits = self.candidates(cell);
                self.branches.push(Branch { cell, digits, mark });
                return;
            }
        }
        self.undo(mark);
    }

    /// The cell to branch on at this node, or `None` when the node needs no branch: every cell
    /// that counts is filled (and the score recorded if a completion exists and beats the best),
    /// or a bound shows it cannot beat the best score found.
    fn branch_cell(&mut self) -> Option<usize> {
        let cell = match self.next_cell(|cell| SHIFTED[cell] != 0, true) {
            Some(cell) => cell,
            None => {
                // Every cell the score depends on is filled: one completion settles it.
                if self.best.map_or(true, |best| self.score > best) && self.completes() {
                    self.best = Some(self.score);
                }
                return None;
            }
        };
        let best = match self.best {
            Some(best) => best,
            None => return Some(cell),
        };
        if self.score + self.bound(&SHIFTED) <= best
            || self.by_columns + self.bound(&SHIFTED_BY_COLUMNS) <= best
        {
            return None;
        }
        match self.priced(best + 1 - self.score) {
            Priced::Cut => return None,
            Priced::Solved(value) => {
                self.best = Some(self.score + value);
                return None;
            }
            Priced::Open => {}
        }
        Some(cell)
    }
}

/// The most Σ `value[i][chosen[i]]` over the one-to-one choices of a column `chosen[i]` for
/// each row `i` of the `size` × `size` matrix `value`, or `None` if every such choice takes a
/// [`FORBIDDEN`] entry. The Hungarian method (Kuhn and Munkres) in its shortest-path form:
/// rows join one at a time, each by the cheapest path that re-seats earlier rows, with
/// potentials that keep every cost non-negative. `O(size³)`.
fn assign(
    size: usize,
    value: &[[i32; 9]; 9],
    chosen: &mut [usize; 9],
    reduced: &mut [[i32; 9]; 9],
) -> Option<i32> {
    // Costs are -value; index 0 is a virtual row and column, as in the textbook version.
    let cost = |row: usize, column: usize| -i64::from(value[row - 1][column - 1]);
    let (mut row_potential, mut column_potential) = ([0i64; 10], [0i64; 10]);
    let mut seated = [0usize; 10]; // the row seated in each column, 0 for none
    let mut came_from = [0usize; 10];
    for row in 1..=size {
        seated[0] = row;
        let mut column = 0;
        let mut least = [i64::MAX; 10];
        let mut done = [false; 10];
        loop {
            done[column] = true;
            let from = seated[column];
            let (mut delta, mut next) = (i64::MAX, 0);
            for j in 1..=size {
                if !done[j] {
                    let reduced = cost(from, j) - row_potential[from] - column_potential[j];
                    if reduced < least[j] {
                        least[j] = reduced;
                        came_from[j] = column;
                    }
                    if least[j] < delta {
                        delta = least[j];
                        next = j;
                    }
                }
            }
            for j in 0..=size {
                if done[j] {
                    row_potential[seated[j]] += delta;
                    column_potential[j] -= delta;
                } else {
                    least[j] -= delta;
                }
            }
            column = next;
            if seated[column] == 0 {
                break;
            }
        }
        while column != 0 {
            let previous = came_from[column];
            seated[column] = seated[previous];
            column = previous;
        }
    }
    for row in 1..=size {
        for column in 1..=size {
            let slack = cost(row, column) - row_potential[row] - column_potential[column];
            reduced[row - 1][column - 1] = slack.min(i64::from(i32::MAX)) as i32;
        }
    }
    let mut total = 0;
    for column in 1..=size {
        let row = seated[column] - 1;
        chosen[row] = column - 1;
        if value[row][column - 1] == FORBIDDEN {
            return None;
        }
        total += value[row][column - 1];
    }
    Some(total)
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
    #[ignore = "long: `cargo test -- --include-ignored` runs it, as CI does"]
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

    /// Every layout twice, and every count of givens from 24 to 32; the long run takes 40.
    #[test]
    fn agrees_with_the_independent_maximiser_on_every_layout_at_24_to_32_givens() {
        agrees_with_the_independent_maximiser(2 * Layout::ALL.len());
    }

    #[test]
    #[ignore = "long: `cargo test -- --include-ignored` runs it, as CI does"]
    fn agrees_with_the_independent_maximiser_on_40_puzzles() {
        agrees_with_the_independent_maximiser(40);
    }

    /// `rounds` puzzles, the layouts in turn, with 24 to 32 givens in turn.
    fn agrees_with_the_independent_maximiser(rounds: usize) {
        let mut rng = Rng::new(29);
        for round in 0..rounds {
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
