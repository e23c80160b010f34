import { announcementsMessages } from './announcements';
import { dashboardMessages } from './dashboard';
import { importUsersMessages } from './importUsers';
import { noticesMessages } from './notices';
import { shellMessages } from './shell';
import { systemConfigMessages } from './systemConfig';
import { userAdminMessages } from './userAdmin';

/** Every area module; merged after the base catalogue, so an area may add keys under `hoj.*` and `resources.*`. */
export const areaMessages = {
  announcements: announcementsMessages,
  dashboard: dashboardMessages,
  importUsers: importUsersMessages,
  notices: noticesMessages,
  shell: shellMessages,
  systemConfig: systemConfigMessages,
  userAdmin: userAdminMessages,
};
