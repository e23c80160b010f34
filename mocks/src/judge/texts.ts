/** The backend's own words for the judge, submission and rank calls (its services answer in Chinese). */
export const judgeMessages = {
  publicJudgeOff: '网站当前未开启题目评测的功能，禁止提交或调试！',
  groupJudgeOff: '网站当前未开启团队内题目评测的功能，禁止提交或调试！',
  contestJudgeOff: '网站当前未开启比赛题目评测的功能，禁止提交或调试！',
  badLanguage: (list: string) => `提交的代码的语言错误！请使用${list}中之一的语言！`,
  codeTooShort: '提交的代码是无效的，代码字符长度请不要低于50！',
  codeTooLong: '提交的代码是无效的，代码字符长度请不要超过65535！',
  submitTooFast: '对不起，您的提交频率过快，请稍后再尝试！',
  testTooFast: '对不起，您使用在线调试过于频繁，请稍后再尝试！',
  problemGone: '错误！当前题目已不存在，不可提交！',
  problemClosed: '错误！当前题目不可提交！',
  problemHidden: '错误！当前题目已被隐藏，不可提交！',
  groupProblemOutside: '提交失败，该题目为团队所属，请你前往指定团队内提交！',
  notGroupMember: '对不起，您并非该题目所属的团队内成员，无权进行提交！',
  contestMissing: '对不起，该比赛不存在！',
  contestEnded: '比赛已结束，不可再提交！',
  contestNotStarted: '比赛未开始，不可提交！',
  contestNotRegistered: '对不起，请你先注册该比赛，提交代码失败！',
  contestAccountRule: '对不起！本次比赛只允许符合特定账号规则的用户参赛！',
  contestNotStartedView: '比赛还未开始，您无权访问该比赛！',
  contestRegisterFirst: '对不起，请先到比赛首页输入比赛密码进行注册！',
  contestIdMissing: '查询比赛id不能为空',
  submissionMissing: '此提交数据不存在！',
  notYourSubmission: '非提交该评测的用户不可操作！',
  resubmitContestLocal: '错误！非vJudge题目在比赛过程无权限重新提交',
  loginFirst: '请先登录！',
  staleLogin: '当前用户数据为空，请您重新登陆！',
  caseResultLogin: '您还未登录！不可查看比赛提交的测试点详情！',
  shareBadRequest: '修改失败，请求参数错误！',
  shareNotOwner: '对不起，您不能修改他人的代码分享权限！',
  shareContest: '对不起，您不能分享比赛题目的提交代码！',
  testBadType: '请求参数type错误！',
  testCodeBlank: '在线调试的代码不可为空！',
  testLanguageBlank: '在线调试的编程语言不可为空！',
  testInputBlank: '在线调试的输入数据不可为空！',
  testInputTooLong: '在线调试的输入数据字符长度不能超过1000！',
  testPidMissing: '在线调试所属题目的id不能为空！',
  testProblemMissing: '当前题目不存在！不支持在线调试！',
  testRunMissing: '查询错误！当前在线调试任务不存在！',
  manualMissing: '错误：该提交数据已不存在！',
  manualJudging: '错误：该提交正在评测中，无法修改，请稍后再尝试！',
  manualCompileError: '错误：编译失败的提交无法修改！',
  /** Not the backend's (it stores any status): the mock's guard for a verdict outside the dialog's list. */
  manualStatusRefused: '错误：该评测状态不可人工设置！',
  cancelJudging: '错误：该提交正在评测中，无法取消，请稍后再尝试！',
  rejudgeDone: '重判成功！该提交已进入判题队列！',
  rejudgeProblemDone: '重判成功！该题目对应的全部提交已进入判题队列！',
  rejudgeNothing: '当前该题目无提交，不可重判！',
  rankType: '排行榜类型代码不正确，请使用0(ACM),1(OI)！',
} as const;

/** Texts the backend writes in English into answers (not refusals). */
export const judgeNotices = {
  hiddenCode:
    'Because the super administrator has enabled the function of not viewing the submitted code outside the ' +
    'contest of master station, \nthe code of this submission details has been hidden.',
  hiddenError: 'The error message does not support viewing.',
  contestRunningError:
    "The contest is in progress. You are not allowed to view other people's error information.",
} as const;

/** The judge server's answers to compiling a special or interactive judge's program. */
export const compileMessages = {
  compileParamsEmpty: '参数不能为空！',
  compiled: '编译成功！',
  unsupportedSpj: (language: string) => `Unsupported SPJ language:${language}`,
  unsupportedInteractive: (language: string) => `Unsupported interactive language:${language}`,
} as const;
