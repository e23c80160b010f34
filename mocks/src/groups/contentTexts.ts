/**
 * The texts of a group's problem, training and contest services, in the backend's words. Each service names
 * its step in front ("获取失败，…", "更新失败，…"), so the same refusal reads differently from call to call.
 */

const groupGone = (step: string) => `${step}，该团队不存在或已被封禁！`;

export const groupProblemMessages = {
  listMissing: groupGone('获取题目列表失败'),
  fetchMissing: groupGone('获取失败'),
  fetchOutside: '获取失败，不可访问非团队内的题目！',
  casesOutside: '获取失败，不可获取非团队内的题目的题目数据！',
  addGidMissing: '添加失败，题目所属团队ID不可为空！',
  addMissing: groupGone('添加失败'),
  updateOutside: '更新失败，不可操作非团队内的题目！',
  updateMissing: groupGone('更新失败'),
  deleteOutside: '删除失败，不可操作非团队内的题目！',
  deleteMissing: groupGone('删除失败'),
  compileMissing: groupGone('编译失败'),
  compileParamsEmpty: '参数不能为空！',
  foreignTag: '对不起，您无权限添加别的团队的题目标签！',

  /** The group problem validator, in its order. */
  configMissing: '题目的配置项不能为空！',
  idMissing: '题目的id不能为空！',
  problemIdBlank: '题目的展示ID不能为空！',
  problemIdItem: '题目的展示ID',
  typeInvalid: '题目的类型必须为ACM(0), OI(1)！',
  authInvalid: '题目的权限必须为公开题目(1), 隐藏题目(2), 比赛题目(3)！',
  judgeModeInvalid: '题目的判题模式必须为普通判题(default), 特殊判题(spj), 交互判题(interactive)！',
  judgeCaseModeInvalid: '题目的用例模式不正确！',
  acmCaseMode: '题目的用例模式错误，ACM类型的题目只能为默认模式(default)、遇错止评(ergodic_without_error)！',
  oiCaseMode:
    '题目的用例模式错误，OI类型的题目只能为默认模式(default)、' +
    '子任务（最低得分）(subtask_lowest)、 子任务（平均得分）(subtask_average)！',
  timeLimit: '题目的时间限制范围请合理填写！(1~30000ms)',
  memoryLimit: '题目的内存限制范围请合理填写！(1~1024mb)',
  stackLimit: '题目的栈限制范围请合理填写！(1~1024mb)',
  titleItem: '题目标题',
  descriptionItem: '题目描述',
  inputItem: '输入描述',
  outputItem: '输出描述',
  hintItem: '题目提示',

  /** Mock guard: the backend stores any number, which no answer of the contract could carry. */
  authValueInvalid: '题目权限只能是 1（公开）、2（私有）或 3（比赛）！',
} as const;

export const groupTrainingMessages = {
  listMissing: groupGone('获取失败'),
  trainingMissing: '该训练不存在！',
  fetchOutside: '获取失败，不可访问非团队内的训练！',
  fetchMissing: groupGone('获取训练失败'),
  addGidMissing: '添加失败，训练所属的团队ID不可为空！',
  addMissing: groupGone('添加训练失败'),
  updateIdMissing: '更新失败，训练ID不能为空！',
  updateOutside: '更新失败，不可操作非团队内的训练！',
  updateMissing: groupGone('更新训练失败'),
  deleteOutside: '删除失败，不可操作非团队内的训练！',
  deleteMissing: groupGone('删除训练失败'),
  statusOutside: '修改失败，不可操作非团队内的训练！',
  statusMissing: groupGone('修改训练失败'),

  problemListTrainingMissing: '获取失败，该训练不存在！',
  problemUpdateTrainingMissing: '更新失败，该训练不存在！',
  problemUpdateOutside: '更新失败，不可操作非团队内的训练题目！',
  problemDeleteOutside: '删除失败，不可操作非团队内的训练题目！',
  problemAddTrainingMissing: '添加题目失败，该训练不存在！',
  problemAddOutside: '添加失败，不可操作非团队内的训练题目！',
  publicProblemMissing: '该题目不存在或已被隐藏！',
  groupProblemMissing: '添加失败，该题目不存在或不是团队题目！',
  problemTaken: '添加失败，该题目已添加或者题目的训练展示ID已存在！',
  removeFailed: '删除失败！',
} as const;

export const groupContestMessages = {
  listMissing: groupGone('获取比赛列表失败'),
  fetchContestMissing: '获取失败，该比赛不存在！',
  fetchOutside: '获取比赛失败，不可访问非团队内的比赛！',
  fetchMissing: groupGone('获取比赛失败'),
  addGidMissing: '添加失败，比赛所属的团队ID不可为空！',
  updateIdMissing: '更新失败，比赛ID不可为空！',
  updateContestMissing: '更新失败，该比赛不存在！',
  updateOutside: '更新失败，不可操作非团队内的比赛！',
  deleteContestMissing: '删除失败，该比赛不存在！',
  deleteOutside: '删除失败，不可操作非团队内的比赛！',
  visibleContestMissing: '修改失败，该比赛不存在！',
  visibleOutside: '修改失败，不可操作非团队内的比赛！',
  visibleMissing: groupGone('修改失败'),

  problemListOutside: '获取失败，不可获取非团队内的比赛题目列表！',
  problemListMissing: groupGone('获取比赛题目列表失败'),
  problemGidMissing: '添加失败，题目所属的团队ID不可为空！',
  problemFetchContestMissing: '获取比赛题目失败，该比赛不存在！',
  problemFetchOutside: '获取比赛题目失败，不可获取非团队内的比赛题目！',
  problemFetchGone: '获取失败，该比赛题目不存在！',
  contestMissing: '该比赛不存在！',
  problemUpdateOutside: '更新失败，不可操作非团队内的比赛题目！',
  problemDeleteOutside: '删除失败，不可操作非团队内的比赛题目！',
  problemRemoveFailed: '删除失败！',
  addOutside: '添加失败，不可操作非团队内的比赛！',
  addProblemMissing: groupGone('添加题目失败'),
  addContestMissing: '添加失败，该比赛不存在！',
  publicProblemMissing: '该题目不存在或已被隐藏！',
  groupProblemMissing: '该题目不存在或不是团队题目！',
  problemTaken: '添加失败，该题目已添加或者题目的比赛展示ID已存在！',

  announcementListOutside: '获取失败，不可获取非团队内的比赛公告！',
  announcementAddOutside: '添加失败，不可操作非团队内的比赛公告！',
  announcementUpdateOutside: '更新失败，不可操作非团队内的比赛公告！',
  announcementDeleteOutside: '删除失败，不可操作非团队内的比赛公告！',
  announcementGone: '删除失败，该公告不存在！',
  announcementTitleItem: '公告标题',
  announcementContentItem: '公告',
  contestIdItem: '比赛ID',
} as const;

/** The steps' group refusals the three services share. */
export const groupStepMessages = {
  fetchMissing: groupGone('获取失败'),
  addMissing: groupGone('添加失败'),
  updateMissing: groupGone('更新失败'),
  deleteMissing: groupGone('删除失败'),
} as const;
