//! `bench --smallest [--runs N] [--cap GUESSES] FILE...`: what the lexicographically smallest
//! solution costs, per puzzle file, in process: the any-box engine's three ways to it (the
//! reading order, probing, both in turn) beside any solution (the fewest-options order, the
//! cost of an answer when order does not matter), and the test kit's plainest search (reading
//! order, no propagation: what most accepted UVa 989 programs do).
//!
//! A file is what `bench` reads (81-character lines, `.` or `0` empty; 16×16 blocks of `A`-`P`)
//! or UVa 989's input (a box size, then its grid; any size 1 to 5). Each puzzle is timed alone on the thread's CPU clock (the best
//! of `--runs`), so a machine busy with other work changes the numbers little; a method that
//! passes `--cap` guesses (search nodes for the plain search) on a puzzle is counted as capped,
//! its time as the time it took to give up. Per file and way: the median, largest and total of
//! the puzzles' times, and the mean guesses of the puzzles finished.

use crate::cli::args::{self, Arg, Args};
use crate::registry;
use oj_sudoku::board::any_grid::AnyGrid;
use oj_sudoku::engines::any_box::{search, smallest_by, Method, Order};
use oj_sudoku_testkit::oracle;
use std::fs;
use std::path::PathBuf;

/// `bench --smallest`'s options.
pub struct Options {
    pub runs: usize,
    pub cap: u64,
    pub files: Vec<PathBuf>,
}

impl Options {
    /// `--smallest` among `args` (it names this mode), `--runs N`, `--cap GUESSES`, files.
    pub fn parse(args: &[String]) -> Result<Options, String> {
        let mut options = Options {
            runs: 3,
            cap: 20_000_000,
            files: Vec::new(),
        };
        let mut args = Args::new(args);
        while let Some(arg) = args.next_arg() {
            match arg {
                Arg::Option("--smallest") => {}
                Arg::Option(name @ "--runs") => {
                    options.runs = args.value(name, "a positive number")?;
                    if options.runs == 0 {
                        return Err("--runs takes a positive number".to_string());
                    }
                }
                Arg::Option(name @ "--cap") => options.cap = args.value(name, "a number")?,
                Arg::Positional(file) => options.files.push(PathBuf::from(file)),
                other => return Err(args::unknown(other)),
            }
        }
        if options.files.is_empty() {
            return Err(
                "bench --smallest needs puzzle files (81-character lines, 16×16 blocks, or UVa 989's input)"
                    .to_string(),
            );
        }
        Ok(options)
    }
}

/// One way to the answer: its name, and a run on one puzzle: whether it finished within the
/// cap, and the guesses (or nodes) it made.
struct Way {
    name: &'static str,
    run: fn(&AnyGrid, u64) -> (bool, u64),
}

fn ways() -> [Way; 5] {
    fn by(method: Method) -> impl Fn(&AnyGrid, u64) -> (bool, u64) {
        move |puzzle, cap| {
            let (answer, guesses) = smallest_by(puzzle, method, cap);
            (answer.is_some(), guesses)
        }
    }
    [
        Way {
            name: "any solution (fewest)",
            run: |puzzle, _| (true, search(puzzle, Order::Fewest, 1, &mut |_| {}).guesses),
        },
        Way {
            name: "smallest: both in turn",
            run: |puzzle, cap| by(Method::Both)(puzzle, cap),
        },
        Way {
            name: "smallest: reading order",
            run: |puzzle, cap| by(Method::Reading)(puzzle, cap),
        },
        Way {
            name: "smallest: probing",
            run: |puzzle, cap| by(Method::Probing)(puzzle, cap),
        },
        Way {
            name: "smallest: plain search",
            run: |puzzle, cap| {
                let answer = oracle::plain_lex_first(puzzle.digits(), puzzle.box_size(), cap);
                (answer.is_some(), cap)
            },
        },
    ]
}

/// The puzzles of a file: 81-character lines and 16×16 blocks as `bench` reads them, else UVa
/// 989's input.
fn read(text: &str) -> Vec<AnyGrid> {
    let (nine, sixteen) = super::read_puzzles(text);
    let grids: Vec<Vec<u8>> = if nine.is_empty() && sixteen.is_empty() {
        registry::find("uva989")
            .map(|problem| problem.puzzles(text))
            .unwrap_or_default()
    } else {
        let nine = nine.iter().map(|g| g.digits().to_vec());
        nine.chain(sixteen.iter().map(|g| g.digits().to_vec()))
            .collect()
    };
    grids
        .iter()
        .map(|digits| {
            let b = (1..=5).find(|b| b * b * b * b == digits.len()).unwrap_or(1);
            let mut grid = AnyGrid::empty(b);
            grid.digits_mut().copy_from_slice(digits);
            grid
        })
        .collect()
}

/// CPU time this thread has used, in seconds.
fn thread_cpu() -> f64 {
    #[repr(C)]
    struct TimeSpec {
        seconds: i64,
        nanoseconds: i64,
    }
    extern "C" {
        fn clock_gettime(clock: i32, time: *mut TimeSpec) -> i32;
    }
    const CLOCK_THREAD_CPUTIME_ID: i32 = 3;
    let mut time = TimeSpec {
        seconds: 0,
        nanoseconds: 0,
    };
    // SAFETY: `time` is valid for writes.
    unsafe { clock_gettime(CLOCK_THREAD_CPUTIME_ID, &mut time) };
    time.seconds as f64 + time.nanoseconds as f64 * 1e-9
}

pub fn bench(options: &Options) -> i32 {
    say!(
        "smallest solution, in process: each puzzle alone on the thread's CPU clock, best of {}; capped at {} guesses",
        options.runs,
        options.cap
    );
    say!(
        "{:<28} {:<26} {:>7} {:>7} {:>10} {:>10} {:>10} {:>13}",
        "file",
        "way",
        "puzzles",
        "capped",
        "median ms",
        "max ms",
        "total ms",
        "mean guesses"
    );
    for file in &options.files {
        let text = match fs::read_to_string(file) {
            Ok(text) => text,
            Err(e) => {
                eprintln!("error: cannot read {}: {}", file.display(), e);
                return 1;
            }
        };
        let puzzles = read(&text);
        if puzzles.is_empty() {
            eprintln!(
                "error: {}: no puzzles (81-character lines, 16×16 blocks, or UVa 989's input)",
                file.display()
            );
            return 1;
        }
        let label = file.file_name().and_then(|n| n.to_str()).unwrap_or("?");
        for way in ways().iter() {
            let (mut times, mut capped, mut guesses) = (Vec::new(), 0, 0u64);
            for puzzle in &puzzles {
                let mut best = f64::INFINITY;
                for _ in 0..options.runs {
                    let started = thread_cpu();
                    let (finished, made) = (way.run)(puzzle, options.cap);
                    best = best.min(thread_cpu() - started);
                    if !finished {
                        capped += 1;
                        break; // a capped run is not repeated
                    }
                    guesses += made;
                }
                times.push(best);
            }
            times.sort_by(|a, b| a.total_cmp(b));
            let finished = puzzles.len() as u64 - capped;
            say!(
                "{:<28} {:<26} {:>7} {:>7} {:>10.3} {:>10.3} {:>10.1} {:>13}",
                label,
                way.name,
                puzzles.len(),
                capped,
                times[times.len() / 2] * 1e3,
                times[times.len() - 1] * 1e3,
                times.iter().sum::<f64>() * 1e3,
                if way.name.contains("plain") || finished == 0 {
                    "-".to_string()
                } else {
                    format!(
                        "{:.0}",
                        guesses as f64 / (finished * options.runs as u64) as f64
                    )
                }
            );
        }
    }
    0
}
