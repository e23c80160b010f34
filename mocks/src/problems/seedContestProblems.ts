import { DAY } from '../store/clock';
import type { SeedContext } from '../store/seedContext';
import type { ContestProblemRow } from '../store/schema/problems';

/** Balloon colours, one per label. */
const BALLOONS = ['#e74c3c', '#3498db', '#2ecc71', '#f1c40f', '#9b59b6', '#e67e22', '#1abc9c'];

/**
 * The problems of each seeded contest (ids as `contests/seedContests.ts` hands them out), labelled `A`, `B`, …
 * in order. Contest 2 (running, sealed in its last hour) also holds a private problem, which its list leaves out
 * and its problem page refuses, as the backend does with problems whose auth is 2.
 */
const contestPids: Record<number, { pid: number; title?: string }[]> = {
  // 新生入门赛 (OI, ended)
  1: [{ pid: 1001, title: 'A + B' }, { pid: 1012 }, { pid: 1019 }, { pid: 1026 }, { pid: 1014 }],
  // 春季个人赛 第 1 场 (ACM, running)
  2: [
    { pid: 1006 },
    { pid: 1013 },
    { pid: 1017, title: '骑士周游' },
    { pid: 1021 },
    { pid: 1031 },
    { pid: 1033, title: '数独' },
    { pid: 1005 },
  ],
  // OI 周赛 #12 (OI, scheduled, protected)
  3: [{ pid: 1004 }, { pid: 1008 }, { pid: 1016 }, { pid: 1036 }],
  // 校队选拔赛（第一轮） (ACM, scheduled, private)
  4: [{ pid: 1023 }, { pid: 1029 }, { pid: 1038 }, { pid: 1039 }],
  // 暑期集训选拔赛 (ACM, scheduled in three weeks)
  5: [{ pid: 1011 }, { pid: 1034 }],
  // 内部验题赛 (hidden)
  6: [{ pid: 1024 }, { pid: 1028 }],
  // 算法小组周测 (group contest, running)
  7: [{ pid: 1010 }, { pid: 1030 }, { pid: 1020 }],
};

/** Display titles default to the problem's own title, as the admin's "add problem" dialog fills them in. */
export function seedContestProblems(ctx: SeedContext, titleOf: (pid: number) => string): ContestProblemRow[] {
  const created = ctx.ago(30 * DAY);
  let id = 0;
  return Object.entries(contestPids).flatMap(([cid, entries]) =>
    entries.map((entry, index): ContestProblemRow => {
      id += 1;
      return {
        id,
        cid: Number(cid),
        pid: entry.pid,
        displayId: String.fromCharCode(65 + index),
        displayTitle: entry.title ?? titleOf(entry.pid),
        color: BALLOONS[index % BALLOONS.length] ?? null,
        gmtCreate: created,
        gmtModified: created,
      };
    }),
  );
}
