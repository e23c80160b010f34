/** The contest pages that are not react-admin views: a contest's problems and its announcements. */
export const CONTEST_PROBLEMS_PATH = '/contests/:id/problems';
export const CONTEST_ANNOUNCEMENTS_PATH = '/contests/:id/announcements';
/** A problem made for one contest only, in the problem editor. */
export const CONTEST_PROBLEM_CREATE_PATH = '/contests/:id/problems/create';
/** A problem of the contest in the full problem editor (the old front end's `contest/:cid/problem/:pid/edit`). */
export const CONTEST_PROBLEM_EDIT_PATH = '/contests/:id/problems/:pid/edit';

export const contestProblemsPath = (cid: number) => `/contests/${cid}/problems`;
export const contestAnnouncementsPath = (cid: number) => `/contests/${cid}/announcements`;
export const contestProblemCreatePath = (cid: number) => `/contests/${cid}/problems/create`;
export const contestProblemEditPath = (cid: number, pid: number) => `/contests/${cid}/problems/${pid}/edit`;
