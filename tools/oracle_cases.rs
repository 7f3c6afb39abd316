//! Expected outputs decided by the oracle, for cases that come without one (stress tests, and
//! `--cases` files with no `.out`): a solution where the puzzle has one (any solution is judged
//! valid), the grid printed back exactly as given where it has none.

use crate::problems::Problem;
use oj_sudoku::oracle;

/// The expected output for `input` in `problem`'s format.
pub fn expected_output(problem: &Problem, input: &str) -> String {
    let layout = &problem.layout;
    let tokens: Vec<&str> = input.split_whitespace().skip(layout.skip).collect();
    let box_size = if problem.side == 16 { 4 } else { 3 };
    let cases: Vec<String> = tokens
        .chunks(layout.rows)
        .filter(|rows| rows.len() == layout.rows)
        .map(|rows| {
            let puzzle = layout.cells(rows);
            if puzzle.len() != problem.side * problem.side {
                return String::new(); // a trailing `end` line
            }
            match oracle::solve(&puzzle, box_size, 1).first {
                Some(solution) => (layout.render_case)(&solution),
                None => rows.iter().map(|row| format!("{}\n", row)).collect(),
            }
        })
        .filter(|case| !case.is_empty())
        .collect();
    (layout.render_output)(&cases)
}
