//! A small std-only reader of command-line arguments: positionals, `--flag`s and `--name value`
//! options, each named in its error.

use std::path::PathBuf;
use std::str::FromStr;

/// The arguments after the subcommand, read front to back.
pub struct Args<'a> {
    rest: std::iter::Peekable<std::slice::Iter<'a, String>>,
}

/// One argument: an option name (`--x`) or a positional.
pub enum Arg<'a> {
    Option(&'a str),
    Positional(&'a str),
}

impl<'a> Args<'a> {
    pub fn new(args: &'a [String]) -> Self {
        Args {
            rest: args.iter().peekable(),
        }
    }

    /// The next argument, if any.
    pub fn next_arg(&mut self) -> Option<Arg<'a>> {
        self.rest.next().map(|arg| {
            if arg.starts_with("--") {
                Arg::Option(arg.as_str())
            } else {
                Arg::Positional(arg.as_str())
            }
        })
    }

    /// The value of option `name`, parsed; `what` says what it takes (`a number of seconds`).
    pub fn value<T: FromStr>(&mut self, name: &str, what: &str) -> Result<T, String> {
        self.rest
            .next()
            .and_then(|v| v.parse().ok())
            .ok_or_else(|| format!("{} takes {}", name, what))
    }

    /// The values of option `name` up to the next option (at least one).
    pub fn paths(&mut self, name: &str) -> Result<Vec<PathBuf>, String> {
        let mut paths = Vec::new();
        while let Some(path) = self.rest.next_if(|a| !a.starts_with("--")) {
            paths.push(PathBuf::from(path));
        }
        if paths.is_empty() {
            return Err(format!("{} takes one or more paths", name));
        }
        Ok(paths)
    }
}

/// The error for an argument no subcommand option matches.
pub fn unknown(arg: Arg) -> String {
    match arg {
        Arg::Option(name) => format!("unknown option {}", name),
        Arg::Positional(value) => format!("unexpected argument {:?}", value),
    }
}
