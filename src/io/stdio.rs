//! The program around a judge format. It reads standard input, runs the format, writes through
//! one buffer and returns an exit status: after malformed input, what was answered is flushed,
//! then `error: <where>: <what>` (status 1); a closed standard output (`| head -1`) stops it
//! quietly (status 0); another write error is `error: cannot write output: ...` (status 1).

use crate::io::text::InputError;
use std::borrow::Cow;
use std::io::{self, BufWriter, Read, Write};

/// Why a format stopped early.
#[derive(Debug)]
pub enum Failure {
    Input(InputError),
    Output(io::Error),
}

impl From<InputError> for Failure {
    fn from(error: InputError) -> Self {
        Failure::Input(error)
    }
}

impl From<io::Error> for Failure {
    fn from(error: io::Error) -> Self {
        Failure::Output(error)
    }
}

/// A judge format: reads the whole input, writes answers to `out` and notes to `log`.
pub type Format = fn(&str, &mut dyn Write, &mut dyn Write) -> Result<(), Failure>;

/// Runs `format` over standard input and output; returns the exit status (see the module docs).
pub fn run(format: Format) -> i32 {
    let stdout = io::stdout();
    let mut stdout = stdout.lock();
    run_into(format, &mut stdout)
}

/// [`run`], writing the answers to `answers`.
pub fn run_into(format: Format, answers: &mut dyn Write) -> i32 {
    let mut input = Vec::new();
    if let Err(error) = io::stdin().read_to_end(&mut input) {
        eprintln!("error: cannot read input: {}", error);
        return 1;
    }
    // Invalid UTF-8 becomes U+FFFD, a bad character; the strict check first: it is faster.
    let mut input = match std::str::from_utf8(&input) {
        Ok(text) => Cow::Borrowed(text),
        Err(_) => String::from_utf8_lossy(&input),
    };
    // Old Mac text (no LF): CR alone ends lines.
    if !input.contains('\n') {
        input = input.replace('\r', "\n").into();
    }
    let mut out = BufWriter::with_capacity(1 << 16, answers);
    let stderr = io::stderr();
    let mut log = stderr.lock();
    let outcome = format(&input, &mut out, &mut log);
    let flushed = out.flush();
    let error = match (outcome, flushed) {
        (Err(Failure::Input(error)), _) => {
            let _ = writeln!(log, "error: {}", error);
            return 1;
        }
        (Err(Failure::Output(error)), _) | (Ok(()), Err(error)) => error,
        (Ok(()), Ok(())) => return 0,
    };
    if error.kind() == io::ErrorKind::BrokenPipe {
        return 0;
    }
    let _ = writeln!(log, "error: cannot write output: {}", error);
    1
}

/// Runs `format` over `input` in memory, as [`run`] does over the standard streams: what it
/// wrote to `out` and `log`, and the message of the error that stopped it. For the formats' tests.
#[cfg(test)]
pub fn run_in_memory(format: Format, input: &str) -> (String, String, Result<(), String>) {
    let (mut out, mut log) = (Vec::new(), Vec::new());
    let result = format(input, &mut out, &mut log).map_err(|failure| match failure {
        Failure::Input(error) => error.to_string(),
        Failure::Output(error) => error.to_string(),
    });
    let text = |bytes: Vec<u8>| String::from_utf8(bytes).expect("formats write UTF-8");
    (text(out), text(log), result)
}
