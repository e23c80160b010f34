/** The user-home feature's public face: its page, as a loader so that it stays in its own chunk. */
export const loadUserHomePage = () => import('./routes/UserHomePage');
export { prefetchUserHome } from './api/prefetchUserHome';
