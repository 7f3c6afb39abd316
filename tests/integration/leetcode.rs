//! The LeetCode file as LeetCode uses it: only the part above the marker, pasted into a crate
//! that supplies `struct Solution` and its own `main`, compiled with edition 2018.

use crate::support::{compile_alone, root, scratch, toolchains, version};
use std::fs;
use std::process::Command;

const MARKER: &str = "// ---- local harness: not part of the LeetCode submission ----";

/// Example 1 of the problem statement, and its solution.
const BOARD: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
const SOLVED: &str =
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

/// The board as Rust source: `vec![vec!['5', '3', ...], ...]`.
fn board_source(board: &str) -> String {
    let rows: Vec<String> = board
        .as_bytes()
        .chunks(9)
        .map(|row| {
            let cells: Vec<String> = row.iter().map(|&c| format!("'{}'", c as char)).collect();
            format!("vec![{}]", cells.join(", "))
        })
        .collect();
    format!("vec![{}]", rows.join(", "))
}

/// Pastes the part of `solutions/<id>.rs` above the marker into a crate that supplies
/// `struct Solution` and a `main` running `body`, compiles it with each toolchain and edition
/// LeetCode may use (2018 on every rustc, 2024 on stable), and checks it prints `expected`
/// without a warning.
fn submission_runs_in_a_leetcode_like_wrapper(id: &str, body: &str, expected: &str) {
    let text = fs::read_to_string(root().join(format!("solutions/{}.rs", id))).unwrap();
    let submission = text.split_once(MARKER).expect("the marker line").0;
    let wrapper = format!(
        "pub struct Solution;\n\n{}\n\nfn main() {{\n{}\n}}\n",
        submission, body
    );
    let dir = scratch(&format!("leetcode-wrapper-{}", id));
    let source = dir.join("main.rs");
    fs::write(&source, wrapper).unwrap();
    for rustc in toolchains() {
        let editions: &[&str] = if rustc == "rustc" {
            &["2018", "2024"]
        } else {
            &["2018"]
        };
        for edition in editions {
            let (binary, messages) = compile_alone(&rustc, edition, &source, &dir);
            assert_eq!(
                messages,
                "",
                "{} ({}, edition {}): the submission compiles with warnings",
                rustc,
                version(&rustc),
                edition
            );
            let output = Command::new(&binary).output().unwrap();
            assert_eq!(
                String::from_utf8_lossy(&output.stdout).trim(),
                expected,
                "{} edition {}",
                rustc,
                edition
            );
        }
    }
}

#[test]
fn submission_part_compiles_in_a_leetcode_like_harness_and_solves_in_place() {
    let body = format!(
        "    let mut board: Vec<Vec<char>> = {};\n    Solution::solve_sudoku(&mut board);\n    \
         let cells: String = board.iter().flatten().collect();\n    println!(\"{{}}\", cells);",
        board_source(BOARD)
    );
    submission_runs_in_a_leetcode_like_wrapper("leetcode37", &body, SOLVED);
}

#[test]
fn leetcode36_submission_compiles_in_a_leetcode_like_harness_and_answers() {
    let invalid = BOARD.replacen('5', "8", 1);
    let body = format!(
        "    println!(\"{{}} {{}}\", Solution::is_valid_sudoku({}), Solution::is_valid_sudoku({}));",
        board_source(BOARD),
        board_source(&invalid)
    );
    submission_runs_in_a_leetcode_like_wrapper("leetcode36", &body, "true false");
}
