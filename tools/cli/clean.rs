//! `clean`: empties the compile cache, `target/judge`.

use crate::cli::args::{self, Args};
use crate::judging::compile;
use crate::judging::setup::cache_dir;
use std::path::Path;

pub fn run(root: &Path, args: &[String]) -> Result<i32, String> {
    if let Some(arg) = Args::new(args).next_arg() {
        return Err(args::unknown(arg));
    }
    let cache = cache_dir(root);
    if !cache.exists() {
        say!("nothing to remove: {} does not exist", cache.display());
        return Ok(0);
    }
    match compile::clean(&cache) {
        Ok(freed) => {
            say!(
                "removed {} ({:.1} MB)",
                cache.display(),
                freed as f64 / (1 << 20) as f64
            );
            Ok(0)
        }
        Err(message) => {
            eprintln!("error: {}", message);
            Ok(1)
        }
    }
}
