/**
 * The problems feature's public face: its pages as loaders, so that each stays in its own chunk (a page
 * re-exported here directly would be pulled into the entry chunk).
 */
export const loadProblemListPage = () => import('./list/routes/ProblemListPage');
export const loadProblemDetailsPage = () => import('./details/routes/ProblemDetailsPage');
export { prefetchProblemList } from './list/api/prefetchProblemList';
export { prefetchProblem } from './details/api/prefetchProblem';
