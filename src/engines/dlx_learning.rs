//! Algorithm X with dancing links that learns from its dead ends: where plain backtracking
//! tries the next row below the same doomed choices, this search finds out why a branch failed
//! and keeps the reason as a clause that prunes the later branches that would fail that way.
//!
//! # Technique
//! The search (engine `dlx_learning`): Algorithm X over that matrix, learning as it goes.
//!
//! 1. **Facts.** Each row ends up *in* (chosen) or *out* (a chosen row covered a column they
//!    share, or step 4 hid it), at a *level* (the choices open then), for a *reason*: the row
//!    that pushed it out, the column it was the last row of, or the learned clause that forced
//!    it. Literal `2k` says "row `k` in", `2k + 1` "row `k` out".
//! 2. **Forced rows**, as in Algorithm X: a column with one row left takes it; a column with
//!    none is a *dead end*.
//! 3. **Choosing**, when nothing is forced: of the columns with the fewest rows (Knuth's rule;
//!    with `any_column`, of all, as a SAT solver), the row with the highest *activity*, a score
//!    bumped each time the row takes part in a dead end.
//! 4. **Learning.** At a dead end the latest fact is replaced by its reasons until one fact of
//!    the latest level is left: the facts reached form a *clause*, "not all of these", true in
//!    every exact cover. The search jumps back to the level of its latest other fact and the
//!    clause forces the opposite of that one. A clause is read only when one of the two facts
//!    it *watches* stops holding.
//! 5. **Restarts and forgetting.** After 100, 100, 200, 100, 100, 200, 400, … dead ends (Luby's
//!    sequence) the search starts again from the givens, keeping clauses and activities; now
//!    and then the worse half of the clauses (by *glue*, how many levels they tie) goes.
//! 6. **Two modes in turns** (with `any_column`, as the SAT solver CaDiCaL): *focused* (each
//!    bump twice the last; a restart whenever recent clauses' glue runs a quarter above its long
//!    average) for 1000 dead ends, *stable* (as above) for 2000, focused for 4000, and so on,
//!    each with activities of its own: an input that leads one astray rarely fools both.
//!
//! Counting covers adds after each one the clause "not all of these choices".
//!
//! # Complexity
//! A choice costs the 1s of the rows it pushes out, as covering does; a dead end costs the facts
//! of its level. Exponential at worst (exact cover is NP-complete); memory grows with the
//! clauses kept.

use crate::board::grid::Grid;
use crate::board::shape::Shape;
use crate::engines::clauses::Clauses;
use crate::engines::dlx::{ExactCover, ROOT};
use crate::engines::dlx_sudoku::{boxes_matrix, fill};
use crate::engines::{luby, Engine, Searched};

/// The engine: Sudoku as exact cover, by dancing links that learn, for any box size.
pub struct LearningLinks;

impl<S: Shape> Engine<S> for LearningLinks {
    fn search(
        puzzle: &Grid<S>,
        limit: usize,
        shown: usize,
        found: &mut dyn FnMut(&Grid<S>),
    ) -> Searched {
        let mut matrix = match boxes_matrix(puzzle) {
            Some(matrix) => matrix,
            None => return Searched::default(), // a given clashes with another
        };
        let (mut solution, mut seen) = (*puzzle, 0);
        let (solutions, guesses) = learning_covers(&mut matrix, limit, false, &mut |rows| {
            if seen < shown {
                fill(&mut solution, rows);
                found(&solution);
            }
            seen += 1;
        });
        Searched { solutions, guesses }
    }
}

/// Calls `found` with the row ids of each exact cover of the columns of `links` not yet covered,
/// until `limit` have been found, choosing among the rows of every open column if `any_column`
/// (else of those with the fewest rows); returns how many were found and how many rows were
/// chosen without being forced (the guesses). Leaves the links as they were.
pub fn learning_covers(
    links: &mut ExactCover,
    limit: usize,
    any_column: bool,
    found: &mut dyn FnMut(&[usize]),
) -> (usize, u64) {
    let mark = links.trail.len();
    let mut learner = Learner::new(links);
    learner.any_column = any_column;
    if any_column {
        learner.focused = true;
        learner.turn = learner.span;
    }
    let counts = if limit > 0 {
        learner.run(limit, found)
    } else {
        (0, 0)
    };
    learner.links.undo(mark);
    learner.links.pending.clear();
    counts
}

/// Why a row is in or out (step 1).
#[derive(Clone, Copy)]
enum Reason {
    /// Where the search began, a choice, or a learned clause of one fact.
    Free,
    /// Out: this chosen row covered a column the two share.
    Excluded(u32),
    /// In: the last row of this column.
    Forced(u32),
    /// Forced by the learned clause at this offset: its first literal, the others false.
    Learned(u32),
}

/// The search's state beside the matrix. `value[literal]`: `1` true, `-1` false, `0` unknown.
struct Learner<'a> {
    links: &'a mut ExactCover,
    value: Vec<i8>,
    level: Vec<u32>,
    reason: Vec<Reason>,
    activity: Vec<f64>,
    bump: f64,
    /// Step 6: the other mode's activities and bump, the mode, glue's recent and long
    /// averages, the dead ends at the last restart and at the next turn, the turn's length.
    idle: (Vec<f64>, f64),
    focused: bool,
    glue: (f64, f64),
    since: u64,
    turn: u64,
    span: u64,
    seen: Vec<bool>,
    /// The rows of each open column when the search began (the others are out at level 0).
    holders: Vec<Vec<u32>>,
    /// The literals made true, in order; level `k + 1` starts at `levels[k]`: (its place in
    /// `trail`, its place in the matrix's own trail of choices and hides).
    trail: Vec<u32>,
    levels: Vec<(usize, usize)>,
    /// How much of the trail the learned clauses have seen.
    head: usize,
    /// The learned clauses, the schedule.
    clauses: Clauses,
    conflicts: u64,
    /// Step 3 chooses among the rows of every open column, not only the smallest ones.
    any_column: bool,
}

impl<'a> Learner<'a> {
    fn new(links: &'a mut ExactCover) -> Self {
        let rows = links.row_id.len();
        let mut holders = vec![Vec::new(); links.size.len()];
        let mut c = links.right[ROOT] as usize;
        while c != ROOT {
            if links.size[c] <= 1 {
                links.pending.push(c as u32);
            }
            let mut i = links.nodes[c].down as usize;
            while i != c {
                holders[c].push(links.nodes[i].row);
                i = links.nodes[i].down as usize;
            }
            c = links.right[c] as usize;
        }
        Learner {
            links,
            value: vec![0; 2 * rows],
            level: vec![0; rows],
            reason: vec![Reason::Free; rows],
            activity: vec![0.0; rows],
            bump: 1.0,
            idle: (vec![0.0; rows], 1.0),
            focused: false,
            glue: (0.0, 0.0),
            since: 0,
            turn: u64::MAX,
            span: 1000,
            seen: vec![false; rows],
            holders,
            trail: Vec::new(),
            levels: Vec::new(),
            head: 0,
            clauses: Clauses::new(rows),
            conflicts: 0,
            any_column: false,
        }
    }

    fn assign(&mut self, lit: u32, reason: Reason) {
        let k = (lit >> 1) as usize;
        self.value[lit as usize] = 1;
        self.value[(lit ^ 1) as usize] = -1;
        self.level[k] = self.levels.len() as u32;
        self.reason[k] = reason;
        self.trail.push(lit);
    }

    /// Chooses row `k`: each other row of its columns is out, then the columns are covered.
    fn choose(&mut self, k: u32, reason: Reason) {
        self.assign(2 * k, reason);
        for j in self.links.row(k) {
            let c = self.links.nodes[j].column as usize;
            let mut i = self.links.nodes[c].down as usize;
            while i != c {
                let other = self.links.nodes[i].row;
                if other != k {
                    self.assign(2 * other + 1, Reason::Excluded(k));
                }
                i = self.links.nodes[i].down as usize;
            }
            self.links.cover(c);
        }
        self.links.trail.push(k);
    }

    /// Makes literal `lit` true: chooses or hides its row.
    fn make(&mut self, lit: u32, reason: Reason) {
        if lit & 1 == 0 {
            self.choose(lit >> 1, reason);
        } else {
            self.assign(lit, reason);
            self.links.hide(lit >> 1);
        }
    }

    /// Step 2 and the learned clauses, until nothing follows; a dead end is returned as
    /// literals that are all false.
    fn propagate(&mut self) -> Option<Vec<u32>> {
        loop {
            if let Some(c) = self.links.pending.pop() {
                let c = c as usize;
                if !self.links.is_open(c) {
                    continue;
                }
                match self.links.size[c] {
                    0 => {
                        self.links.pending.clear();
                        return Some(self.holders[c].iter().map(|&k| 2 * k).collect());
                    }
                    1 => {
                        let k = self.links.nodes[self.links.nodes[c].down as usize].row;
                        self.choose(k, Reason::Forced(c as u32));
                    }
                    _ => {}
                }
            } else if self.head < self.trail.len() {
                let falsified = self.trail[self.head] ^ 1;
                self.head += 1;
                if !self.clauses.watches[falsified as usize].is_empty() {
                    if let Some(conflict) = self.propagate_learned(falsified) {
                        self.links.pending.clear();
                        return Some(conflict);
                    }
                }
            } else {
                return None;
            }
        }
    }

    /// Step 4's watching: the clauses that watch `falsified`, which has just become false.
    fn propagate_learned(&mut self, falsified: u32) -> Option<Vec<u32>> {
        let mut watching = std::mem::take(&mut self.clauses.watches[falsified as usize]);
        let (mut i, mut kept) = (0, 0);
        let mut conflict = None;
        while i < watching.len() {
            let (at, blocker) = watching[i];
            i += 1;
            if self.value[blocker as usize] == 1 {
                watching[kept] = (at, blocker);
                kept += 1;
                continue;
            }
            let len = self.clauses.arena[at as usize] as usize;
            let start = at as usize + 2;
            let lits = &mut self.clauses.arena[start..start + len];
            if lits[0] == falsified {
                lits.swap(0, 1);
            }
            let first = lits[0];
            let other = self.value[first as usize];
            if other != 1 {
                let value = &self.value;
                if let Some(k) = lits[2..].iter().position(|&l| value[l as usize] != -1) {
                    lits.swap(1, k + 2);
                    self.clauses.watches[lits[1] as usize].push((at, first));
                    continue;
                }
            }
            watching[kept] = (at, first);
            kept += 1;
            if other == -1 {
                conflict = Some(self.clauses.clause(at).to_vec());
                break;
            } else if other == 0 {
                self.make(first, Reason::Learned(at));
            }
        }
        watching.drain(kept..i);
        self.clauses.watches[falsified as usize] = watching;
        conflict
    }

    /// The literals, all false, that made row `k` in or out.
    fn reasons(&self, k: usize, out: &mut Vec<u32>) {
        out.clear();
        match self.reason[k] {
            Reason::Free => {}
            Reason::Excluded(by) => out.push(2 * by + 1),
            Reason::Forced(c) => out.extend(
                self.holders[c as usize]
                    .iter()
                    .filter(|&&other| other as usize != k)
                    .map(|&other| 2 * other),
            ),
            Reason::Learned(at) => out.extend_from_slice(&self.clauses.clause(at)[1..]),
        }
    }

    /// Step 4: the clause learned from the dead end `conflict` (its asserting literal first, a
    /// literal of the level to jump back to second), and that level.
    fn learn(&mut self, conflict: Vec<u32>) -> (Vec<u32>, usize) {
        let current = self.levels.len() as u32;
        let mut learned = vec![0];
        let (mut open, mut at) = (0, self.trail.len());
        let mut lits = conflict;
        loop {
            for &lit in &lits {
                let k = (lit >> 1) as usize;
                if !self.seen[k] && self.level[k] > 0 {
                    self.seen[k] = true;
                    self.activity[k] += self.bump;
                    if self.level[k] == current {
                        open += 1;
                    } else {
                        learned.push(lit);
                    }
                }
            }
            // The latest fact of this level that the dead end depends on.
            at -= 1;
            while !self.seen[(self.trail[at] >> 1) as usize] {
                at -= 1;
            }
            let k = (self.trail[at] >> 1) as usize;
            self.seen[k] = false;
            open -= 1;
            if open == 0 {
                learned[0] = self.trail[at] ^ 1;
                break;
            }
            self.reasons(k, &mut lits);
        }
        // A literal whose own reasons are all in the clause (or at level 0) is implied by the
        // others: it goes.
        let marked = learned.clone();
        let mut k = 1;
        while k < learned.len() {
            self.reasons((learned[k] >> 1) as usize, &mut lits);
            let implied = !lits.is_empty()
                && lits.iter().all(|&lit| {
                    let other = (lit >> 1) as usize;
                    self.seen[other] || self.level[other] == 0
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
        // Later dead ends weigh more: each bump is 1/0.95 of the last (focused: twice), so older
        // ones fade.
        self.bump /= if self.focused { 0.5 } else { 0.95 };
        if self.bump > 1e100 {
            for a in self.activity.iter_mut() {
                *a *= 1e-100;
            }
            self.bump *= 1e-100;
        }
        (learned, back)
    }

    /// Undoes every fact above level `level`, the matrix's links with them.
    fn back_to(&mut self, level: usize) {
        if self.levels.len() <= level {
            return;
        }
        let (trail, links) = self.levels[level];
        self.links.undo(links);
        self.links.pending.clear();
        for &lit in &self.trail[trail..] {
            self.value[lit as usize] = 0;
            self.value[(lit ^ 1) as usize] = 0;
        }
        self.trail.truncate(trail);
        self.levels.truncate(level);
        self.head = trail;
    }

    /// Keeps `clause` (two literals or more) with its glue, watching its first two, and makes
    /// its first literal true.
    fn keep(&mut self, clause: &[u32], glue: u32) {
        let at = self.clauses.append(clause, glue);
        self.make(clause[0], Reason::Learned(at));
    }

    /// Step 5's forgetting, at level 0 (the clauses move: no reason may name one).
    fn forget(&mut self) {
        for &lit in &self.trail {
            self.reason[(lit >> 1) as usize] = Reason::Free;
        }
        self.clauses.forget(self.conflicts);
    }

    /// Step 3: of the open columns with the fewest rows (or of all, with `any_column`), their
    /// most active row (the first met on a tie); `None` when every column is covered.
    fn decide(&self) -> Option<u32> {
        let links = &*self.links;
        let mut fewest = u32::MAX;
        let mut c = links.right[ROOT] as usize;
        while c != ROOT && !self.any_column {
            fewest = fewest.min(links.size[c]);
            c = links.right[c] as usize;
        }
        let mut best: Option<u32> = None;
        let mut most = -1.0;
        let mut c = links.right[ROOT] as usize;
        while c != ROOT {
            if links.size[c] <= fewest {
                let mut i = links.nodes[c].down as usize;
                while i != c {
                    let k = links.nodes[i].row;
                    if self.activity[k as usize] > most {
                        most = self.activity[k as usize];
                        best = Some(k);
                    }
                    i = links.nodes[i].down as usize;
                }
            }
            c = links.right[c] as usize;
        }
        best
    }

    /// Steps 5 and 6: whether to restart now, the next of Luby's restarts being due at `restart`.
    fn due(&self, restart: u64) -> bool {
        self.conflicts >= self.turn
            || if self.focused {
                self.conflicts > self.since + 1 && self.glue.0 > 1.25 * self.glue.1
            } else {
                self.conflicts >= restart
            }
    }

    /// Steps 2 to 6 until `limit` covers are found or none is left: (covers, guesses).
    fn run(&mut self, limit: usize, found: &mut dyn FnMut(&[usize])) -> (usize, u64) {
        let (mut count, mut guesses) = (0, 0);
        let (mut restart, mut runs) = (self.clauses.restart_unit, 1);
        loop {
            if let Some(conflict) = self.propagate() {
                self.conflicts += 1;
                if self.levels.is_empty() {
                    return (count, guesses);
                }
                let (learned, back) = self.learn(conflict);
                self.back_to(back);
                if learned.len() == 1 {
                    self.make(learned[0], Reason::Free);
                } else {
                    let mut levels: Vec<u32> = (learned.iter())
                        .map(|&lit| self.level[(lit >> 1) as usize])
                        .collect();
                    levels.sort_unstable();
                    levels.dedup();
                    let glue = levels.len() as f64;
                    if self.glue.1 == 0.0 {
                        self.glue = (glue, glue);
                    }
                    self.glue.0 += (glue - self.glue.0) / 32.0;
                    self.glue.1 += (glue - self.glue.1) / 1024.0;
                    self.keep(&learned, levels.len() as u32);
                }
            } else if self.due(restart) {
                if self.conflicts >= self.turn {
                    self.span *= 2;
                    self.turn = self.conflicts + self.span;
                    self.focused = !self.focused;
                    std::mem::swap(&mut self.activity, &mut self.idle.0);
                    std::mem::swap(&mut self.bump, &mut self.idle.1);
                }
                if !self.focused {
                    runs += 1;
                    restart = self.conflicts + self.clauses.restart_unit * luby(runs);
                }
                self.since = self.conflicts;
                self.back_to(0);
                if self.conflicts >= self.clauses.next_forget {
                    self.forget();
                }
            } else if let Some(k) = self.decide() {
                guesses += 1;
                self.levels.push((self.trail.len(), self.links.trail.len()));
                self.choose(k, Reason::Free);
            } else {
                count += 1;
                let rows: Vec<usize> = (self.trail.iter())
                    .filter(|&&lit| lit & 1 == 0)
                    .map(|&lit| self.links.row_id[(lit >> 1) as usize])
                    .collect();
                found(&rows);
                if count >= limit || !self.exclude_cover() {
                    return (count, guesses);
                }
            }
        }
    }

    /// After a cover: the clause "not all of these choices", which excludes it and no other,
    /// kept for good; `false` if there was no choice (no other cover).
    fn exclude_cover(&mut self) -> bool {
        let clause: Vec<u32> = (self.levels.iter().rev())
            .map(|&(at, _)| self.trail[at] ^ 1)
            .collect();
        match clause.len() {
            0 => false,
            1 => {
                self.back_to(0);
                self.make(clause[0], Reason::Free);
                true
            }
            len => {
                // The last choice's negation is forced one level down; the one before it is
                // the other literal watched.
                self.back_to(len - 1);
                self.keep(&clause, 0);
                true
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::rules;
    use crate::board::shape::{Box3, Box4};
    use crate::engines::bitmask::Bitmask;
    use crate::engines::cdcl::Cdcl;
    use crate::testing::{from_digits, Rng};

    /// The usual schedule: (restart unit, first forgetting, its growth).
    fn usual() -> (u64, u64, u64) {
        let clauses = Clauses::new(0);
        (
            clauses.restart_unit,
            clauses.forget_gap,
            clauses.forget_more,
        )
    }

    /// Every exact cover of `rows` (each a list of columns `< columns`), by trying every subset.
    fn covers_by_subsets(columns: usize, rows: &[Vec<usize>]) -> Vec<Vec<usize>> {
        let mut covers = Vec::new();
        for set in 0u32..1 << rows.len() {
            let mut count = vec![0; columns];
            for (k, row) in rows.iter().enumerate() {
                if set >> k & 1 == 1 {
                    row.iter().for_each(|&c| count[c] += 1);
                }
            }
            if count.iter().all(|&n| n == 1) {
                covers.push((0..rows.len()).filter(|&k| set >> k & 1 == 1).collect());
            }
        }
        covers
    }

    /// Every cover the search reports, each sorted, in order; the links must come back as
    /// they were.
    fn covers_found(matrix: &mut ExactCover, limit: usize) -> Vec<Vec<usize>> {
        let before = matrix.clone();
        let mut covers = Vec::new();
        let (count, _) = learning_covers(matrix, limit, false, &mut |rows| {
            let mut rows = rows.to_vec();
            rows.sort_unstable();
            covers.push(rows);
        });
        assert_eq!(count, covers.len());
        assert!(*matrix == before, "the links are not as they were");
        covers
    }

    #[test]
    fn finds_the_covers_the_naive_model_finds_on_random_matrices() {
        let mut rng = Rng::new(169);
        for round in 0..600 {
            let columns = 2 + rng.below(7);
            let rows: Vec<Vec<usize>> = (0..1 + rng.below(13))
                .map(|_| {
                    let mut row: Vec<usize> = (0..columns).filter(|_| rng.below(3) == 0).collect();
                    if row.is_empty() {
                        row.push(rng.below(columns));
                    }
                    row
                })
                .collect();
            let mut matrix = ExactCover::new(columns);
            for (k, row) in rows.iter().enumerate() {
                matrix.add_row(k, row);
            }
            let mut expected = covers_by_subsets(columns, &rows);
            let mut got = covers_found(&mut matrix, usize::MAX);
            expected.sort();
            got.sort();
            assert_eq!(got, expected, "round {}: {:?}", round, rows);
            let limited = covers_found(&mut matrix, 1);
            assert_eq!(limited.len(), expected.len().min(1), "round {}", round);
            assert!(limited.iter().all(|cover| expected.contains(cover)));
        }
    }

    /// A solved grid of each size with cells emptied and, in some, a wrong digit planted:
    /// boards with one solution, several or none.
    fn boards<S: Shape>(rng: &mut Rng, count: usize, blanks: (usize, usize)) -> Vec<Grid<S>> {
        let full = Bitmask::solve(&Grid::<S>::empty()).unwrap();
        (0..count)
            .map(|round| {
                let mut board = full;
                for _ in 0..blanks.0 + rng.below(blanks.1) {
                    board.set(rng.below(S::CELLS), 0);
                }
                if round % 3 == 0 {
                    board.set(rng.below(S::CELLS), 1 + rng.below(S::SIDE) as u8);
                }
                board
            })
            .collect()
    }

    /// The solutions of `board` up to `limit` with the schedule `(restart unit, first
    /// forgetting, its growth)`: each must be valid and new, and their number the bitmask
    /// engine's (held to a naive model in its own tests), or on hard 16×16 boards, where the
    /// bitmask search takes long, the clause-learning engine's (held to the bitmask engine).
    fn check_counts<S: Shape>(board: &Grid<S>, limit: usize, schedule: (u64, u64, u64)) -> u64 {
        check_counts_in(board, limit, schedule, None)
    }

    /// [`check_counts`], with `Some(span)`: as `learning_covers` with `any_column` (focused
    /// first, step 6's turns), the first turn `span` dead ends long instead of 1000.
    fn check_counts_in<S: Shape>(
        board: &Grid<S>,
        limit: usize,
        schedule: (u64, u64, u64),
        modes: Option<u64>,
    ) -> u64 {
        let mut matrix = match boxes_matrix(board) {
            Some(matrix) => matrix,
            None => {
                assert_eq!(Cdcl::count_solutions(board, 1), 0, "{:?}", board);
                return 0;
            }
        };
        let mut learner = Learner::new(&mut matrix);
        learner.clauses.restart_unit = schedule.0;
        learner.clauses.next_forget = schedule.1;
        learner.clauses.forget_gap = schedule.1;
        learner.clauses.forget_more = schedule.2;
        if let Some(span) = modes {
            learner.any_column = true;
            learner.focused = true;
            learner.span = span;
            learner.turn = span;
        }
        let mut all: Vec<Grid<S>> = Vec::new();
        let (count, _) = learner.run(limit, &mut |rows| {
            let mut solution = *board;
            fill(&mut solution, rows);
            all.push(solution);
        });
        assert_eq!(count, all.len());
        let expected = if S::SIDE == 16 {
            Cdcl::count_solutions(board, limit)
        } else {
            Bitmask::count_solutions(board, limit)
        };
        assert_eq!(count, expected, "{:?}", board);
        for (k, solution) in all.iter().enumerate() {
            assert!(rules::is_solution(solution), "{:?}", solution);
            assert!((0..S::CELLS).all(|c| board.get(c) == 0 || board.get(c) == solution.get(c)));
            assert!(all[..k]
                .iter()
                .all(|other| other.digits() != solution.digits()));
        }
        learner.conflicts
    }

    /// Steps 5 and 6's rule for a restart, against the documented one: at the turn, always;
    /// focused, two dead ends or more after the last restart and the recent glue average more
    /// than a quarter above the long one; stable, when Luby's next restart is due.
    #[test]
    fn a_restart_comes_when_steps_5_and_6_say() {
        let mut matrix = boxes_matrix(&Grid::<Box3>::empty()).unwrap();
        let mut learner = Learner::new(&mut matrix);
        let averages = [
            (1.0, 1.0),
            (1.24, 1.0),
            (1.25, 1.0),
            (1.3, 1.0),
            (2.0, 3.0),
            (5.0, 3.0),
        ];
        let mut restarts = 0;
        for focused in [false, true] {
            for (conflicts, since) in (0..12).flat_map(|c| (0..=c).map(move |s| (c, s))) {
                for turn in [5, 9, u64::MAX] {
                    for restart in [3, 7, 10] {
                        for &(fast, slow) in &averages {
                            learner.focused = focused;
                            learner.conflicts = conflicts;
                            learner.since = since;
                            learner.turn = turn;
                            learner.glue = (fast, slow);
                            let expected = conflicts >= turn
                                || if focused {
                                    conflicts >= since + 2 && fast > slow * 5.0 / 4.0
                                } else {
                                    conflicts >= restart
                                };
                            assert_eq!(
                                learner.due(restart),
                                expected,
                                "focused {} at {} since {} turn {} restart {} glue {:?}",
                                focused,
                                conflicts,
                                since,
                                turn,
                                restart,
                                (fast, slow)
                            );
                            restarts += usize::from(expected);
                        }
                    }
                }
            }
        }
        assert!(restarts > 100 && restarts < 2 * 78 * 3 * 3 * 6);
    }

    /// Step 6 keeps every answer, whatever the turns' length: with any column, focused then
    /// stable in turns of 1, 8 and the usual 1000 dead ends (doubling), on the hunted puzzle,
    /// the same with givens taken out, and random boards; the turns short enough that the
    /// modes change many times, each with its restarts (focused: by glue).
    #[test]
    fn both_modes_in_turns_keep_the_answers() {
        let mut dead_ends = 0;
        for span in [1, 8, 1000] {
            let mut puzzle = hunted();
            dead_ends += check_counts_in(&puzzle, 2, usual(), Some(span));
            for cell in 0..40 {
                puzzle.set(cell, 0);
            }
            dead_ends += check_counts_in(&puzzle, 30, usual(), Some(span));
            let mut rng = Rng::new(span);
            for board in boards::<Box3>(&mut rng, 40, (45, 20)) {
                dead_ends += check_counts_in(&board, 5, usual(), Some(span));
            }
        }
        assert!(dead_ends > 300, "{} dead ends: too few turns", dead_ends);
    }

    #[test]
    fn counts_and_solves_random_boards_like_the_bitmask_engine() {
        let mut rng = Rng::new(4096);
        for board in boards::<Box3>(&mut rng, 200, (40, 25)) {
            check_counts(&board, 3, usual());
        }
        for board in boards::<Box4>(&mut rng, 30, (60, 80)) {
            check_counts(&board, 2, usual());
        }
    }

    /// `full` with `blanks` cells, chosen at random, emptied.
    fn emptied(rng: &mut Rng, full: Grid<Box3>, blanks: usize) -> Grid<Box3> {
        let mut board = full;
        let mut emptied = 0;
        while emptied < blanks {
            let cell = rng.below(81);
            if board.get(cell) != 0 {
                board.set(cell, 0);
                emptied += 1;
            }
        }
        board
    }

    /// Hundreds of solutions each (a solved grid with 56 to 61 cells emptied), with the usual
    /// schedule and with a restart after every dead end but no forgetting (which would rebuild
    /// every watch): every solution once, as many as the bitmask engine counts. The clauses
    /// that exclude the solutions found must stay watched through dead ends and restarts.
    #[test]
    fn enumerates_hundreds_of_solutions_each_once() {
        let mut rng = Rng::new(5);
        let full = Bitmask::solve(&Grid::<Box3>::empty()).unwrap();
        for round in 0..8 {
            let board = emptied(&mut rng, full, 56 + round % 6);
            check_counts(&board, 1500, usual());
            check_counts(&board, 1500, (1, u64::MAX / 2, 0));
        }
    }

    /// A copy of `run`'s loop (no restart) on `board`, checking each step against plain
    /// models: each decision is, of the rows of the open columns with fewest rows in the order
    /// met, the first of highest activity; each dead end all false; each learned clause all
    /// false, its first literal alone on the dead end's level, none on level 0, its second on
    /// the level jumped back to (the highest of the others), true in every solution not yet
    /// found (all enumerated by another engine), with no literal whose reasons are all in it or
    /// on level 0; every row of the clause bumped by the bump and any other row by it or not
    /// at all, the bump grown by 1/0.95 (focused, as with `any_column`: by 2), all scaled by
    /// 1e-100 past 1e100; every solution found once. Starts with `bump`. Returns the number of dead ends and of scalings.
    fn check_steps<S: Shape>(board: &Grid<S>, bump: f64, any_column: bool) -> (usize, usize) {
        let n = S::SIDE;
        let mut solutions: Vec<Vec<bool>> = Vec::new();
        let mut record = |solution: &Grid<S>| {
            let mut rows = vec![false; n * n * n];
            (0..n * n).for_each(|c| rows[c * n + solution.get(c) as usize - 1] = true);
            solutions.push(rows);
        };
        if S::SIDE == 16 {
            Cdcl::search(board, 1000, 1000, &mut record);
        } else {
            Bitmask::search(board, 1000, 1000, &mut record);
        }
        assert!(
            solutions.len() < 1000,
            "too many solutions to check the clauses"
        );
        let mut matrix = match boxes_matrix(board) {
            Some(matrix) => matrix,
            None => return (0, 0),
        };
        let mut learner = Learner::new(&mut matrix);
        learner.bump = bump;
        learner.any_column = any_column;
        learner.focused = any_column;
        let mut found = vec![false; solutions.len()];
        let (mut conflicts, mut scalings) = (0, 0);
        // Literal `lit` holds in solution `s`.
        let holds = |learner: &Learner, s: &[bool], lit: u32| {
            s[learner.links.row_id[(lit >> 1) as usize]] == (lit & 1 == 0)
        };
        loop {
            if let Some(conflict) = learner.propagate() {
                conflicts += 1;
                assert!(conflict
                    .iter()
                    .all(|&lit| learner.value[lit as usize] == -1));
                if learner.levels.is_empty() {
                    break;
                }
                let current = learner.levels.len() as u32;
                let (before, bump) = (learner.activity.clone(), learner.bump);
                let (learned, back) = learner.learn(conflict);
                let levels_now = learner.level.clone();
                let level = |lit: u32| levels_now[(lit >> 1) as usize];
                assert!(learned.iter().all(|&lit| learner.value[lit as usize] == -1));
                assert_eq!(level(learned[0]), current);
                assert!(learned[1..]
                    .iter()
                    .all(|&l| 0 < level(l) && level(l) < current));
                let highest = learned[1..].iter().map(|&l| level(l)).max().unwrap_or(0);
                assert_eq!(back as u32, highest);
                if learned.len() > 1 {
                    assert_eq!(level(learned[1]), highest);
                }
                for (s, solution) in solutions.iter().enumerate() {
                    assert!(
                        found[s] || learned.iter().any(|&l| holds(&learner, solution, l)),
                        "a learned clause false in a solution not yet found"
                    );
                }
                let rows: Vec<usize> = learned.iter().map(|&l| (l >> 1) as usize).collect();
                let mut reasons = Vec::new();
                for &lit in &learned[1..] {
                    learner.reasons((lit >> 1) as usize, &mut reasons);
                    let implied = !reasons.is_empty()
                        && reasons
                            .iter()
                            .all(|&r| rows.contains(&((r >> 1) as usize)) || level(r) == 0);
                    assert!(!implied, "literal {} is implied by the others", lit);
                }
                let grown = bump / if any_column { 0.5 } else { 0.95 };
                let scale = if grown > 1e100 { 1e-100 } else { 1.0 };
                scalings += usize::from(grown > 1e100);
                assert_eq!(learner.bump, grown * scale);
                for (k, &a) in before.iter().enumerate() {
                    let bumped = (a + bump) * scale;
                    if rows.contains(&k) {
                        assert_eq!(learner.activity[k], bumped, "row {}", k);
                    } else {
                        assert!([a * scale, bumped].contains(&learner.activity[k]));
                    }
                }
                learner.back_to(back);
                if learned.len() == 1 {
                    learner.make(learned[0], Reason::Free);
                } else {
                    let mut levels: Vec<u32> = learned.iter().map(|&l| level(l)).collect();
                    levels.sort_unstable();
                    levels.dedup();
                    learner.keep(&learned, levels.len() as u32);
                }
            } else if let Some(k) = learner.decide() {
                let links = &*learner.links;
                let mut open = Vec::new();
                let mut c = links.right[ROOT] as usize;
                while c != ROOT {
                    open.push(c);
                    c = links.right[c] as usize;
                }
                let fewest = open.iter().map(|&c| links.size[c]).min().unwrap();
                let mut candidates = Vec::new();
                let chosen = |c: usize| any_column || links.size[c] == fewest;
                for &c in open.iter().filter(|&&c| chosen(c)) {
                    let mut i = links.nodes[c].down as usize;
                    while i != c {
                        candidates.push(links.nodes[i].row);
                        i = links.nodes[i].down as usize;
                    }
                }
                let activity = |k: &&u32| learner.activity[**k as usize];
                let first_best = candidates
                    .iter()
                    .rev()
                    .max_by(|a, b| activity(a).partial_cmp(&activity(b)).unwrap());
                assert_eq!(Some(k), first_best.copied());
                learner
                    .levels
                    .push((learner.trail.len(), learner.links.trail.len()));
                learner.choose(k, Reason::Free);
            } else {
                let cover: Vec<usize> = (learner.trail.iter())
                    .filter(|&&lit| lit & 1 == 0)
                    .map(|&lit| learner.links.row_id[(lit >> 1) as usize])
                    .collect();
                let s = (0..solutions.len())
                    .find(|&s| cover.iter().all(|&row| solutions[s][row]))
                    .unwrap_or_else(|| panic!("no solution: {} of {:?}", solutions.len(), board));
                assert!(!found[s], "a solution found twice");
                found[s] = true;
                if !learner.exclude_cover() {
                    break;
                }
            }
        }
        assert!(found.iter().all(|&f| f), "a solution not found");
        (conflicts, scalings)
    }

    #[test]
    fn each_step_keeps_its_promises_against_plain_models() {
        let (mut conflicts, mut scalings) = check_steps(&hunted(), 1.0, false);
        assert!(conflicts > 0);
        let (more, scaled) = check_steps(&hunted(), 1e100 * 0.95f64.powi(10), false);
        conflicts += more;
        scalings += scaled;
        let (more, scaled) = check_steps(&hunted(), 1.0, true);
        assert!(more > 0);
        conflicts += more;
        scalings += scaled;
        let mut rng = Rng::new(8);
        let full = Bitmask::solve(&Grid::<Box3>::empty()).unwrap();
        for round in 0..16 {
            let mut board = emptied(&mut rng, full, 44 + round % 8);
            if round % 4 == 3 {
                board.set(rng.below(81), 1 + rng.below(9) as u8);
            }
            // Half of them start with the bump a dead end below 1e100.
            let bump = if round % 2 == 0 { 1.0 } else { 1e100 * 0.95 };
            let (more, scaled) = check_steps(&board, bump, round / 2 % 2 == 1);
            conflicts += more;
            scalings += scaled;
        }
        assert!(scalings > 0, "the bump never passed 1e100");
        assert!(
            conflicts > 100,
            "{} dead ends: too few to test learning",
            conflicts
        );
    }

    /// Through the `Engine` trait, as the solutions call it: the bitmask engine's counts, valid
    /// solutions, no call at limit 0, guesses only where the board needs one (a board with two
    /// solutions cannot be finished by forced rows alone; one blank cell is forced), and no
    /// solution when two givens clash.
    #[test]
    fn the_engine_solves_counts_and_reports_its_guesses() {
        let mut rng = Rng::new(1690);
        for board in boards::<Box3>(&mut rng, 40, (40, 25)) {
            let expected = Bitmask::count_solutions(&board, 3);
            let mut all = Vec::new();
            let searched = LearningLinks::search(&board, 3, 3, &mut |solution| all.push(*solution));
            assert_eq!(
                (searched.solutions, all.len()),
                (expected, expected),
                "{:?}",
                board
            );
            for solution in &all {
                assert!(rules::is_solution(solution), "{:?}", solution);
                assert!((0..81).all(|c| board.get(c) == 0 || board.get(c) == solution.get(c)));
            }
            if expected > 1 {
                assert!(searched.guesses > 0, "{:?}", board);
            }
            let none =
                LearningLinks::search(&board, 0, 0, &mut |_| panic!("a solution at limit 0"));
            assert_eq!(none.solutions, 0);
        }
        let full = Bitmask::solve(&Grid::<Box3>::empty()).unwrap();
        let mut one_blank = full;
        one_blank.set(40, 0);
        let searched = LearningLinks::search(&one_blank, 2, 2, &mut |solution| {
            assert_eq!(solution.digits(), full.digits())
        });
        assert_eq!(
            searched,
            Searched {
                solutions: 1,
                guesses: 0
            }
        );
        let mut clash = Grid::<Box3>::empty();
        clash.set(0, 5);
        clash.set(8, 5);
        let searched =
            LearningLinks::search(&clash, 2, 2, &mut |_| panic!("a solution of a clash"));
        assert_eq!(searched, Searched::default());
    }

    /// Step 5 against a plain model: of the clauses of nonzero glue, the worse half (highest
    /// glue first, the older on a tie) goes; the others, glue 0 included, stay in order with
    /// their literals and glue, each watched by its first two literals; no fact keeps a learned
    /// reason (its clause moved); the next forgetting is due `gap + more` dead ends later.
    #[test]
    fn forgetting_drops_the_worse_half_by_glue_as_a_plain_model_does() {
        let mut rng = Rng::new(4221);
        let mut matrix = ExactCover::new(4);
        for k in 0..12 {
            matrix.add_row(k, &[k % 4]);
        }
        for round in 0..40 {
            let mut learner = Learner::new(&mut matrix);
            let mut model: Vec<(u32, Vec<u32>)> = Vec::new();
            for _ in 0..rng.below(12) {
                let mut lits: Vec<u32> = (0..24).filter(|_| rng.below(4) == 0).collect();
                while lits.len() < 2 {
                    lits.push(lits.first().map_or(0, |&l| l ^ 1));
                }
                let glue = rng.below(5) as u32;
                learner.clauses.append(&lits, glue);
                model.push((glue, lits));
            }
            if let Some(&at) = learner.clauses.starts.last() {
                learner.assign(6, Reason::Learned(at));
                learner.assign(13, Reason::Learned(at));
            }
            let (conflicts, gap, more) = (1 + rng.below(99) as u64, 7, rng.below(9) as u64);
            learner.conflicts = conflicts;
            learner.clauses.forget_gap = gap;
            learner.clauses.forget_more = more;
            learner.forget();
            let kept = crate::engines::clauses::tests::kept_by_forgetting(&model);
            let got: Vec<(u32, Vec<u32>)> = (learner.clauses.starts.iter())
                .map(|&at| {
                    (
                        learner.clauses.arena[at as usize + 1],
                        learner.clauses.clause(at).to_vec(),
                    )
                })
                .collect();
            assert_eq!(got, kept, "round {}", round);
            let mut watched = vec![Vec::new(); 24];
            for &at in &learner.clauses.starts {
                let lits = learner.clauses.clause(at);
                watched[lits[0] as usize].push((at, lits[1]));
                watched[lits[1] as usize].push((at, lits[0]));
            }
            assert_eq!(learner.clauses.watches, watched, "round {}", round);
            assert!(learner.reason.iter().all(|r| matches!(r, Reason::Free)));
            assert_eq!(learner.clauses.forget_gap, gap + more);
            assert_eq!(learner.clauses.next_forget, conflicts + gap + more);
        }
    }

    /// A 16×16 input a hunt made hard for plain dancing links (2 s there).
    const HUNTED: &str = "---HI--J--K----- ----EL--OF----GI ------OH--CB-A-- KD---A---JL-----
        --B---------K-MN -HDF-J-INKM-B-O- EN----A----F---- -C---K--H--OJEPL O-----G----N--F-
        -A----JD--P-G--O M------C-I----N- --I--PB--M--H-C- --KO----G------- ------EN--F--L-P
        FP--J----LD-C--M I-LG------NA---E";

    fn hunted() -> Grid<Box4> {
        let digits: Vec<u8> = (HUNTED.chars())
            .filter(|c| !c.is_whitespace())
            .map(|c| if c == '-' { 0 } else { c as u8 - b'A' + 1 })
            .collect();
        from_digits(&digits)
    }

    #[test]
    fn solves_a_hunted_16x16_puzzle_by_learning() {
        let puzzle = hunted();
        let conflicts = check_counts(&puzzle, 2, usual());
        assert!(
            conflicts > 0,
            "the puzzle needs no dead end: not a test of learning"
        );
    }

    /// Forgetting loses no answer: with a restart after every dead end and the worse half of
    /// the clauses dropped at each, the hunted puzzle, the same with givens taken out (several
    /// solutions: the clauses that exclude the ones found, of glue 0, must stay) and random
    /// boards all keep their counts.
    #[test]
    fn restarting_and_forgetting_at_every_dead_end_keep_the_answers() {
        let mut puzzle = hunted();
        check_counts(&puzzle, 2, (1, 0, 0));
        for cell in 0..40 {
            puzzle.set(cell, 0);
        }
        check_counts(&puzzle, 30, (1, 0, 0));
        let mut rng = Rng::new(77);
        for board in boards::<Box3>(&mut rng, 60, (45, 20)) {
            check_counts(&board, 5, (1, 0, 0));
        }
    }
}
