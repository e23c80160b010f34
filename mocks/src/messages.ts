/**
 * Answer texts. Where the backend answers in Chinese the mock does too, so the apps show what a real deployment
 * shows; the framework-level texts the backend writes in English (GlobalExceptionAdvice) stay English.
 */
export const messages = {
  success: 'success',
  /** JwtFilter: a token was sent but is unknown, expired or revoked. */
  tokenExpired: '登录状态已失效，请重新登录！',
  /** UnauthenticatedException: the operation needs login and no token was sent. */
  loginRequired: '请您先登录！',
  /** AuthorizationException: logged in without the role or permission. */
  noPermission: '对不起，您无权限进行此操作！',
  usernameBlank: '用户名不能为空',
  passwordBlank: '密码不能为空',
  badCredentials: '用户名或密码错误！请注意大小写！',
  banned: '该账户已被封禁，请联系管理员进行处理！',
  loginLocked: '对不起！登录失败次数过多！您的账号有风险，半个小时内暂时无法登录！',
  notAdmin: '该账号并非管理员账号，无权登录后台管理！',
  logoutDone: '退出登录成功！',
  badJson: 'Failed to parse parameter format!',
  serverError: 'Server Error!',
  featureOff: (name: string) => {
    if (name === 'GROUP_DISCUSSION') return '网站当前未开启团队讨论区的功能，不可访问！';
    if (name === 'CONTEST_COMMENT') return '网站当前未开启比赛评论区的功能，不可访问！';
    return '网站当前未开启公开讨论区的功能，不可访问！';
  },
  missingParameter: (name: string) => `The required request parameters are missing：${name}`,
  aiMessagesMissing: 'messages must not be empty',
  mobileInvalid: '手机号格式不正确，请输入 11 位手机号！',
  mobileUnchanged: '新手机号与当前手机号一致，请不要重复设置！',
  mobileTaken: '该手机号已被他人使用，请重新设置！',
  mobileCodeTooSoon: (seconds: number) => `对不起，您的操作频率过快，请在${seconds}秒后再次发送验证码！`,
  smsDisabled: '短信服务未开启，暂时无法发送验证码！',
  mobileCodeSent: '验证码已发送，请注意查收短信！',
  mobileFieldsBlank: '密码、新手机号和验证码都不能为空！',
  mobileCodeMissing: '手机验证码不存在或已过期，请重新发送！',
  mobileCodeWrong: '手机验证码错误，请重新输入！',
  mobilePasswordWrong: (count: number, left: number) =>
    `密码错误！您已累计修改手机号失败${count}次，再失败${left}次将被锁定 30 分钟！`,
  mobileLocked: '由于您多次尝试修改手机号失败，已被锁定，请 30 分钟后再尝试！',
  mobileChanged: '修改手机号成功！',
  addFailed: '添加失败',
  updateFailed: '修改失败',
  /** The tag managers say 更新 where the others say 修改. */
  tagUpdateFailed: '更新失败',
  deleteFailed: '删除失败',
  /** Mock guard (the backend stores any int, which no answer of the contract could carry). */
  announcementStatusInvalid: '公告状态只能是 0（可见）或 1（隐藏）！',
  /** Mock guard (the backend stores any text, which no answer of the contract could carry). */
  /** Mock guard, as for announcements. */
  discussionStatusInvalid: '讨论状态只能是 0（正常）或 1（封禁）！',
  judgeInvalid: '所属 OJ 只能是 ME 或远程 OJ：HDU、CF、GYM、POJ、SPOJ、AC、LIBRE！',
  tagExists: '该标签名称已存在！请勿重复添加！',
  tagClassificationExists: '该标签分类名称已存在！请勿重复！',
  blank: (item: string) => `${item}的内容不能为空！`,
  tooLong: (item: string) => `${item}的内容长度超过限制，请重新编辑！`,
  required: (item: string) => `${item}不能为空`,
  noPermissionToOperate: '对不起，您无权限操作！',
  discussionMissing: '对不起，该讨论不存在！',
  discussionBanned: '对不起，该讨论已被封禁！',
  problemMissing: '对不起，该题目不存在，无法发布题解!',
  discussionAcTooFew: (n: number) => `对不起，您暂时不能评论！请先去提交题目通过${n}道以上!`,
  commentAcTooFew: (n: number) => `对不起，您暂时不能评论！请先去提交题目通过${n}道以上!`,
  replyAcTooFew: (n: number) => `对不起，您暂时不能回复！请先去提交题目通过${n}道以上!`,
  discussionDeleteFailed: '删除失败，无权限或者该讨论不存在',
  commentDiscussionGone: '评论失败，该讨论已不存在！',
  commentContestGone: '评论失败，该比赛已不存在！',
  commentGone: '删除失败，当前评论已不存在！',
  commentDeleteForbidden: '无权删除该评论',
  commentMissing: '对不起，该评论不存在！',
  replyBadRequest: '回复失败，当前请求的参数错误！',
  replyCommentGone: '回复失败，当前评论已不存在！',
  replyForbidden: '对不起，您无权限回复！',
  replyDeleteEmpty: '删除失败，删除的回复不可为空！',
  replyGone: '删除失败，当前回复的数据已不存在！',
  replyParentGone: '删除失败，当前回复所属的评论已不存在！',
  replyDeleteForbidden: '无权删除该回复',
} as const;
