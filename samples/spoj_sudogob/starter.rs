// A starter for SPOJ SUDOGOB (Sudoku goblin): https://www.spoj.com/problems/SUDOGOB/
// Input: the number of cases T, then T grids of 9 lines of 9 digits separated by spaces (0
// empty), a blank line between them. Output for each: its number of solutions on a line, then,
// if that is 1, the solution as 9 lines, each digit followed by a space (as the sample shows).
// SPOJ compiles with rustc 1.56: keep to what it knows (no `{x}` in format strings, no let-else).
// Fill in `count`; the rest already reads the input and writes the output as the judge wants.
use std::io::{self, Read, Write};

/// The number of solutions of `grid` (81 cells row by row, 0 empty), leaving the first one
/// found in `grid`.
fn count(grid: &mut [u8; 81]) -> u64 {
    // Your search goes here. As it stands every grid is counted 0: a wrong answer.
    let _ = grid;
    0
}

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let mut tokens = input.split_whitespace();
    let cases: usize = tokens.next().unwrap().parse().unwrap();
    let mut out = String::new();
    for _ in 0..cases {
        let mut grid = [0u8; 81];
        for cell in grid.iter_mut() {
            *cell = tokens.next().unwrap().parse().unwrap();
        }
        let solutions = count(&mut grid);
        out.push_str(&format!("{}\n", solutions));
        if solutions == 1 {
            for row in grid.chunks(9) {
                for digit in row {
                    out.push_str(&format!("{} ", digit));
                }
                out.push('\n');
            }
        }
    }
    io::stdout().write_all(out.as_bytes()).unwrap();
}
