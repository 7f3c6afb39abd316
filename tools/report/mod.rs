//! How the tools print: report lines on standard output, progress on a terminal's stderr.

pub mod progress;

use std::io::Write;
use std::process::exit;

/// Writes one report line; a closed standard output ends the program with status 0.
pub fn say_line(line: std::fmt::Arguments) {
    if writeln!(std::io::stdout(), "{}", line).is_err() {
        exit(0);
    }
}

/// Whether progress lines make sense: stderr is a terminal.
pub fn stderr_is_terminal() -> bool {
    std::io::IsTerminal::is_terminal(&std::io::stderr())
}
