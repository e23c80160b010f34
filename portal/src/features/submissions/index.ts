/**
 * The submissions feature's public face: its pages and the problem page's "my submissions" panel, as loaders so
 * that each stays in its own chunk.
 */
export const loadSubmissionListPage = () => import('./routes/SubmissionListPage');
export const loadSubmissionDetailPage = () => import('./routes/SubmissionDetailPage');
export const loadMySubmissionsPanel = () => import('./components/MySubmissionsPanel');
