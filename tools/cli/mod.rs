//! The `oj-sudoku` command line: one file per command, each reading its arguments into its own
//! options struct and printing; the work is done in [`crate::judging`],
//! [`crate::stress`], [`crate::bundle`] and the others.
//!
//! Exit statuses: 0 when everything asked for passed, 1 when a verdict or a check failed, 2 for
//! a mistake in the command line itself (one line on stderr, pointing at `oj-sudoku help CMD`).

pub mod args;
mod check;
mod checkers;
mod clean;
mod generate;
mod judges;
mod new;
mod options;
mod problems;
mod setup;
mod stress;
mod submit;

use crate::registry::{JUDGES, PROBLEMS};
use crate::{bench, explain};
use std::path::Path;

/// A command: its name, a line for the list, and its usage.
struct Command {
    name: &'static str,
    summary: &'static str,
    usage: &'static str,
}

/// The judging options `check` and `stress` share.
const JUDGING: &str = "\
  JUDGING: [--judge NAME] [--compare RULE] [--rustc PATH] [--edition E]
           [--time-limit SECONDS] [--memory-limit MB]
      the judge whose rules apply (default: the problem's own): its comparison, PE verdict,
      toolchain (edition, flags, and the features its rustc lacks), source and output limits;
      --compare and --edition override them; the time limit is CPU time, as most judges
      count it (DMOJ counts waiting too, and is judged so here: `judges` says why)
  RULE: a real checker, followed byte for byte (kattis-default, testlib-wcmp, testlib-lcmp,
      luogu-noip), or a generic rule (exact, lines, tokens)";

const COMMANDS: &[Command] = &[
    Command {
        name: "check",
        summary: "judge a solution on the problem's samples (and your cases)",
        usage: "\
oj-sudoku check PROBLEM [FILE.rs] [JUDGING] [--cases PATH...] [--all-kinds] [--watch]
      compiles FILE.rs (default: our own solution) alone as the judge does and runs it on the
      problem's cases, a verdict line each (CPU time, peak memory); for LeetCode, `impl
      Solution` alone is enough. A file of yours is judged on the judge's official samples
      (sample-N) and the cases its statement allows (within-N), and the summary keeps the two
      apart; --all-kinds adds the cases beyond the statement (beyond-N: our files' extra
      behaviour). --cases adds case files (X.in, with X.out if there is one) or folders of
      them. --watch judges again each time FILE.rs is saved, until Ctrl-C.",
    },
    Command {
        name: "stress",
        summary: "random cases against an oracle, the first failure shrunk and saved",
        usage: "\
oj-sudoku stress PROBLEM [FILE.rs] [JUDGING] [--seed N] [--count N] [--all-kinds] [--out DIR]
                 [--brute REF.rs] [--generator GEN.rs]
                 [--hunt [--seconds S | --cpu-seconds C | --count N] [--jobs J]]
      N random cases (default 2000) in the problem's format, one case per run where the input
      holds one; answers checked against a plain oracle, or against your own REF.rs with
      --brute; GEN.rs, run as `GEN SEED`, prints each input instead of our generator. For a
      file of yours only what the statement promises (unique, or solvable); for our own
      solutions, or with --all-kinds, also several solutions, none, and clashing givens; with
      --brute or --generator, inputs past the statement's promise are counted and named. The
      first failure is shrunk and written to DIR (default: target/stress) for check --cases.
      --hunt searches for slow inputs within the statement instead: simulated annealing on
      FILE.rs's CPU time, J chains at once (default: one a CPU), for one budget: --seconds
      of wall time (default 60), --cpu-seconds of its readings' CPU time (the same work on a
      busy machine) or --count inputs; it stops early once an input is past the time limit,
      and writes the five slowest, under names no earlier find has.",
    },
    Command {
        name: "new",
        summary: "write a starter attempt for a problem",
        usage: "\
oj-sudoku new PROBLEM FILE.rs
      writes a starter that compiles alone on the problem's judge and already reads the input
      and writes the output in the judge's format; one function is left to fill in (it returns
      the grid unchanged, so check gives WA, not CE). For LeetCode, `impl Solution` with the
      exact signature. Refuses to overwrite a file.",
    },
    Command {
        name: "submit",
        summary: "print exactly the text to paste into the judge",
        usage: "\
oj-sudoku submit PROBLEM [FILE.rs] [--judge NAME] [--copy]
      prints the text to paste (default: our own solution): for LeetCode the part above the
      harness line, or your `impl Solution` file as it is; otherwise the whole file. Refuses,
      with the reason, a file over the judge's source limit or one its rustc would not build.
      --copy hands the text to the first clipboard tool found (wl-copy, xclip, xsel, pbcopy,
      clip.exe) instead.",
    },
    Command {
        name: "setup",
        summary: "install the judges' own rustc releases (rustup), so checks are exact",
        usage: "\
oj-sudoku setup [NAME...]
      installs with rustup (profile minimal) the rustc release each named judge runs, every
      judge's when none is named, saying which and about how much disk first; installs nothing
      twice. With a judge's release installed, check, stress and submit compile with it and
      the judge's flags, exactly; without it they use the local rustc and say it is an
      approximation. For Codeforces, which compiles for Windows, it also adds that target's
      std (rustup target add x86_64-pc-windows-msvc, about 115 MB), so that a file is
      type-checked for Windows instead of scanned.",
    },
    Command {
        name: "problems",
        summary: "every problem: its pages, where a Rust file is accepted, our file",
        usage: "\
oj-sudoku problems [--markdown]
      every problem in the registry: its judge's page and its mirrors, where a Rust file is
      accepted, our solution file, input and output; --markdown prints README's table",
    },
    Command {
        name: "judges",
        summary: "the judges' rules, toolchains and limits, with a source for each",
        usage: "\
oj-sudoku judges
      prints the judge table from the registry: comparison rule, PE verdict, toolchain, limits,
      and where each fact comes from (or that it is an assumption).",
    },
    Command {
        name: "bench",
        summary: "every engine in process, and a solution as a process, on puzzle files",
        usage: "\
oj-sudoku bench [--runs N] [--problem ID [--solution FILE.rs]]... [--svg FILE] [FILE...]
oj-sudoku bench --worst [--runs N] [--fresh] [--problem ID]...
      per puzzle file (9×9 lines or 16×16 blocks): every engine in process (µs/puzzle,
      puzzles/s, guesses/puzzle, solved), then a solution compiled as its judge compiles it
      and run as a process on the whole file (CPU time, peak memory, answers checked): our
      solutions/ID.rs for each --problem ID, or the FILE.rs a --solution after it names (by
      default acwing166 and acwing169); with no file, on the small sets in bench/; --svg
      writes the in-process results as a chart. --worst times the slowest inputs the hunt
      found for our files (kept in bench/worst/ID/) and each puzzle of the samples the judge
      may send, alone in an input (as many copies of it as an input may hold; --fresh: only
      what is not yet measured as it is), writes bench/worst.tsv and says which header claims
      less
oj-sudoku bench --smallest [--runs N] [--cap GUESSES] FILE...
      what the lexicographically smallest solution costs (the files bench reads, or UVa 989's
      input, any box size): the any-box engine's reading order, probing, and both in turn,
      beside any solution and a plain search, each puzzle on the thread's CPU clock",
    },
    Command {
        name: "explain",
        summary: "one solve narrated, a line per step",
        usage: "\
oj-sudoku explain [PUZZLE] [--engine bitmask|backtrack] [--max-steps N]
      one solve narrated, a line per step: naked and hidden singles (r1c1 is the top left),
      guesses with the alternatives left, contradictions and backtracks with their depth; then
      the solved grid or \"no solution\". PUZZLE: 81 or 256 cells, a file, or standard input",
    },
    Command {
        name: "generate",
        summary: "write solutions/ from src/",
        usage: "\
oj-sudoku generate [--check] [--out DIR]
      writes solutions/ from src/ (scripts/generate); --check only compares",
    },
    Command {
        name: "checkers",
        summary: "write the outputs the real checkers' verdicts were measured on",
        usage: "\
oj-sudoku checkers --write DIR
      writes each output of tools/testkit/checker_variants.rs (NAME.out), the output it was made
      from (NAME.ans) and the real checkers' recorded verdicts (verdicts.txt) into DIR, for
      scripts/checkers to measure the real checkers again",
    },
    Command {
        name: "clean",
        summary: "empty the compile cache (target/judge)",
        usage: "\
oj-sudoku clean
      removes the compiled attempts, launcher and run files under target/judge (the cache
      also trims itself past 200 MB); nothing while a check, stress or watch uses it",
    },
];

/// Runs the command line `args` (without the program name); returns the exit status.
pub fn main(args: &[String]) -> i32 {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let (name, rest) = match args.split_first() {
        None => return check::main_job(root),
        Some((name, rest)) => (name.as_str(), rest),
    };
    if matches!(name, "help" | "--help" | "-h") {
        return help(rest.first().map(String::as_str));
    }
    let command = match COMMANDS.iter().find(|c| c.name == name) {
        Some(command) => command,
        None => return usage_error("", &format!("unknown command {:?}", name)),
    };
    if rest.iter().any(|a| a == "--help" || a == "-h") {
        say!("{}", usage_of(command));
        return 0;
    }
    let result = match command.name {
        "check" => check::run(root, rest),
        "stress" => stress::run(root, rest),
        "new" => new::run(root, rest),
        "submit" => submit::run(root, rest),
        "judges" => judges::run(rest),
        "setup" => setup::run(rest),
        "checkers" => checkers::run(rest),
        "problems" => problems::run(rest),
        "bench" if rest.iter().any(|a| a == "--smallest") => {
            bench::smallest::Options::parse(rest).map(|options| bench::smallest::bench(&options))
        }
        "bench" => bench::Options::parse(rest).map(|options| bench::bench(root, &options)),
        "explain" => explain::Options::parse(rest).map(|options| explain::explain(&options)),
        "generate" => generate::run(root, rest),
        "clean" => clean::run(root, rest),
        _ => unreachable!("every command is dispatched"),
    };
    result.unwrap_or_else(|message| usage_error(command.name, &message))
}

/// A command's usage, with the lists it refers to.
fn usage_of(command: &Command) -> String {
    let mut text = format!("usage: {}", command.usage);
    if matches!(command.name, "check" | "stress") {
        text.push('\n');
        text.push_str(JUDGING);
    }
    if command.usage.contains("PROBLEM") {
        let ids: Vec<&str> = PROBLEMS.iter().map(|p| p.id).collect();
        text.push_str(&format!("\n  PROBLEM is one of: {}", ids.join(", ")));
    }
    if command.usage.contains("NAME") || matches!(command.name, "check" | "stress") {
        let names: Vec<&str> = JUDGES.iter().map(|j| j.name).collect();
        text.push_str(&format!("\n  NAME is one of: {}", names.join(", ")));
    }
    text
}

/// `help [COMMAND]`: the list of commands, or one command's usage.
fn help(command: Option<&str>) -> i32 {
    match command {
        None => {
            say!("oj-sudoku: solutions for the online-judge Sudoku problems, and a local judge\n");
            say!(
                "  oj-sudoku              every solution in solutions/ compiled alone as its judge"
            );
            say!(
                "                         compiles it, run on every sample; exit 0 only if all AC"
            );
            for command in COMMANDS {
                say!("  oj-sudoku {:<12} {}", command.name, command.summary);
            }
            say!("\nMore on one: oj-sudoku help COMMAND (or COMMAND --help).");
            0
        }
        Some(name) => match COMMANDS.iter().find(|c| c.name == name) {
            Some(command) => {
                say!("{}", usage_of(command));
                0
            }
            None => usage_error("", &format!("unknown command {:?}", name)),
        },
    }
}

/// A mistake in the command line: one line on stderr, exit status 2.
fn usage_error(command: &str, message: &str) -> i32 {
    let pointer = if command.is_empty() {
        "oj-sudoku help".to_string()
    } else {
        format!("oj-sudoku help {}", command)
    };
    eprintln!("error: {} (see `{}`)", message, pointer);
    2
}
