import { CreateButton, DataTable, DeleteButton, EditButton, List, TopToolbar } from 'react-admin';
import { Stack } from '@mui/material';
import { DeferredRows } from '@backoffice/common/DeferredRows';
import { ListLoadError } from '@backoffice/common/ListLoadError';
import { ListPagination } from '@backoffice/common/ListPagination';
import { OpenableRowsBody } from '@backoffice/common/OpenableRows';
import { DEFAULT_PAGE_SIZE } from '@backoffice/common/pageSizes';
import { registerPageMessages } from '@backoffice/i18n/catalogue';
import { CategoryChip } from '../CategoryChip';
import { trainingPageMessages } from '../i18n/trainingPageMessages';
import { canManageTrainingCategories } from '../trainingAccess';
import { useStaff } from '../useStaff';
import type { TrainingCategoryRecord } from './categoryResource';

registerPageMessages(trainingPageMessages);

const Column = DataTable.Col<TrainingCategoryRecord>;

function RowActions({ record }: { record: TrainingCategoryRecord }) {
  return (
    <Stack direction="row" spacing={0.5}>
      <EditButton record={record} />
      {/* Its trainings stay, without a category until one is chosen again: the confirmation says so. */}
      <DeleteButton
        record={record}
        mutationMode="pessimistic"
        confirmTitle="hoj.trainingAdmin.categories.deleteTitle"
        confirmContent="hoj.trainingAdmin.categories.deleteContent"
        translateOptions={{ name: record.name }}
      />
    </Stack>
  );
}

/** `/admin/trainingCategories`: the site's training categories with their colours as the portal shows them. */
export function TrainingCategoryList() {
  const { roles } = useStaff();
  const manages = canManageTrainingCategories(roles);
  return (
    <List
      perPage={DEFAULT_PAGE_SIZE}
      pagination={false}
      error={<ListLoadError />}
      exporter={false}
      actions={<TopToolbar>{manages && <CreateButton />}</TopToolbar>}
    >
      <DeferredRows footer={<ListPagination />}>
        <DataTable rowClick={manages ? 'edit' : false} body={OpenableRowsBody} bulkActionButtons={false}>
          <Column source="id" disableSort />
          <Column
            source="name"
            disableSort
            render={(record) => <CategoryChip name={record.name ?? ''} color={record.color} />}
          />
          <Column source="color" disableSort />
          {manages && <Column disableSort render={(record) => <RowActions record={record} />} />}
        </DataTable>
      </DeferredRows>
    </List>
  );
}
