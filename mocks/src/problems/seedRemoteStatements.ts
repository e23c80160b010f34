import type { RemoteOj } from '@generated/model/index';
import type { ProblemText } from './problemText';

/** A problem imported from a remote judge: its display id starts with the judge's code. */
export interface RemoteProblemDraft extends ProblemText {
  problemId: string;
  remoteOj: RemoteOj;
  /** ms, as the remote judge states it. */
  timeLimit: number;
  /** MB. */
  memoryLimit: number;
  difficulty: 0 | 1 | 2;
  /** Names of the remote judge's tags this problem carries. */
  tags: readonly string[];
}

const link = (label: string, url: string) => `[${label}](${url})`;

/** Remote problems as HOJ imports them: the statement copied, the source a link to the original. */
export const remoteDrafts: readonly RemoteProblemDraft[] = [
  {
    problemId: 'HDU-1000',
    remoteOj: 'HDU',
    title: 'A + B Problem',
    timeLimit: 2000,
    memoryLimit: 64,
    difficulty: 0,
    tags: ['入门'],
    description: 'Calculate $A + B$.',
    input: 'Each line will contain two integers $A$ and $B$. Process to end of file.',
    output: 'For each case, output $A + B$ in one line.',
    hint: '',
    source: link('HDU-1000', 'https://acm.hdu.edu.cn/showproblem.php?pid=1000'),
    samples: [{ input: '1 1\n', output: '2\n' }],
  },
  {
    problemId: 'HDU-1010',
    remoteOj: 'HDU',
    title: 'Tempter of the Bone',
    timeLimit: 2000,
    memoryLimit: 64,
    difficulty: 1,
    tags: ['搜索'],
    description: `The doggie found a bone in an ancient maze of $N \\times M$ cells. The door \`D\` opens only at exactly time $T$, and every cell sinks one second after the doggie leaves it, so no cell can be entered twice.

Each second the doggie moves to an adjacent cell (up, down, left or right). Can it reach the door at exactly time $T$?`,
    input: `Several test cases. Each starts with $N$, $M$, $T$ ($1 < N, M < 7$, $0 < T < 50$), followed by $N$ lines of $M$ characters: \`X\` a wall, \`S\` the start, \`D\` the door, \`.\` an empty cell. The input ends with \`0 0 0\`.`,
    output: 'For each test case print `YES` if the doggie can survive, otherwise `NO`.',
    hint: 'Depth-first search with parity pruning: the parity of the remaining time must match the parity of the Manhattan distance to the door.',
    source: link('HDU-1010', 'https://acm.hdu.edu.cn/showproblem.php?pid=1010'),
    samples: [
      { input: '4 4 5\nS.X.\n..X.\n..XD\n....\n3 4 5\nS.X.\n..X.\n...D\n0 0 0\n', output: 'NO\nYES\n' },
    ],
  },
  {
    problemId: 'CF-1A',
    remoteOj: 'CF',
    title: 'Theatre Square',
    timeLimit: 1000,
    memoryLimit: 256,
    difficulty: 0,
    tags: ['math'],
    description:
      'Theatre Square has the shape of an $n \\times m$ rectangle. It is to be paved with square $a \\times a$ flagstones, which may cover more than the square but may not be broken. What is the least number of flagstones needed?',
    input: 'One line with three integers $n$, $m$ and $a$ ($1 \\le n, m, a \\le 10^9$).',
    output: 'The least number of flagstones.',
    hint: '',
    source: link('CF-1A', 'https://codeforces.com/problemset/problem/1/A'),
    samples: [{ input: '6 6 4\n', output: '4\n' }],
  },
  {
    problemId: 'CF-189A',
    remoteOj: 'CF',
    title: 'Cut Ribbon',
    timeLimit: 1000,
    memoryLimit: 256,
    difficulty: 1,
    tags: ['dp', 'brute force'],
    description:
      'Polycarpus has a ribbon of length $n$ and wants to cut it into pieces, each of length $a$, $b$ or $c$, getting as many pieces as possible. At least one correct cutting exists.',
    input: 'One line with four integers $n$, $a$, $b$, $c$ ($1 \\le n, a, b, c \\le 4000$).',
    output: 'The maximum number of pieces.',
    hint: '',
    source: link('CF-189A', 'https://codeforces.com/problemset/problem/189/A'),
    samples: [
      { input: '5 5 3 2\n', output: '2\n' },
      { input: '7 5 5 2\n', output: '2\n' },
    ],
  },
  {
    problemId: 'CF-1353A',
    remoteOj: 'CF',
    title: 'Most Unstable Array',
    timeLimit: 1000,
    memoryLimit: 256,
    difficulty: 0,
    tags: ['constructive algorithms', 'greedy', 'math'],
    description:
      'Build an array of $n$ non-negative integers with sum $m$ that maximises $\\sum_{i=1}^{n-1} |a_i - a_{i+1}|$, and print that maximum.',
    input:
      'The first line holds $t$ ($1 \\le t \\le 10^4$); each of the next $t$ lines holds $n$ and $m$ ($1 \\le n, m \\le 10^9$).',
    output: 'For each test case print the maximum.',
    hint: '',
    source: link('CF-1353A', 'https://codeforces.com/problemset/problem/1353/A'),
    samples: [
      {
        input: '5\n1 100\n2 2\n5 5\n2 1000000000\n1000000000 1000000000\n',
        output: '0\n2\n10\n1000000000\n2000000000\n',
      },
    ],
  },
  {
    problemId: 'GYM-100001A',
    remoteOj: 'GYM',
    title: 'Arithmetic Progressions',
    timeLimit: 2000,
    memoryLimit: 256,
    difficulty: 1,
    tags: ['implementation'],
    description:
      'Given $n$ integers, decide whether they can be reordered into an arithmetic progression $a, a + d, a + 2d, \\dots$.',
    input:
      'The first line holds $n$ ($2 \\le n \\le 10^5$); the second line the $n$ integers ($|x_i| \\le 10^9$).',
    output: '`YES` or `NO`.',
    hint: '',
    source: link('GYM-100001A', 'https://codeforces.com/gym/100001/problem/A'),
    samples: [
      { input: '4\n7 1 5 3\n', output: 'YES\n' },
      { input: '3\n1 2 4\n', output: 'NO\n' },
    ],
  },
  {
    problemId: 'POJ-1000',
    remoteOj: 'POJ',
    title: 'A+B Problem',
    timeLimit: 1000,
    memoryLimit: 10,
    difficulty: 0,
    tags: ['入门'],
    description: 'Calculate $a + b$.',
    input: 'Two integers $a$, $b$ ($0 \\le a, b \\le 10$).',
    output: 'Output $a + b$.',
    hint: '',
    source: link('POJ-1000', 'http://poj.org/problem?id=1000'),
    samples: [{ input: '1 2\n', output: '3\n' }],
  },
  {
    problemId: 'AC-abc100_a',
    remoteOj: 'AC',
    title: 'Happy Birthday!',
    timeLimit: 2000,
    memoryLimit: 1024,
    difficulty: 0,
    tags: ['ABC'],
    description:
      'A round cake is cut into 16 equal pieces. E869120 wants $A$ pieces and square1001 wants $B$, but the same person must not take two adjacent pieces. Can both take what they want?',
    input: 'One line with $A$ and $B$ ($1 \\le A, B \\le 16$, $A + B \\le 16$).',
    output: 'Print `Yay!` if both can take their pieces, otherwise `:(`.',
    hint: '',
    source: link('AC-abc100_a', 'https://atcoder.jp/contests/abc100/tasks/abc100_a'),
    samples: [
      { input: '5 4\n', output: 'Yay!\n' },
      { input: '11 4\n', output: ':(\n' },
    ],
  },
  {
    problemId: 'SPOJ-TEST',
    remoteOj: 'SPOJ',
    title: 'Life, the Universe, and Everything',
    timeLimit: 10000,
    memoryLimit: 1536,
    difficulty: 0,
    tags: ['basics'],
    description:
      'Rewrite small numbers from input to output. Stop processing input after reading in the number 42. All numbers at input are integers of one or two digits.',
    input: 'One integer per line.',
    output: 'The same numbers, one per line, up to but not including 42.',
    hint: '',
    source: link('SPOJ-TEST', 'https://www.spoj.com/problems/TEST/'),
    samples: [{ input: '1\n2\n88\n42\n99\n', output: '1\n2\n88\n' }],
  },
];
