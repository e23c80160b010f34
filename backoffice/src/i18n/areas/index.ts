import { announcementsMessages } from './announcements';
import { dashboardMessages } from './dashboard';
import { importUsersMessages } from './importUsers';
import { listsMessages } from './lists';
import { loginCheckMessages } from './loginCheck';
import { noticesMessages } from './notices';
import { shellMessages } from './shell';
import { systemConfigMessages } from './systemConfig';
import { userAdminMessages } from './userAdmin';

/** Every area module; merged after the base catalogue, so an area may add keys under `hoj.*` and `resources.*`. */
export const areaMessages = {
  announcements: announcementsMessages,
  dashboard: dashboardMessages,
  importUsers: importUsersMessages,
  lists: listsMessages,
  loginCheck: loginCheckMessages,
  notices: noticesMessages,
  shell: shellMessages,
  systemConfig: systemConfigMessages,
  userAdmin: userAdminMessages,
};
