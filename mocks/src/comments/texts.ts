/** The comment and reply services' texts, in the backend's words. */
export const commentMessages = {
  commentAcTooFew: (n: number) => `对不起，您暂时不能评论！请先去提交题目通过${n}道以上!`,
  commentDiscussionGone: '评论失败，该讨论已不存在！',
  commentContestGone: '评论失败，该比赛已不存在！',
  commentGone: '删除失败，当前评论已不存在！',
  commentDeleteForbidden: '无权删除该评论',
  replyAcTooFew: (n: number) => `对不起，您暂时不能回复！请先去提交题目通过${n}道以上!`,
  replyBadRequest: '回复失败，当前请求的参数错误！',
  replyCommentGone: '回复失败，当前评论已不存在！',
  replyForbidden: '对不起，您无权限回复！',
  replyDeleteEmpty: '删除失败，删除的回复不可为空！',
  replyGone: '删除失败，当前回复的数据已不存在！',
  replyParentGone: '删除失败，当前回复所属的评论已不存在！',
  replyDeleteForbidden: '无权删除该回复',
} as const;
