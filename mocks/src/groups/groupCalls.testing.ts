import { userByUsername } from '../store/schema/accounts';
import { languages, problems, tags, type ProblemRow } from '../store/schema/problems';
import { issueToken } from '../store/schema/sessions';

/** What the tests of a group's problems, trainings and contests share: the seeded groups and request bodies. */

/** The training team (admin owns it; jedediah44 helps run it; alice is a member; bob applies). */
export const TEAM = 1;
/** The Python club: alice owns it, destinee58 helps run it; bob and dave are members. */
export const CLUB = 2;
/** The class: problemadmin owns it, alice helps run it; benny_bogan is a member, carol applies. */
export const CLASS = 3;
/** Banned: only root reaches it. */
export const BANNED = 7;

/** A signed-in session of any seeded account (the demo accounts' passwords are the only ones the tests know). */
export function tokenFor(username: string): string {
  const user = userByUsername(username);
  if (!user) throw new Error(`${username} is not seeded`);
  return issueToken(user.uid);
}

export function seededProblem(problemId: string): ProblemRow {
  const row = problems.one('problemId', problemId);
  if (!row) throw new Error(`${problemId} is not seeded`);
  return row;
}

function languageRow(name: string): { id: number; name: string } {
  const row = languages.one('name', `ME:${name}`);
  if (!row) throw new Error(`no local language ${name}`);
  return { id: row.id, name: row.name };
}

/** A tag as the editor sends an existing one: with its group. */
export function tagRow(name: string): { id: number; name: string; gid: number | null } {
  const row = tags.find((t) => t.name === name && t.oj === 'ME');
  if (!row) throw new Error(`no tag ${name}`);
  return { id: row.id, name: row.name, gid: row.gid };
}

/**
 * A `ProblemDTO` as hoj-vue's group problem editor sends it: the display id without the group's prefix, the
 * group, two typed-in cases, C++ and Python3, one site tag and one new tag; fields can be replaced.
 */
export function groupProblemBody(
  gid: number,
  problem: Record<string, unknown> = {},
  dto: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    problem: {
      problemId: '03',
      title: '列表推导式练习',
      author: 'alice',
      type: 0,
      auth: 1,
      difficulty: 0,
      timeLimit: 1000,
      memoryLimit: 256,
      stackLimit: 128,
      description: '输入 $n$，输出 $1$ 到 $n$ 中所有偶数的平方，用空格隔开。',
      input: '一个整数 $n$（$1 \\le n \\le 100$）。',
      output: '一行。',
      examples: '<input>5\n</input><output>4 16\n</output>',
      hint: '`[i * i for i in range(2, n + 1, 2)]`',
      source: 'Python 编程兴趣小组',
      judgeMode: 'default',
      judgeCaseMode: 'default',
      isRemote: false,
      codeShare: true,
      gid,
      isGroup: true,
      ...problem,
    },
    samples: [
      { input: '5\n', output: '4 16\n', score: null, groupNum: null },
      { input: '1\n', output: '\n', score: null, groupNum: null },
    ],
    isUploadTestCase: false,
    judgeMode: 'default',
    languages: [languageRow('C++'), languageRow('Python3')],
    tags: [tagRow('入门'), { name: '列表推导式', color: '#2d8cf0' }],
    codeTemplates: [],
    ...dto,
  };
}

/** A `TrainingDTO` as the group's training editor sends it; its category by name unless one is given. */
export function groupTrainingBody(
  gid: number,
  training: Record<string, unknown> = {},
  trainingCategory: Record<string, unknown> = { name: '周末加练', color: '#ff9900' },
): Record<string, unknown> {
  return {
    training: {
      title: '第 4 周上机作业：数组',
      description: '数组的遍历与统计。',
      author: 'alice',
      auth: 'Public',
      privatePwd: null,
      rank: 20,
      status: true,
      gid,
      ...training,
    },
    trainingCategory,
  };
}

/** An `AdminContestVO` as the group's contest editor sends it: a public ACM contest tomorrow, two hours. */
export function groupContestBody(
  gid: number,
  start: Date,
  fields: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    title: '第 5 周随堂测验',
    description: '三道题，40 分钟。',
    type: 0,
    auth: 0,
    startTime: start.toISOString(),
    endTime: new Date(start.getTime() + 2 * 3_600_000).toISOString(),
    sealRank: false,
    visible: true,
    openRank: false,
    rankShowName: 'username',
    oiRankScoreType: 'Recent',
    awardType: 0,
    starAccount: [],
    gid,
    ...fields,
  };
}
