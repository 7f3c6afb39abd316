//! `explain`: one solve narrated, a line per step, for learners. Two narrators:
//! - `bitmask` (the default): the bitmask engine's singles — naked singles, hidden singles in a
//!   row, column or box — to a standstill, then a guess on the cell with the fewest candidates,
//!   each alternative tried in turn; contradictions and backtracks with their depth. (The engine
//!   also removes locked candidates before it guesses; the story leaves them out for brevity.)
//! - `backtrack`: the plain backtracking of the seeds (cells in order, digits in order), to show
//!   what the rules save.
//!
//! The narrators re-tell the techniques step by step; the engines that solve for the judges do
//! the same work in bulk and do not narrate (that would cost them their speed).

use crate::cli::args::{self, Arg, Args};
use oj_sudoku_testkit::puzzles;
use std::fmt::Write as _;
use std::io::Read;

/// `explain [PUZZLE] [--engine bitmask|backtrack] [--max-steps N]`
pub struct Options {
    puzzle: Option<String>,
    engine: Narrator,
    max_steps: usize,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Narrator {
    Bitmask,
    Backtrack,
}

impl Options {
    pub fn parse(args: &[String]) -> Result<Options, String> {
        let mut options = Options {
            puzzle: None,
            engine: Narrator::Bitmask,
            max_steps: 2000,
        };
        let mut args = Args::new(args);
        while let Some(arg) = args.next_arg() {
            match arg {
                Arg::Option(name @ "--engine") => {
                    let engine: String = args.value(name, "bitmask or backtrack")?;
                    options.engine = match engine.as_str() {
                        "bitmask" => Narrator::Bitmask,
                        "backtrack" => Narrator::Backtrack,
                        other => {
                            return Err(format!(
                                "--engine takes bitmask or backtrack, not {:?}",
                                other
                            ))
                        }
                    };
                }
                Arg::Option(name @ "--max-steps") => {
                    options.max_steps = args.value(name, "a number of steps")?
                }
                Arg::Positional(puzzle) if options.puzzle.is_none() => {
                    options.puzzle = Some(puzzle.to_string())
                }
                other => return Err(args::unknown(other)),
            }
        }
        Ok(options)
    }
}

/// Runs `explain`; returns the exit status (0 solved, 1 no solution, 2 a bad puzzle).
pub fn explain(options: &Options) -> i32 {
    let text = match read_puzzle(options.puzzle.as_deref()) {
        Ok(text) => text,
        Err(message) => {
            eprintln!("error: {}", message);
            return 2;
        }
    };
    let digits = puzzles::digits(&text);
    let side = match digits.len() {
        81 => 9,
        256 => 16,
        n => {
            eprintln!(
                "error: a puzzle has 81 cells (9×9: 1-9, and . or 0 for empty) or 256 (16×16: A-P, \
                 and - or . for empty); found {}",
                n
            );
            return 2;
        }
    };
    let mut story = Story {
        side,
        box_size: if side == 16 { 4 } else { 3 },
        lines: 0,
        max: options.max_steps,
        guesses: 0,
        backtracks: 0,
    };
    let givens = digits.iter().filter(|&&d| d != 0).count();
    let how = match options.engine {
        Narrator::Bitmask => {
            "bitmask: naked and hidden singles, then a guess on the fewest candidates"
        }
        Narrator::Backtrack => "backtrack: cells in order, digits in order",
    };
    say!(
        "explain: {}×{} puzzle, {} givens; engine {}",
        side,
        side,
        givens,
        how
    );
    let mut grid = digits;
    if let Some(clash) = story.repeated_given(&grid) {
        say!("    1  contradiction: {}", clash);
        say!("no solution (1 step, 0 guesses, 0 backtracks)");
        return 1;
    }
    let solved = match options.engine {
        Narrator::Bitmask => story.bitmask(&mut grid, 0),
        Narrator::Backtrack => story.backtrack(&mut grid, 0, 0),
    };
    if story.lines > story.max {
        say!(
            "… {} more steps not shown (--max-steps {})",
            story.lines - story.max,
            story.max
        );
    }
    let summary = format!(
        "{} steps, {} guesses, {} backtracks",
        story.lines, story.guesses, story.backtracks
    );
    if solved {
        say!("solved in {}:", summary);
        say!("{}", story.render(&grid));
        0
    } else {
        say!("no solution ({})", summary);
        1
    }
}

/// The puzzle's text: the argument itself, the file it names, or standard input.
fn read_puzzle(argument: Option<&str>) -> Result<String, String> {
    match argument {
        Some(text) if std::path::Path::new(text).is_file() => {
            std::fs::read_to_string(text).map_err(|e| format!("cannot read {}: {}", text, e))
        }
        Some(text) => Ok(text.to_string()),
        None => {
            let mut text = String::new();
            std::io::stdin()
                .read_to_string(&mut text)
                .map_err(|e| format!("cannot read standard input: {}", e))?;
            Ok(text)
        }
    }
}

/// The narration in progress: the shape, and what has been told.
struct Story {
    side: usize,
    box_size: usize,
    /// Steps told so far (counted past `max` too, to report how many were not shown).
    lines: usize,
    max: usize,
    guesses: usize,
    backtracks: usize,
}

impl Story {
    fn tell(&mut self, depth: usize, what: &str) {
        self.lines += 1;
        if self.lines <= self.max {
            say!("{:>5}  {}{}", self.lines, "  ".repeat(depth.min(12)), what);
        }
    }

    fn symbol(&self, digit: u8) -> char {
        if self.side == 16 {
            char::from(b'A' + digit - 1)
        } else {
            char::from(b'0' + digit)
        }
    }

    fn at(&self, cell: usize) -> String {
        format!("r{}c{}", cell / self.side + 1, cell % self.side + 1)
    }

    /// The cells of house `h`: rows, then columns, then boxes.
    fn house(&self, h: usize) -> Vec<usize> {
        let (n, b) = (self.side, self.box_size);
        let (kind, i) = (h / n, h % n);
        (0..n)
            .map(|k| match kind {
                0 => i * n + k,
                1 => k * n + i,
                _ => (i / b * b + k / b) * n + i % b * b + k % b,
            })
            .collect()
    }

    fn house_name(&self, h: usize) -> String {
        let (kind, i) = (h / self.side, h % self.side + 1);
        format!("{} {}", ["row", "column", "box"][kind], i)
    }

    /// The digits that fit `cell` (bit `d`).
    fn candidates(&self, grid: &[u8], cell: usize) -> u32 {
        let (n, b) = (self.side, self.box_size);
        let (r, c) = (cell / n, cell % n);
        let mut used = 0u32;
        for k in 0..n {
            used |= 1 << grid[r * n + k];
            used |= 1 << grid[k * n + c];
            used |= 1 << grid[(r / b * b + k / b) * n + c / b * b + k % b];
        }
        !used & (((1u32 << n) - 1) << 1)
    }

    fn digits_of(&self, mask: u32) -> Vec<u8> {
        (1..=self.side as u8)
            .filter(|d| mask >> d & 1 == 1)
            .collect()
    }

    /// A digit the givens already repeat in a house, said in words.
    fn repeated_given(&self, grid: &[u8]) -> Option<String> {
        for h in 0..3 * self.side {
            let mut seen = 0u32;
            for cell in self.house(h) {
                let digit = grid[cell];
                if digit != 0 && seen >> digit & 1 == 1 {
                    let name = self.house_name(h);
                    return Some(format!(
                        "the givens repeat {} in {}",
                        self.symbol(digit),
                        name
                    ));
                }
                seen |= 1 << digit;
            }
        }
        None
    }

    /// The bitmask narrator: singles to a standstill, then a guess. `true` when `grid` is solved.
    fn bitmask(&mut self, grid: &mut Vec<u8>, depth: usize) -> bool {
        loop {
            // 1. Naked singles, and cells with no candidate.
            let mut placed = false;
            for cell in 0..grid.len() {
                if grid[cell] != 0 {
                    continue;
                }
                let mask = self.candidates(grid, cell);
                if mask == 0 {
                    let at = self.at(cell);
                    self.tell(
                        depth,
                        &format!("contradiction: {} has no candidate left", at),
                    );
                    return false;
                }
                if mask.count_ones() == 1 {
                    let digit = mask.trailing_zeros() as u8;
                    grid[cell] = digit;
                    let line = format!(
                        "{:<28}{} = {}",
                        "naked single",
                        self.at(cell),
                        self.symbol(digit)
                    );
                    self.tell(depth, &line);
                    placed = true;
                }
            }
            if placed {
                continue;
            }
            // 2. Hidden singles, and digits with no place in a house.
            for h in 0..3 * self.side {
                let cells = self.house(h);
                for digit in 1..=self.side as u8 {
                    if cells.iter().any(|&c| grid[c] == digit) {
                        continue;
                    }
                    let places: Vec<usize> = cells
                        .iter()
                        .copied()
                        .filter(|&c| grid[c] == 0 && self.candidates(grid, c) >> digit & 1 == 1)
                        .collect();
                    match places.as_slice() {
                        [] => {
                            let line = format!(
                                "contradiction: {} has no place left in {}",
                                self.symbol(digit),
                                self.house_name(h)
                            );
                            self.tell(depth, &line);
                            return false;
                        }
                        [cell] => {
                            grid[*cell] = digit;
                            let rule = format!("hidden single in {}", self.house_name(h));
                            let line =
                                format!("{:<28}{} = {}", rule, self.at(*cell), self.symbol(digit));
                            self.tell(depth, &line);
                            placed = true;
                            break;
                        }
                        _ => {}
                    }
                }
                if placed {
                    break;
                }
            }
            if placed {
                continue;
            }
            // 3. Solved, or a guess on the cell with the fewest candidates.
            let open = (0..grid.len()).filter(|&c| grid[c] == 0);
            let chosen = open.min_by_key(|&c| self.candidates(grid, c).count_ones());
            let cell = match chosen {
                None => return true,
                Some(cell) => cell,
            };
            let options = self.digits_of(self.candidates(grid, cell));
            for (i, &digit) in options.iter().enumerate() {
                let rest: Vec<String> = options[i + 1..]
                    .iter()
                    .map(|&d| self.symbol(d).to_string())
                    .collect();
                let left = if rest.is_empty() {
                    "none left".to_string()
                } else {
                    format!("then {}", rest.join(", "))
                };
                self.guesses += 1;
                let line = format!(
                    "{:<28}{} = {}   ({})",
                    format!("guess at depth {}", depth + 1),
                    self.at(cell),
                    self.symbol(digit),
                    left
                );
                self.tell(depth, &line);
                let mut child = grid.clone();
                child[cell] = digit;
                if self.bitmask(&mut child, depth + 1) {
                    *grid = child;
                    return true;
                }
                self.backtracks += 1;
                let line = format!(
                    "back to depth {}: {} is not {}",
                    depth,
                    self.at(cell),
                    self.symbol(digit)
                );
                self.tell(depth, &line);
            }
            return false;
        }
    }

    /// The plain backtracking narrator: the first empty cell from `from` on, digits in order.
    fn backtrack(&mut self, grid: &mut Vec<u8>, from: usize, depth: usize) -> bool {
        let cell = match (from..grid.len()).find(|&c| grid[c] == 0) {
            None => return true,
            Some(cell) => cell,
        };
        let options = self.digits_of(self.candidates(grid, cell));
        if options.is_empty() {
            let at = self.at(cell);
            self.tell(
                depth,
                &format!("contradiction: {} has no digit that fits", at),
            );
            return false;
        }
        for digit in options {
            self.guesses += 1;
            let line = format!("try {} = {}", self.at(cell), self.symbol(digit));
            self.tell(depth, &line);
            grid[cell] = digit;
            if self.backtrack(grid, cell + 1, depth + 1) {
                return true;
            }
            self.backtracks += 1;
        }
        grid[cell] = 0;
        false
    }

    /// The grid as the judges write it: rows of `1`-`9` or `A`-`P`, `.` for empty.
    fn render(&self, grid: &[u8]) -> String {
        let mut text = String::new();
        for row in grid.chunks(self.side) {
            for &digit in row {
                text.push(if digit == 0 { '.' } else { self.symbol(digit) });
            }
            let _ = writeln!(text);
        }
        text.trim_end().to_string()
    }
}
