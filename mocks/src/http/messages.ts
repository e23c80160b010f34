/**
 * Answer texts every area shares. Where the backend answers in Chinese the mock does too, so the apps show what
 * a real deployment shows; the framework-level texts the backend writes in English (its global exception
 * advice) stay English. Each domain keeps its own texts beside its handlers.
 */
export const messages = {
  success: 'success',
  /** The JWT filter: a token was sent but is unknown, expired or revoked. */
  tokenExpired: '登录状态已失效，请重新登录！',
  /** The JWT filter and the logins: the account is banned. */
  banned: '该账户已被封禁，请联系管理员进行处理！',
  /** The operation needs login and no token was sent. */
  loginRequired: '请您先登录！',
  /** Logged in without the role or permission. */
  noPermission: '对不起，您无权限进行此操作！',
  /** A service's own refusal of someone who may not touch the row. */
  noPermissionToOperate: '对不起，您无权限操作！',
  badJson: 'Failed to parse parameter format!',
  serverError: 'Server Error!',
  featureOff: (name: string) => {
    if (name === 'GROUP_DISCUSSION') return '网站当前未开启团队讨论区的功能，不可访问！';
    if (name === 'CONTEST_COMMENT') return '网站当前未开启比赛评论区的功能，不可访问！';
    return '网站当前未开启公开讨论区的功能，不可访问！';
  },
  missingParameter: (name: string) => `The required request parameters are missing：${name}`,
  addFailed: '添加失败',
  updateFailed: '修改失败',
  deleteFailed: '删除失败',
  /** The common content validator. */
  blank: (item: string) => `${item}的内容不能为空！`,
  tooLong: (item: string) => `${item}的内容长度超过限制，请重新编辑！`,
  required: (item: string) => `${item}不能为空`,
} as const;
