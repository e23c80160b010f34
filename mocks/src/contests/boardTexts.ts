/** The backend's own words for the board calls: the contest board, the outside board and the scroll board. */
export const boardMessages = {
  /** `get-contest-rank` without a contest id. */
  rankNoCid: '错误：cid不能为空',
  /** The outside board without a contest id. */
  outsideNoCid: '错误：比赛id不能为空',
  /** The outside calls for an unknown contest (the header also for a hidden one). */
  outsideMissing: '访问错误：该比赛不存在！',
  outsideClosed: '本场比赛未开启外榜，禁止访问外榜！',
  outsideScheduled: '本场比赛正在筹备中，禁止访问外榜！',
  /** The scroll-board calls write both languages in one text (two spaces before the bracket in one of them). */
  scrollMissing: '比赛不存在 (The contest does not exist)',
  scrollNotAcm: '非ACM赛制的比赛无法进行滚榜  (Non - ACM contest board cannot be rolled)',
  scrollNotSealed: '比赛未开启封榜，无法进行滚榜 (The contest has not been closed, and cannot roll)',
  scrollNotEnded: '比赛未结束，禁止进行滚榜 (Roll off is prohibited before the contest is over)',
} as const;
