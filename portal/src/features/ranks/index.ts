/** The rank lists' public face: the page (ACM and OI alike), as a loader so that it stays in its own chunk. */
export const loadRankListPage = () => import('./routes/RankListPage');
