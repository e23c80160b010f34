import { formatExamples } from '@hoj/core/parse/problemExamples';
import { DAY, HOUR, MINUTE } from '../store/clock';
import type { SeedContext } from '../store/seedContext';
import { userByUsername } from '../store/schema/accounts';
import { contestAnnouncements, contests, type ContestRow } from '../store/schema/contests';
import { groups } from '../store/schema/groups';
import {
  contestProblems,
  problemTags,
  problems,
  tags,
  type ProblemCaseRow,
  type ProblemRow,
} from '../store/schema/problems';
import {
  trainingCategories,
  trainingCategoryLinks,
  trainingProblems,
  trainingRegisters,
  trainings,
} from '../store/schema/trainings';
import { chineseProblemDrafts, type GroupProblemDraft } from './seedProblemDrafts';
import { englishProblemDrafts } from './seedProblemDraftsEn';

/**
 * What the groups hold besides members and announcements: their problems, trainings and contests. Seeded after
 * every other domain (after the judge's submissions, so the seeded contests' submissions stay where they were
 * drawn): group problems get the ids after the site's, and the group trainings use the training team's
 * problems `P1010`–`P1040`, which its members have solved some of.
 */

function need<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`groups/seedContent.ts: ${what} is not seeded`);
  return value;
}

const uidOf = (username: string) => need(userByUsername(username), `the account ${username}`).uid;

function casesOf(draft: GroupProblemDraft): { cases: ProblemCaseRow[]; isUploadCase: boolean } {
  const oiScore = (count: number) => (draft.type === 1 ? 100 / count : 0);
  if (typeof draft.cases !== 'number') {
    const typed = draft.cases;
    return {
      cases: typed.map((c) => ({ ...c, score: oiScore(typed.length), groupNum: null })),
      isUploadCase: false,
    };
  }
  const count = draft.cases;
  return {
    cases: Array.from({ length: count }, (_, i) => ({
      input: `${i + 1}.in`,
      output: `${i + 1}.out`,
      score: oiScore(count),
      groupNum: null,
    })),
    isUploadCase: true,
  };
}

function problemRow(draft: GroupProblemDraft, id: number, ctx: SeedContext): ProblemRow {
  const group = need(groups.get(draft.gid), `group ${draft.gid}`);
  const made = ctx.ago(draft.daysAgo * DAY);
  return {
    id,
    problemId: `${group.shortName}${draft.suffix}`.toUpperCase(),
    title: draft.title,
    difficulty: draft.difficulty,
    type: draft.type,
    auth: draft.auth,
    gid: draft.gid,
    author: draft.author,
    description: draft.description,
    input: draft.input,
    output: draft.output,
    hint: draft.hint,
    source: draft.source,
    examples: formatExamples(draft.samples),
    timeLimit: draft.timeLimit ?? 1000,
    memoryLimit: draft.memoryLimit ?? 256,
    stackLimit: 128,
    judgeMode: 'default',
    judgeCaseMode: 'default',
    isRemote: false,
    remoteOj: null,
    ioScore: 100,
    codeShare: true,
    isFileIO: false,
    ioReadFileName: null,
    ioWriteFileName: null,
    userExtraFile: null,
    openCaseResult: true,
    isRemoveEndBlank: true,
    languages: [...draft.languages],
    codeTemplates: {},
    ...casesOf(draft),
    modifiedUser: draft.author,
    gmtCreate: made,
    gmtModified: made,
  };
}

function seedProblems(ctx: SeedContext): void {
  for (const draft of [...chineseProblemDrafts, ...englishProblemDrafts]) {
    const row = problems.insert(problemRow(draft, problems.nextId(), ctx));
    for (const name of draft.tags) {
      const tag = need(
        tags.find((t) => t.name === name && t.oj === 'ME' && t.gid === null),
        `the tag ${name}`,
      );
      problemTags.insert({ pid: row.id, tid: tag.id });
    }
  }
}

const problemByDisplayId = (problemId: string) =>
  need(problems.one('problemId', problemId), `the problem ${problemId}`);

interface TrainingDraft {
  gid: number;
  title: string;
  description: string;
  author: string;
  category: { name: string; color: string };
  password: string | null;
  rank: number;
  problems: readonly string[];
  registered: readonly string[];
  daysAgo: number;
}

/**
 * The training team's private problem set (alice, the veteran jedediah44 and norris23 registered; their
 * practice submissions to these problems are their progress) and the class's weekly homework.
 */
const trainingDrafts: readonly TrainingDraft[] = [
  {
    gid: 1,
    title: '集训队专题：动态规划与数论',
    description:
      '周测前的专题练习，**仅限集训队成员**，密码在群公告里。\n\n' +
      '建议顺序：先做 `P1010` 和 `P1020`，再挑战 `P1030` 与八皇后。每道题 AC 后请在讨论区写一段思路。',
    author: 'admin',
    category: { name: '专题训练', color: '#9c27b0' },
    password: 'acm-dp25',
    rank: 10,
    problems: ['P1010', 'P1020', 'P1030', 'P1040'],
    registered: ['alice', 'jedediah44', 'norris23'],
    daysAgo: 45,
  },
  {
    gid: 3,
    title: '第 3 周上机作业：分支与循环',
    description:
      '本周上机课的作业，周日 23:59 前完成。\n\n1. 成绩等级：练习 `if`/`else if` 的边界；\n2. 打印菱形：练习双重循环。',
    author: 'problemadmin',
    category: { name: '课程作业', color: '#19be6b' },
    password: null,
    rank: 10,
    problems: ['CS2401A', 'CS2401B'],
    registered: [],
    daysAgo: 54,
  },
];

function seedTrainings(ctx: SeedContext): void {
  for (const draft of trainingDrafts) {
    const made = ctx.ago(draft.daysAgo * DAY);
    const category = trainingCategories.insert({
      id: trainingCategories.nextId(),
      ...draft.category,
      gid: draft.gid,
      gmtCreate: made,
      gmtModified: made,
    });
    const training = trainings.insert({
      id: trainings.nextId(),
      title: draft.title,
      description: draft.description,
      author: draft.author,
      auth: draft.password === null ? 'Public' : 'Private',
      privatePwd: draft.password,
      rank: draft.rank,
      status: true,
      gid: draft.gid,
      isGroup: true,
      gmtCreate: made,
      gmtModified: made,
    });
    trainingCategoryLinks.insert({ tid: training.id, cid: category.id });
    draft.problems.forEach((problemId, index) => {
      trainingProblems.insert({
        id: trainingProblems.nextId(),
        tid: training.id,
        pid: problemByDisplayId(problemId).id,
        rank: index + 1,
        displayId: problemId,
        gmtCreate: made,
        gmtModified: made,
      });
    });
    for (const username of draft.registered)
      trainingRegisters.insert({ tid: training.id, uid: uidOf(username), gmtCreate: made });
  }
}

/** The class's midterm: a group contest in six days, its contest-only problem first. */
function seedMidterm(ctx: SeedContext): void {
  const start = ctx.later(6 * DAY + 14 * HOUR);
  const made = ctx.ago(8 * DAY);
  const contest: ContestRow = {
    id: contests.nextId(),
    uid: uidOf('problemadmin'),
    title: '《程序设计基础》期中上机考试',
    type: 1,
    auth: 0,
    description: '考试时间 100 分钟，OI 赛制按测试点给分。**考试期间请勿使用其他账号**，结束后公布成绩。',
    startTime: start,
    endTime: new Date(start.getTime() + 100 * MINUTE),
    sealRank: false,
    sealRankTime: null,
    openPrint: false,
    openRank: false,
    rankShowName: 'realname',
    oiRankScoreType: 'Highest',
    allowEndSubmit: false,
    count: 0,
    visible: true,
    gid: 3,
    pwd: null,
    source: 0,
    autoRealRank: true,
    openAccountLimit: false,
    accountLimitRule: null,
    starAccount: [],
    awardType: 0,
    awardConfig: [],
    gmtCreate: made,
    gmtModified: made,
  };
  contests.insert(contest);
  ['CS2401C', 'CS2401B'].forEach((problemId, index) => {
    const problem = problemByDisplayId(problemId);
    contestProblems.insert({
      id: contestProblems.nextId(),
      cid: contest.id,
      pid: problem.id,
      displayId: String.fromCharCode(65 + index),
      displayTitle: problem.title,
      color: ['#e74c3c', '#3498db'][index] ?? null,
      gmtCreate: made,
      gmtModified: made,
    });
  });
}

/** The training team's running weekly test (the contests' seed) gets a clarification from its creator. */
function seedWeeklyTestNotice(ctx: SeedContext): void {
  const weekly = need(
    contests.find((c) => c.gid === 1 && c.title === '算法小组周测'),
    'the training team’s weekly test',
  );
  const posted = ctx.ago(10 * MINUTE);
  contestAnnouncements.insert({
    id: contestAnnouncements.nextId(),
    cid: weekly.id,
    title: '关于 C 题（快速幂）的说明',
    content: '模数 $p$ 保证是质数，答案请输出 $[0, p)$ 内的非负整数。样例没有问题，请放心提交。',
    uid: weekly.uid,
    status: 0,
    gmtCreate: posted,
    gmtModified: posted,
  });
}

export function seedGroupContent(ctx: SeedContext): void {
  seedProblems(ctx);
  seedTrainings(ctx);
  seedMidterm(ctx);
  seedWeeklyTestNotice(ctx);
}
