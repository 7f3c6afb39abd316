// A starter for AcWing 169 数独2 (POJ 3076): https://www.acwing.com/problem/content/171/
// Input: 16×16 puzzles, each 16 lines of 16 characters, `A`-`P` a given and `-` an empty cell,
// cases separated by a blank line. Output: each solution in the same form, then a blank line.
// Fill in `solve`; the rest already reads the input and writes the output as the judge wants.
use std::io::{self, Read, Write};

/// Solves `grid` in place: 256 cells row by row, 1-16 a letter (`A` is 1), 0 an empty cell.
fn solve(grid: &mut [u8; 256]) {
    // Your search goes here. As it stands the grid comes back unchanged: a wrong answer.
    let _ = grid;
}

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let rows: Vec<&str> = input.split_whitespace().collect();
    let mut out = String::new();
    for case in rows.chunks(16) {
        if case.len() < 16 {
            break;
        }
        let mut grid = [0u8; 256];
        for (row, line) in case.iter().enumerate() {
            for (column, c) in line.bytes().take(16).enumerate() {
                grid[row * 16 + column] = if c == b'-' { 0 } else { c - b'A' + 1 };
            }
        }
        solve(&mut grid);
        for row in grid.chunks(16) {
            for &digit in row {
                out.push(if digit == 0 { '-' } else { char::from(b'A' + digit - 1) });
            }
            out.push('\n');
        }
        out.push('\n');
    }
    io::stdout().write_all(out.as_bytes()).unwrap();
}
