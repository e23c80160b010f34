import type { GroupProblemDraft } from './seedProblemDrafts';

const CONTEST_LANGUAGES = ['C', 'C++', 'C++ With O2', 'Java', 'Python3', 'PyPy3'];

/** The study group's and the night camp's problems, written in English as those groups write. */
export const englishProblemDrafts: readonly GroupProblemDraft[] = [
  {
    gid: 4,
    suffix: '01',
    title: 'Range Sums with Point Updates',
    author: 'gabrielwuckert',
    type: 0,
    auth: 1,
    difficulty: 1,
    description:
      'Chapter 3 exercise. You are given an array $a_1, \\dots, a_n$ and $q$ operations of two kinds:\n\n' +
      '- `1 i x`: add $x$ to $a_i$;\n- `2 l r`: print $a_l + a_{l+1} + \\dots + a_r$.\n\n' +
      'A prefix-sum array is too slow once updates come in; use a Fenwick tree or a segment tree.',
    input:
      'The first line holds $n$ and $q$ ($1 \\le n, q \\le 2 \\times 10^5$), the second line $a_1 \\dots a_n$ ' +
      '($|a_i| \\le 10^9$), then $q$ lines with one operation each ($|x| \\le 10^9$).',
    output: 'One line per operation of the second kind.',
    hint: 'The sums need 64-bit integers.',
    source: 'DS Study Group, week 3',
    samples: [{ input: '5 4\n1 2 3 4 5\n2 1 5\n1 3 10\n2 2 4\n2 3 3\n', output: '15\n19\n13\n' }],
    languages: CONTEST_LANGUAGES,
    tags: ['树状数组', '线段树'],
    cases: 10,
    daysAgo: 35,
  },
  {
    gid: 4,
    suffix: '02',
    title: 'Sliding Window Maximum',
    author: 'cleveland_herm',
    type: 0,
    auth: 1,
    difficulty: 1,
    description:
      'Chapter 4 exercise. For every window of $k$ consecutive elements of the array, print its maximum. ' +
      'Aim for $O(n)$ with a monotonic deque.',
    input:
      'The first line holds $n$ and $k$ ($1 \\le k \\le n \\le 10^6$), the second line the $n$ elements.',
    output: '$n - k + 1$ numbers on one line, separated by spaces.',
    hint: 'Keep indices in the deque, not values: you need to know when the front leaves the window.',
    source: 'DS Study Group, week 4',
    samples: [{ input: '8 3\n1 3 -1 -3 5 3 6 7\n', output: '3 3 5 5 6 7\n' }],
    languages: CONTEST_LANGUAGES,
    tags: ['单调队列'],
    timeLimit: 2000,
    cases: 12,
    daysAgo: 28,
  },
  {
    gid: 5,
    suffix: '01',
    title: 'Balanced Teams',
    author: 'norris23',
    type: 0,
    auth: 1,
    difficulty: 1,
    description:
      'The camp splits $2n$ players with ratings $r_1, \\dots, r_{2n}$ into two teams of $n$ players each. ' +
      'Print the smallest possible difference between the sums of the two teams.',
    input:
      'The first line holds $n$ ($1 \\le n \\le 10$), the second line the $2n$ ratings ($1 \\le r_i \\le 4000$).',
    output: 'One integer.',
    hint: 'With $2n \\le 20$ players, trying every team is fast enough.',
    source: 'Codeforces Night Camp, upsolving set 5',
    samples: [{ input: '2\n1500 1600 1700 1800\n', output: '0\n' }],
    languages: CONTEST_LANGUAGES,
    tags: ['枚举', 'DFS'],
    cases: 15,
    daysAgo: 21,
  },
  {
    gid: 5,
    suffix: '02',
    title: 'Midnight Snacks',
    author: 'aric_rosenbaum',
    type: 0,
    auth: 1,
    difficulty: 2,
    description:
      'There are $n$ snack shops on a street, shop $i$ at position $x_i$ sells a snack of tastiness $t_i$ and ' +
      'closes at time $c_i$. You start at position $0$ at time $0$ and walk one unit per minute. Buying takes no ' +
      'time, and you must reach a shop strictly before it closes. What is the largest total tastiness you can buy?',
    input:
      'The first line holds $n$ ($1 \\le n \\le 2000$); each of the next $n$ lines holds $x_i, t_i, c_i$ ' +
      '($|x_i| \\le 10^9$, $1 \\le t_i \\le 10^6$, $1 \\le c_i \\le 4 \\times 10^9$).',
    output: 'One integer.',
    hint: 'Sort the shops by position: the shops you visit always form an interval around the start.',
    source: 'Codeforces Night Camp, upsolving set 6',
    samples: [{ input: '3\n-2 5 3\n3 7 8\n4 1 100\n', output: '13\n' }],
    languages: CONTEST_LANGUAGES,
    tags: ['区间DP'],
    timeLimit: 3000,
    cases: 20,
    daysAgo: 14,
  },
];
