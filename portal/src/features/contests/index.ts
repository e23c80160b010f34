/** The contest pages' public face: each page as a loader, so that it stays in its own chunk. */
export const loadContestProblemsPage = () => import('./routes/ContestProblemsPage');
