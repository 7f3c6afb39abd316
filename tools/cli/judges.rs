//! `judges [--markdown]`: the judges from the registry, each fact with its source or marked as
//! an assumption. `docs/judges.md` is the `--markdown` output (a test holds them together).

use crate::cli::args::{self, Arg, Args};
use crate::judging::crates;
use crate::registry::{
    Build, Clock, Judge, Rust, Source, Submission, CHECKERS, JUDGES, UNLIMITED_STACK,
};

pub fn run(args: &[String]) -> Result<i32, String> {
    let mut as_markdown = false;
    let mut args = Args::new(args);
    while let Some(arg) = args.next_arg() {
        match arg {
            Arg::Option("--markdown") => as_markdown = true,
            other => return Err(args::unknown(other)),
        }
    }
    if as_markdown {
        say!("{}", markdown());
    } else {
        for judge in JUDGES {
            for line in describe(judge) {
                say!("{}", line);
            }
        }
    }
    Ok(0)
}

/// One fact: what it is, and where it comes from.
struct Fact {
    what: &'static str,
    value: String,
    source: Source,
}

/// A judge's facts, in the order a submitter needs them.
fn facts(judge: &Judge) -> Vec<Fact> {
    let fact = |what, value: String, source| Fact {
        what,
        value,
        source,
    };
    vec![
        fact(
            "comparison",
            judge.compare.name().to_string(),
            judge.compare_source,
        ),
        fact(
            "PE verdict",
            if judge.presentation_error {
                "yes"
            } else {
                "no"
            }
            .to_string(),
            judge.presentation_source,
        ),
        fact("Rust", rust_words(judge), judge.rust_source),
        fact("toolchain", judge.compiles_with(), judge.toolchain_source),
        fact("crates", crates(judge), judge.build_source),
        fact(
            "source limit",
            limit(judge.source_limit),
            judge.source_limit_source,
        ),
        fact(
            "output limit",
            limit(judge.output_limit),
            judge.output_limit_source,
        ),
        fact(
            "stderr limit",
            match judge.stderr_limit {
                Some(bytes) => limit(Some(bytes)),
                None => "none (never a verdict)".to_string(),
            },
            judge.stderr_limit_source,
        ),
        fact(
            "time",
            match judge.clock {
                Clock::Cpu => "CPU time",
                Clock::CpuAndWaiting => "CPU time and time waiting (asleep, blocked)",
            }
            .to_string(),
            judge.clock_source,
        ),
        fact("stack", limit(judge.stack), judge.stack_source),
        fact(
            "address space",
            address_space(judge.address_space_grace_kb, judge.data_grace_kb),
            judge.address_space_source,
        ),
    ]
}

/// Its address-space cap (`RLIMIT_AS`) and data cap (`RLIMIT_DATA`): the memory limit, plus
/// its runner's grace if any.
fn address_space(grace_kb: Option<u64>, data_grace_kb: Option<u64>) -> String {
    let cap = |grace_kb: Option<u64>| match grace_kb {
        Some(0) => "the memory limit".to_string(),
        Some(kb) if kb % 1024 == 0 => format!("the memory limit + {} MiB", kb / 1024),
        Some(kb) => format!("the memory limit + {} KB", kb),
        None => "no cap".to_string(),
    };
    match data_grace_kb {
        Some(_) => format!(
            "{}; data (RLIMIT_DATA) {}",
            cap(grace_kb),
            cap(data_grace_kb)
        ),
        None => cap(grace_kb),
    }
}

/// How it runs a submission's test cases, where that is not a process each: LeetCode's
/// wrapper calls the method for every case in one process.
fn cases_fact(judge: &Judge) -> Option<Fact> {
    match judge.submission {
        Submission::Solution { cases } => Some(Fact {
            what: "test cases",
            value: "in one process, one call each".to_string(),
            source: cases,
        }),
        Submission::Program => None,
    }
}

/// The target it compiles for, where that is not Linux (Codeforces: Windows).
fn target_fact(judge: &Judge) -> Option<Fact> {
    judge.target.map(|(triple, source)| Fact {
        what: "target",
        value: format!(
            "{} (a file is type-checked for it where its std is installed, else scanned for std's Unix-only parts)",
            triple
        ),
        source,
    })
}

/// Whether a program may start threads, where its runner forbids them (DMOJ).
fn threads_fact(judge: &Judge) -> Option<Fact> {
    judge.one_thread.map(|source| Fact {
        what: "threads",
        value: "none: a program may start no thread (RE where it does)".to_string(),
        source: Source::Documented(source),
    })
}

/// The crates a judge offers: `none` (rustc alone), or each with its version and how it builds.
fn crates(judge: &Judge) -> String {
    match judge.build {
        Build::Rustc if judge.cargo_package => {
            "none modelled (a cargo package; a std-only file is compiled with rustc alone and cargo's --check-cfg)".to_string()
        }
        Build::Rustc => "none (rustc alone)".to_string(),
        Build::Cargo {
            crates, profile, ..
        } => {
            format!("with cargo ({}): {}", profile, crates::offer(crates))
        }
    }
}

fn rust_words(judge: &Judge) -> String {
    match judge.rust {
        Rust::Accepted => "accepted".to_string(),
        Rust::NotConfirmed => "not confirmed".to_string(),
        Rust::None => "not accepted".to_string(),
    }
}

fn limit(bytes: Option<usize>) -> String {
    match bytes {
        Some(UNLIMITED_STACK) => "unlimited (the memory limit bounds it)".to_string(),
        Some(bytes) if bytes % 1024 == 0 && bytes >= 1 << 20 => {
            format!("{} MiB", bytes >> 20)
        }
        Some(bytes) => format!("{} B", bytes),
        None => "unknown".to_string(),
    }
}

/// The plain-text block for one judge.
fn describe(judge: &Judge) -> Vec<String> {
    let mut lines = vec![format!("{} ({})", judge.name, judge.title)];
    for fact in (facts(judge).into_iter())
        .chain(cases_fact(judge))
        .chain(target_fact(judge))
        .chain(threads_fact(judge))
    {
        lines.push(format!("  {:<13} {}", fact.what, fact.value));
        let source = match fact.source {
            Source::Documented(text) => format!("source: {}", text),
            Source::Assumed(text) => format!("ASSUMED: {}", text),
        };
        lines.push(format!("  {:<13} {}", "", source));
    }
    for note in judge.notes {
        lines.push(format!("  {:<13} {}", "note", note));
    }
    let all: Vec<String> = judge
        .build
        .crates()
        .iter()
        .map(|c| match c.features {
            [] => format!("{} {}", c.package, c.version),
            features => format!("{} {} [{}]", c.package, c.version, features.join(", ")),
        })
        .collect();
    if !all.is_empty() {
        lines.push(format!("  {:<13} {}", "every crate", all.join(", ")));
    }
    lines.push(String::new());
    lines
}

/// `docs/judges.md`: how the local judge judges, the comparison rules, then the judges as a
/// Markdown table (assumptions in italics) and each fact's source.
pub fn markdown() -> String {
    let mut lines = vec![
        "# The judges".to_string(),
        String::new(),
        "<!-- Generated by `cargo run --release -- judges --markdown` from tools/registry/; a test holds this file to it. -->".to_string(),
        String::new(),
        "`check`, `stress` and `submit` judge by these rules. *Assumed* marks a fact no public source states: the tools say so in their output too.".to_string(),
        String::new(),
        "## The comparison rules".to_string(),
        String::new(),
        "Where a judge's checker is public, its rule is that checker's behaviour byte for byte, held to the verdicts of the real checker, built from its source, on a table of outputs (`tools/testkit/checker_variants.rs`; `scripts/checkers` builds the real checkers from their sources and measures them again). C `isspace` means space, `\\t`, `\\n`, `\\v`, `\\f` and `\\r`; no rule takes a non-ASCII byte (a no-break space, U+3000) for a blank. `--compare RULE` judges by another.".to_string(),
        String::new(),
    ];
    for rule in &CHECKERS {
        let source = match rule.source {
            Some(source) => format!(" ({})", source),
            None => " (generic, for judges whose checker is not public)".to_string(),
        };
        lines.push(format!("- `{}`{}: {}.", rule.name, source, rule.rule));
    }
    lines.push(String::new());
    lines.push("## The judges".to_string());
    lines.push(String::new());
    lines.extend(markdown_table());
    lines.push(String::new());
    lines.push("`oj-sudoku setup [NAME...]` installs each judge's own rustc release with rustup; with it installed, `check`, `stress` and `submit` compile with it, exactly. Without it they compile with the local rustc and say it is an approximation; where the judge runs an older rustc than yours (SPOJ's 1.56), they also refuse what that version would not build: clippy's `incompatible_msrv` lint for std items, and a scan for newer language features (`tools/judging/toolchain/`, whose docs list what it cannot see). AtCoder and LeetCode build with cargo and offer crates: an attempt that names some is built the judge's way against just those, each with the features the judge's whole manifest resolves it to (cargo unifies features across all of a judge's crates); any other crate is CE. A std-only file for a judge that builds with cargo (AtCoder, DMOJ, LeetCode) gets the `--check-cfg` arguments its cargo passes, so an undeclared `cfg` under `#![deny(warnings)]` is CE, as there. Codeforces compiles for Windows: a file is type-checked for `x86_64-pc-windows-msvc` where that std is installed (`oj-sudoku setup codeforces` adds it), else scanned for `std::os::unix`, `std::os::fd` and `std::os::linux`.".to_string());
    lines.join("\n")
}

/// The judges as a Markdown table (assumptions in italics), then each fact's source.
fn markdown_table() -> Vec<String> {
    let mut lines = vec![
        "| judge | comparison | PE | Rust | toolchain | crates | source limit | output limit | stderr limit | time | stack | address space |"
            .to_string(),
        "|---|---|---|---|---|---|---|---|---|---|---|---|".to_string(),
    ];
    for judge in JUDGES {
        let cells: Vec<String> = facts(judge)
            .iter()
            .map(|fact| {
                let value = fact.value.replace('|', "\\|");
                if fact.source.is_assumed() {
                    format!("{}, *assumed*", value)
                } else {
                    value
                }
            })
            .collect();
        lines.push(format!("| {} | {} |", judge.name, cells.join(" | ")));
    }
    lines.push(String::new());
    lines.push("Where each fact comes from:".to_string());
    lines.push(String::new());
    for judge in JUDGES {
        let sources: Vec<String> = facts(judge)
            .into_iter()
            .chain(cases_fact(judge))
            .chain(target_fact(judge))
            .chain(threads_fact(judge))
            .map(|fact| match fact.source {
                Source::Documented(text) => format!("{}: {}", fact.what, text),
                Source::Assumed(text) => format!("{}: *assumed*, {}", fact.what, text),
            })
            .chain(judge.notes.iter().map(|note| format!("note: {}", note)))
            .collect();
        lines.push(format!("- **{}**: {}.", judge.name, sources.join("; ")));
    }
    lines
}
