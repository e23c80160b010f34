import { acDownloadHandlers } from './acDownload';
import { adminContestAnnouncementHandlers } from './announcementHandlers';
import { adminContestHandlers } from './contestHandlers';

/** The back office's contest calls: contests and their announcements, and the accepted-code zip. */
export const contestAdminHandlers = [
  ...adminContestHandlers,
  ...adminContestAnnouncementHandlers,
  ...acDownloadHandlers,
];
