/** The backend's own words for the contest calls (its contest services answer in Chinese). */
export const contestMessages = {
  /** `getContestInfo`, registration and access (ASCII `!`, as those calls write it). */
  missing: '对不起，该比赛不存在!',
  registerBlank: 'cid或者password不能为空！',
  wrongPassword: '比赛密码错误，请重新输入！',
  alreadyRegistered: '您已注册过该比赛，请勿重复注册！',
  /** The account rule, at registration (body status 400) and on every contest page (403). */
  accountRule: '对不起！本次比赛只允许特定账号规则的用户参赛！',
  /** The contest access check of the contest pages (`ContestValidator.validateContestAuth`). */
  accessMissing: '对不起，该比赛不存在！',
  accessNotStarted: '比赛还未开始，您无权访问该比赛！',
  accessNotGroupMember: '对不起，您并非团队内的成员无法参加该团队内的比赛！',
  accessRegisterFirst: '对不起，请先到比赛首页输入比赛密码进行注册！',
  /** The contest admin calls (AC info, prints). */
  updateFailed: '修改失败！',
  printTooFast: (seconds: number) => `提交打印功能限制，请在${seconds}秒后再进行提交！`,
  printFailed: '提交失败',
  printDownloadForbidden: '错误：您并非该比赛的管理员，无权下载打印代码！',
} as const;
