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
} as const;
