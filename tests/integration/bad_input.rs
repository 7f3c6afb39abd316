//! The input policy (README, "What the programs accept"), class by class, through each solution
//! binary: stdout, stderr and exit status. Plus the adversarial cases in `tests/cases/<problem>/`
//! (an empty grid, a digit blocked from a whole box, a grid with only row one, a contradiction
//! only search finds), judged by the runner under the judge's time limit.

use crate::support::{problem, root};
use assert_cmd::Command;
use oj_sudoku::tools::checker::check_solution;
use predicates::str::contains;
use std::io::Read;
use std::process::Stdio;

/// Runs solution `id` on `input`: (stdout, stderr, exit code).
fn run(id: &str, input: &str) -> (String, String, i32) {
    let output = Command::cargo_bin(id)
        .unwrap()
        .write_stdin(input.to_string())
        .output()
        .unwrap();
    let text = |bytes: Vec<u8>| String::from_utf8(bytes).unwrap();
    (
        text(output.stdout),
        text(output.stderr),
        output.status.code().unwrap_or(-1),
    )
}

fn accepted(id: &str, input: &str, stdout: &str) {
    assert_eq!(
        run(id, input),
        (stdout.to_string(), String::new(), 0),
        "{}: {:?}",
        id,
        input
    );
}

fn stopped(id: &str, input: &str, stdout: &str, message: &str) {
    assert_eq!(
        run(id, input),
        (stdout.to_string(), format!("error: {}\n", message), 1),
        "{}: {:?}",
        id,
        input
    );
}

fn echoed(id: &str, input: &str, stdout: &str, note: &str) {
    assert_eq!(
        run(id, input),
        (stdout.to_string(), format!("{}\n", note), 0),
        "{}: {:?}",
        id,
        input
    );
}

/// Asserts that every grid `id` printed is a valid solution of the matching puzzle.
fn solved_validly(id: &str, input: &str, puzzles: &[Vec<u8>]) {
    let (stdout, stderr, code) = run(id, input);
    assert_eq!((stderr.as_str(), code), ("", 0), "{}", id);
    let problem = problem(id);
    let tokens: Vec<&str> = stdout.split_whitespace().collect();
    let grids: Vec<Vec<u8>> = tokens
        .chunks(problem.layout.rows)
        .map(|rows| problem.layout.cells(rows))
        .collect();
    assert_eq!(grids.len(), puzzles.len(), "{}: {}", id, stdout);
    for (puzzle, grid) in puzzles.iter().zip(&grids) {
        check_solution(puzzle, grid, problem.side)
            .unwrap_or_else(|why| panic!("{}: {}\n{}", id, why, stdout));
    }
}

const P166: &str =
    "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
const S166: &str =
    "417369825632158947958724316825437169791586432346912758289643571573291684164875293";
/// Norvig's "hard1": several solutions.
const MULTI: &str =
    ".....6....59.....82....8....45........3........6..3.54...325..6..................";
/// The first given of P166 copied to row 1 column 2: two 4s in row 1.
const CLASH166: &str =
    "44....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";

fn digits(line: &str) -> Vec<u8> {
    line.bytes()
        .map(|b| if b.is_ascii_digit() { b - b'0' } else { 0 })
        .collect()
}

fn case_file(id: &str, name: &str) -> String {
    std::fs::read_to_string(
        root()
            .join("tests/cases")
            .join(id)
            .join(format!("{}.in", name)),
    )
    .unwrap()
}

#[test]
fn acwing166_policy() {
    let id = "acwing166";
    let answer = format!("{}\n", S166);
    accepted(id, &format!("{}\nend\n", P166), &answer);
    accepted(id, &format!("  {}\t\r\n\r\nend\r\n", P166), &answer); // CRLF, spaces, blank line
    accepted(id, &format!("{}\nend", P166), &answer); // no final newline
    accepted(id, &format!("{}\n", P166.replace('.', "0")), &answer); // 0 for empty, no `end`
    accepted(id, &format!("{}\nend\n", S166), &answer); // a complete valid grid, as is
    solved_validly(id, &format!("{}\nend\n", MULTI), &[digits(MULTI)]);
    let note = "note: case 1: no solution; printed as given";
    echoed(
        id,
        &format!("{}\nend\n", CLASH166),
        &format!("{}\n", CLASH166),
        note,
    );
    let searched = case_file(id, "no-solution-needs-search");
    echoed(id, &searched, &searched.replace("end\n", ""), note);
    let short = &P166[1..];
    stopped(
        id,
        &format!("{}\n{}\nend\n", P166, short),
        &answer,
        "case 2, line 2: expected 81 characters 1-9 or '.', found 80",
    );
    let bad = P166.replacen('.', "x", 1);
    stopped(
        id,
        &format!("{}\n{}\n", P166, bad),
        &answer,
        "case 2, line 2: expected 1-9 or '.', found 'x' at column 2",
    );
}

const P2676: &str = "103000509\n002109400\n000704000\n300502006\n060000050\n700803004\n000401000\n009205800\n804000107\n";
const S2676: &str = "143628579\n572139468\n986754231\n391542786\n468917352\n725863914\n237481695\n619275843\n854396127\n";

fn rows9(line: &str) -> String {
    line.as_bytes()
        .chunks(9)
        .map(|r| format!("{}\n", String::from_utf8_lossy(r)))
        .collect()
}

#[test]
fn poj2676_policy() {
    let id = "poj2676";
    accepted(id, &format!("1\n{}", P2676), S2676);
    accepted(
        id,
        &format!("\r\n 1 \r\n\r\n{}", P2676.replace('\n', " \r\n")),
        S2676,
    ); // CRLF, spaces, blanks
    accepted(id, &format!("1\n{}", P2676.trim_end()), S2676); // no final newline
    accepted(id, &format!("1\n{}", P2676.replace('0', ".")), S2676); // . for empty
    accepted(id, &format!("1\n{}", S2676), S2676); // complete grid as is
    solved_validly(
        id,
        &format!("1\n{}", rows9(&MULTI.replace('.', "0"))),
        &[digits(MULTI)],
    );
    let clash = P2676.replacen("103", "113", 1);
    let note = "note: case 1: no solution; printed as given";
    echoed(id, &format!("1\n{}", clash), &clash, note);
    let searched = case_file(id, "no-solution-needs-search");
    echoed(id, &searched, &searched[2..], note);
    stopped(
        id,
        &format!("3\n{}", P2676),
        S2676,
        "case 2, line 10: expected 9 rows of 9 digits, found 0 before the end of input",
    );
    stopped(
        id,
        &format!("two\n{}", P2676),
        "",
        "line 1: expected the number of cases",
    );
    let short = P2676.replacen("002109400", "00210940", 1);
    stopped(
        id,
        &format!("2\n{}{}", P2676, short),
        S2676,
        "case 2, line 12: expected 9 characters 0-9, found 8",
    );
}

fn literal(line: &str) -> String {
    let rows: Vec<String> = line
        .as_bytes()
        .chunks(9)
        .map(|r| {
            format!(
                "[{}]",
                r.iter()
                    .map(|&c| format!("\"{}\"", c as char))
                    .collect::<Vec<_>>()
                    .join(",")
            )
        })
        .collect();
    format!("[{}]", rows.join(","))
}

#[test]
fn leetcode37_policy() {
    let id = "leetcode37";
    let answer = format!("{}\n", literal(S166));
    accepted(id, &format!("{}\n", literal(P166)), &answer);
    let spaced = literal(P166).replace(',', " ,\r\n\t").replace('[', "[ ");
    accepted(id, &spaced, &answer); // whitespace anywhere, CRLF, no final newline
    accepted(id, &literal(S166), &answer); // complete grid as is
    solved_validly(id, &literal(MULTI), &[digits(MULTI)]);
    let note = "note: case 1: no solution; board left unchanged";
    echoed(
        id,
        &literal(CLASH166),
        &format!("{}\n", literal(CLASH166)),
        note,
    );
    let searched = case_file(id, "no-solution-needs-search");
    echoed(id, &searched, &searched, note);
    let bad = literal(P166).replacen("\"4\"", "\"x\"", 1);
    stopped(
        id,
        &format!("{}\n{}", literal(P166), bad),
        &answer,
        "line 2: expected a cell \"1\"-\"9\" or \".\", found \"x",
    );
    let truncated = &literal(P166)[..200];
    stopped(
        id,
        truncated,
        "",
        "line 1: expected '\"', found the end of input",
    );
}

const P169: &str = "--A----C-----O-I\n-J--A-B-P-CGF-H-\n--D--F-I-E----P-\n-G-EL-H----M-J--\n----E----C--G---\n\
    -I--K-GA-B---E-J\nD-GP--J-F----A--\n-E---C-B--DP--O-\nE--F-M--D--L-K-A\n-C--------O-I-L-\nH-P-C--F-A--B---\n\
    ---G-OD---J----H\nK---J----H-A-P-L\n--B--P--E--K--A-\n-H--B--K--FI-C--\n--F---C--D--H-N-\n";
const S169: &str = "FPAHMJECNLBDKOGI\nOJMIANBDPKCGFLHE\nLNDKGFOIJEAHMBPC\nBGCELKHPOFIMAJDN\nMFHBELPOACKJGNID\n\
    CILNKDGAHBMOPEFJ\nDOGPIHJMFNLECAKB\nJEKAFCNBGIDPLHOM\nEBOFPMIJDGHLNKCA\nNCJDHBAEKMOFIGLP\nHMPLCGKFIAENBDJO\n\
    AKIGNODLBPJCEFMH\nKDEMJIFNCHGAOPBL\nGLBCDPMHEONKJIAF\nPHNOBALKMJFIDCEG\nIAFJOECGLDPBHMNK\n";

#[test]
fn acwing169_policy() {
    let id = "acwing169";
    let answer = format!("{}\n", S169);
    let twice = format!("{}{}", answer, answer);
    accepted(id, P169, &answer);
    accepted(
        id,
        &format!(
            "\r\n{}\r\n\r\n\r\n{}",
            P169.replace('\n', " \r\n"),
            P169.trim_end()
        ),
        &twice,
    );
    accepted(id, S169, &answer); // complete grid as is
    let empty = "----------------\n".repeat(16);
    solved_validly(id, &empty, &[vec![0; 256]]);
    let note = "note: case 1: no solution; printed as given";
    let clash = P169.replacen("--A-", "A-A-", 1);
    echoed(id, &clash, &format!("{}\n", clash), note);
    let searched = case_file(id, "no-solution-needs-search");
    echoed(id, &searched, &format!("{}\n", searched), note);
    let short = P169.replacen("-J--A-B-P-CGF-H-", "-J--A-B-P-CGF-H", 1);
    stopped(
        id,
        &format!("{}\n{}", P169, short),
        &answer,
        "case 2, line 19: expected 16 characters A-P or '-', found 15",
    );
    let lower = P169.replacen("--A-", "--a-", 1);
    stopped(
        id,
        &lower,
        "",
        "case 1, line 1: expected A-P or '-', found 'a' at column 3",
    );
    let truncated: String = P169.lines().take(14).map(|l| format!("{}\n", l)).collect();
    stopped(
        id,
        &format!("{}\n{}", P169, truncated),
        &answer,
        "case 2, line 31: expected 16 rows, found 14",
    );
}

#[test]
fn a_closed_stdout_ends_every_program_quietly() {
    let inputs = [
        ("acwing166", format!("{}\n", P166).repeat(3000)),
        ("poj2676", format!("3000\n{}", P2676.repeat(3000))),
        ("leetcode37", format!("{}\n", literal(P166)).repeat(3000)),
        ("acwing169", format!("{}\n", P169).repeat(300)),
    ];
    for (id, input) in inputs {
        let mut child = std::process::Command::new(assert_cmd::cargo::cargo_bin(id))
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        drop(child.stdout.take()); // the reader goes away, as with `| head -0`
        let mut stdin = child.stdin.take().unwrap();
        let writer = std::thread::spawn(move || {
            use std::io::Write;
            let _ = stdin.write_all(input.as_bytes());
        });
        let mut stderr = String::new();
        child
            .stderr
            .take()
            .unwrap()
            .read_to_string(&mut stderr)
            .unwrap();
        let status = child.wait().unwrap();
        writer.join().unwrap();
        assert_eq!((status.code(), stderr.as_str()), (Some(0), ""), "{}", id);
    }
}

#[test]
fn adversarial_cases_are_answered_within_the_judges_time_limit() {
    for id in ["acwing166", "poj2676", "leetcode37", "acwing169"] {
        let cases = root().join("tests/cases").join(id);
        Command::cargo_bin("oj-sudoku")
            .unwrap()
            .args(["check", id, "--cases"])
            .arg(&cases)
            .assert()
            .success()
            .stdout(contains(format!("{}/empty", id)));
    }
}
