import { problems } from '@hoj/mocks/store/schema/problems';

/**
 * The checker of `P1011` Graph Coloring, in HOJ's special-judge convention: the test input, the contestant's
 * output and the reference output are the files named by arguments 1, 2 and 3; the exit code is the verdict.
 */
const GRAPH_COLORING_CHECKER = `#include <cstdio>
#include <vector>

#define AC 100
#define PE 101
#define WA 102
#define ERROR 103

int main(int argc, char *args[]) {
    if (argc < 4) return ERROR;
    FILE *in = fopen(args[1], "r");
    FILE *user = fopen(args[2], "r");
    FILE *answer = fopen(args[3], "r");
    if (!in || !user || !answer) return ERROR;

    int n = 0;
    if (fscanf(in, "%d", &n) != 1) return ERROR;
    std::vector<int> from(n), to(n);
    for (int i = 1; i < n; ++i)
        if (fscanf(in, "%d %d", &from[i], &to[i]) != 2) return ERROR;

    int best = 0, claimed = 0;
    if (fscanf(answer, "%d", &best) != 1) return ERROR;
    if (fscanf(user, "%d", &claimed) != 1) return PE;
    if (claimed != best) return WA;

    static char colours[100005];
    if (fscanf(user, "%100004s", colours) != 1) return PE;
    int black = 0;
    for (int v = 1; v <= n; ++v) {
        char c = colours[v - 1];
        if (c != 'B' && c != 'W') return PE;
        if (c == 'B') ++black;
    }
    if (black != claimed) return WA;
    for (int i = 1; i < n; ++i)
        if (colours[from[i] - 1] == 'B' && colours[to[i] - 1] == 'B') return WA;
    return AC;
}
`;

/** Gives the seeded special-judge problem its checker, so its editor shows real code. */
export function seedCheckers(): void {
  const problem = problems.one('problemId', 'P1011');
  if (!problem || problem.judgeMode !== 'spj')
    throw new Error('problems/admin/seedCheckers.ts: P1011 is not a special-judge problem');
  problems.update(problem, { spjCode: GRAPH_COLORING_CHECKER, spjLanguage: 'C++' });
}
