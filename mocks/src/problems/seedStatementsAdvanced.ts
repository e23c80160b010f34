import type { ProblemText } from './problemText';
import { figureImage } from './statementImages';

/** Statements of `P1021`–`P1040`: graphs, strings, dynamic programming. `P1027` is in HOJ's raw-HTML style. */
export const advancedStatements: Record<string, ProblemText> = {
  P1021: {
    title: 'Minimum Spanning Tree',
    description: `Given a connected or disconnected undirected graph with $n$ vertices and $m$ weighted edges, find the total weight of a **minimum spanning tree**: a set of $n - 1$ edges connecting all vertices with the smallest possible sum of weights.`,
    input:
      'The first line holds $n$ and $m$ ($1 \\le n \\le 5000$, $1 \\le m \\le 2 \\times 10^5$). Each of the next $m$ lines holds $u$, $v$ and $w$ ($1 \\le w \\le 10^4$).',
    output: 'The total weight, or `orz` if the graph is not connected.',
    hint: 'Kruskal: sort the edges by weight and add each one that joins two different components (union–find). Prim with a heap works too.',
    source: '',
    samples: [
      { input: '4 5\n1 2 2\n1 3 2\n1 4 3\n2 3 4\n3 4 3\n', output: '7\n' },
      { input: '3 1\n1 2 5\n', output: 'orz\n' },
    ],
  },

  P1022: {
    title: '字符串哈希',
    description: `程序运行目录下有一个附加文件 \`dict.txt\`（可在「题目附件」中查看），每行一个单词，构成一本小词典。

给定 $q$ 个询问单词，判断每个单词是否出现在词典中。

一种做法是多项式哈希：把字符串 $s_1 s_2 \\dots s_n$ 映射为

$$h(s) = \\Bigl(\\sum_{i=1}^{n} s_i \\cdot B^{\\,n-i}\\Bigr) \\bmod M,$$

取 $B = 131$、$M = 2^{61} - 1$ 时冲突概率极低。`,
    input:
      '第一行一个整数 $q$（$1 \\le q \\le 10^5$），接下来 $q$ 行每行一个由小写字母组成的单词，长度不超过 $20$。',
    output: '对每个询问输出一行：在词典中输出 `YES`，否则输出 `NO`。',
    hint: 'C/C++ 用 `fopen("dict.txt", "r")` 读取附加文件；也可以把词典建成一棵字典树。',
    source: '校内练习赛',
    samples: [{ input: '3\napple\nkiwi\nfig\n', output: 'YES\nNO\nYES\n' }],
  },

  P1023: {
    title: 'Segment Tree',
    description: `Maintain a sequence $a_1, \\dots, a_n$ under two operations:

1. \`1 x y k\`: add $k$ to every $a_i$ with $x \\le i \\le y$;
2. \`2 x y\`: print $\\sum_{i=x}^{y} a_i$.

A segment tree with lazy propagation answers both in $O(\\log n)$.`,
    input:
      'The first line holds $n$ and $m$ ($1 \\le n, m \\le 10^5$); the second line the initial $a_i$; each of the next $m$ lines one operation. All sums fit in a signed 64-bit integer.',
    output: 'One line for each operation of type 2.',
    hint: 'Two Fenwick trees (on $d_i$ and $i \\cdot d_i$ of the difference array) solve it too, with less code.',
    source: '',
    samples: [{ input: '5 5\n1 5 4 2 3\n2 2 4\n1 2 3 2\n2 3 4\n1 1 5 1\n2 1 4\n', output: '11\n8\n20\n' }],
  },

  P1024: {
    title: '二分答案',
    description: `一条河道中有起点、终点和 $N$ 块岩石，起点到终点的距离为 $L$，第 $i$ 块岩石与起点的距离为 $D_i$。选手从起点出发，每一步跳到下一块岩石，最后跳到终点。

组委会至多可以移走 $M$ 块岩石（不能移走起点和终点），希望**最短跳跃距离尽可能长**。求这个最短跳跃距离的最大值。

本题的测试点依次评测，**遇到第一个未通过的测试点即停止**，之后的测试点不再评测。`,
    input:
      '第一行三个整数 $L, N, M$（$0 \\le M \\le N \\le 5 \\times 10^4$，$1 \\le L \\le 10^9$）；接下来 $N$ 行每行一个整数 $D_i$，按从小到大给出且互不相同。',
    output: '一个整数，最短跳跃距离的最大值。',
    hint: '答案具有单调性：二分答案 $d$，贪心地统计为使每次跳跃都不小于 $d$ 需要移走多少块岩石，与 $M$ 比较。',
    source: 'NOIP 2015 提高组',
    samples: [{ input: '25 5 2\n2\n11\n14\n17\n21\n', output: '4\n' }],
  },

  P1025: {
    title: 'Dijkstra Revisited',
    description: `In a weighted undirected graph with $n$ vertices and $m$ edges, find the length of the shortest path from vertex $1$ to vertex $n$ **and the number of different shortest paths**, modulo $10^9 + 7$.`,
    input:
      'The first line holds $n$ and $m$ ($2 \\le n \\le 10^5$, $1 \\le m \\le 2 \\times 10^5$); each of the next $m$ lines holds $u$, $v$, $w$ ($1 \\le w \\le 10^6$). Vertex $n$ is reachable from vertex $1$.',
    output: 'Two integers: the distance and the number of shortest paths modulo $10^9 + 7$.',
    hint: 'When Dijkstra relaxes an edge to an equal distance, add the counts; to a smaller one, replace them.',
    source: '',
    samples: [{ input: '4 4\n1 2 1\n1 3 1\n2 4 1\n3 4 1\n', output: '2 2\n' }],
  },

  P1026: {
    title: '最大子段和',
    description: `给定长度为 $n$ 的整数序列 $a$，求

$$\\max_{1 \\le l \\le r \\le n} \\sum_{i=l}^{r} a_i.$$

即选出一段连续且非空的子段，使其和最大。`,
    input:
      '第一行一个整数 $n$（$1 \\le n \\le 2 \\times 10^5$），第二行 $n$ 个整数 $a_i$（$|a_i| \\le 10^4$）。',
    output: '一个整数，最大子段和。',
    hint: '设 $f_i$ 为以 $a_i$ 结尾的最大子段和，则 $f_i = \\max(f_{i-1}, 0) + a_i$，答案为 $\\max_i f_i$。',
    source: '',
    samples: [{ input: '7\n2 -4 3 -1 2 -4 3\n', output: '4\n' }],
  },

  P1027: {
    title: 'Bracket Sequences',
    description: `<p>A bracket sequence is <strong>balanced</strong> if every prefix holds at least as many <code>(</code> as <code>)</code> and the whole sequence holds as many of each.</p>
<p>For each <em>n</em>, count the balanced sequences of length 2<em>n</em>. The answer is the <em>n</em>-th Catalan number</p>
<p style="text-align: center">C<sub>n</sub> = (2n)! / ((n + 1)! &middot; n!)</p>
<p>printed modulo 10<sup>9</sup> + 7.</p>`,
    input:
      '<p>The first line holds <em>T</em> (1 &le; T &le; 10<sup>5</sup>); each of the next <em>T</em> lines holds <em>n</em> (1 &le; n &le; 10<sup>6</sup>).</p>',
    output: '<p>For each <em>n</em> print C<sub>n</sub> mod 10<sup>9</sup> + 7 on its own line.</p>',
    hint: '<p>Precompute factorials and inverse factorials; the inverse of <em>x</em> is x<sup>p-2</sup> mod p by Fermat&rsquo;s little theorem.</p>',
    source: '<p>Combinatorics practice</p>',
    samples: [{ input: '3\n1\n3\n10\n', output: '1\n5\n16796\n' }],
  },

  P1028: {
    title: '数位统计',
    description: `给定两个正整数 $a$ 和 $b$，求在 $[a, b]$ 中的所有整数里，每个数码 $0 \\sim 9$ 各出现了多少次。

例如 $[1, 12]$ 中各数码的出现次数为：

| 数码 | 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 |
| --- | - | - | - | - | - | - | - | - | - | - |
| 次数 | 1 | 5 | 2 | 1 | 1 | 1 | 1 | 1 | 1 | 1 |`,
    input: '一行两个整数 $a, b$（$1 \\le a \\le b \\le 10^{12}$）。',
    output: '一行 $10$ 个整数，依次为数码 $0 \\sim 9$ 的出现次数。',
    hint: '计算 $[1, b]$ 与 $[1, a - 1]$ 的结果再相减；对每一位做数位 DP（或记忆化搜索），注意前导零不计入数码 $0$。',
    source: 'ZJOI 2010',
    samples: [{ input: '1 99\n', output: '9 20 20 20 20 20 20 20 20 20\n' }],
  },

  P1029: {
    title: 'Convex Hull',
    description: `A farmer wants to fence all $n$ of his trees with the shortest possible fence. The shortest fence is the boundary of the **convex hull** of the trees.

${figureImage('problem-convex-hull.svg', 'Four points and their convex hull')}

In the sample, $(5, 9.3)$ lies inside the triangle of the other three points, so the fence is $3 + 4 + 5 = 12$ long.`,
    input:
      'The first line holds $n$ ($1 \\le n \\le 10^5$); each of the next $n$ lines holds the real coordinates $x_i, y_i$ of a tree ($|x_i|, |y_i| \\le 10^6$).',
    output: 'The length of the fence, rounded to two decimals.',
    hint: "Andrew's monotone chain: sort the points by $x$ (then $y$), build the lower and upper hulls with a cross-product test, in $O(n \\log n)$.",
    source: 'USACO 5.1',
    samples: [{ input: '4\n4 8\n4 12\n5 9.3\n7 8\n', output: '12.00\n' }],
  },

  P1030: {
    title: '树的直径',
    description: `给定一棵 $n$ 个点的带权无根树，树上两点之间的距离为连接它们的唯一路径上的边权之和。求树上最远的两点之间的距离，即**树的直径**。

${figureImage('problem-tree-diameter.svg', '样例中的树，直径为 3-2-4-5，长度为 12')}`,
    input:
      '第一行一个整数 $n$（$2 \\le n \\le 10^5$），接下来 $n - 1$ 行每行三个整数 $u, v, w$（$1 \\le w \\le 10^4$），表示一条边。',
    output: '一个整数，树的直径长度。',
    hint: '两次 DFS：从任意点出发找到最远点 $p$，再从 $p$ 出发找到的最远距离即为直径。也可以用树形 DP 在一次 DFS 中求出。',
    source: '算法小组 第 6 周',
    samples: [{ input: '5\n1 2 3\n2 3 4\n2 4 2\n4 5 6\n', output: '12\n' }],
  },

  P1031: {
    title: 'Network Flow',
    description: `Given a directed network with $n$ vertices, $m$ arcs with capacities, a source $s$ and a sink $t$, find the **maximum flow** from $s$ to $t$.

By the max-flow min-cut theorem, the answer equals the smallest total capacity of arcs whose removal separates $t$ from $s$.`,
    input:
      'The first line holds $n$, $m$, $s$, $t$ ($1 \\le n \\le 200$, $1 \\le m \\le 5000$); each of the next $m$ lines holds $u$, $v$, $c$ ($0 \\le c < 2^{31}$).',
    output: 'One integer: the maximum flow.',
    hint: "Dinic's algorithm: BFS builds the level graph, DFS pushes blocking flows along it. Bipartite matching is the special case with unit capacities.",
    source: '',
    samples: [{ input: '4 5 4 3\n4 2 30\n4 3 20\n2 3 20\n2 1 30\n1 3 30\n', output: '50\n' }],
  },

  P1032: {
    title: '欧拉回路',
    description: `给定一张 $n$ 个点、$m$ 条边的**无向图**，判断是否存在一条回路经过每条边恰好一次（欧拉回路）。

无向图存在欧拉回路，当且仅当所有度数非零的点连通，且每个点的度数都是偶数。`,
    input:
      '第一行两个整数 $n, m$（$1 \\le n \\le 10^5$，$1 \\le m \\le 2 \\times 10^5$），接下来 $m$ 行每行两个整数 $u, v$ 表示一条边（可能有重边和自环）。',
    output: '存在输出 `YES`，否则输出 `NO`。',
    hint: '自环会让该点的度数增加 $2$。连通性可以用 DFS 或并查集判断。',
    source: '',
    samples: [
      { input: '3 3\n1 2\n2 3\n3 1\n', output: 'YES\n' },
      { input: '4 3\n1 2\n2 3\n3 4\n', output: 'NO\n' },
    ],
  },

  P1033: {
    title: 'Sudoku Solver',
    description: `Fill a $9 \\times 9$ grid so that every row, every column and every $3 \\times 3$ box contains each digit from 1 to 9 exactly once. Empty cells are given as \`0\`; the puzzle has exactly one solution.

The first rows of the sample:

| | c1 | c2 | c3 | c4 | c5 | c6 | c7 | c8 | c9 |
| - | - | - | - | - | - | - | - | - | - |
| r1 | **5** | **3** | | | **7** | | | | |
| r2 | **6** | | | **1** | **9** | **5** | | | |
| r3 | | **9** | **8** | | | | | **6** | |`,
    input: 'Nine lines of nine digits separated by spaces.',
    output: 'The solved grid in the same format.',
    hint: 'Backtracking with bit masks per row, column and box; always fill the cell with the fewest candidates first.',
    source: '',
    samples: [
      {
        input:
          '5 3 0 0 7 0 0 0 0\n6 0 0 1 9 5 0 0 0\n0 9 8 0 0 0 0 6 0\n8 0 0 0 6 0 0 0 3\n4 0 0 8 0 3 0 0 1\n7 0 0 0 2 0 0 0 6\n0 6 0 0 0 0 2 8 0\n0 0 0 4 1 9 0 0 5\n0 0 0 0 8 0 0 7 9\n',
        output:
          '5 3 4 6 7 8 9 1 2\n6 7 2 1 9 5 3 4 8\n1 9 8 3 4 2 5 6 7\n8 5 9 7 6 1 4 2 3\n4 2 6 8 5 3 7 9 1\n7 1 3 9 2 4 8 5 6\n9 6 1 5 3 7 2 8 4\n2 8 7 4 1 9 6 3 5\n3 4 5 2 8 6 1 7 9\n',
      },
    ],
  },

  P1034: {
    title: '石子合并',
    description: `操场上有 $n$ 堆石子排成一排，第 $i$ 堆有 $a_i$ 个。每次只能合并**相邻**的两堆，合并的代价为新堆的石子数。求把所有石子合并成一堆的最小总代价。

设 $f_{l,r}$ 为合并第 $l$ 到第 $r$ 堆的最小代价，$S$ 为前缀和，则

$$f_{l,r} = \\min_{l \\le k < r} \\bigl(f_{l,k} + f_{k+1,r}\\bigr) + S_r - S_{l-1}.$$`,
    input: '第一行一个整数 $n$（$1 \\le n \\le 300$），第二行 $n$ 个整数 $a_i$（$1 \\le a_i \\le 1000$）。',
    output: '一个整数，最小总代价。',
    hint: '按区间长度从小到大枚举，时间复杂度 $O(n^3)$。',
    source: 'NOI 1995 改编',
    samples: [{ input: '4\n1 3 5 2\n', output: '22\n' }],
  },

  P1035: {
    title: 'Trie Counting',
    description: `You are given $n$ words and then $q$ prefixes. For each prefix, count how many of the words start with it.`,
    input:
      'The first line holds $n$ and $q$ ($1 \\le n, q \\le 10^5$). Then $n$ lines with the words and $q$ lines with the prefixes; all are lower-case and the total length is at most $10^6$.',
    output: 'One line per prefix with the count.',
    hint: 'Insert every word into a trie and keep in each node the number of words passing through it.',
    source: '',
    samples: [{ input: '3 3\napple\napp\nbat\nap\nb\nc\n', output: '2\n1\n0\n' }],
  },

  P1036: {
    title: '逆序对',
    description: `对于序列 $a$，若 $i < j$ 且 $a_i > a_j$，则称 $(i, j)$ 是一个**逆序对**。给定长度为 $n$ 的序列，求逆序对的数量。

| 子任务 | 分值 | $n \\le$ |
| :-: | :-: | :-: |
| 1 | 20 | $5000$ |
| 2 | 80 | $5 \\times 10^5$ |

每个子任务的得分为其中得分最低的测试点的得分。`,
    input: '第一行一个整数 $n$，第二行 $n$ 个整数 $a_i$（$1 \\le a_i \\le 10^9$，可能有相同的数）。',
    output: '一个整数，逆序对的数量。',
    hint: '归并排序时统计跨越两半的逆序对，或离散化后用树状数组。答案可能达到 $\\frac{n(n-1)}{2} \\approx 1.25 \\times 10^{11}$。',
    source: '',
    samples: [{ input: '6\n5 4 2 6 3 1\n', output: '11\n' }],
  },

  P1037: {
    title: 'Game of Nim',
    description: `Two players take turns removing any positive number of stones from **one** pile; whoever cannot move loses. Both play perfectly. Does the first player win?

Bouton's theorem: the first player wins exactly when $a_1 \\oplus a_2 \\oplus \\dots \\oplus a_n \\ne 0$.

| Piles | XOR | Winner |
| --- | --- | --- |
| 1 1 | 0 | second |
| 1 2 3 | 0 | second |
| 1 2 4 | 7 | first |`,
    input:
      'The first line holds $T$ ($1 \\le T \\le 10$). Each test: a line with $n$ ($1 \\le n \\le 10^4$), then a line with the $n$ pile sizes ($0 \\le a_i \\le 10^9$).',
    output: 'For each test print `Yes` if the first player wins, otherwise `No`.',
    hint: 'From a position with XOR $x \\ne 0$, take stones from a pile $a_i$ with $a_i \\oplus x < a_i$ to leave XOR 0.',
    source: '',
    samples: [{ input: '2\n2\n1 1\n3\n1 2 4\n', output: 'No\nYes\n' }],
  },

  P1038: {
    title: '旅行商问题',
    description: `有 $n$ 座城市，城市 $i$ 与 $j$ 之间的距离为 $d_{i,j}$。旅行商从城市 $1$ 出发，恰好经过每座城市一次后回到城市 $1$，求最短的总路程。

用状态压缩动态规划：$f_{S,i}$ 表示已经访问过的城市集合为 $S$、当前位于城市 $i$ 时的最短路程，

$$f_{S \\cup \\{j\\}, j} = \\min\\bigl(f_{S \\cup \\{j\\}, j},\\ f_{S,i} + d_{i,j}\\bigr), \\quad j \\notin S.$$`,
    input:
      '第一行一个整数 $n$（$2 \\le n \\le 16$），接下来 $n$ 行每行 $n$ 个整数，表示距离矩阵（$0 \\le d_{i,j} \\le 10^4$，$d_{i,i} = 0$）。',
    output: '一个整数，最短的总路程。',
    hint: '状态数为 $2^n \\cdot n$，转移 $O(n)$，总复杂度 $O(2^n n^2)$。',
    source: '',
    samples: [{ input: '4\n0 10 15 20\n10 0 35 25\n15 35 0 30\n20 25 30 0\n', output: '80\n' }],
  },

  P1039: {
    title: 'Suffix Array',
    description: `Sort all suffixes of a string $s$ of length $n$ in lexicographic order and print their starting positions (1-based). The suffix starting at position $i$ is $s_i s_{i+1} \\dots s_n$.`,
    input: 'One line with $s$: lower-case letters and digits, $1 \\le n \\le 10^6$.',
    output: 'One line with $n$ integers: the starting positions of the sorted suffixes.',
    hint: 'Prefix doubling with radix sort runs in $O(n \\log n)$; comparing suffixes by hashing and binary search costs $O(n \\log^2 n)$.',
    source: '',
    samples: [{ input: 'ababa\n', output: '5 3 1 4 2\n' }],
  },

  P1040: {
    title: '八皇后',
    description: `在 $n \\times n$ 的棋盘上放置 $n$ 个皇后，使得任意两个皇后都不在同一行、同一列或同一条对角线上。

把每种放法写成一个排列 $p_1, p_2, \\dots, p_n$（第 $i$ 行的皇后放在第 $p_i$ 列），按字典序输出前三种放法，再输出放法总数。`,
    input: '一个整数 $n$（$6 \\le n \\le 13$）。',
    output: '前三行为字典序最小的三种放法，第四行为放法总数。',
    hint: '回溯时用三个布尔数组记录列、主对角线 $i - j$ 和副对角线 $i + j$ 是否被占用。',
    source: 'USACO 1.5',
    samples: [{ input: '6\n', output: '2 4 6 1 3 5\n3 6 2 5 1 4\n4 1 5 2 6 3\n4\n' }],
  },
};
