import { acDownloadHandlers } from './acDownload';
import { adminContestAnnouncementHandlers } from './announcementHandlers';
import { adminContestHandlers } from './contestHandlers';
import { adminContestProblemEditHandlers } from './problemEditHandlers';
import { adminContestProblemHandlers } from './problemHandlers';

/** The back office's contest calls: contests, their problems and announcements, and the accepted-code zip. */
export const contestAdminHandlers = [
  ...adminContestHandlers,
  ...adminContestProblemHandlers,
  ...adminContestProblemEditHandlers,
  ...adminContestAnnouncementHandlers,
  ...acDownloadHandlers,
];
