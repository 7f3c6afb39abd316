//! `judges [--markdown]`: the judge table from the registry, each fact with its source or marked
//! as an assumption. README's table is the `--markdown` output (a test holds them together).

use crate::cli::args::{self, Arg, Args};
use crate::judging::crates;
use crate::registry::{Build, Judge, Rust, Source, JUDGES};

pub fn run(args: &[String]) -> Result<i32, String> {
    let mut markdown = false;
    let mut args = Args::new(args);
    while let Some(arg) = args.next_arg() {
        match arg {
            Arg::Option("--markdown") => markdown = true,
            other => return Err(args::unknown(other)),
        }
    }
    if markdown {
        say!("{}", markdown_table());
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
    ]
}

/// The crates a judge offers: `none` (rustc alone), or each with its version and how it builds.
fn crates(judge: &Judge) -> String {
    match judge.build {
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
    for fact in facts(judge) {
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

/// The judges as a Markdown table (assumptions in italics), then each fact's source.
pub fn markdown_table() -> String {
    let mut lines = vec![
        "| judge | comparison | PE | Rust | toolchain | crates | source limit | output limit |"
            .to_string(),
        "|---|---|---|---|---|---|---|---|".to_string(),
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
            .iter()
            .map(|fact| match fact.source {
                Source::Documented(text) => format!("{}: {}", fact.what, text),
                Source::Assumed(text) => format!("{}: *assumed*, {}", fact.what, text),
            })
            .chain(judge.notes.iter().map(|note| format!("note: {}", note)))
            .collect();
        lines.push(format!("- **{}**: {}.", judge.name, sources.join("; ")));
    }
    lines.join("\n")
}
