import { messages } from '../http/messages';

/** The backend's own words for the problem, language and contest-problem calls. */
export const problemMessages = {
  notFound: '该题号对应的题目不存在',
  notPublic: '该题号对应题目并非公开题目，不支持访问！',
  groupProblemOutside: '题目为团队所属，此处不支持访问，请前往团队查看！',
  notGroupMember: '对不起，您并非该题目所属的团队内成员，无权查看题目！',
  noPublicProblem: '获取随机题目失败，题库暂无公开题目！',
  /** `PidListDTO`'s `@NotEmpty` and `@NotNull` messages. */
  pidListEmpty: '查询的题目id列表不能为空',
  contestFlagMissing: '是否为比赛题目提交判断不能为空',
  statusContestMissing: '错误：该比赛不存在！',
  fullScreenNoId: '请求参数错误：tid或cid不能为空',
  contestMissing: '对不起，该比赛不存在！',
  contestNotStarted: '比赛还未开始，您无权访问该比赛！',
  notGroupContestMember: '对不起，您并非团队内的成员无法参加该团队内的比赛！',
  contestRegisterFirst: '对不起，请先到比赛首页输入比赛密码进行注册！',
  contestProblemMissing: '该比赛题目不存在',
  contestProblemHidden: '该比赛题目当前不可访问！',
  /** `get-contest-problem` without a token, where the contest does not open its board. */
  loginFirst: messages.loginRequired,
} as const;
