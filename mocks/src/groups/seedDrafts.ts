import { GroupAuth, GroupMemberAuth } from '@generated/model/index';

/** A member row of the seed: who, at which level, how many days ago they applied or joined, and why. */
export interface MemberDraft {
  username: string;
  auth: GroupMemberAuth;
  daysAgo: number;
  reason?: string;
  /** Days since an admin answered the application (approved or refused); absent: never changed. */
  answeredDaysAgo?: number;
}

export interface GroupDraft {
  name: string;
  shortName: string;
  brief: string;
  description: string;
  auth: GroupAuth;
  code: string | null;
  owner: string;
  visible: boolean;
  status: 0 | 1;
  daysAgo: number;
  /** Everyone but the owner, whose level-5 row the seed adds when the group is made. */
  members: MemberDraft[];
}

const { APPLYING, REFUSED, MEMBER, ADMIN } = GroupMemberAuth;

const member = (
  username: string,
  auth: GroupMemberAuth,
  daysAgo: number,
  reason?: string,
  answeredDaysAgo?: number,
): MemberDraft => ({ username, auth, daysAgo, reason, answeredDaysAgo });

/**
 * The groups of the demo site, by id from 1: a school's training team, a club, a class, two study groups, the
 * problem setters' hidden group and one banned group. alice (the demo user) owns the club, helps run the class,
 * belongs to the team, waits for the study group's answer and was refused by the night camp, so the portal
 * shows every relation a user can have to a group.
 */
export const groupDrafts: GroupDraft[] = [
  {
    name: '算法竞赛集训队',
    shortName: 'ACM 集训队',
    brief: '校队的日常训练与周测。成员由教练审核加入。',
    description: `## 关于集训队

面向 ICPC / CCPC 的校队训练。每周六下午一场 **周测**（ACM 赛制，2 小时），周三晚上专题讲评。

- 训练题单在「训练」里按专题排好，建议按顺序完成；
- 周测结束后在「讨论」里交流题解；
- 连续三次缺席周测且未请假的同学会被移出队伍。

> 申请时请在理由中写明 **年级、专业和 Codeforces 账号**。`,
    auth: GroupAuth.PROTECTED,
    code: 'ICPC25',
    owner: 'admin',
    visible: true,
    status: 0,
    daysAgo: 180,
    members: [
      member('jedediah44', ADMIN, 170, '2022 级软件工程，CF 1800，想继续带新人。', 169),
      member('norris23', MEMBER, 160, '2023 级计科，CF 账号 norris23_cf。', 159),
      member('tyree93', MEMBER, 150, '2023 级数据科学，参加过省赛。', 150),
      member('eldred_dibbert', MEMBER, 120, '想系统地学习图论和动态规划。', 118),
      member('alice', MEMBER, 100, '2024 级计科，校赛二等奖，希望加入校队。', 99),
      member('bettymoore', MEMBER, 90, '2024 级软件工程，每周能保证两次训练。', 88),
      member('aric_rosenbaum', MEMBER, 75, '2024 级人工智能，CF 1500。', 74),
      member('destinee58', MEMBER, 60, '2023 级软件工程，想准备明年的区域赛。', 58),
      member('mozelle59', MEMBER, 45, '2024 级软件工程，校赛三等奖。', 44),
      member('tyrel44', MEMBER, 30, '2023 级数据科学，想补强数学题。', 29),
      member('cleveland_herm', MEMBER, 20, '2022 级计科，之前参加过 ICPC 网络赛。', 19),
      member('earlene78', REFUSED, 14, '想来看看。', 13),
      member('bob', APPLYING, 2, '2024 级计科，刷题 100+，希望参加周测。'),
    ],
  },
  {
    name: 'Python 编程兴趣小组',
    shortName: 'PyClub',
    brief: '零基础也能来，一起用 Python 解决有趣的小问题。',
    description: `# Python 编程兴趣小组

每两周一次线下活动（周四 19:00，实验楼 305），线上随时交流。

本学期计划：

1. 字符串与列表的常用技巧；
2. 用 \`collections\` 和 \`itertools\` 写出简洁的解法；
3. 期末一起做一个小项目。

公开小组，点击「加入」即可成为成员。`,
    auth: GroupAuth.PUBLIC,
    code: null,
    owner: 'alice',
    visible: true,
    status: 0,
    daysAgo: 90,
    members: [
      member('destinee58', ADMIN, 89, undefined, 80),
      member('bob', MEMBER, 85),
      member('dave', MEMBER, 70),
      member('benny_bogan', MEMBER, 60),
      member('gabrielwuckert', MEMBER, 41),
      member('earlene78', MEMBER, 12),
      member('toney_roberts', MEMBER, 3),
    ],
  },
  {
    name: '2024 级计算机科学 1 班',
    shortName: 'CS2401',
    brief: '《程序设计基础》课程作业与上机练习。',
    description: `## 《程序设计基础》2024 秋

- 上机：每周二 14:00–15:40，实验楼 402；
- 作业在「训练」中发布，截止时间以训练说明为准；
- 期中、期末上机考试使用「比赛」，**考试期间请勿使用其他账号**。

加入时请填写邀请码（课堂上公布），理由中写 **学号和姓名**。`,
    auth: GroupAuth.PRIVATE,
    code: 'k7Q2xm',
    owner: 'problemadmin',
    visible: true,
    status: 0,
    daysAgo: 75,
    members: [
      member('alice', ADMIN, 74, '学号 2024010203，课代表。', 73),
      member('benny_bogan', MEMBER, 73, '学号 2024010211，逮玲。', 73),
      member('gabrielwuckert', MEMBER, 73, '学号 2024010215。', 72),
      member('toney_roberts', MEMBER, 72, '学号 2024010226。', 72),
      member('bettymoore', MEMBER, 71, '学号 2024010230。', 70),
      member('terence_hodkie', REFUSED, 40, '我不是这个班的，想蹭作业。', 39),
      member('carol', APPLYING, 1, '学号 2024010238，之前忘记加入了。'),
    ],
  },
  {
    name: 'DS Study Group',
    shortName: 'DS Study',
    brief: 'Weekly data structures reading and practice.',
    description: `## Data Structures Study Group

We read one chapter a week (segment trees, balanced trees, union-find, sparse tables …) and solve three
problems on it together.

- Meetings: Sunday 20:00, online;
- Please tell us in your application which chapters you have finished.`,
    auth: GroupAuth.PROTECTED,
    code: 'DS2024',
    owner: 'cleveland_herm',
    visible: true,
    status: 0,
    daysAgo: 50,
    members: [
      member('gabrielwuckert', ADMIN, 49, 'Finished the first four chapters.', 45),
      member('tyree93', MEMBER, 40, 'I want to learn segment trees.', 39),
      member('leanneprohaska', MEMBER, 33, 'Preparing for the provincial contest.', 30),
      member('lucinda45', MEMBER, 21, 'Read up to union-find already.', 20),
      member('alice', APPLYING, 4, '想系统学习线段树和平衡树，已经读完前三章。'),
    ],
  },
  {
    name: 'Codeforces Night Camp',
    shortName: 'CF Night',
    brief: 'Virtual Codeforces rounds every Friday night.',
    description: `## Codeforces Night Camp

Every Friday at 22:35 we take a past Div. 2 round as a virtual contest, then upsolve together.

Invitation code from the organisers only; rating 1600+ preferred.`,
    auth: GroupAuth.PRIVATE,
    code: 'N1ghtC',
    owner: 'norris23',
    visible: true,
    status: 0,
    daysAgo: 40,
    members: [
      member('aric_rosenbaum', ADMIN, 39, 'CF 1700, can help with upsolving.', 38),
      member('jedediah44', MEMBER, 35, 'CF 1800.', 35),
      member('eldred_dibbert', MEMBER, 28, 'CF 1650, free on Friday nights.', 27),
      member('alice', REFUSED, 9, '想参加周五晚上的虚拟赛，提高 CF 分数。', 8),
      member('toney_roberts', APPLYING, 1, 'CF 1610, would like to join the rounds.'),
    ],
  },
  {
    name: '命题组（内部）',
    shortName: '命题组内部',
    brief: '校赛命题、验题与题面审校，仅限命题人。',
    description: `命题组工作区：校赛题目在这里以小组题目的形式准备，验题赛在小组比赛中进行。

**请勿外传题目与数据。**`,
    auth: GroupAuth.PROTECTED,
    code: 'Mt2026',
    owner: 'root',
    visible: false,
    status: 0,
    daysAgo: 200,
    members: [
      member('problemadmin', ADMIN, 199, undefined, 199),
      member('admin', MEMBER, 199, undefined, 199),
    ],
  },
  {
    name: '题解搬运小分队',
    shortName: '题解搬运组',
    brief: '每天搬运各大 OJ 的题解，欢迎直接抄。',
    description: '搬运各大 OJ 的题解与 AC 代码。该小组因违反社区规定已被管理员封禁。',
    auth: GroupAuth.PUBLIC,
    code: null,
    owner: 'tyrel44',
    visible: true,
    status: 1,
    daysAgo: 25,
    members: [member('mozelle59', MEMBER, 24)],
  },
];
