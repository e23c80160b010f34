import {
  DataTable,
  DeleteButton,
  EditButton,
  List,
  useLocale,
  useNotify,
  useRefresh,
  useTranslate,
  useUpdate,
} from 'react-admin';
import { Switch } from '@mui/material';
import { formatDateTime, parseHojDate } from '@hoj/core/format/format';
import { currentLocaleOf } from '../i18n/localePreference';
import type { AnnouncementRecord } from './announcementOperations';

const Column = DataTable.Col<AnnouncementRecord>;

function CreatedAt({ record }: { record: AnnouncementRecord }) {
  const locale = currentLocaleOf(useLocale());
  const date = parseHojDate(record.gmtCreate);
  return date ? <time dateTime={date.toISOString()}>{formatDateTime(date, locale)}</time> : null;
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

/** `/admin/announcements`: every site announcement, hidden ones too, newest first. */
export function AnnouncementList() {
  return (
    <List exporter={false} perPage={10}>
      <DataTable rowClick="edit" bulkActionButtons={false}>
        <Column source="id" disableSort />
        <Column source="title" disableSort />
        <Column source="username" disableSort />
        <Column source="gmtCreate" disableSort render={(record) => <CreatedAt record={record} />} />
        <Column source="status" disableSort render={(record) => <VisibleToggle record={record} />} />
        <Column
          disableSort
          render={() => (
            <>
              <EditButton />
              <DeleteButton mutationMode="pessimistic" />
            </>
          )}
        />
      </DataTable>
    </List>
  );
}
