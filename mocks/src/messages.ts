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
  featureOff: (name: string) =>
    name === 'GROUP_DISCUSSION'
      ? '网站当前未开启团队讨论区的功能，不可访问！'
      : '网站当前未开启公开讨论区的功能，不可访问！',
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
} as const;
