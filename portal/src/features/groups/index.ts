/**
 * The group pages' public face, as loaders so that they stay out of the entry: the list (with the create
 * dialog, fetched when opened), and a group's frame with the page of each of its own tabs (`GroupTabPage`,
 * for `/group/:groupID` and `/group/:groupID/:tab`; the tabs only its admins open load from there). A group's
 * problems, trainings, submissions and discussions are other features' pages, which read the group from the
 * route.
 */
export const loadGroupListPage = () => import('./routes/GroupListPage');
export const loadGroupPages = () => import('./routes/groupPages');
// The group problem editor, for group admins only: a chunk of its own, which no member's page loads.
export const loadGroupProblemEditor = () => import('./problemAdmin/routes/GroupProblemEditorPage');

// The data the list and a group's header draw first, for app/router/prefetchRoutes to ask for as soon as the
// address is known.
export { prefetchGroup, prefetchGroupList } from './api/prefetchGroups';
