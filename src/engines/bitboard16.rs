//! The 16×16 engine: the 9×9 bitboard technique for box size 4, where a band of four rows is 64
//! cells, exactly one `u64`. Only what differs from 9×9 is said here.
//!
//! # Technique
//! Bitboards over bands (engine `bitboard16`). Each letter's possible places are kept as bits,
//! one 64-bit word per band of four rows. Within a band a letter's four rows must take the four
//! boxes in some order, and within a stack its four bands the four columns; a few dozen word
//! operations per band apply both rules (every hidden single and locked candidate). Naked
//! singles come from counting the sixteen bitboards at once. Near the root the engine looks
//! ahead: it tries both ways of the likeliest pairs (a cell's two candidates, a digit's two
//! places in a house) on copies, keeps what fails as a deduction, and guesses the pair whose
//! copies placed the most.
//!
//! # Layout
//! ```text
//!   bit = 16 * (row in band) + column          cell = 64 * band + bit
//!
//!            stack 0        stack 1        stack 2        stack 3
//!          +--------------+--------------+--------------+--------------+
//!   row 0  |  0  1  2  3  |  4  5  6  7  |  8  9 10 11  | 12 13 14 15  |
//!   row 1  | 16 ...       |              |              |          31  |
//!   row 2  | 32 ...       |              |              |          47  |
//!   row 3  | 48 ...       |              |              |          63  |
//!          +--------------+--------------+--------------+--------------+
//! ```
//!
//! # The permutation rule without tables
//! A 4×4 minirow pattern has 65,536 values, too many for a table built at compile time on
//! rustc 1.63. Instead, entry `(i, j)` lies on an order exactly when it is set and the other
//! three rows can take the other three slots, one each: one of the 6 orders of a 3×3 minor.
//! With the pattern as four 16-bit rows, turning every row by `k` (a rotation of the word) and
//! every slot by `l` lines entry `(i + k, j + l)` up with `(i, j)`, so 9 turned copies and 6
//! three-way `and`s decide all 16 entries at once (`keep_on_orders`). The band rule turns boxes
//! (4 bits apart within a row); the stack rule turns columns (1 bit apart within groups of 4).
//!
//! # Guessing, and looking ahead first
//! A 16×16 puzzle may run a few dozen guesses deep, and a wrong guess near the root costs a
//! whole subtree, so the choice matters more than in 9×9.
//! - **Looking ahead** (as look-ahead SAT solvers do) while `LOOK_AHEAD_OPEN` cells are open. A
//!   *pair* is two placements of which exactly one holds: a cell's two candidates, or a digit's
//!   two places in a house. Both placements of the `LOOK_AHEAD_PAIRS` pairs that reach the most
//!   are tried on copies and propagated. One that fails is removed: a deduction, not a guess.
//!   Else the search branches on the pair whose copies placed the most both ways (the product),
//!   the copy that placed fewer first; if it fails, its placement is removed.
//! - Deeper, the two-candidate cell with the most open peers (row, box and column).
//! - With no two-candidate cell (a nearly empty grid), the smaller of the fewest-candidates cell
//!   and the row where a digit has the fewest places: on such a grid, branching on cells alone
//!   can wander through a huge tree.

use crate::board::grid::Grid;
use crate::board::shape::Box4;
use crate::engines::{Engine, Searched, Tally, Unsolvable};

/// The engine: bitboards over bands, for 16×16.
pub struct Bitboard16;

impl Engine<Box4> for Bitboard16 {
    fn search(
        puzzle: &Grid<Box4>,
        limit: usize,
        shown: usize,
        found: &mut dyn FnMut(&Grid<Box4>),
    ) -> Searched {
        let mut tally = Tally::new(limit, shown, found);
        if limit > 0 {
            if let Ok(board) = Board::new(puzzle) {
                explore(&mut tally, Box::new(board));
            }
        }
        tally.searched()
    }
}

/// Searches below `board`; `true` once `limit` solutions have been found. Boards live on the
/// heap: at 680 bytes a level, a deep search would strain a judge's stack.
fn explore(tally: &mut Tally<Box4>, mut board: Box<Board>) -> bool {
    loop {
        let pairs = match board.propagate() {
            Ok(pairs) => pairs,
            Err(Unsolvable) => return false,
        };
        // A guess that fails leaves its digit off its cell; the loop propagates that and
        // chooses again (when the guess was one of a pair, the other placement follows).
        let (band, bit, digit) = match board.choose(pairs) {
            Choice::Guess((band, bit, digit)) => {
                tally.guesses += 1;
                let mut child = board.clone();
                if child.assign(band, bit, digit).is_ok() && explore(tally, child) {
                    return true;
                }
                (band, bit, digit)
            }
            Choice::Probed(placement, branch) => {
                tally.guesses += 1;
                if explore(tally, branch) {
                    return true;
                }
                placement
            }
            Choice::Eliminated(placement) => placement,
            Choice::Contradiction => return false,
            Choice::Solved => return tally.record(|| board.grid()),
        };
        board.places[4 * digit + band] &= !bit;
        board.unsettled |= 1 << (4 * digit + band);
    }
}

/// A placement: digit (0-based) on band bit `bit` of `band`.
type Placement = (usize, u64, usize);

/// What [`Board::choose`] decided.
enum Choice {
    /// Every cell is placed.
    Solved,
    /// Looking ahead proved this placement wrong: remove it and propagate again.
    Eliminated(Placement),
    /// Looking ahead found a pair both of whose placements fail.
    Contradiction,
    /// Try this placement.
    Guess(Placement),
    /// The same, with the board that results, already propagated.
    Probed(Placement, Box<Board>),
}

/// A search node, as in 9×9: 16 digits × 4 bands of places, 680 bytes.
#[derive(Clone, Copy)]
struct Board {
    /// `places[4 * d + band]`: where digit `d + 1` may still go in `band`, placed cells included.
    places: [u64; 64],
    /// The cells of each band with no digit placed yet.
    open: [u64; 4],
    /// Per digit, the columns of its places in each band when it was last settled (band `b` at
    /// bits `16b..16b + 16`).
    settled_columns: [u64; 16],
    /// Slots (bit `4 * d + band`) whose places changed since their digit was last settled.
    unsettled: u64,
}

impl Board {
    /// The board of `puzzle`'s givens, built as in 9×9.
    fn new(puzzle: &Grid<Box4>) -> Result<Board, Unsolvable> {
        if puzzle.digits().iter().any(|&digit| digit > 16) {
            return Err(Unsolvable);
        }
        // Slot `4 * digit + band` collects the cells holding `digit`; digit 0: the open cells.
        let mut holding = [0u64; 68];
        for (band, cells) in puzzle.digits().chunks(64).enumerate() {
            for (index, &digit) in cells.iter().enumerate() {
                holding[4 * usize::from(digit) + band] |= 1 << index;
            }
        }
        let open = [holding[0], holding[1], holding[2], holding[3]];
        let mut places = [0u64; 64];
        for (slots, own) in places.chunks_mut(4).zip(holding[4..].chunks(4)) {
            let any_band = own.iter().fold(0, |all, &g| all | columns(g));
            let taken_columns = any_band * COLUMN;
            for band in 0..4 {
                let g = own[band];
                let stacks = columns(g);
                let taken_stacks = (stacks | stacks >> 1 | stacks >> 2 | stacks >> 3) & 0x1111;
                let taken_boxes = (taken_stacks * 0xf) * COLUMN;
                let blocked = taken_columns | nonempty_rows(g) | taken_boxes;
                slots[band] = open[band] & !blocked | g;
            }
        }
        Ok(Board {
            places,
            open,
            settled_columns: [u64::MAX; 16],
            unsettled: u64::MAX,
        })
    }

    /// Places `digit` (0-based) on band bit `bit`.
    fn assign(&mut self, band: usize, bit: u64, digit: usize) -> Result<(), Unsolvable> {
        let own = 4 * digit + band;
        if self.places[own] & bit == 0 {
            return Err(Unsolvable);
        }
        self.remove(band, bit);
        self.places[own] = self.places[own] & !band_peers(bit) | bit;
        let column = COLUMN << (bit.trailing_zeros() % 16);
        for other_band in 0..4 {
            if other_band != band {
                self.places[4 * digit + other_band] &= !column;
            }
        }
        self.open[band] &= !bit;
        self.unsettled |= 0xf << (4 * digit);
        Ok(())
    }

    /// Removes `cells` of `band` from every digit's places, marking the digits that had any.
    fn remove(&mut self, band: usize, cells: u64) {
        // The marks gather in a local word with constant shifts, which is cheaper than setting
        // each digit's bit in `unsettled` in turn.
        let mut losers = 0u64;
        for digit in 0..16 {
            let slot = 4 * digit + band;
            let had = self.places[slot];
            losers |= u64::from(had & cells != 0) << (4 * digit);
            self.places[slot] = had & !cells;
        }
        self.unsettled |= losers << band;
    }

    /// Settles digits and places naked singles until neither changes anything; returns the
    /// open cells with two candidates left, per band.
    fn propagate(&mut self) -> Result<[u64; 4], Unsolvable> {
        loop {
            while self.unsettled != 0 {
                let digit = self.unsettled.trailing_zeros() as usize / 4;
                let changed = self.unsettled >> (4 * digit) & 0xf;
                self.unsettled &= !(0xf << (4 * digit));
                self.settle(digit, changed)?;
            }
            if let Some(pairs) = self.place_naked_singles()? {
                return Ok(pairs);
            }
        }
    }

    /// Applies the band and stack rules to `digit` until they hold, then places it in every row
    /// where one place is left. `changed`: the bands (bit `band`) whose places changed since the
    /// digit was last settled; the others still obey the band rule. Unlike 9×9, changes are
    /// marked exactly (a placement marks only the digits that lose a cell) and only changed bands
    /// are checked: the band rule costs some 50 operations here, not 4, and a board without a
    /// snapshot of the last settled places is half the size to copy.
    fn settle(&mut self, digit: usize, mut changed: u64) -> Result<(), Unsolvable> {
        let first = 4 * digit;
        let mut bands = [0u64; 4];
        bands.copy_from_slice(&self.places[first..first + 4]);
        let mut touched = changed;
        while changed != 0 {
            for (band, places) in bands.iter_mut().enumerate() {
                if changed >> band & 1 == 0 {
                    continue;
                }
                *places &= keep_on_orders(minirows_of(*places), turn_boxes) * 0xf;
                if *places == 0 {
                    return Err(Unsolvable);
                }
            }
            // Unchanged bands' columns are as recorded; only the changed ones are recomputed.
            let mut packed = self.settled_columns[digit];
            for (band, &places) in bands.iter().enumerate() {
                if changed >> band & 1 != 0 {
                    let field = 0xffff << (16 * band);
                    packed = packed & !field | columns(places) << (16 * band);
                }
            }
            if packed == self.settled_columns[digit] {
                break;
            }
            let kept = keep_on_orders(packed, turn_columns);
            self.settled_columns[digit] = kept;
            changed = 0;
            if kept != packed {
                for (band, places) in bands.iter_mut().enumerate() {
                    let columns = kept >> (16 * band) & 0xffff;
                    if columns != packed >> (16 * band) & 0xffff {
                        *places &= columns * COLUMN;
                        changed |= 1 << band;
                    }
                }
            }
            touched |= changed;
        }
        for (band, &places) in bands.iter().enumerate() {
            if touched >> band & 1 == 0 {
                continue;
            }
            let placed = places & single_rows(places) & self.open[band];
            if placed != 0 {
                self.open[band] &= !placed;
                self.remove(band, placed);
            }
        }
        self.places[first..first + 4].copy_from_slice(&bands);
        self.unsettled &= !(0xf << first);
        Ok(())
    }

    /// Places every open cell left with one candidate; when there is none, returns the open
    /// cells with two candidates instead.
    fn place_naked_singles(&mut self) -> Result<Option<[u64; 4]>, Unsolvable> {
        let mut any = false;
        let mut pairs = [0; 4];
        for (band, pair) in pairs.iter_mut().enumerate() {
            let open = self.open[band];
            if open == 0 {
                continue;
            }
            let (mut once, mut twice, mut thrice) = (0, 0, 0);
            for digit in 0..16 {
                let places = self.places[4 * digit + band];
                thrice |= twice & places;
                twice |= once & places;
                once |= places;
            }
            if open & !once != 0 {
                return Err(Unsolvable);
            }
            *pair = open & twice & !thrice;
            let singles = open & !twice;
            if singles == 0 {
                continue;
            }
            any = true;
            // The singles are placed now: no other digit has them to lose, so closing them here
            // spares the settling a pass over every digit (a repeat of one digit in a row or box
            // empties that row, which the settling reports).
            self.open[band] &= !singles;
            for digit in 0..16 {
                let slot = 4 * digit + band;
                let mut hits = self.places[slot] & singles;
                if hits == 0 {
                    continue;
                }
                self.unsettled |= 1 << slot;
                while hits != 0 {
                    let bit = hits & hits.wrapping_neg();
                    hits &= hits - 1;
                    self.places[slot] &= !band_peers(bit);
                }
            }
        }
        Ok(if any { None } else { Some(pairs) })
    }

    /// What to do at a node whose propagation has stalled, given its two-candidate cells: report
    /// it solved, look ahead, or guess a digit on a cell.
    fn choose(&mut self, pairs: [u64; 4]) -> Choice {
        let open = self.open_count();
        if open == 0 {
            return Choice::Solved;
        }
        if open >= LOOK_AHEAD_OPEN {
            if let Some(choice) = self.look_ahead(pairs, open) {
                return choice;
            }
        }
        // The two-candidate cell with the most open peers: its guess settles the most.
        let mut best = None;
        for (band, &pairs) in pairs.iter().enumerate() {
            let mut rest = pairs;
            while rest != 0 {
                let bit = rest & rest.wrapping_neg();
                rest &= rest - 1;
                let score = self.open_peers(band, bit);
                if best.map_or(true, |(most, _, _)| score > most) {
                    best = Some((score, band, bit));
                }
            }
        }
        match best {
            Some((_, band, bit)) => Choice::Guess((band, bit, self.first_digit(band, bit))),
            None => self.tightest(),
        }
    }

    /// The open cells sharing a row, a box or a column with band bit `bit`.
    fn open_peers(&self, band: usize, bit: u64) -> u32 {
        // The column in the other three bands, whose cells are moved to columns 0, 1 and 2 so
        // that one count takes them.
        let shift = bit.trailing_zeros() % 16;
        let column_peers = (self.open[(band + 1) % 4] >> shift & COLUMN)
            | (self.open[(band + 2) % 4] >> shift & COLUMN) << 1
            | (self.open[(band + 3) % 4] >> shift & COLUMN) << 2;
        (self.open[band] & band_peers(bit)).count_ones() + column_peers.count_ones()
    }

    /// Looking ahead: tries both placements of the best [`LOOK_AHEAD_PAIRS`] pairs (module
    /// docs) on copies. `None` when there is no pair.
    fn look_ahead(&self, cell_pairs: [u64; 4], open: u32) -> Option<Choice> {
        let mut ranked = [(0u32, [(0usize, 0u64, 0usize); 2]); LOOK_AHEAD_PAIRS];
        let mut found = 0;
        let mut offer = |pair: [Placement; 2]| {
            let score = pair
                .iter()
                .map(|&(band, bit, digit)| self.reach(band, bit, digit))
                .sum::<u32>();
            // Insertion into the best few, best first. A pair offered again (a digit's two places
            // in a row, also its two in a box) is caught only among the last kept, equal scores;
            // one kept higher up is probed twice, which costs time, never an answer.
            let mut at = found.min(LOOK_AHEAD_PAIRS);
            if ranked[..at]
                .iter()
                .rev()
                .take_while(|&&(other, _)| other == score)
                .any(|&(_, other)| other == pair)
            {
                return;
            }
            while at > 0 && ranked[at - 1].0 < score {
                if at < LOOK_AHEAD_PAIRS {
                    ranked[at] = ranked[at - 1];
                }
                at -= 1;
            }
            if at < LOOK_AHEAD_PAIRS {
                ranked[at] = (score, pair);
            }
            found += 1;
        };
        // Cells with two candidates.
        for (band, &pairs) in cell_pairs.iter().enumerate() {
            let mut rest = pairs;
            while rest != 0 {
                let bit = rest & rest.wrapping_neg();
                rest &= rest - 1;
                let first = self.first_digit(band, bit);
                let second = (first + 1..16)
                    .find(|&d| self.places[4 * d + band] & bit != 0)
                    .unwrap_or(first);
                offer([(band, bit, first), (band, bit, second)]);
            }
        }
        // Digits with two places in a row, a box or a column.
        for digit in 0..16 {
            let open_places = |band: usize| self.places[4 * digit + band] & self.open[band];
            for band in 0..4 {
                let places = open_places(band);
                for k in 0..4 {
                    // Row k of the band, and box k of the band.
                    for cells in [places & 0xffff << (16 * k), places & FIRST_BOX << (4 * k)] {
                        if cells.count_ones() == 2 {
                            let low = cells & cells.wrapping_neg();
                            offer([(band, low, digit), (band, cells & !low, digit)]);
                        }
                    }
                }
            }
            // The columns with exactly two places: the sixteen rows' 16-bit words summed column
            // by column, in bit planes (ones, twos, and three or more).
            let (mut once, mut twice, mut more) = (0u64, 0u64, 0u64);
            for band in 0..4 {
                let places = open_places(band);
                for row in 0..4 {
                    let word = places >> (16 * row) & 0xffff;
                    more |= twice & word;
                    twice |= once & word;
                    once |= word;
                }
            }
            let mut two = twice & !more;
            while two != 0 {
                let column = two.trailing_zeros();
                two &= two - 1;
                let mut at = [(0, 0, digit); 2];
                let mut count = 0;
                for band in 0..4 {
                    let mut cells = open_places(band) & COLUMN << column;
                    while cells != 0 && count < 2 {
                        at[count] = (band, cells & cells.wrapping_neg(), digit);
                        count += 1;
                        cells &= cells - 1;
                    }
                }
                offer(at);
            }
        }
        let ranked = &ranked[..found.min(LOOK_AHEAD_PAIRS)];
        let mut best: Option<(u32, Placement, Box<Board>)> = None;
        for &(_, pair) in ranked {
            let mut tries = [Box::new(*self), Box::new(*self)];
            let mut failed = [false; 2];
            for (k, &(band, bit, digit)) in pair.iter().enumerate() {
                failed[k] =
                    tries[k].assign(band, bit, digit).is_err() || tries[k].propagate().is_err();
            }
            match failed {
                [true, true] => return Some(Choice::Contradiction),
                [true, false] => return Some(Choice::Eliminated(pair[0])),
                [false, true] => return Some(Choice::Eliminated(pair[1])),
                [false, false] => {}
            }
            // A copy that is solved is taken at once; else the copy that placed fewer goes
            // first (it leaves more open: the likelier to lead to a solution).
            let left = [tries[0].open_count(), tries[1].open_count()];
            let solved = left.contains(&0);
            let k = usize::from(if solved {
                left[1] == 0
            } else {
                left[1] > left[0]
            });
            let score = (open - left[0] + 1) * (open - left[1] + 1);
            if solved || best.as_ref().map_or(true, |&(most, _, _)| score > most) {
                let [first, second] = tries;
                best = Some((score, pair[k], if k == 0 { first } else { second }));
                if solved {
                    break;
                }
            }
        }
        best.map(|(_, placement, branch)| Choice::Probed(placement, branch))
    }

    /// How far placing `digit` on band bit `bit` reaches: the digit's other places among the
    /// cell's open peers, and the cell's candidates.
    fn reach(&self, band: usize, bit: u64, digit: usize) -> u32 {
        let column = COLUMN << (bit.trailing_zeros() % 16);
        let around = (0..4)
            .map(|other| {
                let near = if other == band {
                    band_peers(bit)
                } else {
                    column
                };
                (self.places[4 * digit + other] & self.open[other] & near).count_ones()
            })
            .sum::<u32>();
        let candidates = (0..16)
            .filter(|&d| self.places[4 * d + band] & bit != 0)
            .count() as u32;
        around + candidates
    }

    /// No two-candidate cell: the smaller of the fewest-candidates cell and the row where a digit
    /// has the fewest places (module docs).
    fn tightest(&self) -> Choice {
        let mut best = (u32::MAX, 0, 0, 0);
        for band in 0..4 {
            let mut open = self.open[band];
            while open != 0 {
                let bit = open & open.wrapping_neg();
                open &= open - 1;
                let count = (0..16)
                    .filter(|&d| self.places[4 * d + band] & bit != 0)
                    .count() as u32;
                if count < best.0 {
                    best = (count, band, bit, self.first_digit(band, bit));
                }
            }
        }
        for (slot, &places) in self.places.iter().enumerate() {
            let band = slot % 4;
            for row in 0..4 {
                let in_row = places & 0xffff << (16 * row);
                let count = in_row.count_ones();
                if count >= 2 && in_row & self.open[band] == in_row && count < best.0 {
                    best = (count, band, in_row & in_row.wrapping_neg(), slot / 4);
                }
            }
        }
        let (_, band, bit, digit) = best;
        Choice::Guess((band, bit, digit))
    }

    /// The number of open cells.
    fn open_count(&self) -> u32 {
        self.open.iter().map(|open| open.count_ones()).sum()
    }

    /// The lowest digit that may go on band bit `bit`.
    fn first_digit(&self, band: usize, bit: u64) -> usize {
        (0..16)
            .find(|&d| self.places[4 * d + band] & bit != 0)
            .unwrap_or(0)
    }

    /// The grid of a board whose cells are all placed.
    fn grid(&self) -> Grid<Box4> {
        let mut grid = Grid::empty();
        for (slot, &places) in self.places.iter().enumerate() {
            let (digit, band) = (slot / 4, slot % 4);
            let mut rest = places;
            while rest != 0 {
                grid.set(64 * band + rest.trailing_zeros() as usize, digit as u8 + 1);
                rest &= rest - 1;
            }
        }
        grid
    }
}

// Band arithmetic: constants and small word operations.

/// Look ahead (see [`Board::look_ahead`]) only while this many cells are open: near the root,
/// where a wrong guess costs the most.
const LOOK_AHEAD_OPEN: u32 = 90;
/// How many pairs to look ahead on.
const LOOK_AHEAD_PAIRS: usize = 16;
/// Column 0 of a band: one bit in each of its four rows; also the first cell of each row.
const COLUMN: u64 = 0x0001_0001_0001_0001;
/// The first cell of every minirow.
const MINIROW_STARTS: u64 = 0x1111_1111_1111_1111;
/// Box 0 (stack 0) of a band.
const FIRST_BOX: u64 = 0xf * COLUMN;

/// `pattern` (entries at `(i, j)`, rows 16 bits apart) with only the entries that lie on some
/// one-to-one assignment of the four rows to the four slots; `turn(x, l)` moves every row's slot
/// `j + l` (modulo 4) to slot `j`.
fn keep_on_orders(pattern: u64, turn: impl Fn(u64, u32) -> u64) -> u64 {
    let turned = [turn(pattern, 1), turn(pattern, 2), turn(pattern, 3)];
    // at(k, l): entry (i + k, j + l) moved to (i, j).
    let at = |k: u32, l: usize| turned[l - 1].rotate_right(16 * k);
    pattern
        & (at(1, 1) & (at(2, 2) & at(3, 3) | at(2, 3) & at(3, 2))
            | at(1, 2) & (at(2, 1) & at(3, 3) | at(2, 3) & at(3, 1))
            | at(1, 3) & (at(2, 1) & at(3, 2) | at(2, 2) & at(3, 1)))
}

/// Slots are boxes: 4 bits apart within each 16-bit row (only minirow starts are set).
fn turn_boxes(pattern: u64, l: u32) -> u64 {
    let low = MINIROW_STARTS & (((1u64 << (16 - 4 * l)) - 1) * COLUMN);
    (pattern >> (4 * l)) & low | (pattern << (16 - 4 * l)) & (MINIROW_STARTS & !low)
}

/// Slots are the columns of a stack: 1 bit apart within each group of 4.
fn turn_columns(pattern: u64, l: u32) -> u64 {
    let low = ((1u64 << (4 - l)) - 1) * MINIROW_STARTS;
    (pattern >> l) & low | (pattern << (4 - l)) & !low
}

/// The occupied minirows of a band's places, each as its first cell.
fn minirows_of(places: u64) -> u64 {
    (places | places >> 1 | places >> 2 | places >> 3) & MINIROW_STARTS
}

/// The columns (16 bits) where a band's places lie.
fn columns(places: u64) -> u64 {
    (places | places >> 16 | places >> 32 | places >> 48) & 0xffff
}

/// The rows (as cells) where `cells` has at least one cell.
fn nonempty_rows(cells: u64) -> u64 {
    const LOW: u64 = 0x7fff * COLUMN;
    const TOP: u64 = 0x8000 * COLUMN;
    let nonempty = (((cells & LOW) + LOW) | cells) & TOP;
    (nonempty >> 15) * 0xffff
}

/// The rows of a band's places (all four non-empty) that hold exactly one place, as cells.
fn single_rows(places: u64) -> u64 {
    !nonempty_rows(places & places.wrapping_sub(COLUMN))
}

/// The cells sharing a row or a box with band bit `bit` (a one-bit mask), itself excluded.
fn band_peers(bit: u64) -> u64 {
    let index = bit.trailing_zeros();
    let row = 0xffff << (16 * (index / 16));
    let square = FIRST_BOX << (4 * (index % 16 / 4));
    (row | square) & !bit
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engines::bitmask::Bitmask;
    use crate::testing::Rng;
    use crate::testing::{puzzle, Kind};

    /// The naive reading of the rule: entry (i, j) of a 4×4 pattern (bit 4i + j) lies on one of
    /// the 24 orders.
    fn naive_orders(pattern: u16) -> u16 {
        let mut kept = 0;
        for a in 0..4 {
            for b in 0..4 {
                for c in 0..4 {
                    for d in 0..4 {
                        let order = [a, b, c, d];
                        let distinct = (0..4).all(|x| (0..x).all(|y| order[x] != order[y]));
                        let bits: u16 = (0..4).map(|i| 1 << (4 * i + order[i])).sum();
                        if distinct && pattern & bits == bits {
                            kept |= bits;
                        }
                    }
                }
            }
        }
        kept
    }

    /// Pattern bit 4i + j spread to word bit 16i + `gap` * j (plus `offset`).
    fn spread(pattern: u16, gap: u32, offset: u32) -> u64 {
        (0..16)
            .filter(|b| pattern >> b & 1 != 0)
            .map(|b| 1u64 << (16 * (b / 4) + gap * (b % 4) + offset))
            .sum()
    }

    #[test]
    fn both_turns_keep_exactly_the_entries_on_some_order() {
        for pattern in 0..=u16::MAX {
            let expected = naive_orders(pattern);
            let boxes = keep_on_orders(spread(pattern, 4, 0), turn_boxes);
            assert_eq!(boxes, spread(expected, 4, 0), "boxes {:016b}", pattern);
            // Columns of stack 2 (bits 8..12 of each field); other stacks' bits stay apart.
            let other = spread(pattern.rotate_left(5), 1, 4);
            let columns = keep_on_orders(spread(pattern, 1, 8) | other, turn_columns);
            assert_eq!(
                columns & (0xf00 * COLUMN),
                spread(expected, 1, 8),
                "{:016b}",
                pattern
            );
        }
    }

    /// Every kind at every count of clues from 90 to 149 it falls on (rounds 60 to 119 repeat
    /// the pairs on other puzzles: the long run takes them).
    #[test]
    fn agrees_with_the_generic_solver_on_random_puzzles_of_every_kind() {
        agrees_with_the_generic_solver(60);
    }

    #[test]
    #[ignore = "long: `cargo test -- --include-ignored` runs it, as CI does"]
    fn agrees_with_the_generic_solver_on_120_puzzles() {
        agrees_with_the_generic_solver(120);
    }

    /// `rounds` puzzles, the kinds in turn, with 90 to 149 clues in turn.
    fn agrees_with_the_generic_solver(rounds: usize) {
        let mut rng = Rng::new(169);
        for round in 0..rounds {
            let kind = [Kind::Unique, Kind::Multiple, Kind::Clash, Kind::NoSolution][round % 4];
            let clues = 90 + round % 60;
            let p: Grid<Box4> = puzzle(&mut rng, kind, clues);
            let expected = Bitmask::count_solutions(&p, 3);
            assert_eq!(
                Bitboard16::count_solutions(&p, 3),
                expected,
                "{:?} {:?}",
                kind,
                p
            );
            Bitboard16::search(&p, 3, 3, &mut |g| {
                assert_eq!(Bitmask::count_solutions(g, 2), 1, "{:?}", g);
                let keeps = p
                    .digits()
                    .iter()
                    .zip(g.digits())
                    .all(|(&a, &b)| a == 0 || a == b);
                assert!(keeps, "{:?} -> {:?}", p, g);
            });
        }
    }

    /// An 87-given minimal puzzle a 30-minute hunt found against this engine when it looked
    /// ahead on the lower digit of two-candidate cells only: 247,864 guesses (1.5 s).
    const HUNTED: &str = "
        O-------I-L-MPKD --H--C--K----A-- ----A-E--CJ--N-- -B------------OJ
        A-ED-B-NHJ---KG- B-J---M-A--O---- -M--K--P----B--- -----FJ--G---D-C
        ---A--------KI-F D--------KCNL--E F--BI-----D-N--- N-P-J-O--F-G---A
        P-GK---E---MA--- LE---M--G------N MD-OG-F-P--A--C- ----LHN-E-------";

    #[test]
    fn looking_ahead_on_pairs_solves_a_hunted_puzzle_in_few_guesses() {
        let mut puzzle = Grid::<Box4>::empty();
        let cells = HUNTED.chars().filter(|c| !c.is_whitespace());
        for (cell, symbol) in cells.enumerate() {
            puzzle.set(
                cell,
                "ABCDEFGHIJKLMNOP".find(symbol).map_or(0, |i| i as u8 + 1),
            );
        }
        let mut solution = None;
        let searched = Bitboard16::search(&puzzle, 2, 2, &mut |grid| solution = Some(*grid));
        assert_eq!(searched.solutions, 1);
        let solution = solution.unwrap();
        assert_eq!(Bitmask::count_solutions(&solution, 2), 1);
        let givens: Vec<usize> = (0..256).filter(|&c| puzzle.get(c) != 0).collect();
        assert_eq!(givens.len(), 87);
        assert!(givens.iter().all(|&c| solution.get(c) == puzzle.get(c)));
        assert!(searched.guesses < 10_000, "{} guesses", searched.guesses);
    }

    #[test]
    fn empty_and_first_row_only_grids_are_solved() {
        let empty = Grid::<Box4>::empty();
        let solution = Bitboard16::solve(&empty).unwrap();
        assert_eq!(Bitmask::count_solutions(&solution, 2), 1);
        let mut row_one = Grid::<Box4>::empty();
        for cell in 0..16 {
            row_one.set(cell, (cell * 7 % 16 + 1) as u8);
        }
        let solution = Bitboard16::solve(&row_one).unwrap();
        assert_eq!(&solution.digits()[..16], &row_one.digits()[..16]);
        assert_eq!(Bitboard16::count_solutions(&empty, 5), 5);
    }
}
