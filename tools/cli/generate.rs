//! `generate [--check] [--out DIR]`: writes `solutions/` from `src/`.

use crate::bundle;
use crate::cli::args::{self, Arg, Args};
use std::fs;
use std::path::{Path, PathBuf};

pub fn run(root: &Path, args: &[String]) -> Result<i32, String> {
    let (mut check_only, mut out_dir) = (false, root.join("solutions"));
    let mut args = Args::new(args);
    while let Some(arg) = args.next_arg() {
        match arg {
            Arg::Option("--check") => check_only = true,
            Arg::Option(name @ "--out") => out_dir = args.value(name, "a directory")?,
            other => return Err(args::unknown(other)),
        }
    }
    Ok(generate(root, check_only, &out_dir))
}

fn generate(root: &Path, check_only: bool, out_dir: &PathBuf) -> i32 {
    let solutions = match bundle::generate_all(&root.join("src")) {
        Ok(solutions) => solutions,
        Err(message) => {
            eprintln!("error: {}", message);
            return 1;
        }
    };
    let mut stale = 0;
    for solution in &solutions {
        let path = out_dir.join(format!("{}.rs", solution.name));
        let current = fs::read_to_string(&path).unwrap_or_default();
        let size = solution.text.len();
        if current == solution.text {
            say!("up to date  {} ({} bytes)", path.display(), size);
            continue;
        }
        stale += 1;
        if check_only {
            say!("STALE       {} (run scripts/generate)", path.display());
        } else if let Err(e) =
            fs::create_dir_all(out_dir).and_then(|()| fs::write(&path, &solution.text))
        {
            eprintln!("error: cannot write {}: {}", path.display(), e);
            return 1;
        } else {
            say!("wrote       {} ({} bytes)", path.display(), size);
        }
    }
    i32::from(check_only && stale > 0)
}
