// A starter for HDU 4069 Squiggly Sudoku: http://acm.hdu.edu.cn/showproblem.php?pid=4069
// Input: T, then T grids of 9 lines of 9 numbers: a cell's digit (0 empty) plus 16, 32, 64, 128
// for a wall up, right, down, left. Output per grid: `Case k:`, then the solution as 9 lines of
// 9 digits if it is unique, else `No solution` or `Multiple Solutions`.
// Fill in `solve`; the rest already reads the input and writes the output as the judge wants.
use std::io::{self, Read, Write};

/// Counts the solutions of `grid` (81 cells row by row, 0 empty) up to 2, where `region[cell]`
/// (0 to 8) is the region each cell's row, column and region must hold 1-9 once in; leaves the
/// first solution found in `grid`.
fn solve(grid: &mut [u8; 81], region: &[u8; 81]) -> usize {
    // Your search goes here. As it stands every grid is called unique, unchanged: a wrong answer.
    let _ = (grid, region);
    1
}

/// The region of each cell: cells joined through the sides neither of them walls off.
fn regions(walls: &[u32; 81]) -> [u8; 81] {
    let mut region = [u8::MAX; 81];
    let mut next = 0;
    for start in 0..81 {
        if region[start] != u8::MAX {
            continue;
        }
        region[start] = next;
        let mut stack = vec![start];
        while let Some(cell) = stack.pop() {
            let (row, column) = (cell / 9, cell % 9);
            let sides = [
                (row > 0, 16, 64, cell.wrapping_sub(9)),
                (column < 8, 32, 128, cell + 1),
                (row < 8, 64, 16, cell + 9),
                (column > 0, 128, 32, cell.wrapping_sub(1)),
            ];
            for &(inside, mine, theirs, other) in &sides {
                if inside && walls[cell] & mine == 0 && walls[other] & theirs == 0 && region[other] == u8::MAX {
                    region[other] = next;
                    stack.push(other);
                }
            }
        }
        next += 1;
    }
    region
}

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let mut numbers = input.split_whitespace().map(|t| t.parse::<u32>().unwrap());
    let cases = numbers.next().unwrap_or(0);
    let mut out = String::new();
    for case in 1..=cases {
        let (mut grid, mut walls) = ([0u8; 81], [0u32; 81]);
        for cell in 0..81 {
            let value = numbers.next().unwrap();
            grid[cell] = (value & 15) as u8;
            walls[cell] = value & !15;
        }
        let region = regions(&walls);
        out.push_str(&format!("Case {}:\n", case));
        match solve(&mut grid, &region) {
            0 => out.push_str("No solution\n"),
            1 => {
                for row in grid.chunks(9) {
                    let digits: String = row.iter().map(|d| d.to_string()).collect();
                    out.push_str(&digits);
                    out.push('\n');
                }
            }
            _ => out.push_str("Multiple Solutions\n"),
        }
    }
    io::stdout().write_all(out.as_bytes()).unwrap();
}
