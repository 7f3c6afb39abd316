//! The toolkit around the core: never bundled into a solution. The `oj-sudoku` binary
//! (`tools/main.rs`) is [`cli`]; the tests use the same registry, checker and judge, so they
//! decide verdicts exactly as `cargo run --release` does.
//! - [`registry`]: every judge problem and what a judge knows of it; the one list.
//! - [`cli`]: the command line, one options struct per subcommand.
//! - [`judging`]: the local judge (compile, run within limits, check, verdict).
//! - [`stress`]: random cases answered by the independent oracle.
//! - [`bench`]: engines in process and solutions as processes.
//! - [`explain`]: one solve narrated step by step, for learners.
//! - [`bundle`]: the generator that writes `solutions/` from `src/`.
//! - [`lexer`]: Rust source cut into tokens, for the generator, the toolchain scan and the
//!   attempt reader.
//! - [`testkit`]: seeded puzzles and the oracle, shared with the core's unit tests.
//! - [`report`]: the lines the tools print.

/// `println!` for the toolkit's reports that ends the program quietly, as the solutions do, when
/// standard output is closed (`oj-sudoku | head`), instead of panicking.
macro_rules! say {
    ($($arg:tt)*) => {
        $crate::report::say_line(format_args!($($arg)*))
    };
}

pub mod bench;
pub mod bundle;
pub mod cli;
pub mod explain;
pub mod judging;
pub mod lexer;
pub mod registry;
pub mod report;
pub mod stress;
pub mod worst;
