/**
 * The announcements feature's public face. The panel is shown by other pages (app/ puts it into their slots);
 * it is exported as a loader so that it stays out of the entry chunk and loads beside the page using it.
 */
export const loadAnnouncementPanel = () => import('./components/AnnouncementPanel');
export type { AnnouncementSource } from './api/announcementQueries';
