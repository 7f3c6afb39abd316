#!/usr/bin/env python3
"""Expected answers for the family's samples from Google OR-Tools' CP-SAT solver, a model written
from the rules alone (an all-different constraint per row, column and box) and sharing nothing
with oj-sudoku's engines. A cross-check for samples too hard for a plain backtracking search;
not part of the build or the tests (`pip install ortools`).

    bench/peers/cpsat_answers.py uva989   < samples/uva989/within-3.in
    bench/peers/cpsat_answers.py uva10957 < samples/uva10957/within-1.in
    bench/peers/cpsat_answers.py sudogob  < samples/spoj_sudogob/within-1.in

uva989: the lexicographically smallest solution (rows in order, each as its digits in order), by
fixing the cells in reading order, each to the smallest value CP-SAT can still complete (it
minimizes that cell, the cells before it fixed); `NO SOLUTION`; a blank line between cases.
uva10957: `Case N: Illegal.` when two givens repeat a digit in a house, else `Impossible.`,
`Unique.` or `Ambiguous.` (a second solve excludes the first solution).
sudogob: the number of solutions (CP-SAT enumerates them all), and the solution when it is one,
each digit followed by a space as the statement's sample prints it.
"""
import sys
from ortools.sat.python import cp_model


def houses(b):
    n = b * b
    rows = [[r * n + c for c in range(n)] for r in range(n)]
    cols = [[r * n + c for r in range(n)] for c in range(n)]
    boxes = [[(br * b + i // b) * n + bc * b + i % b for i in range(n)]
             for br in range(b) for bc in range(b)]
    return rows + cols + boxes


def clash(cells, b):
    for house in houses(b):
        seen = [cells[c] for c in house if cells[c]]
        if len(seen) != len(set(seen)):
            return True
    return False


def model(cells, b):
    n = b * b
    m = cp_model.CpModel()
    x = [m.NewIntVar(1, n, f"x{i}") for i in range(n * n)]
    for house in houses(b):
        m.AddAllDifferent([x[c] for c in house])
    for i, d in enumerate(cells):
        if d:
            m.Add(x[i] == d)
    return m, x


def solver():
    s = cp_model.CpSolver()
    s.parameters.num_workers = 1
    return s


def lex_first(cells, b):
    if clash(cells, b):
        return None
    m, x = model(cells, b)
    s = solver()
    if s.Solve(m) not in (cp_model.OPTIMAL, cp_model.FEASIBLE):
        return None
    fixed = list(cells)
    for i in range(len(cells)):
        if fixed[i]:
            continue
        m.Minimize(x[i])
        status = s.Solve(m)
        assert status == cp_model.OPTIMAL, status
        fixed[i] = int(s.Value(x[i]))
        m.Add(x[i] == fixed[i])
        m.ClearObjective()
    return fixed


def count(cells, b, limit=None):
    if clash(cells, b):
        return 0, None
    m, x = model(cells, b)

    class Counter(cp_model.CpSolverSolutionCallback):
        def __init__(self):
            super().__init__()
            self.count = 0
            self.first = None

        def on_solution_callback(self):
            self.count += 1
            if self.first is None:
                self.first = [int(self.Value(v)) for v in x]
            if limit and self.count >= limit:
                self.StopSearch()

    s = solver()
    s.parameters.enumerate_all_solutions = True
    counter = Counter()
    s.Solve(m, counter)
    return counter.count, counter.first


def main():
    kind = sys.argv[1]
    tokens = sys.stdin.read().split()
    out = []
    if kind == "uva989":
        p = 0
        while p < len(tokens):
            b = int(tokens[p])
            n = b * b
            cells = [int(t) for t in tokens[p + 1:p + 1 + n * n]]
            p += 1 + n * n
            sol = lex_first(cells, b)
            if sol is None:
                out.append("NO SOLUTION\n")
            else:
                out.append("".join(" ".join(map(str, sol[r * n:(r + 1) * n])) + "\n" for r in range(n)))
        sys.stdout.write("\n".join(out))
    elif kind == "uva10957":
        for k in range(len(tokens) // 81):
            cells = [int(t) for t in tokens[k * 81:(k + 1) * 81]]
            if clash(cells, 3):
                verdict = "Illegal"
            else:
                c, _ = count(cells, 3, limit=2)
                verdict = {0: "Impossible", 1: "Unique", 2: "Ambiguous"}[c]
            out.append(f"Case {k + 1}: {verdict}.\n")
        sys.stdout.write("".join(out))
    elif kind == "sudogob":
        t = int(tokens[0])
        for k in range(t):
            cells = [int(x) for x in tokens[1 + 81 * k:1 + 81 * (k + 1)]]
            c, first = count(cells, 3)
            out.append(f"{c}\n")
            if c == 1:
                out.append("".join("".join(f"{v} " for v in first[r * 9:(r + 1) * 9]) + "\n" for r in range(9)))
        sys.stdout.write("".join(out))
    else:
        sys.exit(f"unknown problem {kind}")


if __name__ == "__main__":
    main()
