/**
 * The English of the HOJ backend's known messages (loaded only for readers in en-US, see serverMessages.ts).
 * Matched by exact text, or by pattern where they carry a number or a name.
 * The back office's messages (contests, problems, packages, trainings) and the group services' messages live in
 * their own tables.
 */

import { ADMIN_EXACT, ADMIN_PATTERNS } from './serverMessagesEnAdmin';
import { GROUP_EXACT, GROUP_PATTERNS } from './serverMessagesEnGroups';
import { item, type Pattern } from './serverMessagesEnItems';

/** Exact texts, in the backend's words. */
const EXACT: Readonly<Record<string, string>> = {
  // Sessions and permissions (JWT filter, Shiro, services).
  '登录状态已失效，请重新登录！': 'Your session has ended. Please log in again.',
  '请您先登录！': 'Please log in first.',
  '对不起，您无权限进行此操作！': 'Sorry, you are not allowed to do this.',
  '对不起，您无权限操作！': 'Sorry, you are not allowed to do this.',
  '网站当前未开启团队讨论区的功能，不可访问！': 'Group discussions are switched off on this site.',
  '网站当前未开启比赛评论区的功能，不可访问！': 'Contest comments are switched off on this site.',
  '网站当前未开启公开讨论区的功能，不可访问！': 'The public discussion board is switched off on this site.',
  添加失败: 'Could not add it.',
  修改失败: 'Could not save the change.',
  删除失败: 'Could not delete it.',
  // Sign-in and sign-out.
  用户名不能为空: 'Enter a username.',
  密码不能为空: 'Enter a password.',
  '用户名或密码错误！请注意大小写！': 'Wrong username or password (both are case-sensitive).',
  // The back office login's own wording, and the portal login's answer to fields that trim to nothing.
  用户名或密码错误: 'Wrong username or password.',
  '用户名或密码不能为空！': 'Enter a username and a password.',
  '该账户已被封禁，请联系管理员进行处理！': 'This account is banned. Please contact an administrator.',
  '对不起！登录失败次数过多！您的账号有风险，半个小时内暂时无法登录！':
    'Too many failed logins: this account is locked for half an hour.',
  '该账号并非管理员账号，无权登录！': 'This account is not an administrator and cannot log in here.',
  '退出登录成功！': 'Logged out.',
  // Contests: seeing and registering.
  '对不起，该比赛不存在!': 'Sorry, this contest does not exist.',
  '该比赛并非公开比赛，您无权查看！': 'This contest is not public: you may not see it.',
  'cid或者password不能为空！': 'Give the contest and its password.',
  '比赛密码错误，请重新输入！': 'Wrong contest password. Please try again.',
  '您已注册过该比赛，请勿重复注册！': 'You have already registered for this contest.',
  // Submitting, judging, sharing and the rank lists.
  '网站当前未开启题目评测的功能，禁止提交或调试！':
    'Judging is switched off on this site: you cannot submit or test code.',
  '网站当前未开启团队内题目评测的功能，禁止提交或调试！':
    'Judging of group problems is switched off on this site: you cannot submit or test code.',
  '网站当前未开启比赛题目评测的功能，禁止提交或调试！':
    'Judging of contest problems is switched off on this site: you cannot submit or test code.',
  '提交的代码是无效的，代码字符长度请不要低于50！': 'The code is too short: write at least 50 characters.',
  '提交的代码是无效的，代码字符长度请不要超过65535！': 'The code is too long: at most 65535 characters.',
  '对不起，您的提交频率过快，请稍后再尝试！': 'You are submitting too often. Please try again in a moment.',
  '对不起，您使用在线调试过于频繁，请稍后再尝试！':
    'You are running tests too often. Please try again in a moment.',
  '错误！当前题目已不存在，不可提交！': 'Error: this problem no longer exists and cannot take submissions.',
  '错误！当前题目不可提交！': 'Error: this problem does not take submissions.',
  '错误！当前题目已被隐藏，不可提交！': 'Error: this problem is hidden and cannot take submissions.',
  '提交失败，该题目为团队所属，请你前往指定团队内提交！':
    'Not submitted: this problem belongs to a group, submit it from the group.',
  '对不起，您并非该题目所属的团队内成员，无权进行提交！':
    'Sorry, only members of the group this problem belongs to may submit to it.',
  '比赛已结束，不可再提交！': 'The contest has ended: no more submissions.',
  '比赛未开始，不可提交！': 'The contest has not started: you cannot submit yet.',
  '对不起，请你先注册该比赛，提交代码失败！':
    'Sorry, register for the contest first: the code was not submitted.',
  查询比赛id不能为空: 'Give a contest id.',
  '此提交数据不存在！': 'This submission does not exist.',
  '非提交该评测的用户不可操作！': 'Only the user who made this submission may do this.',
  '错误！非vJudge题目在比赛过程无权限重新提交':
    'Error: during a contest only remote-judge problems may be resubmitted.',
  '错误！只有提交失败的评测才可以重新提交！':
    'Error: only a submission that failed to submit can be resubmitted.',
  '请先登录！': 'Please log in first.',
  '当前用户数据为空，请您重新登陆！': 'Your user data is missing. Please log in again.',
  '您还未登录！不可查看比赛提交的测试点详情！': 'Log in to see the test cases of a contest submission.',
  '修改失败，请求参数错误！': 'Not changed: the request was malformed.',
  '对不起，您不能修改他人的代码分享权限！': "Sorry, you cannot change the sharing of someone else's code.",
  '对不起，您不能分享比赛题目的提交代码！': 'Sorry, code submitted in a contest cannot be shared.',
  '对不起，该题目不允许分享代码！': 'Sorry, this problem does not allow sharing code.',
  '请求参数type错误！': 'Bad request: unknown type.',
  '在线调试的代码不可为空！': 'Write some code to test.',
  '在线调试的编程语言不可为空！': 'Choose a language to test in.',
  '在线调试的输入数据不可为空！': 'Enter some input to test with.',
  '在线调试的输入数据字符长度不能超过1000！': 'Test input is at most 1000 characters.',
  '在线调试所属题目的id不能为空！': 'The test run needs a problem id.',
  '当前题目不存在！不支持在线调试！': 'This problem does not exist: it cannot be tested.',
  '查询错误！当前在线调试任务不存在！': 'No such test run: it may have been read already.',
  '错误：该提交数据已不存在！': 'Error: this submission no longer exists.',
  '错误：该提交正在评测中，无法修改，请稍后再尝试！':
    'Error: this submission is being judged and cannot be changed. Please try again later.',
  '错误：编译失败的提交无法修改！': 'Error: a submission that failed to compile cannot be changed.',
  '错误：该评测状态不可人工设置！': 'Error: this status cannot be set by hand.',
  '请求参数不能为空！': 'The request is missing its parameters.',
  '错误：该提交正在评测中，无法取消，请稍后再尝试！':
    'Error: this submission is being judged and cannot be cancelled. Please try again later.',
  '重判成功！该提交已进入判题队列！': 'Rejudging: the submission is back in the judge queue.',
  '重判成功！该题目对应的全部提交已进入判题队列！':
    "Rejudging: all of this problem's submissions are back in the judge queue.",
  '当前该题目无提交，不可重判！': 'This problem has no submissions to rejudge.',
  '排行榜类型代码不正确，请使用0(ACM),1(OI)！': 'Unknown rank list type: use 0 (ACM) or 1 (OI).',
  // Problems, languages and contest problems.
  该题号对应的题目不存在: 'No problem has this id.',
  '该题号对应题目并非公开题目，不支持访问！': 'This problem is not public.',
  '题目为团队所属，此处不支持访问，请前往团队查看！':
    'This problem belongs to a group: open it from the group.',
  '对不起，您并非该题目所属的团队内成员，无权查看题目！':
    'Sorry, only members of the group this problem belongs to may see it.',
  '获取随机题目失败，题库暂无公开题目！': 'No random problem: there is no public problem yet.',
  查询的题目id列表不能为空: 'The list of problem ids must not be empty.',
  是否为比赛题目提交判断不能为空: 'Say whether these are contest problems.',
  '错误：该比赛不存在！': 'Error: no such contest.',
  '请求参数错误：tid或cid不能为空': 'Bad request: give a training id or a contest id.',
  '该训练不存在或不允许显示！': 'This training does not exist or is hidden.',
  '对不起，该比赛不存在！': 'Sorry, no such contest.',
  '比赛还未开始，您无权访问该比赛！': 'The contest has not started yet; you cannot open it.',
  '对不起，您并非团队内的成员无法参加该团队内的比赛！':
    'Sorry, only members of the group may take part in its contests.',
  '对不起，请先到比赛首页输入比赛密码进行注册！':
    'Sorry, register first with the contest password on the contest page.',
  该比赛题目不存在: 'The contest has no such problem.',
  '该比赛题目当前不可访问！': 'This contest problem cannot be opened now.',
  '对不起！本次比赛只允许特定账号规则的用户参赛！':
    'Sorry, only accounts that match this contest’s account rule may take part.',
  '对不起！本次比赛只允许符合特定账号规则的用户参赛！':
    'Sorry, only accounts that match this contest’s account rule may submit.',
  提交失败: 'Could not send it.',
  '错误：您并非该比赛的管理员，无权下载打印代码！':
    'Error: only the contest’s admins may download printed texts.',
  // Contest boards: inside, outside and the scroll board.
  '错误：cid不能为空': 'Error: give a contest id.',
  '错误：比赛id不能为空': 'Error: give a contest id.',
  '访问错误：该比赛不存在！': 'Error: no such contest.',
  '本场比赛未开启外榜，禁止访问外榜！': 'This contest has no public scoreboard.',
  '本场比赛正在筹备中，禁止访问外榜！': 'This contest has not started: its public scoreboard is closed.',
  '比赛不存在 (The contest does not exist)': 'The contest does not exist.',
  '非ACM赛制的比赛无法进行滚榜  (Non - ACM contest board cannot be rolled)':
    'Only an ACM contest’s board can be scrolled.',
  '比赛未开启封榜，无法进行滚榜 (The contest has not been closed, and cannot roll)':
    'The contest does not seal its board, so there is nothing to scroll.',
  '比赛未结束，禁止进行滚榜 (Roll off is prohibited before the contest is over)':
    'The board can be scrolled only after the contest has ended.',
  // Registration and password reset.
  '对不起！本站暂未开启注册功能！': 'Sorry, registration is closed on this site.',
  '对不起！您的邮箱格式不正确！': 'Sorry, that e-mail address is not valid.',
  '对不起！该邮箱已被注册，请更换新的邮箱！': 'That e-mail address is already registered. Use another one.',
  '对不起！该用户名已被注册，请更换新的用户名！': 'That username is taken. Choose another one.',
  '验证码已发送至您的邮箱，请注意查收！': 'The code was sent to your e-mail address.',
  '验证码不存在或已过期，请重新获取！': 'The code does not exist or has expired. Ask for a new one.',
  '验证码不正确！': 'The code is wrong.',
  验证码不正确: 'The code is wrong.',
  '用户名长度不能超过20位!': 'A username has at most 20 characters.',
  '密码长度应该为6~20位！': 'A password has 6 to 20 characters.',
  '谢谢你的注册！': 'Thank you for registering!',
  邮箱或验证码不能为空: 'Enter the e-mail address and the code.',
  '对不起，该邮箱无该用户，请重新检查！': 'No account uses that e-mail address. Please check it.',
  '重置密码邮件已发送，请注意查收！': 'The password reset e-mail was sent.',
  '用户名、新密码或验证码不能为空': 'Enter the username, the new password and the code.',
  '新密码长度应该为6~20位！': 'The new password has 6 to 20 characters.',
  '重置密码链接不存在或已过期，请重新发送重置邮件':
    'The reset link does not exist or has expired. Ask for a new reset e-mail.',
  '重置密码的验证码不正确，请重新输入': 'The reset code is wrong. Please enter it again.',
  重置密码成功: 'Your password was reset.',
  // Profile, password, e-mail and mobile changes.
  用户不存在: 'No such user.',
  '请求参数错误：uid和username不能都为空！': 'Bad request: give a uid or a username.',
  '旧密码不能为空！': 'Enter your current password.',
  '新密码不能为空！': 'Enter a new password.',
  '修改密码成功！您将于5秒钟后退出进行重新登录操作！':
    'Password changed. You will be logged out in 5 seconds to log in again.',
  '由于您多次尝试修改密码失败，已被锁定，请 30 分钟后再尝试！':
    'Too many failed attempts: password changes are locked for 30 minutes.',
  '邮箱格式错误！': 'That e-mail address is not valid.',
  '新邮箱与当前邮箱一致，请不要重复设置！': 'That is already your e-mail address.',
  '该邮箱已被他人使用，请重新设置！': 'That e-mail address is used by someone else.',
  '重置邮箱的验证码已发送至指定邮箱！请注意查收！': 'The code was sent to the new e-mail address.',
  '密码、新邮箱或验证码不能为空！': 'Enter your password, the new e-mail address and the code.',
  '验证码错误或已过期，请重新获取！': 'The code is wrong or has expired. Ask for a new one.',
  '由于您多次尝试修改邮箱失败，已被锁定，请 30 分钟后再尝试！':
    'Too many failed attempts: e-mail changes are locked for 30 minutes.',
  '修改邮箱成功！': 'E-mail address changed.',
  '更新个人信息成功！': 'Profile saved.',
  '性别只能是 male、female 或 secrecy！': 'Gender must be male, female or secrecy.',
  '手机号格式不正确，请输入 11 位手机号！': 'Enter an 11-digit mobile number.',
  '新手机号与当前手机号一致，请不要重复设置！': 'That is already your mobile number.',
  '该手机号已被他人使用，请重新设置！': 'That mobile number is used by someone else.',
  '短信服务未开启，暂时无法发送验证码！': 'Text messages are not set up on this site; no code can be sent.',
  '验证码已发送，请注意查收短信！': 'The code was sent by text message.',
  '密码、新手机号和验证码都不能为空！': 'Enter your password, the new mobile number and the code.',
  '手机验证码不存在或已过期，请重新发送！': 'The text-message code does not exist or has expired.',
  '手机验证码错误，请重新输入！': 'The text-message code is wrong. Please enter it again.',
  '由于您多次尝试修改手机号失败，已被锁定，请 30 分钟后再尝试！':
    'Too many failed attempts: mobile number changes are locked for 30 minutes.',
  '修改手机号成功！': 'Mobile number changed.',
  // Discussions, comments and replies.
  '讨论状态只能是 0（正常）或 1（封禁）！': 'A discussion status is 0 (normal) or 1 (banned).',
  '对不起，该讨论不存在！': 'Sorry, this discussion does not exist.',
  '对不起，该讨论已被封禁！': 'Sorry, this discussion has been banned.',
  '删除失败，无权限或者该讨论不存在': 'Could not delete: not allowed, or the discussion is gone.',
  '评论失败，该讨论已不存在！': 'Could not comment: the discussion is gone.',
  '评论失败，该比赛已不存在！': 'Could not comment: the contest is gone.',
  '删除失败，当前评论已不存在！': 'Could not delete: the comment is gone.',
  无权删除该评论: 'You may not delete this comment.',
  '对不起，该评论不存在！': 'Sorry, this comment does not exist.',
  '回复失败，当前请求的参数错误！': 'Could not reply: the request was malformed.',
  '回复失败，当前评论已不存在！': 'Could not reply: the comment is gone.',
  '对不起，您无权限回复！': 'Sorry, you may not reply.',
  '删除失败，删除的回复不可为空！': 'Could not delete: no reply was named.',
  '删除失败，当前回复的数据已不存在！': 'Could not delete: the reply is gone.',
  '删除失败，当前回复所属的评论已不存在！': 'Could not delete: the reply’s comment is gone.',
  无权删除该回复: 'You may not delete this reply.',
  // Messages, announcements, tags, images.
  '清空失败，不支持该类型消息的清空！': 'Could not clear: this kind of message cannot be cleared.',
  '删除失败，该消息不存在！': 'Could not delete: the message is gone.',
  '公告状态只能是 0（可见）或 1（隐藏）！': 'An announcement status is 0 (visible) or 1 (hidden).',
  更新失败: 'Could not update it.',
  发布失败: 'Could not publish it.',
  '所属 OJ 只能是 ME 或远程 OJ：HDU、CF、GYM、POJ、SPOJ、AC、LIBRE！':
    'The judge must be ME or a remote judge: HDU, CF, GYM, POJ, SPOJ, AC or LIBRE.',
  '该标签名称已存在！请勿重复添加！': 'A tag with this name exists already.',
  '该标签分类名称已存在！请勿重复！': 'A tag category with this name exists already.',
  '上传的图片文件不能为空！': 'Choose an image file to upload.',
  '请选择jpg,jpeg,gif,png,webp,jfif,svg格式的头像图片！':
    'Wrong file type: upload a jpg, jpeg, gif, png, webp, jfif or svg image.',
  '文件id错误，图片不存在': 'Wrong file id: the image does not exist.',
  '上传的头像图片文件不能为空！': 'Choose an image file for the avatar.',
  '文件格式错误，头像只支持上传jpg、jpeg、gif、png、webp格式的图片！':
    'Wrong file type: an avatar is a jpg, jpeg, gif, png or webp image.',
  '上传的头像图片文件大小不能大于2M！': 'An avatar image may be at most 2 MB.',
  '设置新头像成功！': 'New avatar saved.',
  // User administration.
  '不能取消唯一一位可登录的超级管理员的角色，请先将超级管理员角色授予其他账号！':
    'This is the only super admin who can log in: give the super admin role to another account first.',
  '不能封禁唯一一位可登录的超级管理员！': 'The only super admin who can log in cannot be banned.',
  '该用户不存在！': 'No such user.',
  '用户名不能为空！': 'Enter a username.',
  '用户名已存在，请更换！': 'That username is taken. Choose another one.',
  '邮箱已被占用，请更换！': 'That e-mail address is used by someone else.',
  '角色不存在！': 'No such role.',
  '状态不合法！': 'Not a valid status.',
  // AdminUserManager.editUser's own words.
  '密码长度建议为6~20位！': 'A password has 6 to 20 characters.',
  真实姓名的长度不能超过50位: 'A real name has at most 50 characters.',
  头衔的长度建议不要超过20位: 'A title has at most 20 characters.',
  '用户名长度建议不能超过20位!': 'A username has at most 20 characters.',
  '请选择要删除的用户！': 'Select the users to delete.',
  '不能删除自己的账号！': 'You cannot delete your own account.',
  '编号不能为负数！': 'The numbers cannot be negative.',
  '结束编号不能小于起始编号！': 'The last number cannot be below the first.',
  '随机密码的长度应为 6 到 25 位！': 'A random password has 6 to 25 characters.',
  '一次最多生成 1000 个用户！': 'At most 1,000 accounts can be generated at once.',
};

const WHAT_SENT: Readonly<Record<string, string>> = {
  注册邮件: 'the registration e-mail',
  重置邮件: 'the reset e-mail',
  修改邮件: 'the change e-mail',
  验证码: 'the code',
};

const WHAT_CHANGED: Readonly<Record<string, string>> = {
  密码: 'password',
  邮箱: 'e-mail',
  手机号: 'mobile number',
};

/** Messages that carry a number or a name. */
const PATTERNS: readonly Pattern[] = [
  [
    /^提交打印功能限制，请在(\d+)秒后再进行提交！$/,
    (seconds) => `Printing is limited: you can send the next text in ${seconds} s.`,
  ],
  [
    /^对不起，您的操作频率过快，请在(\d+)秒后再次发送(注册邮件|重置邮件|修改邮件|验证码)！$/,
    (seconds, what) => `Too fast: you can send ${WHAT_SENT[what] ?? what} again in ${seconds} s.`,
  ],
  [
    /^(?:原始)?密码错误！您已累计修改(密码|邮箱|手机号)失败(\d+)次，再失败(\d+)次将被锁定 30 分钟！$/,
    (what, count, left) =>
      `Wrong password. ${count} failed ${WHAT_CHANGED[what] ?? what} change attempts; ${left} more lock it for 30 minutes.`,
  ],
  [
    /^对不起，您暂时不能(评论|回复)！请先去提交题目通过(\d+)道以上!$/,
    (what, count) =>
      `Sorry, you cannot ${what === '评论' ? 'comment' : 'reply'} yet: solve at least ${count} problems first.`,
  ],
  [
    /^The required request parameters are missing：(.+)$/,
    (name) => `A required request parameter is missing: ${name}`,
  ],
  [
    /^提交的代码的语言错误！请使用(.+)中之一的语言！$/,
    (list) => `Wrong language for this problem: use one of ${list}.`,
  ],
  [/^用户名已存在：(.+)$/, (names) => `These usernames exist already: ${names.split('、').join(', ')}`],
  [/^(.+)的内容不能为空！$/, (name) => `${item(name)} must not be empty.`],
  [/^(.+)的内容长度超过限制，请重新编辑！$/, (name) => `${item(name)} is too long. Please shorten it.`],
  [/^(.+)的长度不能超过(\d+)位$/, (name, max) => `${item(name)} has at most ${max} characters.`],
  [/^(.+)不能为空$/, (name) => `${item(name)} must not be empty.`],
];

// The back office's and the groups' patterns are the more specific; the generic "… must not be empty" comes last.
const ALL_PATTERNS: readonly Pattern[] = [...ADMIN_PATTERNS, ...GROUP_PATTERNS, ...PATTERNS];

/** The English of a known server message; undefined for one this table does not know. */
export function englishServerMessage(message: string): string | undefined {
  const text = message.trim();
  const exact = EXACT[text] ?? ADMIN_EXACT[text] ?? GROUP_EXACT[text];
  if (exact !== undefined) return exact;
  for (const [pattern, render] of ALL_PATTERNS) {
    const match = pattern.exec(text);
    if (match) return render(...match.slice(1));
  }
  return undefined;
}
