// A starter for POJ 2676 Sudoku (Luogu P10481): http://poj.org/problem?id=2676
// Input: the number of cases, then each grid as 9 lines of 9 digits, `0` an empty cell.
// Output: each grid solved, in the same form (any solution is accepted).
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
    let mut tokens = input.split_whitespace();
    let cases: usize = tokens.next().unwrap().parse().unwrap();
    let mut out = String::new();
    for _ in 0..cases {
        let mut grid = [0u8; 81];
        for row in 0..9 {
            let line = tokens.next().unwrap().as_bytes();
            for column in 0..9 {
                grid[row * 9 + column] = line[column] - b'0';
            }
        }
        solve(&mut grid);
        for row in grid.chunks(9) {
            for &digit in row {
                out.push(char::from(b'0' + digit));
            }
            out.push('\n');
        }
    }
    io::stdout().write_all(out.as_bytes()).unwrap();
}
