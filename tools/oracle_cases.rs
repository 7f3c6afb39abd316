//! Expected outputs decided by the oracle, for cases that come without one (stress tests, and
//! `--cases` files with no `.out`): a solution where the puzzle has one (any solution is judged
//! valid), the grid printed back exactly as given where it has none.

use crate::tools::registry::Problem;
use crate::tools::testkit::oracle;

/// Search nodes the oracle may spend on one puzzle of a case file (about a minute on 16×16).
pub const CASE_BUDGET: u64 = 2_000_000;

/// The expected output for `input` in `problem`'s format, or which case the oracle could not
/// decide within `nodes` search nodes.
pub fn expected_output(problem: &Problem, input: &str, nodes: u64) -> Result<String, String> {
    let layout = &problem.layout;
    let tokens: Vec<&str> = input.split_whitespace().skip(layout.skip).collect();
    let box_size = if problem.side == 16 { 4 } else { 3 };
    let mut cases = Vec::new();
    for rows in tokens
        .chunks(layout.rows)
        .filter(|rows| rows.len() == layout.rows)
    {
        let puzzle = layout.cells(rows);
        if puzzle.len() != problem.side * problem.side {
            continue; // a trailing `end` line
        }
        let verdict = oracle::solve_within(&puzzle, box_size, 1, nodes).ok_or_else(|| {
            format!(
                "the oracle gave up on case {} after {} search nodes",
                cases.len() + 1,
                nodes
            )
        })?;
        cases.push(match verdict.first {
            Some(solution) => (layout.render_case)(&solution),
            None => rows.iter().map(|row| format!("{}\n", row)).collect(),
        });
    }
    Ok((layout.render_output)(&cases))
}
