//! Progress on long work, on stderr: done/total, rate and time left, redrawn in place on a
//! terminal (ten times a second at most) and a line every [`LINE_EVERY`] otherwise, so a log
//! shows the work is alive without drowning in it.

use crate::report::stderr_is_terminal;
use std::io::Write;
use std::time::{Duration, Instant};

/// How often a line is written when stderr is not a terminal.
pub const LINE_EVERY: Duration = Duration::from_secs(5);

pub struct Progress {
    what: String,
    unit: &'static str,
    total: usize,
    started: Instant,
    shown: Option<Instant>,
    terminal: bool,
    /// Whether a line is drawn in place and must be cleared before other output.
    drawn: bool,
    /// Whether the line shows the rate of `unit`s (not for a budget of seconds).
    rate: bool,
    /// Said after the counts (`412 inputs, 3.1 inputs/s`).
    note: String,
}

impl Progress {
    /// Progress of `total` `unit`s (`"cases"`) of `what` (`"stress acwing166"`).
    pub fn new(what: impl Into<String>, total: usize, unit: &'static str) -> Progress {
        Progress {
            what: what.into(),
            unit,
            total,
            started: Instant::now(),
            shown: None,
            terminal: stderr_is_terminal(),
            drawn: false,
            rate: true,
            note: String::new(),
        }
    }

    /// The same without the rate of its unit: for a budget of seconds, where the rate of the
    /// work itself goes in the note.
    pub fn without_rate(mut self) -> Progress {
        self.rate = false;
        self
    }

    /// [`Progress::update`], the line saying `note` after the counts.
    pub fn update_with(&mut self, done: usize, note: &str) {
        note.clone_into(&mut self.note);
        self.update(done);
    }

    /// Reports that `done` units are done (shown if it is time to).
    pub fn update(&mut self, done: usize) {
        let every = if self.terminal {
            Duration::from_millis(100)
        } else {
            LINE_EVERY
        };
        let due = match self.shown {
            None => self.started.elapsed() >= every,
            Some(at) => at.elapsed() >= every,
        };
        if due {
            self.show(done);
        }
    }

    /// The progress line for `done` units.
    pub fn line(&self, done: usize) -> String {
        let seconds = self.started.elapsed().as_secs_f64();
        let rate = done as f64 / seconds.max(1e-9);
        let left = if done == 0 || done >= self.total {
            String::new()
        } else {
            format!(
                ", {} left",
                duration_words((self.total - done) as f64 / rate.max(1e-9))
            )
        };
        // A rate in units per second; where the units are seconds themselves (a run bounded
        // by time), a rate says nothing.
        let rate = if self.rate && self.unit != "s" {
            format!(", {:.1} {}/s", rate, self.unit)
        } else {
            String::new()
        };
        let note = if self.note.is_empty() {
            String::new()
        } else {
            format!(", {}", self.note)
        };
        format!(
            "{}: {}/{} {}{}{}{}",
            self.what, done, self.total, self.unit, rate, note, left
        )
    }

    fn show(&mut self, done: usize) {
        let line = self.line(done);
        let mut stderr = std::io::stderr();
        if self.terminal {
            let _ = write!(stderr, "\r\x1b[2K{}", line);
            self.drawn = true;
        } else {
            let _ = writeln!(stderr, "{}", line);
        }
        let _ = stderr.flush();
        self.shown = Some(Instant::now());
    }

    /// Clears a line drawn in place, so that what follows starts on a clean line.
    pub fn clear(&mut self) {
        if self.drawn {
            let _ = write!(std::io::stderr(), "\r\x1b[2K");
            self.drawn = false;
        }
    }
}

impl Drop for Progress {
    fn drop(&mut self) {
        self.clear();
    }
}

/// `2.4 s`, `3 min 10 s`, `1 h 5 min`.
pub fn duration_words(seconds: f64) -> String {
    if seconds < 60.0 {
        format!("{:.1} s", seconds)
    } else if seconds < 3600.0 {
        format!(
            "{} min {} s",
            (seconds / 60.0) as u64,
            (seconds % 60.0) as u64
        )
    } else {
        format!(
            "{} h {} min",
            (seconds / 3600.0) as u64,
            (seconds % 3600.0 / 60.0) as u64
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn durations_read_as_words() {
        assert_eq!(duration_words(2.44), "2.4 s");
        assert_eq!(duration_words(190.0), "3 min 10 s");
        assert_eq!(duration_words(3900.0), "1 h 5 min");
    }

    #[test]
    fn the_line_says_done_total_rate_and_time_left() {
        let mut progress = Progress::new("stress x", 100, "inputs");
        progress.started = Instant::now() - Duration::from_secs(10);
        let line = progress.line(50);
        assert!(
            line.starts_with("stress x: 50/100 inputs, 5.0 inputs/s, "),
            "{}",
            line
        );
        assert!(line.ends_with(" left"), "{}", line);
        assert!(!progress.line(100).contains("left"));
        let mut hunt = Progress::new("hunt x", 60, "s").without_rate();
        hunt.started = Instant::now() - Duration::from_secs(30);
        hunt.note = "90 inputs, 3.0 inputs/s".to_string();
        let line = hunt.line(30);
        assert!(
            line.starts_with("hunt x: 30/60 s, 90 inputs, 3.0 inputs/s, "),
            "{}",
            line
        );
        // Bounded by time: no seconds per second.
        let mut timed = Progress::new("hunt x", 60, "s");
        timed.started = Instant::now() - Duration::from_secs(10);
        assert!(
            timed.line(10).starts_with("hunt x: 10/60 s, "),
            "{}",
            timed.line(10)
        );
        assert!(!timed.line(10).contains("/s"), "{}", timed.line(10));
    }
}
