import {
  BulkDeleteButton,
  CreateButton,
  DataTable,
  DeleteButton,
  EditButton,
  List,
  SimpleList,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import { Chip, Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import { problemAuthTable } from '@hoj/core/domain/problem';
import { ProblemAuth } from '@generated/model/index';
import { CreatedAt } from '@backoffice/common/CreatedAt';
import { PROBLEM_ORDER } from '@backoffice/common/serverOrder';
import { DeferredRows } from '@backoffice/common/DeferredRows';
import { ListLoadError } from '@backoffice/common/ListLoadError';
import { ListPagination } from '@backoffice/common/ListPagination';
import { OpenableRowsBody } from '@backoffice/common/OpenableRows';
import { DEFAULT_PAGE_SIZE } from '@backoffice/common/pageSizes';
import { registerPageMessages } from '@backoffice/i18n/catalogue';
import { problemListMessages } from '../i18n/problemListMessages';
import { problemResourceMessages } from '../i18n/problemResourceMessages';
import type { ProblemRecord } from '../problemResource';
import { canDeleteProblem, canManageProblem, hasOwnTestData } from '../problemAccess';
import { DownloadCasesButton } from './DownloadCasesButton';
import { ModifiedAt } from './ModifiedAt';
import { ProblemAuthSelect } from './ProblemAuthSelect';
import { RemoteImportDialog } from './RemoteImportDialog';
import { problemFilters } from './problemFilters';
import { useStaff } from '@backoffice/common/useStaff';

registerPageMessages(problemResourceMessages);
registerPageMessages(problemListMessages);

const Column = DataTable.Col<ProblemRecord>;

// Deleting a problem takes its test data, its place in contests and trainings and its tag links with it
// (submissions stay): the confirmation says so before it happens.
const deleteConfirm = {
  confirmTitle: 'hoj.problemAdmin.deleteTitle',
  confirmContent: 'hoj.problemAdmin.deleteContent',
} as const;

const bulkDeleteConfirm = {
  confirmTitle: 'hoj.problemAdmin.bulkDeleteTitle',
  confirmContent: 'hoj.problemAdmin.bulkDeleteContent',
} as const;

function RowActions({ record }: { record: ProblemRecord }) {
  const { roles, username } = useStaff();
  const manage = canManageProblem(record, roles, username);
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      {manage && <EditButton record={record} />}
      {manage && hasOwnTestData(record) && <DownloadCasesButton record={record} />}
      {canDeleteProblem(roles) && (
        <DeleteButton record={record} mutationMode="pessimistic" {...deleteConfirm} />
      )}
    </Stack>
  );
}

function AuthChip({ record }: { record: ProblemRecord }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant="outlined"
      label={translate(problemAuthTable[record.auth ?? ProblemAuth.PRIVATE].labelKey)}
    />
  );
}

function ProblemSimpleList() {
  const { roles, username } = useStaff();
  return (
    <SimpleList<ProblemRecord>
      rowClick={(_id, _resource, record) =>
        canManageProblem(record as ProblemRecord, roles, username) ? 'edit' : false
      }
      primaryText={(record) => `${record.problemId ?? ''} ${record.title ?? ''}`.trim()}
      tertiaryText={(record) => <CreatedAt record={record} dateOnly />}
      secondaryText={(record) => (
        <Typography component="div" variant="body2" color="text.secondary" sx={{ display: 'flex', gap: 1 }}>
          {record.author && <span>{record.author}</span>}
          <AuthChip record={record} />
        </Typography>
      )}
    />
  );
}

function ListActions() {
  return (
    <TopToolbar>
      <RemoteImportDialog />
      <CreateButton />
    </TopToolbar>
  );
}

/**
 * `/admin/problems`: the problem bank (the site's own and imported remote problems), newest first, ten a page.
 * Each row changes its visibility in place; editing, downloading the test data and deleting are offered only to
 * the staff the backend lets do them.
 */
export function ProblemList() {
  const isSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const { roles, username } = useStaff();
  const deletes = canDeleteProblem(roles);
  return (
    <List
      filters={problemFilters}
      sort={PROBLEM_ORDER}
      perPage={DEFAULT_PAGE_SIZE}
      pagination={false}
      error={<ListLoadError />}
      exporter={false}
      actions={<ListActions />}
    >
      <DeferredRows footer={<ListPagination />}>
        {isSmall ? (
          <ProblemSimpleList />
        ) : (
          <DataTable
            rowClick={(_id, _resource, record) =>
              canManageProblem(record as ProblemRecord, roles, username) ? 'edit' : false
            }
            body={OpenableRowsBody}
            bulkActionButtons={
              deletes ? <BulkDeleteButton mutationMode="pessimistic" {...bulkDeleteConfirm} /> : false
            }
          >
            <Column source="id" disableSort />
            <Column source="problemId" disableSort />
            <Column source="title" disableSort />
            <Column source="author" disableSort />
            <Column source="gmtCreate" disableSort render={(record) => <CreatedAt record={record} />} />
            <Column source="gmtModified" disableSort render={(record) => <ModifiedAt record={record} />} />
            <Column source="auth" disableSort render={(record) => <ProblemAuthSelect record={record} />} />
            <Column disableSort render={(record) => <RowActions record={record} />} />
          </DataTable>
        )}
      </DeferredRows>
    </List>
  );
}
