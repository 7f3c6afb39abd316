//! How the tools print: report lines on standard output, progress on a terminal's stderr.

pub mod progress;

use std::io::Write;
use std::process::exit;

/// Writes one report line; a closed standard output ends the program with status 0. In the
/// toolkit's unit tests the line goes through `println!`, which the test harness captures.
pub fn say_line(line: std::fmt::Arguments) {
    if cfg!(test) {
        println!("{}", line);
    } else if writeln!(std::io::stdout(), "{}", line).is_err() {
        exit(0);
    }
}

/// Whether progress lines make sense: stderr is a terminal.
pub fn stderr_is_terminal() -> bool {
    std::io::IsTerminal::is_terminal(&std::io::stderr())
}
