// A starter for COCI 2023/24 #1 Sudoku: https://dmoj.ca/problem/coci23c1p1 (Luogu P9903)
// Input: a partial grid drawn in 13 lines of 13 characters (`+---+---+---+` frame lines, `|`
// between boxes, `.` an empty cell). Output: `GRESKA` if a row, column or box holds a digit
// twice, else `OK`.
// Fill in `has_mistake`; the rest already reads the input and writes the output as the judge
// wants.
use std::io::{self, Read};

/// Whether a row, column or box of `grid` (81 cells row by row, 0 empty) holds a digit twice.
fn has_mistake(grid: &[u8; 81]) -> bool {
    // Your check goes here. As it stands every grid is called correct: a wrong answer.
    let _ = grid;
    false
}

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let mut grid = [0u8; 81];
    let cells = input
        .lines()
        .filter(|line| line.trim_start().starts_with('|'))
        .flat_map(|line| line.trim().chars().filter(|&c| c != '|'));
    for (cell, c) in grid.iter_mut().zip(cells) {
        *cell = c.to_digit(10).unwrap_or(0) as u8;
    }
    println!("{}", if has_mistake(&grid) { "GRESKA" } else { "OK" });
}
