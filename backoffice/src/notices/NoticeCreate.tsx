import { Create } from 'react-admin';
import { NoticeForm } from './NoticeForm';

/** `/admin/notices/create`: a notice for everyone, the admins, or one user. */
export function NoticeCreate() {
  return (
    <Create redirect="list" record={{ type: 'All', content: '' }}>
      <NoticeForm creating />
    </Create>
  );
}
