import { messages } from '../http/messages';

/** Texts of the account answers, in the backend's words (it answers in Chinese). */

/** Sign-in and sign-out. */
export const loginMessages = {
  usernameBlank: '用户名不能为空',
  passwordBlank: '密码不能为空',
  badCredentials: '用户名或密码错误！请注意大小写！',
  // PassportManager.login after trimming: what @NotBlank let through but trim() emptied (only control characters).
  fieldsBlank: '用户名或密码不能为空！',
  // AdminAccountManager.login's own wording.
  adminBadCredentials: '用户名或密码错误',
  banned: messages.banned,
  loginLocked: '对不起！登录失败次数过多！您的账号有风险，半个小时内暂时无法登录！',
  // The server's text (AdminAccountManager), word for word.
  notAdmin: '该账号并非管理员账号，无权登录！',
  logoutDone: '退出登录成功！',
} as const;

/** Registration and password reset. */
export const accountMessages = {
  registerOff: '对不起！本站暂未开启注册功能！',
  emailInvalid: '对不起！您的邮箱格式不正确！',
  emailTaken: '对不起！该邮箱已被注册，请更换新的邮箱！',
  usernameTaken: '对不起！该用户名已被注册，请更换新的用户名！',
  registerCodeTooSoon: (seconds: number) => `对不起，您的操作频率过快，请在${seconds}秒后再次发送注册邮件！`,
  registerCodeSent: '验证码已发送至您的邮箱，请注意查收！',
  registerCodeMissing: '验证码不存在或已过期，请重新获取！',
  registerCodeWrong: '验证码不正确！',
  usernameTooLong: '用户名长度不能超过20位!',
  passwordLength: '密码长度应该为6~20位！',
  registered: '谢谢你的注册！',
  resetFieldsBlank: '邮箱或验证码不能为空',
  resetMailTooSoon: (seconds: number) => `对不起，您的操作频率过快，请在${seconds}秒后再次发送重置邮件！`,
  captchaWrong: '验证码不正确',
  emailUnknown: '对不起，该邮箱无该用户，请重新检查！',
  resetMailSent: '重置密码邮件已发送，请注意查收！',
  resetBlank: '用户名、新密码或验证码不能为空',
  newPasswordLength: '新密码长度应该为6~20位！',
  resetCodeMissing: '重置密码链接不存在或已过期，请重新发送重置邮件',
  resetCodeWrong: '重置密码的验证码不正确，请重新输入',
  passwordReset: '重置密码成功',
} as const;

/** The mobile-number setting (an extension: the backend has no such texts, these follow its e-mail change). */
export const mobileMessages = {
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

/** Profile, password and e-mail changes (the backend's AccountManager and AccountController). */
export const profileMessages = {
  noUser: '用户不存在',
  whichUser: '请求参数错误：uid和username不能都为空！',
  oldPasswordBlank: '旧密码不能为空！',
  newPasswordBlank: '新密码不能为空！',
  newPasswordLength: '新密码长度应该为6~20位！',
  passwordChanged: '修改密码成功！您将于5秒钟后退出进行重新登录操作！',
  passwordWrong: (count: number, left: number) =>
    `原始密码错误！您已累计修改密码失败${count}次，再失败${left}次将被锁定 30 分钟！`,
  passwordLocked: '由于您多次尝试修改密码失败，已被锁定，请 30 分钟后再尝试！',
  emailInvalid: '邮箱格式错误！',
  emailUnchanged: '新邮箱与当前邮箱一致，请不要重复设置！',
  emailTaken: '该邮箱已被他人使用，请重新设置！',
  emailCodeTooSoon: (seconds: number) => `对不起，您的操作频率过快，请在${seconds}秒后再次发送修改邮件！`,
  emailCodeSent: '重置邮箱的验证码已发送至指定邮箱！请注意查收！',
  emailFieldsBlank: '密码、新邮箱或验证码不能为空！',
  emailCodeWrong: '验证码错误或已过期，请重新获取！',
  emailPasswordWrong: (count: number, left: number) =>
    `密码错误！您已累计修改邮箱失败${count}次，再失败${left}次将被锁定 30 分钟！`,
  emailLocked: '由于您多次尝试修改邮箱失败，已被锁定，请 30 分钟后再尝试！',
  emailChanged: '修改邮箱成功！',
  tooLong: (field: string, max: number) => `${field}的长度不能超过${max}位`,
  /** Mock guard: the backend stores any text, which no answer of the contract could carry. */
  genderInvalid: '性别只能是 male、female 或 secrecy！',
  updated: '更新个人信息成功！',
};
