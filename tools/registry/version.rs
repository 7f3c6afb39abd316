//! Rust releases, as the judges' facts name them: `1.56`.

use std::fmt;

/// A Rust release, as `1.56`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Version {
    pub major: u32,
    pub minor: u32,
}

impl Version {
    pub const fn new(major: u32, minor: u32) -> Version {
        Version { major, minor }
    }

    /// `1.56`, `1.56.1`, or `rustc 1.56.1 (…)`.
    pub fn parse(text: &str) -> Option<Version> {
        let number = text.trim().trim_start_matches("rustc").trim();
        let mut parts = number.split(['.', ' ', '-']);
        let major = parts.next()?.parse().ok()?;
        let minor = parts.next()?.parse().ok()?;
        Some(Version { major, minor })
    }
}

impl fmt::Display for Version {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "{}.{}", self.major, self.minor)
    }
}
