// A peer for 16x16 Sudoku: plain dancing links, as a contestant writes it.
//
// Knuth's Algorithm X on the exact-cover matrix of the puzzle (1,024 columns: each cell filled,
// each row, column and box holding each letter once; a row of the matrix per cell and letter),
// with dancing links and the column with the fewest rows first (the first of ties). The givens'
// rows are taken before the search starts. Not part of any solution: bench/README.md times it
// against solutions/acwing169.rs.
//
// Input and output as AcWing 169: puzzles of 16 lines of 16 characters (`A`-`P`, `-` empty),
// any blank lines between them; each solved grid is printed as 16 lines, then a blank line (an
// unsolvable one as given).
//
// Build: g++ -O2 -o dlx16 bench/peers/dlx16.cpp
#include <cstdio>
#include <cstring>

namespace {

const int N = 16, CELLS = N * N, COLUMNS = 4 * CELLS, ROWS = CELLS * N;
const int NODES = 1 + COLUMNS + 4 * ROWS;

int L[NODES], R[NODES], U[NODES], D[NODES], C[NODES], S[COLUMNS + 1], rowOf[NODES];
int rowStart[ROWS];
int chosen[CELLS], depth;

void cover(int c) {
    L[R[c]] = L[c];
    R[L[c]] = R[c];
    for (int i = D[c]; i != c; i = D[i])
        for (int j = R[i]; j != i; j = R[j]) {
            U[D[j]] = U[j];
            D[U[j]] = D[j];
            S[C[j]]--;
        }
}

void uncover(int c) {
    for (int i = U[c]; i != c; i = U[i])
        for (int j = L[i]; j != i; j = L[j]) {
            S[C[j]]++;
            U[D[j]] = j;
            D[U[j]] = j;
        }
    L[R[c]] = c;
    R[L[c]] = c;
}

bool search() {
    if (R[0] == 0) return true;
    int c = R[0];
    for (int j = R[0]; j != 0; j = R[j])
        if (S[j] < S[c]) c = j;
    if (S[c] == 0) return false;
    cover(c);
    for (int r = D[c]; r != c; r = D[r]) {
        chosen[depth++] = rowOf[r];
        for (int j = R[r]; j != r; j = R[j]) cover(C[j]);
        if (search()) return true;
        for (int j = L[r]; j != r; j = L[j]) uncover(C[j]);
        depth--;
    }
    uncover(c);
    return false;
}

// Builds the full matrix: columns 1..COLUMNS, then the four nodes of each (cell, letter) row.
void build() {
    for (int c = 0; c <= COLUMNS; c++) {
        L[c] = c - 1;
        R[c] = c + 1;
        U[c] = D[c] = c;
        S[c] = 0;
    }
    L[0] = COLUMNS;
    R[COLUMNS] = 0;
    int node = COLUMNS + 1;
    for (int cell = 0; cell < CELLS; cell++)
        for (int d = 0; d < N; d++) {
            int r = cell / N, col = cell % N, box = (r / 4) * 4 + col / 4;
            int cols[4] = {1 + cell, 1 + CELLS + r * N + d, 1 + 2 * CELLS + col * N + d,
                           1 + 3 * CELLS + box * N + d};
            int row = cell * N + d, first = node;
            rowStart[row] = first;
            for (int k = 0; k < 4; k++, node++) {
                int c = cols[k];
                C[node] = c;
                rowOf[node] = row;
                U[node] = U[c];
                D[node] = c;
                D[U[c]] = node;
                U[c] = node;
                S[c]++;
                L[node] = k == 0 ? first + 3 : node - 1;
                R[node] = k == 3 ? first : node + 1;
            }
        }
}

// Takes the row of a given: covers its four columns (false if one is already covered, i.e. the
// givens clash).
bool take(int row, bool* covered) {
    int first = rowStart[row];
    for (int j = first, k = 0; k < 4; k++, j = R[j])
        if (covered[C[j]]) return false;
    for (int j = first, k = 0; k < 4; k++, j = R[j]) {
        covered[C[j]] = true;
        cover(C[j]);
    }
    return true;
}

}  // namespace

int main() {
    static char line[256];
    char grid[CELLS];
    int filled = 0;
    while (scanf("%255s", line) == 1) {
        if (strlen(line) != (size_t)N) continue;
        memcpy(grid + filled, line, N);
        filled += N;
        if (filled < CELLS) continue;
        filled = 0;
        build();
        static bool covered[COLUMNS + 1];
        memset(covered, 0, sizeof covered);
        depth = 0;
        bool ok = true;
        for (int cell = 0; cell < CELLS && ok; cell++)
            if (grid[cell] >= 'A' && grid[cell] < 'A' + N) {
                int row = cell * N + (grid[cell] - 'A');
                ok = take(row, covered);
                chosen[depth++] = row;
            }
        char out[CELLS];
        memcpy(out, grid, CELLS);
        if (ok && search())
            for (int i = 0; i < depth; i++) out[chosen[i] / N] = 'A' + chosen[i] % N;
        for (int r = 0; r < N; r++) printf("%.*s\n", N, out + r * N);
        putchar('\n');
    }
    return 0;
}
