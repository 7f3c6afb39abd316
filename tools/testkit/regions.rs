//! Irregular regions (jigsaw or "squiggly" Sudoku, HDU 4069): 9×9 grids whose third house is a
//! region given as data instead of a box. An oracle, deliberately plain and sharing no code with
//! the core's engines, and the generators the tests and the toolkit use.
//!
//! A **layout** is the region of each cell, row by row (`0..9`); a puzzle is its cells row by
//! row, `0` empty, as everywhere in the test kit. A layout is **proper** when it has 9 regions of
//! 9 cells, each connected through the sides of its cells.
//!
//! The oracle is the textbook backtracking: a table of the digits used in each row, column and
//! region, and a branch on the tightest choice (the empty cell where the fewest digits fit, or
//! the house and digit with the fewest places). No propagation, no bitmasks, no linked lists.

use crate::generate::Kind;
use crate::oracle::Tightest;
use crate::rng::Rng;

/// What the oracle found: how many solutions (counting no further than the limit) and the first.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Found {
    pub count: usize,
    pub first: Option<Vec<u8>>,
}

/// Counts the solutions of a puzzle under a layout, stopping at `limit`: the oracle's
/// [`count`], or a faster engine the caller trusts for generation.
pub type Counter = fn(digits: &[u8], region: &[u8], limit: usize) -> usize;

/// The standard layout: region = box.
pub fn boxes() -> Vec<u8> {
    (0..81).map(|c| (c / 27 * 3 + c % 9 / 3) as u8).collect()
}

/// The cells beside `cell` (up, right, down, left, those inside the grid).
fn neighbours(cell: usize) -> Vec<usize> {
    let (row, column) = (cell / 9, cell % 9);
    let mut out = Vec::with_capacity(4);
    if row > 0 {
        out.push(cell - 9);
    }
    if column < 8 {
        out.push(cell + 1);
    }
    if row < 8 {
        out.push(cell + 9);
    }
    if column > 0 {
        out.push(cell - 1);
    }
    out
}

/// Whether the cells of region `r` in `region` are connected through their sides.
fn connected(region: &[u8], r: u8) -> bool {
    let cells: Vec<usize> = (0..81).filter(|&c| region[c] == r).collect();
    let first = match cells.first() {
        Some(&first) => first,
        None => return false,
    };
    let mut seen = [false; 81];
    let mut stack = vec![first];
    seen[first] = true;
    let mut reached = 0;
    while let Some(cell) = stack.pop() {
        reached += 1;
        for other in neighbours(cell) {
            if region[other] == r && !seen[other] {
                seen[other] = true;
                stack.push(other);
            }
        }
    }
    reached == cells.len()
}

/// Whether `region` is a proper layout: 81 cells, 9 regions of 9 connected cells.
pub fn is_proper(region: &[u8]) -> bool {
    region.len() == 81
        && (0..9u8).all(|r| region.iter().filter(|&&x| x == r).count() == 9 && connected(region, r))
}

/// A random proper layout and a solution of the open grid under it: a random Sudoku solution
/// over the boxes, then `swaps` exchanges of regions between a cell `a` and the cell `c` of a
/// neighbouring region that holds the same digit (so both regions still hold every digit
/// once), each kept only if both regions stay connected. Regions are renumbered from 0 in the
/// order of their first cells. Layouts made this way always have a solution; layouts in
/// general need not.
pub fn random_layout(rng: &mut Rng, swaps: usize) -> (Vec<u8>, Vec<u8>) {
    loop {
        let (layout, solution) = exchanged(rng, swaps);
        // Some solutions allow no exchange at all (or only one, made and unmade): another.
        if swaps == 0 || layout != boxes() {
            return (layout, solution);
        }
    }
}

/// One try of [`random_layout`].
fn exchanged(rng: &mut Rng, swaps: usize) -> (Vec<u8>, Vec<u8>) {
    // A solution found by a randomised search, not the test kit's scrambled pattern grid: in
    // that one, a digit never sits beside the box where it lies in the next box's edge cell,
    // so no exchange would ever succeed.
    let solution = loop {
        if let Some(solution) = complete_grid(rng, &boxes(), 100_000) {
            break solution;
        }
    };
    let mut region = boxes();
    let mut done = 0;
    let mut tries = 0;
    while done < swaps && tries < swaps * 200 {
        tries += 1;
        let a = rng.below(81);
        let sides = neighbours(a);
        let b = sides[rng.below(sides.len())];
        let (ra, rb) = (region[a], region[b]);
        if ra == rb {
            continue;
        }
        let c = match (0..81).find(|&c| region[c] == rb && solution[c] == solution[a]) {
            Some(c) => c,
            None => continue,
        };
        region[a] = rb;
        region[c] = ra;
        if connected(&region, ra) && connected(&region, rb) {
            done += 1;
        } else {
            region[a] = ra;
            region[c] = rb;
        }
    }
    (renumbered(&region), solution)
}

/// `region` after one exchange between two neighbouring regions: a cell `a` goes to the region
/// of a cell beside it and a cell `c` of that region comes back, any cells, each region still
/// nine cells and connected; renumbered. `None` if no exchange was found in a few tries.
pub fn exchange(rng: &mut Rng, region: &[u8]) -> Option<Vec<u8>> {
    for _ in 0..256 {
        let mut next = region.to_vec();
        let a = rng.below(81);
        let sides = neighbours(a);
        let (ra, rb) = (next[a], next[sides[rng.below(sides.len())]]);
        if ra == rb {
            continue;
        }
        // The cell coming back must touch what is left of `a`'s region.
        let others: Vec<usize> = (0..81)
            .filter(|&c| next[c] == rb && neighbours(c).iter().any(|&n| n != a && next[n] == ra))
            .collect();
        if others.is_empty() {
            continue;
        }
        let c = others[rng.below(others.len())];
        next[a] = rb;
        next[c] = ra;
        if connected(&next, ra) && connected(&next, rb) {
            return Some(renumbered(&next));
        }
    }
    None
}

/// `region` with its regions numbered from 0 in the order of their first cells.
pub fn renumbered(region: &[u8]) -> Vec<u8> {
    let mut names = [u8::MAX; 256];
    let mut next = 0;
    region
        .iter()
        .map(|&r| {
            if names[usize::from(r)] == u8::MAX {
                names[usize::from(r)] = next;
                next += 1;
            }
            names[usize::from(r)]
        })
        .collect()
}

/// The wall bits of each cell (16 up, 32 right, 64 down, 128 left, as HDU 4069 writes them):
/// a wall wherever the neighbour is in another region or outside the grid.
pub fn walls(region: &[u8]) -> Vec<u8> {
    (0..81usize)
        .map(|cell| {
            let (row, column) = (cell / 9, cell % 9);
            let mut bits = 0;
            let sides = [
                (16, row > 0, cell.wrapping_sub(9)),
                (32, column < 8, cell + 1),
                (64, row < 8, cell + 9),
                (128, column > 0, cell.wrapping_sub(1)),
            ];
            for (bit, inside, other) in sides {
                if !inside || region[other] != region[cell] {
                    bits |= bit;
                }
            }
            bits
        })
        .collect()
}

/// The layout the wall bits of `values` (one number per cell, as HDU 4069 writes them: the
/// digit plus 16 up, 32 right, 64 down, 128 left) cut out: cells joined where neither marks a
/// wall between them, numbered in the order of their first cells. `None` unless it is proper.
pub fn from_walls(values: &[u32]) -> Option<Vec<u8>> {
    if values.len() != 81 {
        return None;
    }
    let mut region = vec![u8::MAX; 81];
    let mut next = 0u8;
    for start in 0..81 {
        if region[start] != u8::MAX {
            continue;
        }
        region[start] = next;
        let mut stack = vec![start];
        while let Some(cell) = stack.pop() {
            let (row, column) = (cell / 9, cell % 9);
            let sides = [
                (row > 0, 16, 64, cell.wrapping_sub(9)),
                (column < 8, 32, 128, cell + 1),
                (row < 8, 64, 16, cell + 9),
                (column > 0, 128, 32, cell.wrapping_sub(1)),
            ];
            for (inside, mine, theirs, other) in sides {
                if inside
                    && values[cell] & mine == 0
                    && values[other] & theirs == 0
                    && region[other] == u8::MAX
                {
                    region[other] = next;
                    stack.push(other);
                }
            }
        }
        next = next.saturating_add(1);
    }
    Some(region).filter(|r| is_proper(r))
}

/// Solves `digits` under `region`, counting solutions up to `limit`.
/// Constraints: 81 cells each, digits `0..=9`, region numbers `0..9`.
pub fn solve(digits: &[u8], region: &[u8], limit: usize) -> Found {
    solve_within(digits, region, limit, u64::MAX).unwrap_or(Found {
        count: 0,
        first: None,
    })
}

/// How many solutions `digits` has under `region`, up to `limit`: a [`Counter`].
pub fn count(digits: &[u8], region: &[u8], limit: usize) -> usize {
    solve(digits, region, limit).count
}

/// [`solve`], giving up (`None`) after `nodes` search nodes.
pub fn solve_within(digits: &[u8], region: &[u8], limit: usize, nodes: u64) -> Option<Found> {
    let mut search = Search::new(region, limit, nodes, None);
    if !search.place_givens(digits) {
        return Some(search.found);
    }
    if limit > 0 {
        search.extend();
    }
    Some(search.found).filter(|_| search.nodes_left > 0)
}

struct Search<'a> {
    region: &'a [u8],
    digits: Vec<u8>,
    /// `used[house][d]`: houses are rows `0..9`, columns `9..18`, regions `18..27`.
    used: Vec<[bool; 10]>,
    /// The cells of each house.
    cells: Vec<Vec<usize>>,
    limit: usize,
    nodes_left: u64,
    /// For generation: digits tried in a random order.
    shuffle: Option<Rng>,
    found: Found,
}

impl<'a> Search<'a> {
    fn new(region: &'a [u8], limit: usize, nodes: u64, shuffle: Option<Rng>) -> Self {
        Search {
            region,
            digits: vec![0; 81],
            used: vec![[false; 10]; 27],
            cells: (0..27)
                .map(|h| {
                    (0..81)
                        .filter(|&c| match h / 9 {
                            0 => c / 9 == h,
                            1 => c % 9 == h - 9,
                            _ => usize::from(region[c]) == h - 18,
                        })
                        .collect()
                })
                .collect(),
            limit,
            nodes_left: nodes,
            shuffle,
            found: Found {
                count: 0,
                first: None,
            },
        }
    }

    /// Places the givens; `false` if two of them clash.
    fn place_givens(&mut self, digits: &[u8]) -> bool {
        for (cell, &digit) in digits.iter().enumerate() {
            if digit != 0 {
                if !self.fits(cell, digit) {
                    return false;
                }
                self.put(cell, digit, true);
            }
        }
        true
    }

    fn houses(&self, cell: usize) -> [usize; 3] {
        [cell / 9, 9 + cell % 9, 18 + usize::from(self.region[cell])]
    }

    fn fits(&self, cell: usize, digit: u8) -> bool {
        self.houses(cell)
            .iter()
            .all(|&h| !self.used[h][usize::from(digit)])
    }

    fn put(&mut self, cell: usize, digit: u8, present: bool) {
        for house in self.houses(cell) {
            self.used[house][usize::from(digit)] = present;
        }
        self.digits[cell] = if present { digit } else { 0 };
    }

    fn extend(&mut self) {
        if self.nodes_left == 0 {
            return;
        }
        self.nodes_left -= 1;
        // The tightest choice: the empty cell with the fewest digits that fit, or the house and
        // missing digit with the fewest cells it fits in (every solution makes exactly one of
        // the options true, so trying each in turn finds every solution once).
        // Counted, not collected; a choice with no option ends the scan.
        let mut best = Tightest::default();
        'scan: {
            for cell in (0..81).filter(|&c| self.digits[c] == 0) {
                if best.offer((1..=9).filter(|&d| self.fits(cell, d)).count(), cell, 0) {
                    break 'scan;
                }
            }
            for house in 0..27 {
                for digit in (1..=9u8).filter(|&d| !self.used[house][usize::from(d)]) {
                    let count = (self.cells[house].iter())
                        .filter(|&&c| self.digits[c] == 0 && self.fits(c, digit))
                        .count();
                    if best.offer(count, house, digit) {
                        break 'scan;
                    }
                }
            }
        }
        // The options of the tightest choice: a cell's digits (digit 0), or a house's cells.
        let best = best.0.map(|(_, at, digit)| -> Vec<(usize, u8)> {
            if digit == 0 {
                (1..=9)
                    .filter(|&d| self.fits(at, d))
                    .map(|d| (at, d))
                    .collect()
            } else {
                (self.cells[at].iter().copied())
                    .filter(|&c| self.digits[c] == 0 && self.fits(c, digit))
                    .map(|c| (c, digit))
                    .collect()
            }
        });
        let mut options = match best {
            None => {
                self.found.count += 1;
                if self.found.first.is_none() {
                    self.found.first = Some(self.digits.clone());
                }
                return;
            }
            Some(best) => best,
        };
        if let Some(rng) = self.shuffle.as_mut() {
            rng.shuffle(&mut options);
        }
        for (cell, digit) in options {
            self.put(cell, digit, true);
            self.extend();
            self.put(cell, digit, false);
            if self.found.count >= self.limit || self.nodes_left == 0 {
                return;
            }
        }
    }
}

/// A random solution of the empty grid under `region`, or `None` if the search found none
/// within `nodes` (a layout may have no solution at all).
pub fn complete_grid(rng: &mut Rng, region: &[u8], nodes: u64) -> Option<Vec<u8>> {
    let mut search = Search::new(region, 1, nodes, Some(Rng::new(rng.next_u64())));
    search.extend();
    search.found.first
}

/// A random puzzle of `kind` from `solution` (a full grid valid under `region`) with about
/// `clues` givens, its solutions counted by `counter`; `None` where the kind could not be made
/// (no change of a given left the puzzle without a solution). Unique puzzles lose givens in
/// random order while they stay unique, down to `clues` (or as few as that order allows);
/// several solutions: givens taken away down to `clues` and on until the count says two; a
/// clash: a unique puzzle with one given copied to an empty cell of its row; no solution: a
/// unique puzzle with one given changed so that nothing clashes but nothing solves.
pub fn puzzle(
    rng: &mut Rng,
    region: &[u8],
    solution: &[u8],
    kind: Kind,
    clues: usize,
    counter: Counter,
) -> Option<Vec<u8>> {
    let mut order: Vec<usize> = (0..81).collect();
    rng.shuffle(&mut order);
    let mut puzzle = solution.to_vec();
    let mut givens = 81;
    match kind {
        Kind::Multiple => {
            for &cell in &order {
                if givens <= clues && counter(&puzzle, region, 2) >= 2 {
                    break;
                }
                puzzle[cell] = 0;
                givens -= 1;
            }
            return Some(puzzle);
        }
        _ => {
            for &cell in &order {
                if givens <= clues {
                    break;
                }
                let digit = puzzle[cell];
                puzzle[cell] = 0;
                if counter(&puzzle, region, 2) == 1 {
                    givens -= 1;
                } else {
                    puzzle[cell] = digit;
                }
            }
        }
    }
    match kind {
        Kind::Clash => {
            let given = (0..81).find(|&c| puzzle[c] != 0)?;
            let row = given / 9 * 9;
            let empty = (row..row + 9).find(|&c| puzzle[c] == 0)?;
            puzzle[empty] = puzzle[given];
        }
        Kind::NoSolution => {
            // A given changed to a digit its houses do not already hold, until none solves.
            let cells: Vec<usize> = (0..81).filter(|&c| puzzle[c] != 0).collect();
            let mut done = false;
            for _ in 0..200 {
                let cell = cells[rng.below(cells.len())];
                let old = puzzle[cell];
                let digit = 1 + rng.below(9) as u8;
                let clashes = (0..81).any(|o| {
                    o != cell
                        && puzzle[o] == digit
                        && (o / 9 == cell / 9 || o % 9 == cell % 9 || region[o] == region[cell])
                });
                if digit == old || clashes {
                    continue;
                }
                puzzle[cell] = digit;
                if counter(&puzzle, region, 1) == 0 {
                    done = true;
                    break;
                }
                puzzle[cell] = old;
            }
            if !done {
                return None;
            }
        }
        _ => {}
    }
    Some(puzzle)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracle;
    use crate::puzzles;

    #[test]
    fn with_boxes_for_regions_it_agrees_with_the_sudoku_oracle() {
        let puzzle = puzzles::digits(puzzles::ACWING166);
        let found = solve(&puzzle, &boxes(), 2);
        assert_eq!(found.count, 1);
        assert_eq!(
            found.first,
            Some(puzzles::digits(puzzles::ACWING166_SOLVED))
        );
        let mut rng = Rng::new(4069);
        for round in 0..30 {
            let kinds = [Kind::Unique, Kind::Multiple, Kind::Clash, Kind::NoSolution];
            let kind = kinds[round % 4];
            let digits = crate::generate::puzzle(&mut rng, 3, kind, 26, oracle::count);
            assert_eq!(
                count(&digits, &boxes(), 2),
                oracle::count(&digits, 2),
                "{:?}",
                digits
            );
        }
    }

    #[test]
    fn random_layouts_are_proper_and_differ_from_the_boxes() {
        let mut rng = Rng::new(1);
        assert!(is_proper(&boxes()));
        for _ in 0..50 {
            let (layout, solution) = random_layout(&mut rng, 60);
            assert!(is_proper(&layout), "{:?}", layout);
            assert_ne!(layout, boxes());
            assert_eq!(
                count(&solution, &layout, 2),
                1,
                "the solution fits the layout"
            );
        }
        let mut broken = boxes();
        broken.swap(0, 80);
        assert!(!is_proper(&broken), "region 0 is no longer connected");
    }

    /// HDU 4069's sample, case 1: its layout from the walls, and the one solution.
    /// An exchange keeps a proper layout, numbered from 0 in order, and changes it; each
    /// cell's region changes for exactly two cells before renumbering.
    #[test]
    fn an_exchange_keeps_nine_connected_regions_of_nine_cells() {
        let mut rng = Rng::new(5);
        let mut layout = boxes();
        for _ in 0..200 {
            let next = exchange(&mut rng, &layout).unwrap();
            assert!(is_proper(&next), "{:?}", next);
            assert_eq!(next, renumbered(&next));
            assert_ne!(next, layout);
            layout = next;
        }
        assert!((0..81).filter(|&c| layout[c] != boxes()[c]).count() > 20);
    }

    #[test]
    fn the_hdu_sample_layout_has_its_one_solution() {
        let layout: Vec<u8> =
            "000111122003331122003441222003411522333444555663774588666744588667755588667777888"
                .bytes()
                .map(|b| b - b'0')
                .collect();
        let givens: Vec<u8> =
            "020009600763090120900027000040000705107060802802000050000670009079010583008300040"
                .bytes()
                .map(|b| b - b'0')
                .collect();
        assert!(is_proper(&layout));
        let found = solve(&givens, &layout, 2);
        assert_eq!(found.count, 1);
        let solved: String = found.first.unwrap().iter().map(|d| d.to_string()).collect();
        assert_eq!(
            solved,
            "521439678763895124984527361346182795157964832812743956235678419479216583698351247"
        );
        let walls = walls(&layout);
        assert_eq!(&walls[..9], &[144, 16, 112, 208, 80, 16, 48, 144, 48]);
        let values: Vec<u32> = walls.iter().map(|&w| u32::from(w)).collect();
        assert_eq!(from_walls(&values), Some(layout));
        assert_eq!(from_walls(&[0; 81]), None, "no walls: one region");
    }

    #[test]
    fn generated_puzzles_are_of_their_kind() {
        let mut rng = Rng::new(7);
        let mut made = 0;
        for round in 0..24 {
            let (layout, solution) = random_layout(&mut rng, 40);
            let kinds = [Kind::Unique, Kind::Multiple, Kind::Clash, Kind::NoSolution];
            let kind = kinds[round % 4];
            let puzzle = match puzzle(&mut rng, &layout, &solution, kind, 28, count) {
                Some(puzzle) => puzzle,
                None => continue,
            };
            made += 1;
            let solutions = count(&puzzle, &layout, 2);
            match kind {
                Kind::Unique => assert_eq!(solutions, 1),
                Kind::Multiple => assert_eq!(solutions, 2),
                Kind::Clash | Kind::NoSolution => assert_eq!(solutions, 0),
            }
        }
        assert!(made >= 20, "only {} of 24 layouts gave a puzzle", made);
    }
}
