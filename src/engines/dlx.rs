//! Exact cover by Knuth's Algorithm X with dancing links ("Dancing Links", 2000).
//!
//! **Exact cover:** given a matrix of 0s and 1s, choose a set of rows that has exactly one 1 in
//! every column. Sudoku is one (see [`crate::engines::dlx_sudoku`]), and so are many puzzles.
//!
//! **The trick the name comes from.** In a doubly linked list, removing node `x` is
//!
//! ```text
//!   L[R[x]] ← L[x],   R[L[x]] ← R[x]          (1) remove x
//! ```
//!
//! and `x` keeps its own links, so
//!
//! ```text
//!   L[R[x]] ← x,      R[L[x]] ← x             (2) restore x
//! ```
//!
//! puts it back exactly where it was — provided everything removed after it is restored first.
//! Backtracking restores in the reverse order of removal, so the whole matrix shrinks as the
//! search goes deeper and grows back, link for link, as it returns; nothing is copied.
//!
//! **Covering a column** removes it from the header list and removes every row that has a 1 in
//! it from all the *other* columns those rows touch (such rows can no longer be chosen).
//! Uncovering does the same walks in the opposite order, restoring each node.
//!
//! **Choosing a column.** The column with the fewest rows is branched on first (Knuth's "S
//! heuristic"): a column with one row is a forced move, one with none a dead end. Among
//! columns tied at two or more rows, the one whose rows reach the most other rows goes first,
//! since choosing any of its rows rules out the most. Before that choice, the *subset rule*
//! runs once: if every row of column `a` also covers column `b`, whichever row covers `a`
//! covers `b`, so the other rows of `b` are hidden (unlinked like a cover, put back on the way
//! out). In Sudoku this is "locked candidates": a digit whose places in a box lie in one row
//! leaves the rest of that row.
//!
//! Complexity: each search node costs the size of the rows it covers plus a pass over the
//! columns; the search itself is exponential in the worst case (exact cover is NP-complete).

/// The matrix as links between nodes, all in one vector and addressed by index (no `unsafe`,
/// no `Rc`). Node 0 is the root `h`; nodes `1..=columns` are the column headers; after them come
/// the 1s of the matrix, a node each, added row by row.
///
/// ```text
///   h ⇄ C1 ⇄ C2 ⇄ C3 ⇄ … ⇄ (back to h)      left/right: the header list
///        ⇅     ⇅     ⇅
///        ·  ⇄  ·     │                       a row: its 1s, linked left/right in a ring
///        ⇅     │     ⇅
///        ·  ⇄  ·  ⇄  ·                       up/down: each column's 1s, in a ring through Ci
/// ```
///
/// Invariant: every public method leaves the links exactly as they were before it, except
/// [`ExactCover::select`], whose effect lasts by design.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ExactCover {
    left: Vec<usize>,
    right: Vec<usize>,
    up: Vec<usize>,
    down: Vec<usize>,
    /// The column header of each node (a header is its own).
    column: Vec<usize>,
    /// The caller's row id of each 1 (unused for the root and headers).
    row_id: Vec<usize>,
    /// For headers: the number of 1s left in the column.
    size: Vec<usize>,
    /// For each row id given to [`ExactCover::add_row`]: its first node.
    row_start: Vec<Option<usize>>,
    /// Rows taken out by [`ExactCover::reduce`], a node of each, in order, to put back.
    hidden: Vec<usize>,
}

const ROOT: usize = 0;

impl ExactCover {
    /// An empty matrix with `columns` columns, numbered `0..columns`.
    pub fn new(columns: usize) -> Self {
        let nodes = columns + 1;
        ExactCover {
            left: (0..nodes)
                .map(|i| if i == 0 { columns } else { i - 1 })
                .collect(),
            right: (0..nodes)
                .map(|i| if i == columns { 0 } else { i + 1 })
                .collect(),
            up: (0..nodes).collect(),
            down: (0..nodes).collect(),
            column: (0..nodes).collect(),
            row_id: vec![usize::MAX; nodes],
            size: vec![0; nodes],
            row_start: Vec::new(),
            hidden: Vec::new(),
        }
    }

    /// Adds row `row_id` with 1s in `columns` (each `< columns` of [`ExactCover::new`], no
    /// repeats). Row ids must be distinct; they are what the search reports.
    pub fn add_row(&mut self, row_id: usize, columns: &[usize]) {
        let first = self.left.len();
        for (k, &c) in columns.iter().enumerate() {
            let header = c + 1;
            let node = first + k;
            // Left/right: a ring of this row's nodes.
            self.left.push(if k == 0 {
                first + columns.len() - 1
            } else {
                node - 1
            });
            self.right.push(if k + 1 == columns.len() {
                first
            } else {
                node + 1
            });
            // Up/down: at the bottom of the column's ring.
            self.up.push(self.up[header]);
            self.down.push(header);
            let bottom = self.up[header];
            self.down[bottom] = node;
            self.up[header] = node;
            self.column.push(header);
            self.row_id.push(row_id);
            self.size[header] += 1;
        }
        if self.row_start.len() <= row_id {
            self.row_start.resize(row_id + 1, None);
        }
        self.row_start[row_id] = columns.first().map(|_| first);
    }

    /// Covers column header `c`: removes it from the header list (1), then every row with a 1 in
    /// it from the other columns of that row.
    fn cover(&mut self, c: usize) {
        let (l, r) = (self.left[c], self.right[c]);
        self.left[r] = l;
        self.right[l] = r;
        let mut i = self.down[c];
        while i != c {
            let mut j = self.right[i];
            while j != i {
                let (u, d) = (self.up[j], self.down[j]);
                self.up[d] = u;
                self.down[u] = d;
                self.size[self.column[j]] -= 1;
                j = self.right[j];
            }
            i = self.down[i];
        }
    }

    /// Undoes [`ExactCover::cover`] by (2), walking every list in the opposite direction.
    fn uncover(&mut self, c: usize) {
        let mut i = self.up[c];
        while i != c {
            let mut j = self.left[i];
            while j != i {
                self.size[self.column[j]] += 1;
                let (u, d) = (self.up[j], self.down[j]);
                self.up[d] = j;
                self.down[u] = j;
                j = self.left[j];
            }
            i = self.up[i];
        }
        let (l, r) = (self.left[c], self.right[c]);
        self.left[r] = c;
        self.right[l] = c;
    }

    /// Takes the row of node `r` out of every column it is in (not out of its own ring).
    fn hide(&mut self, r: usize) {
        let mut j = r;
        loop {
            let (u, d) = (self.up[j], self.down[j]);
            self.up[d] = u;
            self.down[u] = d;
            self.size[self.column[j]] -= 1;
            j = self.right[j];
            if j == r {
                break;
            }
        }
        self.hidden.push(r);
    }

    /// Puts back the rows hidden since `hidden` was `mark` long, the last first.
    fn unhide(&mut self, mark: usize) {
        while self.hidden.len() > mark {
            let r = self.hidden.pop().unwrap_or(ROOT);
            let mut j = self.left[r];
            loop {
                let (u, d) = (self.up[j], self.down[j]);
                self.up[d] = j;
                self.down[u] = j;
                self.size[self.column[j]] += 1;
                if j == r {
                    break;
                }
                j = self.left[j];
            }
        }
    }

    /// Whether the row of node `r` has a 1 in column header `c`.
    fn row_has(&self, r: usize, c: usize) -> bool {
        let mut j = r;
        loop {
            if self.column[j] == c {
                return true;
            }
            j = self.right[j];
            if j == r {
                return false;
            }
        }
    }

    /// The subset rule: if every row left in column `a` also has a 1 in column `b`, then
    /// whichever row covers `a` covers `b` too, so the other rows of `b` can never be chosen:
    /// hide them. (In Sudoku: a digit whose places in a box all lie in one row leaves the rest
    /// of that row, and the other way round.) Returns whether a row was hidden.
    fn reduce(&mut self) -> bool {
        let mut changed = false;
        let mut a = self.right[ROOT];
        while a != ROOT {
            let first = self.down[a];
            if self.size[a] >= 2 {
                // The columns every row of `a` shares: those of its first row, kept while each
                // further row has them too.
                let mut b_node = self.right[first];
                while b_node != first {
                    let b = self.column[b_node];
                    let mut i = self.down[first];
                    while i != a && self.row_has(i, b) {
                        i = self.down[i];
                    }
                    if i == a {
                        let mut k = self.down[b];
                        while k != b {
                            let next = self.down[k];
                            if !self.row_has(k, a) {
                                self.hide(k);
                                changed = true;
                            }
                            k = next;
                        }
                    }
                    b_node = self.right[b_node];
                }
            }
            a = self.right[a];
        }
        changed
    }

    /// Chooses row `row_id` before the search (a Sudoku given): covers its columns for good.
    /// `false`, with nothing changed, if the row does not exist or clashes with an earlier
    /// choice (one of its columns is already covered).
    pub fn select(&mut self, row_id: usize) -> bool {
        if row_id >= self.row_start.len() {
            return false;
        }
        let start = match self.row_start[row_id] {
            Some(start) => start,
            None => return false,
        };
        // A column is covered exactly when it is no longer in the header list.
        let mut nodes = vec![start];
        let mut j = self.right[start];
        while j != start {
            nodes.push(j);
            j = self.right[j];
        }
        let in_header_list = |m: &Self, c: usize| m.right[m.left[c]] == c;
        // A row removed by an earlier cover is still linked from its own column's neighbours
        // only if that column was never covered: check the row is still in its columns too.
        let live = nodes
            .iter()
            .all(|&n| in_header_list(self, self.column[n]) && self.down[self.up[n]] == n);
        if !live {
            return false;
        }
        for n in nodes {
            self.cover(self.column[n]);
        }
        true
    }

    /// Algorithm X: calls `found` with the row ids of each exact cover of the columns not yet
    /// covered, until `limit` have been found; returns how many were found and how many rows
    /// were tried in columns that had more than one (the guesses). Leaves the links as they were.
    pub fn search(&mut self, limit: usize, found: &mut dyn FnMut(&[usize])) -> (usize, u64) {
        let (covers, guesses, _) = self.search_within(limit, u64::MAX, found);
        (covers, guesses)
    }

    /// [`ExactCover::search`], stopped once `budget` guesses have been made: also returns whether
    /// the search was complete (it found `limit` covers, or it tried every row it had to). A
    /// stopped search still leaves the links as they were.
    pub fn search_within(
        &mut self,
        limit: usize,
        budget: u64,
        found: &mut dyn FnMut(&[usize]),
    ) -> (usize, u64, bool) {
        let mut chosen = Vec::new();
        let mut counts = (0, 0);
        if limit > 0 {
            self.search_from(&mut chosen, (limit, budget), &mut counts, found);
        }
        let complete = counts.0 >= limit || counts.1 < budget;
        (counts.0, counts.1, complete)
    }

    /// `stop`: the covers to find and the guesses allowed; `counts`: the covers found so far
    /// and the guesses made.
    fn search_from(
        &mut self,
        chosen: &mut Vec<usize>,
        stop: (usize, u64),
        counts: &mut (usize, u64),
        found: &mut dyn FnMut(&[usize]),
    ) {
        // 1. If no column is left, the chosen rows are a solution.
        if self.right[ROOT] == ROOT {
            counts.0 += 1;
            let rows: Vec<usize> = chosen.iter().map(|&node| self.row_id[node]).collect();
            found(&rows);
            return;
        }
        // 2. Choose the column with the fewest 1s (a column with none: this branch fails); if
        //    every column has two or more, first hide the rows the subset rule rules out.
        let mark = self.hidden.len();
        let mut c = self.fewest();
        if self.size[c] >= 2 && self.reduce() {
            c = self.fewest();
        }
        if self.size[c] >= 2 {
            c = self.busiest(self.size[c]);
        }
        // 3. Cover it.
        self.cover(c);
        // 4. For each row r in the column: choose r, and cover the other columns of r…
        let mut r = self.down[c];
        while r != c && counts.0 < stop.0 && counts.1 < stop.1 {
            if self.size[c] > 1 {
                counts.1 += 1;
            }
            chosen.push(r);
            let mut j = self.right[r];
            while j != r {
                self.cover(self.column[j]);
                j = self.right[j];
            }
            // 5. …search on…
            self.search_from(chosen, stop, counts, found);
            // 6. …and uncover them again, in the opposite order.
            chosen.pop();
            let mut j = self.left[r];
            while j != r {
                self.uncover(self.column[j]);
                j = self.left[j];
            }
            r = self.down[r];
        }
        // 7. Uncover the column, put back the hidden rows, and return.
        self.uncover(c);
        self.unhide(mark);
    }

    /// Among the columns with `size` 1s, the one whose rows reach the most other rows: choosing
    /// any of its rows then rules out the most, as a cell with many empty peers does.
    fn busiest(&self, size: usize) -> usize {
        let (mut best, mut most) = (ROOT, 0);
        let mut c = self.right[ROOT];
        while c != ROOT {
            if self.size[c] == size {
                let mut reach = 0;
                let mut i = self.down[c];
                while i != c {
                    let mut j = self.right[i];
                    while j != i {
                        reach += self.size[self.column[j]];
                        j = self.right[j];
                    }
                    i = self.down[i];
                }
                if best == ROOT || reach > most {
                    best = c;
                    most = reach;
                }
            }
            c = self.right[c];
        }
        best
    }

    /// The column with the fewest 1s, the first of them (Knuth's "S heuristic").
    fn fewest(&self) -> usize {
        let mut c = self.right[ROOT];
        let mut j = self.right[c];
        while j != ROOT {
            if self.size[j] < self.size[c] {
                c = j;
            }
            j = self.right[j];
        }
        c
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn all_covers(matrix: &mut ExactCover) -> Vec<Vec<usize>> {
        let mut covers = Vec::new();
        matrix.search(usize::MAX, &mut |rows| {
            let mut rows = rows.to_vec();
            rows.sort_unstable();
            covers.push(rows);
        });
        covers
    }

    /// Knuth's example from "Dancing Links": rows (columns A–G = 0–6)
    /// 0: C E F, 1: A D G, 2: B C F, 3: A D, 4: B G, 5: D E G. The one cover is rows 0, 3, 4.
    fn knuth_example() -> ExactCover {
        let mut matrix = ExactCover::new(7);
        for (id, columns) in [
            vec![2, 4, 5],
            vec![0, 3, 6],
            vec![1, 2, 5],
            vec![0, 3],
            vec![1, 6],
            vec![3, 4, 6],
        ]
        .iter()
        .enumerate()
        {
            matrix.add_row(id, columns);
        }
        matrix
    }

    #[test]
    fn knuths_paper_example_has_its_one_cover_and_the_links_come_back() {
        let mut matrix = knuth_example();
        let before = matrix.clone();
        assert_eq!(all_covers(&mut matrix), vec![vec![0, 3, 4]]);
        assert_eq!(matrix, before, "the structure is fully restored");
    }

    /// Wikipedia's "Exact cover" example: sets A = {1, 4, 7}, B = {1, 4}, C = {4, 5, 7},
    /// D = {3, 5, 6}, E = {2, 3, 6, 7}, F = {2, 7} over 1–7; the one cover is B, D, F.
    #[test]
    fn wikipedias_example_has_b_d_f() {
        let mut matrix = ExactCover::new(7);
        let sets = [
            vec![1, 4, 7],
            vec![1, 4],
            vec![4, 5, 7],
            vec![3, 5, 6],
            vec![2, 3, 6, 7],
            vec![2, 7],
        ];
        for (id, set) in sets.iter().enumerate() {
            let columns: Vec<usize> = set.iter().map(|x| x - 1).collect();
            matrix.add_row(id, &columns);
        }
        assert_eq!(all_covers(&mut matrix), vec![vec![1, 3, 5]]);
    }

    /// Every cover, by trying every subset of rows: the naive model.
    fn covers_by_subsets(columns: usize, rows: &[Vec<usize>]) -> Vec<Vec<usize>> {
        let mut covers = Vec::new();
        for subset in 0u32..1 << rows.len() {
            let mut count = vec![0; columns];
            let chosen: Vec<usize> = (0..rows.len()).filter(|&r| subset >> r & 1 == 1).collect();
            for &r in &chosen {
                for &c in &rows[r] {
                    count[c] += 1;
                }
            }
            if count.iter().all(|&n| n == 1) {
                covers.push(chosen);
            }
        }
        covers
    }

    #[test]
    fn finds_the_covers_the_naive_model_finds_on_random_matrices() {
        let mut state = 12345u64;
        let mut next = |n: u64| {
            state = state
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            (state >> 33) % n
        };
        for _ in 0..300 {
            let columns = 3 + next(5) as usize;
            let rows: Vec<Vec<usize>> = (0..4 + next(9))
                .map(|_| {
                    let mut row: Vec<usize> = (0..columns).filter(|_| next(3) == 0).collect();
                    if row.is_empty() {
                        row.push(next(columns as u64) as usize);
                    }
                    row
                })
                .collect();
            let mut matrix = ExactCover::new(columns);
            for (id, row) in rows.iter().enumerate() {
                matrix.add_row(id, row);
            }
            let before = matrix.clone();
            let mut found = all_covers(&mut matrix);
            let mut expected = covers_by_subsets(columns, &rows);
            found.sort();
            expected.sort();
            assert_eq!(found, expected, "{:?}", rows);
            assert_eq!(matrix, before, "the links come back");
        }
    }

    #[test]
    fn limit_stops_early_and_still_restores() {
        // Two columns, and rows {0}, {1}, {0, 1}, {0}: covers {0,1}, {2}, {3,1}.
        let mut matrix = ExactCover::new(2);
        for (id, columns) in [vec![0], vec![1], vec![0, 1], vec![0]].iter().enumerate() {
            matrix.add_row(id, columns);
        }
        let before = matrix.clone();
        assert_eq!(matrix.search(2, &mut |_| {}).0, 2);
        assert_eq!(matrix, before);
        assert_eq!(all_covers(&mut matrix).len(), 3);
        assert_eq!(matrix.search(0, &mut |_| {}).0, 0);
    }

    #[test]
    fn select_fixes_a_row_and_refuses_a_clashing_one() {
        let mut matrix = knuth_example();
        assert!(matrix.select(3)); // A D
        assert!(!matrix.select(1), "A D G clashes with A D");
        assert_eq!(
            all_covers(&mut matrix),
            vec![vec![0, 4]],
            "the rest of the cover"
        );
        assert!(!matrix.select(99));
        let mut other = knuth_example();
        assert!(other.select(1));
        assert_eq!(other.search(1, &mut |_| {}).0, 0, "no cover contains row 1");
    }

    /// 4×4 Sudoku (boxes of 2×2) as exact cover, with `givens` (cell, digit 0–3) chosen.
    fn sudoku4(givens: &[(usize, usize)]) -> Option<ExactCover> {
        let mut matrix = ExactCover::new(64);
        for cell in 0..16 {
            let (r, c) = (cell / 4, cell % 4);
            let b = r / 2 * 2 + c / 2;
            for d in 0..4 {
                matrix.add_row(
                    cell * 4 + d,
                    &[cell, 16 + r * 4 + d, 32 + c * 4 + d, 48 + b * 4 + d],
                );
            }
        }
        givens
            .iter()
            .all(|&(cell, d)| matrix.select(cell * 4 + d))
            .then_some(matrix)
    }

    /// The model: every filling of the empty cells with digits 0–3, kept when no house repeats.
    fn brute_force_count(givens: &[(usize, usize)]) -> usize {
        let mut grid = [4usize; 16];
        for &(cell, d) in givens {
            grid[cell] = d;
        }
        let empty: Vec<usize> = (0..16).filter(|&c| grid[c] == 4).collect();
        let valid = |g: &[usize; 16]| {
            (0..4).all(|i| {
                let row: Vec<usize> = (0..4).map(|j| g[i * 4 + j]).collect();
                let column: Vec<usize> = (0..4).map(|j| g[j * 4 + i]).collect();
                let square: Vec<usize> = (0..4)
                    .map(|j| g[(i / 2 * 2 + j / 2) * 4 + i % 2 * 2 + j % 2])
                    .collect();
                [row, column, square]
                    .iter()
                    .all(|h| (0..4).all(|d| h.contains(&d)))
            })
        };
        (0..4usize.pow(empty.len() as u32))
            .filter(|&code| {
                let mut g = grid;
                for (k, &cell) in empty.iter().enumerate() {
                    g[cell] = code / 4usize.pow(k as u32) % 4;
                }
                valid(&g)
            })
            .count()
    }

    #[test]
    fn sudoku_4x4_counts_match_brute_force() {
        let mut empty = sudoku4(&[]).unwrap();
        assert_eq!(
            empty.search(usize::MAX, &mut |_| {}).0,
            288,
            "all 4×4 Sudoku grids"
        );
        // Puzzles with 8 to 11 givens taken from one solution, some with a wrong digit.
        let solution = [0, 1, 2, 3, 2, 3, 0, 1, 1, 0, 3, 2, 3, 2, 1, 0];
        let mut seed = 12345u64;
        for round in 0..40 {
            let mut givens = Vec::new();
            for (cell, &digit) in solution.iter().enumerate() {
                seed = seed
                    .wrapping_mul(6364136223846793005)
                    .wrapping_add(1442695040888963407);
                if (seed >> 33) % 16 < 8 + round % 4 {
                    givens.push((cell, digit));
                }
            }
            if round % 5 == 0 && !givens.is_empty() {
                givens[0].1 = (givens[0].1 + 1) % 4;
            }
            let expected = brute_force_count(&givens);
            let got = sudoku4(&givens).map_or(0, |mut m| m.search(usize::MAX, &mut |_| {}).0);
            assert_eq!(got, expected, "round {}: {:?}", round, givens);
        }
    }

    #[test]
    fn an_empty_column_has_no_cover() {
        let mut matrix = ExactCover::new(3);
        matrix.add_row(0, &[0, 1]);
        assert_eq!(matrix.search(5, &mut |_| {}).0, 0);
    }
}
