// A starter for AtCoder ABC327 C Number Place: https://atcoder.jp/contests/abc327/tasks/abc327_c
// Input: a full grid, 9 lines of 9 digits separated by spaces. Output: `Yes` if every row,
// column and box holds each digit once, else `No`.
// Fill in `is_solution`; the rest already reads the input and writes the output.
use std::io::{self, Read};

/// Whether `grid` (81 digits row by row) is a solved Sudoku.
fn is_solution(grid: &[u8; 81]) -> bool {
    // Your check goes here. As it stands every grid gets `No`: a wrong answer.
    let _ = grid;
    false
}

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let mut grid = [0u8; 81];
    for (cell, token) in grid.iter_mut().zip(input.split_whitespace()) {
        *cell = token.parse().unwrap();
    }
    println!("{}", if is_solution(&grid) { "Yes" } else { "No" });
}
