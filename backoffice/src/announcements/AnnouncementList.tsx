import { useNotify, useRefresh, useTranslate, useUpdate } from 'react-admin';
import { Chip, Switch } from '@mui/material';
import { CreatedAt } from '@backoffice/common/CreatedAt';
import { PostList } from '@backoffice/posts/PostList';
import type { AnnouncementRecord } from './announcementResource';

function VisibilityChip({ record }: { record: AnnouncementRecord }) {
  const translate = useTranslate();
  const visible = record.status === 0;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={visible ? 'success' : 'default'}
      label={translate(`resources.announcements.status.${visible ? 'visible' : 'hidden'}`)}
    />
  );
}

/** Shows or hides an announcement on the portal at once (status 0 visible, 1 hidden). */
function VisibleToggle({ record }: { record: AnnouncementRecord }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [update, { isPending }] = useUpdate<AnnouncementRecord>();
  const visible = record.status === 0;
  return (
    <Switch
      checked={visible}
      disabled={isPending}
      onClick={(event) => event.stopPropagation()}
      onChange={() =>
        void update(
          'announcements',
          { id: record.id, data: { status: visible ? 1 : 0 }, previousData: record },
          {
            mutationMode: 'pessimistic',
            onSuccess: () => refresh(),
            onError: (error) =>
              notify(error instanceof Error ? error.message : String(error), { type: 'error' }),
          },
        )
      }
      slotProps={{
        input: { 'aria-label': translate('resources.announcements.toggleVisible', { title: record.title }) },
      }}
    />
  );
}

/**
 * `/admin/announcements`: every site announcement, hidden ones too, newest first. The table toggles
 * visibility in place; a phone entry shows it (its editor changes it).
 */
export function AnnouncementList() {
  return (
    <PostList<AnnouncementRecord>
      columns={[
        { source: 'username' },
        { source: 'gmtCreate', render: (record) => <CreatedAt record={record} /> },
        { source: 'status', render: (record) => <VisibleToggle record={record} /> },
      ]}
      primaryText={(record) => record.title}
      summary={(record) => (
        <>
          {record.username && <span>{record.username}</span>}
          <VisibilityChip record={record} />
        </>
      )}
    />
  );
}
