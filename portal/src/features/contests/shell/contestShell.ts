/** The contest shell's parts the app puts around every contest page, fetched in one chunk beside the page. */
export { ContestHeader } from './ContestHeader';
export { ContestAnnouncementWatcher } from './ContestAnnouncementWatcher';
export { ContestViewerContext } from '../model/contestViewer';
