import type { ContestAwardConfigVO } from '@generated/model/index';
import { demoAccounts } from '../store/demoAccounts';
import { userByUsername, users, type UserRow } from '../store/schema/accounts';
import { DAY, HOUR, MINUTE } from '../store/clock';
import type { SeedContext } from '../store/seedContext';
import type { ContestRegisterRow, ContestRow } from '../store/schema/contests';

type Draft = Omit<
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
 * 21 days, one that ended, one hidden and one group contest.
 */
const drafts: Draft[] = [
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
    starAccount: ['bob'],
    description: 'ACM 赛制，罚时 20 分钟；最后一小时封榜。',
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
];

/** The password of the seeded private and protected contests (README, demo accounts). */
export const DEMO_CONTEST_PASSWORD = 'hoj2026';

/** The seeded contests and their registrations (`contest_register`), whose number is each contest's `count`. */
export interface SeededContests {
  contests: ContestRow[];
  registers: ContestRegisterRow[];
}

/**
 * Who registered, as HOJ's registration allows it: only for a visible contest with a password (a public contest
 * has none and never registers anyone), once per account, and only accounts that pass the contest's account
 * rule. The registrants are generated accounts taken in turn, so the demo accounts keep their first registration.
 */
function registrantsOf(draft: Draft, id: number, pool: readonly UserRow[]): UserRow[] {
  if (draft.registered === 0) return [];
  if (draft.auth === 0 || !draft.visible || draft.openAccountLimit || draft.gid !== null) {
    throw new Error(`contests/seedContests.ts: nobody the seed generates could register for ${draft.title}`);
  }
  if (draft.registered > pool.length)
    throw new Error(`contests/seedContests.ts: too few accounts for ${draft.title}`);
  const start = (id * 3) % pool.length;
  return Array.from({ length: draft.registered }, (_, i) => pool[(start + i) % pool.length] as UserRow);
}

export function seedContests(ctx: SeedContext): SeededContests {
  const demo = new Set(demoAccounts.map((account) => account.username));
  const pool = users.filter((user) => user.status === 0 && !demo.has(user.username));
  const registers: ContestRegisterRow[] = [];
  const rows = drafts.map((draft, index): ContestRow => {
    const { author, startsIn, duration, sealBeforeEnd, registered: _registered, ...rest } = draft;
    const creator = userByUsername(author);
    if (!creator) throw new Error(`contests/seedContests.ts: author ${author} is not seeded`);
    const id = index + 1;
    const registrants = registrantsOf(draft, id, pool);
    registers.push(...registrants.map((user) => ({ cid: id, uid: user.uid })));
    const startTime = ctx.later(startsIn);
    // Created a month before it starts (or before the seed time, whichever is earlier).
    const created = new Date(Math.min(startTime.getTime(), ctx.now.getTime()) - 30 * DAY);
    const endTime = new Date(startTime.getTime() + duration);
    return {
      ...rest,
      // Every private and protected demo contest shares one password, so a visitor of the demo can enter them.
      pwd: rest.auth === 0 ? null : DEMO_CONTEST_PASSWORD,
      id,
      uid: creator.uid,
      count: registrants.length,
      startTime,
      endTime,
      sealRankTime: draft.sealRank ? new Date(endTime.getTime() - sealBeforeEnd) : null,
      starAccount: [...rest.starAccount],
      awardConfig: rest.awardConfig.map((band) => ({ ...band })),
      gmtCreate: created,
      gmtModified: created,
    };
  });
  return { contests: rows, registers };
}
