import {
  BooleanInput,
  BulkDeleteButton,
  DataTable,
  List,
  Pagination,
  TextInput,
  TopToolbar,
  useLocale,
  useTranslate,
} from 'react-admin';
import { Chip } from '@mui/material';
import { UserRolesVOStatus } from '@generated/client/model/index';
import { formatDateTime, parseHojDate } from '@hoj/core/format/format';
import { RoleChips } from '../common/RoleChips';
import { currentLocaleOf } from '../i18n/localePreference';
import type { UserRecord } from '../providers/dataProvider';
import { ImportUsersButton } from './import/ImportUsersButton';
import { GenerateUsersButton } from './GenerateUsersButton';

const Column = DataTable.Col<UserRecord>;

/** HOJ pages admin lists by 10 (envelope.md §6); the larger sizes are for bulk review. */
export const USER_PAGE_SIZES = [10, 15, 30, 50, 100];

const filters = [
  <TextInput key="q" source="q" alwaysOn resettable />,
  <BooleanInput key="onlyAdmin" source="onlyAdmin" alwaysOn />,
];

function StatusChip({ record }: { record: UserRecord }) {
  const translate = useTranslate();
  const banned = record.status === UserRolesVOStatus.BANNED;
  return (
    <Chip
      size="small"
      color={banned ? 'error' : 'success'}
      variant="outlined"
      label={translate(banned ? 'resources.users.status.banned' : 'resources.users.status.normal')}
    />
  );
}

function CreatedAt({ record }: { record: UserRecord }) {
  const locale = currentLocaleOf(useLocale());
  const date = parseHojDate(record.gmtCreate);
  return date ? <time dateTime={date.toISOString()}>{formatDateTime(date, locale)}</time> : null;
}

/** `/admin/users`: every account with its roles and status; a row opens its editor, selected rows can be deleted. */
export function UserList() {
  return (
    <List
      filters={filters}
      perPage={USER_PAGE_SIZES[0]}
      pagination={<Pagination rowsPerPageOptions={USER_PAGE_SIZES} />}
      exporter={false}
      actions={
        <TopToolbar>
          <ImportUsersButton />
          <GenerateUsersButton />
        </TopToolbar>
      }
    >
      <DataTable
        rowClick="edit"
        bulkActionButtons={
          // Deleting a user deletes their submissions, posts and more: always ask, naming the count.
          <BulkDeleteButton
            mutationMode="pessimistic"
            confirmTitle="hoj.userAdmin.deleteTitle"
            confirmContent="hoj.userAdmin.deleteContent"
          />
        }
      >
        <Column source="username" disableSort />
        <Column source="nickname" disableSort />
        <Column source="realname" disableSort />
        <Column source="email" disableSort />
        <Column
          source="roles"
          disableSort
          render={(record) => <RoleChips roles={record.roles.map((role) => role.role)} />}
        />
        <Column source="status" disableSort render={(record) => <StatusChip record={record} />} />
        <Column source="gmtCreate" disableSort render={(record) => <CreatedAt record={record} />} />
      </DataTable>
    </List>
  );
}
