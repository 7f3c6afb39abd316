// A starter for UVa 989 Su Doku: https://onlinejudge.org/external/9/989.pdf
// Input: cases until the end of input, each a box size n (1-3) and an n²×n² grid of numbers
// separated by spaces, 0 an empty cell. Output for each: its lexicographically smallest
// solution (row 1 compared first, then row 2, ...) as rows of numbers separated by single
// spaces, or `NO SOLUTION`; a blank line between cases.
// Fill in `smallest`; the rest already reads the input and writes the output as the judge wants.
use std::io::{self, Read, Write};

/// The smallest solution of `grid` (n⁴ cells row by row, 0 empty, box size `n`), written into
/// `grid`; `false` if there is none.
fn smallest(grid: &mut Vec<u8>, n: usize) -> bool {
    // Your search goes here. As it stands every grid comes back unchanged: a wrong answer.
    let _ = (grid, n);
    true
}

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let mut tokens = input.split_whitespace();
    let mut answers = Vec::new();
    while let Some(n) = tokens.next() {
        let n: usize = n.parse().unwrap();
        let side = n * n;
        let mut grid: Vec<u8> = (0..side * side)
            .map(|_| tokens.next().unwrap().parse().unwrap())
            .collect();
        answers.push(if smallest(&mut grid, n) {
            let mut text = String::new();
            for row in grid.chunks(side) {
                let numbers: Vec<String> = row.iter().map(|d| d.to_string()).collect();
                text.push_str(&numbers.join(" "));
                text.push('\n');
            }
            text
        } else {
            "NO SOLUTION\n".to_string()
        });
    }
    io::stdout().write_all(answers.join("\n").as_bytes()).unwrap();
}
