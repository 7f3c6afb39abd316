//! Conflict-driven clause learning: Sudoku as a SAT problem, searched by a solver that learns
//! from each dead end why it failed, so that no later branch fails the same way.
//!
//! # Technique
//! 1. **Variables.** One per choice "digit `d` in cell `c`", true or false: `v = c·N + (d−1)`
//!    for side `N` (4,096 for 16×16). A *literal* is a variable or its negation: `2v` says "`v`
//!    is true", `2v + 1` "`v` is false".
//! 2. **Groups.** Exactly one variable is true in each of `4·N²` groups of `N`: the digits of a
//!    cell, and the places of a digit in a row, a column or a box. The rules are never written
//!    out as clauses: a variable made true makes the other `4·(N − 1)` of its groups false, and a
//!    group left with one variable not false makes it true (naked and hidden singles). A
//!    digit's group in a box whose live variables all lie in one row (or column) makes the
//!    digit false in the rest of that row, and a row's (or column's) all in one box makes it
//!    false in the rest of the box (locked candidates). That is the whole of propagation.
//! 3. **Decisions.** When nothing more follows, the solver *decides* a variable true. It looks
//!    where the rules leave the fewest choices, as a search that only backtracks does: the
//!    groups with the fewest live variables (a cell with two candidates, a digit with two
//!    places in a house). Among their variables it takes the one with the highest *activity*,
//!    a score that grows each time the variable takes part in a conflict (at the start,
//!    variables in the tightest groups score highest), so that the search keeps to what has
//!    been failing.
//! 4. **Learning.** A group with no variable left, or two true, is a *conflict*. Each
//!    assignment remembers its *reason* (the variable that excluded it, the group that forced
//!    it, or a learned clause), so the conflict can be traced back through the reasons of the
//!    latest decision level until a single assignment of that level explains it (the *first
//!    unique implication point*). Its negation, with the earlier assignments that took part
//!    (less any the others imply), is a clause every solution satisfies: it is kept, the search
//!    jumps back to the level where the clause forces the negation, and sets it there. Learned
//!    clauses are watched by two of their literals, so a clause is looked at only when one of
//!    those two becomes false.
//! 5. **Restarts.** After 100, 100, 200, 100, 100, 200, 400, … conflicts (Luby's sequence) the
//!    search goes back to the givens, keeping what it learned and the activities: a bad early
//!    decision is undone at the price of redoing the good ones.
//! 6. **Forgetting.** Every clause kept is visited when a literal it watches becomes false, so
//!    a long search slows down as it learns. At a restart after 1,000 conflicts, then after
//!    1,100 more, 1,200 more, …, the worse half of the learned clauses is dropped: worse means a
//!    higher *glue*, the number of decision levels the clause's literals had when it was learned
//!    (a clause that ties few levels together tends to propagate again). A watch also carries a
//!    *blocker*, another literal of its clause: while that one is true the clause is satisfied
//!    and is not even read.
//!
//! Counting solutions (a limit above one) adds, after each solution, the clause "not all of
//! these decisions": it excludes that solution only, is never dropped, and the search goes on.
//!
//! A search that only backtracks can be led by an input into a subtree of millions of nodes
//! that all fail for one reason it never sees; learning names the reason once.
//!
//! # Complexity
//! Propagation costs `O(4·N)` per assignment, plus the watched clauses of each literal made
//! false; a conflict costs its trail; a decision reads the `4·N²` groups' live sets. The
//! search is exponential at worst (Sudoku is NP-complete); memory grows with the clauses kept.

use crate::board::grid::Grid;
use crate::board::shape::Shape;
use crate::engines::clauses::Clauses;
use crate::engines::{luby, Engine, Searched, Tally};
use std::marker::PhantomData;

/// The engine: a conflict-driven clause-learning search, for any box size.
pub struct Cdcl;

impl<S: Shape> Engine<S> for Cdcl {
    fn search(
        puzzle: &Grid<S>,
        limit: usize,
        shown: usize,
        found: &mut dyn FnMut(&Grid<S>),
    ) -> Searched {
        let mut tally = Tally::new(limit, shown, found);
        if limit > 0 {
            let mut solver = Solver::<S>::new();
            if solver.give(puzzle.digits()) {
                solver.run(&mut tally);
            }
        }
        tally.searched()
    }
}

/// Why a variable has its value.
#[derive(Clone, Copy)]
enum Reason {
    /// A given, a decision, or a learned unit clause.
    Free,
    /// False because this variable of a group it shares is true.
    Excluded(u32),
    /// True because every other variable of this group is false.
    Forced(u32),
    /// Forced by this learned clause: its first literal, the others false.
    Learned(u32),
    /// False because it is in the second group and not the first, and the first group's
    /// variables outside the second are all false (locked candidates).
    Locked(u32, u32),
}

/// The solver's state. Values by literal: `0` unassigned, `1` true, `-1` false.
struct Solver<S: Shape> {
    shape: PhantomData<S>,
    value: Vec<i8>,
    level: Vec<u32>,
    reason: Vec<Reason>,
    /// Per group: bit `i` is set while its `i`-th variable (`member(g, i)`) is not false.
    live: Vec<u32>,
    /// `members[g·N + i]`: the `i`-th variable of group `g` (16 bits hold `N³` up to box size 6).
    members: Vec<u16>,
    /// The literals made true, in order; `levels[k]` is where decision level `k + 1` starts.
    trail: Vec<u32>,
    levels: Vec<usize>,
    /// How much of the trail has been propagated.
    head: usize,
    /// The learned clauses, the schedule.
    clauses: Clauses,
    activity: Vec<f64>,
    bump: f64,
    seen: Vec<bool>,
    conflicts: u64,
}

impl<S: Shape> Solver<S> {
    fn new() -> Self {
        let n = S::SIDE;
        let (vars, groups) = (n * n * n, 4 * n * n);
        let mut solver = Solver {
            shape: PhantomData,
            value: vec![0; 2 * vars],
            level: vec![0; vars],
            reason: vec![Reason::Free; vars],
            live: vec![(1 << n) - 1; groups],
            members: vec![0; groups * n],
            trail: Vec::with_capacity(vars),
            levels: Vec::new(),
            head: 0,
            clauses: Clauses::new(vars),
            activity: vec![0.0; vars],
            bump: 1.0,
            seen: vec![false; vars],
            conflicts: 0,
        };
        for v in 0..vars {
            for &(g, i) in solver.groups_of(v).iter() {
                solver.members[g * n + i] = v as u16;
            }
        }
        solver
    }

    /// The four groups of variable `v` (its cell, then its digit in its row, column and box),
    /// each with `v`'s place in it: `member(g, i) == v`.
    fn groups_of(&self, v: usize) -> [(usize, usize); 4] {
        let (n, b) = (S::SIDE, S::BOX);
        let (cell, d) = (v / n, v % n);
        let (row, column) = (cell / n, cell % n);
        let square = row / b * b + column / b;
        let digit_in = |unit: usize| n * n + unit * n + d;
        [
            (cell, d),
            (digit_in(row), column),
            (digit_in(n + column), row),
            (digit_in(2 * n + square), row % b * b + column % b),
        ]
    }

    /// The `i`-th variable of group `g`.
    fn member(&self, g: usize, i: usize) -> usize {
        usize::from(self.members[g * S::SIDE + i])
    }

    #[inline(always)]
    fn set(&mut self, lit: u32, reason: Reason) {
        let v = (lit >> 1) as usize;
        self.value[lit as usize] = 1;
        self.value[(lit ^ 1) as usize] = -1;
        self.level[v] = self.levels.len() as u32;
        self.reason[v] = reason;
        if lit & 1 == 1 {
            for &(g, i) in self.groups_of(v).iter() {
                self.live[g] &= !(1 << i);
            }
        }
        self.trail.push(lit);
    }

    /// Whether literal `lit` is true (1), false (-1) or unassigned (0).
    fn holds(&self, lit: u32) -> i8 {
        self.value[lit as usize]
    }

    /// The givens, propagated; `false` if they contradict each other.
    fn give(&mut self, digits: &[u8]) -> bool {
        for (cell, &digit) in digits.iter().enumerate() {
            if usize::from(digit) > S::SIDE {
                return false;
            }
            if digit != 0 {
                let v = cell * S::SIDE + usize::from(digit) - 1;
                match self.value[2 * v] {
                    1 => {}
                    0 => self.set(2 * v as u32, Reason::Free),
                    _ => return false,
                }
                if self.propagate().is_some() {
                    return false;
                }
            }
        }
        // Step 3's first scores: the fewer live variables in a variable's tightest group, the
        // sooner it is decided.
        let sizes: Vec<u32> = self.live.iter().map(|live| live.count_ones()).collect();
        for v in 0..self.activity.len() {
            let tightest = self.groups_of(v).iter().map(|&(g, _)| sizes[g]).min();
            self.activity[v] = 1.0 / f64::from(tightest.unwrap_or(1).max(1));
        }
        true
    }

    /// Step 2 and the learned clauses, until nothing follows; a conflict is returned as literals
    /// that are all false.
    fn propagate(&mut self) -> Option<Vec<u32>> {
        while self.head < self.trail.len() {
            let lit = self.trail[self.head];
            self.head += 1;
            let v = (lit >> 1) as usize;
            for &(g, i) in self.groups_of(v).iter() {
                let live = self.live[g];
                if lit & 1 == 0 {
                    let mut others = live & !(1 << i);
                    while others != 0 {
                        let u = self.member(g, others.trailing_zeros() as usize);
                        others &= others - 1;
                        if self.value[2 * u] == 1 {
                            return Some(vec![2 * u as u32 + 1, lit ^ 1]);
                        }
                        self.set(2 * u as u32 + 1, Reason::Excluded(v as u32));
                    }
                } else if live == 0 {
                    return Some((0..S::SIDE).map(|i| 2 * self.member(g, i) as u32).collect());
                } else if live & (live - 1) == 0 {
                    let u = self.member(g, live.trailing_zeros() as usize);
                    if self.value[2 * u] == 0 {
                        self.set(2 * u as u32, Reason::Forced(g as u32));
                    }
                } else if g >= S::CELLS {
                    if let Some(conflict) = self.lock(g) {
                        return Some(conflict);
                    }
                }
            }
            if !self.clauses.watches[(lit ^ 1) as usize].is_empty() {
                if let Some(conflict) = self.propagate_learned(lit ^ 1) {
                    return Some(conflict);
                }
            }
        }
        None
    }

    /// Locked candidates: when the live variables of house-digit group `a` all lie in one other
    /// group (a box's in one row or column, a row's or a column's in one box), the variables of
    /// that group outside `a` are false.
    fn lock(&mut self, a: usize) -> Option<Vec<u32>> {
        let (n, b) = (S::SIDE, S::BOX);
        let live = self.live[a];
        let (unit, d) = ((a - n * n) / n, (a - n * n) % n);
        let (k, line) = (unit % n, unit / n);
        let digit_in = |unit: usize| n * n + unit * n + d;
        let segment = (1u32 << b) - 1;
        let first = live.trailing_zeros() as usize;
        let other = if line < 2 {
            if live & !(segment << (first / b * b)) != 0 {
                return None;
            }
            let square = if line == 0 {
                k / b * b + first / b
            } else {
                first / b * b + k / b
            };
            digit_in(2 * n + square)
        } else if live & !(segment << (first / b * b)) == 0 {
            digit_in(k / b * b + first / b)
        } else {
            let column = (0..b).fold(0u32, |mask, t| mask | 1 << (t * b)) << (first % b);
            if live & !column != 0 {
                return None;
            }
            digit_in(n + k % b * b + first % b)
        };
        let mut rest = self.live[other] & !self.crossing(other, a);
        while rest != 0 {
            let u = self.member(other, rest.trailing_zeros() as usize);
            rest &= rest - 1;
            if self.value[2 * u] == 1 {
                let mut conflict = vec![2 * u as u32 + 1];
                self.outside(a, other, &mut conflict);
                return Some(conflict);
            }
            self.set(2 * u as u32 + 1, Reason::Locked(a as u32, other as u32));
        }
        None
    }

    /// The places in house-digit group `g` of the variables also in group `h`: the same digit,
    /// one a box and the other a row or a column that crosses it.
    fn crossing(&self, g: usize, h: usize) -> u32 {
        let (n, b) = (S::SIDE, S::BOX);
        let segment = (1u32 << b) - 1;
        let (line, k) = ((h - n * n) / n / n, (h - n * n) / n % n);
        match ((g - n * n) / n / n, line) {
            (1, _) => segment << (k / b * b),
            (0, _) | (_, 0) => segment << (k % b * b),
            _ => (0..b).fold(0u32, |mask, t| mask | 1 << (t * b)) << (k % b),
        }
    }

    /// Appends to `out` the variables of group `a` that are not in group `b`, as literals "true".
    fn outside(&self, a: usize, b: usize, out: &mut Vec<u32>) {
        let mut rest = !self.crossing(a, b) & ((1u32 << S::SIDE) - 1);
        while rest != 0 {
            out.push(2 * self.member(a, rest.trailing_zeros() as usize) as u32);
            rest &= rest - 1;
        }
    }

    /// Visits the learned clauses that watch `falsified`, which has just become false: each
    /// finds another literal to watch, or forces its other watched one, or is a conflict (a
    /// true blocker: satisfied, not read).
    fn propagate_learned(&mut self, falsified: u32) -> Option<Vec<u32>> {
        let mut watching = std::mem::take(&mut self.clauses.watches[falsified as usize]);
        let (mut i, mut kept) = (0, 0);
        let mut conflict = None;
        while i < watching.len() {
            let (index, blocker) = watching[i];
            i += 1;
            if self.holds(blocker) == 1 {
                watching[kept] = (index, blocker);
                kept += 1;
                continue;
            }
            let arena = &mut self.clauses.arena;
            let (c, len) = (index as usize + 2, arena[index as usize] as usize);
            if arena[c] == falsified {
                arena.swap(c, c + 1);
            }
            let first = arena[c];
            let other = self.holds(first);
            if other != 1 {
                let arena = &self.clauses.arena;
                if let Some(k) = (c + 2..c + len).find(|&k| self.holds(arena[k]) != -1) {
                    let clauses = &mut self.clauses;
                    clauses.arena.swap(c + 1, k);
                    clauses.watches[clauses.arena[c + 1] as usize].push((index, first));
                    continue;
                }
            }
            watching[kept] = (index, first);
            kept += 1;
            if other == -1 {
                conflict = Some(self.clauses.clause(index).to_vec());
                break;
            } else if other == 0 {
                self.set(first, Reason::Learned(index));
            }
        }
        watching.drain(kept..i);
        self.clauses.watches[falsified as usize] = watching;
        conflict
    }

    /// The literals, all false, that made variable `v` take its value (step 4).
    fn reasons(&self, v: usize, out: &mut Vec<u32>) {
        out.clear();
        match self.reason[v] {
            Reason::Free => {}
            Reason::Excluded(w) => out.push(2 * w + 1),
            Reason::Forced(g) => out.extend(
                (0..S::SIDE)
                    .map(|i| self.member(g as usize, i))
                    .filter(|&u| u != v)
                    .map(|u| 2 * u as u32),
            ),
            Reason::Learned(index) => out.extend_from_slice(&self.clauses.clause(index)[1..]),
            Reason::Locked(a, b) => self.outside(a as usize, b as usize, out),
        }
    }

    /// Step 4: the clause learned from `conflict` (its asserting literal first, a literal of
    /// the level to jump back to second), and that level.
    fn learn(&mut self, conflict: Vec<u32>) -> (Vec<u32>, usize) {
        let current = self.levels.len() as u32;
        let mut learned = vec![0];
        let (mut open, mut at) = (0, self.trail.len());
        let mut lits = conflict;
        loop {
            for &lit in &lits {
                let u = (lit >> 1) as usize;
                if !self.seen[u] && self.level[u] > 0 {
                    self.seen[u] = true;
                    self.activity[u] += self.bump;
                    if self.level[u] == current {
                        open += 1;
                    } else {
                        learned.push(lit);
                    }
                }
            }
            // The latest assignment of this level that the conflict depends on.
            at -= 1;
            while !self.seen[(self.trail[at] >> 1) as usize] {
                at -= 1;
            }
            let v = (self.trail[at] >> 1) as usize;
            self.seen[v] = false;
            open -= 1;
            if open == 0 {
                learned[0] = self.trail[at] ^ 1;
                break;
            }
            self.reasons(v, &mut lits);
        }
        // A literal whose own reason lies wholly in the clause (or was settled by the givens) is
        // implied by the others: it goes.
        let marked = learned.clone();
        let mut k = 1;
        while k < learned.len() {
            let v = (learned[k] >> 1) as usize;
            self.reasons(v, &mut lits);
            let implied = !lits.is_empty()
                && lits.iter().all(|&lit| {
                    let u = (lit >> 1) as usize;
                    self.seen[u] || self.level[u] == 0 || lit == learned[0]
                });
            if implied {
                learned.swap_remove(k);
            } else {
                k += 1;
            }
        }
        for lit in &marked[1..] {
            self.seen[(lit >> 1) as usize] = false;
        }
        let mut back = 0;
        for k in 1..learned.len() {
            let level = self.level[(learned[k] >> 1) as usize] as usize;
            if level > back {
                back = level;
                learned.swap(1, k);
            }
        }
        // Later conflicts weigh more, so older ones fade.
        self.bump /= DECAY;
        if self.bump > 1e100 {
            for a in self.activity.iter_mut() {
                *a *= 1e-100;
            }
            self.bump *= 1e-100;
        }
        (learned, back)
    }

    /// Undoes every assignment above decision level `level`.
    fn back_to(&mut self, level: usize) {
        if self.levels.len() <= level {
            return;
        }
        let start = self.levels[level];
        while self.trail.len() > start {
            let lit = self.trail.pop().unwrap_or(0);
            let v = (lit >> 1) as usize;
            if lit & 1 == 1 {
                for &(g, i) in self.groups_of(v).iter() {
                    self.live[g] |= 1 << i;
                }
            }
            self.value[lit as usize] = 0;
            self.value[(lit ^ 1) as usize] = 0;
        }
        self.levels.truncate(level);
        self.head = start;
    }

    /// Keeps `clause` (two literals or more) and sets its first literal, which it forces.
    fn keep(&mut self, clause: Vec<u32>, glue: u32) {
        let at = self.clauses.append(&clause, glue);
        self.set(clause[0], Reason::Learned(at));
    }

    /// Step 6, at level 0 (the clauses move: no reason may name one).
    fn forget(&mut self) {
        for &lit in &self.trail {
            self.reason[(lit >> 1) as usize] = Reason::Free;
        }
        self.clauses.forget(self.conflicts);
    }

    /// Steps 3 to 6 until the tally is done or no solution is left.
    fn run(&mut self, tally: &mut Tally<S>) {
        let (mut restart, mut runs) = (self.clauses.restart_unit, 1);
        loop {
            if let Some(conflict) = self.propagate() {
                self.conflicts += 1;
                if self.levels.is_empty() {
                    return;
                }
                let (learned, back) = self.learn(conflict);
                self.back_to(back);
                if learned.len() == 1 {
                    self.set(learned[0], Reason::Free);
                } else {
                    let mut levels: Vec<u32> = learned
                        .iter()
                        .map(|&l| self.level[(l >> 1) as usize])
                        .collect();
                    levels.sort_unstable();
                    levels.dedup();
                    self.keep(learned, levels.len() as u32);
                }
                continue;
            }
            if self.conflicts >= restart {
                runs += 1;
                restart = self.conflicts + self.clauses.restart_unit * luby(runs);
                self.back_to(0);
                if self.conflicts >= self.clauses.next_forget {
                    self.forget();
                }
                continue;
            }
            match self.choose() {
                Some(v) => {
                    tally.guesses += 1;
                    self.levels.push(self.trail.len());
                    self.set(2 * v as u32, Reason::Free);
                }
                None => {
                    if tally.record(|| self.grid()) || !self.exclude_solution() {
                        return;
                    }
                }
            }
        }
    }

    /// Step 3: the variable to decide, `None` once every group is down to one live variable
    /// (all are set). Of the groups with the fewest live variables, two or more, the variable
    /// with the highest activity; on a tie, the first in group order.
    fn choose(&self) -> Option<usize> {
        self.choose_in_pairs().or_else(|| {
            let mut best = None;
            for (g, &live) in self.live.iter().enumerate() {
                let n = live.count_ones();
                if n >= 2 {
                    self.consider(g, n, &mut best);
                }
            }
            best.map(|(_, _, v)| v)
        })
    }

    /// [`Solver::choose`] when some group has two live variables (`None` when none has), the
    /// common case, found without counting: clearing a pair's lowest bit leaves one bit.
    fn choose_in_pairs(&self) -> Option<usize> {
        let mut best = None;
        for (g, &live) in self.live.iter().enumerate() {
            let rest = live & live.wrapping_sub(1);
            if rest != 0 && rest & (rest - 1) == 0 {
                self.consider(g, 2, &mut best);
            }
        }
        best.map(|(_, _, v)| v)
    }

    /// Offers the live variables of group `g`, `n` of them, to `best`: (group size, activity,
    /// variable) of the fewest live variables, then the highest activity.
    fn consider(&self, g: usize, n: u32, best: &mut Option<(u32, f64, usize)>) {
        let mut live = self.live[g];
        while live != 0 {
            let v = self.member(g, live.trailing_zeros() as usize);
            live &= live - 1;
            let a = self.activity[v];
            if best.map_or(true, |(m, b, _)| n < m || (n == m && a > b)) {
                *best = Some((n, a, v));
            }
        }
    }

    /// Every variable is set: the grid they describe.
    fn grid(&self) -> Grid<S> {
        let mut grid = Grid::empty();
        for (v, values) in self.value.chunks(2).enumerate() {
            if values[0] == 1 {
                grid.set(v / S::SIDE, (v % S::SIDE) as u8 + 1);
            }
        }
        grid
    }

    /// After a solution: the clause "not all of these decisions", which excludes it and no
    /// other, kept as learned; `false` if there was no decision (no other solution).
    fn exclude_solution(&mut self) -> bool {
        let clause: Vec<u32> = (self.levels.iter().rev())
            .map(|&at| self.trail[at] ^ 1)
            .collect();
        match clause.len() {
            0 => false,
            1 => {
                self.back_to(0);
                self.set(clause[0], Reason::Free);
                true
            }
            len => {
                // The last decision's negation is forced one level down; the one before it is
                // the other literal watched.
                self.back_to(len - 1);
                self.keep(clause, 0);
                true
            }
        }
    }
}

/// Each bump of activity is `1 / DECAY` times the last: a conflict's weight fades by a hundredth
/// with each later one (the variables of recent conflicts lead, yet those of the last hundred
/// or so still count).
const DECAY: f64 = 0.99;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::rules;
    use crate::board::shape::{Box3, Box4};
    use crate::engines::bitmask::Bitmask;
    use crate::testing::{puzzle as random_puzzle, Kind, Rng};

    fn grid<S: Shape>(text: &str, symbols: &str) -> Grid<S> {
        let mut grid = Grid::empty();
        let cells = text.chars().filter(|c| !c.is_whitespace());
        for (cell, c) in cells.enumerate() {
            grid.set(cell, symbols.find(c).map_or(0, |d| d as u8 + 1));
        }
        grid
    }

    /// A full grid that breaks no rule (the board's own check) and keeps the givens.
    fn is_solution<S: Shape>(solution: &Grid<S>, puzzle: &Grid<S>) -> bool {
        rules::is_solution(solution)
            && (0..S::CELLS).all(|c| puzzle.get(c) == 0 || puzzle.get(c) == solution.get(c))
    }

    #[test]
    fn groups_and_members_agree() {
        fn check<S: Shape>() {
            let solver = Solver::<S>::new();
            let n = S::SIDE;
            for g in 0..4 * n * n {
                for i in 0..n {
                    let v = solver.member(g, i);
                    assert!(
                        solver.groups_of(v).contains(&(g, i)),
                        "n {} g {} i {}",
                        n,
                        g,
                        i
                    );
                }
            }
        }
        check::<Box3>();
        check::<Box4>();
    }

    #[test]
    fn solves_a_hard_9x9_puzzle() {
        let puzzle: Grid<Box3> = grid(
            "8........ ..36..... .7..9.2.. .5...7... ....457.. ...1...3. ..1....68 ..85...1. .9....4..",
            "123456789",
        );
        let solution = Cdcl::solve(&puzzle).unwrap();
        assert!(is_solution(&solution, &puzzle));
        assert_eq!(Cdcl::count_solutions(&puzzle, 2), 1);
    }

    #[test]
    fn counts_like_the_bitmask_engine_on_boards_with_several_solutions() {
        // Rows of a solved grid with cells blanked: the counts are small and exact.
        let full: Grid<Box3> = grid(
            "534678912 672195348 198342567 859761423 426853791 713924856 961537284 287419635 345286179",
            "123456789",
        );
        for blanks in [0usize, 10, 30, 50, 60] {
            let mut puzzle = full;
            for k in 0..blanks {
                puzzle.set(k * 7 % 81, 0);
            }
            let mut all = Vec::new();
            let searched = Cdcl::search(&puzzle, 50, 50, &mut |g| all.push(*g));
            assert_eq!(
                searched.solutions,
                Bitmask::count_solutions(&puzzle, 50),
                "{}",
                blanks
            );
            for (k, g) in all.iter().enumerate() {
                assert!(is_solution(g, &puzzle));
                assert!(all[..k].iter().all(|h| h.digits() != g.digits()));
            }
        }
    }

    /// `full` with `blanks.0` plus up to `blanks.1` random cells emptied (some twice), and, if
    /// `wrong`, one random cell given a random digit (often one that leaves no solution).
    fn blanked<S: Shape>(
        full: &Grid<S>,
        rng: &mut Rng,
        blanks: (usize, usize),
        wrong: bool,
    ) -> Grid<S> {
        let mut puzzle = *full;
        for _ in 0..blanks.0 + rng.below(blanks.1) {
            puzzle.set(rng.below(S::CELLS), 0);
        }
        if wrong {
            puzzle.set(rng.below(S::CELLS), 1 + rng.below(S::SIDE) as u8);
        }
        puzzle
    }

    /// Random boards of both sizes, blanked from a solved grid, a wrong digit planted in some:
    /// unique, several and no solutions. The bitmask engine (held to a naive model in its own
    /// tests) gives the counts.
    #[test]
    fn counts_and_solves_random_boards_like_the_bitmask_engine() {
        fn check<S: Shape>(rounds: usize, blanks: (usize, usize), limit: usize) {
            let base = Bitmask::solve(&Grid::<S>::empty()).unwrap();
            let mut rng = Rng::new(S::CELLS as u64 * 7919);
            for round in 0..rounds {
                let puzzle = blanked(&base, &mut rng, blanks, round % 3 == 0);
                let mut all = Vec::new();
                let searched = Cdcl::search(&puzzle, limit, limit, &mut |g| all.push(*g));
                let expected = Bitmask::count_solutions(&puzzle, limit);
                assert_eq!(
                    searched.solutions, expected,
                    "round {}: {:?}",
                    round, puzzle
                );
                for (k, g) in all.iter().enumerate() {
                    assert!(is_solution(g, &puzzle), "round {}", round);
                    assert!(all[..k].iter().all(|h| h.digits() != g.digits()));
                }
            }
        }
        check::<Box3>(300, (40, 25), 3);
        check::<Box4>(40, (60, 80), 2);
    }

    /// An 82-given minimal puzzle hunted against the bitmask search (1.35 million guesses).
    const HUNTED: &str = "-------K--A---N- -----N-----GPFBA E--C--JMIBK----- -J---G---MCF----
             -K--E--A--HI---- -L--B----D---E-J --P--F--L---A--- O-----G---N--B--
             ---P--CD-K-BO--- --CB--NH-G-A--P- --A----G-HM-DK-- -IF--J--------G-
             ------------G-I- -FI-K-B-D----P-- N----PM-F--K--LH -D-A---O-J-L----";

    /// Searches with a restart after each conflict and a forgetting at each restart; the
    /// solutions found (up to `limit`) and the conflicts.
    fn forgetting_always<S: Shape>(puzzle: &Grid<S>, limit: usize) -> (Vec<Grid<S>>, u64) {
        let mut solver = Solver::<S>::new();
        solver.clauses.restart_unit = 1;
        solver.clauses.next_forget = 0;
        solver.clauses.forget_gap = 0;
        solver.clauses.forget_more = 0;
        let mut all = Vec::new();
        let mut found = |g: &Grid<S>| all.push(*g);
        let mut tally = Tally::new(limit, limit, &mut found);
        if solver.give(puzzle.digits()) {
            solver.run(&mut tally);
        }
        assert_eq!(tally.searched().solutions, all.len());
        (all, solver.conflicts)
    }

    /// Dropping learned clauses loses no answer: with a forgetting at every restart and a
    /// restart after every conflict, a hard puzzle, the same with a wrong digit planted (no
    /// solution: the puzzle's is unique) or with givens taken out (several: the clauses that
    /// exclude the solutions found must stay), and random 9×9 boards all get the counts of
    /// the bitmask engine or of the default schedule, each solution valid and found once.
    #[test]
    fn forgetting_at_every_restart_keeps_the_answers() {
        fn distinct_solutions<S: Shape>(all: &[Grid<S>], puzzle: &Grid<S>) {
            for (k, g) in all.iter().enumerate() {
                assert!(is_solution(g, puzzle));
                assert!(all[..k].iter().all(|h| h.digits() != g.digits()));
            }
        }
        let hunted: Grid<Box4> = grid(HUNTED, "ABCDEFGHIJKLMNOP");
        let (all, mut conflicts) = forgetting_always(&hunted, 2);
        assert_eq!(all.len(), 1);
        distinct_solutions(&all, &hunted);
        let solution = all[0];
        let open: Vec<usize> = (0..256).filter(|&c| hunted.get(c) == 0).collect();
        for &cell in open.iter().step_by(8) {
            let mut wrong = hunted;
            wrong.set(cell, solution.get(cell) % 16 + 1);
            let (all, more) = forgetting_always(&wrong, 2);
            assert!(all.is_empty(), "cell {}", cell);
            conflicts += more;
        }
        let givens: Vec<usize> = (0..256).filter(|&c| hunted.get(c) != 0).collect();
        for k in 1..=4 {
            let mut several = hunted;
            for &cell in givens.iter().skip(k).step_by(9) {
                several.set(cell, 0);
            }
            let (all, more) = forgetting_always(&several, 20);
            assert_eq!(all.len(), Cdcl::count_solutions(&several, 20), "{}", k);
            distinct_solutions(&all, &several);
            conflicts += more;
        }
        let base = Bitmask::solve(&Grid::<Box3>::empty()).unwrap();
        let mut rng = Rng::new(4242);
        for round in 0..200 {
            let puzzle = blanked(&base, &mut rng, (56, 14), round % 2 == 0);
            let (all, more) = forgetting_always(&puzzle, 30);
            assert_eq!(
                all.len(),
                Bitmask::count_solutions(&puzzle, 30),
                "{}",
                round
            );
            distinct_solutions(&all, &puzzle);
            conflicts += more;
        }
        assert!(conflicts > 200, "{} forgettings", conflicts);
    }

    /// The clauses that exclude the solutions found are never dropped, however many forgettings.
    #[test]
    fn forgetting_keeps_every_clause_that_excludes_a_solution() {
        let mut puzzle = Bitmask::solve(&Grid::<Box3>::empty()).unwrap();
        for cell in (0..81).filter(|c| c % 3 != 0 || c % 4 == 0) {
            puzzle.set(cell, 0);
        }
        let mut solver = Solver::<Box3>::new();
        let mut found = |_: &Grid<Box3>| {};
        let mut tally = Tally::new(40, 40, &mut found);
        assert!(solver.give(puzzle.digits()));
        solver.run(&mut tally);
        assert_eq!(tally.searched().solutions, 40);
        let excluding = |solver: &Solver<Box3>| {
            let mut kept: Vec<Vec<u32>> = (solver.clauses.starts.iter())
                .filter(|&&at| solver.clauses.arena[at as usize + 1] == 0)
                .map(|&at| {
                    let mut clause = solver.clauses.clause(at).to_vec();
                    clause.sort_unstable();
                    clause
                })
                .collect();
            kept.sort();
            kept
        };
        let before = excluding(&solver);
        assert!(before.len() > 30, "{}", before.len());
        solver.back_to(0);
        for _ in 0..3 {
            solver.forget();
            let after = excluding(&solver);
            assert!(after == before, "{} of {} left", after.len(), before.len());
        }
    }

    /// Locked candidates on an empty board, by a plain model of the geometry: a digit taken out
    /// of a house except where it crosses another house leaves the rest of that other house
    /// (a box's row or column → the row or column outside the box; a row's or column's box
    /// segment → the box outside it), and each variable so excluded has the taken-out ones as
    /// its reason.
    #[test]
    fn locked_candidates_exclude_the_rest_of_the_crossing_house() {
        fn check<S: Shape>() {
            let (n, b) = (S::SIDE, S::BOX);
            let square = |r: usize, c: usize| r / b * b + c / b;
            type Crossing = fn(usize, usize, usize, usize, usize) -> bool;
            // (in the first house, in the second house) for cell (r, c), given house indices.
            let cases: [(Crossing, Crossing); 4] = [
                (
                    |r, c, b, x, _| r / b * b + c / b == x,
                    |r, _, _, _, y| r == y,
                ), // box, row
                (
                    |r, c, b, x, _| r / b * b + c / b == x,
                    |_, c, _, _, y| c == y,
                ), // box, column
                (
                    |r, _, _, x, _| r == x,
                    |r, c, b, _, y| r / b * b + c / b == y,
                ), // row, box
                (
                    |_, c, _, x, _| c == x,
                    |r, c, b, _, y| r / b * b + c / b == y,
                ), // column, box
            ];
            let d = n / 2;
            for (kind, (first, second)) in cases.iter().enumerate() {
                for x in [0, n - 1, n / 2 + 1] {
                    // A second house crossing the first: pick one through a cell of the first.
                    let (r0, c0) = (0..n * n)
                        .map(|cell| (cell / n, cell % n))
                        .find(|&(r, c)| first(r, c, b, x, 0))
                        .unwrap();
                    let y = if kind == 0 {
                        r0
                    } else if kind == 1 {
                        c0
                    } else {
                        square(r0, c0)
                    };
                    let mut solver = Solver::<S>::new();
                    let mut taken = Vec::new();
                    for cell in 0..n * n {
                        let (r, c) = (cell / n, cell % n);
                        if first(r, c, b, x, y) && !second(r, c, b, x, y) {
                            taken.push(cell * n + d);
                            solver.set(2 * (cell * n + d) as u32 + 1, Reason::Free);
                        }
                    }
                    assert!(solver.propagate().is_none());
                    for cell in 0..n * n {
                        let (r, c) = (cell / n, cell % n);
                        let v = cell * n + d;
                        let expected = second(r, c, b, x, y) && !first(r, c, b, x, y);
                        if expected {
                            assert_eq!(
                                solver.value[2 * v],
                                -1,
                                "kind {} x {} cell {}",
                                kind,
                                x,
                                cell
                            );
                            let mut why = Vec::new();
                            solver.reasons(v, &mut why);
                            let mut why: Vec<usize> = why.iter().map(|&l| l as usize / 2).collect();
                            why.sort_unstable();
                            assert_eq!(why, taken, "kind {} x {} cell {}", kind, x, cell);
                        } else if !taken.contains(&v) {
                            assert_eq!(
                                solver.value[2 * v],
                                0,
                                "kind {} x {} cell {}",
                                kind,
                                x,
                                cell
                            );
                        }
                    }
                }
            }
        }
        check::<Box3>();
        check::<Box4>();
    }

    #[test]
    fn clashing_givens_and_dead_ends_have_no_solution() {
        let mut clash: Grid<Box3> = Grid::empty();
        clash.set(0, 5);
        clash.set(80, 5);
        clash.set(8, 5);
        assert_eq!(Cdcl::count_solutions(&clash, 2), 0);
        // No clash among the givens, but r1c9 can hold nothing: 1-8 in its row, 9 in its column.
        let dead: Grid<Box3> = grid(
            "12345678. ........9 ......... ......... ......... ......... ......... ......... .........",
            "123456789",
        );
        assert_eq!(Cdcl::count_solutions(&dead, 2), 0);
    }

    #[test]
    fn solves_the_empty_16x16_grid_and_a_hunted_one() {
        let empty: Grid<Box4> = Grid::empty();
        assert!(is_solution(&Cdcl::solve(&empty).unwrap(), &empty));
        // An 82-given minimal puzzle hunted against the bitmask search (1.35 million guesses).
        let hunted: Grid<Box4> = grid(HUNTED, "ABCDEFGHIJKLMNOP");
        let mut solution = None;
        let searched = Cdcl::search(&hunted, 2, 2, &mut |g| solution = Some(*g));
        assert_eq!(searched.solutions, 1);
        assert!(is_solution(&solution.unwrap(), &hunted));
        assert!(searched.guesses < 5_000, "{} decisions", searched.guesses);
    }

    #[test]
    fn a_limit_of_zero_searches_nothing() {
        let empty: Grid<Box3> = Grid::empty();
        let mut calls = 0;
        let searched = Cdcl::search(&empty, 0, 0, &mut |_| calls += 1);
        assert_eq!((searched.solutions, searched.guesses, calls), (0, 0, 0));
    }

    #[test]
    fn singles_take_no_decision_and_the_empty_grid_takes_some() {
        // One blank per row, column and box: each is a naked single.
        let mut puzzle = Bitmask::solve(&Grid::<Box3>::empty()).unwrap();
        for k in 0..9 {
            puzzle.set(k * 9 + k % 3 * 3 + k / 3, 0);
        }
        assert_eq!(Bitmask::count_solutions(&puzzle, 2), 1);
        let searched = Cdcl::search(&puzzle, 2, 2, &mut |_| {});
        assert_eq!((searched.solutions, searched.guesses), (1, 0));
        // The empty grid: nothing follows from no givens, so every solution takes a decision.
        let searched = Cdcl::search(&Grid::<Box4>::empty(), 1, 1, &mut |_| {});
        assert_eq!(searched.solutions, 1);
        assert!(searched.guesses > 0);
    }

    /// The decision against a plain model, on states with few activity values (so that ties
    /// are common): random givens, then random decisions, each propagated.
    #[test]
    fn the_decision_is_the_most_active_variable_of_the_smallest_groups_the_first_on_a_tie() {
        let groups = plain_groups::<Box3>();
        let solution = Bitmask::solve(&Grid::<Box3>::empty()).unwrap();
        let mut rng = Rng::new(29);
        for round in 0..60 {
            let mut puzzle = solution;
            for cell in 0..81 {
                if rng.below(3) != 0 {
                    puzzle.set(cell, 0);
                }
            }
            let mut solver = Solver::<Box3>::new();
            assert!(solver.give(puzzle.digits()));
            for step in 0.. {
                for a in solver.activity.iter_mut() {
                    *a = rng.below(2 + round % 4) as f64;
                }
                let chosen = solver.choose();
                assert_eq!(
                    chosen,
                    plain_choice(&solver, &groups),
                    "round {} step {}",
                    round,
                    step
                );
                // The shortcut decides exactly when the fewest live variables are two.
                let pairs = (groups.iter())
                    .any(|m| m.iter().filter(|&&u| solver.value[2 * u] != -1).count() == 2);
                let in_pairs = if pairs { chosen } else { None };
                assert_eq!(
                    solver.choose_in_pairs(),
                    in_pairs,
                    "round {} step {}",
                    round,
                    step
                );
                match chosen {
                    Some(v) => {
                        solver.levels.push(solver.trail.len());
                        solver.set(2 * v as u32, Reason::Free);
                        if solver.propagate().is_some() {
                            break;
                        }
                    }
                    None => break,
                }
            }
        }
    }

    /// Step 3 from the plain groups: of the groups with the fewest variables not false (two or
    /// more), in group order, the first variable of the highest activity.
    fn plain_choice<S: Shape>(solver: &Solver<S>, groups: &[Vec<usize>]) -> Option<usize> {
        let live = |m: &Vec<usize>| -> Vec<usize> {
            m.iter()
                .copied()
                .filter(|&u| solver.value[2 * u] != -1)
                .collect()
        };
        let fewest = groups
            .iter()
            .map(|m| live(m).len())
            .filter(|&n| n >= 2)
            .min()?;
        let mut best: Option<usize> = None;
        for m in groups.iter().filter(|m| live(m).len() == fewest) {
            for u in live(m) {
                if best.map_or(true, |b| solver.activity[u] > solver.activity[b]) {
                    best = Some(u);
                }
            }
        }
        best
    }

    /// A plain model of the groups: group `g`'s variables found by scanning every cell, in the
    /// numbering `groups_of` documents (the cells; then a digit's places in each row, column,
    /// box).
    fn plain_groups<S: Shape>() -> Vec<Vec<usize>> {
        let (n, b) = (S::SIDE, S::BOX);
        let mut groups: Vec<Vec<usize>> = (0..n * n)
            .map(|c| (0..n).map(|d| c * n + d).collect())
            .collect();
        for line in 0..3 {
            for k in 0..n {
                for d in 0..n {
                    let inside = |c: usize| [c / n, c % n, c / n / b * b + c % n / b][line] == k;
                    groups.push(
                        (0..n * n)
                            .filter(|&c| inside(c))
                            .map(|c| c * n + d)
                            .collect(),
                    );
                }
            }
        }
        groups
    }

    /// What the state promises at any time: `alive` counts the variables not false, the trail
    /// holds exactly the assignments, each with its documented reason. After a propagation that
    /// found no conflict, also that
    /// nothing more follows: no group has two true, none lacks a live variable, every true one
    /// excludes its groups, a group with one live variable has it true, and every learned
    /// clause is watched by its first two literals, a false one only beside a true one.
    fn check_state<S: Shape>(solver: &Solver<S>, groups: &[Vec<usize>], settled: bool) {
        let value: Vec<i8> = solver.value.iter().step_by(2).copied().collect();
        let mut of = vec![Vec::new(); value.len()];
        for (g, members) in groups.iter().enumerate() {
            for &u in members {
                of[u].push(g);
            }
            let live = (0..members.len()).filter(|&i| value[members[i]] != -1);
            let bits = live.fold(0u32, |bits, i| bits | 1 << i);
            assert_eq!(solver.live[g], bits, "group {}", g);
            if settled {
                let live: Vec<usize> = members
                    .iter()
                    .copied()
                    .filter(|&u| value[u] != -1)
                    .collect();
                assert!(!live.is_empty(), "group {} has no live variable", g);
                let trues = live.iter().filter(|&&u| value[u] == 1).count();
                let (one_true, open) =
                    (trues == 1 && live.len() == 1, trues == 0 && live.len() > 1);
                assert!(
                    one_true || open,
                    "group {}: {} live, {} true",
                    g,
                    live.len(),
                    trues
                );
            }
        }
        // Locked candidates: a house's live places of a digit all in one crossing house leave
        // none in the rest of it.
        let n = S::SIDE;
        for (a, members) in groups.iter().enumerate().skip(n * n).filter(|_| settled) {
            let live: Vec<usize> = members
                .iter()
                .copied()
                .filter(|&u| value[u] != -1)
                .collect();
            for &o in of[live[0]].iter().filter(|&&o| o >= n * n && o != a) {
                if live.iter().all(|u| groups[o].contains(u)) {
                    for &u in groups[o].iter().filter(|u| !members.contains(u)) {
                        assert_eq!(value[u], -1, "{} is locked in {} by {}", u, o, a);
                    }
                }
            }
        }
        let mut assigned: Vec<u32> = (0..value.len())
            .filter(|&v| value[v] != 0)
            .map(|v| 2 * v as u32 + u32::from(value[v] == -1))
            .collect();
        let mut trail = solver.trail.clone();
        trail.sort_unstable();
        assigned.sort_unstable();
        assert_eq!(trail, assigned, "the trail is not the assignments");
        let depth = solver.levels.len();
        for k in 0..depth {
            let decision = solver.trail[solver.levels[k]];
            assert_eq!(decision & 1, 0, "a decision is a variable made true");
            assert_eq!(solver.level[(decision >> 1) as usize] as usize, k + 1);
            assert!(k == 0 || solver.levels[k - 1] <= solver.levels[k]);
        }
        let is_false =
            |lit: u32, at: u32| solver.holds(lit) == -1 && solver.level[(lit >> 1) as usize] <= at;
        for v in (0..value.len()).filter(|&v| value[v] != 0) {
            let at = solver.level[v];
            assert!(at as usize <= depth);
            match solver.reason[v] {
                Reason::Free => assert!(
                    at == 0 || solver.trail[solver.levels[at as usize - 1]] == 2 * v as u32,
                    "a free variable above the givens is its level's decision"
                ),
                Reason::Excluded(w) => {
                    assert_eq!((value[v], value[w as usize]), (-1, 1));
                    assert!(solver.level[w as usize] <= at && w as usize != v);
                    assert!(
                        of[v].iter().any(|g| of[w as usize].contains(g)),
                        "{} {}",
                        v,
                        w
                    );
                }
                Reason::Forced(g) => {
                    assert_eq!(value[v], 1);
                    assert!(groups[g as usize].contains(&v));
                    for &u in groups[g as usize].iter().filter(|&&u| u != v) {
                        assert!(
                            is_false(2 * u as u32, at),
                            "forced by a group with {} live",
                            u
                        );
                    }
                }
                Reason::Learned(i) => {
                    let clause = solver.clauses.clause(i);
                    assert_eq!(clause[0], 2 * v as u32 + u32::from(value[v] == -1));
                    assert!(clause[1..].iter().all(|&lit| is_false(lit, at)));
                }
                Reason::Locked(a, b) => {
                    let (a, b) = (&groups[a as usize], &groups[b as usize]);
                    assert_eq!(value[v], -1);
                    assert!(b.contains(&v) && !a.contains(&v));
                    for &u in a.iter().filter(|u| !b.contains(u)) {
                        assert!(is_false(2 * u as u32, at), "locked with {} live", u);
                    }
                }
            }
        }
        // The arena: each clause where `starts` says, one after another, with its length.
        let mut end = 0;
        for &at in &solver.clauses.starts {
            assert_eq!(at as usize, end);
            end += 2 + solver.clauses.arena[end] as usize;
            assert!(solver.clauses.arena[at as usize] >= 2);
        }
        assert_eq!(end, solver.clauses.arena.len());
        // Each clause watched by its first two literals, each watch's blocker one of its
        // literals; once settled, a false watched literal only where the other or the blocker
        // is true.
        let mut watchers = vec![0; solver.clauses.arena.len()];
        for (lit, watching) in solver.clauses.watches.iter().enumerate() {
            for &(at, blocker) in watching {
                let clause = solver.clauses.clause(at);
                assert!(
                    clause[..2].contains(&(lit as u32)),
                    "{} watched by {}",
                    at,
                    lit
                );
                assert!(
                    clause.contains(&blocker),
                    "clause {} blocked by {}",
                    at,
                    blocker
                );
                watchers[at as usize] += 1;
                let other = clause[usize::from(clause[0] == lit as u32)];
                if settled && solver.holds(lit as u32) == -1 {
                    let (o, b) = (solver.holds(other), solver.holds(blocker));
                    assert!(o == 1 || b == 1, "clause {}: {:?}", at, clause);
                }
            }
        }
        for &at in &solver.clauses.starts {
            assert_eq!(watchers[at as usize], 2, "clause {}", at);
            assert_ne!(solver.clauses.clause(at)[0], solver.clauses.clause(at)[1]);
        }
    }

    /// Whether `grid` makes literal `lit` true.
    fn satisfies<S: Shape>(grid: &Grid<S>, lit: u32) -> bool {
        let v = (lit >> 1) as usize;
        let placed = usize::from(grid.get(v / S::SIDE)) == v % S::SIDE + 1;
        placed == (lit & 1 == 0)
    }

    /// Steps 3 to 5 as `run` takes them (restarts aside: they only go back to the givens),
    /// checking each step against plain models: the state (`check_state`); each decision the
    /// unassigned variable of highest activity, the lower on a tie; each conflict all false;
    /// each learned clause asserting (its first literal the only one of the conflict's level),
    /// its second of the level jumped back to, true in every solution not yet found (all of
    /// them, enumerated by the bitmask engine), with no literal whose reason lies wholly in it;
    /// the conflict's variables bumped, the bump grown by 1/`DECAY` (scaled down past 1e100); and
    /// every solution found once. Returns the number of conflicts.
    fn drive<S: Shape>(puzzle: &Grid<S>, bump: f64) -> usize {
        let groups = plain_groups::<S>();
        let mut left = Vec::new();
        Bitmask::search(puzzle, 1000, 1000, &mut |g| left.push(*g));
        assert!(left.len() < 1000, "too many solutions to enumerate");
        let mut solver = Solver::<S>::new();
        if !solver.give(puzzle.digits()) {
            assert!(left.is_empty());
            return 0;
        }
        check_state(&solver, &groups, true);
        for v in 0..solver.activity.len() {
            let tightest = groups
                .iter()
                .filter(|m| m.contains(&v))
                .map(|m| m.iter().filter(|&&u| solver.value[2 * u] != -1).count())
                .min()
                .unwrap();
            assert_eq!(
                solver.activity[v],
                1.0 / tightest.max(1) as f64,
                "variable {}",
                v
            );
        }
        solver.bump = bump;
        let mut conflicts = 0;
        loop {
            let conflict = match solver.propagate() {
                None => {
                    check_state(&solver, &groups, true);
                    let best = solver.choose();
                    assert_eq!(best, plain_choice(&solver, &groups), "the decision");
                    match best {
                        Some(v) => {
                            solver.levels.push(solver.trail.len());
                            solver.set(2 * v as u32, Reason::Free);
                        }
                        None => {
                            let found = solver.grid();
                            let k = left.iter().position(|g| g.digits() == found.digits());
                            left.swap_remove(k.expect("a solution not found before"));
                            if !solver.exclude_solution() {
                                break;
                            }
                        }
                    }
                    continue;
                }
                Some(conflict) => conflict,
            };
            conflicts += 1;
            assert!(!conflict.is_empty());
            assert!(
                conflict.iter().all(|&lit| solver.holds(lit) == -1),
                "{:?}",
                conflict
            );
            check_state(&solver, &groups, false);
            if solver.levels.is_empty() {
                break;
            }
            let current = solver.levels.len() as u32;
            let (activity, bump) = (solver.activity.clone(), solver.bump);
            let (learned, back) = solver.learn(conflict);
            check_state(&solver, &groups, false);
            let level = |lit: u32| solver.level[(lit >> 1) as usize];
            assert!(learned.iter().all(|&lit| solver.holds(lit) == -1));
            assert_eq!(level(learned[0]), current);
            assert!(learned[1..]
                .iter()
                .all(|&lit| 0 < level(lit) && level(lit) < current));
            let highest = learned[1..]
                .iter()
                .map(|&lit| level(lit))
                .max()
                .unwrap_or(0);
            assert_eq!(back as u32, highest);
            assert!(learned.len() == 1 || level(learned[1]) == highest);
            let vars: Vec<usize> = learned.iter().map(|&lit| (lit >> 1) as usize).collect();
            assert!(
                (1..vars.len()).all(|k| !vars[..k].contains(&vars[k])),
                "{:?}",
                learned
            );
            for solution in &left {
                assert!(
                    learned.iter().any(|&lit| satisfies(solution, lit)),
                    "{:?}",
                    learned
                );
            }
            for &lit in &learned[1..] {
                let v = (lit >> 1) as usize;
                let reasons: Vec<usize> = match solver.reason[v] {
                    Reason::Free => continue,
                    Reason::Excluded(w) => vec![w as usize],
                    Reason::Forced(g) => groups[g as usize]
                        .iter()
                        .copied()
                        .filter(|&u| u != v)
                        .collect(),
                    Reason::Learned(i) => solver.clauses.clause(i)[1..]
                        .iter()
                        .map(|&l| (l >> 1) as usize)
                        .collect(),
                    Reason::Locked(a, b) => groups[a as usize]
                        .iter()
                        .copied()
                        .filter(|u| !groups[b as usize].contains(u))
                        .collect(),
                };
                assert!(
                    !reasons
                        .iter()
                        .all(|&u| vars.contains(&u) || solver.level[u] == 0),
                    "{} is implied by the rest of {:?}",
                    lit,
                    learned
                );
            }
            let grown = bump / DECAY;
            let scale = if grown > 1e100 { 1e-100 } else { 1.0 };
            assert!(close(solver.bump, grown * scale));
            for (v, &old) in activity.iter().enumerate() {
                let a = solver.activity[v];
                let bumped = close(a, (old + bump) * scale);
                assert!(bumped || close(a, old * scale), "variable {}", v);
                assert!(!vars.contains(&v) || bumped, "variable {} of the clause", v);
            }
            solver.back_to(back);
            check_state(&solver, &groups, false);
            assert_eq!(solver.levels.len(), back);
            assert_eq!(solver.holds(learned[0]), 0);
            assert!(learned[1..].iter().all(|&lit| solver.holds(lit) == -1));
            if learned.len() == 1 {
                solver.set(learned[0], Reason::Free);
            } else {
                // The glue as documented: how many decision levels the literals had.
                let level = |lit: u32| solver.level[(lit >> 1) as usize];
                let mut levels: Vec<u32> = learned.iter().map(|&lit| level(lit)).collect();
                levels.sort_unstable();
                levels.dedup();
                solver.keep(learned, levels.len() as u32);
            }
            if conflicts % 16 == 0 {
                solver.back_to(0);
                check_forget(&mut solver, conflicts as u64);
                check_state(&solver, &groups, false);
            }
        }
        assert!(left.is_empty(), "{} solutions not found", left.len());
        conflicts
    }

    /// Step 6 against a plain model: of the learned clauses (glue not 0), the half with the
    /// highest glue (the older on a tie) goes; the rest stay, in order, glue and literals as
    /// they were; the next forgetting is due a gap later, the gap grown by `forget_more`.
    fn check_forget<S: Shape>(solver: &mut Solver<S>, conflicts: u64) {
        let before: Vec<(u32, u32, Vec<u32>)> = (solver.clauses.starts.iter())
            .map(|&at| {
                (
                    at,
                    solver.clauses.arena[at as usize + 1],
                    solver.clauses.clause(at).to_vec(),
                )
            })
            .collect();
        let mut loose: Vec<&(u32, u32, Vec<u32>)> = before.iter().filter(|c| c.1 != 0).collect();
        loose.sort_by(|x, y| y.1.cmp(&x.1).then(x.0.cmp(&y.0)));
        let dropped: Vec<u32> = loose[..loose.len() / 2].iter().map(|c| c.0).collect();
        let expected: Vec<(u32, Vec<u32>)> = (before.iter())
            .filter(|c| !dropped.contains(&c.0))
            .map(|c| (c.1, c.2.clone()))
            .collect();
        let gap = solver.clauses.forget_gap + solver.clauses.forget_more;
        solver.conflicts = conflicts;
        solver.forget();
        let after: Vec<(u32, Vec<u32>)> = (solver.clauses.starts.iter())
            .map(|&at| {
                (
                    solver.clauses.arena[at as usize + 1],
                    solver.clauses.clause(at).to_vec(),
                )
            })
            .collect();
        assert_eq!(after, expected);
        assert_eq!(
            (solver.clauses.forget_gap, solver.clauses.next_forget),
            (gap, conflicts + gap)
        );
    }

    fn close(a: f64, b: f64) -> bool {
        (a - b).abs() <= 1e-9 * b.abs()
    }

    /// The glue kept with each learned clause is, as step 6 says, the number of decision levels
    /// its literals had when it was learned: at least 2 (the asserting literal is alone on the
    /// conflict's level) and at most its length (0 marks a clause that excludes a solution).
    #[test]
    fn the_glue_kept_is_the_number_of_levels_of_the_clause() {
        let hard: Grid<Box3> = grid(
            "8........ ..36..... .7..9.2.. .5...7... ....457.. ...1...3. ..1....68 ..85...1. .9....4..",
            "123456789",
        );
        let mut solver = Solver::<Box3>::new();
        let mut found = |_: &Grid<Box3>| {};
        let mut tally = Tally::new(2, 2, &mut found);
        assert!(solver.give(hard.digits()));
        solver.run(&mut tally);
        assert!(
            solver.clauses.starts.len() > 20,
            "{} clauses",
            solver.clauses.starts.len()
        );
        for &at in &solver.clauses.starts {
            let (len, glue) = (
                solver.clauses.clause(at).len() as u32,
                solver.clauses.arena[at as usize + 1],
            );
            // Glue 0: a clause that excludes a solution found, never to drop.
            assert!(
                glue == 0 || 2 <= glue && glue <= len,
                "glue {} for {} literals",
                glue,
                len
            );
        }
    }

    /// The search's steps, each against plain models (`drive`): on four hard 9×9 puzzles (Arto
    /// Inkala's, and the three of `bench/data/puzzles6_forum_hardest_1106.txt` that take this
    /// engine the most conflicts), on each less one to three givens (then digits of its
    /// solution put back until a few dozen solutions at most) or with a given changed (none,
    /// or others), half of these with the bump about to pass 1e100; on random 9×9 boards.
    #[test]
    fn each_step_keeps_its_promises_against_plain_models() {
        let hard = [
            "8........ ..36..... .7..9.2.. .5...7... ....457.. ...1...3. ..1....68 ..85...1. .9....4..",
            "..3...... 4...8..36 ..8...1.. .4..6..73 ...9..... .....2..5 ..4.7..68 6........ 7..6..5..",
            "........6 ..5..18.. .9...8.7. ...8.2... ..3.1.2.. 4..5.3... .6.....9. ..83..1.. 7.......4",
            ".......24 ..3...7.. 41..7...6 .....3... ..5.9.8.. ...8.5... 2...4...9 ..7...4.. 96.....1.",
        ];
        let mut rng = Rng::new(2029);
        let mut conflicts = 0;
        for (k, text) in hard.iter().enumerate() {
            let hard: Grid<Box3> = grid(text, "123456789");
            let givens: Vec<usize> = (0..81).filter(|&c| hard.get(c) != 0).collect();
            let solution = Bitmask::solve(&hard).unwrap();
            conflicts += drive(&hard, 1.0);
            for round in 0..3 {
                let mut puzzle = hard;
                for _ in 0..1 + (round + k) % 3 {
                    puzzle.set(givens[rng.below(givens.len())], 0);
                }
                if round == 2 {
                    puzzle.set(givens[rng.below(givens.len())], 1 + rng.below(9) as u8);
                }
                while Bitmask::count_solutions(&puzzle, 40) == 40 {
                    let cell = rng.below(81);
                    puzzle.set(cell, solution.get(cell));
                }
                conflicts += drive(&puzzle, if round % 2 == 0 { 0.99e100 } else { 1.0 });
            }
        }
        for round in 0..4 {
            let kind = [Kind::Unique, Kind::NoSolution][round % 2];
            conflicts += drive(&random_puzzle::<Box3>(&mut rng, kind, 22 + round % 5), 1.0);
        }
        assert!(
            conflicts > 400,
            "{} conflicts: too few to learn from",
            conflicts
        );
    }
}
