//! `checkers --write DIR`: the outputs the real checkers' verdicts were measured on
//! (`tools/testkit/checker_variants.rs`), written as files, so that `scripts/checkers` can build
//! the real checkers from their sources and measure them again.

use crate::cli::args::{self, Arg, Args};
use oj_sudoku_testkit::checker_variants::{Real, VARIANTS};
use std::fs;
use std::path::PathBuf;

pub fn run(args: &[String]) -> Result<i32, String> {
    let mut dir: Option<PathBuf> = None;
    let mut args = Args::new(args);
    while let Some(arg) = args.next_arg() {
        match arg {
            Arg::Option(name @ "--write") => dir = Some(args.value(name, "a directory")?),
            other => return Err(args::unknown(other)),
        }
    }
    let dir = dir.ok_or("checkers needs --write DIR")?;
    let write = |name: String, bytes: &[u8]| {
        fs::write(dir.join(&name), bytes).map_err(|e| format!("cannot write {}: {}", name, e))
    };
    fs::create_dir_all(&dir).map_err(|e| format!("cannot create {}: {}", dir.display(), e))?;
    let mut table = String::new();
    for variant in VARIANTS {
        write(format!("{}.out", variant.name), &variant.output())?;
        write(format!("{}.ans", variant.name), &variant.expected.bytes())?;
        let verdicts: Vec<&str> = variant
            .real()
            .iter()
            .map(|v| match v {
                Real::AC => "AC",
                Real::WA => "WA",
                Real::PE => "PE",
            })
            .collect();
        table.push_str(&format!("{} {}\n", variant.name, verdicts.join(" ")));
    }
    write("verdicts.txt".to_string(), table.as_bytes())?;
    write("input.txt".to_string(), b"")?;
    say!(
        "wrote {} variants to {}: NAME.out (the output), NAME.ans (the expected output), verdicts.txt (NAME and the recorded verdicts of Kattis' default validator, testlib's wcmp and lcmp, Luogu's noip-checker)",
        VARIANTS.len(),
        dir.display()
    );
    Ok(0)
}
