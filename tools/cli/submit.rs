//! `submit PROBLEM [FILE.rs] [--judge NAME] [--copy]`: exactly the text to paste into the judge,
//! after checking that the judge would take it.

use crate::cli::args::{self, Arg, Args};
use crate::cli::check::problem_argument;
use crate::cli::options::{self, JudgeOptions};
use crate::judging::attempt::{self, Refused};
use crate::judging::setup::cache_dir;
use crate::judging::toolchain::{self, Fidelity};
use crate::registry::{Problem, Rust};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// The clipboard tools tried by `--copy`, in order: the program and its arguments.
const CLIPBOARDS: &[(&str, &[&str])] = &[
    ("wl-copy", &[]),
    ("xclip", &["-selection", "clipboard"]),
    ("xsel", &["--clipboard", "--input"]),
    ("pbcopy", &[]),
    ("clip.exe", &[]),
];

pub fn run(root: &Path, args: &[String]) -> Result<i32, String> {
    let (problem, rest) = problem_argument(args)?;
    let (mut source, mut judging, mut copy) = (None, JudgeOptions::default(), false);
    let mut args = Args::new(rest);
    while let Some(arg) = args.next_arg() {
        match arg {
            Arg::Option("--copy") => copy = true,
            Arg::Option(name @ "--judge") => {
                judging.parse(name, &mut args)?;
            }
            Arg::Positional(path) if source.is_none() => source = Some(PathBuf::from(path)),
            other => return Err(args::unknown(other)),
        }
    }
    let path = options::source_of(root, problem, &source);
    let text = options::read_source(&path)?;
    let setup = judging.setup(problem);
    let judge = setup.judge;
    if judge.rust == Rust::None {
        return Ok(refuse(&format!(
            "{} takes no Rust ({}){}",
            judge.title,
            judge.rust_source.text(),
            elsewhere(problem)
        )));
    }
    if judge.rust == Rust::NotConfirmed {
        eprintln!(
            "note: no source shows {} taking Rust{}",
            judge.title,
            elsewhere(problem)
        );
    }
    let paste = match text_to_paste(problem, &text) {
        Ok(paste) => paste,
        Err(why) => return Ok(refuse(&why)),
    };
    if let Some(limit) = judge.source_limit {
        if paste.len() > limit {
            return Ok(refuse(&format!(
                "the text is {} bytes, over {}'s limit of {} bytes",
                paste.len(),
                judge.title,
                limit
            )));
        }
    }
    // It must build as the judge builds it (LeetCode's part wrapped as LeetCode runs it).
    if let Some(line) = toolchain::fidelity_line(&setup.toolchain, judge) {
        if !matches!(setup.toolchain.fidelity, Fidelity::Exact { .. }) {
            eprintln!("note: {}", line);
        }
    }
    match setup.compile(root, problem, &path, &text, &cache_dir(root)) {
        Ok(_) => {}
        Err(Refused::TooLong(message)) => return Ok(refuse(&message)),
        Err(Refused::Unavailable(why)) => {
            eprintln!("error: cannot build it as {} does: {}", judge.title, why);
            return Ok(1);
        }
        Err(Refused::CompileError(message)) => {
            return Ok(refuse(&format!(
                "it does not compile as {} compiles it ({}):\n{}",
                judge.title,
                setup.toolchain.describe(),
                message
            )))
        }
    }
    // A file of the user's is built, not run: the verdict is `check`'s to give.
    if source.is_some() {
        eprintln!(
            "note: it builds as {} builds it; not judged here: `oj-sudoku check {} {}` runs it on the cases",
            judge.title,
            problem.id,
            path.display()
        );
    }
    if !copy {
        print!("{}", paste);
        let _ = std::io::stdout().flush();
        return Ok(0);
    }
    for (tool, tool_args) in CLIPBOARDS {
        let child = Command::new(tool)
            .args(*tool_args)
            .stdin(Stdio::piped())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn();
        let mut child = match child {
            Ok(child) => child,
            Err(_) => continue, // not installed
        };
        let written = child
            .stdin
            .take()
            .is_some_and(|mut stdin| stdin.write_all(paste.as_bytes()).is_ok());
        if written && child.wait().is_ok_and(|s| s.success()) {
            eprintln!(
                "copied {} bytes for {} to the clipboard with {}",
                paste.len(),
                judge.title,
                tool
            );
            return Ok(0);
        }
    }
    let tried: Vec<&str> = CLIPBOARDS.iter().map(|(tool, _)| *tool).collect();
    eprintln!(
        "error: no clipboard tool worked (tried {}); without --copy the text goes to stdout",
        tried.join(", ")
    );
    Ok(1)
}

/// The part of `text` a judge takes: for LeetCode, what is above the harness line (a file
/// without one is taken as it is), if LeetCode would compile it.
fn text_to_paste(problem: &Problem, text: &str) -> Result<String, String> {
    if !problem.is_leetcode() {
        return Ok(text.to_string());
    }
    if let Some(why) = attempt::leetcode_refusal(text) {
        return Err(why);
    }
    let part = attempt::leetcode_part(text);
    if part.len() == text.len() {
        Ok(text.to_string())
    } else {
        Ok(format!("{}\n", part.trim_end()))
    }
}

/// Where else the problem takes Rust, as a hint: `; Luogu P10482 does: oj-sudoku submit …`.
fn elsewhere(problem: &Problem) -> String {
    match problem
        .mirrors
        .iter()
        .find(|page| page.judge.rust == Rust::Accepted)
    {
        Some(page) => format!(
            "; {} {} does: oj-sudoku submit {} --judge {}",
            page.judge.title, page.id, problem.id, page.judge.name
        ),
        None => String::new(),
    }
}

/// Refuses with `why`: one line (or the compiler's message) on stderr, exit status 1.
fn refuse(why: &str) -> i32 {
    eprintln!("refused: {}", why);
    1
}
