/**
 * The English of the group services' messages: groups, members and applications, and a group's announcements,
 * problems, trainings, contests and discussions. The words follow the portal's group pages (visibility,
 * invitation code, owner, applying).
 */

import type { Pattern } from './serverMessagesEnItems';

/** Exact texts, in the backend's words. */
export const GROUP_EXACT: Readonly<Record<string, string>> = {
  // Seeing and creating a group.
  '该团队不存在！': 'This group does not exist.',
  '该团队并非公开团队，不支持访问！': 'This group is hidden: only its members can open it.',
  '团队名称的长度应为 5 到 25！': 'The group name must have 5 to 25 characters.',
  '团队简称的长度应为 5 到 10！': 'The group short name must have 5 to 10 characters.',
  '团队简介的长度应为 5 到 50！': 'The group brief must have 5 to 50 characters.',
  '团队描述的长度应为 5 到 1000！': 'The group description must have 5 to 1000 characters.',
  '团队权限不能为空且应为1~3！': 'The group visibility is required: 1, 2 or 3.',
  '团队邀请码不能为空且长度应为 6！': 'The invitation code is required and must have exactly 6 characters.',
  '团队邀请码的长度应为 6！': 'The invitation code must have exactly 6 characters.',
  '团队名称已存在，请修改后重试！': 'That group name is taken. Choose another one.',
  '团队简称已存在，请修改后重试！': 'That short name is taken. Choose another one.',
  '团队状态只能是 0（正常）或 1（封禁）！': 'A group status is 0 (normal) or 1 (banned).',
  '更新失败，请重新尝试！': 'Could not update it. Please try again.',
  '请选择jpg,jpeg,gif,png,webp格式的头像图片！':
    'Wrong file type: choose a jpg, jpeg, gif, png or webp picture.',
  // Joining, applications and members.
  '添加成员失败，该团队不存在!': 'Could not join the group: it does not exist.',
  '添加成员失败，该团队已被封禁或未公开显示！': 'Could not join the group: it is banned or hidden.',
  '邀请码错误，请重新尝试！': 'Wrong invitation code. Please try again.',
  '申请理由的长度应为 5 到 100！': 'The reason for applying must have 5 to 100 characters.',
  '您已申请过，请勿重复申请！': 'You have applied already.',
  '您已经加入了该团队，请勿再申请！！': 'You are a member of this group already.',
  '该用户不在团队中！': 'This user is not in the group.',
  '成员权限只能是 1 到 5！': 'A member level is 1 to 5.',
  '对不起，不允许操作团队的Owner权限！': 'Sorry, the owner’s level cannot be changed.',
  '对不起，您无法将已是团队成员的权限降为处理中或拒绝':
    'Sorry, a member’s level cannot go back to Applying or Refused.',
  '对不起，您无法删除自己！': 'Sorry, you cannot remove yourself.',
  '对不起，不允许删除团队的Owner！': 'Sorry, the group’s owner cannot be removed.',
  '对不起，作为该团队Owner，您只可以解散团队，不允许退出团队！':
    'Sorry, as the owner you cannot exit the group: you can only disband it.',
  '对不起，您并未在当前团队，无法退出！': 'Sorry, you are not in this group, so you cannot exit it.',
  // Names the services put into "… must not be empty" and "… is too long".
  公告标题: 'Announcement title',
  公告: 'Announcement',
  公告ID: 'Announcement ID',
  团队ID: 'Group ID',
  比赛ID: 'Contest ID',
  题目的展示ID: 'Problem ID',
  题目标题: 'Problem title',
  题目描述: 'Problem description',
  输入描述: 'Input description',
  输出描述: 'Output description',
  题目提示: 'Hint',
  // A group's problems and their editor.
  '添加失败，题目所属团队ID不可为空！': 'Could not add it: the problem needs a group ID.',
  '对不起，您无权限添加别的团队的题目标签！': 'Sorry, you may not add another group’s tags.',
  '题目的配置项不能为空！': 'The problem settings are missing.',
  '题目的id不能为空！': 'The problem id is missing.',
  '题目的展示ID不能为空！': 'Enter a Problem ID.',
  '题目的类型必须为ACM(0), OI(1)！': 'A problem type is ACM (0) or OI (1).',
  '题目的权限必须为公开题目(1), 隐藏题目(2), 比赛题目(3)！':
    'A problem is public (1), hidden (2) or contest only (3).',
  '题目的判题模式必须为普通判题(default), 特殊判题(spj), 交互判题(interactive)！':
    'The judge mode is default, spj (special judge) or interactive.',
  '题目的用例模式不正确！': 'Unknown test case mode.',
  '题目的用例模式错误，ACM类型的题目只能为默认模式(default)、遇错止评(ergodic_without_error)！':
    'An ACM problem’s test case mode is default or ergodic_without_error.',
  '题目的用例模式错误，OI类型的题目只能为默认模式(default)、子任务（最低得分）(subtask_lowest)、 子任务（平均得分）(subtask_average)！':
    'An OI problem’s test case mode is default, subtask_lowest or subtask_average.',
  '题目的时间限制范围请合理填写！(1~30000ms)': 'The time limit is 1 to 30000 ms.',
  '题目的内存限制范围请合理填写！(1~1024mb)': 'The memory limit is 1 to 1024 MB.',
  '题目的栈限制范围请合理填写！(1~1024mb)': 'The stack limit is 1 to 1024 MB.',
  // Adding problems to a group's trainings and contests.
  '添加失败，训练所属的团队ID不可为空！': 'Could not add it: the training needs a group ID.',
  '更新失败，训练ID不能为空！': 'Could not update it: give the training ID.',
  '该训练不存在！': 'This training does not exist.',
  '该题目不存在或已被隐藏！': 'This problem does not exist or is hidden.',
  '该题目不存在或不是团队题目！': 'This problem does not exist or is not a group problem.',
  '添加失败，该题目不存在或不是团队题目！':
    'Could not add it: the problem does not exist or is not a group problem.',
  '添加失败，比赛所属的团队ID不可为空！': 'Could not add it: the contest needs a group ID.',
  '添加失败，题目所属的团队ID不可为空！': 'Could not add it: the problem needs a group ID.',
  '更新失败，比赛ID不可为空！': 'Could not update it: give the contest ID.',
  '该比赛不存在！': 'This contest does not exist.',
  '添加失败，该题目已添加或者题目的比赛展示ID已存在！':
    'Not added: the problem is in the contest already, or its display ID is taken.',
  // A group's discussions.
  '更新失败，该讨论非团队讨论！': 'Could not update it: this is not a group discussion.',
  '删除失败，该讨论非团队讨论！': 'Could not delete it: this is not a group discussion.',
};

/**
 * The step a refusal names in front ("获取失败，…"), as the English sentence's start. Only these steps are
 * matched, so a refusal of an unknown step stays as the server wrote it.
 */
const STEPS: Readonly<Record<string, string>> = {
  访问团队失败: 'Could not open the group',
  获取权限失败: 'Could not check your access to the group',
  获取失败: 'Could not load it',
  添加失败: 'Could not add it',
  更新失败: 'Could not update it',
  修改失败: 'Could not save the change',
  删除失败: 'Could not delete it',
  编译失败: 'Could not compile it',
  申请失败: 'Could not send the request',
  获取成员列表失败: 'Could not load the members',
  更新成员失败: 'Could not update the member',
  删除成员失败: 'Could not remove the member',
  退出团队失败: 'Could not exit the group',
  获取公告失败: 'Could not load the announcements',
  修改公告失败: 'Could not save the announcement',
  获取题目列表失败: 'Could not load the problems',
  添加题目失败: 'Could not add the problem',
  获取训练失败: 'Could not load the training',
  添加训练失败: 'Could not add the training',
  更新训练失败: 'Could not update the training',
  删除训练失败: 'Could not delete the training',
  修改训练失败: 'Could not change the training',
  获取比赛列表失败: 'Could not load the contests',
  获取比赛失败: 'Could not load the contest',
  获取比赛题目列表失败: 'Could not load the contest’s problems',
  获取比赛题目失败: 'Could not load the contest problem',
  获取讨论列表失败: 'Could not load the discussions',
};

/** What a refusal says is outside the group or gone. */
const THINGS: Readonly<Record<string, string>> = {
  题目: 'the problem',
  训练: 'the training',
  比赛: 'the contest',
  公告: 'the announcement',
  讨论: 'the discussion',
  训练题目: 'the training problem',
  比赛题目: 'the contest problem',
  比赛公告: 'the contest announcement',
  // The contest's problem list, and a problem's test data: the contest or the problem is the group's or not.
  比赛题目列表: 'the contest',
  题目的题目数据: 'the problem',
};

const oneOf = (table: Readonly<Record<string, string>>): string => Object.keys(table).join('|');
const STEP = `(${oneOf(STEPS)})`;
const THING = `(${oneOf(THINGS)})`;

/** Refusals built from a step and a reason. */
export const GROUP_PATTERNS: readonly Pattern[] = [
  [
    new RegExp(`^${STEP}，该团队不存在或已被封禁！$`),
    (step) => `${STEPS[step]}: the group does not exist or is banned.`,
  ],
  [
    new RegExp(`^${STEP}，不可(?:操作|访问|获取)非团队内的${THING}！$`),
    (step, thing) => `${STEPS[step]}: ${THINGS[thing]} is not in this group.`,
  ],
  [
    new RegExp(`^${STEP}，该${THING}(已?)不存在！$`),
    (step, thing, gone) => `${STEPS[step]}: ${THINGS[thing]} ${gone ? 'is gone' : 'does not exist'}.`,
  ],
  [
    /^对不起，您暂时无权限创建团队！请先去提交题目通过(\d+)道以上!$/,
    (count) => `Sorry, you cannot create a group yet: solve at least ${count} problems first.`,
  ],
  [
    /^对不起，您今天创建团队次数已超过(\d+)次，已被限制！$/,
    (count) => `Sorry, you can create at most ${count} groups a day.`,
  ],
  [
    /^对不起，您总共已创建了(\d+)个团队，不可再创建，已被限制！$/,
    (count) => `Sorry, you have created ${count} groups, the most allowed.`,
  ],
];
