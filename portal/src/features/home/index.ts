/** The home feature's public face: its page, as a loader so that it stays in its own chunk. */
export const loadHomePage = () => import('./routes/HomePage');
export type { HomePageProps } from './routes/HomePage';
export { prefetchHome } from './api/prefetchHome';
