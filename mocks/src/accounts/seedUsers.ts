import type { Gender, RoleKey } from '@generated/model/index';
import { demoAccounts } from '../store/demoAccounts';
import { DAY, HOUR } from '../store/clock';
import type { UserRow } from '../store/schema/accounts';
import type { SeedContext } from '../store/seedContext';

type Profile = Pick<
  UserRow,
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

const schools = ['华南理工大学', '中山大学', '暨南大学', '华南师范大学', '深圳大学', '广东工业大学'];
const courses = [
  '计算机科学与技术',
  '软件工程',
  '人工智能',
  '数据科学与大数据技术',
  '数学与应用数学',
  '物理学',
];
const genders: Gender[] = ['male', 'female', 'secrecy'];

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

function usernameFrom(raw: string, taken: Set<string>): string {
  const base =
    raw
      .toLowerCase()
      .replace(/[^a-z0-9_]/g, '')
      .slice(0, 14) || 'user';
  let name = base;
  for (let n = 2; taken.has(name); n += 1) name = `${base}${n}`;
  taken.add(name);
  return name;
}

export function seedUsers(ctx: SeedContext): UserRow[] {
  const { faker } = ctx;
  const taken = new Set(demoAccounts.map((a) => a.username));

  const demo = demoAccounts.map((account): UserRow => {
    const entry = demoProfiles[account.username];
    if (!entry) throw new Error(`seed/users.ts has no profile for demo account ${account.username}`);
    const { daysAgo, ...profile } = entry;
    const created = ctx.ago(daysAgo * DAY);
    return {
      uid: ctx.uid(),
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

  const generated = generatedRoles.map((role, index): UserRow => {
    const username = usernameFrom(ctx.fakerEn.internet.username(), taken);
    const created = ctx.ago(faker.number.int({ min: 2 * DAY, max: 300 * DAY }) + index * HOUR);
    const realname = faker.person.fullName();
    return {
      uid: ctx.uid(),
      username,
      password: `${username}123`,
      nickname: faker.helpers.maybe(() => faker.person.firstName(), { probability: 0.6 }) ?? null,
      realname,
      email: `${username}@student.hoj.test`,
      school: faker.helpers.arrayElement(schools),
      course: faker.helpers.arrayElement(courses),
      number: `2023${faker.string.numeric(8)}`,
      gender: faker.helpers.arrayElement(genders),
      avatar: null,
      titleName: null,
      titleColor: null,
      signature: faker.helpers.maybe(() => `刷题第 ${faker.number.int({ min: 1, max: 400 })} 天。`) ?? null,
      github: null,
      blog: null,
      cfUsername: faker.helpers.maybe(() => `${username}_cf`, { probability: 0.3 }) ?? null,
      mobile: null,
      status: index === BANNED_INDEX ? 1 : 0,
      role,
      gmtCreate: created,
      gmtModified: created,
    };
  });

  return [...demo, ...generated];
}
