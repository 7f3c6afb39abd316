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
//! digit. The search branches only on those 25 cells (the one with the fewest candidates,
//! the heaviest of those), its best digit first. Once they are all filled, the score is
//! known, and one completion of the rest settles it: a search that stops at the first
//! solution, not an enumeration.
//!
//! **Two ways round.** The transposed puzzle has the same scores but other cells that count,
//! and a layout that is slow one way is often fast the other. So the search runs on both in
//! turn, a slice of nodes each, the best score found passed from one to the other, until one
//! of them finishes: at most about twice the work of the faster.
//!
//! **The bound: templates with prices.** A *template* of a digit is one cell in every row,
//! column and box: where that digit sits in a solution. A solution is nine templates, one per
//! digit, that share no cell. At each node the search asks whether the empty cells can still
//! add enough to beat the best score found, and answers with an upper bound that drops the
//! rule that templates share no cell and charges a *price* for each empty cell instead:
//!
//! 1. Each digit takes its best template on its own, over the cells where it is still a
//!    candidate, earning shifted weight × digit less the price of each empty cell it takes.
//!    A template crosses each band of three rows on one cell per row and per stack, and in
//!    each stack the three bands take the three columns. So the best one is found band by
//!    band: each band's best cells on each choice of one column per stack (27 choices), then
//!    the best of the 216 ways the three bands' choices fit together. That is a few hundred
//!    additions, with no search.
//! 2. The total is what the nine digits earn plus the price of every empty cell.
//!
//! In a solution, each empty cell is taken by exactly one digit, so the price it pays is the
//! price added back: the total is at least the value of any solution, whatever the prices.
//! That makes it an upper bound, and the prices a dial to tighten it. A cell that two digits
//! chose gets dearer and one no digit chose cheaper, by the step that would bring the total
//! down to the value needed if it fell in a straight line (a subgradient step of *Lagrangian
//! relaxation*). Up to [`ROUNDS`] such rounds run at each node, from the prices the last node
//! left behind, and a round that leaves the bound more than [`FAR`] points above the value
//! needed is the node's last (more rounds narrow the gap by a point or two). When the chosen
//! templates take every empty cell once, they are a solution, and the best one the node has:
//! it becomes the best found. A digit with no template left ends the node: it has no solution.
//!
//! **Ruling out candidates.** After the last round, the bound exceeds the value needed by some
//! *room*. A template of a digit worth less than its best minus the room would bring the
//! total below the value needed, so no completion that beats the best found uses it. The
//! most a template through each cell is worth comes from the same tables (each band's cells
//! plus the best the other two bands earn on columns that fit), and a candidate whose best
//! template falls short leaves its cell for the whole subtree (it is given back when the
//! search leaves the node): fewer candidates, more singles, fewer nodes.
//!
//! Because each template already keeps its digit once per row, column and box, this bound
//! is exact on grids where a bound that treats a cell's digits as fractions stays points
//! high (every cell of a few digits given, the rest open). All its arithmetic is in integers
//! (sixty-fourths of a point).
//!
//! # Complexity
//! Exponential in the worst case, like any exhaustive search; each node costs a few rounds of
//! nine best templates, each `O(27 · 6 + 216)` additions at most (fewer where the digit has
//! few places), then the best template through each cell, at the same cost.

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
const SHIFTED: [i32; 81] = shifted();

/// 6 × 405 for the 6 taken off every cell, 45 × 12 for the rows, 45 for the centre box.
const BASE: i32 = 3015;

const fn shifted() -> [i32; 81] {
    let mut table = [0; 81];
    let mut cell = 0;
    while cell < 81 {
        let (row, column) = (cell / 9, cell % 9);
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
            best: None,
            trail: Vec::with_capacity(81),
            branches: Vec::with_capacity(25),
            started: false,
            prices: [0; 81],
            banned: [0; 81],
            bans: Vec::new(),
            tables: vec![Templates::EMPTY; 9],
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

/// The prices' unit: 1/64 of a point, so that steps can be fractions of a point while all the
/// arithmetic stays in integers.
const UNIT: i32 = 64;

/// Rounds of price changes at each node (the prices carry over, so later nodes start closer).
const ROUNDS: usize = 4;

/// A round that leaves the bound more than this many points above the value needed is a node's
/// last: more rounds narrow the gap by a point or two, so they cut only nodes already close.
const FAR: i64 = 2;

/// Marks a ruling-out on the trail: `BANNED + cell`.
const BANNED: usize = 128;

/// The row (0–8), column (9–17) and box (18–26) of a cell, as indices into 27 houses.
fn houses(cell: usize) -> [usize; 3] {
    HOUSES[cell]
}

/// [`houses`] of every cell, looked up rather than divided out on the search's hot paths.
const HOUSES: [[usize; 3]; 81] = houses_of_cells();

const fn houses_of_cells() -> [[usize; 3]; 81] {
    let mut table = [[0; 3]; 81];
    let mut cell = 0;
    while cell < 81 {
        table[cell] = [cell / 9, 9 + cell % 9, 18 + cell / 27 * 3 + cell % 9 / 3];
        cell += 1;
    }
    table
}

/// The search state: the digits (0 empty), which digits each unit holds (bit `d`, houses as
/// in [`houses`]), Σ shifted weight × digit over the filled cells, the best such sum of a full
/// solution, and the cells placed and candidates ruled out, in order, so that a branch can
/// take them back.
struct Search {
    digits: [u8; 81],
    used: [[u16; 9]; 3],
    score: i32,
    best: Option<i32>,
    trail: Vec<u8>,
    /// The open branches, from the root down: the search's place, kept between turns.
    branches: Vec<Branch>,
    /// Whether the root has been visited.
    started: bool,
    /// Each cell's price in the bound, in [`UNIT`]s. They carry over from node to node.
    prices: [i64; 81],
    /// The digits each cell may no longer take (bit `d`), though no house holds them: no
    /// completion through them beats the best score found when they were ruled out.
    banned: [u16; 81],
    /// The bits each ruling-out added, in order; the trail holds `BANNED + cell` for each.
    bans: Vec<u16>,
    /// The bound's work space, one table per digit.
    tables: Vec<Templates>,
}

/// An open branch: the cell branched on, the digits still to try there (bit `d`), and how
/// long the trail was before the singles of its node.
#[derive(Clone, Copy)]
struct Branch {
    cell: usize,
    digits: u16,
    mark: usize,
}

/// What the bound says of a node.
enum Bound {
    /// No completion of the node reaches the value needed, or none exists at all.
    Cut,
    /// The templates take every empty cell once: they are a solution, the node's best, and
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
    }

    fn remove(&mut self, cell: usize) {
        let digit = self.digits[cell];
        self.digits[cell] = 0;
        self.toggle(cell, 1 << digit);
        self.score -= SHIFTED[cell] * i32::from(digit);
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
    /// the heaviest shifted weight (in absolute value).
    fn next_cell(&self, wanted: impl Fn(usize) -> bool) -> Option<usize> {
        (0..81)
            .filter(|&cell| self.digits[cell] == 0 && wanted(cell))
            .min_by_key(|&cell| {
                let light = 9 - SHIFTED[cell].unsigned_abs();
                (self.candidates(cell).count_ones(), light)
            })
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

    /// The bound (see the module docs), asked whether the empty cells can add `need`.
    fn bound(&mut self, need: i32) -> Bound {
        let mut tables = std::mem::take(&mut self.tables);
        let bound = self.bound_with(&mut tables, need);
        self.tables = tables;
        bound
    }

    /// The bound, with `tables` to work in (one per digit).
    fn bound_with(&mut self, tables: &mut [Templates], need: i32) -> Bound {
        let target = i64::from(need * UNIT);
        let mut candidates = [0; 81];
        for cell in (0..81).filter(|&cell| self.digits[cell] == 0) {
            candidates[cell] = self.candidates(cell);
        }
        for round in 1..=ROUNDS {
            // What the digits' best templates earn, and how many of them take each cell.
            let mut values = [0; 9];
            let mut total: i64 = (0..81)
                .filter(|&cell| self.digits[cell] == 0)
                .map(|cell| self.prices[cell])
                .sum();
            let mut taken = [0i64; 81];
            for (d, (table, value)) in tables.iter_mut().zip(values.iter_mut()).enumerate() {
                self.fill(table, d + 1, &candidates);
                let (best, cells) = match table.best() {
                    Some(best) => best,
                    None => return Bound::Cut,
                };
                *value = best;
                total += best;
                for cell in cells {
                    taken[cell] += i64::from(self.digits[cell] == 0);
                }
            }
            if total < target {
                return Bound::Cut;
            }
            let misfit: i64 = (0..81)
                .filter(|&cell| self.digits[cell] == 0)
                .map(|cell| (taken[cell] - 1) * (taken[cell] - 1))
                .sum();
            if misfit == 0 {
                return Bound::Solved((total / i64::from(UNIT)) as i32);
            }
            let last = round == ROUNDS || total - target > FAR * i64::from(UNIT);
            if last {
                let room = total - target;
                for (d, (table, value)) in tables.iter().zip(values.iter()).enumerate() {
                    self.rule_out(d + 1, &table.reach(), value - room, &candidates);
                }
            }
            // A cell taken twice gets dearer, one left out cheaper, by the step that would
            // bring the total down to the target if the bound were linear.
            let step = total - target + i64::from(UNIT / 2);
            for (cell, price) in self.prices.iter_mut().enumerate() {
                if self.digits[cell] == 0 {
                    let change = step * (taken[cell] - 1);
                    *price += (change + change.signum() * misfit / 2) / misfit;
                }
            }
            if last {
                break;
            }
        }
        Bound::Open
    }

    /// Rules out `digit` from every cell among its `candidates` where no template of the
    /// digit worth `floor` or more goes (`reach`: the most one through each cell is worth).
    fn rule_out(&mut self, digit: usize, reach: &[i64; 81], floor: i64, candidates: &[u16; 81]) {
        for cell in 0..81 {
            if candidates[cell] & 1 << digit != 0 && reach[cell] < floor {
                self.banned[cell] |= 1 << digit;
                self.bans.push(1 << digit);
                self.trail.push((BANNED + cell) as u8);
            }
        }
    }

    /// Sets `table` up for `digit`'s templates over the cells where it is still a candidate
    /// (`candidates`, 0 for a filled cell) or placed.
    fn fill(&self, table: &mut Templates, digit: usize, candidates: &[u16; 81]) {
        for (row, columns) in table.rows.iter_mut().enumerate() {
            *columns = 0;
            for cell in row * 9..row * 9 + 9 {
                let value = if self.digits[cell] == digit as u8 {
                    0
                } else if candidates[cell] & 1 << digit != 0 {
                    i64::from(UNIT * SHIFTED[cell] * digit as i32) - self.prices[cell]
                } else {
                    continue;
                };
                table.value[cell] = value;
                *columns |= 1 << (cell - row * 9);
            }
        }
        table.bands();
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
    /// or the bound shows it cannot beat the best score found.
    fn branch_cell(&mut self) -> Option<usize> {
        let cell = match self.next_cell(|cell| SHIFTED[cell] != 0) {
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
        match self.bound(best + 1 - self.score) {
            Bound::Cut => None,
            Bound::Solved(value) => {
                self.best = Some(self.score + value);
                None
            }
            // Ruling out may have left another cell with fewer candidates.
            Bound::Open => self.next_cell(|cell| SHIFTED[cell] != 0).or(Some(cell)),
        }
    }
}

/// A place a digit cannot take, as a value: below any sum of real values, even nine of it.
const NONE: i64 = -(1 << 50);

/// Where a template crosses a band, its *columns*: one in each stack, numbered
/// `t = o₀ + 3·o₁ + 9·o₂` by their places `o_s` (0–2) within stacks `s`. `PLACE[c]` is column
/// `c`'s part of that number.
const PLACE: [usize; 9] = [0, 1, 2, 0, 3, 6, 0, 9, 18];

/// The number of a band's columns, by stack `s`: `POWERS[s]`.
const POWERS: [usize; 3] = [1, 3, 9];

/// The columns of the three bands that make templates (in each stack the three bands take its
/// three columns): 27 for the top band times 8 for the middle one, the bottom one then fixed.
const FITTING: [[usize; 3]; 216] = fitting();

const fn fitting() -> [[usize; 3]; 216] {
    let mut table = [[0; 3]; 216];
    let (mut n, mut top) = (0, 0);
    while top < 27 {
        let mut middle = 0;
        while middle < 27 {
            let (mut bottom, mut fits, mut s) = (0, true, 0);
            while s < 3 {
                let (a, b) = (top / POWERS[s] % 3, middle / POWERS[s] % 3);
                if a == b {
                    fits = false;
                } else {
                    bottom += (3 - a - b) * POWERS[s];
                }
                s += 1;
            }
            if fits {
                table[n] = [top, middle, bottom];
                n += 1;
            }
            middle += 1;
        }
        top += 1;
    }
    table
}

/// One digit's templates at a node, band by band. A template crosses each band on three cells,
/// one per row and per stack, on the band's *columns* `t` (as [`PLACE`] numbers them); in each
/// stack the three bands take its three columns. So the best template is the best over the
/// 216 [`FITTING`] columns of the three bands of each band's best cells on its columns: a few
/// hundred additions, and fewer where the digit has few places.
#[derive(Clone, Copy)]
struct Templates {
    /// What the digit earns in each cell where it may go (in [`UNIT`]s, less the cell's price;
    /// 0 where it is placed).
    value: [i64; 81],
    /// The columns where it may go (or is placed) in each row (bit `c`).
    rows: [u16; 9],
    /// `best[b][t]`: the most band `b`'s rows earn on columns `t` ([`NONE`] if they cannot
    /// take them), `at[b][t]` on which columns of its rows.
    best: [[i64; 27]; 3],
    at: [[[usize; 3]; 27]; 3],
}

/// The set bits of a mask, lowest first.
fn bits(mut mask: u16) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        let bit = mask.trailing_zeros() as usize;
        mask &= mask.wrapping_sub(1);
        if bit < 16 {
            Some(bit)
        } else {
            None
        }
    })
}

impl Templates {
    const EMPTY: Templates = Templates {
        value: [0; 81],
        rows: [0; 9],
        best: [[NONE; 27]; 3],
        at: [[[0; 3]; 27]; 3],
    };

    /// Visits every way band `band`'s rows can take the digit, one per stack: its columns `t`,
    /// the row's columns, and what they earn.
    fn crossings(&self, band: usize, mut visit: impl FnMut(usize, [usize; 3], i64)) {
        let (row, stack) = (3 * band, |column: usize| 7 << (column / 3 * 3));
        for a in bits(self.rows[row]) {
            for b in bits(self.rows[row + 1] & !stack(a)) {
                for c in bits(self.rows[row + 2] & !stack(a) & !stack(b)) {
                    let at = row * 9;
                    let earns =
                        self.value[at + a] + self.value[at + 9 + b] + self.value[at + 18 + c];
                    visit(PLACE[a] + PLACE[b] + PLACE[c], [a, b, c], earns);
                }
            }
        }
    }

    /// Sets `best` and `at` from `value` and `rows`.
    fn bands(&mut self) {
        for band in 0..3 {
            let mut best = [NONE; 27];
            let mut at = [[0; 3]; 27];
            self.crossings(band, |t, columns, earns| {
                if earns > best[t] {
                    best[t] = earns;
                    at[t] = columns;
                }
            });
            self.best[band] = best;
            self.at[band] = at;
        }
    }

    /// Visits every fitting columns of the three bands that each band's rows can take, with
    /// what each band earns on them.
    fn fitting(&self, mut visit: impl FnMut(&[usize; 3], [i64; 3])) {
        for (top, &earns) in self.best[0].iter().enumerate() {
            if earns == NONE {
                continue;
            }
            for f in &FITTING[8 * top..8 * top + 8] {
                let (middle, bottom) = (self.best[1][f[1]], self.best[2][f[2]]);
                if middle != NONE && bottom != NONE {
                    visit(f, [earns, middle, bottom]);
                }
            }
        }
    }

    /// The best template: its worth and its nine cells; `None` if the digit has none.
    fn best(&self) -> Option<(i64, [usize; 9])> {
        let mut best = None;
        self.fitting(|f, earns| {
            let worth = earns[0] + earns[1] + earns[2];
            if best.map_or(true, |(most, _)| worth > most) {
                best = Some((worth, *f));
            }
        });
        best.map(|(worth, f)| {
            let mut cells = [0; 9];
            for (k, cell) in cells.iter_mut().enumerate() {
                let band = k / 3;
                *cell = (3 * band + k % 3) * 9 + self.at[band][f[band]][k % 3];
            }
            (worth, cells)
        })
    }

    /// The most a template through each cell is worth ([`NONE`] where none goes).
    fn reach(&self) -> [i64; 81] {
        // The most the other two bands earn on columns that fit each band's columns.
        let mut others = [[NONE; 27]; 3];
        self.fitting(|f, earns| {
            for band in 0..3 {
                let other = &mut others[band][f[band]];
                *other = (*other).max(earns[(band + 1) % 3] + earns[(band + 2) % 3]);
            }
        });
        let mut reach = [NONE; 81];
        for (band, others) in others.iter().enumerate() {
            self.crossings(band, |t, columns, earns| {
                if others[t] != NONE {
                    for (i, &column) in columns.iter().enumerate() {
                        let cell = &mut reach[(3 * band + i) * 9 + column];
                        *cell = (*cell).max(earns + others[t]);
                    }
                }
            });
        }
        reach
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
        Bitmask::search(puzzle, usize::MAX, usize::MAX, &mut |solution| {
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

    /// A search standing at the root of `puzzle` (its givens placed, nothing settled).
    fn search_of(puzzle: &Grid<Box3>) -> Search {
        let mut search = Search {
            digits: [0; 81],
            used: [[0; 9]; 3],
            score: 0,
            best: None,
            trail: Vec::new(),
            branches: Vec::new(),
            started: false,
            prices: [0; 81],
            banned: [0; 81],
            bans: Vec::new(),
            tables: vec![Templates::EMPTY; 9],
        };
        for (cell, &digit) in puzzle.digits().iter().enumerate() {
            if digit != 0 {
                search.place(cell, digit);
            }
        }
        search
    }

    /// Puzzles with and without a solution, 30 to 44 givens, the rules holding in the givens.
    fn mixed_puzzles(seed: u64, count: usize) -> Vec<Grid<Box3>> {
        let mut rng = Rng::new(seed);
        (0..count)
            .map(|round| {
                let kind = [Kind::Unique, Kind::Multiple, Kind::NoSolution][round % 3];
                generate::puzzle::<Box3>(&mut rng, kind, 30 + round % 15)
            })
            .collect()
    }

    /// Whether the empty cells can be filled is the test kit's oracle's answer, and asking
    /// leaves the search as it was.
    #[test]
    fn completes_says_whether_a_completion_exists_as_the_oracle_does() {
        for puzzle in mixed_puzzles(341, 45) {
            let mut search = search_of(&puzzle);
            let (digits, score) = (search.digits, search.score);
            let expected = oracle::count(puzzle.digits(), 1) > 0;
            assert_eq!(search.completes(), expected, "{:?}", puzzle);
            assert!(search.digits == digits && search.score == score && search.trail.is_empty());
        }
    }

    /// Placing singles keeps every solution and leaves no single: a puzzle (with one, several
    /// or none; and the test kit's alive trap puzzles, with many) has as many solutions by the
    /// oracle (up to 200) after `settle` as before, `settle` meets a dead end only where there
    /// is none, and after it no empty cell has one candidate and no house one place for a
    /// digit it misses (counted on the digits, its peers by the test kit).
    #[test]
    fn settling_keeps_every_solution_and_leaves_no_single() {
        let mut rng = Rng::new(293);
        let mut puzzles = mixed_puzzles(293, 24);
        for givens in 24..33 {
            puzzles.push(from_digits(&target::trap_puzzle(&mut rng, givens, false)));
        }
        let house = |h: usize, k: usize| match h / 9 {
            0 => h % 9 * 9 + k,
            1 => k * 9 + h % 9,
            _ => (h % 9 / 3 * 3 + k / 3) * 9 + h % 9 % 3 * 3 + k % 3,
        };
        for puzzle in puzzles {
            let before = oracle::count(puzzle.digits(), 200);
            let mut search = search_of(&puzzle);
            if !search.settle() {
                assert_eq!(before, 0, "{:?}", puzzle);
                continue;
            }
            let digits = search.digits;
            assert_eq!(oracle::count(&digits, 200), before, "{:?}", puzzle);
            let fits = |cell: usize, digit: u8| {
                digits[cell] == 0 && peers(cell, 3).iter().all(|&p| digits[p] != digit)
            };
            for cell in (0..81).filter(|&cell| digits[cell] == 0) {
                let candidates = (1..=9).filter(|&digit| fits(cell, digit)).count();
                assert!(candidates >= 2, "cell {}: {:?}", cell, puzzle);
            }
            for h in 0..27 {
                for digit in (1..=9).filter(|&d| (0..9).all(|k| digits[house(h, k)] != d)) {
                    let places = (0..9).filter(|&k| fits(house(h, k), digit)).count();
                    assert!(places >= 2, "house {} digit {}: {:?}", h, digit, puzzle);
                }
            }
        }
    }

    /// The cell branched on is an empty scoring cell with the fewest candidates, of those one
    /// of the heaviest shifted weight (in absolute value), by a plain scan; and a branch tries
    /// the best scoring digit first (the highest where the weight is positive, the lowest
    /// where it is negative), then the next.
    #[test]
    fn the_search_branches_on_the_fewest_candidates_the_heaviest_cell_its_best_digit_first() {
        for puzzle in mixed_puzzles(331, 30) {
            let search = search_of(&puzzle);
            let key = |cell: usize| {
                let count = (1..=9u8)
                    .filter(|&d| peers(cell, 3).iter().all(|&p| search.digits[p] != d))
                    .count();
                (count, -SHIFTED[cell].abs())
            };
            let open: Vec<usize> = (0..81)
                .filter(|&cell| search.digits[cell] == 0 && SHIFTED[cell] != 0)
                .collect();
            let least = open.iter().map(|&cell| key(cell)).min();
            let cell = search.next_cell(|cell| SHIFTED[cell] != 0);
            assert_eq!(cell.map(key), least, "{:?}", puzzle);
        }
        for cell in [40, 18, 9] {
            let mut search = search_of(&Grid::<Box3>::empty());
            let digits: u16 = 1 << 2 | 1 << 5 | 1 << 7 | 1 << 9;
            search.branches.push(Branch {
                cell,
                digits,
                mark: 0,
            });
            let mut order = [2, 5, 7, 9];
            order.sort_by_key(|&digit| -SHIFTED[cell] * digit);
            for &digit in &order {
                assert!(search.advance());
                assert_eq!(search.digits[cell], digit as u8, "cell {}", cell);
            }
            assert!(!search.advance() && search.digits[cell] == 0);
        }
    }

    /// The test kit's trap puzzles, 24 to 32 givens, dead (no solution, though placing singles
    /// meets no dead end) and alive (three givens changed: many solutions): whether the empty
    /// cells can be filled is the oracle's answer, and the best score the independent
    /// maximiser's.
    #[test]
    fn agrees_with_the_independent_maximiser_on_trap_puzzles_with_no_solution_or_many() {
        let mut rng = Rng::new(74);
        for round in 0..18 {
            let givens = 24 + round % 9;
            let digits = target::trap_puzzle(&mut rng, givens, round % 2 == 0);
            let puzzle = from_digits(&digits);
            let expected = oracle::count(&digits, 1) > 0;
            assert_eq!(search_of(&puzzle).completes(), expected, "{:?}", puzzle);
            assert_eq!(best_score(&puzzle), independent(&puzzle), "{:?}", puzzle);
        }
    }

    /// The bound, at a puzzle's root and after its singles, asked for the best completion's
    /// value (from the test kit's maximiser) never cuts, and says `Solved` only with exactly
    /// that value; asked for one point more, it never says `Solved` (no completion reaches it).
    #[test]
    fn the_bound_never_cuts_the_best_completion_and_solves_only_with_it() {
        let mut solved = 0;
        for puzzle in mixed_puzzles(393, 60) {
            let best = match independent(&puzzle) {
                Some(best) => best as i32,
                None => continue,
            };
            for settled in [false, true] {
                let node = || {
                    let mut search = search_of(&puzzle);
                    assert!(!settled || search.settle(), "{:?}", puzzle);
                    search
                };
                let exact = best - BASE - node().score;
                match node().bound(exact) {
                    Bound::Cut => panic!("cut the best completion, {}:\n{:?}", exact, puzzle),
                    Bound::Solved(value) => {
                        assert_eq!(value, exact, "{:?}", puzzle);
                        solved += 1;
                    }
                    Bound::Open => {}
                }
                if let Bound::Solved(value) = node().bound(exact + 1) {
                    panic!("solved with {} asked {}:\n{:?}", value, exact + 1, puzzle);
                }
            }
        }
        assert!(solved >= 10, "only {} solved", solved);
    }

    /// A node never lowers the best score found: told that the best found is its own best
    /// completion's value (the test kit's maximiser) or one point more, the search at a
    /// puzzle's root and after its singles branches or ends the node, and the best found stays.
    #[test]
    fn a_node_never_lowers_the_best_score_found() {
        let mut ended = 0;
        for puzzle in mixed_puzzles(565, 60) {
            let best = match independent(&puzzle) {
                Some(best) => best as i32 - BASE,
                None => continue,
            };
            for settled in [false, true] {
                for more in [0, 1] {
                    let mut search = search_of(&puzzle);
                    assert!(!settled || search.settle(), "{:?}", puzzle);
                    search.best = Some(best + more);
                    ended += usize::from(search.branch_cell().is_none());
                    assert_eq!(search.best, Some(best + more), "{:?}", puzzle);
                }
            }
        }
        assert!(ended >= 10, "only {} nodes ended", ended);
    }

    /// A digit's templates at `search`'s node, by a plain search over its candidates (a cell
    /// in each row that misses the digit, columns and boxes apart): how many there are, the
    /// most one through each cell is worth (`None` where none goes), and the most one is worth
    /// (Σ `UNIT` × shifted weight × digit less the cell's price).
    fn templates_by_plain_search(
        search: &Search,
        digit: usize,
    ) -> (usize, [Option<i64>; 81], Option<i64>) {
        struct Plain<'a> {
            search: &'a Search,
            digit: usize,
            path: Vec<usize>,
            reach: [Option<i64>; 81],
            count: usize,
            best: Option<i64>,
        }
        fn extend(plain: &mut Plain, row: usize) {
            let (search, digit) = (plain.search, plain.digit);
            if row == 9 {
                let worth: i64 = plain
                    .path
                    .iter()
                    .map(|&cell| {
                        i64::from(UNIT * SHIFTED[cell] * digit as i32) - search.prices[cell]
                    })
                    .sum();
                for &cell in &plain.path {
                    let reach = &mut plain.reach[cell];
                    *reach = Some(reach.map_or(worth, |most| most.max(worth)));
                }
                plain.count += 1;
                plain.best = Some(plain.best.map_or(worth, |best| best.max(worth)));
                return;
            }
            if search.used[0][row] & 1 << digit != 0 {
                return extend(plain, row + 1);
            }
            for cell in row * 9..row * 9 + 9 {
                let apart = plain
                    .path
                    .iter()
                    .all(|&p| p % 9 != cell % 9 && houses(p)[2] != houses(cell)[2]);
                if search.digits[cell] == 0 && search.candidates(cell) & 1 << digit != 0 && apart {
                    plain.path.push(cell);
                    extend(plain, row + 1);
                    plain.path.pop();
                }
            }
        }
        let mut plain = Plain {
            search,
            digit,
            path: Vec::new(),
            reach: [None; 81],
            count: 0,
            best: None,
        };
        extend(&mut plain, 0);
        (plain.count, plain.reach, plain.best)
    }

    /// The candidates of the empty cells of `search`'s node (0 for a filled cell).
    fn candidates_of(search: &Search) -> [u16; 81] {
        let mut candidates = [0; 81];
        for cell in (0..81).filter(|&cell| search.digits[cell] == 0) {
            candidates[cell] = search.candidates(cell);
        }
        candidates
    }

    /// Random prices in [-400, 400] units on every cell.
    fn random_prices(search: &mut Search, rng: &mut Rng) {
        for price in search.prices.iter_mut() {
            *price = rng.below(801) as i64 - 400;
        }
    }

    /// The best template of each digit, at any prices, is the best a plain search finds, its
    /// cells a template of that worth; there is none where the plain search finds none. The
    /// most a template through each empty cell is worth is what the plain search finds.
    #[test]
    fn the_best_template_and_the_best_through_each_cell_are_those_of_a_plain_search() {
        let mut rng = Rng::new(605);
        let (mut compared, mut without) = (0, 0);
        for puzzle in mixed_puzzles(605, 30) {
            let mut search = search_of(&puzzle);
            random_prices(&mut search, &mut rng);
            let candidates = candidates_of(&search);
            let mut table = Templates::EMPTY;
            for digit in 1..10 {
                let (_, reach, expected) = templates_by_plain_search(&search, digit);
                search.fill(&mut table, digit, &candidates);
                let best = table.best();
                assert_eq!(
                    best.map(|(worth, _)| worth),
                    expected,
                    "digit {}:\n{:?}",
                    digit,
                    puzzle
                );
                without += usize::from(expected.is_none());
                let (worth, cells) = match best {
                    Some(best) => best,
                    None => continue,
                };
                // The cells: one per row, column and box, each the digit's, worth `worth`.
                let mut seen = [0u16; 3];
                let mut sum = 0;
                for &cell in &cells {
                    for (k, &house) in houses(cell).iter().enumerate() {
                        assert_eq!(seen[k] & 1 << (house % 9), 0, "{:?}", cells);
                        seen[k] |= 1 << (house % 9);
                    }
                    if search.digits[cell] == 0 {
                        assert_ne!(candidates[cell] & 1 << digit, 0);
                        sum += i64::from(UNIT * SHIFTED[cell] * digit as i32) - search.prices[cell];
                    } else {
                        assert_eq!(search.digits[cell], digit as u8);
                    }
                }
                assert_eq!(sum, worth, "{:?}", cells);
                let through = table.reach();
                for cell in (0..81).filter(|&cell| search.digits[cell] == 0) {
                    let through = Some(through[cell]).filter(|&worth| worth != NONE);
                    assert_eq!(through, reach[cell], "digit {} cell {}", digit, cell);
                    compared += usize::from(reach[cell].is_some());
                }
            }
        }
        assert!(compared > 1000 && without > 0, "{} {}", compared, without);
    }

    /// A round of prices as the module docs tell it: each empty cell's price moves by the step
    /// (the bound's gap above the value needed, plus half a unit) times one less than the
    /// number of best templates that take it, over Σ (taken − 1)² on the empty cells, rounded
    /// half away from zero; a round that leaves the gap above `FAR` points is the node's last,
    /// and one within it is not (the prices move again, unless the next round ends the node).
    #[test]
    fn a_round_moves_each_price_by_the_documented_step_and_a_far_gap_ends_the_node() {
        let mut rng = Rng::new(77);
        let (mut one_round, mut more_rounds) = (0, 0);
        for puzzle in mixed_puzzles(77, 90) {
            let mut start = search_of(&puzzle);
            if !start.settle() {
                continue;
            }
            random_prices(&mut start, &mut rng);
            let candidates = candidates_of(&start);
            let empty: Vec<usize> = (0..81).filter(|&cell| start.digits[cell] == 0).collect();
            // The first round's best templates, by the tables (held to a plain search above).
            let mut total: i64 = empty.iter().map(|&cell| start.prices[cell]).sum();
            let mut taken = [0i64; 81];
            let mut table = Templates::EMPTY;
            let mut every_digit = true;
            for digit in 1..10 {
                start.fill(&mut table, digit, &candidates);
                match table.best() {
                    Some((worth, cells)) => {
                        total += worth;
                        for cell in cells.iter().filter(|&&cell| start.digits[cell] == 0) {
                            taken[*cell] += 1;
                        }
                    }
                    None => every_digit = false,
                }
            }
            let misfit: i64 = empty.iter().map(|&c| (taken[c] - 1) * (taken[c] - 1)).sum();
            if !every_digit || misfit == 0 {
                continue;
            }
            let unit = i64::from(UNIT);
            let after_one = |gap: i64| -> Vec<i64> {
                let step = (gap + unit / 2) as f64;
                (empty.iter())
                    .map(|&c| {
                        let moved = step * (taken[c] - 1) as f64 / misfit as f64;
                        start.prices[c] + moved.round() as i64
                    })
                    .collect()
            };
            // Far: the value needed 3 to 6 points below the floor of FAR points under the bound.
            let need = (total.div_euclid(unit) - FAR) as i32 - 3 - rng.below(4) as i32;
            let mut far = search_of(&puzzle);
            far.settle();
            far.prices = start.prices;
            assert!(matches!(far.bound(need), Bound::Open), "{:?}", puzzle);
            let prices: Vec<i64> = empty.iter().map(|&c| far.prices[c]).collect();
            assert_eq!(
                prices,
                after_one(total - i64::from(need) * unit),
                "{:?}",
                puzzle
            );
            one_round += 1;
            // Near: the value needed 1 to 2 points below the bound. Had the first round been
            // the last, the bound would say `Open` with the prices of one round.
            let need = total.div_euclid(unit) as i32 - 1;
            let mut near = search_of(&puzzle);
            near.settle();
            near.prices = start.prices;
            let open = matches!(near.bound(need), Bound::Open);
            let prices: Vec<i64> = empty.iter().map(|&c| near.prices[c]).collect();
            let once = after_one(total - i64::from(need) * unit);
            assert!(!open || prices != once, "{:?}", puzzle);
            more_rounds += 1;
        }
        assert!(
            one_round >= 20 && more_rounds >= 20,
            "{} {}",
            one_round,
            more_rounds
        );
    }

    /// Ruling out with a floor removes exactly the candidates of the digit whose best
    /// template (a plain search decides) is worth less, however many templates the digit has
    /// (the empty grid: 46,656 each, none ruled out at the lowest floor).
    #[test]
    fn ruling_out_removes_the_candidates_whose_templates_fall_short() {
        let mut empty = search_of(&Grid::<Box3>::empty());
        let mut table = Templates::EMPTY;
        for digit in 1..10 {
            empty.fill(&mut table, digit, &[0x3fe; 81]);
            empty.rule_out(digit, &table.reach(), -(1 << 40), &[0x3fe; 81]);
        }
        assert!(empty.banned.iter().all(|&banned| banned == 0) && empty.bans.is_empty());
        let mut rng = Rng::new(430);
        let (mut checked, mut kept, mut banned_some) = (0, 0, 0);
        for puzzle in mixed_puzzles(430, 45) {
            let mut search = search_of(&puzzle);
            random_prices(&mut search, &mut rng);
            let candidates = candidates_of(&search);
            for digit in 1..10 {
                let (count, reach, best) = templates_by_plain_search(&search, digit);
                let best = match best {
                    Some(best) => best,
                    None => continue,
                };
                checked += usize::from(count > 1);
                // A floor between the best and the worst, or below every template.
                let floor = if rng.below(3) == 0 {
                    -(1 << 40)
                } else {
                    best - rng.below(2000) as i64
                };
                search.fill(&mut table, digit, &candidates);
                let before = search.banned;
                search.rule_out(digit, &table.reach(), floor, &candidates);
                for cell in (0..81).filter(|&cell| candidates[cell] & 1 << digit != 0) {
                    let banned = (search.banned[cell] & !before[cell]) & 1 << digit != 0;
                    let expected = reach[cell].map_or(true, |most| most < floor);
                    assert_eq!(
                        banned, expected,
                        "digit {} cell {}:\n{:?}",
                        digit, cell, puzzle
                    );
                    banned_some += usize::from(banned);
                    kept += usize::from(!banned);
                }
            }
        }
        assert!(
            checked >= 100 && banned_some > 100 && kept > 100,
            "{} digits, {} bans, {} kept",
            checked,
            banned_some,
            kept
        );
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
            for weights in [&SHIFTED] {
                let shifted: i32 = (0..81)
                    .map(|cell| weights[cell] * i32::from(grid.get(cell)))
                    .sum();
                assert_eq!(target::score(grid.digits()) as i32, BASE + shifted);
            }
            assert_eq!(target_score(&grid), target::score(grid.digits()));
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
