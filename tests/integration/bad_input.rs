//! The input policy (README, "What the programs accept"), class by class, through each solution
//! file compiled alone: stdout, stderr and exit status. Plus the adversarial cases in `tests/cases/<problem>/`
//! (an empty grid, a digit blocked from a whole box, a grid with only row one, a contradiction
//! only search finds), judged by the runner under the judge's time limit.

use crate::support::{accepted, each, oj_sudoku, problem, root, samples, solution_binary, Sample};
use assert_cmd::Command;
use oj_sudoku_testkit::puzzles;
use oj_sudoku_tools::judging::checker::check_solution;
use oj_sudoku_tools::registry::{Problem, PROBLEMS};
use std::io::Read;
use std::process::Stdio;

/// Runs solution `id` on `input`: (stdout, stderr, exit code).
fn run(id: &str, input: &str) -> (String, String, i32) {
    let output = Command::new(solution_binary(problem(id)))
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

/// What a program must do with one input.
enum Expect {
    /// This output, nothing on stderr, exit 0.
    Accepted(String),
    /// This output and this note on stderr, exit 0 (no solution: printed back).
    Echoed(String, &'static str),
    /// This output (the cases before the fault), then `error: <message>`, exit 1.
    Stopped(String, &'static str),
    /// Valid solutions of these puzzles (several solutions: any is right), exit 0.
    SolvedValidly(Vec<Vec<u8>>),
    /// An output the problem's own checker accepts for this sample, nothing on stderr, exit 0.
    AcceptedAs(Sample),
    /// No output, exit 1, and on stderr one short line, `error: ` naming line 1.
    Refused,
}

/// One named row of a policy table.
struct Scenario {
    name: &'static str,
    input: String,
    expect: Expect,
}

fn scenario(name: &'static str, input: impl Into<String>, expect: Expect) -> Scenario {
    Scenario {
        name,
        input: input.into(),
        expect,
    }
}

/// Runs every scenario through binary `id`; `Err` names each scenario that failed.
fn check_policy(id: &str, scenarios: Vec<Scenario>) -> Result<(), String> {
    let failures: Vec<String> = scenarios
        .iter()
        .filter_map(|s| {
            check(id, s)
                .err()
                .map(|why| format!("  - {}: {}", s.name, why))
        })
        .collect();
    if failures.is_empty() {
        return Ok(());
    }
    Err(format!(
        "{} of {} scenarios failed:\n{}",
        failures.len(),
        scenarios.len(),
        failures.join("\n")
    ))
}

fn check(id: &str, scenario: &Scenario) -> Result<(), String> {
    let got = run(id, &scenario.input);
    let want = |out: &str, err: String, code| (out.to_string(), err, code);
    let expected = match &scenario.expect {
        Expect::Accepted(out) => want(out, String::new(), 0),
        Expect::Echoed(out, note) => want(out, format!("{}\n", note), 0),
        Expect::Stopped(out, message) => want(out, format!("error: {}\n", message), 1),
        Expect::SolvedValidly(puzzles) => return solved_validly(id, got, puzzles),
        Expect::Refused => {
            let (stdout, stderr, code) = &got;
            let message = stderr.strip_suffix('\n').unwrap_or("");
            let one_line = message.starts_with("error: ") && !message.contains('\n');
            let short = message.len() <= 160 && message.contains("line 1: ");
            if stdout.is_empty() && *code == 1 && one_line && short {
                return Ok(());
            }
            return Err(format!("got {:?}, expected a short error at line 1", got));
        }
        Expect::AcceptedAs(sample) => {
            let (stdout, stderr, code) = got;
            if (stderr.as_str(), code) != ("", 0) {
                return Err(format!("stderr {:?}, exit {}", stderr, code));
            }
            return accepted(problem(id), sample, stdout.as_bytes(), "");
        }
    };
    if got == expected {
        Ok(())
    } else {
        Err(format!("got {:?}, expected {:?}", got, expected))
    }
}

/// Whether every grid `id` printed is a valid solution of the matching puzzle.
fn solved_validly(id: &str, got: (String, String, i32), puzzles: &[Vec<u8>]) -> Result<(), String> {
    let (stdout, stderr, code) = got;
    if (stderr.as_str(), code) != ("", 0) {
        return Err(format!("stderr {:?}, exit {}", stderr, code));
    }
    let problem = problem(id);
    let tokens: Vec<&str> = stdout.split_whitespace().collect();
    let grids: Vec<Vec<u8>> = tokens
        .chunks(problem.layout.rows)
        .map(|rows| problem.layout.cells(rows))
        .collect();
    if grids.len() != puzzles.len() {
        return Err(format!(
            "{} grids for {} puzzles: {}",
            grids.len(),
            puzzles.len(),
            stdout
        ));
    }
    for (puzzle, grid) in puzzles.iter().zip(&grids) {
        check_solution(puzzle, grid, problem.side)?;
    }
    Ok(())
}

const P166: &str = puzzles::ACWING166;
const S166: &str = puzzles::ACWING166_SOLVED;
/// Norvig's "hard1": several solutions.
const MULTI: &str =
    ".....6....59.....82....8....45........3........6..3.54...325..6..................";
/// The first given of P166 copied to row 1 column 2: two 4s in row 1.
const CLASH166: &str =
    "44....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
const NOTE: &str = "note: case 1: no solution; printed as given";

/// An adversarial case of a format (`tests/cases/<format>/<name>.in`).
fn case_file(format: &str, name: &str) -> String {
    std::fs::read_to_string(
        root()
            .join("tests/cases")
            .join(format)
            .join(format!("{}.in", name)),
    )
    .unwrap()
}

fn policy_of_acwing166() -> Vec<Scenario> {
    use Expect::*;
    let answer = format!("{}\n", S166);
    let searched = case_file("acwing166", "no-solution-needs-search");
    vec![
        scenario(
            "plain",
            format!("{}\nend\n", P166),
            Accepted(answer.clone()),
        ),
        scenario(
            "CRLF, spaces, a blank line",
            format!("  {}\t\r\n\r\nend\r\n", P166),
            Accepted(answer.clone()),
        ),
        scenario(
            "no final newline",
            format!("{}\nend", P166),
            Accepted(answer.clone()),
        ),
        scenario(
            "0 for empty, no end line",
            format!("{}\n", P166.replace('.', "0")),
            Accepted(answer.clone()),
        ),
        scenario(
            "a complete grid",
            format!("{}\nend\n", S166),
            Accepted(answer.clone()),
        ),
        scenario(
            "several solutions",
            format!("{}\nend\n", MULTI),
            SolvedValidly(vec![puzzles::digits(MULTI)]),
        ),
        scenario(
            "clashing givens",
            format!("{}\nend\n", CLASH166),
            Echoed(format!("{}\n", CLASH166), NOTE),
        ),
        scenario(
            "no solution, found by search",
            searched.clone(),
            Echoed(searched.replace("end\n", ""), NOTE),
        ),
        scenario(
            "a short line",
            format!("{}\n{}\nend\n", P166, &P166[1..]),
            Stopped(
                answer.clone(),
                "case 2, line 2: expected 81 characters 1-9 or '.', found 80",
            ),
        ),
        scenario(
            "a character outside the alphabet",
            format!("{}\n{}\n", P166, P166.replacen('.', "x", 1)),
            Stopped(
                answer,
                "case 2, line 2: expected 1-9 or '.', found 'x' at column 2",
            ),
        ),
    ]
}

const P2676: &str = puzzles::POJ2676;
const S2676: &str = puzzles::POJ2676_SOLVED;

fn rows9(line: &str) -> String {
    line.as_bytes()
        .chunks(9)
        .map(|r| format!("{}\n", String::from_utf8_lossy(r)))
        .collect()
}

fn policy_of_poj2676() -> Vec<Scenario> {
    use Expect::*;
    let clash = P2676.replacen("103", "113", 1);
    let searched = case_file("poj2676", "no-solution-needs-search");
    let short = P2676.replacen("002109400", "00210940", 1);
    let answer = || Accepted(S2676.to_string());
    vec![
        scenario("plain", format!("1\n{}", P2676), answer()),
        scenario(
            "CRLF, spaces, blank lines",
            format!("\r\n 1 \r\n\r\n{}", P2676.replace('\n', " \r\n")),
            answer(),
        ),
        scenario(
            "no final newline",
            format!("1\n{}", P2676.trim_end()),
            answer(),
        ),
        scenario(
            "'.' for empty",
            format!("1\n{}", P2676.replace('0', ".")),
            answer(),
        ),
        scenario("a complete grid", format!("1\n{}", S2676), answer()),
        scenario(
            "several solutions",
            format!("1\n{}", rows9(&MULTI.replace('.', "0"))),
            SolvedValidly(vec![puzzles::digits(MULTI)]),
        ),
        scenario(
            "clashing givens",
            format!("1\n{}", clash),
            Echoed(clash.clone(), NOTE),
        ),
        scenario(
            "no solution, found by search",
            searched.clone(),
            Echoed(searched[2..].to_string(), NOTE),
        ),
        scenario(
            "fewer grids than the count",
            format!("3\n{}", P2676),
            Stopped(
                S2676.to_string(),
                "case 2, line 10: expected 9 rows of 9 digits, found 0 before the end of input",
            ),
        ),
        scenario(
            "a count that is not a number",
            format!("two\n{}", P2676),
            Stopped(String::new(), "line 1: expected the number of cases"),
        ),
        scenario(
            "a short row",
            format!("2\n{}{}", P2676, short),
            Stopped(
                S2676.to_string(),
                "case 2, line 12: expected 9 characters 0-9, found 8",
            ),
        ),
    ]
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

fn policy_of_leetcode37() -> Vec<Scenario> {
    use Expect::*;
    let answer = format!("{}\n", literal(S166));
    let note = "note: case 1: no solution; board left unchanged";
    let searched = case_file("leetcode37", "no-solution-needs-search");
    vec![
        scenario(
            "plain",
            format!("{}\n", literal(P166)),
            Accepted(answer.clone()),
        ),
        scenario(
            "whitespace anywhere, CRLF, no final newline",
            literal(P166).replace(',', " ,\r\n\t").replace('[', "[ "),
            Accepted(answer.clone()),
        ),
        scenario("a complete grid", literal(S166), Accepted(answer.clone())),
        scenario(
            "several solutions",
            literal(MULTI),
            SolvedValidly(vec![puzzles::digits(MULTI)]),
        ),
        scenario(
            "clashing givens",
            literal(CLASH166),
            Echoed(format!("{}\n", literal(CLASH166)), note),
        ),
        scenario(
            "no solution, found by search",
            searched.clone(),
            Echoed(searched, note),
        ),
        scenario(
            "a cell outside the alphabet",
            format!(
                "{}\n{}",
                literal(P166),
                literal(P166).replacen("\"4\"", "\"x\"", 1)
            ),
            Stopped(
                answer,
                "line 2: expected a cell \"1\"-\"9\" or \".\", found \"x",
            ),
        ),
        scenario(
            "a literal cut short",
            &literal(P166)[..200],
            Stopped(
                String::new(),
                "line 1: expected '\"', found the end of input",
            ),
        ),
    ]
}

const P169: &str = puzzles::ACWING169;
const S169: &str = puzzles::ACWING169_SOLVED;

fn policy_of_acwing169() -> Vec<Scenario> {
    use Expect::*;
    let answer = format!("{}\n", S169);
    let clash = P169.replacen("--A-", "A-A-", 1);
    let searched = case_file("acwing169", "no-solution-needs-search");
    let short = P169.replacen("-J--A-B-P-CGF-H-", "-J--A-B-P-CGF-H", 1);
    let truncated: String = P169.lines().take(14).map(|l| format!("{}\n", l)).collect();
    vec![
        scenario("plain", P169, Accepted(answer.clone())),
        scenario(
            "CRLF, spaces, several blank lines, no final newline",
            format!(
                "\r\n{}\r\n\r\n\r\n{}",
                P169.replace('\n', " \r\n"),
                P169.trim_end()
            ),
            Accepted(format!("{}{}", answer, answer)),
        ),
        scenario("a complete grid", S169, Accepted(answer.clone())),
        scenario(
            "an empty grid",
            "----------------\n".repeat(16),
            SolvedValidly(vec![vec![0; 256]]),
        ),
        scenario(
            "clashing givens",
            clash.clone(),
            Echoed(format!("{}\n", clash), NOTE),
        ),
        scenario(
            "no solution, found by search",
            searched.clone(),
            Echoed(format!("{}\n", searched), NOTE),
        ),
        scenario(
            "a short row",
            format!("{}\n{}", P169, short),
            Stopped(
                answer.clone(),
                "case 2, line 19: expected 16 characters A-P or '-', found 15",
            ),
        ),
        scenario(
            "a lower-case letter",
            P169.replacen("--A-", "--a-", 1),
            Stopped(
                String::new(),
                "case 1, line 1: expected A-P or '-', found 'a' at column 3",
            ),
        ),
        scenario(
            "a case cut short",
            format!("{}\n{}", P169, truncated),
            Stopped(
                answer.clone(),
                "case 2, line 31: expected 16 rows, found 14",
            ),
        ),
        scenario(
            "a line of 100,000 characters after a case",
            format!("{}\n{}\n", P169, "A".repeat(100_000)),
            Stopped(
                answer,
                "case 2, line 18: expected 16 characters A-P or '-', found 100000",
            ),
        ),
    ]
}

fn spaced(digits: &str) -> String {
    let cells: Vec<String> = digits.chars().map(|c| c.to_string()).collect();
    cells
        .chunks(9)
        .map(|row| format!("{}\n", row.join(" ")))
        .collect()
}

fn policy_of_luogu1784() -> Vec<Scenario> {
    use Expect::*;
    let puzzle = spaced(&P166.replace('.', "0"));
    let answer = spaced(S166);
    vec![
        scenario("plain", puzzle.clone(), Accepted(answer.clone())),
        scenario(
            "CRLF, tabs, blank lines, no final newline",
            format!(
                "\r\n{}",
                puzzle.replace('\n', "\r\n\r\n").replace(' ', "\t")
            )
            .trim_end()
            .to_string(),
            Accepted(answer.clone()),
        ),
        scenario("'.' for empty", spaced(P166), Accepted(answer.clone())),
        scenario(
            "several solutions",
            spaced(&MULTI.replace('.', "0")),
            SolvedValidly(vec![puzzles::digits(MULTI)]),
        ),
        scenario(
            "clashing givens",
            spaced(&CLASH166.replace('.', "0")),
            Echoed(spaced(&CLASH166.replace('.', "0")), NOTE),
        ),
        scenario(
            "a grid cut short",
            puzzle[..100].to_string(),
            Stopped(
                String::new(),
                "case 1, line 6: expected 81 digits, found 50 before the end of input",
            ),
        ),
        scenario(
            "two digits in one token",
            puzzle.replacen("4 0", "40", 1),
            Stopped(
                String::new(),
                "case 1, line 1: expected 1 character 0-9, found 2",
            ),
        ),
        scenario(
            "no input",
            "",
            Stopped(
                String::new(),
                "case 1, line 1: expected 81 digits, found 0 before the end of input",
            ),
        ),
    ]
}

fn policy_of_luogu1074() -> Vec<Scenario> {
    use Expect::*;
    let sample = std::fs::read_to_string(root().join("samples/luogu1074/sample-1.in")).unwrap();
    vec![
        scenario(
            "the official sample",
            sample.clone(),
            Accepted("2829\n".to_string()),
        ),
        scenario(
            "CRLF and '.'",
            sample.replace('\n', "\r\n").replace('0', "."),
            Accepted("2829\n".to_string()),
        ),
        scenario(
            "no solution",
            sample.replacen("7 0 0", "7 7 0", 1),
            Accepted("-1\n".to_string()),
        ),
        scenario(
            "a letter",
            sample.replacen('9', "x", 1),
            Stopped(
                String::new(),
                "case 1, line 1: expected 0-9, found 'x' at column 1",
            ),
        ),
    ]
}

fn policy_of_kattis_sudokunique() -> Vec<Scenario> {
    use Expect::*;
    let unique = spaced(&P166.replace('.', "0"));
    let several = spaced(&MULTI.replace('.', "0"));
    let none = spaced(&CLASH166.replace('.', "0"));
    vec![
        scenario(
            "unique, several, none",
            format!("{}\n{}\n{}", unique, several, none),
            Accepted(format!(
                "{}\nNon-unique\n\nFind another job\n",
                spaced(S166)
            )),
        ),
        scenario(
            "no blank lines, CRLF",
            format!("{}{}", unique, none).replace('\n', "\r\n"),
            Accepted(format!("{}\nFind another job\n", spaced(S166))),
        ),
        scenario("no input at all", "", Accepted(String::new())),
        scenario(
            "a board cut short",
            format!("{}\n{}", unique, &several[..50]),
            Stopped(
                spaced(S166),
                "case 2, line 13: expected 81 digits, found 25 before the end of input",
            ),
        ),
    ]
}

fn policy_of_spoj_sudoku() -> Vec<Scenario> {
    use Expect::*;
    let clash = P169.replacen("--A-", "A-A-", 1);
    vec![
        scenario(
            "one grid",
            format!("1\n{}", P169),
            Accepted(S169.to_string()),
        ),
        scenario(
            "two grids, CRLF, no blank line",
            format!("2\r\n{}{}", P169, P169).replace('\n', "\r\n"),
            Accepted(format!("{}\n{}", S169, S169)),
        ),
        scenario(
            "no solution",
            format!("1\n{}", clash),
            Echoed(clash.clone(), NOTE),
        ),
        scenario(
            "fewer grids than the count",
            format!("2\n{}", P169),
            Stopped(
                S169.to_string(),
                "case 2, line 17: expected 16 rows, found 0 before the end of input",
            ),
        ),
        scenario(
            "no count",
            P169,
            Stopped(String::new(), "line 1: expected the number of cases"),
        ),
    ]
}

fn policy_of_leetcode36() -> Vec<Scenario> {
    use Expect::*;
    let board = literal(P166);
    vec![
        scenario(
            "valid",
            format!("{}\n", board),
            Accepted("true\n".to_string()),
        ),
        scenario(
            "a repeat in a row",
            literal(CLASH166),
            Accepted("false\n".to_string()),
        ),
        scenario(
            "whitespace anywhere, two boards",
            format!("{}\r\n {}", board.replace(',', " ,\n"), literal(CLASH166)),
            Accepted("true\nfalse\n".to_string()),
        ),
        scenario(
            "a cell outside the alphabet",
            format!("{}\n{}", board, board.replacen("\"4\"", "\"x\"", 1)),
            Stopped(
                "true\n".to_string(),
                "line 2: expected a cell \"1\"-\"9\" or \".\", found \"x",
            ),
        ),
    ]
}

fn policy_of_abc327c() -> Vec<Scenario> {
    use Expect::*;
    let swapped = format!("{}{}{}", &S166[1..2], &S166[..1], &S166[2..]);
    vec![
        scenario("a solution", spaced(S166), Accepted("Yes\n".to_string())),
        scenario(
            "two cells swapped",
            spaced(&swapped),
            Accepted("No\n".to_string()),
        ),
        scenario(
            "an empty cell",
            spaced(&S166.replacen('4', "0", 1)),
            Accepted("No\n".to_string()),
        ),
        scenario(
            "CRLF, no final newline",
            spaced(S166).replace('\n', "\r\n").trim_end().to_string(),
            Accepted("Yes\n".to_string()),
        ),
        scenario(
            "a grid cut short",
            spaced(S166)[..20].to_string(),
            Stopped(
                String::new(),
                "case 1, line 2: expected 81 digits, found 10 before the end of input",
            ),
        ),
    ]
}

fn policy_of_cf1335d() -> Vec<Scenario> {
    use Expect::*;
    let grid = rows9(S166);
    let spoiled = grid.replace('2', "1");
    vec![
        scenario(
            "one grid",
            format!("1\n{}", grid),
            Accepted(spoiled.clone()),
        ),
        scenario(
            "CRLF, blank lines",
            format!("2\r\n\r\n{}\n{}", grid, grid).replace('\n', "\r\n"),
            Accepted(format!("{}{}", spoiled, spoiled)),
        ),
        scenario(
            "fewer grids than the count",
            format!("2\n{}", grid),
            Stopped(
                spoiled.clone(),
                "case 2, line 10: expected 9 rows of 9 digits, found 0 before the end of input",
            ),
        ),
        scenario(
            "a zero",
            format!("1\n{}", grid.replacen('4', "0", 1)),
            Stopped(
                String::new(),
                "case 1, line 2: expected 1-9, found '0' at column 1",
            ),
        ),
        scenario(
            "no count",
            format!("t\n{}", grid),
            Stopped(String::new(), "line 1: expected the number of cases"),
        ),
    ]
}

/// What every program takes, whatever its format (README, "What the programs accept"): its
/// first sample with CRLF line ends, with CR alone (old Mac text), with spaces before and after
/// every line, and without its final newline, each answered as the sample is (by the problem's
/// own checker); and what every program refuses in one short line: one line of 100,000
/// characters, NUL bytes.
fn common_policy(problem: &Problem) -> Vec<Scenario> {
    let sample = samples(problem)
        .into_iter()
        .next()
        .expect("every problem has a sample");
    let variants = [
        ("CRLF line ends", sample.input.replace('\n', "\r\n")),
        ("CR alone as line ends", sample.input.replace('\n', "\r")),
        (
            "spaces around every line",
            sample
                .input
                .lines()
                .map(|l| {
                    if l.is_empty() {
                        "\n".to_string()
                    } else {
                        format!("  {} \t\n", l)
                    }
                })
                .collect(),
        ),
        (
            "no final newline",
            sample.input.trim_end_matches('\n').to_string(),
        ),
    ];
    let mut scenarios: Vec<Scenario> = variants
        .into_iter()
        .map(|(name, input)| Scenario {
            name,
            input,
            expect: Expect::AcceptedAs(sample.clone()),
        })
        .collect();
    scenarios.push(scenario(
        "one long line",
        "1".repeat(100_000),
        Expect::Refused,
    ));
    scenarios.push(scenario("NUL bytes", "\0\0\0\n", Expect::Refused));
    scenarios
}

/// The input policy particular to a format, named by the folder of its samples (which the
/// editions of a problem share): its error messages, its empty cells, grids printed back; none
/// where the common policy says it all.
fn policy(format: &str) -> Option<Vec<Scenario>> {
    Some(match format {
        "acwing166" => policy_of_acwing166(),
        "poj2676" => policy_of_poj2676(),
        "leetcode37" => policy_of_leetcode37(),
        "acwing169" => policy_of_acwing169(),
        "luogu1784" => policy_of_luogu1784(),
        "luogu1074" => policy_of_luogu1074(),
        "kattis_sudokunique" => policy_of_kattis_sudokunique(),
        "spoj_sudoku" => policy_of_spoj_sudoku(),
        "leetcode36" => policy_of_leetcode36(),
        "abc327c" => policy_of_abc327c(),
        "cf1335d" => policy_of_cf1335d(),
        _ => return None,
    })
}

/// Every registered binary, editions included, follows the common policy and its format's own.
#[test]
fn every_binary_follows_its_formats_input_policy() {
    each(
        PROBLEMS,
        |p| p.id.to_string(),
        |problem| {
            let mut scenarios = common_policy(problem);
            scenarios.extend(policy(problem.samples).unwrap_or_default());
            check_policy(problem.id, scenarios)
        },
    );
}

/// Many cases of `problem`'s first sample puzzle in its input format.
fn long_input(problem: &Problem) -> String {
    let sample = &samples(problem)[0];
    let layout = &problem.layout;
    let puzzle = layout.cases(&sample.input).remove(0);
    let copies = if problem.side == 16 { 300 } else { 3000 };
    let cases = vec![(layout.render_case)(&puzzle); copies];
    (layout.render_input)(&cases)
}

#[test]
#[ignore = "long: `cargo test -- --include-ignored` runs it, as CI does"]
fn a_closed_stdout_ends_every_program_quietly() {
    each(
        PROBLEMS,
        |p| p.id.to_string(),
        |problem| {
            let input = long_input(problem);
            let mut child = std::process::Command::new(solution_binary(problem))
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
            if (status.code(), stderr.as_str()) != (Some(0), "") {
                return Err(format!("exit {:?}, stderr {:?}", status.code(), stderr));
            }
            Ok(())
        },
    );
}

/// The adversarial grids in `tests/cases/<format>/` (where a format has them), through every
/// binary of that format, under the judge's limits.
#[test]
fn adversarial_cases_are_answered_within_the_judges_time_limit() {
    let with_cases: Vec<&Problem> = PROBLEMS
        .iter()
        .filter(|p| root().join("tests/cases").join(p.samples).is_dir())
        .collect();
    assert!(!with_cases.is_empty());
    each(
        &with_cases,
        |p| p.id.to_string(),
        |problem| {
            let cases = root().join("tests/cases").join(problem.samples);
            let output = oj_sudoku()
                .args(["check", problem.id, "--cases"])
                .arg(&cases)
                .output()
                .unwrap();
            let report = String::from_utf8_lossy(&output.stdout);
            if !output.status.success() || !report.contains(&format!("{}/empty", problem.samples)) {
                return Err(report.into_owned());
            }
            Ok(())
        },
    );
}
