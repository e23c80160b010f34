import { userByUsername } from '../store/schema/accounts';
import { contests, type ContestPrintRow } from '../store/schema/contests';
import { MINUTE } from '../store/clock';

interface Draft {
  cid: number;
  username: string;
  /** Minutes after the contest's start. */
  at: number;
  printed: boolean;
  content: string;
}

const UNION_FIND = `#include <bits/stdc++.h>
using namespace std;

int parent[200005];
int find(int x) { return parent[x] == x ? x : parent[x] = find(parent[x]); }

int main() {
    int n, m;
    scanf("%d %d", &n, &m);
    for (int i = 1; i <= n; i++) parent[i] = i;
    while (m--) {
        int op, a, b;
        scanf("%d %d %d", &op, &a, &b);
        if (op == 1) parent[find(a)] = find(b);
        else puts(find(a) == find(b) ? "Y" : "N");
    }
    return 0;
}
`;

const BRACKETS = `def balanced(s):
    stack = []
    pairs = {')': '(', ']': '[', '}': '{'}
    for ch in s:
        if ch in '([{':
            stack.append(ch)
        elif not stack or stack.pop() != pairs[ch]:
            return False
    return not stack

print("Yes" if balanced(input().strip()) else "No")
`;

const SIEVE = `#include <stdio.h>
#define N 10000001
static char composite[N];

int main(void) {
    int n, count = 0;
    scanf("%d", &n);
    for (int i = 2; i <= n; i++) {
        if (composite[i]) continue;
        count++;
        for (long long j = (long long)i * i; j <= n; j += i) composite[j] = 1;
    }
    printf("%d\\n", count);
    return 0;
}
`;

const NOTE = `B 题思路草稿：
1. 先按权值从小到大排序所有边；
2. 用并查集依次合并，跳过已连通的两点；
3. 合并满 n-1 条边后停止，累加权值即为答案。
样例 2 手算结果为 37，与输出不符，需要检查边的读入顺序。
`;

/**
 * Print requests of the running contest (printing open) and of the ended private one: real programs and notes
 * contestants send to the printer, some already printed.
 */
const drafts: Draft[] = [
  { cid: 2, username: 'alice', at: 18, printed: true, content: BRACKETS },
  { cid: 2, username: 'jedediah44', at: 41, printed: false, content: UNION_FIND },
  { cid: 2, username: 'bob', at: 52, printed: false, content: SIEVE },
  { cid: 8, username: 'alice', at: 35, printed: true, content: UNION_FIND },
  { cid: 8, username: 'tyrel44', at: 96, printed: true, content: NOTE },
  { cid: 8, username: 'bob', at: 150, printed: true, content: SIEVE },
  { cid: 8, username: 'norris23', at: 262, printed: false, content: BRACKETS },
];

/** Needs the contests in their table (their start times). */
export function seedContestPrints(): ContestPrintRow[] {
  return drafts.map((draft, index): ContestPrintRow => {
    const contest = contests.get(draft.cid);
    const user = userByUsername(draft.username);
    if (!contest || !user) throw new Error(`contests/seedPrints.ts: print ${index + 1} names nothing seeded`);
    const sent = new Date(contest.startTime.getTime() + draft.at * MINUTE);
    return {
      id: index + 1,
      cid: draft.cid,
      username: user.username,
      realname: user.realname,
      content: draft.content,
      status: draft.printed ? 1 : 0,
      gmtCreate: sent,
      gmtModified: draft.printed ? new Date(sent.getTime() + 4 * MINUTE) : sent,
    };
  });
}
