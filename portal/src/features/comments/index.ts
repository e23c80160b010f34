/**
 * The comments feature's public face. The comment area is a panel other pages show (app/ puts it into their
 * slots); it is exported as a loader so that it stays out of the entry chunk and loads beside the page.
 */
export const loadCommentArea = () => import('./components/CommentArea');
export type { CommentSource } from './api/commentApi';
export type { ContestContext } from './model/commentRules';
