import {
  DataTable,
  DeleteButton,
  EditButton,
  List,
  SimpleList,
  useNotify,
  useRefresh,
  useTranslate,
  useUpdate,
} from 'react-admin';
import { Chip, Switch, Typography, useMediaQuery, type Theme } from '@mui/material';
import type { AnnouncementRecord } from './announcementOperations';
import { CreatedAt } from '../common/CreatedAt';

const Column = DataTable.Col<AnnouncementRecord>;

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
 * Phones get one link per announcement. Visibility is shown, not toggled: a switch inside the row's link would
 * be a control nested in a link; the editor changes it.
 */
function AnnouncementSimpleList() {
  return (
    <SimpleList<AnnouncementRecord>
      rowClick="edit"
      primaryText={(record) => record.title}
      tertiaryText={(record) => <CreatedAt record={record} dateOnly />}
      secondaryText={(record) => (
        <Typography
          component="div"
          variant="body2"
          color="text.secondary"
          sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}
        >
          {record.username && <span>{record.username}</span>}
          <VisibilityChip record={record} />
        </Typography>
      )}
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

/** `/admin/announcements`: every site announcement, hidden ones too, newest first. */
export function AnnouncementList() {
  const isSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <List exporter={false} perPage={10}>
      {isSmall ? (
        <AnnouncementSimpleList />
      ) : (
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
      )}
    </List>
  );
}
