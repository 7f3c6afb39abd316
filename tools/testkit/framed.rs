//! Partial grids drawn with a frame (COCI 2023/24 #1 "Sudoku", DMOJ coci23c1p1, Luogu P9903):
//! 13 lines of 13 characters, `+---+---+---+` above, between and below the bands, `|` around
//! and between the boxes, `.` an empty cell. The picture of a grid, its cells read back, and an
//! independent answer to the problem's question: is a digit repeated in a row, column or box?
//! Shares no code with the core; a grid is its cells row by row, `0` empty.

/// The 13 lines of the picture of `digits`.
pub fn render(digits: &[u8]) -> String {
    let frame = "+---+---+---+\n";
    let mut text = String::new();
    for row in 0..9 {
        if row % 3 == 0 {
            text.push_str(frame);
        }
        for column in 0..9 {
            if column % 3 == 0 {
                text.push('|');
            }
            let digit = digits[row * 9 + column];
            text.push(if digit == 0 {
                '.'
            } else {
                char::from(b'0' + digit)
            });
        }
        text.push_str("|\n");
    }
    text.push_str(frame);
    text
}

/// The cells of a picture: every digit or `.` that is not part of the frame, in reading order
/// (lines that do not start with `|` hold none); `None` unless there are 81.
pub fn cells(text: &str) -> Option<Vec<u8>> {
    let cells: Vec<u8> = text
        .lines()
        .map(str::trim)
        .filter(|line| line.starts_with('|'))
        .flat_map(|line| line.chars().filter(|&c| c != '|'))
        .map(|c| if c == '.' { 0 } else { c as u8 - b'0' })
        .collect();
    if cells.len() == 81 && cells.iter().all(|&d| d <= 9) {
        Some(cells)
    } else {
        None
    }
}

/// Whether two filled cells that share a row, a column or a box hold the same digit (every
/// pair of cells compared: the naive model).
pub fn has_mistake(digits: &[u8]) -> bool {
    (0..81).any(|a| {
        (a + 1..81).any(|b| {
            let (ra, ca, rb, cb) = (a / 9, a % 9, b / 9, b % 9);
            let share = ra == rb || ca == cb || (ra / 3 == rb / 3 && ca / 3 == cb / 3);
            share && digits[a] != 0 && digits[a] == digits[b]
        })
    })
}

/// The judge's answer to a picture: `GRESKA` if a digit repeats, else `OK`, with its newline.
pub fn answer(digits: &[u8]) -> &'static str {
    if has_mistake(digits) {
        "GRESKA\n"
    } else {
        "OK\n"
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// DMOJ's first and second samples (OK; GRESKA: column 9 and the last box hold two 5s).
    const SAMPLE_1: &str = "+---+---+---+\n|52.|...|.81|\n|.39|58.|...|\n|.8.|.9.|...|\n+---+---+---+\n|24.|...|1.3|\n|1..|43.|86.|\n|.63|..7|.24|\n+---+---+---+\n|...|1.9|35.|\n|..8|.74|6..|\n|31.|86.|7.9|\n+---+---+---+\n";
    const SAMPLE_2: &str = "+---+---+---+\n|3..|6..|..4|\n|4.9|8.1|..7|\n|..7|.49|6..|\n+---+---+---+\n|946|157|8.2|\n|.2.|3..|745|\n|.7.|28.|...|\n+---+---+---+\n|...|4..|..5|\n|8.5|.6.|.2.|\n|734|..8|5..|\n+---+---+---+\n";

    #[test]
    fn the_samples_read_back_and_answer_as_the_statement_says() {
        let one = cells(SAMPLE_1).unwrap();
        assert_eq!(render(&one), SAMPLE_1);
        assert_eq!(answer(&one), "OK\n");
        let two = cells(SAMPLE_2).unwrap();
        assert_eq!(render(&two), SAMPLE_2);
        assert_eq!(answer(&two), "GRESKA\n");
        assert_eq!(cells("+---+\n|1|\n"), None);
    }
}
