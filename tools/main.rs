//! `oj-sudoku`: the toolkit's command line (see `oj-sudoku help`). Not part of any submission;
//! the commands live in the library's `tools` module.

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    std::process::exit(oj_sudoku_tools::cli::main(&args));
}
