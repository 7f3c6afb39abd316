//! `problems [--markdown]`: every problem from the registry — its pages, where a Rust file is
//! accepted, our file, input and output. README's table is the `--markdown` output (a test
//! holds them together).

use crate::cli::args::{self, Arg, Args};
use crate::registry::{Flavor, Problem, Rust, PROBLEMS};

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
        return Ok(0);
    }
    for problem in PROBLEMS {
        say!("{} ({})", problem.id, problem.title);
        for page in std::iter::once(&problem.home).chain(problem.mirrors) {
            say!(
                "  {:<12} {}",
                format!("{} {}", page.judge.name, page.id),
                page.url
            );
        }
        say!("  Rust         {}", where_rust(problem));
        say!("  file         solutions/{}.rs", problem.id);
        say!("  {}", problem.summary);
        say!("");
    }
    Ok(0)
}

/// Where a Rust file of `problem` is accepted: `Luogu P10482 (AcWing 166: Rust not confirmed;
/// POJ 3074: no Rust)`.
fn where_rust(problem: &Problem) -> String {
    let pages: Vec<_> = std::iter::once(&problem.home)
        .chain(problem.mirrors)
        .collect();
    let named = |page: &crate::registry::Page| format!("{} {}", page.judge.title, page.id);
    let takes: Vec<String> = pages
        .iter()
        .filter(|p| p.judge.rust == Rust::Accepted)
        .map(|p| match p.judge.rustc {
            Some(version) if version.minor < 70 => format!("{} (rustc {})", named(p), version),
            _ => named(p),
        })
        .collect();
    let others: Vec<String> = pages
        .iter()
        .filter_map(|p| match p.judge.rust {
            Rust::Accepted => None,
            Rust::NotConfirmed => Some(format!("{}: Rust not confirmed", named(p))),
            Rust::None => Some(format!("{}: no Rust", named(p))),
        })
        .collect();
    let takes = if takes.is_empty() {
        "none found".to_string()
    } else {
        takes.join(", ")
    };
    if others.is_empty() {
        takes
    } else {
        format!("{} ({})", takes, others.join("; "))
    }
}

/// The problems as a Markdown table (our fast edition of each), then the other editions.
pub fn markdown_table() -> String {
    let mut lines = vec![
        "| problem | where a Rust file is accepted | file | input → output |".to_string(),
        "|---|---|---|---|".to_string(),
    ];
    for problem in PROBLEMS.iter().filter(|p| p.flavor == Flavor::Fast) {
        lines.push(format!(
            "| [{}]({}) | {} | [`{id}.rs`](solutions/{id}.rs) | {} |",
            problem.title,
            problem.home.url,
            where_rust(problem),
            problem.summary.replace('|', "\\|"),
            id = problem.id,
        ));
    }
    let editions = |flavor: Flavor| -> Vec<String> {
        PROBLEMS
            .iter()
            .filter(|p| p.flavor == flavor)
            .map(|p| format!("[`{id}.rs`](solutions/{id}.rs)", id = p.id))
            .collect()
    };
    lines.push(String::new());
    lines.push(format!(
        "Other editions: the textbook bitmask search, under 32 KiB, to read first ({}); Knuth's dancing links ({}).",
        editions(Flavor::Textbook).join(", "),
        editions(Flavor::DancingLinks).join(", ")
    ));
    lines.join("\n")
}
