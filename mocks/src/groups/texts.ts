/** The group services' texts, in the backend's words. */
export const groupMessages = {
  detailMissing: '访问团队失败，该团队不存在或已被封禁！',
  notPublic: '该团队并非公开团队，不支持访问！',
  accessMissing: '获取权限失败，该团队不存在或已被封禁！',
  needSolved: (n: number) => `对不起，您暂时无权限创建团队！请先去提交题目通过${n}道以上!`,
  dailyLimit: (n: number) => `对不起，您今天创建团队次数已超过${n}次，已被限制！`,
  totalLimit: (n: number) => `对不起，您总共已创建了${n}个团队，不可再创建，已被限制！`,
  nameLength: '团队名称的长度应为 5 到 25！',
  shortNameLength: '团队简称的长度应为 5 到 10！',
  briefLength: '团队简介的长度应为 5 到 50！',
  authInvalid: '团队权限不能为空且应为1~3！',
  codeRequired: '团队邀请码不能为空且长度应为 6！',
  codeLength: '团队邀请码的长度应为 6！',
  descriptionLength: '团队描述的长度应为 5 到 1000！',
  nameTaken: '团队名称已存在，请修改后重试！',
  shortNameTaken: '团队简称已存在，请修改后重试！',
  updateFailed: '更新失败，请重新尝试！',
  deleteMissing: '删除失败，该团队不存在或已被封禁！',

  memberListMissing: '获取成员列表失败，该团队不存在或已被封禁！',
  applyListMissing: '获取失败，该团队不存在或已被封禁！',
  joinMissing: '添加成员失败，该团队不存在!',
  joinClosed: '添加成员失败，该团队已被封禁或未公开显示！',
  wrongCode: '邀请码错误，请重新尝试！',
  reasonLength: '申请理由的长度应为 5 到 100！',
  alreadyApplied: '您已申请过，请勿重复申请！',
  alreadyMember: '您已经加入了该团队，请勿再申请！！',
  updateMemberMissing: '更新成员失败，该团队不存在或已被封禁！',
  ownerLevelFixed: '对不起，不允许操作团队的Owner权限！',
  notInGroup: '该用户不在团队中！',
  noDemotion: '对不起，您无法将已是团队成员的权限降为处理中或拒绝',
  deleteMemberMissing: '删除成员失败，该团队不存在或已被封禁！',
  deleteSelf: '对不起，您无法删除自己！',
  deleteOwner: '对不起，不允许删除团队的Owner！',
  exitMissing: '退出团队失败，该团队不存在或已被封禁！',
  ownerCannotExit: '对不起，作为该团队Owner，您只可以解散团队，不允许退出团队！',
  notMemberExit: '对不起，您并未在当前团队，无法退出！',

  announcementListMissing: '获取公告失败，该团队不存在或已被封禁！',
  announcementTitleItem: '公告标题',
  announcementContentItem: '公告',
  announcementIdItem: '公告ID',
  groupIdItem: '团队ID',
  announcementAddMissing: '添加失败，该团队不存在或已被封禁！',
  announcementUpdateGone: '修改失败，该公告已不存在！',
  announcementUpdateMissing: '修改公告失败，该团队不存在或已被封禁！',
  announcementDeleteGone: '删除失败，该公告不存在！',
  announcementDeleteOutside: '删除失败，不可操作非团队内的公告！',
  announcementDeleteMissing: '删除失败，该团队不存在或已被封禁！',

  rankType: '排行榜类型代码不正确，请使用0(ACM),1(OI)！',

  avatarMissing: '上传的头像图片文件不能为空！',
  avatarTooLarge: '上传的头像图片文件大小不能大于2M！',
  avatarType: '请选择jpg,jpeg,gif,png,webp格式的头像图片！',

  problemMissing: '该题目不存在！',
  problemOutside: '申请失败，不可操作非团队内的题目！',
  applyGroupMissing: '申请失败，该团队不存在或已被封禁！',

  /** Mock guards: the backend stores these values, which no answer of the contract could then carry. */
  memberAuthInvalid: '成员权限只能是 1 到 5！',
  announcementStatusInvalid: '公告状态只能是 0（可见）或 1（隐藏）！',
  groupStatusInvalid: '团队状态只能是 0（正常）或 1（封禁）！',
  /** Mock guard: root uploading for a group that does not exist; the backend would answer a null group. */
  avatarGroupMissing: '该团队不存在！',
} as const;

/**
 * The notices the backend writes into users' "mine" boxes, in both languages as it writes them (one text,
 * Chinese then English).
 */
export const groupNotices = {
  applyTitle: '团队成员申请通知(Group Member Application Notice)',
  apply: (gid: number, name: string, username: string) =>
    `您好，您作为[${gid}]【**${name}**】团队的超级管理员，目前有用户【[${username}](/user-home?username=${username})】正在申请参加该团队，` +
    `请前往 [${name}](/group/${gid}/member) 查看审批！\n\n` +
    `Hello, as the super administrator of the [${gid}]【**${name}**】 group, a user 【[${username}](/user-home?username=${username})】 is applying to join the group. ` +
    `Please go to [${name}](/group/${gid}/member) check and approve!`,
  welcomeTitle: '欢迎加入团队(Welcome to The Group)',
  welcome: (gid: number, name: string) =>
    `您好，您已经通过了审批，欢迎加入[${gid}]【[${name}](/group/${gid})】团队！\n\n` +
    `Hello, you have passed the approval. Welcome to join the group [${gid}]【[${name}](/group/${gid})】!`,
  removeTitle: '移除团队成员通知(Remove Group Member Notice)',
  remove: (gid: number, name: string, operator: string) =>
    `您好，您已经被[${gid}]【[${name}](/group/${gid})】团队的管理员【[${operator}](/user-home?username=${operator})】移除了团队！\n\n` +
    `Hello, You have been removed from the group [${gid}]【[${name}](/group/${gid})】 by the group admin 【[${operator}](/user-home?username=${operator})】!`,
  dissolveTitle: '团队解散通知(Group Dissolution Notice)',
  dissolve: (gid: number, name: string, operator: string) =>
    `您好，您所在的团队**[${gid}]【${name}】**目前已经被管理员【[${operator}](/user-home?username=${operator})】解散，请您注意！\n\n` +
    `Hello, your team **[${gid}]【${name}】** has been dissolved by the administrator【[${operator}](/user-home?username=${operator})】, please pay attention!`,
} as const;
