//! `bench [--runs N] [--problem ID [--solution FILE.rs]]... [FILE...]`: how fast, in two ways,
//! per puzzle file.
//!
//! - **In process**, per engine (bitboard, bitmask, dancing links): the median of `--runs` passes
//!   over the file's puzzles, as solved count, µs/puzzle, puzzles/s and guesses/puzzle (the
//!   dancing-links engine counts rows tried in columns with more than one). Parsing is outside the timed region.
//! - **End to end**: a solution file compiled alone as its judge compiles it (edition and flags), fed the
//!   whole file in its problem's input format, timed as a process (median of `--runs`), its
//!   peak resident memory read from `/proc`, and every answer checked. By default the file's
//!   size picks `solutions/acwing166.rs` or `solutions/acwing169.rs`; `--problem ID` names
//!   another of ours, and `--solution FILE.rs` after it a file of your own for that problem.
//!
//! A file is 9×9 lines (81 characters, `.` or `0` empty) or 16×16 blocks (16 rows of `A`-`P`
//! and `-`); judge inputs work too (`end` lines, counts and blank lines are skipped). With no
//! file: the small sets shipped in `bench/` (see the README there for where they come from).
//! Build with `--release`: the in-process numbers are the library's speed in that build.

pub mod smallest;

use crate::cli::args::{self, Arg, Args};
use crate::judging::oracle_cases::{expected_output, CASE_BUDGET};
use crate::judging::run::Runner;
use crate::judging::session::{Expected, Session};
use crate::judging::setup::{cache_dir, Overrides, Setup};
use crate::judging::verdict::Verdict;
use crate::registry::{self, Answers, Problem, Question, PROBLEMS};
use crate::report::progress::Progress;
use oj_sudoku::engines::bitboard16::Bitboard16;
use oj_sudoku::engines::bitboard9::Bitboard9;
use oj_sudoku::engines::bitmask::Bitmask;
use oj_sudoku::engines::cdcl::Cdcl;
use oj_sudoku::engines::dlx_sudoku::DancingLinks;
use oj_sudoku::{Box3, Box4, Engine, Grid, Searched, Shape, Unsolvable};
use std::fs;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// An engine's entry points, as plain functions.
type Solve<S> = fn(&Grid<S>) -> Result<Grid<S>, Unsolvable>;
type Search<S> = fn(&Grid<S>, usize, usize, &mut dyn FnMut(&Grid<S>)) -> Searched;

/// An engine as the bench sees it.
struct Contender<S: Shape> {
    name: &'static str,
    solve: Solve<S>,
    search: Search<S>,
}

impl<S: Shape> Contender<S> {
    fn of<E: Engine<S>>(name: &'static str) -> Self {
        Contender {
            name,
            solve: E::solve,
            search: E::search,
        }
    }
}

/// The three engines for one size: its bitboard engine `B`, then the two generic ones.
fn contenders<S: Shape, B: Engine<S>>() -> Vec<Contender<S>> {
    vec![
        Contender::of::<B>("bitboard"),
        Contender::of::<Bitmask>("bitmask"),
        Contender::of::<DancingLinks>("dancing links"),
        Contender::of::<Cdcl>("clause learning"),
    ]
}

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

fn median(mut samples: Vec<f64>) -> f64 {
    samples.sort_by(|a, b| a.total_cmp(b));
    samples[samples.len() / 2]
}

/// One measured bar of the chart: a set, an engine, µs a puzzle.
pub struct Bar {
    pub set: String,
    pub engine: &'static str,
    pub micros: f64,
}

/// One line per engine; each result also goes to `bars`.
fn in_process<S: Shape>(
    label: &str,
    puzzles: &[Grid<S>],
    contenders: &[Contender<S>],
    runs: usize,
    bars: &mut Vec<Bar>,
) {
    // Every engine solves every puzzle `runs` times, then once more counting guesses.
    let total = contenders.len() * (runs + 1) * puzzles.len();
    let mut progress = Progress::new(format!("bench {}", label), total, "solves");
    let mut done = 0;
    for contender in contenders {
        let mut solved = 0;
        let seconds = median(
            (0..runs)
                .map(|_| {
                    let started = Instant::now();
                    solved = 0;
                    for chunk in puzzles.chunks(256) {
                        solved += chunk
                            .iter()
                            .filter(|p| (contender.solve)(p).is_ok())
                            .count();
                        done += chunk.len();
                        progress.update(done);
                    }
                    started.elapsed().as_secs_f64()
                })
                .collect(),
        );
        let total: u64 = puzzles
            .iter()
            .map(|p| (contender.search)(p, 1, 1, &mut |_| {}).guesses)
            .sum();
        done += puzzles.len();
        progress.update(done);
        progress.clear();
        let guesses = format!("{:>9.1}", total as f64 / puzzles.len() as f64);
        bars.push(Bar {
            set: label.trim_end_matches(".txt").to_string(),
            engine: contender.name,
            micros: seconds * 1e6 / puzzles.len() as f64,
        });
        say!(
            "{:<38} {:<26} {:>6} {:>6} {:>12.2} {:>12.0} {}",
            label,
            contender.name,
            puzzles.len(),
            solved,
            seconds * 1e6 / puzzles.len() as f64,
            puzzles.len() as f64 / seconds,
            guesses
        );
    }
}

/// One line for a solution file run as a process on all of `puzzles` (their cells, row by row).
fn end_to_end<S: Shape>(
    root: &Path,
    label: &str,
    source: &Path,
    problem: &'static Problem,
    puzzles: &[Grid<S>],
    solve: Solve<S>,
    runs: usize,
) -> Result<(), String> {
    let layout = &problem.layout;
    let render = |cells: &[u8]| (layout.render_case)(cells);
    let given: Vec<String> = puzzles.iter().map(|p| render(p.digits())).collect();
    let expected: Vec<String> = puzzles
        .iter()
        .map(|p| render(solve(p).as_ref().unwrap_or(p).digits()))
        .collect();
    let input = (layout.render_input)(&given);
    // A question whose answer is not a solved grid (the smallest, a verdict, a count): the
    // oracle's answer, judged as the problem's judge judges it.
    let (expected, answers) = match problem.question {
        Question::Smallest | Question::Classify | Question::Count => (
            expected_output(problem, &input, CASE_BUDGET)?,
            problem.answers,
        ),
        _ => ((layout.render_output)(&expected), Answers::AnyValid),
    };
    // As the problem's own judge compiles it, with limits no bench run reaches.
    let setup = Setup::new(
        problem,
        &Overrides {
            time: Some(Duration::from_secs(600)),
            memory_mb: Some(u64::MAX / 1024),
            output_bytes: Some(usize::MAX),
            ..Overrides::default()
        },
    );
    let text = fs::read_to_string(source)
        .map_err(|e| format!("cannot read {}: {}", source.display(), e))?;
    let cache = cache_dir(root);
    let runner = Runner::new(&cache)?;
    let session = Session::open(root, problem, setup, source, &text, &cache, &runner)
        .map_err(|refused| format!("{} does not compile:\n{:?}", source.display(), refused))?;
    let (mut times, mut peak_kb, mut verdict) = (Vec::new(), 0, Verdict::Accepted);
    for _ in 0..runs {
        let outcome = session.judge(&input, Expected::Output(expected.as_bytes(), answers));
        if let Some(run) = &outcome.run {
            times.push(run.cpu.as_secs_f64());
            peak_kb = peak_kb.max(run.peak_kb);
        }
        if outcome.verdict != Verdict::Accepted {
            verdict = outcome.verdict;
        }
    }
    if times.is_empty() {
        return Err(format!("{}: {}", source.display(), describe(&verdict)));
    }
    let seconds = median(times);
    let name = source.file_name().and_then(|n| n.to_str()).unwrap_or("?");
    say!(
        "{:<38} {:<26} {:>6} {:>6} {:>12.2} {:>12.0} {:>9} {:>8.1} ms {:>6.1} MB  {}",
        label,
        format!("process {}", name),
        puzzles.len(),
        if verdict == Verdict::Accepted {
            puzzles.len()
        } else {
            0
        },
        seconds * 1e6 / puzzles.len() as f64,
        puzzles.len() as f64 / seconds,
        "-",
        seconds * 1e3,
        peak_kb as f64 / 1024.0,
        describe(&verdict)
    );
    Ok(())
}

/// `AC`, or `WA (reason)`.
fn describe(verdict: &Verdict) -> String {
    match verdict.detail() {
        Some(detail) => format!("{} ({})", verdict.code(), detail),
        None => verdict.code().to_string(),
    }
}

/// `bench [--runs N] [--problem ID [--solution FILE.rs]]... [--svg FILE] [FILE...]`
pub struct Options {
    pub runs: usize,
    /// The solution files run as processes, each with the problem it answers: `--problem ID`
    /// alone is our own `solutions/ID.rs`; a `--solution FILE.rs` answers the `--problem`
    /// before it.
    pub solutions: Vec<(PathBuf, &'static Problem)>,
    pub files: Vec<PathBuf>,
    /// Where to write the chart of the in-process results, if anywhere.
    pub svg: Option<PathBuf>,
    /// `--worst`: time the kept worst inputs of our files instead ([`crate::worst`]).
    pub worst: bool,
    /// `--fresh`, with `--worst`: time only the inputs not yet measured as they are.
    pub fresh: bool,
}

impl Options {
    pub fn parse(args: &[String]) -> Result<Options, String> {
        let mut options = Options {
            runs: 3,
            solutions: Vec::new(),
            files: Vec::new(),
            svg: None,
            worst: false,
            fresh: false,
        };
        let mut args = Args::new(args);
        // The problem named last, and whether its own file is still to be added (no
        // `--solution` came after it).
        let (mut current, mut own_pending) = (None, false);
        let own = |problem: &Problem| PathBuf::from("solutions").join(format!("{}.rs", problem.id));
        while let Some(arg) = args.next_arg() {
            match arg {
                Arg::Option(name @ "--runs") => {
                    options.runs = args.value(name, "a positive number")?;
                    if options.runs == 0 {
                        return Err("--runs takes a positive number".to_string());
                    }
                }
                Arg::Option(name @ "--problem") => {
                    let id: String = args.value(name, "a problem's id")?;
                    if let (true, Some(problem)) = (own_pending, current) {
                        options.solutions.push((own(problem), problem));
                    }
                    current = Some(registry::find(&id)?);
                    own_pending = true;
                }
                Arg::Option(name @ "--solution") => {
                    let file: PathBuf = args.value(name, "a file")?;
                    let problem = current.ok_or_else(|| {
                        "--solution FILE.rs needs --problem ID before it: the problem the file answers"
                            .to_string()
                    })?;
                    options.solutions.push((file, problem));
                    own_pending = false;
                }
                Arg::Option(name @ "--svg") => options.svg = Some(args.value(name, "a file")?),
                Arg::Option("--worst") => options.worst = true,
                Arg::Option("--fresh") => options.fresh = true,
                Arg::Positional(file) => options.files.push(PathBuf::from(file)),
                other => return Err(args::unknown(other)),
            }
        }
        if let (true, Some(problem)) = (own_pending, current) {
            options.solutions.push((own(problem), problem));
        }
        if options.fresh && !options.worst {
            return Err("--fresh goes with --worst".to_string());
        }
        if options.worst {
            let own_only = options.solutions.iter().all(|(file, p)| *file == own(p));
            if !own_only || !options.files.is_empty() || options.svg.is_some() {
                return Err(
                    "--worst times the kept inputs of our own files: it takes --runs, --fresh and --problem ID only"
                        .to_string(),
                );
            }
        }
        Ok(options)
    }
}

pub fn bench(root: &Path, options: &Options) -> i32 {
    let runs = options.runs;
    if options.worst {
        let mut problems: Vec<&'static Problem> = options.solutions.iter().map(|s| s.1).collect();
        if problems.is_empty() {
            problems = PROBLEMS.iter().collect();
        }
        return crate::worst::measure(root, &problems, runs, options.fresh);
    }
    let solutions = &options.solutions;
    let mut files = options.files.clone();
    if files.is_empty() {
        files = ["mixed9.txt", "gen16.txt"]
            .iter()
            .map(|name| root.join("bench").join(name))
            .collect();
    }
    let mut by_side: Vec<(usize, PathBuf, &'static Problem)> = solutions
        .iter()
        .map(|(source, problem)| (problem.side, root.join(source), *problem))
        .collect();
    // Without --solution, the first registered problem of each size (its bitboard solution).
    for side in [9, 16] {
        let problem = PROBLEMS
            .iter()
            .find(|p| p.side == side)
            .expect("registered");
        if !by_side.iter().any(|(s, _, _)| *s == side) {
            let source = root.join("solutions").join(format!("{}.rs", problem.id));
            by_side.push((side, source, problem));
        }
    }
    say!("in process: median of {} passes (build with --release); process: compiled as its judge does, median of {} runs", runs, runs);
    say!(
        "{:<38} {:<26} {:>6} {:>6} {:>12} {:>12} {:>9} {:>11} {:>9}  verdict",
        "file",
        "engine",
        "puzzles",
        "solved",
        "µs/puzzle",
        "puzzles/s",
        "guesses",
        "CPU",
        "peak"
    );
    let mut bars = Vec::new();
    for file in files {
        let text = match fs::read_to_string(&file) {
            Ok(text) => text,
            Err(e) => return fail(&format!("cannot read {}: {}", file.display(), e)),
        };
        let (nine_puzzles, sixteen_puzzles) = read_puzzles(&text);
        let label = file.file_name().and_then(|n| n.to_str()).unwrap_or("?");
        if nine_puzzles.is_empty() && sixteen_puzzles.is_empty() {
            return fail(&format!("{}: no 9×9 lines or 16×16 blocks", file.display()));
        }
        let mut outcome = Ok(());
        if !nine_puzzles.is_empty() {
            in_process(
                label,
                &nine_puzzles,
                &contenders::<Box3, Bitboard9>(),
                runs,
                &mut bars,
            );
            for (_, source, problem) in by_side.iter().filter(|(side, _, _)| *side == 9) {
                let result = end_to_end(
                    root,
                    label,
                    source,
                    problem,
                    &nine_puzzles,
                    Bitboard9::solve,
                    runs,
                );
                outcome = outcome.and(result);
            }
        }
        if !sixteen_puzzles.is_empty() {
            in_process(
                label,
                &sixteen_puzzles,
                &contenders::<Box4, Bitboard16>(),
                runs,
                &mut bars,
            );
            for (_, source, problem) in by_side.iter().filter(|(side, _, _)| *side == 16) {
                let result = end_to_end(
                    root,
                    label,
                    source,
                    problem,
                    &sixteen_puzzles,
                    Bitboard16::solve,
                    runs,
                );
                outcome = outcome.and(result);
            }
        }
        if let Err(e) = outcome {
            return fail(&e);
        }
    }
    if let Some(path) = &options.svg {
        if let Err(e) = fs::write(path, chart(&bars)) {
            return fail(&format!("cannot write {}: {}", path.display(), e));
        }
        say!("chart written to {}", path.display());
    }
    0
}

/// The in-process results as an SVG bar chart: a group of bars per set, one bar per engine,
/// µs a puzzle on a log scale. Plain SVG text, std only.
pub fn chart(bars: &[Bar]) -> String {
    const COLOURS: [(&str, &str); 3] = [
        ("bitboard", "#1b7837"),
        ("bitmask", "#2166ac"),
        ("dancing links", "#b2182b"),
    ];
    let mut sets: Vec<&str> = Vec::new();
    for bar in bars {
        if !sets.contains(&bar.set.as_str()) {
            sets.push(&bar.set);
        }
    }
    let (left, top, plot_h, group_w, bar_w) = (70.0, 60.0, 300.0, 120.0, 28.0);
    let width = (left + group_w * sets.len() as f64 + 20.0).max(560.0);
    let height = top + plot_h + 130.0;
    // Decades of µs that cover every bar.
    let low = bars
        .iter()
        .map(|b| b.micros)
        .fold(f64::MAX, f64::min)
        .max(0.01);
    let high = bars.iter().map(|b| b.micros).fold(0.0, f64::max).max(1.0);
    let (lo, hi) = (
        low.log10().floor(),
        high.log10().ceil().max(low.log10().floor() + 1.0),
    );
    let y = |micros: f64| top + plot_h * (hi - micros.max(1e-9).log10()) / (hi - lo);
    let mut svg = format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{:.0}\" height=\"{:.0}\" font-family=\"sans-serif\" font-size=\"12\">\n\
         <rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n\
         <text x=\"{:.0}\" y=\"22\" font-size=\"14\">µs per puzzle, log scale (oj-sudoku bench)</text>\n",
        width, height, left
    );
    let mut decade = lo;
    while decade <= hi {
        let at = y(10f64.powf(decade));
        svg.push_str(&format!(
            "<line x1=\"{:.0}\" x2=\"{:.0}\" y1=\"{:.1}\" y2=\"{:.1}\" stroke=\"#ddd\"/>\n\
             <text x=\"{:.0}\" y=\"{:.1}\" text-anchor=\"end\">{}</text>\n",
            left,
            width - 20.0,
            at,
            at,
            left - 6.0,
            at + 4.0,
            10f64.powf(decade)
        ));
        decade += 1.0;
    }
    for (g, set) in sets.iter().enumerate() {
        let x0 = left + group_w * g as f64 + 12.0;
        for (k, (engine, colour)) in COLOURS.iter().enumerate() {
            if let Some(bar) = bars.iter().find(|b| b.set == *set && b.engine == *engine) {
                let (x, top_y) = (x0 + bar_w * k as f64, y(bar.micros));
                svg.push_str(&format!(
                    "<rect x=\"{:.1}\" y=\"{:.1}\" width=\"{:.0}\" height=\"{:.1}\" fill=\"{}\"><title>{} {}: {:.2} µs</title></rect>\n",
                    x,
                    top_y,
                    bar_w - 4.0,
                    top + plot_h - top_y,
                    colour,
                    set,
                    engine,
                    bar.micros
                ));
            }
        }
        // The public sets' names without their `puzzlesN_` numbering.
        let label = match set.split_once('_') {
            Some((head, rest)) if head.starts_with("puzzles") => rest,
            _ => set,
        };
        svg.push_str(&format!(
            "<text transform=\"translate({:.0},{:.0}) rotate(25)\">{}</text>\n",
            x0,
            top + plot_h + 16.0,
            label
        ));
    }
    for (k, (engine, colour)) in COLOURS.iter().enumerate() {
        let x = left + 130.0 * k as f64;
        let ly = 44.0;
        svg.push_str(&format!(
            "<rect x=\"{:.0}\" y=\"{:.0}\" width=\"12\" height=\"12\" fill=\"{}\"/><text x=\"{:.0}\" y=\"{:.0}\">{}</text>\n",
            x,
            ly - 10.0,
            colour,
            x + 16.0,
            ly,
            engine
        ));
    }
    svg.push_str("</svg>\n");
    svg
}

fn fail(message: &str) -> i32 {
    eprintln!("error: bench: {}", message);
    2
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_chart_has_a_bar_per_result_taller_for_slower_engines() {
        let bar = |set: &str, engine, micros| Bar {
            set: set.to_string(),
            engine,
            micros,
        };
        let bars = [
            bar("easy", "bitboard", 1.1),
            bar("easy", "bitmask", 5.2),
            bar("easy", "dancing links", 67.0),
            bar("gen200", "bitboard", 55.0),
        ];
        let svg = chart(&bars);
        assert!(svg.starts_with("<svg") && svg.trim_end().ends_with("</svg>"));
        assert_eq!(svg.matches("<title>").count(), 4);
        assert!(svg.contains(">easy</text>") && svg.contains(">gen200</text>"));
        // The bar's height grows with its time (log scale): read them back in order.
        let heights: Vec<f64> = svg
            .lines()
            .filter(|l| l.contains("<title>easy"))
            .map(|l| {
                let at = l.find("height=\"").unwrap() + 8;
                l[at..].split('"').next().unwrap().parse().unwrap()
            })
            .collect();
        assert!(heights.windows(2).all(|w| w[0] < w[1]), "{:?}", heights);
    }
}
