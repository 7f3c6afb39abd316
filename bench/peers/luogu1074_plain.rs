// The peer for Luogu P1074 靶形数独: a plain exhaustive search, written as a contestant would.
// Candidate masks per row, column and box, the empty cell with the fewest candidates first, and
// every solution enumerated and scored (no bound). Not part of any solution: `bench/README.md`
// times it against `solutions/luogu1074.rs` on the same input.
use std::io::{self, Read};

fn weight(cell: usize) -> u32 {
    let (r, c) = ((cell / 9) as i32, (cell % 9) as i32);
    10 - (r - 4).abs().max((c - 4).abs()) as u32
}

struct Search {
    rows: [u16; 9],
    cols: [u16; 9],
    boxes: [u16; 9],
    grid: [u8; 81],
    best: i64,
}

impl Search {
    fn free(&self, cell: usize) -> u16 {
        let (r, c) = (cell / 9, cell % 9);
        !(self.rows[r] | self.cols[c] | self.boxes[r / 3 * 3 + c / 3]) & 0x3fe
    }

    fn flip(&mut self, cell: usize, bit: u16) {
        let (r, c) = (cell / 9, cell % 9);
        self.rows[r] ^= bit;
        self.cols[c] ^= bit;
        self.boxes[r / 3 * 3 + c / 3] ^= bit;
    }

    fn dfs(&mut self) {
        let mut chosen = None;
        let mut fewest = 10;
        for cell in 0..81 {
            if self.grid[cell] == 0 {
                let n = self.free(cell).count_ones();
                if n == 0 {
                    return;
                }
                if n < fewest {
                    fewest = n;
                    chosen = Some(cell);
                }
            }
        }
        let cell = match chosen {
            None => {
                let score: u32 = (0..81).map(|c| weight(c) * u32::from(self.grid[c])).sum();
                self.best = self.best.max(i64::from(score));
                return;
            }
            Some(cell) => cell,
        };
        let mut free = self.free(cell);
        while free != 0 {
            let bit = free & free.wrapping_neg();
            free ^= bit;
            self.flip(cell, bit);
            self.grid[cell] = bit.trailing_zeros() as u8;
            self.dfs();
            self.grid[cell] = 0;
            self.flip(cell, bit);
        }
    }
}

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let digits: Vec<u8> = input.split_whitespace().map(|t| t.parse().unwrap()).collect();
    for grid in digits.chunks(81).filter(|g| g.len() == 81) {
        let mut s = Search {
            rows: [0; 9],
            cols: [0; 9],
            boxes: [0; 9],
            grid: [0; 81],
            best: -1,
        };
        let mut clash = false;
        for (cell, &d) in grid.iter().enumerate() {
            if d != 0 {
                let bit = 1u16 << d;
                clash |= s.free(cell) & bit == 0;
                s.flip(cell, bit);
                s.grid[cell] = d;
            }
        }
        if !clash {
            s.dfs();
        }
        println!("{}", s.best);
    }
}
