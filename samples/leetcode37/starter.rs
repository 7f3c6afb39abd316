// A starter for LeetCode 37 Sudoku Solver: https://leetcode.com/problems/sudoku-solver/
// Submit `impl Solution` as it is (LeetCode supplies `struct Solution` and runs it): the board is
// 9 rows of 9 chars, '1'-'9' a given and '.' an empty cell, to be filled in place.
impl Solution {
    pub fn solve_sudoku(board: &mut Vec<Vec<char>>) {
        // Your search goes here. As it stands the board is left unchanged: a wrong answer.
        let _ = board;
    }
}
