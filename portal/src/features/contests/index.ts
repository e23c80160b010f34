/** The contest pages' public face: each page as a loader, so that it stays in its own chunk. */
export const loadContestProblemsPage = () => import('./routes/ContestProblemsPage');

// The contest list, the contest home and the announcements; the shell's header and unread-announcement check
// (one chunk), which app/ puts around every contest page, handing its pages the user's standing in the contest
// through the chunk's `ContestViewerContext` (the same decisions as the menu's locks). Boards read the
// after-contest setting from `model/contestSettings`.
export const loadContestListPage = () => import('./routes/ContestListPage');
export const loadContestHomePage = () => import('./routes/ContestHomePage');
export const loadContestAnnouncementsPage = () => import('./routes/ContestAnnouncementsPage');
export const loadContestShell = () => import('./shell/contestShell');
export type { ContestRegistration, ContestViewer } from './model/contestViewer';
export { prefetchContestHome, prefetchContestList, prefetchOutsideBoard } from './api/prefetchContests';

// The contest-day tools (tools/): AC info, print and admin print, the scroll-board settings, rejudge, and the
// Q&A page, whose comment area app/pages/ContestCommentRoute puts in its slot.
export const loadContestAcInfoPage = () => import('./tools/routes/ContestAcInfoPage');
export const loadContestPrintPage = () => import('./tools/routes/ContestPrintPage');
export const loadContestAdminPrintPage = () => import('./tools/routes/ContestAdminPrintPage');
export const loadContestScrollBoardConfigPage = () => import('./tools/routes/ContestScrollBoardConfigPage');
export const loadContestRejudgePage = () => import('./tools/routes/ContestRejudgePage');
export const loadContestCommentPage = () => import('./tools/routes/ContestCommentPage');

// The boards (boards/): the contest's Rank tab and the public outside boards.
export const loadContestRankPage = () => import('./boards/routes/ContestRankPage');
export const loadOutsideBoardPage = () => import('./boards/routes/OutsideBoardPage');

// The scroll board (scrollBoard/): the resolver page /scrollBoard, full screen for a projector.
export const loadScrollBoardPage = () => import('./scrollBoard/routes/ScrollBoardPage');
