// A starter for Luogu P1784 数独: https://www.luogu.com.cn/problem/P1784
// Input: 9 lines of 9 digits separated by spaces, `0` an empty cell. Output: the solution in the
// same form.
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
    let mut grid = [0u8; 81];
    for (cell, token) in grid.iter_mut().zip(input.split_whitespace()) {
        *cell = token.parse().unwrap();
    }
    solve(&mut grid);
    let mut out = String::new();
    for row in grid.chunks(9) {
        let digits: Vec<String> = row.iter().map(|d| d.to_string()).collect();
        out.push_str(&digits.join(" "));
        out.push('\n');
    }
    io::stdout().write_all(out.as_bytes()).unwrap();
}
