import type { MockDomain } from '../store/domain';
import { announcementHandlers } from './handlers';
import { seedAnnouncements } from './seed';
import { announcements } from '../store/schema/announcements';

/** Announcements: the site's, listed on the home page and managed in the back office. */
export const announcementsDomain: MockDomain = {
  name: 'announcements',
  seed(ctx) {
    announcements.fill(seedAnnouncements(ctx));
  },
  handlers: announcementHandlers,
};
