/** The discussion service's texts, in the backend's words. */
export const discussionMessages = {
  /** Mock guard: the contract knows only 0 (normal) and 1 (banned). */
  discussionStatusInvalid: '讨论状态只能是 0（正常）或 1（封禁）！',
  discussionMissing: '对不起，该讨论不存在！',
  discussionBanned: '对不起，该讨论已被封禁！',
  discussionAcTooFew: (n: number) => `对不起，您暂时不能评论！请先去提交题目通过${n}道以上!`,
  discussionDeleteFailed: '删除失败，无权限或者该讨论不存在',
} as const;
