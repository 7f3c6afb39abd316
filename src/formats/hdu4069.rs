//! The HDU 4069 "Squiggly Sudoku" format: a count T, then T grids of 9 lines of 9 numbers, each
//! a cell's digit (0 empty) plus its walls: 16 up, 32 right, 64 down, 128 left. For each grid,
//! `Case k:` and then its solution as 9 lines of 9 digits, or `No solution`, or `Multiple
//! Solutions`.
//!
//! # Terms
//! - **region**: one of the nine pieces the walls cut the grid into (a jigsaw's piece); it takes
//!   the place of a box as the third house of its cells. Numbered from 0 in the order of their
//!   first cells, row by row.
//! - **wall**: a side of a cell that two cells of different regions share.

use crate::board::grid::Grid;
use crate::board::shape::Box3;
use crate::engines::dlx_regions::RegionLinks;
use crate::io::stdio::Failure;
use crate::io::text::{quoted, read_count, tokens, ErrorKind, InputError, Tokens};
use std::io::Write;

/// A cell's wall bits, once shifted down by 4: up, right, down, left.
const UP: u8 = 1;
const RIGHT: u8 = 2;
const DOWN: u8 = 4;
const LEFT: u8 = 8;

/// Reads the count, then answers that many grids by dancing links over their regions.
pub fn classify_all(input: &str, out: &mut dyn Write, log: &mut dyn Write) -> Result<(), Failure> {
    let mut tokens = tokens(input);
    let count = read_count(&mut tokens)?;
    for case in 1..=count {
        let (grid, region) = read_case(input, &mut tokens, case)?;
        let mut first = None;
        let searched = RegionLinks::search_jigsaw(&grid, &region, 2, &mut |solution| {
            first.get_or_insert(*solution);
        });
        writeln!(out, "Case {}:", case)?;
        match (searched.solutions, first) {
            (1, Some(solution)) => {
                let mut text = [b'\n'; 90];
                for (cell, &digit) in solution.digits().iter().enumerate() {
                    text[cell + cell / 9] = b'0' + digit;
                }
                out.write_all(&text)?;
            }
            (0, _) => writeln!(out, "No solution")?,
            _ => writeln!(out, "Multiple Solutions")?,
        }
    }
    if let Some((line, _)) = tokens.next() {
        let _ = writeln!(
            log,
            "note: ignoring input from line {} on: all {} cases are answered",
            line, count
        );
    }
    Ok(())
}

/// Reads case `case`: its givens, and the region of each cell from its walls.
fn read_case(
    input: &str,
    tokens: &mut Tokens,
    case: usize,
) -> Result<(Grid<Box3>, [u8; 81]), InputError> {
    let mut grid = Grid::<Box3>::empty();
    let mut walls = [0u8; 81];
    let mut lines = [0usize; 81];
    for cell in 0..81 {
        let (line, token) = tokens.next().ok_or_else(|| InputError {
            case: Some(case),
            line: input.lines().count().max(1),
            kind: ErrorKind::MissingRows,
            message: format!(
                "expected 81 numbers (9 rows of 9), found {} before the end of input",
                cell
            ),
        })?;
        let value = token.parse::<u8>().ok().filter(|v| v & 15 <= 9);
        let value = value.ok_or_else(|| InputError {
            case: Some(case),
            line,
            kind: ErrorKind::Symbol,
            message: format!(
                "expected a digit 0-9 plus walls 16, 32, 64, 128 (a number up to 249), found {} at r{}c{}",
                quoted(token),
                cell / 9 + 1,
                cell % 9 + 1
            ),
        })?;
        grid.set(cell, value & 15);
        walls[cell] = value >> 4;
        lines[cell] = line;
    }
    let region = regions(&walls).map_err(|(cell, size)| InputError {
        case: Some(case),
        line: lines[cell],
        kind: ErrorKind::Syntax,
        message: format!(
            "the walls cut out a region of {} cells at r{}c{}; expected 9 regions of 9 cells",
            size,
            cell / 9 + 1,
            cell % 9 + 1
        ),
    })?;
    Ok((grid, region))
}

/// The region of every cell: the cells reached from one another through sides that neither
/// cell walls off (a flood fill), or the first cell of a region that is not 9 cells, with its
/// size. Nine regions of 9 cells cover the grid, so region numbers stay below 9.
pub fn regions(walls: &[u8; 81]) -> Result<[u8; 81], (usize, usize)> {
    const NONE: u8 = u8::MAX;
    let mut region = [NONE; 81];
    let mut next = 0;
    for start in 0..81 {
        if region[start] != NONE {
            continue;
        }
        let mut todo = vec![start];
        region[start] = next;
        let mut size = 0;
        while let Some(cell) = todo.pop() {
            size += 1;
            let (row, column) = (cell / 9, cell % 9);
            let sides = [
                (row > 0, UP, DOWN, cell.wrapping_sub(9)),
                (column < 8, RIGHT, LEFT, cell + 1),
                (row < 8, DOWN, UP, cell + 9),
                (column > 0, LEFT, RIGHT, cell.wrapping_sub(1)),
            ];
            for &(inside, mine, theirs, other) in &sides {
                let open = inside && walls[cell] & mine == 0 && walls[other] & theirs == 0;
                if open && region[other] == NONE {
                    region[other] = next;
                    todo.push(other);
                }
            }
        }
        if size != 9 {
            return Err((start, size));
        }
        next += 1;
    }
    Ok(region)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run_in_memory(input: &str) -> (String, String, Result<(), String>) {
        crate::io::stdio::run_in_memory(classify_all, input)
    }

    /// The walls of `region` (row by row, as digits 0-8) and the givens `digits`, as input rows.
    fn case(region: &str, digits: &str) -> String {
        let region: Vec<u8> = region.bytes().map(|b| b - b'0').collect();
        let digits: Vec<u8> = digits.bytes().map(|b| b - b'0').collect();
        let mut text = String::new();
        for cell in 0..81 {
            let (row, column) = (cell / 9, cell % 9);
            let differs = |other: Option<usize>| other.map_or(true, |o| region[o] != region[cell]);
            let mut value = u32::from(digits[cell]);
            for (bit, other) in [
                (16, (row > 0).then(|| cell - 9)),
                (32, (column < 8).then(|| cell + 1)),
                (64, (row < 8).then(|| cell + 9)),
                (128, (column > 0).then(|| cell - 1)),
            ] {
                if differs(other) {
                    value += bit;
                }
            }
            text.push_str(&value.to_string());
            text.push(if column == 8 { '\n' } else { ' ' });
        }
        text
    }

    /// A jigsaw layout (regions as digits) and its unique solution, from HDU's sample case 1.
    const REGIONS: &str =
        "000111122003331122003441222003411522333444555663774588666744588667755588667777888";
    const SOLVED: &str =
        "521439678763895124984527361346182795157964832812743956235678419479216583698351247";

    #[test]
    fn regions_follow_the_walls() {
        let input = case(REGIONS, &"0".repeat(81));
        let values: Vec<u8> = input
            .split_whitespace()
            .map(|t| t.parse().unwrap())
            .collect();
        let mut walls = [0u8; 81];
        for (wall, value) in walls.iter_mut().zip(values) {
            *wall = value >> 4;
        }
        let found = regions(&walls).unwrap();
        let expected: Vec<u8> = REGIONS.bytes().map(|b| b - b'0').collect();
        assert_eq!(&found[..], &expected[..]);
    }

    #[test]
    fn one_solution_none_or_several() {
        let full = case(REGIONS, SOLVED);
        let mut one_gap = SOLVED.to_string();
        one_gap.replace_range(0..1, "0");
        let clash = SOLVED.replacen('5', "0", 1).replacen("21", "25", 1);
        let input = format!(
            "4\n{}{}{}{}",
            full,
            case(REGIONS, &one_gap),
            case(REGIONS, &clash),
            case(REGIONS, &"0".repeat(81))
        );
        let (out, _, result) = run_in_memory(&input);
        let rows: Vec<&str> = (0..9).map(|r| &SOLVED[r * 9..r * 9 + 9]).collect();
        let grid = format!("{}\n", rows.join("\n"));
        assert_eq!(
            out,
            format!(
                "Case 1:\n{}Case 2:\n{}Case 3:\nNo solution\nCase 4:\nMultiple Solutions\n",
                grid, grid
            )
        );
        assert_eq!(result, Ok(()));
    }

    #[test]
    fn a_wall_on_either_side_separates_two_cells() {
        // Only the left cell of each pair marks the wall between boxes: the same regions.
        let boxes: String = (0..81)
            .map(|cell| char::from(b'0' + (cell / 27 * 3 + cell % 9 / 3) as u8))
            .collect();
        let one_sided: String = case(&boxes, &"0".repeat(81))
            .split('\n')
            .map(|row| {
                let values: Vec<String> = row
                    .split_whitespace()
                    .enumerate()
                    .map(|(column, v)| {
                        let v: u32 = v.parse().unwrap();
                        let v = if column % 3 == 0 && column > 0 {
                            v & !128
                        } else {
                            v
                        };
                        v.to_string()
                    })
                    .collect();
                values.join(" ")
            })
            .collect::<Vec<_>>()
            .join("\n");
        let (out, _, result) = run_in_memory(&format!("1\n{}", one_sided));
        assert_eq!(
            (out.as_str(), result),
            ("Case 1:\nMultiple Solutions\n", Ok(()))
        );
    }

    #[test]
    fn bad_numbers_and_bad_walls_are_located() {
        let good = case(REGIONS, SOLVED);
        let (out, _, result) =
            run_in_memory(&format!("2\n{}{}", good, good.replacen(' ', " x ", 1)));
        assert!(out.starts_with("Case 1:\n") && !out.contains("Case 2"));
        assert_eq!(
            result,
            Err("case 2, line 11: expected a digit 0-9 plus walls 16, 32, 64, 128 (a number up to 249), found \"x\" at r1c2".to_string())
        );
        let (_, _, result) = run_in_memory(&format!("1\n{}", good.replacen(' ', " 26 ", 1)));
        assert!(result.unwrap_err().contains("found \"26\" at r1c2"));
        let (_, _, result) = run_in_memory(&format!("1\n{}", "7".repeat(100_000)));
        let quoted = "found \"77777777777777777777\"... (100000 characters) at r1c1";
        assert!(result.unwrap_err().ends_with(quoted));
        // No walls at all: one region of 81 cells.
        let open = format!("1\n{}", "0 ".repeat(81));
        let (_, _, result) = run_in_memory(&open);
        assert_eq!(
            result,
            Err("case 1, line 2: the walls cut out a region of 81 cells at r1c1; expected 9 regions of 9 cells".to_string())
        );
        let (_, _, result) = run_in_memory(&format!("2\n{}", good));
        assert_eq!(
            result,
            Err("case 2, line 10: expected 81 numbers (9 rows of 9), found 0 before the end of input".to_string())
        );
        assert_eq!(
            run_in_memory("x").2,
            Err("line 1: expected the number of cases".to_string())
        );
    }
}
