import type { RemoteProblemDraft } from '../seedRemoteStatements';

const link = (label: string, url: string) => `[${label}](${url})`;

/**
 * What the mock's remote judges answer the importer with: a few well-known problems per judge, their statements
 * retold in short. Any other id is one the crawler cannot fetch. (LibreOJ is missing: the mock has none of its
 * languages, so its problems could not be submitted.)
 */
export const remoteCatalogue: readonly RemoteProblemDraft[] = [
  {
    problemId: 'HDU-1001',
    remoteOj: 'HDU',
    title: 'Sum Problem',
    timeLimit: 1000,
    memoryLimit: 32,
    difficulty: 0,
    tags: [],
    description: 'Compute $SUM(n) = 1 + 2 + \\dots + n$.',
    input: 'Each line holds one integer $n$. Process to the end of the file.',
    output: 'For each case print $SUM(n)$ on its own line, followed by a blank line.',
    hint: 'The result fits in a 32-bit signed integer; the intermediate $n(n+1)$ may not.',
    source: link('HDU-1001', 'https://acm.hdu.edu.cn/showproblem.php?pid=1001'),
    samples: [{ input: '1\n100\n', output: '1\n\n5050\n\n' }],
  },
  {
    problemId: 'HDU-1002',
    remoteOj: 'HDU',
    title: 'A + B Problem II',
    timeLimit: 1000,
    memoryLimit: 32,
    difficulty: 1,
    tags: [],
    description: 'Add two positive integers of up to 1000 digits each.',
    input: 'The first line holds $T$ ($1 \\le T \\le 20$); each of the next $T$ lines holds $A$ and $B$.',
    output:
      'For case $i$ print `Case i:` and then `A + B = S` on the next line. Separate two cases with a blank line.',
    hint: 'Add digit by digit from the right, carrying as on paper.',
    source: link('HDU-1002', 'https://acm.hdu.edu.cn/showproblem.php?pid=1002'),
    samples: [
      {
        input: '2\n1 2\n112233445566778899 998877665544332211\n',
        output:
          'Case 1:\n1 + 2 = 3\n\nCase 2:\n112233445566778899 + 998877665544332211 = 1111111111111111110\n',
      },
    ],
  },
  {
    problemId: 'CF-4A',
    remoteOj: 'CF',
    title: 'Watermelon',
    timeLimit: 1000,
    memoryLimit: 64,
    difficulty: 0,
    tags: ['brute force', 'math'],
    description:
      'Two friends bought a watermelon of weight $w$ kilos and want to cut it into two parts, each of a positive even weight. Can they?',
    input: 'One integer $w$ ($1 \\le w \\le 100$).',
    output: 'Print `YES` if the watermelon can be divided so, otherwise `NO`.',
    hint: '',
    source: link('CF-4A', 'https://codeforces.com/problemset/problem/4/A'),
    samples: [{ input: '8\n', output: 'YES\n' }],
  },
  {
    problemId: 'CF-71A',
    remoteOj: 'CF',
    title: 'Way Too Long Words',
    timeLimit: 1000,
    memoryLimit: 256,
    difficulty: 0,
    tags: ['strings'],
    description:
      'A word longer than 10 letters is abbreviated as its first letter, the number of letters between the first and the last, and its last letter: `localization` becomes `l10n`. Shorter words stay as they are.',
    input: 'The first line holds $n$ ($1 \\le n \\le 100$); each of the next $n$ lines holds one word.',
    output: 'Print every word, abbreviated where it is too long, one per line.',
    hint: '',
    source: link('CF-71A', 'https://codeforces.com/problemset/problem/71/A'),
    samples: [
      {
        input: '4\nword\nlocalization\ninternationalization\npneumonoultramicroscopicsilicovolcanoconiosis\n',
        output: 'word\nl10n\ni18n\np43s\n',
      },
    ],
  },
  {
    problemId: 'GYM-100001B',
    remoteOj: 'GYM',
    title: 'Counting Squares',
    timeLimit: 2000,
    memoryLimit: 256,
    difficulty: 1,
    tags: ['math'],
    description:
      'How many squares of any size, with sides along the grid lines, does an $n \\times m$ grid contain?',
    input: 'One line with $n$ and $m$ ($1 \\le n, m \\le 10^6$).',
    output: 'The number of squares.',
    hint: 'A $k \\times k$ square fits in $(n - k + 1)(m - k + 1)$ places.',
    source: link('GYM-100001B', 'https://codeforces.com/gym/100001/problem/B'),
    samples: [{ input: '2 3\n', output: '8\n' }],
  },
  {
    problemId: 'POJ-2388',
    remoteOj: 'POJ',
    title: "Who's in the Middle",
    timeLimit: 1000,
    memoryLimit: 64,
    difficulty: 0,
    tags: [],
    description: 'Farmer John measured the milk output of his $N$ cows ($N$ odd). Find the median output.',
    input: 'The first line holds $N$ ($1 \\le N < 10000$); each of the next $N$ lines holds one output.',
    output: 'The median: half of the cows give at least as much, half at most as much.',
    hint: '',
    source: link('POJ-2388', 'http://poj.org/problem?id=2388'),
    samples: [{ input: '5\n2\n4\n1\n3\n5\n', output: '3\n' }],
  },
  {
    problemId: 'SPOJ-PRIME1',
    remoteOj: 'SPOJ',
    title: 'Prime Generator',
    timeLimit: 6000,
    memoryLimit: 1536,
    difficulty: 1,
    tags: [],
    description: 'Print every prime between two given numbers.',
    input:
      'The first line holds $t$ ($t \\le 10$); each of the next $t$ lines holds $m$ and $n$ ($1 \\le m \\le n \\le 10^9$, $n - m \\le 10^5$).',
    output:
      'For each test case print the primes $p$ with $m \\le p \\le n$, one per line; separate cases by a blank line.',
    hint: 'Sieve the interval with the primes up to $\\sqrt{n}$.',
    source: link('SPOJ-PRIME1', 'https://www.spoj.com/problems/PRIME1/'),
    samples: [{ input: '2\n1 10\n3 5\n', output: '2\n3\n5\n7\n\n3\n5\n' }],
  },
  {
    problemId: 'AC-abc086_a',
    remoteOj: 'AC',
    title: 'Product',
    timeLimit: 2000,
    memoryLimit: 256,
    difficulty: 0,
    tags: ['ABC'],
    description: 'Given two positive integers $a$ and $b$, is their product even or odd?',
    input: 'One line with $a$ and $b$ ($1 \\le a, b \\le 10000$).',
    output: 'Print `Even` if $a \\times b$ is even, otherwise `Odd`.',
    hint: '',
    source: link('AC-abc086_a', 'https://atcoder.jp/contests/abc086/tasks/abc086_a'),
    samples: [{ input: '3 4\n', output: 'Even\n' }],
  },
];
