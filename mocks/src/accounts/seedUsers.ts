import type { RoleKey } from '@generated/model/index';
import { demoAccounts } from '../store/demoAccounts';
import { DAY } from '../store/clock';
import type { UserRow } from '../store/schema/accounts';
import type { SeedContext } from '../store/seedContext';
import { seedPeople } from './seedPeople';

type Profile = Pick<
  UserRow,
  | 'uid'
  | 'nickname'
  | 'realname'
  | 'school'
  | 'course'
  | 'number'
  | 'gender'
  | 'titleName'
  | 'titleColor'
  | 'signature'
  | 'github'
  | 'blog'
  | 'cfUsername'
  | 'mobile'
> & { daysAgo: number };

/** Hand-written profiles of the demo accounts, so the screens people try first look like a real site. */
const demoProfiles: Record<string, Profile> = {
  root: {
    uid: 'a5fe9be03bafdaf6f35861ccafb55ce8',
    nickname: '站长',
    realname: '系统管理员',
    school: '华南理工大学',
    course: '计算机科学与技术',
    number: null,
    gender: 'secrecy',
    titleName: '站长',
    titleColor: '#e6a23c',
    signature: '维护本站的评测机与题库。有问题请在**讨论区**留言。',
    github: 'https://github.com/hoj-root',
    blog: null,
    cfUsername: null,
    mobile: '13800138000',
    daysAgo: 420,
  },
  admin: {
    uid: '269fa8a6db0efa2e2e1aec4d7ca589fa',
    nickname: '老周',
    realname: '周明',
    school: '华南理工大学',
    course: '软件工程',
    number: 'T2019001',
    gender: 'male',
    titleName: '管理员',
    titleColor: '#409eff',
    signature: '比赛与公告由我发布，题解欢迎投稿。',
    github: null,
    blog: 'https://blog.hoj.test/zhouming',
    cfUsername: 'zhou_ming',
    mobile: '13900139000',
    daysAgo: 400,
  },
  problemadmin: {
    uid: '1dedd1ed6cc3bfeaae2e664d95ea8abb',
    nickname: '出题人小林',
    realname: '林晓',
    school: '中山大学',
    course: '数学与应用数学',
    number: 'T2020017',
    gender: 'female',
    titleName: '命题组',
    titleColor: '#67c23a',
    signature: '数据有锅请私信，保证 24 小时内修复。',
    github: 'https://github.com/linxiao-problems',
    blog: null,
    cfUsername: null,
    mobile: null,
    daysAgo: 330,
  },
  alice: {
    uid: '25d21e1bae68ca3b50e2deacacc19f45',
    nickname: 'Alice',
    realname: '艾丽丝',
    school: '华南理工大学',
    course: '计算机科学与技术',
    number: '202330450101',
    gender: 'female',
    titleName: null,
    titleColor: null,
    signature: '每天一道题，$O(n \\log n)$ 起步。',
    github: 'https://github.com/alice-codes',
    blog: null,
    cfUsername: 'alice_cf',
    mobile: '13700137000',
    daysAgo: 210,
  },
  bob: {
    uid: 'fcd81fabf1abf9d54fa60bdffbbfa930',
    nickname: '鲍勃',
    realname: '包博',
    school: '华南师范大学',
    course: '信息安全',
    number: '202320110203',
    gender: 'male',
    titleName: null,
    titleColor: null,
    signature: '动态规划爱好者。',
    github: null,
    blog: null,
    cfUsername: null,
    mobile: null,
    daysAgo: 160,
  },
  carol: {
    uid: 'cffdcd74ca9ae83afb394b6fcfede982',
    nickname: 'Carol',
    realname: '陈卡罗',
    school: '暨南大学',
    course: '网络工程',
    number: '202310220315',
    gender: 'female',
    titleName: null,
    titleColor: null,
    signature: null,
    github: null,
    blog: null,
    cfUsername: null,
    mobile: null,
    daysAgo: 95,
  },
  dave: {
    uid: 'b47cbf184fd9dcbcdedac3b9cc2bdcbf',
    nickname: '大卫',
    realname: '戴维',
    school: '深圳大学',
    course: '电子信息工程',
    number: '202340330422',
    gender: 'male',
    titleName: null,
    titleColor: null,
    signature: '只看题不交题。',
    github: null,
    blog: null,
    cfUsername: null,
    mobile: null,
    daysAgo: 60,
  },
};

/** Roles of the generated users: mostly ordinary users, plus every restricted role once. */
const generatedRoles: RoleKey[] = [
  'no_discuss_user',
  'no_submit_no_discuss_user',
  'no_submit_mute_user',
  ...Array.from({ length: 15 }, (): RoleKey => 'default_user'),
];

/** Number of generated users; with the seven demo accounts the back office's user list spans three pages. */
export const GENERATED_USERS = generatedRoles.length;

/** Index (into the generated users) of the one banned account. */
const BANNED_INDEX = 7;

export function seedUsers(ctx: SeedContext): UserRow[] {
  if (seedPeople.length !== GENERATED_USERS)
    throw new Error(`seedPeople.ts has ${seedPeople.length} accounts, the roles list ${GENERATED_USERS}`);

  const demo = demoAccounts.map((account): UserRow => {
    const entry = demoProfiles[account.username];
    if (!entry) throw new Error(`seed/users.ts has no profile for demo account ${account.username}`);
    const { daysAgo, ...profile } = entry;
    const created = ctx.ago(daysAgo * DAY);
    return {
      username: account.username,
      password: account.password,
      email: `${account.username}@hoj.test`,
      avatar: null,
      ...profile,
      status: 0,
      role: account.role,
      gmtCreate: created,
      gmtModified: created,
    };
  });

  const generated = seedPeople.map(({ agoMs, ...person }, index): UserRow => {
    const created = ctx.ago(agoMs);
    return {
      ...person,
      password: `${person.username}123`,
      email: `${person.username}@student.hoj.test`,
      avatar: null,
      titleName: null,
      titleColor: null,
      github: null,
      blog: null,
      mobile: null,
      status: index === BANNED_INDEX ? 1 : 0,
      role: generatedRoles[index] ?? 'default_user',
      gmtCreate: created,
      gmtModified: created,
    };
  });

  return [...demo, ...generated];
}
