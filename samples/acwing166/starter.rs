// A starter for AcWing 166 数独 (POJ 3074): https://www.acwing.com/problem/content/168/
// Input: one puzzle per line, 81 characters row by row, `1`-`9` a given and `.` an empty cell,
// until a line `end`. Output: each puzzle's solution as one 81-character line.
// Fill in `solve`; the rest already reads the input and writes the output as the judge wants.
use std::io::{self, Read, Write};

/// Solves `grid` in place: 81 cells row by row, 1-9 a digit, 0 an empty cell.
fn solve(grid: &mut [u8; 81]) {
    // Your search goes here. As it stands the grid comes back unchanged: a wrong answer.
    let _ = grid;
}

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let mut out = String::new();
    for line in input.split_whitespace() {
        if line == "end" {
            break;
        }
        let mut grid = [0u8; 81];
        for (cell, c) in grid.iter_mut().zip(line.bytes()) {
            *cell = if c.is_ascii_digit() { c - b'0' } else { 0 };
        }
        solve(&mut grid);
        for &digit in grid.iter() {
            out.push(if digit == 0 { '.' } else { char::from(b'0' + digit) });
        }
        out.push('\n');
    }
    io::stdout().write_all(out.as_bytes()).unwrap();
}
