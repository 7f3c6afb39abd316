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

#[test]
fn submission_part_compiles_in_a_leetcode_like_harness_and_solves_in_place() {
    let text = fs::read_to_string(root().join("solutions/leetcode37.rs")).unwrap();
    let submission = text.split_once(MARKER).expect("the marker line").0;
    let rows: Vec<String> = BOARD
        .as_bytes()
        .chunks(9)
        .map(|row| {
            let cells: Vec<String> = row.iter().map(|&c| format!("'{}'", c as char)).collect();
            format!("vec![{}]", cells.join(", "))
        })
        .collect();
    let harness = format!(
        "pub struct Solution;\n\n{}\n\nfn main() {{\n    let mut board: Vec<Vec<char>> = vec![{}];\n    \
         Solution::solve_sudoku(&mut board);\n    \
         let cells: String = board.iter().flatten().collect();\n    println!(\"{{}}\", cells);\n}}\n",
        submission,
        rows.join(", ")
    );
    let dir = scratch("leetcode-harness");
    let source = dir.join("main.rs");
    fs::write(&source, harness).unwrap();
    for rustc in toolchains() {
        let (binary, messages) = compile_alone(&rustc, "2018", &source, &dir);
        assert_eq!(
            messages,
            "",
            "{} ({}): the submission compiles with warnings",
            rustc,
            version(&rustc)
        );
        let output = Command::new(&binary).output().unwrap();
        assert_eq!(
            String::from_utf8_lossy(&output.stdout).trim(),
            SOLVED,
            "{}",
            rustc
        );
    }
}
