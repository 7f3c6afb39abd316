//! `bench --worst`: the worst case of each shipped file, kept and timed.
//!
//! The slowest inputs `stress ID --hunt` finds for `solutions/ID.rs` are kept in
//! `bench/worst/ID/` (the hunt's own `.in` files). An input kept for one edition of a problem is
//! an input of every edition (the files that read the same samples under the same promise: the
//! fast, dancing-links and textbook files of AcWing 169), and what is slow for one engine may
//! be slower for another: so `bench --worst` times each file on the kept inputs of all its
//! editions, as the judge runs the file (compiled as it compiles it, CPU time, the median of `--runs` readings)
//! and writes every reading to `bench/worst.tsv`, one row an input, with a hash of the input so
//! that a row cannot outlive the input it measured. The registry's claim for each file
//! ([`Worst`](crate::registry::Worst), stated in its header) must be at least the slowest
//! median recorded: a test holds it to the file, and `bench --worst` says which claim to raise.
//!
//! The judge may send what the samples hold too: each puzzle of a `sample-*` or `within-*` case
//! is timed as well, alone in an input as a hunt times a puzzle (`FILE#K`, the `K`-th puzzle of
//! a case that holds several), so no claim is below a sample's slowest puzzle.

use crate::judging::run::Runner;
use crate::judging::session::{Expected, Session};
use crate::judging::setup::{cache_dir, Overrides, Setup};
use crate::registry::{human, Problem, PROBLEMS};
use std::fs;
use std::path::Path;
use std::time::Duration;

/// Where the kept inputs are, one folder per file: `bench/worst/ID/`.
pub const KEPT: &str = "bench/worst";

/// The measurements of the kept inputs.
pub const DATA: &str = "bench/worst.tsv";

/// One kept input's measurement.
#[derive(Clone, Debug, PartialEq)]
pub struct Row {
    /// The solution file's problem id.
    pub id: String,
    /// The input, from the repository's root (`bench/worst/ID/NAME.in`).
    pub input: String,
    /// FNV-1a of the input's bytes, in hex.
    pub hash: String,
    /// Every reading, CPU time.
    pub readings: Vec<Duration>,
}

impl Row {
    /// The median reading (the lower middle of an even count).
    pub fn median(&self) -> Duration {
        let mut sorted = self.readings.clone();
        sorted.sort();
        sorted
            .get(sorted.len().saturating_sub(1) / 2)
            .copied()
            .unwrap_or_default()
    }
}

/// FNV-1a, 64 bits, in hex: enough to tell that a kept input changed.
pub fn hash(bytes: &[u8]) -> String {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for &b in bytes {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    format!("{:016x}", h)
}

/// The kept inputs of `problem` and of every other edition of it (see the module's doc), its
/// own first, each folder's sorted by name, relative to `root`.
pub fn kept_inputs(root: &Path, problem: &Problem) -> Vec<String> {
    let editions = PROBLEMS.iter().filter(|p| p.samples == problem.samples);
    let others = editions.filter(|p| p.id != problem.id);
    let mut inputs = kept_in(root, problem.id);
    for other in others {
        inputs.extend(kept_in(root, other.id));
    }
    inputs
}

/// One input `bench --worst` times: its name (a kept file, a sample, or `SAMPLE#K`) and text.
pub struct Timed {
    pub name: String,
    pub text: Vec<u8>,
}

/// What `bench --worst` times for `problem`: the [`kept_inputs`], then its samples and cases
/// within the statement, each puzzle of a case that holds several (fewer than an input may hold)
/// as an input of its own. Where the statement lets an input hold several copies
/// ([`CasesPerInput::hunted`]), an input of one puzzle is timed as that many copies of it, as a
/// hunt times it. Cases that cannot be read are skipped.
///
/// [`CasesPerInput::hunted`]: crate::registry::CasesPerInput::hunted
pub fn timed_inputs(root: &Path, problem: &Problem) -> Vec<Timed> {
    let copies = problem.cases_per_input.hunted();
    let as_timed = |name: String, text: String| {
        let puzzles = problem.layout.cases(&text);
        let text = if copies > 1 && puzzles.len() == 1 {
            crate::stress::cases::input_of(problem, &vec![&puzzles[0][..]; copies])
        } else {
            text
        };
        Timed {
            name,
            text: text.into_bytes(),
        }
    };
    let mut timed: Vec<Timed> = kept_inputs(root, problem)
        .into_iter()
        .map(|name| {
            let text = fs::read_to_string(root.join(&name)).unwrap_or_default();
            as_timed(name, text)
        })
        .collect();
    let folder = Path::new("samples").join(problem.samples);
    let cases = crate::judging::cases::cases(&root.join(&folder), problem.samples);
    for case in cases.unwrap_or_default() {
        if case.kind == crate::judging::cases::Kind::Beyond {
            continue;
        }
        let file = case.input.file_name().unwrap_or_default().to_string_lossy();
        let name = format!("{}/{}", folder.display(), file);
        let text = fs::read_to_string(root.join(&name)).unwrap_or_default();
        let puzzles = problem.layout.cases(&text);
        let full = problem.cases_per_input.most() == Some(puzzles.len());
        if puzzles.len() <= 1 || full {
            // One puzzle (as many copies as the statement allows), or as many puzzles as an
            // input may hold: timed as it is.
            timed.push(as_timed(name, text));
            continue;
        }
        for (k, puzzle) in puzzles.iter().enumerate() {
            let copies = vec![&puzzle[..]; copies];
            timed.push(Timed {
                name: format!("{}#{}", name, k + 1),
                text: crate::stress::cases::input_of(problem, &copies).into_bytes(),
            });
        }
    }
    timed
}

/// The inputs kept in `bench/worst/ID/`, sorted by name, relative to `root`.
pub fn kept_in(root: &Path, id: &str) -> Vec<String> {
    let folder = root.join(KEPT).join(id);
    let mut names: Vec<String> = fs::read_dir(&folder)
        .map(|entries| {
            entries
                .filter_map(Result::ok)
                .filter_map(|e| e.file_name().into_string().ok())
                .filter(|name| name.ends_with(".in"))
                .collect()
        })
        .unwrap_or_default();
    names.sort();
    names
        .into_iter()
        .map(|name| format!("{}/{}/{}", KEPT, id, name))
        .collect()
}

const HEADER: &str = "# Written by `cargo run --release -- bench --worst`: each input kept in bench/worst/ID/ \
(the slowest `stress ID --hunt` found for solutions/ID.rs), and each puzzle of the samples the judge may send (FILE#K: \
the K-th alone), run by each edition of its problem as its judge runs it; CPU time in ms.\n\
# file\tinput\tfnv1a64\tmedian_ms\treadings_ms\n";

/// The data file's text for `rows`.
pub fn render(rows: &[Row]) -> String {
    let mut out = HEADER.to_string();
    let ms = |d: Duration| format!("{:.3}", d.as_secs_f64() * 1e3);
    for row in rows {
        let readings: Vec<String> = row.readings.iter().map(|&d| ms(d)).collect();
        out.push_str(&format!(
            "{}\t{}\t{}\t{}\t{}\n",
            row.id,
            row.input,
            row.hash,
            ms(row.median()),
            readings.join(",")
        ));
    }
    out
}

/// The rows of a data file; an error names the line that is not one.
pub fn parse(text: &str) -> Result<Vec<Row>, String> {
    let mut rows = Vec::new();
    for (n, line) in text.lines().enumerate() {
        if line.starts_with('#') || line.trim().is_empty() {
            continue;
        }
        let bad = |why: &str| format!("{} line {}: {}: {:?}", DATA, n + 1, why, line);
        let fields: Vec<&str> = line.split('\t').collect();
        if fields.len() != 5 {
            return Err(bad("five tab-separated fields expected"));
        }
        let ms = |text: &str| -> Result<Duration, String> {
            text.parse::<f64>()
                .ok()
                .filter(|v| v.is_finite() && *v >= 0.0)
                .map(|v| Duration::from_secs_f64(v / 1e3))
                .ok_or_else(|| bad("a time in ms expected"))
        };
        let readings = fields[4]
            .split(',')
            .map(ms)
            .collect::<Result<Vec<_>, _>>()?;
        let row = Row {
            id: fields[0].to_string(),
            input: fields[1].to_string(),
            hash: fields[2].to_string(),
            readings,
        };
        // The median written is the readings' own (a hand edit of one shows).
        let written = ms(fields[3])?;
        if (written.as_secs_f64() - row.median().as_secs_f64()).abs() > 1e-6 {
            return Err(bad("the median is not the readings' median"));
        }
        rows.push(row);
    }
    Ok(rows)
}

/// The slowest median recorded for each problem id.
pub fn slowest(rows: &[Row], id: &str) -> Option<Duration> {
    rows.iter().filter(|r| r.id == id).map(Row::median).max()
}

/// Times the [`timed_inputs`] of `problems` (`runs` readings each, alternating inputs), or with
/// `fresh` only those with no row or a row of other bytes, replaces their rows in the data
/// file (and drops the rows of inputs gone), prints a table for bench/README.md, and says which
/// claims are below what was measured; 1 if any is.
pub fn measure(root: &Path, problems: &[&'static Problem], runs: usize, fresh: bool) -> i32 {
    let path = root.join(DATA);
    let mut rows = match fs::read_to_string(&path) {
        Ok(text) => match parse(&text) {
            Ok(rows) => rows,
            Err(e) => return fail(&e),
        },
        Err(_) => Vec::new(),
    };
    let cache = cache_dir(root);
    let runner = match Runner::new(&cache) {
        Ok(runner) => runner,
        Err(e) => return fail(&e),
    };
    say!(
        "the kept inputs of each file, run as its judge runs it: CPU time, median of {} readings",
        runs
    );
    let before = render(&rows);
    for &problem in problems {
        if kept_in(root, problem.id).is_empty() {
            return fail(&format!(
                "{}/{}/ holds no input: keep a hunt's finds there (stress {} --hunt --out {}/{})",
                KEPT, problem.id, problem.id, KEPT, problem.id
            ));
        }
        let mut timed = timed_inputs(root, problem);
        // Every row of another input of this file goes; with `fresh`, a row still right stays.
        rows.retain(|row| {
            row.id != problem.id
                || (fresh
                    && timed
                        .iter()
                        .any(|t| t.name == row.input && hash(&t.text) == row.hash))
        });
        let all = timed.len();
        timed.retain(|t| {
            !rows
                .iter()
                .any(|row| row.id == problem.id && row.input == t.name)
        });
        if timed.is_empty() {
            say!(
                "{}: its {} inputs are measured as they are already (--fresh): none run",
                problem.id,
                all
            );
            continue;
        }
        let inputs: Vec<String> = timed.iter().map(|t| t.name.clone()).collect();
        // As the judge compiles and runs it, with a limit no input reaches, so a slow input's
        // time is read whole.
        let setup = Setup::new(
            problem,
            &Overrides {
                time: Some(Duration::from_secs(120)),
                ..Overrides::default()
            },
        );
        let source = root.join("solutions").join(format!("{}.rs", problem.id));
        let text = match fs::read_to_string(&source) {
            Ok(text) => text,
            Err(e) => return fail(&format!("cannot read {}: {}", source.display(), e)),
        };
        let session = match Session::open(root, problem, setup, &source, &text, &cache, &runner) {
            Ok(session) => session,
            Err(refused) => {
                return fail(&format!(
                    "{} does not compile: {:?}",
                    source.display(),
                    refused
                ))
            }
        };
        let texts: Vec<Vec<u8>> = timed.into_iter().map(|t| t.text).collect();
        let mut readings = vec![Vec::new(); inputs.len()];
        for _ in 0..runs {
            for (i, text) in texts.iter().enumerate() {
                let outcome = session.judge(&String::from_utf8_lossy(text), Expected::Nothing);
                match &outcome.run {
                    Some(run) => readings[i].push(run.cpu),
                    None => {
                        return fail(&format!(
                            "{} on {}: {}",
                            problem.id,
                            inputs[i],
                            outcome.verdict.code()
                        ))
                    }
                }
            }
        }
        for ((input, text), readings) in inputs.iter().zip(&texts).zip(readings) {
            rows.push(Row {
                id: problem.id.to_string(),
                input: input.clone(),
                hash: hash(text),
                readings,
            });
        }
    }
    rows.sort_by(|a, b| {
        let rank = |id: &str| PROBLEMS.iter().position(|p| p.id == id);
        (rank(&a.id), &a.input).cmp(&(rank(&b.id), &b.input))
    });
    let changed = render(&rows) != before;
    if changed {
        if let Err(e) = fs::write(&path, render(&rows)) {
            return fail(&format!("cannot write {}: {}", path.display(), e));
        }
    }
    say!("| file | limit | kept inputs | slowest (median) | the header's claim |");
    say!("|---|---:|---:|---:|---:|");
    let mut status = 0;
    // The files asked for, in the registry's order.
    for problem in PROBLEMS
        .iter()
        .filter(|p| problems.iter().any(|q| q.id == p.id))
    {
        let slowest = match slowest(&rows, problem.id) {
            Some(slowest) => slowest,
            None => continue,
        };
        let kept = rows.iter().filter(|r| r.id == problem.id).count();
        // Past the limit: a file whose worst find is beyond it (bench/README.md says which).
        let past = if slowest > problem.time_limit {
            ", past the limit"
        } else {
            ""
        };
        say!(
            "| `{}.rs` | {} s | {} | {}{} | {} |",
            problem.id,
            problem.time_limit.as_secs_f64(),
            kept,
            human(slowest),
            past,
            human(problem.worst.cpu)
        );
        if problem.worst.cpu < slowest {
            status = 1;
        }
    }
    for problem in PROBLEMS
        .iter()
        .filter(|p| problems.iter().any(|q| q.id == p.id))
    {
        if let Some(slowest) = slowest(&rows, problem.id).filter(|&s| s > problem.worst.cpu) {
            say!(
                "{}: the header claims {} but a kept input takes {}: raise `worst` in tools/registry/problems.rs, then scripts/generate",
                problem.id,
                human(problem.worst.cpu),
                human(slowest)
            );
        }
    }
    if changed {
        say!("written to {}", path.display());
    } else {
        say!("{} unchanged", path.display());
    }
    status
}

fn fail(message: &str) -> i32 {
    say!("error: {}", message);
    1
}

#[cfg(test)]
mod tests {
    use super::*;

    fn root() -> &'static Path {
        Path::new(env!("CARGO_MANIFEST_DIR"))
    }

    fn recorded() -> Vec<Row> {
        let text = fs::read_to_string(root().join(DATA)).expect("bench/worst.tsv is kept");
        parse(&text).unwrap()
    }

    /// Every shipped file's header claims at least the slowest median recorded for one of its
    /// kept inputs, and states that claim.
    #[test]
    fn no_header_claims_less_than_its_slowest_kept_input() {
        let rows = recorded();
        for problem in PROBLEMS.iter() {
            let slowest = slowest(&rows, problem.id)
                .unwrap_or_else(|| panic!("{}: no kept input is measured in {}", problem.id, DATA));
            assert!(
                problem.worst.cpu >= slowest,
                "{}: the header claims {} but {} records {} (raise `worst` in the registry)",
                problem.id,
                human(problem.worst.cpu),
                DATA,
                human(slowest)
            );
            let file = root().join("solutions").join(format!("{}.rs", problem.id));
            let text = fs::read_to_string(&file).unwrap();
            let header: String = text
                .lines()
                .take_while(|l| l.starts_with("//"))
                .map(|l| l.trim_start_matches("//").trim())
                .collect::<Vec<_>>()
                .join(" ");
            assert!(
                header.contains(&problem.worst.sentence(problem)),
                "{} does not state its worst case (run scripts/generate)",
                file.display()
            );
        }
    }

    /// A header names red teams exactly when a red team's boards are kept for its file.
    #[test]
    fn a_header_names_red_teams_when_their_boards_are_kept() {
        for problem in PROBLEMS.iter() {
            let kept = kept_in(root(), problem.id);
            let red = kept
                .iter()
                .any(|k| k.rsplit('/').next().unwrap().starts_with("redteam"));
            assert_eq!(problem.worst.red_team, red, "{}: {:?}", problem.id, kept);
            let says = problem.worst.sentence(problem).contains("red teams");
            assert_eq!(says, red, "{}", problem.id);
        }
    }

    /// Each row measures a kept input as it is now, and each file has a row for every input
    /// kept for any edition of its problem: the data cannot outlive or miss an input.
    #[test]
    fn every_kept_input_is_measured_as_it_is() {
        let rows = recorded();
        for problem in PROBLEMS.iter() {
            assert!(
                !kept_in(root(), problem.id).is_empty(),
                "{}/{}/ keeps no input",
                KEPT,
                problem.id
            );
            let timed = timed_inputs(root(), problem);
            for input in &timed {
                let row = rows
                    .iter()
                    .find(|r| r.input == input.name && r.id == problem.id)
                    .unwrap_or_else(|| {
                        panic!(
                            "{} is not measured for {}: bench --worst --fresh",
                            input.name, problem.id
                        )
                    });
                assert_eq!(
                    row.hash,
                    hash(&input.text),
                    "{} changed since it was measured",
                    input.name
                );
                assert!(
                    row.readings.len() >= 3,
                    "{}: fewer than 3 readings",
                    input.name
                );
            }
            for row in rows.iter().filter(|r| r.id == problem.id) {
                assert!(
                    timed.iter().any(|t| t.name == row.input),
                    "{} measures {}, which is gone",
                    DATA,
                    row.input
                );
            }
            // A sample of several puzzles is timed a puzzle at a time.
            let split = timed.iter().filter(|t| t.name.contains('#')).count();
            if problem.samples == "acwing166" {
                assert!(
                    split >= 25,
                    "{}: {} sample puzzles timed alone",
                    problem.id,
                    split
                );
            }
        }
        // The editions share their inputs: the three AcWing 169 files are timed on each
        // other's finds.
        let acwing169 = PROBLEMS.iter().find(|p| p.id == "acwing169").unwrap();
        let of = kept_inputs(root(), acwing169);
        for id in ["acwing169_dlx", "acwing169_bitmask"] {
            assert!(
                of.iter().any(|input| input.contains(&format!("/{}/", id))),
                "{}",
                id
            );
        }
    }

    #[test]
    fn the_data_file_reads_back_and_refuses_a_median_edited_by_hand() {
        let rows = vec![Row {
            id: "p".into(),
            input: "bench/worst/p/a.in".into(),
            hash: hash(b"x"),
            readings: vec![
                Duration::from_micros(3_000),
                Duration::from_micros(1_000),
                Duration::from_micros(2_000),
            ],
        }];
        let text = render(&rows);
        assert_eq!(parse(&text).unwrap(), rows);
        assert_eq!(rows[0].median(), Duration::from_millis(2));
        let edited = text.replace("\t2.000\t", "\t0.500\t");
        assert_ne!(edited, text);
        assert!(parse(&edited).is_err());
        assert!(parse("p\tbench/worst/p/a.in\t00\t1.0\n").is_err());
        assert_ne!(hash(b"a"), hash(b"b"));
    }

    /// Where the statement lets an input hold N grids, a kept input or sample of one puzzle is
    /// timed as N copies of it, and a case of exactly N as it is; where it bounds nothing, as
    /// it is. Kattis' boards are up to 100, SPOJ's K up to 10, HDU 4069's T up to 2,500 (timed
    /// a puzzle alone: the header names the bound).
    #[test]
    fn one_puzzle_is_timed_as_many_times_as_an_input_may_hold_it() {
        for (id, copies) in [
            ("kattis_sudokunique", 100),
            ("spoj_sudoku", 10),
            ("hdu4069", 1),
        ] {
            let problem = PROBLEMS.iter().find(|p| p.id == id).unwrap();
            assert_eq!(problem.cases_per_input.hunted(), copies, "{}", id);
            for input in timed_inputs(root(), problem) {
                let text = String::from_utf8(input.text).unwrap();
                let held = problem.layout.cases(&text).len();
                let file = input.name.split('#').next().unwrap();
                let on_disk = fs::read_to_string(root().join(file)).unwrap();
                let there = problem.layout.cases(&on_disk).len();
                let expected = if there == 1 || input.name.contains('#') {
                    copies
                } else {
                    there
                };
                assert_eq!(held, expected, "{}: {}", id, input.name);
            }
        }
        let hdu = PROBLEMS.iter().find(|p| p.id == "hdu4069").unwrap();
        assert!(hdu
            .worst
            .sentence(hdu)
            .contains("one puzzle alone in an input (which may hold up to 2500)"));
        let kattis = PROBLEMS
            .iter()
            .find(|p| p.id == "kattis_sudokunique")
            .unwrap();
        assert!(kattis
            .worst
            .sentence(kattis)
            .contains("(100 copies of a grid)"));
    }
}
