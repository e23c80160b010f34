/** The backend's own words for the back office's problem calls and the group-problem examination. */
export const adminProblemMessages = {
  notFound: '查询失败！',
  noViewPermission: '对不起，你无权限查看题目！',
  noEditPermission: '对不起，你无权限修改题目！',
  deleteFailed: '删除失败！',
  updateFailed: '修改失败',
  problemIdExists: '该题目的Problem ID已存在，请更换！',
  problemIdTaken: '当前的Problem ID 已被使用，请重新更换新的！',
  noPublishPermission: '修改失败！你无权限公开题目！',
  remoteUnknownJudge: '未知的OJ的名字，暂时不支持！',
  remoteExists: '该题目已添加，请勿重复添加！',
  remoteFetchFailed: '导入新题目失败！原因：可能是与该OJ链接超时或题号格式错误！',
  remoteImported: '导入新题目成功',
  progressParamsMissing: '请求参数pid或者progress不能为空！',
  progressProblemMissing: '错误：当前题目已不存在！',
  progressInvalid: '请求参数错误：progress请使用1~3',
  /**
   * Mock guards: the backend stores any number or text in these columns, which no answer of the contract could
   * carry, so the mock refuses them.
   */
  typeInvalid: '题目类型只能是 0（ACM）或 1（OI）！',
  authInvalid: '题目权限只能是 1（公开）、2（私有）或 3（比赛）！',
  difficultyInvalid: '题目难度只能是 0（简单）、1（中等）或 2（困难）！',
  judgeModeInvalid: '判题模式只能是 default、spj 或 interactive！',
  judgeCaseModeInvalid:
    '测试点模式只能是 default、subtask_lowest、subtask_average 或 ergodic_without_error！',
} as const;

/** The contest admin's problem calls (the backend's AdminContestProblemController). */
export const contestProblemMessages = {
  contestMissing: '查询失败：该比赛不存在,请检查参数cid是否准确！',
  problemParamsMissing: '参数错误！cid、pid 和 displayId 都不能为空',
  problemMissing: '该题目不存在！',
  problemAlreadyAdded: '添加失败，该题目已添加或者题目展示ID已存在！',
  displayIdTaken: (displayId: string) => `该比赛已有展示ID为 ${displayId} 的题目，请更换！`,
  contestProblemMissing: '查询失败：该比赛题目不存在！',
  problemQueryFailed: '查询失败！',
} as const;
