import { useTranslate } from 'react-admin';
import { Chip } from '@mui/material';
import { CreatedAt } from '@backoffice/common/CreatedAt';
import { PostList } from '@backoffice/posts/PostList';
import type { NoticeRecord } from './noticeResource';
import { NoticeTypeFilter } from './NoticeTypeFilter';

// No choice selected means "All types" (the filter's empty option).
const filters = [<NoticeTypeFilter key="type" source="type" alwaysOn />];

function TypeText({ record }: { record: NoticeRecord }) {
  const translate = useTranslate();
  return record.type ? <>{translate(`resources.notices.type.${record.type}`)}</> : null;
}

/**
 * Whether the notice is in the recipients' boxes yet: HOJ delivers system notices by an hourly job, which sets
 * `state`. Until then staff would otherwise wonder why users do not see it. The job skips `Admin` notices, so
 * those are never delivered.
 */
function pushStateOf(record: NoticeRecord): 'pushed' | 'waiting' | 'never' {
  if (record.state === true) return 'pushed';
  return record.type === 'Admin' ? 'never' : 'waiting';
}

const PUSH_COLOURS = { pushed: 'success', waiting: 'warning', never: 'default' } as const;

function PushState({ record }: { record: NoticeRecord }) {
  const translate = useTranslate();
  const state = pushStateOf(record);
  return (
    <Chip
      size="small"
      variant="outlined"
      color={PUSH_COLOURS[state]}
      label={translate(`resources.notices.state.${state}`)}
    />
  );
}

/** `/admin/notices`: the notices admins wrote, newest first, filtered by recipients, with their push state. */
export function NoticeList() {
  return (
    <PostList<NoticeRecord>
      filters={filters}
      columns={[
        { source: 'type', render: (record) => <TypeText record={record} /> },
        { source: 'adminUsername' },
        { source: 'state', render: (record) => <PushState record={record} /> },
        { source: 'gmtCreate', render: (record) => <CreatedAt record={record} /> },
      ]}
      primaryText={(record) => record.title ?? String(record.id)}
      summary={(record) => (
        <>
          <span>
            <TypeText record={record} />
          </span>
          <PushState record={record} />
        </>
      )}
    />
  );
}
