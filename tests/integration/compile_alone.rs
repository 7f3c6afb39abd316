//! Each solution file compiled alone with plain `rustc -O` — editions 2018, 2021 and 2024 with
//! the stable toolchain, 2018 and 2021 with Debian's rustc 1.63 (the judges' floor) — without a
//! warning, and the binary run on every sample.

use crate::support::{
    assert_accepted, compile_alone, problem, root, samples, scratch, toolchains, version,
};
use std::io::Write;
use std::process::{Command, Stdio};

fn compile_and_run_everywhere(id: &str) {
    let problem = problem(id);
    let source = root().join("solutions").join(format!("{}.rs", id));
    let out_dir = scratch(&format!("compile-alone-{}", id));
    for rustc in toolchains() {
        let editions: &[&str] = if rustc == "rustc" {
            &["2018", "2021", "2024"]
        } else {
            &["2018", "2021"]
        };
        for &edition in editions {
            let context = format!("{} ({}) --edition {}", rustc, version(&rustc), edition);
            let (binary, messages) = compile_alone(&rustc, edition, &source, &out_dir);
            assert_eq!(messages, "", "{}: {} compiles with warnings", context, id);
            for sample in samples(problem) {
                let mut child = Command::new(&binary)
                    .stdin(Stdio::piped())
                    .stdout(Stdio::piped())
                    .stderr(Stdio::piped())
                    .spawn()
                    .unwrap();
                child
                    .stdin
                    .take()
                    .unwrap()
                    .write_all(sample.input.as_bytes())
                    .unwrap();
                let output = child.wait_with_output().unwrap();
                assert!(
                    output.status.success(),
                    "{} {}: {}",
                    context,
                    sample.name,
                    output.status
                );
                assert_accepted(problem, &sample, &output.stdout, &context);
            }
        }
    }
}

#[test]
fn acwing166_compiles_alone_and_passes() {
    compile_and_run_everywhere("acwing166");
}

#[test]
fn poj2676_compiles_alone_and_passes() {
    compile_and_run_everywhere("poj2676");
}

#[test]
fn leetcode37_compiles_alone_and_passes() {
    compile_and_run_everywhere("leetcode37");
}

#[test]
fn acwing169_compiles_alone_and_passes() {
    compile_and_run_everywhere("acwing169");
}

#[test]
fn acwing166_dlx_compiles_alone_and_passes() {
    compile_and_run_everywhere("acwing166_dlx");
}

#[test]
fn acwing169_dlx_compiles_alone_and_passes() {
    compile_and_run_everywhere("acwing169_dlx");
}

#[test]
fn luogu1784_compiles_alone_and_passes() {
    compile_and_run_everywhere("luogu1784");
}

#[test]
fn luogu1074_compiles_alone_and_passes() {
    compile_and_run_everywhere("luogu1074");
}

#[test]
fn kattis_sudokunique_compiles_alone_and_passes() {
    compile_and_run_everywhere("kattis_sudokunique");
}

#[test]
fn spoj_sudoku_compiles_alone_and_passes() {
    compile_and_run_everywhere("spoj_sudoku");
}

#[test]
fn leetcode36_compiles_alone_and_passes() {
    compile_and_run_everywhere("leetcode36");
}

#[test]
fn abc327c_compiles_alone_and_passes() {
    compile_and_run_everywhere("abc327c");
}

#[test]
fn cf1335d_compiles_alone_and_passes() {
    compile_and_run_everywhere("cf1335d");
}

#[test]
fn acwing166_bitmask_compiles_alone_and_passes() {
    compile_and_run_everywhere("acwing166_bitmask");
}

#[test]
fn poj2676_bitmask_compiles_alone_and_passes() {
    compile_and_run_everywhere("poj2676_bitmask");
}

#[test]
fn leetcode37_bitmask_compiles_alone_and_passes() {
    compile_and_run_everywhere("leetcode37_bitmask");
}

#[test]
fn acwing169_bitmask_compiles_alone_and_passes() {
    compile_and_run_everywhere("acwing169_bitmask");
}
