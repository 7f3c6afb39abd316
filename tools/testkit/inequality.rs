//! Comparison Sudoku (Luogu P4573 / CQOI 2013 新数独): no givens, a sign between every two
//! side-by-side cells of a box. A plain oracle sharing no code with the core, the text form the
//! judge reads, and puzzles made from random grids.
//!
//! **Signs** are a puzzle: 108 of them in the order the input writes them, band by band: a line
//! of 6 signs between the cells of row 1 (two per box: columns 1|2, 2|3, 4|5, 5|6, 7|8, 8|9), a
//! line of 9 between rows 1 and 2, row 2's 6, 9 between rows 2 and 3, row 3's 6; then the next
//! band. A sign is `1` when the first cell (left or upper) is the smaller (`<`, `^`) and `2`
//! when it is the larger (`>`, `v`).
//!
//! The oracle works box by box, which no solver of the core does: signs never cross a box, so
//! it lists every filling of each box that keeps the box's 12 signs (of the 9! orders), then
//! places whole boxes, each time the box with the fewest fillings that repeat no digit in a row
//! or column filled so far. No cell candidates, no propagation along the signs. (Filling cell by cell, the way the signs are
//! written, takes seconds to a minute on puzzles with several solutions.)

use crate::rng::Rng;

/// What the oracle found: how many solutions (up to the limit) and the first, row by row.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Found {
    pub count: usize,
    pub first: Option<Vec<u8>>,
}

/// The two cells of each sign, first (left or upper) then second, in reading order.
pub fn pairs() -> Vec<(usize, usize)> {
    let mut pairs = Vec::with_capacity(108);
    for band in 0..3 {
        for line in 0..5 {
            let row = band * 3 + line / 2;
            if line % 2 == 0 {
                for column in (0..8).filter(|c| c % 3 != 2) {
                    pairs.push((row * 9 + column, row * 9 + column + 1));
                }
            } else {
                for column in 0..9 {
                    pairs.push((row * 9 + column, row * 9 + column + 9));
                }
            }
        }
    }
    pairs
}

/// The signs a full grid shows.
pub fn signs_of_grid(grid: &[u8]) -> Vec<u8> {
    pairs()
        .iter()
        .map(|&(a, b)| if grid[a] < grid[b] { 1 } else { 2 })
        .collect()
}

/// The signs as (smaller cell, larger cell) pairs.
pub fn less_pairs(signs: &[u8]) -> Vec<(usize, usize)> {
    pairs()
        .iter()
        .zip(signs)
        .map(|(&(a, b), &s)| if s == 1 { (a, b) } else { (b, a) })
        .collect()
}

/// The 15 lines the judge reads: signs separated by single spaces.
pub fn render(signs: &[u8]) -> String {
    let mut text = String::new();
    let mut at = 0;
    for _band in 0..3 {
        for line in 0..5 {
            let (count, symbols) = if line % 2 == 0 {
                (6, ["<", ">"])
            } else {
                (9, ["^", "v"])
            };
            let words: Vec<&str> = signs[at..at + count]
                .iter()
                .map(|&s| symbols[usize::from(s - 1)])
                .collect();
            text.push_str(&words.join(" "));
            text.push('\n');
            at += count;
        }
    }
    text
}

/// The signs of a puzzle's text: its non-blank characters in order, `<`/`>` where a line of
/// a row's signs is due and `^`/`v` where a line between rows is; `None` if they are not 108
/// signs so placed.
pub fn parse(text: &str) -> Option<Vec<u8>> {
    let symbols: Vec<char> = text.chars().filter(|c| !c.is_whitespace()).collect();
    if symbols.len() != 108 {
        return None;
    }
    let mut signs = Vec::with_capacity(108);
    let mut at = 0;
    for _band in 0..3 {
        for line in 0..5 {
            let (count, first, second) = if line % 2 == 0 {
                (6, '<', '>')
            } else {
                (9, '^', 'v')
            };
            for &c in &symbols[at..at + count] {
                signs.push(match c {
                    c if c == first => 1,
                    c if c == second => 2,
                    _ => return None,
                });
            }
            at += count;
        }
    }
    Some(signs)
}

/// Solves the puzzle `signs`, counting solutions up to `limit`.
pub fn solve(signs: &[u8], limit: usize) -> Found {
    let less = less_pairs(signs);
    // Every filling of each box that keeps its own signs (signs never cross a box).
    let fillings: Vec<Vec<[u8; 9]>> = (0..9)
        .map(|b| {
            let cell = |i: usize| (b / 3 * 3 + i / 3) * 9 + b % 3 * 3 + i % 3;
            // The box's signs between its own cells, numbered 0..9 row by row.
            let inside: Vec<(usize, usize)> = less
                .iter()
                .filter_map(|&(a, z)| {
                    let at = |c: usize| (0..9).find(|&i| cell(i) == c);
                    Some((at(a)?, at(z)?))
                })
                .collect();
            let mut all = Vec::new();
            fill_box(&inside, &mut [0; 9], 0, &mut all);
            all
        })
        .collect();
    let mut search = Search {
        fillings,
        grid: vec![0; 81],
        rows: [0; 9],
        columns: [0; 9],
        limit,
        found: Found {
            count: 0,
            first: None,
        },
    };
    if limit > 0 {
        search.place(0);
    }
    search.found
}

/// Appends to `all` every filling of a box's cells from `i` on (cells numbered 0..9 row by
/// row, those before `i` filled in `filling`) with distinct digits that keeps the signs `less`
/// (pairs of cells: smaller, larger) between filled cells.
fn fill_box(less: &[(usize, usize)], filling: &mut [u8; 9], i: usize, all: &mut Vec<[u8; 9]>) {
    if i == 9 {
        all.push(*filling);
        return;
    }
    for digit in 1..=9 {
        if filling[..i].contains(&digit) {
            continue;
        }
        filling[i] = digit;
        let keeps = less
            .iter()
            .filter(|&&(a, z)| a <= i && z <= i)
            .all(|&(a, z)| filling[a] < filling[z]);
        if keeps {
            fill_box(less, filling, i + 1, all);
        }
    }
    filling[i] = 0;
}

struct Search {
    /// For each box, its fillings (cells row by row within the box).
    fillings: Vec<Vec<[u8; 9]>>,
    grid: Vec<u8>,
    /// The digits in each row and column so far, a bit per digit.
    rows: [u16; 9],
    columns: [u16; 9],
    limit: usize,
    found: Found,
}

impl Search {
    /// The filling's digits in each of its three rows and three columns, a bit per digit.
    fn masks(filling: &[u8; 9]) -> ([u16; 3], [u16; 3]) {
        let (mut rows, mut columns) = ([0u16; 3], [0u16; 3]);
        for (i, &digit) in filling.iter().enumerate() {
            rows[i / 3] |= 1 << digit;
            columns[i % 3] |= 1 << digit;
        }
        (rows, columns)
    }

    /// Whether box `b` may take `filling` beside the boxes placed so far.
    fn fits(&self, b: usize, filling: &[u8; 9]) -> bool {
        let (top, left) = (b / 3 * 3, b % 3 * 3);
        let (rows, columns) = Self::masks(filling);
        (0..3)
            .all(|i| self.rows[top + i] & rows[i] == 0 && self.columns[left + i] & columns[i] == 0)
    }

    /// Places the box, not yet placed (`placed`, a bit per box), with the fewest fillings that
    /// repeat no digit of the rows and columns filled so far, trying each in turn.
    fn place(&mut self, placed: u16) {
        if placed == 0x1ff {
            self.found.count += 1;
            if self.found.first.is_none() {
                self.found.first = Some(self.grid.clone());
            }
            return;
        }
        let mut best: Option<(usize, Vec<usize>)> = None;
        for b in (0..9).filter(|b| placed >> b & 1 == 0) {
            let fitting: Vec<usize> = (0..self.fillings[b].len())
                .filter(|&k| self.fits(b, &self.fillings[b][k]))
                .collect();
            if best.as_ref().is_none_or(|(_, f)| fitting.len() < f.len()) {
                let dead = fitting.is_empty();
                best = Some((b, fitting));
                if dead {
                    return;
                }
            }
        }
        let (b, fitting) = match best {
            Some(best) => best,
            None => return,
        };
        let (top, left) = (b / 3 * 3, b % 3 * 3);
        for k in fitting {
            let filling = self.fillings[b][k];
            let (rows, columns) = Self::masks(&filling);
            for i in 0..3 {
                self.rows[top + i] |= rows[i];
                self.columns[left + i] |= columns[i];
            }
            for (i, &digit) in filling.iter().enumerate() {
                self.grid[(top + i / 3) * 9 + left + i % 3] = digit;
            }
            self.place(placed | 1 << b);
            for i in 0..3 {
                self.rows[top + i] &= !rows[i];
                self.columns[left + i] &= !columns[i];
            }
            if self.found.count >= self.limit {
                return;
            }
        }
    }
}

/// Counts the solutions of a puzzle's signs up to `limit`: the oracle's [`count`], or a faster
/// engine the caller trusts for generation.
pub type Counter = fn(signs: &[u8], limit: usize) -> usize;

/// How many solutions `signs` has, up to `limit`: a [`Counter`].
pub fn count(signs: &[u8], limit: usize) -> usize {
    solve(signs, limit).count
}

/// A puzzle with exactly one solution, and that solution: the signs of random complete grids
/// until `counter` says one allows its grid alone (about one grid in fifteen does).
pub fn unique_puzzle(rng: &mut Rng, counter: Counter) -> (Vec<u8>, Vec<u8>) {
    loop {
        let grid = crate::generate::complete_grid(rng, 3);
        let signs = signs_of_grid(&grid);
        if counter(&signs, 2) == 1 {
            return (signs, grid);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Luogu P4573's first sample and its answer, from the statement.
    const SAMPLE: &str = "> < < < > <\nv ^ v v ^ v ^ ^ v\n< < < > < <\nv ^ v ^ v v ^ ^ v\n< < < < > >\n< > > > < >\nv v ^ ^ v ^ ^ v v\n< > > < > >\n^ v v v ^ v v ^ v\n> < < > > >\n< > > > > <\nv v v v ^ ^ ^ ^ ^\n> < < < < <\n^ ^ ^ ^ ^ v v v ^\n> > < > < <\n";
    const ANSWER: &str =
        "539468217248197356167235984681742593375916842924583761796821435412359678853674129";

    #[test]
    fn the_sample_has_its_one_solution_and_renders_back() {
        let signs = parse(SAMPLE).unwrap();
        assert_eq!(render(&signs), SAMPLE);
        let found = solve(&signs, 2);
        assert_eq!(found.count, 1);
        let answer: Vec<u8> = ANSWER.bytes().map(|b| b - b'0').collect();
        assert_eq!(found.first, Some(answer.clone()));
        assert_eq!(signs_of_grid(&answer), signs);
    }

    #[test]
    fn pairs_are_side_by_side_within_a_box() {
        let pairs = pairs();
        assert_eq!(pairs.len(), 108);
        for &(a, b) in &pairs {
            let (ra, ca, rb, cb) = (a / 9, a % 9, b / 9, b % 9);
            assert_eq!((ra / 3, ca / 3), (rb / 3, cb / 3));
            assert!((ra == rb && cb == ca + 1) || (ca == cb && rb == ra + 1));
        }
        assert_eq!(parse("<"), None);
        assert_eq!(parse(&SAMPLE.replacen('<', "^", 1)), None);
    }

    #[test]
    fn a_puzzle_from_a_grid_has_that_grid_among_its_solutions() {
        let mut rng = Rng::new(3);
        let grid = crate::generate::complete_grid(&mut rng, 3);
        let signs = signs_of_grid(&grid);
        assert_eq!(parse(&render(&signs)), Some(signs.clone()));
        let found = solve(&signs, 1_000);
        assert!(found.count >= 1);
        // The first solution in the oracle's order need not be `grid`; it keeps the signs.
        assert_eq!(signs_of_grid(found.first.as_ref().unwrap()), signs);
        let mut flipped = signs.clone();
        flipped[0] = 3 - flipped[0];
        let found = solve(&flipped, 2);
        if let Some(first) = found.first {
            assert_eq!(signs_of_grid(&first), flipped);
        }
    }
}
