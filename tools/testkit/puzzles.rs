//! The puzzles the tests share, each with its one solution, written once. They are the judges'
//! official samples, so each solution is also the judge's expected answer.

/// AcWing 166's first sample (POJ 3074's too), as one 81-character line, `.` for empty.
pub const ACWING166: &str =
    "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
/// Its solution.
pub const ACWING166_SOLVED: &str =
    "417369825632158947958724316825437169791586432346912758289643571573291684164875293";

/// POJ 2676's sample grid: 9 lines of 9 digits, `0` for empty.
pub const POJ2676: &str = "103000509\n002109400\n000704000\n300502006\n060000050\n700803004\n000401000\n009205800\n804000107\n";
/// Its solution.
pub const POJ2676_SOLVED: &str = "143628579\n572139468\n986754231\n391542786\n468917352\n725863914\n237481695\n619275843\n854396127\n";

/// LeetCode 37's example board in LeetCode's literal form.
pub const LEETCODE37: &str = r#"[["5","3",".",".","7",".",".",".","."],["6",".",".","1","9","5",".",".","."],[".","9","8",".",".",".",".","6","."],["8",".",".",".","6",".",".",".","3"],["4",".",".","8",".","3",".",".","1"],["7",".",".",".","2",".",".",".","6"],[".","6",".",".",".",".","2","8","."],[".",".",".","4","1","9",".",".","5"],[".",".",".",".","8",".",".","7","9"]]"#;
/// Its solution.
pub const LEETCODE37_SOLVED: &str = r#"[["5","3","4","6","7","8","9","1","2"],["6","7","2","1","9","5","3","4","8"],["1","9","8","3","4","2","5","6","7"],["8","5","9","7","6","1","4","2","3"],["4","2","6","8","5","3","7","9","1"],["7","1","3","9","2","4","8","5","6"],["9","6","1","5","3","7","2","8","4"],["2","8","7","4","1","9","6","3","5"],["3","4","5","2","8","6","1","7","9"]]"#;

/// AcWing 169's sample (POJ 3076's): 16 lines of `A`-`P` and `-`.
pub const ACWING169: &str =
    "--A----C-----O-I\n-J--A-B-P-CGF-H-\n--D--F-I-E----P-\n-G-EL-H----M-J--\n\
    ----E----C--G---\n-I--K-GA-B---E-J\nD-GP--J-F----A--\n-E---C-B--DP--O-\nE--F-M--D--L-K-A\n\
    -C--------O-I-L-\nH-P-C--F-A--B---\n---G-OD---J----H\nK---J----H-A-P-L\n--B--P--E--K--A-\n\
    -H--B--K--FI-C--\n--F---C--D--H-N-\n";
/// Its solution.
pub const ACWING169_SOLVED: &str =
    "FPAHMJECNLBDKOGI\nOJMIANBDPKCGFLHE\nLNDKGFOIJEAHMBPC\nBGCELKHPOFIMAJDN\n\
    MFHBELPOACKJGNID\nCILNKDGAHBMOPEFJ\nDOGPIHJMFNLECAKB\nJEKAFCNBGIDPLHOM\nEBOFPMIJDGHLNKCA\n\
    NCJDHBAEKMOFIGLP\nHMPLCGKFIAENBDJO\nAKIGNODLBPJCEFMH\nKDEMJIFNCHGAOPBL\nGLBCDPMHEONKJIAF\n\
    PHNOBALKMJFIDCEG\nIAFJOECGLDPBHMNK\n";

/// The digits of a 9×9 or 16×16 puzzle written in any of the forms above: `1`-`9` or `A`-`P`
/// are digits, `.`, `0` and `-` are empty, everything else (newlines, quotes) is skipped.
pub fn digits(text: &str) -> Vec<u8> {
    let letters = text.bytes().any(|b| b.is_ascii_uppercase());
    text.bytes()
        .filter_map(|b| match b {
            b'.' | b'-' => Some(0),
            b'0' if !letters => Some(0),
            b'1'..=b'9' if !letters => Some(b - b'0'),
            b'A'..=b'P' if letters => Some(b - b'A' + 1),
            _ => None,
        })
        .collect()
}

/// How the tools and the tests print a puzzle: one row per line, digits in base 36 (`1`-`9`, then
/// `a`-`g`), `.` for empty. Constraint: `digits.len()` is a square.
pub fn show(digits: &[u8]) -> String {
    let side = (1..=digits.len())
        .find(|s| s * s >= digits.len())
        .unwrap_or(1);
    let mut text = String::new();
    for row in digits.chunks(side) {
        text.extend(row.iter().map(|&d| match d {
            0 => '.',
            _ => std::char::from_digit(u32::from(d), 36).unwrap_or('?'),
        }));
        text.push('\n');
    }
    text
}
