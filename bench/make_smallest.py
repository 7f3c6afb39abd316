#!/usr/bin/env python3
"""Writes the puzzle sets of `bench --smallest` (bench/README.md, "Smallest solution first"):
random grids of box size 3, 4 and 5 with several solutions, where the order of search decides
which solution comes first. Each is a full grid (a pattern, then digits, rows within bands,
bands, columns within stacks and stacks shuffled) with a random share of its cells emptied, so
it has at least one solution. Seeded: the same files every run.

    python3 bench/make_smallest.py      # writes bench/smallest9.txt, smallest16.txt, smallest25.txt
"""
import random
from pathlib import Path


def full_grid(rng, b):
    n = b * b
    digits = list(range(1, n + 1))
    rng.shuffle(digits)

    def shuffled_lines():
        groups = list(range(b))
        rng.shuffle(groups)
        out = []
        for g in groups:
            inner = list(range(b))
            rng.shuffle(inner)
            out += [g * b + i for i in inner]
        return out

    rows, cols = shuffled_lines(), shuffled_lines()
    # The pattern (b * (r % b) + r // b + c) % n is a solved grid for any box size.
    return [[digits[(b * (r % b) + r // b + c) % n] for c in cols] for r in rows]


def puzzle(rng, b, keep):
    grid = full_grid(rng, b)
    return [[d if rng.random() < keep else 0 for d in row] for row in grid]


def uva989(grids, b):
    return "\n".join(
        f"{b}\n" + "\n".join(" ".join(str(d) for d in row) for row in g) + "\n" for g in grids
    )


def main():
    here = Path(__file__).resolve().parent
    rng = random.Random(989)
    nine = [puzzle(rng, 3, rng.uniform(0.25, 0.40)) for _ in range(200)]
    (here / "smallest9.txt").write_text(
        "".join("".join(str(d) for row in g for d in row) + "\n" for g in nine)
    )
    (here / "smallest16.txt").write_text(
        uva989([puzzle(rng, 4, rng.uniform(0.40, 0.60)) for _ in range(40)], 4)
    )
    (here / "smallest25.txt").write_text(
        uva989([puzzle(rng, 5, rng.uniform(0.50, 0.70)) for _ in range(20)], 5)
    )


if __name__ == "__main__":
    main()
