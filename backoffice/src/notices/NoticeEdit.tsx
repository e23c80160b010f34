import { Edit } from 'react-admin';
import { NoticeForm } from './NoticeForm';

/** `/admin/notices/:id`: edits the notice; copies already delivered to boxes are not changed by HOJ. */
export function NoticeEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <NoticeForm creating={false} />
    </Edit>
  );
}
