import { useState } from 'react';
import { Confirm, useNotify, useRefresh, useTranslate, useUpdate } from 'react-admin';
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

/**
 * Shows or hides an announcement on the portal (status 0 visible, 1 hidden). Every visitor sees the change at
 * once, so the switch asks first, naming the announcement and what will happen.
 */
function VisibleToggle({ record }: { record: AnnouncementRecord }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [update, { isPending }] = useUpdate<AnnouncementRecord>();
  const [asking, setAsking] = useState(false);
  const visible = record.status === 0;
  const change = () =>
    void update(
      'announcements',
      { id: record.id, data: { status: visible ? 1 : 0 }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setAsking(false);
          notify(visible ? 'resources.announcements.hidden' : 'resources.announcements.published', {
            type: 'info',
            messageArgs: { title: record.title },
          });
          refresh();
        },
        onError: (error) => {
          setAsking(false);
          notify(error instanceof Error ? error.message : String(error), { type: 'error' });
        },
      },
    );
  return (
    <>
      <Switch
        checked={visible}
        disabled={isPending}
        onClick={(event) => event.stopPropagation()}
        onChange={() => setAsking(true)}
        slotProps={{
          input: {
            'aria-label': translate('resources.announcements.toggleVisible', { title: record.title }),
          },
        }}
      />
      {/* The dialog is portalled, but React still bubbles its clicks to the row, which would open the editor. */}
      <span onClick={(event) => event.stopPropagation()}>
        <Confirm
          isOpen={asking}
          loading={isPending}
          title={
            visible ? 'resources.announcements.confirmHideTitle' : 'resources.announcements.confirmShowTitle'
          }
          content={visible ? 'resources.announcements.confirmHide' : 'resources.announcements.confirmShow'}
          translateOptions={{ title: record.title }}
          onConfirm={change}
          onClose={() => setAsking(false)}
        />
      </span>
    </>
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
