//! Luogu P1074's target score and an exact maximiser of it, to hold the core's engine to: the
//! weights from the statement's picture, the search written apart from the core (no code, no
//! table, no order of work in common), slow but exact.
//!
//! # How it is exact
//! A solution's score is Σ weight × digit over its 81 cells. Each column of a solution holds
//! the digits 1 to 9 once, so taking a constant off the weights of a whole column takes 45 times
//! that constant off every solution's score alike; the same holds for the centre box. Taking off
//! each column the weight its cells have in the middle rows (6, 7, 8, 8, 8, 8, 8, 7, 6 from left
//! to right; [`column_part`]) and 1 off the centre box leaves a *residual* weight that is zero
//! on 56 cells: score = [`OFFSET`] + Σ residual × digit. So only the 25 cells of the top two
//! and bottom two rows and the centre decide the score, and once they hold digits, any one
//! completion of the rest scores the same.
//!
//! The search fills those cells one at a time (the one with the fewest candidates first), each
//! node a copy of its parent. Before each choice it places forced digits (a cell with one
//! candidate, a digit with one place left in a house) and bounds what the empty cells can still
//! add: for every house alone, the best assignment of its missing digits to its empty cells
//! (each cell only taking its candidates; a dynamic programme over the sets of digits used),
//! summed over all rows, or all columns, or all boxes, the least of the three. A house whose
//! cells cannot take its missing digits at all ends the branch. When the 25 cells are filled,
//! the plain [`crate::oracle`] decides whether the rest completes. The transposed puzzle has
//! the transposed solutions and the same scores (the weights are symmetric), so the search runs
//! on whichever of the two has more givens among the 25 cells.
//!
//! Complexity: exponential in the worst case; each node costs up to 27 × 2⁹ × 9 steps for the
//! bound. Fine for 24–32 givens in structured layouts (milliseconds to seconds each).
//!
//! Also [`trap_puzzle`]: puzzles with no solution that placing forced digits does not show (a
//! search that trusts its singles takes them for solvable), or the same givens but three, with
//! many solutions.

use crate::generate;
use crate::oracle;
use crate::rng::Rng;

/// Cells of the grid.
const CELLS: usize = 81;

/// A cell's weight in the target: 6 on the outer ring, one more for each ring inwards, 10 in
/// the centre (6 + the distance to the nearest edge).
pub fn weight(cell: usize) -> u32 {
    let (row, column) = (cell / 9, cell % 9);
    6 + row.min(column).min(8 - row).min(8 - column) as u32
}

/// The target score of a full grid (81 digits): Σ weight × digit.
pub fn score(grid: &[u8]) -> u32 {
    grid.iter()
        .enumerate()
        .map(|(cell, &digit)| weight(cell) * u32::from(digit))
        .sum()
}

/// The constant taken off column `column`: the weight of its cells in the middle rows, at most 8.
pub fn column_part(column: usize) -> u32 {
    weight(4 * 9 + column).min(8)
}

/// Whether `cell` is in the centre box.
fn in_centre_box(cell: usize) -> bool {
    (3..6).contains(&(cell / 9)) && (3..6).contains(&(cell % 9))
}

/// The residual weight of `cell`: its weight less its column's part, less 1 in the centre box.
pub fn residual(cell: usize) -> i32 {
    weight(cell) as i32 - column_part(cell % 9) as i32 - i32::from(in_centre_box(cell))
}

/// What every solution scores beyond Σ residual × digit: 45 for each unit taken off a column
/// or the centre box.
pub const OFFSET: u32 = 45 * (6 + 7 + 8 + 8 + 8 + 8 + 8 + 7 + 6 + 1);

/// The highest target score of any solution of `puzzle` (81 digits, row by row, `0` empty), or
/// `None` when it has none (clashing givens or a digit above 9 included).
pub fn best_score(puzzle: &[u8]) -> Option<u32> {
    best_score_within(puzzle, u64::MAX).unwrap_or(None)
}

/// [`best_score`], giving up (`None`) after `nodes` search nodes: `Some(answer)` when it
/// finished.
pub fn best_score_within(puzzle: &[u8], nodes: u64) -> Option<Option<u32>> {
    assert_eq!(puzzle.len(), CELLS, "a 9×9 puzzle has 81 cells");
    // The transposed puzzle has the same solutions, transposed, and the same scores (the
    // weights are symmetric): search the way round with more givens on the scoring cells.
    let transposed: Vec<u8> = (0..CELLS)
        .map(|cell| puzzle[cell % 9 * 9 + cell / 9])
        .collect();
    let given = |grid: &[u8]| {
        (0..CELLS)
            .filter(|&cell| residual(cell) != 0 && grid[cell] != 0)
            .count()
    };
    let puzzle = if given(&transposed) > given(puzzle) {
        &transposed[..]
    } else {
        puzzle
    };
    let mut start = Node {
        digits: [0; CELLS],
        taken: [0; 27],
        value: 0,
    };
    for (cell, &digit) in puzzle.iter().enumerate() {
        if digit > 9 {
            return Some(None);
        }
        if digit != 0 {
            if start.candidates(cell) & 1 << digit == 0 {
                return Some(None);
            }
            start.put(cell, digit);
        }
    }
    let mut search = Search {
        best: None,
        nodes_left: nodes,
        scoring: (0..CELLS).filter(|&cell| residual(cell) != 0).collect(),
        houses: house_cells(),
    };
    search.visit(start);
    if search.nodes_left == 0 {
        return None;
    }
    Some(search.best.map(|best| (OFFSET as i32 + best) as u32))
}

/// A puzzle of `givens` givens (13 to 81) with no solution that no forced digit shows: the
/// *trap*, three cells of the top middle box, one in each of its rows and columns, each seeing
/// every digit but the same two, `x` and `y` (four of the box's cells given, and for each trap
/// cell its own digit and the other two's in its row or column), so they cannot all be filled;
/// yet no cell has one candidate and no digit of a house one place, so placing forced digits
/// (as [`best_score`] does first) never meets it. The other givens are a random complete grid's
/// digits, on the scoring cells first ([`residual`] not zero), then anywhere, each kept only if
/// forced digits still do not show the trap. With `dead` false, the three trap cells' own
/// digits are not among the givens (their cells hold the grid's digits instead): the same
/// givens but three, taken from one complete grid, so a puzzle with many completions.
pub fn trap_puzzle(rng: &mut Rng, givens: usize, dead: bool) -> Vec<u8> {
    assert!(
        (13..=CELLS).contains(&givens),
        "the trap alone takes 13 givens"
    );
    loop {
        let grid = generate::complete_grid(rng, 3);
        let mut columns = [3, 4, 5];
        rng.shuffle(&mut columns);
        let trap: Vec<usize> = (0..3).map(|row| row * 9 + columns[row]).collect();
        let in_box = |cell: usize| cell / 9 < 3 && (3..6).contains(&(cell % 9));
        let mut others: Vec<usize> = (0..CELLS)
            .filter(|&cell| in_box(cell) && !trap.contains(&cell))
            .collect();
        rng.shuffle(&mut others);
        let mut puzzle = vec![0; CELLS];
        for &cell in &others[2..] {
            puzzle[cell] = grid[cell];
        }
        // Where each trap cell's own digit is given: (the cell, the grid's digit there).
        let (mut broken, mut placed) = (Vec::new(), 0);
        let fits = |puzzle: &[u8], cell: usize, digit: u8| {
            puzzle[cell] == 0 && generate::peers(cell, 3).iter().all(|&p| puzzle[p] != digit)
        };
        for &t in &trap {
            let mut line: Vec<usize> = (0..9)
                .map(|k| t / 9 * 9 + k)
                .chain((0..9).map(|k| k * 9 + t % 9))
                .filter(|&cell| !in_box(cell))
                .collect();
            rng.shuffle(&mut line);
            for &u in &trap {
                let digit = grid[u];
                // Its own digit anywhere it fits; another trap cell's where the grid has it.
                let place = line
                    .iter()
                    .copied()
                    .find(|&cell| (u == t || grid[cell] == digit) && fits(&puzzle, cell, digit));
                if let Some(cell) = place {
                    if u == t {
                        broken.push((cell, grid[cell]));
                    }
                    puzzle[cell] = digit;
                    placed += 1;
                }
            }
        }
        if placed < 9 || !hidden(&puzzle) {
            continue;
        }
        let mut cells: Vec<usize> = (0..CELLS).filter(|&cell| residual(cell) != 0).collect();
        let mut rest: Vec<usize> = (0..CELLS).filter(|&cell| residual(cell) == 0).collect();
        rng.shuffle(&mut cells);
        rng.shuffle(&mut rest);
        cells.extend(rest);
        let mut count = 13;
        for cell in cells {
            if count == givens {
                break;
            }
            if fits(&puzzle, cell, grid[cell]) {
                puzzle[cell] = grid[cell];
                if hidden(&puzzle) {
                    count += 1;
                } else {
                    puzzle[cell] = 0;
                }
            }
        }
        if count < givens {
            continue;
        }
        if !dead {
            for &(cell, digit) in &broken {
                puzzle[cell] = digit;
            }
        }
        return puzzle;
    }
}

/// Whether the givens of `puzzle` clash with none and placing forced digits (a cell with one
/// candidate, a digit with one place in a house) meets no dead end.
pub fn hidden(puzzle: &[u8]) -> bool {
    let mut node = Node {
        digits: [0; CELLS],
        taken: [0; 27],
        value: 0,
    };
    for (cell, &digit) in puzzle.iter().enumerate().filter(|&(_, &digit)| digit != 0) {
        if digit > 9 || node.candidates(cell) & 1 << digit == 0 {
            return false;
        }
        node.put(cell, digit);
    }
    node.force(&house_cells())
}

/// The cells of each house: rows 0–8, columns 9–17, boxes 18–26.
fn house_cells() -> [[usize; 9]; 27] {
    let mut houses = [[0; 9]; 27];
    for (house, cells) in houses.iter_mut().enumerate() {
        for (k, cell) in cells.iter_mut().enumerate() {
            let index = house % 9;
            *cell = match house / 9 {
                0 => index * 9 + k,
                1 => k * 9 + index,
                _ => (index / 3 * 3 + k / 3) * 9 + index % 3 * 3 + k % 3,
            };
        }
    }
    houses
}

/// The three houses of `cell`, numbered as in [`house_cells`].
fn houses_of(cell: usize) -> [usize; 3] {
    let (row, column) = (cell / 9, cell % 9);
    [row, 9 + column, 18 + row / 3 * 3 + column / 3]
}

/// One state of the search: the digits (0 empty), the digits each house holds (bit `d`), and
/// Σ residual × digit over the filled cells.
#[derive(Clone)]
struct Node {
    digits: [u8; CELLS],
    taken: [u16; 27],
    value: i32,
}

impl Node {
    fn candidates(&self, cell: usize) -> u16 {
        let taken = houses_of(cell)
            .iter()
            .fold(0, |taken, &house| taken | self.taken[house]);
        !taken & 0b11_1111_1110
    }

    fn put(&mut self, cell: usize, digit: u8) {
        self.digits[cell] = digit;
        for house in houses_of(cell) {
            self.taken[house] |= 1 << digit;
        }
        self.value += residual(cell) * i32::from(digit);
    }

    /// Places forced digits until there are none; `false` when some cell or some house's
    /// missing digit has no place left.
    fn force(&mut self, houses: &[[usize; 9]; 27]) -> bool {
        loop {
            let mut placed = false;
            for cell in 0..CELLS {
                if self.digits[cell] == 0 {
                    let candidates = self.candidates(cell);
                    match candidates.count_ones() {
                        0 => return false,
                        1 => {
                            self.put(cell, candidates.trailing_zeros() as u8);
                            placed = true;
                        }
                        _ => {}
                    }
                }
            }
            for (house, cells) in houses.iter().enumerate() {
                for digit in 1..=9u8 {
                    if self.taken[house] & 1 << digit != 0 {
                        continue;
                    }
                    let mut places = cells
                        .iter()
                        .filter(|&&cell| {
                            self.digits[cell] == 0 && self.candidates(cell) & 1 << digit != 0
                        })
                        .copied();
                    match (places.next(), places.next()) {
                        (None, _) => return false,
                        (Some(cell), None) => {
                            self.put(cell, digit);
                            placed = true;
                        }
                        _ => {}
                    }
                }
            }
            if !placed {
                return true;
            }
        }
    }

    /// The most the empty cells of `cells` can add to the value when they take the house's
    /// missing digits one each, every cell one of its candidates; `None` when they cannot.
    fn house_best(&self, cells: &[usize; 9], house: usize) -> Option<i32> {
        let empty: Vec<usize> = cells
            .iter()
            .copied()
            .filter(|&cell| self.digits[cell] == 0)
            .collect();
        let missing: Vec<u8> = (1..=9u8)
            .filter(|&digit| self.taken[house] & 1 << digit == 0)
            .collect();
        if empty.len() != missing.len() {
            return None;
        }
        // best[set]: the most the first |set| empty cells add, taking exactly the digits of
        // `set` (bit k for missing[k]).
        let full = (1usize << missing.len()) - 1;
        let mut best = vec![None::<i32>; full + 1];
        best[0] = Some(0);
        for set in 0..full {
            let so_far = match best[set] {
                Some(so_far) => so_far,
                None => continue,
            };
            let cell = empty[set.count_ones() as usize];
            let candidates = self.candidates(cell);
            for (k, &digit) in missing.iter().enumerate() {
                if set & 1 << k == 0 && candidates & 1 << digit != 0 {
                    let next = so_far + residual(cell) * i32::from(digit);
                    let slot = &mut best[set | 1 << k];
                    if slot.is_none_or(|old| next > old) {
                        *slot = Some(next);
                    }
                }
            }
        }
        best[full]
    }

    /// The least over rows, columns and boxes of the sum of [`Node::house_best`]; `None` when
    /// some house cannot be completed.
    fn bound(&self, houses: &[[usize; 9]; 27]) -> Option<i32> {
        let mut least = i32::MAX;
        for kind in 0..3 {
            let mut sum = 0;
            for (house, cells) in houses.iter().enumerate().skip(9 * kind).take(9) {
                sum += self.house_best(cells, house)?;
            }
            least = least.min(sum);
        }
        Some(least)
    }
}

struct Search {
    /// The highest value (Σ residual × digit) of a solution found so far.
    best: Option<i32>,
    nodes_left: u64,
    /// The cells whose residual weight is not zero.
    scoring: Vec<usize>,
    houses: [[usize; 9]; 27],
}

impl Search {
    fn visit(&mut self, mut node: Node) {
        if self.nodes_left == 0 {
            return;
        }
        self.nodes_left -= 1;
        if !node.force(&self.houses) {
            return;
        }
        // The empty scoring cell with the fewest candidates, of those the heaviest.
        let open = self
            .scoring
            .iter()
            .copied()
            .filter(|&cell| node.digits[cell] == 0)
            .min_by_key(|&cell| (node.candidates(cell).count_ones(), -residual(cell).abs()));
        let cell = match open {
            None => {
                let better = self.best.is_none_or(|best| node.value > best);
                if better && oracle::solve(&node.digits, 3, 1).count == 1 {
                    self.best = Some(node.value);
                }
                return;
            }
            Some(cell) => cell,
        };
        let bound = match node.bound(&self.houses) {
            Some(bound) => bound,
            None => return,
        };
        if self.best.is_some_and(|best| node.value + bound <= best) {
            return;
        }
        let candidates = node.candidates(cell);
        let mut digits: Vec<u8> = (1..=9u8)
            .filter(|&digit| candidates & 1 << digit != 0)
            .collect();
        digits.sort_by_key(|&digit| -residual(cell) * i32::from(digit));
        for digit in digits {
            let mut child = node.clone();
            child.put(cell, digit);
            self.visit(child);
            if self.nodes_left == 0 {
                return;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::generate::{self, Kind};
    use crate::layouts::Layout;
    use crate::puzzles;
    use crate::rng::Rng;

    /// The best score by visiting every solution (the plain oracle), scored with [`score`].
    fn by_enumeration(puzzle: &[u8]) -> Option<Option<u32>> {
        oracle::best_within(puzzle, 3, 20_000_000, score)
    }

    #[test]
    fn weights_are_the_statements_rings() {
        let rows: Vec<Vec<u32>> = (0..9)
            .map(|row| (0..9).map(|column| weight(row * 9 + column)).collect())
            .collect();
        assert_eq!(rows[0], [6; 9]);
        assert_eq!(rows[1], [6, 7, 7, 7, 7, 7, 7, 7, 6]);
        assert_eq!(rows[4], [6, 7, 8, 9, 10, 9, 8, 7, 6]);
        assert_eq!(rows[3], rows[5]);
        assert_eq!(rows[2], rows[6]);
        assert_eq!((0..81).filter(|&cell| residual(cell) != 0).count(), 25);
    }

    #[test]
    fn the_residual_scores_every_solution_as_the_weights_do() {
        let mut rng = Rng::new(2009);
        for _ in 0..100 {
            let grid = generate::complete_grid(&mut rng, 3);
            let residual_sum: i32 = (0..81)
                .map(|cell| residual(cell) * i32::from(grid[cell]))
                .sum();
            assert_eq!(OFFSET as i32 + residual_sum, score(&grid) as i32);
        }
    }

    #[test]
    fn the_official_sample_scores_2829() {
        let sample = puzzles::digits(
            "7 0 0 9 0 0 0 0 1 1 0 0 0 0 5 9 0 0 0 0 0 2 0 0 0 8 0 0 0 5 0 2 0 0 0 3 0 0 0 0 0 0 6 4 8 \
             4 1 3 0 0 0 0 0 0 0 0 7 0 0 2 0 9 0 2 0 1 0 6 0 8 0 4 0 8 0 5 0 4 0 1 2",
        );
        assert_eq!(best_score(&sample), Some(2829));
        assert_eq!(by_enumeration(&sample), Some(Some(2829)));
    }

    #[test]
    fn no_solution_clashing_givens_and_bad_digits_score_none() {
        let mut clash = vec![0; 81];
        clash[0] = 4;
        clash[10] = 4;
        assert_eq!(best_score(&clash), None);
        let mut ten = vec![0; 81];
        ten[5] = 10;
        assert_eq!(best_score(&ten), None);
        // Row 0 holds 1 to 8, and column 8 has its 9 lower down: no solution, no clash.
        let mut dead_end = vec![0; 81];
        dead_end[..8].copy_from_slice(&[1, 2, 3, 4, 5, 6, 7, 8]);
        dead_end[80] = 9;
        assert_eq!(best_score(&dead_end), None);
    }

    #[test]
    fn a_full_grid_scores_itself_and_the_budget_is_kept() {
        let grid = generate::complete_grid(&mut Rng::new(5), 3);
        assert_eq!(best_score(&grid), Some(score(&grid)));
        let ring = Layout::Ring.puzzle(&mut Rng::new(6), 24);
        assert_eq!(best_score_within(&ring, 3), None);
    }

    /// Trap puzzles at 24 to 32 givens: the count asked; dead, no solution by the plain oracle,
    /// none that forced digits show, and none for the maximiser; alive, three givens changed,
    /// a solution, and 100 or more for half of them at least.
    #[test]
    fn trap_puzzles_have_no_solution_that_forced_digits_show_or_many() {
        let (mut rng, mut many) = (Rng::new(1074), 0);
        for round in 0..12 {
            let givens = 24 + round % 9;
            let seed = rng.next_u64();
            let dead = trap_puzzle(&mut Rng::new(seed), givens, true);
            let alive = trap_puzzle(&mut Rng::new(seed), givens, false);
            let shown = puzzles::show(&dead);
            assert_eq!(
                dead.iter().filter(|&&d| d != 0).count(),
                givens,
                "{}",
                shown
            );
            assert!(hidden(&dead), "{}", shown);
            assert_eq!(oracle::count(&dead, 1), 0, "{}", shown);
            assert_eq!(best_score(&dead), None, "{}", shown);
            assert_eq!(
                (0..81).filter(|&c| dead[c] != alive[c]).count(),
                3,
                "{}",
                shown
            );
            let solutions = oracle::count(&alive, 100);
            assert!(solutions > 0, "{}", puzzles::show(&alive));
            many += usize::from(solutions == 100);
        }
        assert!(many >= 6, "only {} of 12 with 100 solutions or more", many);
    }

    /// `puzzle` with givens added from one of its solutions at random empty cells, three at a
    /// time, until it has fewer than 300 solutions: few enough to visit one by one.
    fn with_few_solutions(rng: &mut Rng, mut puzzle: Vec<u8>) -> Vec<u8> {
        let solution = oracle::solve(&puzzle, 3, 1)
            .first
            .expect("a layout is solvable");
        let mut empty: Vec<usize> = (0..81).filter(|&cell| puzzle[cell] == 0).collect();
        rng.shuffle(&mut empty);
        for cells in empty.chunks(3) {
            if oracle::count(&puzzle, 300) < 300 {
                break;
            }
            for &cell in cells {
                puzzle[cell] = solution[cell];
            }
        }
        puzzle
    }

    /// Every layout with each of the three kinds of puzzle; the long run takes 60.
    #[test]
    fn agrees_with_enumerating_every_solution() {
        agrees_with_enumeration(3 * Layout::ALL.len());
    }

    #[test]
    #[ignore = "long: `cargo test -- --include-ignored` runs it, as CI does"]
    fn agrees_with_enumerating_every_solution_of_60_puzzles() {
        agrees_with_enumeration(60);
    }

    /// `rounds` puzzles: the layouts in turn, each as a puzzle with few solutions, a generated
    /// one with several or none, and one with a given changed; at least 5 in 12 must have
    /// several solutions and 1 in 6 none.
    fn agrees_with_enumeration(rounds: usize) {
        let mut rng = Rng::new(74);
        let (mut several, mut none) = (0, 0);
        for round in 0..rounds {
            let layout = Layout::ALL[round / 3 % Layout::ALL.len()];
            let puzzle = match round % 3 {
                0 => {
                    let structured = layout.puzzle(&mut rng, 24 + round % 9);
                    with_few_solutions(&mut rng, structured)
                }
                1 => {
                    let kind = [Kind::Multiple, Kind::NoSolution][round / 3 % 2];
                    generate::puzzle(&mut rng, 3, kind, 26 + round % 8, oracle::count)
                }
                _ => {
                    // One given changed to a digit no other given clashes with: often no
                    // solution at all, found only by searching.
                    let structured = layout.puzzle(&mut rng, 24 + round % 9);
                    let mut puzzle = with_few_solutions(&mut rng, structured);
                    let given = (0..81).find(|&cell| puzzle[cell] != 0).unwrap_or(0);
                    let peers = generate::peers(given, 3);
                    let other = (1..=9u8).find(|&digit| {
                        digit != puzzle[given] && peers.iter().all(|&p| puzzle[p] != digit)
                    });
                    puzzle[given] = other.unwrap_or(puzzle[given]);
                    puzzle
                }
            };
            let solutions = oracle::count(&puzzle, 300);
            several += usize::from(solutions > 1);
            none += usize::from(solutions == 0);
            let expected = by_enumeration(&puzzle).expect("few enough solutions to visit");
            assert_eq!(best_score(&puzzle), expected, "{}", puzzles::show(&puzzle));
        }
        assert!(
            several * 12 >= rounds * 5 && none * 6 >= rounds,
            "{} {}",
            several,
            none
        );
    }
}
