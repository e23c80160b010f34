/** The discussion feature's public face: its pages, as loaders so that each stays in its own chunk. */
export const loadDiscussionDetailPage = () => import('./routes/DiscussionDetailPage');
export type { DiscussionDetailPageProps } from './routes/DiscussionDetailPage';
