//! The judges' facts, each with its source: the data behind [`super::Judge`].

use super::Version;
use super::{
    Build, Checker, Clock, Crate, Judge, Release, Rust, Source, Submission, UNLIMITED_STACK,
};

const LUOGU_RULES: &str = "luogu-dev/judge-env checker/src/noip-checker.cpp; help.luogu.com.cn/manual/luogu/problem: \"评测忽略行末空格与文尾回车\" (trailing spaces at line ends and newlines at the end are ignored)";
const LUOGU_RUST: &str = "help.luogu.com.cn/manual/luogu/problem/judging (luogu-dev/docs docs/manual/luogu/problem/judging.md): rustc 1.88.0 (2025-06-23), rustc --edition 2024 -W warnings, O2 (-C opt-level=2) on by default";
const NO_SOURCE_FOUND: &str = "no public statement found";
const NO_OUTPUT_LIMIT: &str = "no public statement found; the runner stops a program at 64 MiB";
const NO_ADDRESS_CAP: &str = "no public statement found; no cap is set here: memory reserved but never touched costs nothing, only the resident memory is limited";
const NO_STDERR_LIMIT: &str =
    "no public statement found; stderr is assumed not judged: a flood of it is never OLE here";
const CPU_TIME: &str =
    "no public statement found; CPU time (user + system) is assumed, what problemtools counts";
const NO_STACK: &str = "no public statement found; the program gets this machine's stack limit (`ulimit -s`, usually 8 MiB)";
const LEETCODE_RUST: &str = "LeetCode's language note (quoted in a Weekly Contest 520 solution header): Rust 1.88.0, edition 2024, compiled with opt-level 2";
const KATTIS_RUST: &str = "Kattis/problemtools problemtools/config/languages.yaml: rustc -C opt-level=3 -C target-cpu=native --crate-type bin --edition 2021 (PR #281: \"consistent with what Kattis is using\"); rustc 1.85 in jh05013/ps_snippets' table of judges (2025-06-01)";
const CODEFORCES_RUST: &str = "Codeforces' languages \"Rust 1.89.0 (2021)\" and \"Rust 1.89.0 (2024)\"; compiled as rustc --edition=2024 -O -C link-args=/STACK:268435456 --cfg ONLINE_JUDGE (PaddyConnolly/codeforces README)";
const CODEFORCES_TARGET: &str = "Windows with MSVC's linker: its Rust command line passes -C link-args=/STACK:268435456, link.exe's syntax (PaddyConnolly/codeforces README), and the registry's note says it runs on Windows; x86_64 rather than i686 assumed (no public statement of its target found)";
const ATCODER_RUST: &str = "img.atcoder.jp/file/language-update/2025-10/language-list.html (language 6088, from ABC428): rustc 1.89.0, edition 2024, cargo build --release with lto = true; rustflags --cfg atcoder in its .cargo/config.toml (malleroid/online-judge-docker README; rust-lang-ja/atcoder-proposal's 2023 install template)";
const ATCODER_BUILD: &str = "img.atcoder.jp/file/language-update/2025-10/088-1-82-0_rustc.toml, AtCoder's install script, read through copies that agree crate for crate (okaponta/acrust assets/template-dependencies.toml @ 3bffb55, generated from it; malleroid/online-judge-docker docker/atcoder/rust/Cargo.toml @ de1ecfe; SakanaAI/ALE-Bench's 202510 library list): a cargo package with 68 pinned crates, [profile.release] lto = true, edition 2024, the file as src/main.rs, cargo build --release --quiet --offline; its Cargo.lock (rust-lang-ja/atcoder-proposal @ 7a724cd) was not found, so other crates' versions are resolved afresh";
const LEETCODE_CASES: &str = "no public statement for Rust; users' reports on LeetCode's feedback tracker (github.com/LeetCode-Feedback) show its drivers for other languages calling the method for every test case in one process, so static and global state carries from case to case (LeetCode-Feedback issues #8336, Java: \"LeetCode's test procedures retain the value from previous testcases\"; #9029, Python: \"instantiate a Solution() object, and uses the target function to run multiple test cases\"; #15491, JavaScript); its Rust driver is assumed to do the same: each board one call, one process for all";
const LEETCODE_BUILD: &str = "LeetCode's language note names the crates (\"Supports rand v0.8 and regex v1 and itertools v0.14 from crates.io\"); how it builds them is not published: a cargo package, release profile with opt-level 2, assumed";

/// `const` shorthand for a crate of a judge's manifest.
const fn krate(
    package: &'static str,
    lib: &'static str,
    version: &'static str,
    features: &'static [&'static str],
) -> Crate {
    Crate {
        package,
        lib,
        version,
        features,
    }
}

/// AtCoder's manifest's dependencies, in its order, with its comments (see [`ATCODER_BUILD`]).
/// Every library target is named after its package (`-` as `_`) but `ac-library-rs`'s,
/// `ac_library` (`cargo metadata` on the resolved manifest).
const ATCODER_CRATES: &[Crate] = &[
    // 202411から:
    krate("rpds", "rpds", "=1.1.1", &[]),
    krate("rand_xorshift", "rand_xorshift", "=0.4.0", &[]),
    krate("rand_xoshiro", "rand_xoshiro", "=0.7.0", &[]),
    krate("statrs", "statrs", "=0.18.0", &[]),
    krate("primal", "primal", "=0.3.3", &[]),
    krate("thiserror", "thiserror", "=2.0.16", &[]),
    // 202301から:
    krate("ac-library-rs", "ac_library", "=0.2.0", &[]),
    krate("once_cell", "once_cell", "=1.21.3", &[]),
    krate("static_assertions", "static_assertions", "=1.1.0", &[]),
    krate("varisat", "varisat", "=0.2.2", &[]),
    krate("memoise", "memoise", "=0.3.2", &[]),
    krate("argio", "argio", "=0.2.0", &[]),
    krate("bitvec", "bitvec", "=1.0.1", &[]),
    krate("counter", "counter", "=0.7.0", &[]),
    krate("hashbag", "hashbag", "=0.1.12", &[]),
    krate("pathfinding", "pathfinding", "=4.14.0", &[]),
    krate("recur-fn", "recur_fn", "=2.2.0", &[]),
    krate(
        "indexing",
        "indexing",
        "=0.4.1",
        &["experimental_pointer_ranges"],
    ),
    krate(
        "amplify",
        "amplify",
        "=4.9.0",
        &["c_raw", "rand", "stringly_conversions"],
    ),
    krate("amplify_derive", "amplify_derive", "=4.0.1", &[]),
    krate("amplify_num", "amplify_num", "=0.5.3", &["std"]),
    krate("easy-ext", "easy_ext", "=1.0.2", &[]),
    krate("multimap", "multimap", "=0.10.1", &[]),
    krate("btreemultimap", "btreemultimap", "=0.1.1", &[]),
    krate("bstr", "bstr", "=1.12.0", &[]),
    krate("az", "az", "=1.2.1", &[]),
    krate("glidesort", "glidesort", "=0.1.2", &[]),
    krate("tap", "tap", "=1.0.1", &[]),
    krate("omniswap", "omniswap", "=0.1.0", &[]),
    krate("multiversion", "multiversion", "=0.8.0", &[]),
    // 202004から続投:
    krate("num", "num", "=0.4.3", &[]),
    krate("num-bigint", "num_bigint", "=0.4.6", &[]),
    krate("num-complex", "num_complex", "=0.4.6", &[]),
    krate("num-integer", "num_integer", "=0.1.46", &[]),
    krate("num-iter", "num_iter", "=0.1.45", &[]),
    krate("num-rational", "num_rational", "=0.4.2", &[]),
    krate("num-traits", "num_traits", "=0.2.19", &[]),
    krate("num-derive", "num_derive", "=0.4.2", &[]),
    krate("ndarray", "ndarray", "=0.16.1", &[]),
    krate("nalgebra", "nalgebra", "=0.34.0", &[]),
    krate("alga", "alga", "=0.9.3", &[]),
    krate("libm", "libm", "=0.2.15", &[]),
    krate("rand", "rand", "=0.9.2", &[]),
    krate("getrandom", "getrandom", "=0.3.3", &[]),
    krate("rand_chacha", "rand_chacha", "=0.9.0", &[]),
    krate("rand_core", "rand_core", "=0.9.3", &[]),
    krate("rand_hc", "rand_hc", "=0.4.0", &[]),
    krate("rand_pcg", "rand_pcg", "=0.9.0", &[]),
    krate("rand_distr", "rand_distr", "=0.5.1", &[]),
    krate("petgraph", "petgraph", "=0.8.2", &[]),
    krate("indexmap", "indexmap", "=2.11.0", &[]),
    krate("regex", "regex", "=1.11.2", &[]),
    krate("lazy_static", "lazy_static", "=1.5.0", &[]),
    krate("ordered-float", "ordered_float", "=5.0.0", &[]),
    krate("ascii", "ascii", "=1.1.0", &[]),
    krate("permutohedron", "permutohedron", "=0.2.4", &[]),
    krate("superslice", "superslice", "=1.0.0", &[]),
    krate("itertools", "itertools", "=0.14.0", &[]),
    krate("itertools-num", "itertools_num", "=0.1.3", &[]),
    krate("maplit", "maplit", "=1.0.2", &[]),
    krate("either", "either", "=1.15.0", &[]),
    krate("im-rc", "im_rc", "=15.1.0", &[]),
    krate("fixedbitset", "fixedbitset", "=0.5.7", &[]),
    krate("bitset-fixed", "bitset_fixed", "=0.1.0", &[]),
    krate("proconio", "proconio", "=0.5.0", &["derive"]),
    krate("text_io", "text_io", "=0.1.13", &[]),
    krate("rustc-hash", "rustc_hash", "=2.1.1", &[]),
    krate(
        "smallvec",
        "smallvec",
        "=1.15.1",
        &[
            "const_generics",
            "const_new",
            "write",
            "union",
            "serde",
            "arbitrary",
        ],
    ),
];

/// The crates LeetCode's language note names, as version requirements (its patch releases are
/// not published).
const LEETCODE_CRATES: &[Crate] = &[
    krate("rand", "rand", "0.8", &[]),
    krate("regex", "regex", "1", &[]),
    krate("itertools", "itertools", "0.14", &[]),
];
const SPOJ_RUST: &str = "spoj.com/submit's language list: rustc 1.56 (jh05013/ps_snippets' tables of judges, 2024-05 and 2025-06)";
const DMOJ_RUST: &str = "DMOJ/judge-server dmoj/executors/RUST.py: cargo build --release of a package with edition = \"2021\" (opt-level 3, cargo's release profile); rustc 1.83 in jh05013/ps_snippets' table of judges (2025-06-01, from dmoj.ca/status)";
const ACWING_CLIENT: &str = "dongxuan/acwing-vscode-plugin src/AcWingController.ts, the one list of AcWing's languages and statuses found";

/// The release each judge's rustc stands for: what `oj-sudoku setup` installs and `check`
/// compiles with when rustup has it.
pub const RELEASES: &[Release] = &[
    Release {
        version: Version::new(1, 56),
        name: "1.56.1",
        source: Source::Assumed(
            "SPOJ names rustc 1.56 without a patch release: 1.56.1 (2021-11-01), the last 1.56 (rust-lang/rust RELEASES.md), assumed",
        ),
    },
    Release {
        version: Version::new(1, 83),
        name: "1.83.0",
        source: Source::Assumed(
            "DMOJ runs rustc 1.83 (jh05013/ps_snippets' table of judges), no patch release named: 1.83.0 (2024-11-28), the only 1.83 (rust-lang/rust RELEASES.md), assumed",
        ),
    },
    Release {
        version: Version::new(1, 85),
        name: "1.85.1",
        source: Source::Assumed(
            "Kattis runs rustc 1.85 (jh05013/ps_snippets' table of judges), no patch release named: 1.85.1 (2025-03-18), the last 1.85 (rust-lang/rust RELEASES.md), assumed",
        ),
    },
    Release {
        version: Version::new(1, 88),
        name: "1.88.0",
        source: Source::Documented(
            "Luogu's judging manual and LeetCode's language note both name rustc 1.88.0",
        ),
    },
    Release {
        version: Version::new(1, 89),
        name: "1.89.0",
        source: Source::Documented(
            "AtCoder's 2025-10 language list (rustc 1.89.0) and Codeforces' languages (Rust 1.89.0)",
        ),
    },
];

/// The judges, by the name `--judge` takes.
pub static JUDGES: &[&Judge] = &[
    &ACWING,
    &LUOGU,
    &POJ,
    &LEETCODE,
    &KATTIS,
    &CODEFORCES,
    &ATCODER,
    &SPOJ,
    &UVA,
    &HDU,
    &DMOJ,
];

pub static ACWING: Judge = Judge {
    name: "acwing",
    title: "AcWing",
    compare: Checker::Lines,
    compare_source: Source::Assumed(
        "AcWing's checker is not public and it documents no rule: the generic lines rule",
    ),
    presentation_error: true,
    presentation_source: Source::Documented(ACWING_CLIENT),
    submission: Submission::Program,
    rust: Rust::NotConfirmed,
    rust_source: Source::Assumed(
        "no source shows AcWing taking Rust: its one public language list (dongxuan/acwing-vscode-plugin src/AcWingController.ts) has C++, C, Java, Python, Python3, JavaScript and Go; checked as Luogu compiles",
    ),
    rustc: None,
    edition: "2024",
    flags: &["-W", "warnings", "-C", "opt-level=2"],
    toolchain_source: Source::Assumed("AcWing documents none; compiled as Luogu compiles"),
    source_limit: None,
    source_limit_source: Source::Assumed(NO_SOURCE_FOUND),
    output_limit: None,
    output_limit_source: Source::Assumed(NO_OUTPUT_LIMIT),
    stderr_limit: None,
    stderr_limit_source: Source::Assumed(NO_STDERR_LIMIT),
    stack: None,
    stack_source: Source::Assumed(NO_STACK),
    clock: Clock::Cpu,
    clock_source: Source::Assumed(CPU_TIME),
    address_space_grace_kb: None,
    data_grace_kb: None,
    address_space_source: Source::Assumed(NO_ADDRESS_CAP),
    build: Build::Rustc,
    build_source: Source::Assumed(
        "AcWing documents no Rust build; checked as Luogu builds: rustc alone",
    ),
    cargo_package: false,
    target: None,
    one_thread: None,
    environment: &[],
    notes: &[],
};

pub static LUOGU: Judge = Judge {
    name: "luogu",
    title: "Luogu",
    compare: Checker::LuoguNoip,
    compare_source: Source::Documented(LUOGU_RULES),
    presentation_error: false,
    presentation_source: Source::Documented(
        "help.luogu.com.cn/manual/luogu/problem/judging: its verdicts are AC, CE, PC, WA, RE, TLE, MLE, OLE and UKE, no PE",
    ),
    submission: Submission::Program,
    rust: Rust::Accepted,
    rust_source: Source::Documented(LUOGU_RUST),
    rustc: Some(Version::new(1, 88)),
    edition: "2024",
    flags: &["-W", "warnings", "-C", "opt-level=2"],
    toolchain_source: Source::Documented(LUOGU_RUST),
    source_limit: None,
    source_limit_source: Source::Assumed(NO_SOURCE_FOUND),
    output_limit: None,
    output_limit_source: Source::Assumed(NO_OUTPUT_LIMIT),
    stderr_limit: None,
    stderr_limit_source: Source::Assumed(NO_STDERR_LIMIT),
    stack: None,
    stack_source: Source::Assumed(NO_STACK),
    clock: Clock::Cpu,
    clock_source: Source::Assumed(CPU_TIME),
    address_space_grace_kb: None,
    data_grace_kb: None,
    address_space_source: Source::Assumed(NO_ADDRESS_CAP),
    build: Build::Rustc,
    build_source: Source::Documented(LUOGU_RUST),
    cargo_package: false,
    target: None,
    one_thread: None,
    environment: &[("ONLINE_JUDGE", "luogu")],
    notes: &["sets the environment variable ONLINE_JUDGE=luogu for a running program, as here (help.luogu.com.cn/manual/luogu/problem/judging: \"评测环境中定义环境变量 ONLINE_JUDGE=luogu\")"],
};

pub static POJ: Judge = Judge {
    name: "poj",
    title: "POJ",
    compare: Checker::Lines,
    compare_source: Source::Assumed(
        "POJ's checker is not public; poj.org/showmessage?message_id=87097 says trailing spaces and final blank lines are not judged PE: the generic lines rule",
    ),
    presentation_error: true,
    presentation_source: Source::Documented("poj.org/faq.htm: Presentation Error"),
    submission: Submission::Program,
    rust: Rust::None,
    rust_source: Source::Documented(
        "poj.org/faq.htm (MS-VC++ 6.0, MinGW GCC/G++ 3.4.2, FreePascal 2.0.0, JDK 1.5.0) and poj.org/page?id=1000 (C, C++, Pascal, Java, Fortran): no Rust",
    ),
    rustc: None,
    edition: "2021",
    flags: &["-O"],
    toolchain_source: Source::Assumed(
        "POJ takes no Rust; a POJ problem's file is checked as rustc -O --edition 2021",
    ),
    source_limit: None,
    source_limit_source: Source::Assumed(NO_SOURCE_FOUND),
    output_limit: None,
    output_limit_source: Source::Assumed(NO_OUTPUT_LIMIT),
    stderr_limit: None,
    stderr_limit_source: Source::Assumed(NO_STDERR_LIMIT),
    stack: None,
    stack_source: Source::Assumed(NO_STACK),
    clock: Clock::Cpu,
    clock_source: Source::Assumed(CPU_TIME),
    address_space_grace_kb: None,
    data_grace_kb: None,
    address_space_source: Source::Assumed(NO_ADDRESS_CAP),
    build: Build::Rustc,
    build_source: Source::Assumed("POJ takes no Rust; checked with rustc alone"),
    cargo_package: false,
    target: None,
    one_thread: None,
    environment: &[],
    notes: &[],
};

pub static LEETCODE: Judge = Judge {
    name: "leetcode",
    title: "LeetCode",
    compare: Checker::Tokens,
    compare_source: Source::Documented(
        "LeetCode compares the returned value, so layout never matters; locally our harness prints it",
    ),
    presentation_error: false,
    presentation_source: Source::Documented("LeetCode compares values: no PE"),
    submission: Submission::Solution {
        cases: Source::Assumed(LEETCODE_CASES),
    },
    rust: Rust::Accepted,
    rust_source: Source::Documented(LEETCODE_RUST),
    rustc: Some(Version::new(1, 88)),
    edition: "2024",
    flags: &["-C", "opt-level=2"],
    toolchain_source: Source::Documented(LEETCODE_RUST),
    source_limit: None,
    source_limit_source: Source::Assumed(NO_SOURCE_FOUND),
    output_limit: None,
    output_limit_source: Source::Assumed(
        "LeetCode has an Output Limit Exceeded verdict (status_code 13) for a submission that prints too much to stdout or stderr, debugging prints left in (kaiwk/leetcode.el PR #150; chishui/terminal-leetcode #27); its threshold is not public: the runner's 64 MiB a run stands for it, and `check` warns past 1 MiB printed over a problem's cases",
    ),
    stderr_limit: None,
    stderr_limit_source: Source::Assumed(NO_STDERR_LIMIT),
    stack: None,
    stack_source: Source::Assumed(NO_STACK),
    clock: Clock::Cpu,
    clock_source: Source::Assumed(CPU_TIME),
    address_space_grace_kb: None,
    data_grace_kb: None,
    address_space_source: Source::Assumed(NO_ADDRESS_CAP),
    build: Build::Cargo {
        crates: LEETCODE_CRATES,
        profile: "opt-level = 2",
        rustflags: &[],
    },
    build_source: Source::Assumed(LEETCODE_BUILD),
    cargo_package: true,
    target: None,
    one_thread: None,
    environment: &[],
    notes: &[],
};

pub static KATTIS: Judge = Judge {
    name: "kattis",
    title: "Kattis",
    compare: Checker::KattisDefault,
    compare_source: Source::Documented(
        "Kattis/problemtools support/default_validator/default_validator.cc, the default output validator, run without flags (case- and space-change-insensitive)",
    ),
    presentation_error: false,
    presentation_source: Source::Documented(
        "po.kattis.com/contests/*/help/judgements: the judgements list no PE",
    ),
    submission: Submission::Program,
    rust: Rust::Accepted,
    rust_source: Source::Documented(KATTIS_RUST),
    rustc: Some(Version::new(1, 85)),
    edition: "2021",
    flags: &["-C", "opt-level=3", "-C", "target-cpu=native", "--crate-type", "bin"],
    toolchain_source: Source::Documented(KATTIS_RUST),
    source_limit: Some(131_072),
    source_limit_source: Source::Documented(
        "Kattis/problemtools problemtools/config/problem.yaml: limits code 128 (KiB), a default a problem may change",
    ),
    output_limit: Some(8 << 20),
    output_limit_source: Source::Documented(
        "Kattis/problemtools problemtools/config/problem.yaml: limits output 8 (MiB); judge/validate.py gives OLE above it",
    ),
    stderr_limit: None,
    stderr_limit_source: Source::Documented(
        "Kattis/problemtools judge/execute.py: the submission's stderr goes to a file (submission_stderr), read only for an RTE's report; judge/validate.py gives OLE on the size of stdout alone",
    ),
    stack: Some(UNLIMITED_STACK),
    stack_source: Source::Documented(
        "Kattis/problemtools problemtools/run/program.py: a program runs with RLIMIT_STACK unlimited and RLIMIT_AS at the memory limit; NWERC's system page (a contest Kattis runs): heap and stack \"limited only by the total amount of memory available in the sandbox\"",
    ),
    clock: Clock::Cpu,
    clock_source: Source::Documented(
        "Kattis/problemtools problemtools/run/program.py: the run time is rusage.ru_utime + rusage.ru_stime from wait4; judge/execute.py gives TLE when it is over the time limit",
    ),
    address_space_grace_kb: Some(0),
    data_grace_kb: None,
    address_space_source: Source::Documented(
        "Kattis/problemtools problemtools/run/program.py: limit.try_limit(resource.RLIMIT_AS, memlim * (1024**2), resource.RLIM_INFINITY), the memory limit, for every language but Java, Scala, Kotlin and Common Lisp (run/source.py, should_skip_memory_rlimit); an allocation past it fails, and the program's abort is RTE (judge/execute.py, _is_RTE)",
    ),
    build: Build::Rustc,
    build_source: Source::Documented(KATTIS_RUST),
    cargo_package: false,
    target: None,
    one_thread: None,
    environment: &[],
    notes: &[],
};

pub static CODEFORCES: Judge = Judge {
    name: "codeforces",
    title: "Codeforces",
    compare: Checker::TestlibWcmp,
    compare_source: Source::Documented(
        "MikeMirzayanov/testlib checkers/wcmp.cpp, the usual checker (some problems use checkers/lcmp.cpp: --compare testlib-lcmp; CF 1335D has its own)",
    ),
    presentation_error: false,
    presentation_source: Source::Documented(
        "MikeMirzayanov/testlib testlib.h: \"wrong output format\" (_pe) only for malformed tokens or an output over 128 MB, not for whitespace",
    ),
    submission: Submission::Program,
    rust: Rust::Accepted,
    rust_source: Source::Documented(CODEFORCES_RUST),
    rustc: Some(Version::new(1, 89)),
    edition: "2024",
    flags: &["-O", "--cfg", "ONLINE_JUDGE"],
    toolchain_source: Source::Documented(CODEFORCES_RUST),
    source_limit: Some(65_536),
    source_limit_source: Source::Assumed(
        "Codeforces' usual 64 KiB; no public statement of the number found",
    ),
    output_limit: None,
    output_limit_source: Source::Assumed(NO_OUTPUT_LIMIT),
    stderr_limit: None,
    stderr_limit_source: Source::Assumed(NO_STDERR_LIMIT),
    stack: Some(256 << 20),
    stack_source: Source::Documented(
        "-C link-args=/STACK:268435456 in its Rust command line (PaddyConnolly/codeforces README): a 256 MB stack, set here as the stack limit",
    ),
    clock: Clock::Cpu,
    clock_source: Source::Assumed(CPU_TIME),
    address_space_grace_kb: None,
    data_grace_kb: None,
    address_space_source: Source::Assumed(NO_ADDRESS_CAP),
    build: Build::Rustc,
    build_source: Source::Documented(CODEFORCES_RUST),
    cargo_package: false,
    target: Some(("x86_64-pc-windows-msvc", Source::Assumed(CODEFORCES_TARGET))),
    one_thread: None,
    environment: &[],
    notes: &[
        "runs on Windows; its 256 MB stack comes from the linker argument -C link-args=/STACK:268435456 (PaddyConnolly/codeforces README)",
    ],
};

pub static ATCODER: Judge = Judge {
    name: "atcoder",
    title: "AtCoder",
    compare: Checker::Lines,
    compare_source: Source::Assumed(
        "AtCoder's checker is not public; kyuridenamida/atcoder-tools issues 285 and 300 report a trailing space and a missing final newline accepted: the generic lines rule",
    ),
    presentation_error: false,
    presentation_source: Source::Documented(
        "tenka1-2017.contest.atcoder.jp/glossary: CE, MLE, TLE, RE, OLE, IE, WA, AC, WJ, WR; no PE",
    ),
    submission: Submission::Program,
    rust: Rust::Accepted,
    rust_source: Source::Documented(ATCODER_RUST),
    rustc: Some(Version::new(1, 89)),
    edition: "2024",
    flags: &["-C", "opt-level=3", "--cfg", "atcoder"],
    toolchain_source: Source::Documented(ATCODER_RUST),
    source_limit: None,
    source_limit_source: Source::Assumed(
        "512 KiB is said (makutamoto/mojacoder#2) but no AtCoder page found",
    ),
    output_limit: None,
    output_limit_source: Source::Assumed(NO_OUTPUT_LIMIT),
    stderr_limit: None,
    stderr_limit_source: Source::Assumed(NO_STDERR_LIMIT),
    stack: Some(1 << 30),
    stack_source: Source::Documented(
        "`ulimit -s` run in AtCoder's code test prints 1048576 (KB): a 1 GiB stack (qiita.com/reika727/items/8fa6f5944b183c0a28f9, a user's measurement)",
    ),
    clock: Clock::Cpu,
    clock_source: Source::Assumed(CPU_TIME),
    address_space_grace_kb: None,
    data_grace_kb: None,
    address_space_source: Source::Assumed(NO_ADDRESS_CAP),
    build: Build::Cargo {
        crates: ATCODER_CRATES,
        profile: "lto = true",
        rustflags: &["--cfg", "atcoder"],
    },
    build_source: Source::Documented(ATCODER_BUILD),
    cargo_package: true,
    target: None,
    one_thread: None,
    environment: &[],
    notes: &[],
};

pub static SPOJ: Judge = Judge {
    name: "spoj",
    title: "SPOJ",
    compare: Checker::Lines,
    compare_source: Source::Assumed(
        "SPOJ's checker is not public and it documents no rule: the generic lines rule",
    ),
    presentation_error: false,
    presentation_source: Source::Documented(
        "SPOJ's status codes are AC, WA, TLE, CE and RE (new3.spoj.com/PT07/embed/rules, spoj.com/ZEL07/embed/info): no PE",
    ),
    submission: Submission::Program,
    rust: Rust::Accepted,
    rust_source: Source::Documented(SPOJ_RUST),
    rustc: Some(Version::new(1, 56)),
    edition: "2021",
    flags: &["-O"],
    toolchain_source: Source::Assumed(
        "SPOJ lists rustc 1.56 but not its flags: rustc -O --edition 2021 assumed",
    ),
    source_limit: Some(50_000),
    source_limit_source: Source::Documented(
        "hs.spoj.pl/embed/guide: \"Source code length is restricted to 50 000 bytes\"; a problem's setter may change it",
    ),
    output_limit: None,
    output_limit_source: Source::Assumed(NO_OUTPUT_LIMIT),
    stderr_limit: None,
    stderr_limit_source: Source::Assumed(NO_STDERR_LIMIT),
    stack: None,
    stack_source: Source::Assumed(NO_STACK),
    clock: Clock::Cpu,
    clock_source: Source::Assumed(CPU_TIME),
    address_space_grace_kb: None,
    data_grace_kb: None,
    address_space_source: Source::Assumed(NO_ADDRESS_CAP),
    build: Build::Rustc,
    build_source: Source::Assumed(
        "SPOJ publishes no Rust command line; a single file, so rustc alone, assumed",
    ),
    cargo_package: false,
    target: None,
    one_thread: None,
    environment: &[],
    notes: &[],
};

pub static UVA: Judge = Judge {
    name: "uva",
    title: "UVa",
    compare: Checker::Exact,
    compare_source: Source::Assumed(
        "UVa's checker is not public: byte for byte but CRLF, as its own words suggest: every output line must end with an end-of-line character (uva.onlinejudge.org, index.php?option=com_content&task=view&id=15), and Presentation Error means \"check for spaces, left/right justification, line feeds\" (Skiena and Revilla, Programming Challenges, 1.1.3)",
    ),
    presentation_error: true,
    presentation_source: Source::Documented(
        "Skiena and Revilla, Programming Challenges (2003), 1.1.3, the UVa judge's verdicts: \"Presentation Error (PE) — Your program outputs are correct but are not presented in the specified format\"",
    ),
    submission: Submission::Program,
    rust: Rust::None,
    rust_source: Source::Documented(
        "everything.explained.today/UVa_Online_Judge: \"A user may submit a solution in ANSI C (C89), C++ (C++98), Pascal, Java, C++11 or Python\": no Rust",
    ),
    rustc: None,
    edition: "2021",
    flags: &["-O"],
    toolchain_source: Source::Assumed(
        "UVa takes no Rust; a UVa problem's file is checked as rustc -O --edition 2021",
    ),
    source_limit: None,
    source_limit_source: Source::Assumed(NO_SOURCE_FOUND),
    output_limit: None,
    output_limit_source: Source::Assumed(NO_OUTPUT_LIMIT),
    stderr_limit: None,
    stderr_limit_source: Source::Assumed(NO_STDERR_LIMIT),
    stack: None,
    stack_source: Source::Assumed(NO_STACK),
    clock: Clock::Cpu,
    clock_source: Source::Assumed(CPU_TIME),
    address_space_grace_kb: None,
    data_grace_kb: None,
    address_space_source: Source::Assumed(NO_ADDRESS_CAP),
    build: Build::Rustc,
    build_source: Source::Assumed("UVa takes no Rust; checked with rustc alone"),
    cargo_package: false,
    target: None,
    one_thread: None,
    environment: &[],
    notes: &[],
};

pub static HDU: Judge = Judge {
    name: "hdu",
    title: "HDU",
    compare: Checker::Exact,
    compare_source: Source::Assumed(
        "HDU's checker is not public; acm.hdu.edu.cn/faq.php calls an output whose \"format is not exactly the same as required\" (\"omitted or extra blank characters\") a Presentation Error: byte for byte assumed",
    ),
    presentation_error: true,
    presentation_source: Source::Documented(
        "acm.hdu.edu.cn/faq.php: \"Presentation Error (PE): Your program's output format is not exactly the same as required by the problem, although the output is correct\"",
    ),
    submission: Submission::Program,
    rust: Rust::None,
    rust_source: Source::Documented(
        "acm.hdu.edu.cn/faq.php: \"C, C++, Pascal and Java are currently supported at Online Judge.\"",
    ),
    rustc: None,
    edition: "2021",
    flags: &["-O"],
    toolchain_source: Source::Assumed(
        "HDU takes no Rust; an HDU problem's file is checked as rustc -O --edition 2021",
    ),
    source_limit: None,
    source_limit_source: Source::Assumed(NO_SOURCE_FOUND),
    output_limit: None,
    output_limit_source: Source::Assumed(NO_OUTPUT_LIMIT),
    stderr_limit: None,
    stderr_limit_source: Source::Assumed(NO_STDERR_LIMIT),
    stack: None,
    stack_source: Source::Assumed(NO_STACK),
    clock: Clock::Cpu,
    clock_source: Source::Assumed(CPU_TIME),
    address_space_grace_kb: None,
    data_grace_kb: None,
    address_space_source: Source::Assumed(NO_ADDRESS_CAP),
    build: Build::Rustc,
    build_source: Source::Assumed("HDU takes no Rust; checked with rustc alone"),
    cargo_package: false,
    target: None,
    one_thread: None,
    environment: &[],
    notes: &["defines ONLINE_JUDGE for C, C++ and Pascal (acm.hdu.edu.cn/faq.php)"],
};

pub static DMOJ: Judge = Judge {
    name: "dmoj",
    title: "DMOJ",
    compare: Checker::Tokens,
    compare_source: Source::Assumed(
        "DMOJ's default checker, standard (DMOJ/judge-server dmoj/checkers/_checker.c, check_standard), compares tokens byte for byte, ignores leading and trailing whitespace, and wants a line break between two tokens exactly where the expected output has one; the generic tokens rule, which ignores where the line breaks are, stands in for it: the same verdicts on one-line answers",
    ),
    presentation_error: false,
    presentation_source: Source::Documented(
        "DMOJ/judge-server dmoj/checkers/standard.py: the standard checker answers only right or wrong",
    ),
    submission: Submission::Program,
    rust: Rust::Accepted,
    rust_source: Source::Documented(DMOJ_RUST),
    rustc: Some(Version::new(1, 83)),
    edition: "2021",
    flags: &["-C", "opt-level=3"],
    toolchain_source: Source::Documented(DMOJ_RUST),
    source_limit: None,
    source_limit_source: Source::Assumed(NO_SOURCE_FOUND),
    output_limit: Some(25_165_824),
    output_limit_source: Source::Documented(
        "DMOJ/judge-server dmoj/problem.py: output_limit_length 25165824 (24 MiB) by default, which a problem's init.yml may change; dmoj/graders/standard.py passes it as outlimit, and dmoj/utils/communicate.py marks OLE past it",
    ),
    stderr_limit: Some(1 << 20),
    stderr_limit_source: Source::Documented(
        "DMOJ/judge-server dmoj/graders/standard.py: process.communicate(None, outlimit=case.config.output_limit_length, errlimit=1048576); dmoj/utils/communicate.py marks OLE when either stream passes its limit: stderr past 1 MiB is OLE",
    ),
    stack: Some(UNLIMITED_STACK),
    stack_source: Source::Documented(
        "DMOJ/judge-server dmoj/cptbox/helper.cpp (cptbox_child_run): setrlimit2(RLIMIT_STACK, RLIM_INFINITY) just before execve, for every program it runs",
    ),
    clock: Clock::CpuAndWaiting,
    clock_source: Source::Documented(
        "DMOJ/judge-server dmoj/cptbox/ptproc.cpp (pt_process::monitor): exec_time adds up the CLOCK_MONOTONIC time spent blocked in wait4 on the program, which runs or sleeps meanwhile; dmoj/cptbox/tracer.py gives TLE when that execution_time passes the limit, or the wall clock passes 3 times it (wall_time_factor 3, dmoj/problem.py)",
    ),
    address_space_grace_kb: Some(65_536),
    data_grace_kb: Some(0),
    address_space_source: Source::Documented(
        "DMOJ/judge-server dmoj/cptbox/tracer.py: _child_address = memory * 1024 + address_grace * 1024, set as RLIMIT_AS by dmoj/cptbox/helper.cpp; address_grace = 65536 (KB) in dmoj/executors/base_executor.py, which RUST.py keeps: the memory limit + 64 MiB; dmoj/cptbox/helper.cpp also sets RLIMIT_DATA at the memory limit itself (data_grace 0 in base_executor.py), which caps the heap and thread stacks, touched or not; an allocation past it fails, and the program's abort is RTE, as its peak memory is under the limit (base_executor.py populate_result: is_rte for a signal, is_mle only past the memory limit)",
    ),
    build: Build::Rustc,
    build_source: Source::Assumed(
        "DMOJ builds a cargo package (DMOJ/judge-server dmoj/executors/RUST.py) whose crates are not modelled here: a std-only file is checked with rustc alone and the --check-cfg arguments its cargo passes, the same program and the same lints; an attempt naming one of DMOJ's crates is CE here though DMOJ would build it",
    ),
    cargo_package: true,
    target: None,
    one_thread: Some(
        "DMOJ/judge-server dmoj/executors/base_executor.py: nproc = 0, which RUST.py keeps; dmoj/cptbox/helper.cpp sets RLIMIT_NPROC to it before execve: a program's first thread spawn fails (Rust's std::thread panics, RTE), so the idiom of solving on a thread with a bigger stack is RE there (its stack is unlimited anyway)",
    ),
    environment: &[],
    notes: &[
        "builds with cargo and offers crates: dmoj 0.1, libc 0.2, rand 0.8, rand_xoshiro 0.6 (DMOJ/judge-server dmoj/executors/RUST.py)",
    ],
};
