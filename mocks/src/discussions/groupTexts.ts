/** The group discussion service's texts, in the backend's words. */
export const groupDiscussionMessages = {
  listGroupMissing: '获取讨论列表失败，该团队不存在或已被封禁！',
  addGroupMissing: '添加失败，该团队不存在或已被封禁！',
  updateMissing: '更新失败，该讨论不存在！',
  updateNotGroup: '更新失败，该讨论非团队讨论！',
  updateGroupMissing: '更新失败，该团队不存在或已被封禁！',
  deleteNotGroup: '删除失败，该讨论非团队讨论！',
  deleteGroupMissing: '删除失败，该团队不存在或已被封禁！',
  /** The group service checks the count against a fixed 10, not the site's setting. */
  acTooFew: '对不起，您暂时不能评论！请先去提交题目通过10道以上!',
} as const;
