import type { ContestAwardConfigVO } from '@generated/model/index';
import { DAY, HOUR, MINUTE } from '../store/clock';
import type { ContestRow, DeferredContestPlan } from '../store/schema/contests';

export type Draft = Omit<
  ContestRow,
  'id' | 'uid' | 'startTime' | 'endTime' | 'sealRankTime' | 'pwd' | 'count' | 'gmtCreate' | 'gmtModified'
> & {
  /** Generated (non-demo) accounts registered with the password; the contest's count is what they add up to. */
  registered: number;
  author: 'root' | 'admin' | 'problemadmin';
  /** Start relative to the seed time (negative: already started). */
  startsIn: number;
  duration: number;
  /** Seal the rank this long before the end (when `sealRank`). */
  sealBeforeEnd: number;
  /** Demo accounts registered before the generated ones. */
  members?: readonly string[];
  /** Problems the contest seed labels A, B, … (contests 1–7 get theirs from the problems' seed). */
  problems?: readonly number[];
  /** Team accounts, registrations and submissions made the first time the contest is read. */
  deferred?: DeferredContestPlan;
};

const common = {
  openPrint: false,
  openRank: false,
  allowEndSubmit: false,
  rankShowName: 'username',
  oiRankScoreType: 'Recent',
  visible: true,
  gid: null,
  sealRank: false,
  sealBeforeEnd: 0,
  source: 0,
  autoRealRank: true,
  openAccountLimit: false,
  accountLimitRule: null,
  starAccount: [] as string[],
  awardType: 0,
  awardConfig: [] as ContestAwardConfigVO[],
} as const;

/** The back office's default bands, as the ended OI contest shows them on its board. */
const MEDALS = [
  { priority: 1, name: '金奖', background: '#ffd700', color: '#ffffff', num: 10 },
  { priority: 2, name: '银奖', background: '#c0c0c0', color: '#ffffff', num: 20 },
  { priority: 3, name: '铜奖', background: '#cd7f32', color: '#ffffff', num: 30 },
];

/**
 * Contests in every state the home page filter must tell apart. Listed by `get-recent-contest` (not ended and
 * starting within 14 days): the running one and the two scheduled within 14 days. Not listed: one starting in
 * 21 days, the ended ones, one hidden and one group contest. The last two are ended ACM contests with their
 * boards' data: a private one of two dozen teams whose board stays sealed (the scroll board resolves it), and
 * the 5,000-team one the large-board benchmark reads.
 */
export const drafts: Draft[] = [
  {
    ...common,
    title: '新生入门赛',
    author: 'admin',
    type: 1,
    auth: 0,
    startsIn: -10 * DAY,
    duration: 4 * HOUR,
    registered: 0,
    oiRankScoreType: 'Highest',
    awardType: 1,
    awardConfig: MEDALS,
    description: '面向新生的 OI 赛制入门赛，题目覆盖输入输出、循环与简单排序。',
  },
  {
    ...common,
    title: '春季个人赛 第 1 场',
    author: 'root',
    type: 0,
    auth: 0,
    startsIn: -1 * HOUR,
    duration: 5 * HOUR,
    registered: 0,
    sealRank: true,
    sealBeforeEnd: HOUR,
    openRank: true,
    openPrint: true,
    starAccount: ['bob'],
    description: 'ACM 赛制，罚时 20 分钟；最后一小时封榜。可以使用打印服务。',
  },
  {
    ...common,
    title: 'OI 周赛 #12',
    author: 'problemadmin',
    type: 1,
    auth: 2,
    startsIn: 3 * DAY,
    duration: 3 * HOUR,
    registered: 6,
    allowEndSubmit: true,
    description: '保护赛：任何人可以查看题目，提交需要比赛密码。',
  },
  {
    ...common,
    title: '校队选拔赛（第一轮）',
    author: 'admin',
    type: 0,
    auth: 1,
    startsIn: 10 * DAY + 30 * MINUTE,
    duration: 5 * HOUR,
    registered: 0,
    rankShowName: 'realname',
    openPrint: true,
    openAccountLimit: true,
    accountLimitRule:
      '<prefix>team</prefix><suffix></suffix><start>1</start><end>30</end><extra>alice bob</extra>',
    description: '私有赛：凭密码进入。排行榜显示真实姓名。',
  },
  {
    ...common,
    title: '暑期集训选拔赛',
    author: 'root',
    type: 0,
    auth: 1,
    startsIn: 21 * DAY,
    duration: 5 * HOUR,
    registered: 0,
    description: '暑期集训的选拔赛，具体安排另行通知。',
  },
  {
    ...common,
    title: '内部验题赛',
    author: 'problemadmin',
    type: 1,
    auth: 1,
    startsIn: 2 * DAY,
    duration: 2 * HOUR,
    registered: 0,
    visible: false,
    description: '命题组内部验题，不对外公开。',
  },
  {
    ...common,
    title: '算法小组周测',
    author: 'admin',
    type: 0,
    auth: 0,
    startsIn: -30 * MINUTE,
    duration: 2 * HOUR,
    registered: 0,
    gid: 1,
    description: '小组内部的周测。',
  },
  {
    ...common,
    title: '第十届校程序设计竞赛（正式赛）',
    author: 'admin',
    type: 0,
    auth: 1,
    startsIn: -6 * DAY - 5 * HOUR,
    duration: 5 * HOUR,
    members: ['alice', 'bob', 'carol', 'dave'],
    registered: 17,
    sealRank: true,
    sealBeforeEnd: HOUR,
    // The board stays frozen after the end until it is resolved on the scroll board.
    autoRealRank: false,
    allowEndSubmit: true,
    openPrint: true,
    starAccount: ['carol'],
    awardType: 2,
    awardConfig: [
      { priority: 1, name: '一等奖', background: '#ffd700', color: '#303133', num: 2 },
      { priority: 2, name: '二等奖', background: '#c0c0c0', color: '#303133', num: 3 },
      { priority: 3, name: '三等奖', background: '#cd7f32', color: '#ffffff', num: 4 },
    ],
    problems: [1002, 1003, 1007, 1009, 1013, 1021, 1027, 1038],
    description:
      'ACM 赛制，5 小时，罚时 20 分钟；最后一小时封榜，赛后由管理员滚榜公布最终排名。' +
      '比赛结束后仍可提交，赛后提交不计入排名。打星队伍：carol。',
  },
  {
    ...common,
    title: '2026 华南高校程序设计邀请赛',
    author: 'root',
    type: 0,
    auth: 1,
    startsIn: -20 * DAY,
    duration: 5 * HOUR,
    registered: 0,
    sealRank: true,
    sealBeforeEnd: HOUR,
    openRank: true,
    rankShowName: 'nickname',
    starAccount: ['hn26_0007', 'hn26_0042', 'hn26_0256', 'hn26_1024', 'hn26_4096'],
    awardType: 2,
    awardConfig: [
      { priority: 1, name: '金奖', background: '#ffd700', color: '#303133', num: 300 },
      { priority: 2, name: '银奖', background: '#c0c0c0', color: '#303133', num: 600 },
      { priority: 3, name: '铜奖', background: '#cd7f32', color: '#ffffff', num: 900 },
    ],
    problems: [1001, 1002, 1003, 1006, 1007, 1009, 1013, 1014, 1017, 1019, 1021, 1023, 1026, 1029, 1039],
    deferred: { teams: 5000, submissions: 60000, usernamePrefix: 'hn26_' },
    description:
      '5000 支队伍、15 道题的大型邀请赛：ACM 赛制，5 小时，最后一小时封榜，赛后自动公布最终排名。' +
      '榜单对外公开。',
  },
];
