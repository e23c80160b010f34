/** The not-found feature's public face: its page, as a loader so that it stays in its own chunk. */
export const loadNotFoundPage = () => import('./routes/NotFoundPage');
