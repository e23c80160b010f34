import {
  BooleanInput,
  BulkDeleteButton,
  DataTable,
  List,
  SimpleList,
  TextInput,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import { USER_ORDER } from '@backoffice/common/serverOrder';
import { Chip, Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import { UserRolesVOStatus } from '@generated/model/index';
import { RoleChips } from '@backoffice/common/RoleChips';
import type { UserRecord } from './userResource';
import { ImportUsersButton } from './import/ImportUsersButton';
import { GenerateUsersButton } from './GenerateUsersButton';
import { CreatedAt } from '@backoffice/common/CreatedAt';
import { ListLoadError } from '@backoffice/common/ListLoadError';
import { ListPagination } from '@backoffice/common/ListPagination';
import { OpenableRowsBody } from '@backoffice/common/OpenableRows';
import { DEFAULT_PAGE_SIZE } from '@backoffice/common/pageSizes';
import { DeferredRows } from '@backoffice/common/DeferredRows';
import { registerPageMessages } from '@backoffice/i18n/catalogue';
import { userAdminMessages } from '@backoffice/i18n/areas/userAdmin';

registerPageMessages(userAdminMessages);

const Column = DataTable.Col<UserRecord>;

const filters = [
  <TextInput key="q" source="q" alwaysOn resettable />,
  // On phones the filter form has no side padding and the switch's label pulls it off the left edge.
  <BooleanInput key="onlyAdmin" source="onlyAdmin" alwaysOn sx={{ ml: { xs: 1, sm: 0 } }} />,
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

/**
 * Phones get one entry per account instead of the seven-column table. The secondary line is our own
 * Typography so that the chips (block elements) are not nested in the paragraph ListItemText would add.
 */
function UserSimpleList() {
  return (
    <SimpleList<UserRecord>
      rowClick="edit"
      primaryText={(record) => record.username}
      tertiaryText={(record) => <CreatedAt record={record} dateOnly />}
      secondaryText={(record) => {
        const names = [record.nickname, record.realname].filter(Boolean).join(' · ');
        return (
          <Typography component="div" variant="body2" color="text.secondary">
            {names && <div>{names}</div>}
            <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', mt: 0.5 }}>
              <RoleChips roles={record.roles.map((role) => role.role)} />
              <StatusChip record={record} />
            </Stack>
          </Typography>
        );
      }}
    />
  );
}

/**
 * `/admin/users`: every account with its roles and status; a row opens its editor, selected rows can be deleted
 * (on wide screens only: the phone list has no selection).
 */
export function UserList() {
  const isSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <List
      sort={USER_ORDER}
      filters={filters}
      perPage={DEFAULT_PAGE_SIZE}
      pagination={false}
      error={<ListLoadError />}
      exporter={false}
      actions={
        <TopToolbar>
          <ImportUsersButton />
          <GenerateUsersButton />
        </TopToolbar>
      }
    >
      <DeferredRows footer={<ListPagination />}>
        {isSmall ? (
          <UserSimpleList />
        ) : (
          <DataTable
            rowClick="edit"
            body={OpenableRowsBody}
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
        )}
      </DeferredRows>
    </List>
  );
}
