// A starter for Luogu B4279 数独填数: https://www.luogu.com.cn/problem/B4279
// Input: 9 lines of 9 characters, `1`-`9` a digit and `.` an empty cell. Output: the solution
// as 9 lines of 9 digits.
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
    let cells = input.chars().filter(|c| !c.is_whitespace());
    for (cell, c) in grid.iter_mut().zip(cells) {
        *cell = c.to_digit(10).unwrap_or(0) as u8;
    }
    solve(&mut grid);
    let mut out = String::new();
    for row in grid.chunks(9) {
        let digits: String = row.iter().map(|&d| if d == 0 { '.' } else { char::from(b'0' + d) }).collect();
        out.push_str(&digits);
        out.push('\n');
    }
    io::stdout().write_all(out.as_bytes()).unwrap();
}
