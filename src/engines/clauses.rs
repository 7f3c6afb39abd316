//! Learned clauses as the engines that learn keep them: one arena, two watches a clause,
//! forgetting by glue. Literal `2k` says "`k` holds", `2k + 1` "`k` does not".
//!
//! # Complexity
//! Appending costs the clause; forgetting, `O(k log k)` for `k` clauses.

/// The learned clauses, and when to restart and forget.
pub struct Clauses {
    /// The clauses, one after another: at offset `at`, its length, its *glue* (how many decision
    /// levels its literals had when it was learned, or 0 for a clause never to drop), then its
    /// literals. A clause is named by its offset.
    ///
    /// ```text
    ///   arena: … | len | glue | lit 0 | lit 1 | … | lit len−1 | len | glue | …
    ///               ^ at                                          ^ the next clause
    /// ```
    pub arena: Vec<u32>,
    /// The offsets of the clauses, in the order kept.
    pub starts: Vec<u32>,
    /// Per literal: the clauses watching it, each with a *blocker* (another of its literals).
    pub watches: Vec<Vec<(u32, u32)>>,
    /// In conflicts: the restarts' unit; the next forgetting, the gap to the next, its growth.
    pub restart_unit: u64,
    pub next_forget: u64,
    pub forget_gap: u64,
    pub forget_more: u64,
}

impl Clauses {
    pub fn new(vars: usize) -> Self {
        Clauses {
            arena: Vec::new(),
            starts: Vec::new(),
            watches: vec![Vec::new(); 2 * vars],
            restart_unit: 100,
            next_forget: 1000,
            forget_gap: 1000,
            forget_more: 100,
        }
    }

    /// The literals of the clause at offset `at`.
    pub fn clause(&self, at: u32) -> &[u32] {
        let at = at as usize;
        &self.arena[at + 2..at + 2 + self.arena[at] as usize]
    }

    /// Appends `clause` (two literals or more), watched by its first two.
    pub fn append(&mut self, clause: &[u32], glue: u32) -> u32 {
        let at = self.arena.len() as u32;
        self.arena.push(clause.len() as u32);
        self.arena.push(glue);
        self.arena.extend_from_slice(clause);
        self.starts.push(at);
        self.watches[clause[0] as usize].push((at, clause[1]));
        self.watches[clause[1] as usize].push((at, clause[0]));
        at
    }

    /// Drops the worse half (highest glue first, older on a tie; never glue 0). No reason may
    /// name a clause: the rest move.
    pub fn forget(&mut self, conflicts: u64) {
        self.forget_gap += self.forget_more;
        self.next_forget = conflicts + self.forget_gap;
        let arena = std::mem::take(&mut self.arena);
        let glue = |at: u32| arena[at as usize + 1];
        let mut loose: Vec<u32> = (self.starts.iter().copied())
            .filter(|&at| glue(at) != 0)
            .collect();
        loose.sort_unstable_by_key(|&at| (std::cmp::Reverse(glue(at)), at));
        let mut dropped = vec![false; arena.len()];
        for &at in &loose[..loose.len() / 2] {
            dropped[at as usize] = true;
        }
        for list in self.watches.iter_mut() {
            list.clear();
        }
        for at in std::mem::take(&mut self.starts) {
            let at = at as usize;
            if !dropped[at] {
                let len = arena[at] as usize;
                self.append(&arena[at + 2..at + 2 + len], arena[at + 1]);
            }
        }
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    /// The plain model of forgetting: of `model`'s clauses (glue, literals) in the order kept,
    /// the worse half by glue dropped (never glue 0; the older first on a tie), the rest in order.
    pub(crate) fn kept_by_forgetting(model: &[(u32, Vec<u32>)]) -> Vec<(u32, Vec<u32>)> {
        let mut loose: Vec<usize> = (0..model.len()).filter(|&k| model[k].0 != 0).collect();
        loose.sort_by_key(|&k| (std::cmp::Reverse(model[k].0), k));
        let dropped = &loose[..loose.len() / 2];
        (0..model.len())
            .filter(|k| !dropped.contains(k))
            .map(|k| model[k].clone())
            .collect()
    }
    use crate::testing::Rng;

    /// Clauses appended, then forgotten, against a plain model: each clause where `starts`
    /// says, with its length, glue and literals, watched by its first two with the other as
    /// blocker; forgetting keeps, in order, all but the worse half of those of nonzero glue
    /// (sorted by glue down, the older first on a tie), and sets the next forgetting a grown
    /// gap later.
    #[test]
    fn forgetting_drops_the_worse_half_by_glue_as_a_plain_model_does() {
        let mut rng = Rng::new(1106);
        for round in 0..200 {
            let mut clauses = Clauses::new(12);
            let mut model: Vec<(u32, Vec<u32>)> = Vec::new();
            for _ in 0..rng.below(14) {
                let mut lits: Vec<u32> = (0..24).filter(|_| rng.below(3) == 0).collect();
                while lits.len() < 2 {
                    lits.push(rng.below(24) as u32);
                }
                let glue = rng.below(4) as u32;
                let at = clauses.append(&lits, glue);
                assert_eq!(clauses.clause(at), &lits[..]);
                model.push((glue, lits));
            }
            let check = |clauses: &Clauses, model: &[(u32, Vec<u32>)]| {
                let mut end = 0;
                let mut watched = vec![Vec::new(); 24];
                for (&at, (glue, lits)) in clauses.starts.iter().zip(model) {
                    assert_eq!(at as usize, end, "round {}", round);
                    let len = lits.len() as u32;
                    assert_eq!(&clauses.arena[end..end + 2], &[len, *glue]);
                    assert_eq!(clauses.clause(at), &lits[..]);
                    end += 2 + lits.len();
                    watched[lits[0] as usize].push((at, lits[1]));
                    watched[lits[1] as usize].push((at, lits[0]));
                }
                assert_eq!(
                    (clauses.starts.len(), end),
                    (model.len(), clauses.arena.len())
                );
                assert_eq!(clauses.watches, watched, "round {}", round);
            };
            check(&clauses, &model);
            let (conflicts, gap, more) = (rng.below(5000) as u64, clauses.forget_gap, round);
            clauses.forget_more = more;
            clauses.forget(conflicts);
            let kept = kept_by_forgetting(&model);
            check(&clauses, &kept);
            assert_eq!(clauses.forget_gap, gap + more);
            assert_eq!(clauses.next_forget, conflicts + gap + more);
        }
    }
}
