import type { ProblemText } from './problemText';
import { figureImage } from './statementImages';

/**
 * Statements of `P1001`–`P1020`: the classics a new site starts with. Chinese titles have Chinese statements,
 * English titles English ones; `P1003` and `P1013` are written in HOJ's raw-HTML style, the rest in Markdown
 * with KaTeX.
 */
export const basicStatements: Record<string, ProblemText> = {
  P1001: {
    title: 'A + B Problem',
    description: `Given two integers $a$ and $b$, print their sum $a + b$.

This is the first problem of every judge: use it to check how your language reads the input and writes the output.`,
    input: 'One line with two integers $a$ and $b$ separated by a space ($|a|, |b| \\le 10^{18}$).',
    output: 'One line with the integer $a + b$.',
    hint: `The sum can exceed $2^{31} - 1$: in C and C++ use \`long long\`, in Java \`long\`.

\`\`\`cpp
long long a, b;
std::cin >> a >> b;
std::cout << a + b << '\\n';
\`\`\``,
    source: 'Classic',
    samples: [
      { input: '1 2\n', output: '3\n' },
      { input: '-5 1000000000000000000\n', output: '999999999999999995\n' },
    ],
  },

  P1002: {
    title: '回文字符串',
    description: `如果一个字符串从左往右读和从右往左读完全相同，就称它是**回文串**，例如 \`level\`、\`noon\`。

给定 $T$ 个只含小写字母的字符串，请判断每个字符串能否**最多删除一个字符**后成为回文串（本身就是回文串也算）。`,
    input: `第一行一个整数 $T$（$1 \\le T \\le 10$）。

接下来 $T$ 行，每行一个字符串 $s$（$1 \\le |s| \\le 10^5$）。`,
    output: '对每个字符串输出一行：能成为回文串输出 `Yes`，否则输出 `No`。',
    hint: '双指针从两端向中间比较，第一次失配时分别尝试跳过左边或右边的字符；也可以用字符串哈希在 $O(1)$ 时间比较正反子串。',
    source: '校内练习赛',
    samples: [{ input: '3\nlevel\nabca\nabc\n', output: 'Yes\nYes\nNo\n' }],
  },

  P1003: {
    title: 'Fibonacci Again',
    description: `<p>There is another kind of Fibonacci numbers: <strong>F(0) = 7</strong>, <strong>F(1) = 11</strong>, and <strong>F(n) = F(n-1) + F(n-2)</strong> for n &ge; 2.</p>
<p>For each given <em>n</em>, tell whether F(n) is divisible by 3.</p>`,
    input:
      '<p>Several lines until the end of the input; each holds one integer <em>n</em> (0 &le; n &lt; 1,000,000).</p>',
    output:
      '<p>For each <em>n</em> print <code>yes</code> on its own line if 3 divides F(n), otherwise <code>no</code>.</p>',
    hint: '<p>Look at F(n) mod 3: the remainders repeat with a period of 8.</p>',
    source: '<p>HDU, ZJCPC 2004</p>',
    samples: [{ input: '0\n1\n2\n3\n4\n5\n6\n', output: 'no\nno\nyes\nno\nno\nno\nyes\n' }],
  },

  P1004: {
    title: '最短路径',
    description: `给定一张 $n$ 个点、$m$ 条边的**有向图**，第 $i$ 条边从 $u_i$ 指向 $v_i$，长度为 $w_i$。

请求出从点 $1$ 出发到每个点的最短路长度 $\\operatorname{dist}(1, v)$。

本题按子任务评分，每个子任务的得分为其中**得分最低**的测试点的得分：

| 子任务 | 分值 | $n \\le$ | $m \\le$ | 特殊性质 |
| :-: | :-: | :-: | :-: | :-- |
| 1 | 30 | $100$ | $1000$ | 图是有向无环图（DAG） |
| 2 | 30 | $1000$ | $10^4$ | 无 |
| 3 | 40 | $10^5$ | $2 \\times 10^5$ | 无 |`,
    input: `第一行两个整数 $n, m$。

接下来 $m$ 行，每行三个整数 $u_i, v_i, w_i$（$1 \\le u_i, v_i \\le n$，$0 \\le w_i \\le 10^9$）。`,
    output: '一行 $n$ 个整数，第 $v$ 个数为 $\\operatorname{dist}(1, v)$；不可到达的点输出 $-1$。',
    hint: `子任务 1 可以按拓扑序递推；一般情况使用堆优化的 Dijkstra，时间复杂度 $O((n + m) \\log m)$。

注意最短路可能超过 $2^{31} - 1$。`,
    source: 'NOIP 模拟赛',
    samples: [
      { input: '4 5\n1 2 2\n1 3 5\n2 3 1\n3 4 2\n2 4 7\n', output: '0 2 3 5\n' },
      { input: '3 1\n2 3 4\n', output: '0 -1 -1\n' },
    ],
  },

  P1005: {
    title: 'Binary Search Tree',
    description: `Insert $n$ distinct keys, one after another, into an initially empty **binary search tree** (smaller keys go left, larger keys go right; nothing is rebalanced).

Print the preorder traversal of the final tree and its height (the number of nodes on the longest path from the root to a leaf).`,
    input:
      'The first line holds $n$ ($1 \\le n \\le 1000$); the second line the $n$ distinct keys $k_i$ ($|k_i| \\le 10^9$) in insertion order.',
    output: 'The first line: the preorder traversal, keys separated by spaces. The second line: the height.',
    hint: 'With $n \\le 1000$ the tree may degenerate into a chain of height $n$: recursion depth is fine, but think about it for larger inputs.',
    source: 'Data structures course, week 5',
    samples: [{ input: '5\n4 2 6 1 3\n', output: '4 2 1 3 6\n3\n' }],
  },

  P1006: {
    title: '括号匹配',
    description: `给定若干个只由 \`(\`、\`)\`、\`[\`、\`]\`、\`{\`、\`}\` 组成的字符串，判断每个字符串中的括号是否**合法匹配**：

- 空串是合法的；
- 若 $A$ 合法，则 \`(A)\`、\`[A]\`、\`{A}\` 合法；
- 若 $A$、$B$ 合法，则 $AB$ 合法。`,
    input: '第一行一个整数 $T$（$1 \\le T \\le 100$），接下来 $T$ 行每行一个字符串，长度不超过 $10^4$。',
    output: '对每个字符串输出一行 `Yes` 或 `No`。',
    hint: '用栈保存尚未匹配的左括号；遇到右括号时检查栈顶是否为对应的左括号。',
    source: '',
    samples: [{ input: '3\n([]{})\n([)]\n((\n', output: 'Yes\nNo\nNo\n' }],
  },

  P1007: {
    title: 'Prime Sieve',
    description: `Let $\\pi(n)$ be the number of primes not greater than $n$. Given $n$, compute $\\pi(n)$.

The sieve of Eratosthenes crosses out the multiples of every prime $p \\le \\sqrt{n}$ and runs in $O(n \\log \\log n)$; a linear (Euler) sieve does it in $O(n)$.`,
    input: 'One integer $n$ ($2 \\le n \\le 10^7$).',
    output: 'One integer: $\\pi(n)$.',
    hint: 'A `bool` array of $10^7$ entries takes about 10 MB, well within the limit.',
    source: '',
    samples: [
      { input: '10\n', output: '4\n' },
      { input: '100\n', output: '25\n' },
    ],
  },

  P1008: {
    title: '背包问题',
    description: `有 $n$ 件物品和一个容量为 $W$ 的背包，第 $i$ 件物品的重量为 $w_i$、价值为 $v_i$，每件物品最多选一次。求

$$\\max_{S \\subseteq \\{1, \\dots, n\\}} \\sum_{i \\in S} v_i \\quad \\text{s.t.} \\quad \\sum_{i \\in S} w_i \\le W.$$

本题按子任务评分，每个子任务的得分为其中各测试点得分的**平均值**：

| 子任务 | 分值 | 数据范围 |
| :-: | :-: | :-- |
| 1 | 20 | $n \\le 20$ |
| 2 | 30 | $n \\le 100$，$W \\le 10^4$ |
| 3 | 50 | $n \\le 1000$，$W \\le 10^5$ |`,
    input:
      '第一行两个整数 $n, W$；接下来 $n$ 行每行两个整数 $w_i, v_i$（$1 \\le w_i \\le W$，$0 \\le v_i \\le 10^9$）。',
    output: '一个整数，表示最大总价值。',
    hint: '设 $f_j$ 为容量 $j$ 时的最大价值，倒序枚举 $j$：$f_j \\leftarrow \\max(f_j, f_{j - w_i} + v_i)$。',
    source: 'NOIP 普及组 改编',
    samples: [{ input: '4 5\n2 3\n3 4\n4 5\n5 6\n', output: '7\n' }],
  },

  P1009: {
    title: 'Matrix Multiplication',
    description: `Given an $n \\times m$ matrix $A$ and an $m \\times p$ matrix $B$, compute $C = AB$, where

$$c_{ij} = \\sum_{k=1}^{m} a_{ik} \\, b_{kj}.$$

For example,

$$\\begin{pmatrix} 1 & 2 \\\\ 3 & 4 \\end{pmatrix} \\begin{pmatrix} 5 & 6 \\\\ 7 & 8 \\end{pmatrix} = \\begin{pmatrix} 19 & 22 \\\\ 43 & 50 \\end{pmatrix}.$$

| Limit | Value |
| --- | --- |
| $n, m, p$ | $1 \\le n, m, p \\le 200$ |
| entries | $0 \\le a_{ik}, b_{kj} \\le 10^4$ |
| time | 1 s |`,
    input:
      'The first line holds $n$, $m$ and $p$. Then $n$ lines with $m$ integers (the rows of $A$), then $m$ lines with $p$ integers (the rows of $B$).',
    output: '$n$ lines with $p$ integers each: the rows of $C$.',
    hint: 'Entries of $C$ reach $200 \\cdot 10^8 = 2 \\times 10^{10}$: use 64-bit integers. Looping in the order $i, k, j$ is friendlier to the cache.',
    source: '',
    samples: [{ input: '2 2 2\n1 2\n3 4\n5 6\n7 8\n', output: '19 22\n43 50\n' }],
  },

  P1010: {
    title: '最长公共子序列',
    description: `给定两个字符串 $X$ 和 $Y$，求它们的**最长公共子序列**（LCS）的长度。

子序列是从原串中删去若干字符（可以不删）后、其余字符保持原有顺序得到的串。设 $f_{i,j}$ 为 $X$ 的前 $i$ 个字符与 $Y$ 的前 $j$ 个字符的 LCS 长度，则

$$f_{i,j} = \\begin{cases} f_{i-1,j-1} + 1 & X_i = Y_j \\\\ \\max(f_{i-1,j}, f_{i,j-1}) & \\text{otherwise} \\end{cases}$$`,
    input: '两行，每行一个由大写字母组成的字符串，长度均不超过 $5000$。',
    output: '一个整数，表示 LCS 的长度。',
    hint: '$5000 \\times 5000$ 的 `int` 数组约 100 MB，可以用滚动数组把空间降到 $O(|Y|)$。',
    source: '算法小组 第 3 周',
    samples: [{ input: 'ABCBDAB\nBDCABA\n', output: '4\n' }],
  },

  P1011: {
    title: 'Graph Coloring',
    description: `A tree has $n$ vertices. Colour every vertex **black** or **white** so that no two black vertices are adjacent, making as many vertices black as possible.

Print the largest possible number of black vertices and one colouring that achieves it. Any optimal colouring is accepted: a special judge checks your answer.`,
    input:
      'The first line holds $n$ ($1 \\le n \\le 10^5$). Each of the next $n - 1$ lines holds an edge $u\\ v$.',
    output:
      'The first line: the number of black vertices. The second line: $n$ characters, `B` or `W`, the colour of vertices $1$ to $n$.',
    hint: `Root the tree anywhere. With $f_{v,0}$ and $f_{v,1}$ the best counts in the subtree of $v$ with $v$ white or black,

$$f_{v,1} = 1 + \\sum_{c} f_{c,0}, \\qquad f_{v,0} = \\sum_{c} \\max(f_{c,0}, f_{c,1}).$$`,
    source: '',
    samples: [
      { input: '4\n1 2\n1 3\n1 4\n', output: '3\nWBBB\n' },
      { input: '3\n1 2\n2 3\n', output: '2\nBWB\n' },
    ],
  },

  P1012: {
    title: '约瑟夫环',
    description: `$n$ 个人围成一圈，依次编号为 $1 \\sim n$。从 $1$ 号开始报数，报到 $k$ 的人出圈，下一个人重新从 $1$ 开始报数，如此反复，直到只剩下一个人。

求最后留下的人的编号。记 $J(n, k)$ 为从 $0$ 开始编号时的答案，则

$$J(1, k) = 0, \\qquad J(n, k) = \\bigl(J(n - 1, k) + k\\bigr) \\bmod n.$$`,
    input: '一行两个整数 $n, k$（$1 \\le n, k \\le 10^6$）。',
    output: '一个整数，最后留下的人的编号（从 $1$ 开始）。',
    hint: '直接模拟是 $O(nk)$ 的，使用递推式可以做到 $O(n)$。',
    source: '经典问题',
    samples: [
      { input: '5 2\n', output: '3\n' },
      { input: '7 3\n', output: '4\n' },
    ],
  },

  P1013: {
    title: 'Union Find',
    description: `<p>There are <em>n</em> elements numbered 1 to <em>n</em>, each in its own set at first. Process <em>q</em> operations:</p>
<table>
  <thead><tr><th>Operation</th><th>Meaning</th></tr></thead>
  <tbody>
    <tr><td><code>M a b</code></td><td>merge the sets containing <em>a</em> and <em>b</em></td></tr>
    <tr><td><code>Q a b</code></td><td>ask whether <em>a</em> and <em>b</em> are in the same set</td></tr>
  </tbody>
</table>`,
    input:
      '<p>The first line holds <em>n</em> and <em>q</em> (1 &le; n, q &le; 2&times;10<sup>5</sup>). Each of the next <em>q</em> lines holds one operation.</p>',
    output:
      '<p>For every <code>Q</code> operation print <code>Y</code> or <code>N</code> on its own line.</p>',
    hint: '<p>Use <strong>path compression</strong> together with <strong>union by size</strong>: each operation then costs nearly constant time.</p>',
    source: '<p>Data structures course, week 7</p>',
    samples: [{ input: '4 5\nQ 1 2\nM 1 2\nM 3 4\nQ 1 2\nQ 2 4\n', output: 'N\nY\nN\n' }],
  },

  P1014: {
    title: '区间求和',
    description: `给定长度为 $n$ 的整数序列 $a_1, a_2, \\dots, a_n$ 和 $q$ 次询问，每次询问给出 $l, r$，求 $\\sum_{i=l}^{r} a_i$。

记前缀和 $S_i = \\sum_{j=1}^{i} a_j$（$S_0 = 0$），则每次询问的答案为 $S_r - S_{l-1}$。`,
    input:
      '第一行两个整数 $n, q$（$1 \\le n, q \\le 10^6$）；第二行 $n$ 个整数 $a_i$（$|a_i| \\le 10^9$）；接下来 $q$ 行每行两个整数 $l, r$。',
    output: '对每次询问输出一行一个整数。',
    hint: '输入量很大，C++ 请关闭流同步或使用 `scanf`。',
    source: '',
    samples: [{ input: '5 3\n1 2 3 4 5\n1 3\n2 5\n4 4\n', output: '6\n14\n4\n' }],
  },

  P1015: {
    title: 'Topological Order',
    description: `A project has $n$ tasks and $m$ rules "task $u$ must be done before task $v$". Find an order of all tasks that respects every rule; among all such orders print the **lexicographically smallest** one.

If the rules contain a cycle, no order exists.`,
    input:
      'The first line holds $n$ and $m$ ($1 \\le n, m \\le 10^5$); each of the next $m$ lines holds $u$ and $v$.',
    output: 'One line with the order, or `-1` if there is none.',
    hint: "Kahn's algorithm with a min-heap instead of a queue gives the smallest order in $O((n + m) \\log n)$.",
    source: '',
    samples: [
      { input: '4 3\n3 1\n3 2\n1 4\n', output: '3 1 2 4\n' },
      { input: '2 2\n1 2\n2 1\n', output: '-1\n' },
    ],
  },

  P1016: {
    title: '滑动窗口',
    description: `给定长度为 $n$ 的序列 $a$ 和窗口大小 $k$。窗口从最左端开始，每次向右滑动一格，共有 $n - k + 1$ 个位置。

请分别输出每个位置上窗口内的**最小值**和**最大值**。

| 子任务 | 分值 | $n \\le$ |
| :-: | :-: | :-: |
| 1 | 30 | $10^3$ |
| 2 | 30 | $10^5$ |
| 3 | 40 | $10^6$ |

每个子任务的得分为其中得分最低的测试点的得分。`,
    input: '第一行两个整数 $n, k$（$1 \\le k \\le n$）；第二行 $n$ 个整数 $a_i$（$|a_i| < 2^{31}$）。',
    output: '两行：第一行为各窗口的最小值，第二行为各窗口的最大值。',
    hint: '单调队列：队列中保存下标，队首始终是当前窗口的最值，每个元素至多入队、出队一次，总复杂度 $O(n)$。',
    source: 'POJ 2823 改编',
    samples: [{ input: '8 3\n1 3 -1 -3 5 3 6 7\n', output: '-1 -3 -3 -3 3 3\n3 3 5 5 6 7\n' }],
  },

  P1017: {
    title: 'Knight Moves',
    description: `A knight on a chessboard moves two squares in one direction and one square at a right angle to it: from d4 it reaches the eight marked squares below.

${figureImage('problem-knight-moves.svg', 'A knight on d4 and the squares it reaches')}

Squares are named by a column letter \`a\`–\`h\` and a row digit \`1\`–\`8\`. For each pair of squares, find the smallest number of knight moves from the first to the second.`,
    input: 'Several lines until the end of the input, each with two squares, e.g. `e2 e4`.',
    output: 'For each line print `To get from xx to yy takes n knight moves.`',
    hint: 'A breadth-first search over the 64 squares answers each query instantly.',
    source: 'University of Ulm Local Contest 1996',
    samples: [
      {
        input: 'e2 e4\na1 b2\nb2 c3\n',
        output:
          'To get from e2 to e4 takes 2 knight moves.\nTo get from a1 to b2 takes 4 knight moves.\nTo get from b2 to c3 takes 2 knight moves.\n',
      },
    ],
  },

  P1018: {
    title: '汉诺塔',
    description: `有 A、B、C 三根柱子，A 柱上从下到上按从大到小的顺序放着 $n$ 个圆盘。每次可以把某根柱子最上面的一个圆盘移到另一根柱子上，但任何时候大盘都不能放在小盘上面。

${figureImage('problem-hanoi.svg', '三根柱子，A 柱上有三个圆盘')}

请把所有圆盘从 A 柱移动到 C 柱，输出最少的移动次数和移动方案。最少次数为 $T(n) = 2T(n - 1) + 1 = 2^n - 1$。

**本题使用文件输入输出**：从 \`hanoi.in\` 读入，把答案写到 \`hanoi.out\`。`,
    input: '`hanoi.in` 中一个整数 $n$（$1 \\le n \\le 15$）。',
    output: '`hanoi.out` 的第一行为最少移动次数，接下来每行一步，格式为 `X->Y`。',
    hint: '先把上面的 $n - 1$ 个圆盘借助 C 移到 B，再把最大的圆盘移到 C，最后把 B 上的 $n - 1$ 个圆盘借助 A 移到 C。',
    source: '经典问题',
    samples: [{ input: '2\n', output: '3\nA->B\nA->C\nB->C\n' }],
  },

  P1019: {
    title: 'Big Integer Addition',
    description: `Add two non-negative integers that have up to $10^4$ digits each. No built-in big-number type is needed: add the digits from the right and carry, as on paper.`,
    input: 'Two lines, each with one non-negative integer without leading zeros.',
    output: 'Their sum, without leading zeros.',
    hint: 'Store the digits in reverse order so that index $i$ holds the digit of weight $10^i$.',
    source: '',
    samples: [
      {
        input: '123456789123456789123456789\n987654321987654321987654321\n',
        output: '1111111111111111111111111110\n',
      },
      { input: '0\n0\n', output: '0\n' },
    ],
  },

  P1020: {
    title: '快速幂',
    description: `给定整数 $a, b, p$，求 $a^b \\bmod p$。

把指数写成二进制 $b = \\sum_i b_i 2^i$，则 $a^b = \\prod_{b_i = 1} a^{2^i}$，只需 $O(\\log b)$ 次乘法。以 $2^{10} \\bmod 9$ 为例：

| $i$ | $b$ 的第 $i$ 位 | $a^{2^i} \\bmod 9$ | 累乘结果 |
| :-: | :-: | :-: | :-: |
| 0 | 0 | 2 | 1 |
| 1 | 1 | 4 | 4 |
| 2 | 0 | 7 | 4 |
| 3 | 1 | 4 | 7 |`,
    input: '一行三个整数 $a, b, p$（$0 \\le a, b < 2^{31}$，$2 \\le p < 2^{31}$）。',
    output: '一个整数，$a^b \\bmod p$ 的值。',
    hint: '中间结果可能达到 $(2^{31})^2$，请使用 64 位整数。',
    source: '算法小组 第 1 周',
    samples: [{ input: '2 10 9\n', output: '7\n' }],
  },
};
