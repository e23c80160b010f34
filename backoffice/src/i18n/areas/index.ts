import { announcementsMessages } from './announcements';
import { dashboardMessages } from './dashboard';
import { listsMessages } from './lists';
import { loginCheckMessages } from './loginCheck';
import { noticesMessages } from './notices';
import { resourceNameMessages } from './resourceNames';
import { shellMessages } from './shell';

/**
 * The areas every page may need; merged after the base catalogue, so an area may add keys under `hoj.*` and
 * `resources.*`. The big areas of single pages (CSV import, system config) are not here: their pages register
 * them (catalogue.ts `registerPageMessages`), so their texts travel with the page's chunk.
 */
export const areaMessages = {
  announcements: announcementsMessages,
  dashboard: dashboardMessages,
  lists: listsMessages,
  loginCheck: loginCheckMessages,
  notices: noticesMessages,
  resourceNames: resourceNameMessages,
  shell: shellMessages,
};
