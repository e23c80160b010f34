import {
  DataTable,
  DeleteButton,
  EditButton,
  List,
  SelectInput,
  SimpleList,
  useTranslate,
} from 'react-admin';
import { Chip, Typography, useMediaQuery, type Theme } from '@mui/material';
import { noticeTypeChoices } from './NoticeForm';
import type { NoticeRecord } from './noticeOperations';
import { CreatedAt } from '../common/CreatedAt';

const Column = DataTable.Col<NoticeRecord>;

// No choice selected means "All types" (the filter's empty option).
const filters = [
  <SelectInput
    key="type"
    source="type"
    choices={noticeTypeChoices}
    alwaysOn
    emptyText="resources.notices.filterAll"
  />,
];

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

/** Phones get one link per notice; the secondary line is our own Typography so the chip is not inside a `<p>`. */
function NoticeSimpleList() {
  return (
    <SimpleList<NoticeRecord>
      rowClick="edit"
      primaryText={(record) => record.title ?? String(record.id)}
      tertiaryText={(record) => <CreatedAt record={record} dateOnly />}
      secondaryText={(record) => (
        <Typography
          component="div"
          variant="body2"
          color="text.secondary"
          sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}
        >
          <span>
            <TypeText record={record} />
          </span>
          <PushState record={record} />
        </Typography>
      )}
    />
  );
}

/** `/admin/notices`: the notices admins wrote, newest first, filtered by recipients, with their push state. */
export function NoticeList() {
  const isSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <List exporter={false} perPage={10} filters={filters}>
      {isSmall ? (
        <NoticeSimpleList />
      ) : (
        <DataTable rowClick="edit" bulkActionButtons={false}>
          <Column source="id" disableSort />
          <Column source="title" disableSort />
          <Column source="type" disableSort render={(record) => <TypeText record={record} />} />
          <Column source="adminUsername" disableSort />
          <Column source="state" disableSort render={(record) => <PushState record={record} />} />
          <Column source="gmtCreate" disableSort render={(record) => <CreatedAt record={record} />} />
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
