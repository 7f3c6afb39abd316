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
//!    group left with one variable not false makes it true. That is the whole of propagation,
//!    and it is naked and hidden singles.
//! 3. **Decisions.** When nothing more follows, the solver *decides* a variable true: the one
//!    with the highest *activity*, a score that grows each time the variable takes part in a
//!    conflict (at the start, variables in the tightest groups score highest), taken from a
//!    heap ordered by activity.
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
//!
//! Counting solutions (a limit above one) adds, after each solution, the clause "not all of
//! these decisions": it excludes that solution only, and the search goes on.
//!
//! A search that only backtracks can be led by an input into a subtree of millions of nodes
//! that all fail for one reason it never sees; learning names the reason once. On the 16×16
//! puzzles hunted to be hardest for the other engines here, this one needs hundreds of
//! conflicts where they needed up to millions of guesses.
//!
//! # Complexity
//! Propagation costs `O(4·N)` per assignment, plus the watched clauses of each literal made
//! false; a conflict costs its trail; a decision or a bump costs `O(log N³)` in the heap. The
//! search is exponential at worst (Sudoku is NP-complete); learned clauses are never dropped,
//! so memory grows with the conflicts (a few thousand on the hardest inputs known).

use crate::board::grid::Grid;
use crate::board::shape::Shape;
use crate::engines::{Engine, Searched, Tally};
use std::marker::PhantomData;

/// The engine: a conflict-driven clause-learning search, for any box size.
pub struct Cdcl;

impl<S: Shape> Engine<S> for Cdcl {
    fn search(puzzle: &Grid<S>, limit: usize, found: &mut dyn FnMut(&Grid<S>)) -> Searched {
        let mut tally = Tally::new(limit, found);
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
}

/// The solver's state. Values: `0` unassigned, `1` true, `-1` false.
struct Solver<S: Shape> {
    shape: PhantomData<S>,
    value: Vec<i8>,
    level: Vec<u32>,
    reason: Vec<Reason>,
    /// Per group: how many of its variables are not false.
    alive: Vec<u8>,
    /// The literals made true, in order; `levels[k]` is where decision level `k + 1` starts.
    trail: Vec<u32>,
    levels: Vec<usize>,
    /// How much of the trail has been propagated.
    head: usize,
    clauses: Vec<Vec<u32>>,
    /// Per literal: the learned clauses that watch it (it is one of their first two).
    watches: Vec<Vec<u32>>,
    activity: Vec<f64>,
    bump: f64,
    /// The variables that may be unassigned, as a binary heap: the highest activity first (the
    /// lower variable on a tie), children of `k` at `2k + 1` and `2k + 2`; `place[v]` is where
    /// `v` is in it, or `NOWHERE`.
    heap: Vec<u32>,
    place: Vec<u32>,
    seen: Vec<bool>,
    conflicts: u64,
}

impl<S: Shape> Solver<S> {
    fn new() -> Self {
        let n = S::SIDE;
        let (vars, groups) = (n * n * n, 4 * n * n);
        Solver {
            shape: PhantomData,
            value: vec![0; vars],
            level: vec![0; vars],
            reason: vec![Reason::Free; vars],
            alive: vec![n as u8; groups],
            trail: Vec::with_capacity(vars),
            levels: Vec::new(),
            head: 0,
            clauses: Vec::new(),
            watches: vec![Vec::new(); 2 * vars],
            activity: vec![0.0; vars],
            bump: 1.0,
            heap: Vec::with_capacity(vars),
            place: vec![NOWHERE; vars],
            seen: vec![false; vars],
            conflicts: 0,
        }
    }

    /// The four groups of variable `v`: its cell, then its digit in its row, column and box.
    fn groups_of(&self, v: usize) -> [usize; 4] {
        let (n, b) = (S::SIDE, S::BOX);
        let (cell, d) = (v / n, v % n);
        let (row, column) = (cell / n, cell % n);
        let square = row / b * b + column / b;
        let digit_in = |unit: usize| n * n + unit * n + d;
        [
            cell,
            digit_in(row),
            digit_in(n + column),
            digit_in(2 * n + square),
        ]
    }

    /// The `i`-th variable of group `g`.
    fn member(&self, g: usize, i: usize) -> usize {
        let (n, b) = (S::SIDE, S::BOX);
        if g < n * n {
            return g * n + i;
        }
        let (unit, d) = ((g - n * n) / n, (g - n * n) % n);
        let (k, line) = (unit % n, unit / n);
        let cell = match line {
            0 => k * n + i,
            1 => i * n + k,
            _ => (k / b * b + i / b) * n + k % b * b + i % b,
        };
        cell * n + d
    }

    fn set(&mut self, lit: u32, reason: Reason) {
        let v = (lit >> 1) as usize;
        self.value[v] = if lit & 1 == 0 { 1 } else { -1 };
        self.level[v] = self.levels.len() as u32;
        self.reason[v] = reason;
        if lit & 1 == 1 {
            for g in self.groups_of(v).iter() {
                self.alive[*g] -= 1;
            }
        }
        self.trail.push(lit);
    }

    /// Whether literal `lit` is true (1), false (-1) or unassigned (0).
    fn holds(&self, lit: u32) -> i8 {
        let value = self.value[(lit >> 1) as usize];
        if lit & 1 == 0 {
            value
        } else {
            -value
        }
    }

    /// The givens, propagated; `false` if they contradict each other.
    fn give(&mut self, digits: &[u8]) -> bool {
        for (cell, &digit) in digits.iter().enumerate() {
            if usize::from(digit) > S::SIDE {
                return false;
            }
            if digit != 0 {
                let v = cell * S::SIDE + usize::from(digit) - 1;
                match self.value[v] {
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
        for v in 0..self.value.len() {
            let groups = self.groups_of(v);
            let tightest = groups.iter().map(|&g| self.alive[g]).min().unwrap_or(1);
            self.activity[v] = 1.0 / f64::from(tightest.max(1));
            if self.value[v] == 0 {
                self.enqueue(v);
            }
        }
        true
    }

    /// Whether variable `a` is decided before `b`.
    fn before(&self, a: u32, b: u32) -> bool {
        let (x, y) = (self.activity[a as usize], self.activity[b as usize]);
        x > y || (x == y && a < b)
    }

    /// Puts variable `v` in the heap, if it is not there.
    fn enqueue(&mut self, v: usize) {
        if self.place[v] == NOWHERE {
            self.place[v] = self.heap.len() as u32;
            self.heap.push(v as u32);
            self.rise(v);
        }
    }

    /// Moves variable `v`, in the heap, up while it goes before its parent.
    fn rise(&mut self, v: usize) {
        let mut k = self.place[v] as usize;
        while k > 0 && self.before(v as u32, self.heap[(k - 1) / 2]) {
            let parent = self.heap[(k - 1) / 2];
            self.heap[k] = parent;
            self.place[parent as usize] = k as u32;
            k = (k - 1) / 2;
        }
        self.heap[k] = v as u32;
        self.place[v] = k as u32;
    }

    /// Takes the first variable out of the heap.
    fn dequeue(&mut self) -> Option<usize> {
        let first = *self.heap.first()?;
        let last = self.heap.pop().unwrap_or(first);
        self.place[first as usize] = NOWHERE;
        if last != first {
            // Sift the last one down from the root.
            let mut k = 0;
            loop {
                let mut child = 2 * k + 1;
                if child >= self.heap.len() {
                    break;
                }
                if child + 1 < self.heap.len()
                    && self.before(self.heap[child + 1], self.heap[child])
                {
                    child += 1;
                }
                if !self.before(self.heap[child], last) {
                    break;
                }
                self.heap[k] = self.heap[child];
                self.place[self.heap[k] as usize] = k as u32;
                k = child;
            }
            self.heap[k] = last;
            self.place[last as usize] = k as u32;
        }
        Some(first as usize)
    }

    /// Step 2 and the learned clauses, until nothing follows; a conflict is returned as literals
    /// that are all false.
    fn propagate(&mut self) -> Option<Vec<u32>> {
        while self.head < self.trail.len() {
            let lit = self.trail[self.head];
            self.head += 1;
            let v = (lit >> 1) as usize;
            for &g in self.groups_of(v).iter() {
                if lit & 1 == 0 {
                    for i in 0..S::SIDE {
                        let u = self.member(g, i);
                        match self.value[u] {
                            0 => self.set(2 * u as u32 + 1, Reason::Excluded(v as u32)),
                            1 if u != v => return Some(vec![2 * u as u32 + 1, lit ^ 1]),
                            _ => {}
                        }
                    }
                } else if self.alive[g] <= 1 {
                    let live = (0..S::SIDE)
                        .map(|i| self.member(g, i))
                        .find(|&u| self.value[u] != -1);
                    match live {
                        None => {
                            return Some(
                                (0..S::SIDE).map(|i| 2 * self.member(g, i) as u32).collect(),
                            )
                        }
                        Some(u) if self.value[u] == 0 => {
                            self.set(2 * u as u32, Reason::Forced(g as u32))
                        }
                        Some(_) => {}
                    }
                }
            }
            if !self.watches[(lit ^ 1) as usize].is_empty() {
                if let Some(conflict) = self.propagate_learned(lit ^ 1) {
                    return Some(conflict);
                }
            }
        }
        None
    }

    /// Visits the learned clauses that watch `falsified`, which has just become false: each
    /// finds another literal to watch, or forces its other watched one, or is a conflict.
    fn propagate_learned(&mut self, falsified: u32) -> Option<Vec<u32>> {
        let mut watching = std::mem::take(&mut self.watches[falsified as usize]);
        let mut i = 0;
        let mut conflict = None;
        while i < watching.len() {
            let index = watching[i] as usize;
            let mut clause = std::mem::take(&mut self.clauses[index]);
            if clause[0] == falsified {
                clause.swap(0, 1);
            }
            let other = self.holds(clause[0]);
            let replacement = if other == 1 {
                None
            } else {
                (2..clause.len()).find(|&k| self.holds(clause[k]) != -1)
            };
            match replacement {
                Some(k) => {
                    clause.swap(1, k);
                    self.watches[clause[1] as usize].push(index as u32);
                    watching.swap_remove(i);
                }
                None => {
                    i += 1;
                    if other == -1 {
                        conflict = Some(clause.clone());
                    } else if other == 0 {
                        self.set(clause[0], Reason::Learned(index as u32));
                    }
                }
            }
            self.clauses[index] = clause;
            if conflict.is_some() {
                break;
            }
        }
        self.watches[falsified as usize].append(&mut watching);
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
            Reason::Learned(index) => out.extend_from_slice(&self.clauses[index as usize][1..]),
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
                    if self.place[u] != NOWHERE {
                        self.rise(u);
                    }
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
        // implied by the others: it goes, and the clause is shorter and stronger.
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
        // Later conflicts weigh more: each bump is 1/0.95 of the last, so older ones fade.
        self.bump /= 0.95;
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
                for g in self.groups_of(v).iter() {
                    self.alive[*g] += 1;
                }
            }
            self.value[v] = 0;
            self.enqueue(v);
        }
        self.levels.truncate(level);
        self.head = start;
    }

    /// Keeps `clause` (two literals or more) and sets its first literal, which it forces.
    fn keep(&mut self, clause: Vec<u32>) {
        let index = self.clauses.len() as u32;
        self.watches[clause[0] as usize].push(index);
        self.watches[clause[1] as usize].push(index);
        let first = clause[0];
        self.clauses.push(clause);
        self.set(first, Reason::Learned(index));
    }

    /// Steps 3 to 5 until the tally is done or no solution is left.
    fn run(&mut self, tally: &mut Tally<S>) {
        let (mut restart, mut runs) = (100, 1);
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
                    self.keep(learned);
                }
                continue;
            }
            if self.conflicts >= restart {
                runs += 1;
                restart = self.conflicts + 100 * luby(runs);
                self.back_to(0);
                continue;
            }
            // The heap may still hold variables set since they went in.
            let mut best = self.dequeue();
            while best.map_or(false, |v| self.value[v] != 0) {
                best = self.dequeue();
            }
            match best {
                Some(v) => {
                    tally.guesses += 1;
                    self.levels.push(self.trail.len());
                    self.set(2 * v as u32, Reason::Free);
                }
                None => {
                    if tally.record(&self.grid()) || !self.exclude_solution() {
                        return;
                    }
                }
            }
        }
    }

    /// Every variable is set: the grid they describe.
    fn grid(&self) -> Grid<S> {
        let mut grid = Grid::empty();
        for (v, &value) in self.value.iter().enumerate() {
            if value == 1 {
                grid.set(v / S::SIDE, (v % S::SIDE) as u8 + 1);
            }
        }
        grid
    }

    /// After a solution: the clause "not all of these decisions", which excludes it and no
    /// other, kept as learned; `false` if there was no decision (no other solution).
    fn exclude_solution(&mut self) -> bool {
        let clause: Vec<u32> = self
            .levels
            .iter()
            .rev()
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
                self.keep(clause);
                true
            }
        }
    }
}

/// Not in the heap.
const NOWHERE: u32 = u32::MAX;

/// Luby's restart sequence, 1-based: 1, 1, 2, 1, 1, 2, 4, 1, 1, 2, 1, 1, 2, 4, 8, …
fn luby(mut i: u64) -> u64 {
    loop {
        let mut k = 1;
        while (1 << k) - 1 < i {
            k += 1;
        }
        if i == (1 << k) - 1 {
            return 1 << (k - 1);
        }
        i -= (1 << (k - 1)) - 1;
    }
}

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
    fn luby_sequence() {
        let first: Vec<u64> = (1..=15).map(luby).collect();
        assert_eq!(first, [1, 1, 2, 1, 1, 2, 4, 1, 1, 2, 1, 1, 2, 4, 8]);
    }

    #[test]
    fn groups_and_members_agree() {
        fn check<S: Shape>() {
            let solver = Solver::<S>::new();
            let n = S::SIDE;
            for g in 0..4 * n * n {
                for i in 0..n {
                    let v = solver.member(g, i);
                    assert!(solver.groups_of(v).contains(&g), "n {} g {} i {}", n, g, i);
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
            let searched = Cdcl::search(&puzzle, 50, &mut |g| all.push(*g));
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

    /// Random boards of both sizes, blanked from a solved grid, a wrong digit planted in some:
    /// unique, several and no solutions. The bitmask engine (held to a naive model in its own
    /// tests) gives the counts.
    #[test]
    fn counts_and_solves_random_boards_like_the_bitmask_engine() {
        fn check<S: Shape>(rounds: usize, blanks: (usize, usize), limit: usize) {
            let base = Bitmask::solve(&Grid::<S>::empty()).unwrap();
            let mut rng = Rng::new(S::CELLS as u64 * 7919);
            for round in 0..rounds {
                let mut puzzle = base;
                for _ in 0..blanks.0 + rng.below(blanks.1) {
                    puzzle.set(rng.below(S::CELLS), 0);
                }
                if round % 3 == 0 {
                    puzzle.set(rng.below(S::CELLS), 1 + rng.below(S::SIDE) as u8);
                }
                let mut all = Vec::new();
                let searched = Cdcl::search(&puzzle, limit, &mut |g| all.push(*g));
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
        let hunted: Grid<Box4> = grid(
            "-------K--A---N- -----N-----GPFBA E--C--JMIBK----- -J---G---MCF----
             -K--E--A--HI---- -L--B----D---E-J --P--F--L---A--- O-----G---N--B--
             ---P--CD-K-BO--- --CB--NH-G-A--P- --A----G-HM-DK-- -IF--J--------G-
             ------------G-I- -FI-K-B-D----P-- N----PM-F--K--LH -D-A---O-J-L----",
            "ABCDEFGHIJKLMNOP",
        );
        let mut solution = None;
        let searched = Cdcl::search(&hunted, 2, &mut |g| solution = Some(*g));
        assert_eq!(searched.solutions, 1);
        assert!(is_solution(&solution.unwrap(), &hunted));
        assert!(searched.guesses < 5_000, "{} decisions", searched.guesses);
    }

    #[test]
    fn a_limit_of_zero_searches_nothing() {
        let empty: Grid<Box3> = Grid::empty();
        let mut calls = 0;
        let searched = Cdcl::search(&empty, 0, &mut |_| calls += 1);
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
        let searched = Cdcl::search(&puzzle, 2, &mut |_| {});
        assert_eq!((searched.solutions, searched.guesses), (1, 0));
        // The empty grid: nothing follows from no givens, so every solution takes a decision.
        let searched = Cdcl::search(&Grid::<Box4>::empty(), 1, &mut |_| {});
        assert_eq!(searched.solutions, 1);
        assert!(searched.guesses > 0);
    }

    /// The heap's order against a plain model: of the variables in it, the highest activity
    /// first, the lower variable on a tie; through rises (a bump), takes and puts back.
    #[test]
    fn the_heap_gives_the_highest_activity_first_the_lower_variable_on_a_tie() {
        let mut rng = Rng::new(29);
        for round in 0..20 {
            let mut solver = Solver::<Box3>::new();
            let vars = solver.value.len();
            for v in 0..vars {
                // Few values, so that ties are common.
                solver.activity[v] = rng.below(5 + round) as f64;
            }
            let mut order: Vec<usize> = (0..vars).collect();
            for k in (1..vars).rev() {
                order.swap(k, rng.below(k + 1));
            }
            let mut model = vec![false; vars];
            for &v in &order[..vars / 2 + round * 10] {
                solver.enqueue(v);
                model[v] = true;
            }
            for step in 0..3 * vars {
                let v = rng.below(vars);
                match step % 3 {
                    0 => {
                        solver.enqueue(v);
                        model[v] = true;
                    }
                    1 if model[v] => {
                        solver.activity[v] += rng.below(3) as f64;
                        solver.rise(v);
                    }
                    _ => {
                        let expected = (0..vars).filter(|&u| model[u]).max_by(|&a, &b| {
                            let (x, y) = (solver.activity[a], solver.activity[b]);
                            x.partial_cmp(&y).unwrap().then(b.cmp(&a))
                        });
                        assert_eq!(solver.dequeue(), expected, "round {} step {}", round, step);
                        if let Some(u) = expected {
                            model[u] = false;
                        }
                    }
                }
                for (k, &u) in solver.heap.iter().enumerate() {
                    assert_eq!(solver.place[u as usize], k as u32);
                }
                let inside = (0..vars).filter(|&u| solver.place[u] != NOWHERE).count();
                assert_eq!(inside, solver.heap.len());
                assert_eq!(inside, model.iter().filter(|&&m| m).count());
            }
        }
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
    /// holds exactly the assignments, each with its documented reason, and the heap holds every
    /// unassigned variable in its order. After a propagation that found no conflict, also that
    /// nothing more follows: no group has two true, none lacks a live variable, every true one
    /// excludes its groups, a group with one live variable has it true, and every learned
    /// clause is watched by its first two literals, a false one only beside a true one.
    fn check_state<S: Shape>(solver: &Solver<S>, groups: &[Vec<usize>], settled: bool) {
        let value = &solver.value;
        let mut of = vec![Vec::new(); value.len()];
        for (g, members) in groups.iter().enumerate() {
            for &u in members {
                of[u].push(g);
            }
            let alive = members.iter().filter(|&&u| value[u] != -1).count();
            assert_eq!(usize::from(solver.alive[g]), alive, "group {}", g);
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
                    let clause = &solver.clauses[i as usize];
                    assert_eq!(clause[0], 2 * v as u32 + u32::from(value[v] == -1));
                    assert!(clause[1..].iter().all(|&lit| is_false(lit, at)));
                }
            }
        }
        let comes_before = |a: u32, b: u32| {
            let (x, y) = (solver.activity[a as usize], solver.activity[b as usize]);
            x > y || x == y && a < b
        };
        for (k, &u) in solver.heap.iter().enumerate() {
            assert_eq!(solver.place[u as usize], k as u32);
            assert!(
                k == 0 || !comes_before(u, solver.heap[(k - 1) / 2]),
                "heap order at {}",
                k
            );
        }
        for v in (0..value.len()).filter(|&v| value[v] == 0) {
            assert_ne!(
                solver.place[v], NOWHERE,
                "unassigned {} is not in the heap",
                v
            );
        }
        let mut watchers = vec![0; solver.clauses.len()];
        for (lit, watching) in solver.watches.iter().enumerate() {
            for &i in watching {
                let clause = &solver.clauses[i as usize];
                assert!(
                    clause[..2].contains(&(lit as u32)),
                    "clause {} watched by {}",
                    i,
                    lit
                );
                watchers[i as usize] += 1;
            }
        }
        for (i, clause) in solver.clauses.iter().enumerate() {
            assert_eq!(watchers[i], 2, "clause {}", i);
            assert_ne!(clause[0], clause[1]);
            if settled {
                let (a, b) = (solver.holds(clause[0]), solver.holds(clause[1]));
                assert!(a.min(b) > -1 || a.max(b) == 1, "clause {}: {:?}", i, (a, b));
            }
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
    /// the conflict's variables bumped, the bump grown by 1/0.95 (scaled down past 1e100); and
    /// every solution found once. Returns the number of conflicts.
    fn drive<S: Shape>(puzzle: &Grid<S>, bump: f64) -> usize {
        let groups = plain_groups::<S>();
        let mut left = Vec::new();
        Bitmask::search(puzzle, 1000, &mut |g| left.push(*g));
        assert!(left.len() < 1000, "too many solutions to enumerate");
        let mut solver = Solver::<S>::new();
        if !solver.give(puzzle.digits()) {
            assert!(left.is_empty());
            return 0;
        }
        check_state(&solver, &groups, true);
        for v in 0..solver.value.len() {
            let tightest = groups
                .iter()
                .filter(|m| m.contains(&v))
                .map(|m| m.iter().filter(|&&u| solver.value[u] != -1).count())
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
                    let expected = (0..solver.value.len())
                        .filter(|&v| solver.value[v] == 0)
                        .max_by(|&a, &b| {
                            let (x, y) = (solver.activity[a], solver.activity[b]);
                            x.partial_cmp(&y).unwrap().then(b.cmp(&a))
                        });
                    let mut best = solver.dequeue();
                    while best.map_or(false, |v| solver.value[v] != 0) {
                        best = solver.dequeue();
                    }
                    assert_eq!(best, expected, "the decision");
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
                    Reason::Learned(i) => solver.clauses[i as usize][1..]
                        .iter()
                        .map(|&l| (l >> 1) as usize)
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
            let grown = bump / 0.95;
            let scale = if grown > 1e100 { 1e-100 } else { 1.0 };
            assert!(close(solver.bump, grown * scale));
            for v in 0..activity.len() {
                let a = solver.activity[v];
                let bumped = close(a, (activity[v] + bump) * scale);
                assert!(bumped || close(a, activity[v] * scale), "variable {}", v);
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
                solver.keep(learned);
            }
        }
        assert!(left.is_empty(), "{} solutions not found", left.len());
        conflicts
    }

    fn close(a: f64, b: f64) -> bool {
        (a - b).abs() <= 1e-9 * b.abs()
    }

    /// The search's steps, each against plain models (`drive`): on a hard 9×9 puzzle, on it
    /// less one to three givens (up to hundreds of solutions), with a given changed (none, or
    /// others), half of these with the bump about to pass 1e100; on random 9×9 boards; on a
    /// hunted 16×16 one.
    #[test]
    fn each_step_keeps_its_promises_against_plain_models() {
        let hard: Grid<Box3> = grid(
            "8........ ..36..... .7..9.2.. .5...7... ....457.. ...1...3. ..1....68 ..85...1. .9....4..",
            "123456789",
        );
        let givens: Vec<usize> = (0..81).filter(|&c| hard.get(c) != 0).collect();
        let solution = Bitmask::solve(&hard).unwrap();
        let mut rng = Rng::new(2029);
        let mut conflicts = drive(&hard, 1.0);
        for round in 0..8 {
            let mut puzzle = hard;
            for _ in 0..1 + round % 3 {
                puzzle.set(givens[rng.below(givens.len())], 0);
            }
            if round % 4 == 3 {
                puzzle.set(givens[rng.below(givens.len())], 1 + rng.below(9) as u8);
            }
            // Digits of the solution elsewhere, until a few dozen solutions at most.
            while Bitmask::count_solutions(&puzzle, 40) == 40 {
                let cell = rng.below(81);
                puzzle.set(cell, solution.get(cell));
            }
            conflicts += drive(&puzzle, if round % 2 == 1 { 0.99e100 } else { 1.0 });
        }
        for round in 0..4 {
            let kind = [Kind::Unique, Kind::NoSolution][round % 2];
            conflicts += drive(&random_puzzle::<Box3>(&mut rng, kind, 22 + round % 5), 1.0);
        }
        assert!(
            conflicts > 200,
            "{} conflicts: too few to learn from",
            conflicts
        );
    }
}
