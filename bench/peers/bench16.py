#!/usr/bin/env python3
"""bench16.py: our 16x16 file against CaDiCaL and a plain dancing-links program, puzzle by puzzle.

  bench/peers/bench16.py [--runs N] [--ours BIN] [--solutions FILE] [--dlx-runs N] [--cap S] PUZZLES.txt

Every program is a whole process fed one puzzle, timed by the kernel's rusage (user + system CPU,
reaped with a blocking os.wait4); the programs run alternately (each round in turn, the order
reversed every other round) and the median of --runs rounds is kept, after one round that is
checked, not counted. The programs, built from the repository root (the script does it):

  ours     solutions/acwing169.rs      rustc --edition 2021 -O
  dlx      bench/peers/dlx16.cpp       g++ -O2 (Knuth's Algorithm X, dancing links)
  cnf      bench/peers/sudoku16_cnf.cpp  g++ -O2 (the plain one-hot CNF, DIMACS)
  cadical  /usr/bin/cadical -q on that CNF (apt-get install cadical)

CaDiCaL is timed on the CNF file alone (its parsing included), and the encoder apart; "sat" is
the two together. Every answer is checked before any time is reported: a complete grid that keeps
the givens and breaks no rule, and the same grid as --solutions (the puzzles' one solution) when
given, for ours and dlx from their output and for CaDiCaL from its model.

--cap S (default 60) bounds each run at S seconds of CPU (RLIMIT_CPU): a program that reaches it
on a puzzle is shown as `>S` there, is not run on that puzzle again, and counts as S in the
totals and ratios, which are then bounds (marked `>`). The plain dancing links needs minutes on
some puzzles hunted against our file.
"""
import argparse
import math
import os
import resource
import signal
import statistics
import subprocess
import sys
import tempfile

N = 16
ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))


def read_puzzles(path):
    rows = [l.strip() for l in open(path) if len(l.strip()) == N]
    return ["".join(rows[i:i + N]) for i in range(0, len(rows) - N + 1, N)]


def valid(puzzle, answer):
    if len(answer) != N * N or any(a not in "ABCDEFGHIJKLMNOP" for a in answer):
        return False
    if any(p != "-" and p != a for p, a in zip(puzzle, answer)):
        return False
    for i in range(N):
        r0, c0 = i // 4 * 4, i % 4 * 4
        houses = [answer[i * N:(i + 1) * N], answer[i::N],
                  "".join(answer[(r0 + r) * N + c0:(r0 + r) * N + c0 + 4] for r in range(4))]
        if any(len(set(h)) != N for h in houses):
            return False
    return True


def grid_of_output(text):
    return "".join(l.strip() for l in text.split("\n") if len(l.strip()) == N)


def grid_of_model(text):
    true = [int(t) for l in text.split("\n") if l.startswith("v ") for t in l[2:].split() if int(t) > 0]
    grid = ["-"] * (N * N)
    for v in true:
        cell, letter = divmod(v - 1, N)
        if cell < N * N:
            grid[cell] = "ABCDEFGHIJKLMNOP"[letter]
    return "".join(grid)


def cpu(cmd, stdin_path, stdout_path, cap):
    """CPU seconds (user + system) of one run of `cmd`, and its exit code (None if it reached
    `cap` seconds of CPU and was stopped)."""
    limit = max(1, math.ceil(cap))

    def bound():
        resource.setrlimit(resource.RLIMIT_CPU, (limit, limit + 1))

    with open(stdin_path, "rb") as fi, open(stdout_path, "wb") as fo:
        proc = subprocess.Popen(cmd, stdin=fi, stdout=fo, stderr=subprocess.DEVNULL, preexec_fn=bound)
        _, status, ru = os.wait4(proc.pid, 0)
        proc.returncode = os.waitstatus_to_exitcode(status)
    used = ru.ru_utime + ru.ru_stime
    if os.WIFSIGNALED(status) and os.WTERMSIG(status) in (signal.SIGXCPU, signal.SIGKILL):
        return float(limit), None
    return used, proc.returncode


def build(tmp, ours):
    def sh(cmd):
        r = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True)
        if r.returncode != 0:
            sys.exit("bench16: failed: %s\n%s" % (" ".join(cmd), r.stderr[-2000:]))
    bins = {}
    if ours:
        bins["ours"] = os.path.abspath(ours)
    else:
        bins["ours"] = os.path.join(tmp, "acwing169")
        sh(["rustc", "--edition", "2021", "-O", "-o", bins["ours"], "solutions/acwing169.rs"])
    for name, src in (("dlx", "bench/peers/dlx16.cpp"), ("cnf", "bench/peers/sudoku16_cnf.cpp")):
        bins[name] = os.path.join(tmp, name)
        sh(["g++", "-O2", "-o", bins[name], src])
    return bins


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--runs", type=int, default=7)
    ap.add_argument("--ours", default="", help="a built acwing169 binary instead of building one")
    ap.add_argument("--solutions", default="")
    ap.add_argument("--cadical", default="cadical")
    ap.add_argument("--dlx-runs", type=int, default=None,
                    help="rounds that time dlx (default --runs; 0: its answers are checked, not timed); "
                         "the plain search takes seconds on hard puzzles")
    ap.add_argument("--cap", type=float, default=60.0,
                    help="CPU seconds a run may take (a program that reaches it is shown as >cap)")
    ap.add_argument("puzzles")
    a = ap.parse_args()
    puzzles = read_puzzles(a.puzzles)
    solutions = read_puzzles(a.solutions) if a.solutions else None
    if solutions is not None and len(solutions) != len(puzzles):
        sys.exit("bench16: %d solutions for %d puzzles" % (len(solutions), len(puzzles)))
    with tempfile.TemporaryDirectory() as tmp:
        bins = build(tmp, a.ours)
        programs = [("ours", [bins["ours"]], "in"), ("dlx", [bins["dlx"]], "in"),
                    ("cnf", [bins["cnf"]], "in"), ("cadical", [a.cadical, "-q", None], "cnf")]
        print("%3s %6s %9s %9s %9s %9s %9s %8s %8s" % (
            "#", "givens", "ours ms", "dlx ms", "cnf ms", "cadical", "sat ms", "dlx/us", "sat/us"))
        totals = {name: 0.0 for name in ("ours", "dlx", "cnf", "cadical", "sat")}
        capped_any = set()
        worst = {"dlx": None, "cadical": None, "sat": None}
        for index, puzzle in enumerate(puzzles):
            inp = os.path.join(tmp, "p.txt")
            with open(inp, "w") as f:
                f.write("".join(puzzle[r * N:(r + 1) * N] + "\n" for r in range(N)))
            cnf = os.path.join(tmp, "p.cnf")
            times = {name: [] for name, _, _ in programs}
            capped = set()
            for round_ in range(a.runs + 1):
                order = programs if round_ % 2 == 0 else programs[::-1]
                for name, cmd, feed in order:
                    if name == "dlx" and a.dlx_runs is not None and round_ > a.dlx_runs:
                        continue
                    if name in capped:
                        continue
                    out = os.path.join(tmp, name + ".out")
                    if feed == "cnf":
                        cmd = cmd[:-1] + [cnf]
                    t, code = cpu(cmd, inp, out if name != "cnf" else cnf, a.cap)
                    if code is None:
                        if name == "ours":
                            sys.exit("bench16: puzzle %d: ours reached the %g s cap" % (index + 1, a.cap))
                        capped.add(name)
                        times[name] = [t]
                        continue
                    if round_ == 0:
                        if name == "cnf":
                            continue
                        text = open(out).read()
                        grid = grid_of_model(text) if name == "cadical" else grid_of_output(text)
                        ok = code in (0, 10) and valid(puzzle, grid)
                        if ok and solutions is not None:
                            ok = grid == solutions[index]
                        if not ok:
                            sys.exit("bench16: puzzle %d: %s gave a wrong answer" % (index + 1, name))
                    else:
                        times[name].append(t)
            # A program not timed (dlx with --dlx-runs 0) shows nan.
            med = {name: statistics.median(ts) * 1000 if ts else math.nan for name, ts in times.items()}
            capped_any |= capped
            med["sat"] = statistics.median([x + y for x, y in zip(times["cnf"], times["cadical"])]) * 1000
            for name in totals:
                totals[name] += med[name]
            for name in worst:
                ratio = med[name] / med["ours"]
                if math.isnan(ratio):
                    continue
                if worst[name] is None or ratio < worst[name][0]:
                    worst[name] = (ratio, index + 1, name in capped)
            givens = sum(c != "-" for c in puzzle)
            mark = lambda name: ">" if name in capped else ""
            print("%3d %6d %9.2f %9s %9.2f %9.2f %9.2f %8s %8.1f" % (
                index + 1, givens, med["ours"], mark("dlx") + "%.2f" % med["dlx"], med["cnf"],
                med["cadical"], med["sat"], mark("dlx") + "%.1f" % (med["dlx"] / med["ours"]),
                med["sat"] / med["ours"]), flush=True)
        bound = lambda name: ">" if name in capped_any else ""
        # dlx has no total when some puzzle was not timed.
        dlx_total = "n/a" if math.isnan(totals["dlx"]) else bound("dlx") + "%.2f" % totals["dlx"]
        dlx_ratio = "n/a" if math.isnan(totals["dlx"]) else bound("dlx") + "%.1f" % (totals["dlx"] / totals["ours"])
        print("total %13.2f %9s %9.2f %9.2f %9.2f %8s %8.1f" % (
            totals["ours"], dlx_total, totals["cnf"], totals["cadical"],
            totals["sat"], dlx_ratio, totals["sat"] / totals["ours"]))
        for name, least in worst.items():
            if least is None:
                continue
            ratio, at, was_capped = least
            print("least %s / ours: %s%.2f (puzzle %d)" % (name, ">" if was_capped else "", ratio, at))


if __name__ == "__main__":
    main()
