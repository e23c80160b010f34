/** The discussion feature's public face: its pages, as loaders so that each stays in its own chunk. */
export const loadDiscussionDetailPage = () => import('./routes/DiscussionDetailPage');
export type { DiscussionDetailPageProps } from './routes/DiscussionDetailPage';

/**
 * The board of posts, for `/discussion`, `/discussion/:problemID` and their group variants
 * `/group/:groupID/discussion` and `/group/:groupID/discussion/:problemID`: the page reads the group's and the
 * problem's ids from the route. The detail page reads `groupID` the same way.
 */
export const loadDiscussionListPage = () => import('./routes/DiscussionListPage');
