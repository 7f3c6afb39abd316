//! `bench [FILE...]`: both engines in process on the same puzzles — per file, puzzles, solved,
//! µs per puzzle and puzzles per second, the median of 3 passes. A file is 9×9 lines (81
//! characters, `.` or `0` empty) or 16×16 blocks (16 rows of `A`-`P` and `-`); judge inputs work
//! too (`end` lines, counts and blank lines are skipped). With no file: the shipped samples.

use oj_sudoku::solver::Engine;
use oj_sudoku::{bitboard16, bitboard9, dlx_sudoku, solver, Box3, Box4, Grid, Shape};
use std::fs;
use std::path::{Path, PathBuf};
use std::time::Instant;

/// The puzzles of a file: 9×9 if it has 81-character lines, else 16×16 blocks.
fn read_puzzles(text: &str) -> (Vec<Grid<Box3>>, Vec<Grid<Box4>>) {
    let lines: Vec<&str> = text
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .collect();
    let digit = |c: char, symbols: &str| symbols.find(c).map_or(0, |i| i as u8 + 1);
    let nine = lines
        .iter()
        .filter(|l| l.chars().count() == 81)
        .map(|l| grid::<Box3>(l.chars().map(|c| digit(c, "123456789"))))
        .collect();
    let rows: Vec<&str> = lines
        .iter()
        .copied()
        .filter(|l| l.chars().count() == 16)
        .collect();
    let sixteen = rows
        .chunks(16)
        .filter(|block| block.len() == 16)
        .map(|block| {
            grid::<Box4>(
                block
                    .iter()
                    .flat_map(|r| r.chars())
                    .map(|c| digit(c, "ABCDEFGHIJKLMNOP")),
            )
        })
        .collect();
    (nine, sixteen)
}

fn grid<S: Shape>(digits: impl Iterator<Item = u8>) -> Grid<S> {
    let mut grid = Grid::empty();
    for (cell, digit) in digits.enumerate() {
        grid.set(cell, digit);
    }
    grid
}

/// One line per engine: the median of 3 passes over `puzzles`.
fn measure<S: Shape>(label: &str, puzzles: &[Grid<S>], engines: &[(&str, Engine<S>)]) {
    if puzzles.is_empty() {
        return;
    }
    for &(name, engine) in engines {
        let mut passes = Vec::new();
        let mut solved = 0;
        for _ in 0..3 {
            let started = Instant::now();
            solved = puzzles.iter().filter(|p| engine(p).is_ok()).count();
            passes.push(started.elapsed().as_secs_f64());
        }
        passes.sort_by(|a, b| a.total_cmp(b));
        let seconds = passes[1];
        say!(
            "{:<44} {:<14} {:>6} puzzles {:>6} solved {:>10.1} µs/puzzle {:>10.0} puzzles/s",
            label,
            name,
            puzzles.len(),
            solved,
            seconds * 1e6 / puzzles.len() as f64,
            puzzles.len() as f64 / seconds
        );
    }
}

pub fn bench(root: &Path, files: &[String]) -> i32 {
    let files: Vec<PathBuf> = if files.is_empty() {
        ["acwing166", "acwing169"]
            .iter()
            .flat_map(|p| {
                (1..=5).map(move |n| {
                    root.join("samples")
                        .join(p)
                        .join(format!("sample-{}.in", n))
                })
            })
            .filter(|path| path.exists())
            .collect()
    } else {
        files.iter().map(PathBuf::from).collect()
    };
    say!("in process, median of 3 passes; build with --release for meaningful numbers");
    for file in files {
        let text = match fs::read_to_string(&file) {
            Ok(text) => text,
            Err(e) => {
                eprintln!("error: cannot read {}: {}", file.display(), e);
                return 1;
            }
        };
        let (nine, sixteen) = read_puzzles(&text);
        let label = file.file_name().and_then(|n| n.to_str()).unwrap_or("?");
        measure(
            label,
            &nine,
            &[
                ("bitboard", bitboard9::solve),
                ("bitmask", solver::solve),
                ("dancing links", dlx_sudoku::solve),
            ],
        );
        measure(
            label,
            &sixteen,
            &[
                ("bitboard", bitboard16::solve),
                ("bitmask", solver::solve),
                ("dancing links", dlx_sudoku::solve),
            ],
        );
    }
    0
}
