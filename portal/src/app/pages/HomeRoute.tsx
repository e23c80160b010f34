import { loadAnnouncementPanel } from '@portal/features/announcements';
import { loadHomePage } from '@portal/features/home';

/**
 * /home: the home page with the site announcements in its slot. Both chunks are fetched side by side and the
 * page renders once both are there, so it never shows without its announcements panel.
 */
export async function loadHomeRoute() {
  const [{ HomePage }, { AnnouncementPanel }] = await Promise.all([loadHomePage(), loadAnnouncementPanel()]);
  function HomeRoute() {
    return <HomePage announcements={<AnnouncementPanel source={{ kind: 'site' }} />} />;
  }
  return { HomeRoute };
}
