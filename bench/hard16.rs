//! Makes hard minimal 16×16 puzzles: the generator of `bench/data/sudoku16_hard.txt`.
//!
//!   cargo run --release --example hard16 -- [--seed S] [--chains N] [--steps M] [--engine E]
//!       [--out FILE]
//!
//! Each of `N` chains (seed `S + i`) starts from a random minimal puzzle and climbs on the CPU
//! time our engine takes to solve it (`bitboard`, the engine of `solutions/acwing169.rs`, or
//! `dlx`, that of `solutions/acwing169_dlx.rs`), for `M` moves. The chain's slowest puzzle is
//! written to `FILE` (16 lines of `A`-`P` and `-`, a blank line between puzzles, as
//! `bench/data/sudoku16_minimal3.txt`) and its solution to `FILE` with `_solutions` before the
//! extension, once the test kit's oracle (which shares no code with the core) has confirmed
//! that it is the one solution.
//!
//! - **A random minimal puzzle:** a solved grid (a random first row and a few random givens,
//!   completed by the engine, then relabelled, its rows, columns, bands and stacks shuffled and
//!   maybe transposed), then its givens removed in random order while the solution stays unique
//!   (the engine counts to two). No given of the result can go: it is minimal.
//! - **A move:** take out one to three givens (five, one move in five), put in one to three of
//!   the solution's digits at random empty cells; while the puzzle has two solutions, give a cell
//!   where they differ the digit of either (so the solution itself may change); then remove
//!   givens in random order while the solution stays unique. One move in ten is a random
//!   symmetry of the puzzle instead. Every puzzle a chain visits is unique and minimal.
//! - **The climb:** a move's puzzle is timed (the least CPU time of five solves, in process) and
//!   kept if it takes at least as long as the chain's current puzzle. After 30 moves in a row
//!   without a slower puzzle, the chain goes back to its slowest so far.
//!
//! The moves are seeded, but whether a move is kept depends on measured times, so a rerun makes
//! a set of the same kind, not the same puzzles. Std only; CPU time is read from the kernel
//! (`clock_gettime`, Linux and other Unix).

use oj_sudoku::engines::bitboard16::Bitboard16;
use oj_sudoku::engines::dlx_sudoku::DancingLinks;
use oj_sudoku::{Box4, Engine, Grid};
use oj_sudoku_testkit::oracle;
use oj_sudoku_testkit::rng::Rng;
use std::io::Write;
use std::process::exit;

type Puzzle = [u8; 256];

struct Options {
    seed: u64,
    chains: u64,
    steps: usize,
    dlx: bool,
    out: String,
}

fn main() {
    let options = parse().unwrap_or_else(|message| {
        eprintln!("error: {}", message);
        eprintln!(
            "usage: hard16 [--seed S] [--chains N] [--steps M] [--engine bitboard|dlx] [--out FILE]"
        );
        exit(2)
    });
    let solutions_out = match options.out.rfind('.') {
        Some(dot) => format!("{}_solutions{}", &options.out[..dot], &options.out[dot..]),
        None => format!("{}_solutions", options.out),
    };
    let mut puzzles = String::new();
    let mut solutions = String::new();
    for chain in 0..options.chains {
        let mut rng = Rng::new(options.seed + chain);
        let (puzzle, ms) = climb(&mut rng, &options);
        let found = oracle::solve(&puzzle, 4, 2);
        let solution = match (found.count, found.first) {
            (1, Some(solution)) => solution,
            _ => {
                eprintln!("chain {}: the oracle does not find one solution", chain);
                exit(1)
            }
        };
        let given = puzzle.iter().filter(|&&d| d != 0).count();
        eprintln!("chain {}: {} givens, {:.3} ms", chain, given, ms);
        if chain > 0 {
            puzzles.push('\n');
            solutions.push('\n');
        }
        puzzles.push_str(&text(&puzzle));
        solutions.push_str(&text(&solution));
        let write = |path: &str, contents: &str| {
            std::fs::File::create(path)
                .and_then(|mut file| file.write_all(contents.as_bytes()))
                .unwrap_or_else(|error| {
                    eprintln!("error: {}: {}", path, error);
                    exit(1)
                })
        };
        write(&options.out, &puzzles);
        write(&solutions_out, &solutions);
    }
}

fn parse() -> Result<Options, String> {
    let mut options = Options {
        seed: 1,
        chains: 100,
        steps: 300,
        dlx: false,
        out: "sudoku16_hard.txt".to_string(),
    };
    let mut args = std::env::args().skip(1);
    while let Some(flag) = args.next() {
        let value = args
            .next()
            .ok_or_else(|| format!("{} needs a value", flag))?;
        let number = || {
            value
                .parse::<u64>()
                .map_err(|_| format!("{} needs a number, not {:?}", flag, value))
        };
        match flag.as_str() {
            "--seed" => options.seed = number()?,
            "--chains" => options.chains = number()?,
            "--steps" => options.steps = number()? as usize,
            "--engine" => match value.as_str() {
                "bitboard" => options.dlx = false,
                "dlx" => options.dlx = true,
                _ => return Err(format!("unknown engine {:?}", value)),
            },
            "--out" => options.out = value,
            _ => return Err(format!("unknown option {:?}", flag)),
        }
    }
    Ok(options)
}

/// One chain: a random minimal puzzle, `steps` moves; the slowest puzzle and its time in ms.
fn climb(rng: &mut Rng, options: &Options) -> (Puzzle, f64) {
    let mut current = random_minimal(rng);
    let mut current_ms = time(&current, options.dlx);
    let (mut best, mut best_ms) = (current, current_ms);
    let mut since_better = 0;
    for _ in 0..options.steps {
        let next = match step(&current, rng) {
            Some(next) => next,
            None => continue,
        };
        let ms = time(&next, options.dlx);
        if ms >= current_ms {
            current = next;
            current_ms = ms;
            since_better = 0;
            if ms > best_ms {
                best = next;
                best_ms = ms;
            }
        } else {
            since_better += 1;
            if since_better == 30 {
                current = best;
                current_ms = best_ms;
                since_better = 0;
            }
        }
    }
    (best, best_ms)
}

/// The least CPU time, in ms, of five solves of `puzzle` by the engine.
fn time(puzzle: &Puzzle, dlx: bool) -> f64 {
    let grid = grid(puzzle);
    (0..5)
        .map(|_| {
            let start = cpu_seconds();
            let solved = if dlx {
                DancingLinks::solve(&grid).is_ok()
            } else {
                Bitboard16::solve(&grid).is_ok()
            };
            assert!(solved, "a puzzle of the climb has a solution");
            (cpu_seconds() - start) * 1e3
        })
        .fold(f64::INFINITY, f64::min)
}

/// A move (see the module's docs): `None` if no unique puzzle came of it.
fn step(puzzle: &Puzzle, rng: &mut Rng) -> Option<Puzzle> {
    if rng.below(10) == 0 {
        return Some(symmetry(puzzle, rng));
    }
    let solution = solutions(puzzle, 1).pop()?;
    let mut next = *puzzle;
    let givens: Vec<usize> = (0..256).filter(|&c| next[c] != 0).collect();
    let empty: Vec<usize> = (0..256).filter(|&c| next[c] == 0).collect();
    let out = if rng.below(5) == 0 {
        5
    } else {
        1 + rng.below(3)
    };
    for _ in 0..out {
        next[givens[rng.below(givens.len())]] = 0;
    }
    for _ in 0..1 + rng.below(3) {
        let cell = empty[rng.below(empty.len())];
        next[cell] = solution[cell];
    }
    for _ in 0..256 {
        let two = solutions(&next, 2);
        match two.len() {
            0 => return None,
            1 => {
                minimise(&mut next, rng);
                return Some(next);
            }
            _ => {
                let differ: Vec<usize> = (0..256).filter(|&c| two[0][c] != two[1][c]).collect();
                let cell = differ[rng.below(differ.len())];
                next[cell] = two[rng.below(2)][cell];
            }
        }
    }
    None
}

fn random_minimal(rng: &mut Rng) -> Puzzle {
    let mut puzzle = loop {
        let mut seed = [0u8; 256];
        let mut first_row: Vec<u8> = (1..=16).collect();
        rng.shuffle(&mut first_row);
        seed[..16].copy_from_slice(&first_row);
        for _ in 0..8 {
            let (cell, digit) = (rng.below(256), 1 + rng.below(16) as u8);
            if seed[cell] == 0 && (0..256).all(|other| seed[other] != digit || !peers(cell, other))
            {
                seed[cell] = digit;
            }
        }
        if let Some(solution) = solutions(&seed, 1).pop() {
            break symmetry(&solution, rng);
        }
    };
    minimise(&mut puzzle, rng);
    puzzle
}

/// Removes givens in random order while the puzzle keeps one solution.
fn minimise(puzzle: &mut Puzzle, rng: &mut Rng) {
    let mut givens: Vec<usize> = (0..256).filter(|&c| puzzle[c] != 0).collect();
    rng.shuffle(&mut givens);
    for cell in givens {
        let digit = puzzle[cell];
        puzzle[cell] = 0;
        if Bitboard16::count_solutions(&grid(puzzle), 2) != 1 {
            puzzle[cell] = digit;
        }
    }
}

/// Relabelled, rows within bands, bands, columns within stacks and stacks shuffled, maybe
/// transposed.
fn symmetry(puzzle: &Puzzle, rng: &mut Rng) -> Puzzle {
    let mut label: Vec<u8> = (1..=16).collect();
    rng.shuffle(&mut label);
    let rows = oj_sudoku_testkit::generate::band_order(rng, 4);
    let columns = oj_sudoku_testkit::generate::band_order(rng, 4);
    let transpose = rng.below(2) == 1;
    let mut out = [0u8; 256];
    for r in 0..16 {
        for c in 0..16 {
            let (from_r, from_c) = if transpose {
                (columns[c], rows[r])
            } else {
                (rows[r], columns[c])
            };
            let digit = puzzle[from_r * 16 + from_c];
            out[r * 16 + c] = if digit == 0 {
                0
            } else {
                label[digit as usize - 1]
            };
        }
    }
    out
}

fn peers(a: usize, b: usize) -> bool {
    let (ra, ca, rb, cb) = (a / 16, a % 16, b / 16, b % 16);
    ra == rb || ca == cb || (ra / 4 == rb / 4 && ca / 4 == cb / 4)
}

fn grid(puzzle: &Puzzle) -> Grid<Box4> {
    let mut grid = Grid::empty();
    grid.digits_mut().copy_from_slice(puzzle);
    grid
}

/// Up to `limit` solutions, by the bitboard engine.
fn solutions(puzzle: &Puzzle, limit: usize) -> Vec<Puzzle> {
    let mut found = Vec::new();
    Bitboard16::search(&grid(puzzle), limit, limit, &mut |solution| {
        let mut digits = [0u8; 256];
        digits.copy_from_slice(solution.digits());
        found.push(digits);
    });
    found
}

fn text(digits: &[u8]) -> String {
    let mut out = String::new();
    for row in digits.chunks(16) {
        out.extend(row.iter().map(|&d| match d {
            0 => '-',
            d => (b'A' + d - 1) as char,
        }));
        out.push('\n');
    }
    out
}

#[repr(C)]
struct Timespec {
    seconds: i64,
    nanoseconds: i64,
}

extern "C" {
    fn clock_gettime(clock: i32, time: *mut Timespec) -> i32;
}

/// CPU time of this thread so far (`CLOCK_THREAD_CPUTIME_ID`, 3 on Linux).
fn cpu_seconds() -> f64 {
    let mut now = Timespec {
        seconds: 0,
        nanoseconds: 0,
    };
    // SAFETY: `now` is a valid, writable timespec; the call writes only it.
    unsafe { clock_gettime(3, &mut now) };
    now.seconds as f64 + now.nanoseconds as f64 * 1e-9
}
