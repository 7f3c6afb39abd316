// The CNF of a 16x16 Sudoku for a SAT solver: the plain one-hot encoding.
//
// Variable 1 + 16 * cell + letter (4,096 in all) says "the cell holds the letter". Every cell,
// and every row, column and box for every letter, holds exactly one: a clause of its 16
// variables (at least one) and the 120 pairs of negated variables (at most one), 123,904
// clauses; each given adds a unit clause. Not part of any solution: bench/README.md times a SAT
// solver (CaDiCaL) on this encoding against solutions/acwing169.rs.
//
// Input: one puzzle as AcWing 169 writes it (16 lines of 16 characters, `A`-`P`, `-` empty);
// output: DIMACS CNF on stdout.
//
// Build: g++ -O2 -o sudoku16_cnf bench/peers/sudoku16_cnf.cpp
#include <cstdio>
#include <cstring>
#include <string>

namespace {

const int N = 16, CELLS = N * N;

int var(int row, int col, int letter) { return 1 + 16 * (row * N + col) + letter; }

std::string out;

void number(int v) {
    char buffer[16];
    int n = snprintf(buffer, sizeof buffer, "%d ", v);
    out.append(buffer, n);
}

// Exactly one of `vars`.
void exactly_one(const int* vars) {
    for (int i = 0; i < N; i++) number(vars[i]);
    out += "0\n";
    for (int i = 0; i < N; i++)
        for (int j = i + 1; j < N; j++) {
            number(-vars[i]);
            number(-vars[j]);
            out += "0\n";
        }
}

}  // namespace

int main() {
    char grid[CELLS], line[256];
    int filled = 0;
    while (filled < CELLS && scanf("%255s", line) == 1)
        if (strlen(line) == (size_t)N) {
            memcpy(grid + filled, line, N);
            filled += N;
        }
    if (filled < CELLS) return 1;
    int givens = 0;
    for (int i = 0; i < CELLS; i++) givens += grid[i] >= 'A' && grid[i] < 'A' + N;
    out.reserve(1 << 21);
    char header[64];
    snprintf(header, sizeof header, "p cnf %d %d\n", CELLS * N, 4 * CELLS * (1 + 120) + givens);
    out += header;
    int vars[N];
    for (int a = 0; a < N; a++)
        for (int b = 0; b < N; b++) {
            for (int k = 0; k < N; k++) vars[k] = var(a, b, k);  // cell (a, b)
            exactly_one(vars);
            for (int k = 0; k < N; k++) vars[k] = var(a, k, b);  // row a, letter b
            exactly_one(vars);
            for (int k = 0; k < N; k++) vars[k] = var(k, a, b);  // column a, letter b
            exactly_one(vars);
            for (int k = 0; k < N; k++)  // box a, letter b
                vars[k] = var(a / 4 * 4 + k / 4, a % 4 * 4 + k % 4, b);
            exactly_one(vars);
        }
    for (int i = 0; i < CELLS; i++)
        if (grid[i] >= 'A' && grid[i] < 'A' + N) {
            number(var(i / N, i % N, grid[i] - 'A'));
            out += "0\n";
        }
    fwrite(out.data(), 1, out.size(), stdout);
    return 0;
}
