/** The training services' texts, in the backend's words. */
export const trainingMessages = {
  /** The back office's editor, for an unknown id. */
  adminMissing: '查询失败：该训练不存在,请检查参数tid是否准确！',
  /** The admin training service says 你 where the shared gate says 您. */
  notAuthor: '对不起，你无权限操作！',
  titleItem: '训练标题',
  descriptionItem: '训练描述',
  passwordItem: '训练密码',
  authInvalid: '训练的权限必须为公开训练(Public)或私有训练(Private)！',
  addFailed: '添加失败！',
  updateFailed: '修改失败',
  problemUpdateFailed: '修改失败！',
  deleteFailed: '删除失败！',
  removeFailed: '移除失败！',
  problemTaken: '添加失败，该题目已添加或者题目的训练展示ID已存在！',
  remoteTaken: '该题目已添加，请勿重复添加！',
  remoteUnknown: '导入新题目失败！原因：可能是与该OJ链接超时或题号格式错误！',
  categoryTaken: '该分类名称已存在！请勿重复添加！',
  categoryUpdateFailed: '更新失败！',
  /** The portal's calls: unknown, hidden or outside the caller's reach. */
  missing: '该训练不存在或不允许显示！',
  registerMissing: '对不起，该训练不存在或不允许显示!',
  registerBlank: '请求参数不能为空！',
  wrongPassword: '训练密码错误，请重新输入！',
  alreadyRegistered: '您已注册过该训练，请勿重复注册！',
  registerFirst: '该训练属于私有，请先使用专属密码注册！',
  notGroupMember: '对不起，您无权限操作！',
} as const;
