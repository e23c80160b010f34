/** The contest pages that are not react-admin views: a contest's problems and its announcements. */
export const CONTEST_PROBLEMS_PATH = '/contests/:id/problems';
export const CONTEST_ANNOUNCEMENTS_PATH = '/contests/:id/announcements';

export const contestProblemsPath = (cid: number) => `/contests/${cid}/problems`;
export const contestAnnouncementsPath = (cid: number) => `/contests/${cid}/announcements`;
