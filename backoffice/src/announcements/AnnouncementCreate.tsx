import { Create } from 'react-admin';
import { AnnouncementForm } from './AnnouncementForm';

/** `/admin/announcements/create`: a new site announcement, visible unless the author hides it. */
export function AnnouncementCreate() {
  return (
    <Create redirect="list" record={{ status: 0, content: '' }}>
      <AnnouncementForm />
    </Create>
  );
}
