//! `new PROBLEM FILE.rs`: a starter attempt that already reads the input and writes the output
//! in the judge's format, around one function to fill in.

use crate::cli::args::{self, Arg, Args};
use crate::cli::check::problem_argument;
use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};

pub fn run(_root: &Path, args: &[String]) -> Result<i32, String> {
    let (problem, rest) = problem_argument(args)?;
    let mut file: Option<PathBuf> = None;
    let mut args = Args::new(rest);
    while let Some(arg) = args.next_arg() {
        match arg {
            Arg::Positional(path) if file.is_none() => file = Some(PathBuf::from(path)),
            other => return Err(args::unknown(other)),
        }
    }
    let file = file.ok_or("a FILE.rs to write is needed after the PROBLEM")?;
    if file.extension().is_none_or(|e| e != "rs") {
        return Err(format!("{} does not end in .rs", file.display()));
    }
    // `create_new`: never overwrite, even a file that appears while we look.
    let mut out = match fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(&file)
    {
        Ok(out) => out,
        Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => {
            return Err(format!(
                "{} exists; new never overwrites a file",
                file.display()
            ))
        }
        Err(e) => return Err(format!("cannot create {}: {}", file.display(), e)),
    };
    if let Err(e) = out.write_all(problem.starter.as_bytes()) {
        eprintln!("error: cannot write {}: {}", file.display(), e);
        return Ok(1);
    }
    say!(
        "wrote {}: a starter for {} ({})",
        file.display(),
        problem.title,
        problem.home.url
    );
    say!(
        "next: fill in the function it leaves to you, then: cargo run --release -- check {} {}",
        problem.id,
        file.display()
    );
    Ok(0)
}
