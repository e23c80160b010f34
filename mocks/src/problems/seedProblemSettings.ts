import type { JudgeCaseMode, JudgeMode } from '@generated/model/index';

/** One subtask of an OI problem: its number of cases and its score. */
export interface Subtask {
  cases: number;
  score: number;
}

/** How a site problem is judged and what it allows, where it differs from the defaults. */
export interface ProblemSettings {
  author: 'root' | 'admin' | 'problemadmin';
  /** Names of its tags: the site's, or its group's for a group problem. */
  tags: readonly string[];
  languages: readonly string[];
  timeLimit?: number;
  memoryLimit?: number;
  judgeMode?: JudgeMode;
  judgeCaseMode?: JudgeCaseMode;
  /** Number of test cases (ACM, or OI without subtasks); 10 when absent. */
  cases?: number;
  /** OI subtasks, in group order. */
  subtasks?: readonly Subtask[];
  templates?: Record<string, string>;
  fileIO?: { read: string; write: string };
  /** File name -> content, given to the user's program. */
  userExtraFile?: Record<string, string>;
  codeShare?: boolean;
  openCaseResult?: boolean;
}

const CLASSIC = ['C', 'C++', 'C++ With O2', 'Java', 'Python3', 'Python2'];
const WIDE = ['C', 'C With O2', 'C++', 'C++ With O2', 'Java', 'Python3', 'Golang', 'Rust'];
const SCRIPTING = ['C++', 'Java', 'Python3', 'PyPy3', 'JavaScript Node'];
const COMPILED = ['C', 'C++', 'C++ With O2', 'Java'];
const MIXED = ['C', 'C++', 'Java', 'Python3', 'C#', 'PHP', 'Ruby'];

const APLUSB_CPP = `#include <iostream>
using namespace std;

int main() {
    long long a, b;
    // read a and b, then print a + b
    return 0;
}
`;

const APLUSB_PY = `a, b = map(int, input().split())
# print the sum
`;

const DSU_CPP = `#include <cstdio>

const int N = 200005;
int parent[N], size_[N];

int find(int x) {
    // return the root of x, compressing the path
}

void merge(int a, int b) {
    // join the sets of a and b, smaller under larger
}

int main() {
    int n, q;
    scanf("%d %d", &n, &q);
    for (int i = 1; i <= n; ++i) parent[i] = i, size_[i] = 1;
    // process the q operations
    return 0;
}
`;

const POWER_CPP = `//PREPEND BEGIN
#include <cstdio>
//PREPEND END

//TEMPLATE BEGIN
long long power(long long a, long long b, long long p) {
    long long result = 1 % p;
    // square-and-multiply over the bits of b
    return result;
}
//TEMPLATE END

//APPEND BEGIN
int main() {
    long long a, b, p;
    scanf("%lld %lld %lld", &a, &b, &p);
    printf("%lld\\n", power(a, b, p));
    return 0;
}
//APPEND END
`;

const POWER_PY = `//PREPEND BEGIN
//PREPEND END

//TEMPLATE BEGIN
def power(a, b, p):
    result = 1 % p
    # square-and-multiply over the bits of b
    return result
//TEMPLATE END

//APPEND BEGIN
a, b, p = map(int, input().split())
print(power(a, b, p))
//APPEND END
`;

const SEGMENT_CPP = `#include <cstdio>
typedef long long ll;

const int N = 100005;
ll sum[4 * N], lazy[4 * N];

void build(int node, int l, int r) {}
void add(int node, int l, int r, int x, int y, ll k) {}
ll query(int node, int l, int r, int x, int y) { return 0; }

int main() {
    // read n and m, build, then answer the operations
    return 0;
}
`;

const DICTIONARY = ['apple', 'banana', 'cherry', 'date', 'elderberry', 'fig', 'grape', 'lemon', 'mango'].join(
  '\n',
);

/**
 * Per problem: author, tags, languages and judge settings. The demo cases (what each one is for) are listed in
 * `mocks/README.md`, "Problems".
 */
export const problemSettings: Record<string, ProblemSettings> = {
  P1001: {
    author: 'root',
    tags: ['入门', '模拟'],
    languages: WIDE,
    cases: 5,
    templates: { 'C++': APLUSB_CPP, Python3: APLUSB_PY },
  },
  P1002: { author: 'problemadmin', tags: ['KMP', '字符串哈希'], languages: CLASSIC, cases: 6 },
  P1003: { author: 'admin', tags: ['数论'], languages: MIXED, cases: 3 },
  P1004: {
    author: 'root',
    tags: ['最短路', '拓扑排序', 'NOIP'],
    languages: CLASSIC,
    timeLimit: 2000,
    judgeCaseMode: 'subtask_lowest',
    subtasks: [
      { cases: 3, score: 30 },
      { cases: 3, score: 30 },
      { cases: 4, score: 40 },
    ],
  },
  P1005: { author: 'problemadmin', tags: ['排序'], languages: COMPILED, cases: 5 },
  P1006: { author: 'admin', tags: ['栈'], languages: SCRIPTING, cases: 8 },
  P1007: {
    author: 'root',
    tags: ['数论', '枚举'],
    languages: WIDE,
    timeLimit: 2000,
    memoryLimit: 128,
    cases: 6,
  },
  P1008: {
    author: 'problemadmin',
    tags: ['动态规划', '背包', 'NOIP'],
    languages: CLASSIC,
    judgeCaseMode: 'subtask_average',
    subtasks: [
      { cases: 2, score: 20 },
      { cases: 3, score: 30 },
      { cases: 5, score: 50 },
    ],
  },
  P1009: { author: 'admin', tags: ['模拟'], languages: MIXED, cases: 4 },
  P1010: { author: 'admin', tags: ['动态规划', '小组周测'], languages: CLASSIC, memoryLimit: 128, cases: 6 },
  P1011: {
    author: 'problemadmin',
    tags: ['树形DP', 'DFS'],
    languages: COMPILED,
    judgeMode: 'spj',
    cases: 8,
  },
  P1012: { author: 'root', tags: ['模拟', '数论'], languages: SCRIPTING },
  P1013: {
    author: 'admin',
    tags: ['并查集'],
    languages: CLASSIC,
    cases: 6,
    templates: { 'C++': DSU_CPP },
  },
  P1014: { author: 'root', tags: ['前缀和'], languages: WIDE, timeLimit: 2000, cases: 5 },
  P1015: { author: 'problemadmin', tags: ['拓扑排序'], languages: CLASSIC, cases: 5 },
  P1016: {
    author: 'admin',
    tags: ['单调队列'],
    languages: COMPILED,
    timeLimit: 2000,
    memoryLimit: 512,
    judgeCaseMode: 'subtask_lowest',
    subtasks: [
      { cases: 2, score: 30 },
      { cases: 3, score: 30 },
      { cases: 3, score: 40 },
    ],
  },
  P1017: { author: 'root', tags: ['BFS'], languages: MIXED, cases: 4 },
  P1018: {
    author: 'problemadmin',
    tags: ['DFS', '入门'],
    languages: COMPILED,
    cases: 5,
    fileIO: { read: 'hanoi.in', write: 'hanoi.out' },
  },
  P1019: { author: 'admin', tags: ['高精度', '模拟'], languages: CLASSIC, cases: 6 },
  P1020: {
    author: 'admin',
    tags: ['快速幂', '数论'],
    languages: CLASSIC,
    cases: 5,
    templates: { 'C++': POWER_CPP, Python3: POWER_PY },
  },
  P1021: { author: 'root', tags: ['最小生成树', '贪心', '并查集'], languages: CLASSIC, cases: 8 },
  P1022: {
    author: 'problemadmin',
    tags: ['字符串哈希', '字典树'],
    languages: COMPILED,
    cases: 5,
    userExtraFile: { 'dict.txt': DICTIONARY },
  },
  P1023: {
    author: 'admin',
    tags: ['线段树', '树状数组'],
    languages: CLASSIC,
    cases: 6,
    templates: { 'C++': SEGMENT_CPP },
  },
  P1024: {
    author: 'root',
    tags: ['二分', '贪心', 'NOIP'],
    languages: WIDE,
    judgeCaseMode: 'ergodic_without_error',
  },
  P1025: { author: 'problemadmin', tags: ['最短路'], languages: CLASSIC, cases: 6 },
  P1026: { author: 'admin', tags: ['动态规划', '贪心'], languages: SCRIPTING, cases: 6 },
  P1027: { author: 'root', tags: ['组合数学', '快速幂', '栈'], languages: CLASSIC, cases: 4 },
  P1028: { author: 'problemadmin', tags: ['动态规划', '记忆化搜索'], languages: COMPILED },
  P1029: { author: 'admin', tags: ['排序'], languages: CLASSIC, cases: 6 },
  P1030: { author: 'admin', tags: ['树形DP', 'DFS', '小组周测'], languages: CLASSIC, cases: 6 },
  P1031: { author: 'root', tags: ['二分图', 'BFS'], languages: COMPILED, cases: 8 },
  P1032: { author: 'problemadmin', tags: ['DFS', '并查集'], languages: CLASSIC },
  P1033: { author: 'admin', tags: ['DFS', '枚举'], languages: WIDE, timeLimit: 3000, cases: 5 },
  P1034: { author: 'root', tags: ['区间DP', '动态规划'], languages: CLASSIC, cases: 5 },
  P1035: { author: 'problemadmin', tags: ['字典树'], languages: COMPILED, cases: 5 },
  P1036: {
    author: 'admin',
    tags: ['树状数组', '排序'],
    languages: CLASSIC,
    timeLimit: 2000,
    judgeCaseMode: 'subtask_lowest',
    subtasks: [
      { cases: 3, score: 20 },
      { cases: 5, score: 80 },
    ],
  },
  P1037: { author: 'root', tags: ['组合数学'], languages: MIXED, cases: 5, codeShare: false },
  P1038: { author: 'problemadmin', tags: ['状压DP', '动态规划'], languages: CLASSIC, cases: 6 },
  P1039: {
    author: 'admin',
    tags: ['排序', '字符串哈希'],
    languages: COMPILED,
    timeLimit: 3000,
    memoryLimit: 512,
    cases: 6,
  },
  P1040: { author: 'root', tags: ['DFS', '枚举', '小组周测'], languages: SCRIPTING, openCaseResult: false },
};
