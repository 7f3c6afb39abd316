//! `setup [JUDGE...]`: installs, with rustup, the rustc release each named judge runs (every
//! judge's when none is named), so that `check`, `stress` and `submit` compile with the judge's
//! own compiler instead of approximating it. Says what it installs and about how much disk it
//! takes before doing it; installs nothing twice.

use crate::cli::args::{self, Arg, Args};
use crate::judging::toolchain::rustup;
use crate::registry::{self, Judge, Release, JUDGES};

/// About how much disk a minimal toolchain takes, in MB: measured 394 MB for 1.56.1 and 561 MB
/// for 1.89.0 (`du -s` of the toolchain's folder); releases grow with time.
fn disk_mb(release: &Release) -> u64 {
    if release.version.minor < 70 {
        400
    } else {
        560
    }
}

pub fn run(args: &[String]) -> Result<i32, String> {
    let mut named: Vec<&'static Judge> = Vec::new();
    let mut args = Args::new(args);
    while let Some(arg) = args.next_arg() {
        match arg {
            Arg::Positional(name) => {
                let judge = registry::judge(name)?;
                if !named.iter().any(|j| j.name == judge.name) {
                    named.push(judge);
                }
            }
            other => return Err(args::unknown(other)),
        }
    }
    let all = named.is_empty();
    let judges: Vec<&'static Judge> = if all { JUDGES.to_vec() } else { named };
    // Each release once, with the judges it stands for.
    let mut releases: Vec<(&'static Release, Vec<&'static str>)> = Vec::new();
    for judge in &judges {
        match judge.release() {
            Some(release) => match releases.iter_mut().find(|(r, _)| r.name == release.name) {
                Some((_, titles)) => titles.push(judge.title),
                None => releases.push((release, vec![judge.title])),
            },
            None if !all => say!(
                "{}: names no rustc version ({}): nothing to install; it is checked with the local rustc",
                judge.title,
                judge.toolchain_source.text()
            ),
            None => {}
        }
    }
    if releases.is_empty() {
        return Ok(0);
    }
    if let Err(why) = rustup::toolchains() {
        eprintln!(
            "error: the judges' compilers are installed with rustup, and {}: install rustup (https://rustup.rs), then run `oj-sudoku setup` again",
            why
        );
        return Ok(1);
    }
    let mut missing = Vec::new();
    for (release, titles) in &releases {
        let installed = rustup::find(release.name).ok().flatten();
        match installed {
            Some(installed) if installed.release == release.name => say!(
                "rustc {} for {}: already installed (rustup toolchain {})",
                release.name,
                titles.join(", "),
                installed.name
            ),
            _ => missing.push((*release, titles.join(", "))),
        }
    }
    if missing.is_empty() {
        return Ok(add_targets(&judges));
    }
    let total: u64 = missing.iter().map(|(r, _)| disk_mb(r)).sum();
    say!(
        "installing with rustup, profile minimal (rustc, cargo, std), about {:.1} GB in all under rustup's home (~/.rustup):",
        total as f64 / 1000.0
    );
    for (release, titles) in &missing {
        say!(
            "  rustc {} for {}: about {} MB",
            release.name,
            titles,
            disk_mb(release)
        );
    }
    let mut failed = 0;
    for (release, titles) in &missing {
        say!(
            "$ rustup toolchain install {} --profile minimal",
            release.name
        );
        match rustup::install(release.name) {
            Ok(()) => say!("rustc {} for {}: installed", release.name, titles),
            Err(why) => {
                eprintln!("error: {}", why);
                failed += 1;
            }
        }
    }
    Ok(i32::from(failed > 0).max(add_targets(&judges)))
}

/// About how much disk a target's std takes, in MB: measured 115 MB for 1.89.0's
/// x86_64-pc-windows-msvc (`du -s` of its folder in the toolchain).
const TARGET_MB: u64 = 115;

/// Adds to each judge's release the std of the judge's own target where it is not Linux
/// (Codeforces: x86_64-pc-windows-msvc), so that `check` type-checks a file for it instead of
/// scanning it; the exit status: 1 if an addition failed.
fn add_targets(judges: &[&'static Judge]) -> i32 {
    let mut failed = false;
    let mut done: Vec<(&str, &str)> = Vec::new();
    for judge in judges {
        let (release, (triple, _)) = match (judge.release(), judge.target) {
            (Some(release), Some(target)) => (release, target),
            _ => continue,
        };
        if done.contains(&(release.name, triple)) {
            continue;
        }
        done.push((release.name, triple));
        match rustup::has_target(release.name, triple) {
            Ok(true) => say!(
                "{}'s std for rustc {} ({}): already installed",
                triple,
                release.name,
                judge.title
            ),
            // The toolchain itself failed to install: said above.
            Err(_) => failed = true,
            Ok(false) => {
                say!(
                    "adding {}'s std to rustc {} for {}, about {} MB (so that a file is type-checked for {}'s target, not scanned):",
                    triple,
                    release.name,
                    judge.title,
                    TARGET_MB,
                    judge.title
                );
                say!(
                    "$ rustup target add --toolchain {} {}",
                    release.name,
                    triple
                );
                match rustup::add_target(release.name, triple) {
                    Ok(()) => say!("{}'s std for rustc {}: installed", triple, release.name),
                    Err(why) => {
                        eprintln!("error: {}", why);
                        failed = true;
                    }
                }
            }
        }
    }
    i32::from(failed)
}
