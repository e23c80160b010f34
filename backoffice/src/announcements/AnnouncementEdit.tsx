import { Edit } from 'react-admin';
import { AnnouncementForm } from './AnnouncementForm';

/** `/admin/announcements/:id`: edits title, content and visibility; the delete button asks first. */
export function AnnouncementEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <AnnouncementForm />
    </Edit>
  );
}
