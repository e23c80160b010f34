import {
  CreateButton,
  DataTable,
  SimpleList,
  TextInput,
  TopToolbar,
  useLocale,
  type RaRecord,
} from 'react-admin';
import { Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import { formatDateTime, formatDuration, parseHojDate } from '@hoj/core/format/format';
import { OpenableRowsBody } from '@backoffice/common/OpenableRows';
import { CONTEST_ORDER } from '@backoffice/common/serverOrder';
import { PagedList } from '@backoffice/common/PagedList';
import { registerPageMessages } from '@backoffice/i18n/catalogue';
import { currentLocaleOf } from '@backoffice/i18n/localePreference';
import { useContestAccess } from '../contestAccess';
import type { ContestRecord } from '../contestResource';
import { contestListMessages } from '../i18n/contestListMessages';
import { ContestActions } from './ContestActions';
import { ContestAuthChip, ContestStatusChip, ContestTypeChip } from './ContestChips';
import { VisibleSwitch } from './VisibleSwitch';

registerPageMessages(contestListMessages);

const Column = DataTable.Col<ContestRecord>;

const filters = [<TextInput key="q" source="q" alwaysOn resettable />];

function StartTime({ record }: { record: ContestRecord }) {
  const locale = currentLocaleOf(useLocale());
  const date = parseHojDate(record.startTime);
  if (!date) return null;
  return <time dateTime={date.toISOString()}>{formatDateTime(date, locale)}</time>;
}

function Duration({ record }: { record: ContestRecord }) {
  const locale = currentLocaleOf(useLocale());
  return <>{formatDuration(record.duration, locale)}</>;
}

/** Phones get one entry per contest: title, then its chips, then its start. */
function ContestSimpleList({
  rowClick,
}: {
  rowClick: (id: unknown, resource: string, record: RaRecord) => string | false;
}) {
  return (
    <SimpleList<ContestRecord>
      rowClick={rowClick}
      primaryText={(record) => record.title ?? ''}
      tertiaryText={(record) => <StartTime record={record} />}
      secondaryText={(record) => (
        <Typography component="div" variant="body2" color="text.secondary">
          <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', mt: 0.5 }}>
            <ContestTypeChip record={record} />
            <ContestAuthChip record={record} />
            <ContestStatusChip record={record} />
          </Stack>
        </Typography>
      )}
    />
  );
}

/**
 * `/admin/contests`: every site contest, latest start first, with its rule, access, status by the clock, start,
 * length, a visibility switch and its actions. A row opens the editor for those who may edit it (root and
 * the creator); the others see the row's links only.
 */
export function ContestList() {
  const isSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const access = useContestAccess();
  const rowClick = (_id: unknown, _resource: string, record: RaRecord) =>
    access.canManage(record as ContestRecord) ? 'edit' : false;
  return (
    <PagedList
      sort={CONTEST_ORDER}
      filters={filters}
      actions={
        <TopToolbar>
          <CreateButton />
        </TopToolbar>
      }
    >
      {isSmall ? (
        <ContestSimpleList rowClick={rowClick} />
      ) : (
        <DataTable rowClick={rowClick} body={OpenableRowsBody} bulkActionButtons={false}>
          <Column source="id" disableSort />
          <Column source="title" disableSort />
          <Column source="type" disableSort render={(record) => <ContestTypeChip record={record} />} />
          <Column source="auth" disableSort render={(record) => <ContestAuthChip record={record} />} />
          <Column source="status" disableSort render={(record) => <ContestStatusChip record={record} />} />
          <Column source="startTime" disableSort render={(record) => <StartTime record={record} />} />
          <Column source="duration" disableSort render={(record) => <Duration record={record} />} />
          <Column
            source="visible"
            disableSort
            render={(record) => <VisibleSwitch record={record} disabled={!access.canManage(record)} />}
          />
          <Column source="actions" disableSort render={(record) => <ContestActions record={record} />} />
        </DataTable>
      )}
    </PagedList>
  );
}
