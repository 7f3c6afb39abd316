// A starter for Luogu P4573 [CQOI2013] 新数独: https://www.luogu.com.cn/problem/P4573
// Input: 15 lines of signs. In each band of three rows, lines 1, 3, 5 hold a row's 6 signs
// `<`/`>` (between columns 1|2, 2|3, 4|5, 5|6, 7|8, 8|9), lines 2 and 4 the 9 signs `^`/`v`
// between a row and the next; `<` and `^`: the left or upper cell is the smaller. Output: the
// solution, 9 lines of 9 digits separated by spaces.
// Fill in `solve`; the rest already reads the input and writes the output as the judge wants.
use std::io::{self, Read, Write};

/// Fills `grid` (81 cells row by row) with the solution in which the digit of cell `a` is below
/// the digit of cell `b` for every `(a, b)` in `less`.
fn solve(grid: &mut [u8; 81], less: &[(usize, usize)]) {
    // Your search goes here. As it stands the grid stays empty: a wrong answer.
    let _ = (grid, less);
}

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let mut signs = input.chars().filter(|c| !c.is_whitespace());
    let mut less = Vec::new();
    for band in 0..3 {
        for line in 0..5 {
            let row = band * 3 + line / 2;
            if line % 2 == 0 {
                for column in (0..8).filter(|c| c % 3 != 2) {
                    let (a, b) = (row * 9 + column, row * 9 + column + 1);
                    less.push(if signs.next() == Some('<') { (a, b) } else { (b, a) });
                }
            } else {
                for column in 0..9 {
                    let (a, b) = (row * 9 + column, row * 9 + column + 9);
                    less.push(if signs.next() == Some('^') { (a, b) } else { (b, a) });
                }
            }
        }
    }
    let mut grid = [0u8; 81];
    solve(&mut grid, &less);
    let mut out = String::new();
    for row in grid.chunks(9) {
        let digits: Vec<String> = row.iter().map(|d| d.to_string()).collect();
        out.push_str(&digits.join(" "));
        out.push('\n');
    }
    io::stdout().write_all(out.as_bytes()).unwrap();
}
