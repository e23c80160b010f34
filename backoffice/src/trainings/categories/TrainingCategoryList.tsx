import { CreateButton, DataTable, DeleteButton, EditButton, TopToolbar } from 'react-admin';
import { Stack } from '@mui/material';
import { OpenableRowsBody } from '@backoffice/common/OpenableRows';
import { PagedList } from '@backoffice/common/PagedList';
import { useStaff } from '@backoffice/common/useStaff';
import { registerPageMessages } from '@backoffice/i18n/catalogue';
import { CategoryChip } from '../CategoryChip';
import { trainingPageMessages } from '../i18n/trainingPageMessages';
import { canManageTrainingCategories } from '../trainingAccess';
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
    <PagedList actions={<TopToolbar>{manages && <CreateButton />}</TopToolbar>}>
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
    </PagedList>
  );
}
