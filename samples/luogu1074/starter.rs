// A starter for Luogu P1074 靶形数独 (NOIP 2009): https://www.luogu.com.cn/problem/P1074
// Input: 9 lines of 9 digits separated by spaces, `0` an empty cell. A filled grid scores the sum
// of weight × digit, the weight 10 in the centre cell, then 9, 8, 7 and 6 ring by ring outwards.
// Output: the highest score over all solutions, or -1 if there is none.
// Fill in `best_score`; the rest already reads the input and writes the output.
use std::io::{self, Read};

/// The highest score over all solutions of `grid` (81 cells row by row, 0 empty), or -1.
fn best_score(grid: &[u8; 81]) -> i64 {
    // Your search goes here. As it stands every grid gets -1: a wrong answer.
    let _ = grid;
    -1
}

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let mut grid = [0u8; 81];
    for (cell, token) in grid.iter_mut().zip(input.split_whitespace()) {
        *cell = token.parse().unwrap();
    }
    println!("{}", best_score(&grid));
}
