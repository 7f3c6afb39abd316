// A starter for LeetCode 36 Valid Sudoku: https://leetcode.com/problems/valid-sudoku/
// Submit `impl Solution` as it is (LeetCode supplies `struct Solution` and runs it): the board is
// 9 rows of 9 chars, '1'-'9' a given and '.' an empty cell; valid when no filled cell repeats a
// digit in its row, column or box.
impl Solution {
    pub fn is_valid_sudoku(board: Vec<Vec<char>>) -> bool {
        // Your check goes here. As it stands every board is called valid: a wrong answer.
        let _ = board;
        true
    }
}
