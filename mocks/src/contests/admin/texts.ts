/**
 * What the contest admin calls answer. The backend's own texts where it has them; the checks marked as mock
 * guards are the mock's (the backend would store what no answer of the contract, or no board, could use).
 */
export const adminContestMessages = {
  missing: '查询失败：该比赛不存在,请检查参数cid是否准确！',
  cloneMissing: '该比赛不存在，无法克隆！',
  /** Mock guards on the contest body. */
  titleBlank: '比赛标题不能为空！',
  timeMissing: '比赛的开始时间和结束时间不能为空！',
  endBeforeStart: '比赛的结束时间必须晚于开始时间！',
  passwordBlank: '私有赛和保护赛的比赛密码不能为空！',
  sealTimeMissing: '开启封榜时，封榜时间不能为空！',
  sealTimeOutside: '封榜时间必须在比赛的开始时间和结束时间之间！',
  accountRuleInvalid: '账号限制规则的起始编号和结束编号必须是非负整数，且结束编号不小于起始编号！',
  awardsEmpty: '开启奖项后，至少需要设置一个奖项！',
  awardInvalid: '每个奖项都需要名称，且人数或比例不能为负数！',
  awardsOverHundred: '按比例设置的奖项比例之和不能超过 100%！',
  typeInvalid: '比赛赛制只能是 0（ACM）或 1（OI）！',
  authInvalid: '比赛权限只能是 0（公开）、1（私有）或 2（保护）！',
  rankShowNameInvalid: '排行榜显示名只能是 username、nickname 或 realname！',
  oiRankScoreTypeInvalid: 'OI 排行榜计分方式只能是 Recent 或 Highest！',
  typeLocked: '比赛赛制在创建后不可修改！',
  /** The accepted-code download. */
  downloadMissing: '错误：该比赛不存在！',
  downloadForbidden: '错误！您并非该比赛的管理员，无权下载AC记录！',
  downloadEmpty: '该比赛暂无可下载的 AC 代码！',
} as const;
