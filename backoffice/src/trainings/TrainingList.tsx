import type { MouseEvent } from 'react';
import {
  Button,
  CreateButton,
  DataTable,
  DeleteButton,
  EditButton,
  Link,
  SimpleList,
  TextInput,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import { Chip, Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import ListAltIcon from '@mui/icons-material/ListAlt';
import { TrainingAuth } from '@generated/model/index';
import { OpenableRowsBody } from '@backoffice/common/OpenableRows';
import { TRAINING_ORDER } from '@backoffice/common/serverOrder';
import { PagedList } from '@backoffice/common/PagedList';
import { useStaff } from '@backoffice/common/useStaff';
import { registerPageMessages } from '@backoffice/i18n/catalogue';
import { trainingPageMessages } from './i18n/trainingPageMessages';
import { ModifiedAt } from './ModifiedAt';
import { trainingProblemsPath } from './paths';
import { TrainingCategoryCell } from './TrainingCategoryCell';
import { TrainingStatusSwitch } from './TrainingStatusSwitch';
import { canDeleteTraining, canEditTraining } from './trainingAccess';
import type { TrainingRecord } from './trainingResource';

registerPageMessages(trainingPageMessages);

const Column = DataTable.Col<TrainingRecord>;

const filters = [<TextInput key="q" source="q" alwaysOn resettable />];

function AuthChip({ record }: { record: TrainingRecord }) {
  const translate = useTranslate();
  const isPrivate = record.auth === TrainingAuth.PRIVATE;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={isPrivate ? 'warning' : 'default'}
      label={translate(`hoj.trainingAdmin.auth.${isPrivate ? 'private' : 'public'}`)}
    />
  );
}

/** A link to the training's problem list (every admin may open it). */
function ProblemsButton({ record }: { record: TrainingRecord }) {
  const translate = useTranslate();
  return (
    <Button
      component={Link}
      to={trainingProblemsPath(record.id)}
      label="hoj.trainingAdmin.problems.open"
      aria-label={translate('hoj.trainingAdmin.problems.openNamed', { title: record.title })}
      onClick={(event: MouseEvent) => event.stopPropagation()}
    >
      <ListAltIcon />
    </Button>
  );
}

function RowActions({ record }: { record: TrainingRecord }) {
  const { roles, username } = useStaff();
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      {canEditTraining(record, roles, username) && <EditButton record={record} />}
      <ProblemsButton record={record} />
      {canDeleteTraining(roles) && (
        // Its problem links and registrations go with it: the confirmation says so.
        <DeleteButton
          record={record}
          mutationMode="pessimistic"
          confirmTitle="hoj.trainingAdmin.deleteTitle"
          confirmContent="hoj.trainingAdmin.deleteContent"
          translateOptions={{ title: record.title }}
        />
      )}
    </Stack>
  );
}

/** Phones: one entry per training (state as chips, no switches inside the entry's link). */
function TrainingSimpleList() {
  const translate = useTranslate();
  const { roles, username } = useStaff();
  return (
    <SimpleList<TrainingRecord>
      rowClick={(_id, _resource, record) =>
        canEditTraining(record as TrainingRecord, roles, username) ? 'edit' : false
      }
      primaryText={(record) => record.title ?? ''}
      tertiaryText={(record) => <ModifiedAt record={record} />}
      secondaryText={(record) => (
        <Typography
          component="div"
          variant="body2"
          color="text.secondary"
          sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}
        >
          {record.author && <span>{record.author}</span>}
          <AuthChip record={record} />
          <Chip
            size="small"
            variant="outlined"
            color={record.status ? 'success' : 'default'}
            label={translate(`hoj.trainingAdmin.status.${record.status ? 'visible' : 'invisible'}`)}
          />
        </Typography>
      )}
    />
  );
}

/**
 * `/admin/trainings`: the site's trainings by rank, searched by title, id or rank. Every admin sees every
 * training and its problems; editing and the show/hide switch are for root and the training's author, deleting
 * for root.
 */
export function TrainingList() {
  const isSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const { roles, username } = useStaff();
  return (
    <PagedList
      sort={TRAINING_ORDER}
      filters={filters}
      actions={
        <TopToolbar>
          <CreateButton />
        </TopToolbar>
      }
    >
      {isSmall ? (
        <TrainingSimpleList />
      ) : (
        <DataTable
          rowClick={(_id, _resource, record) =>
            canEditTraining(record as TrainingRecord, roles, username) ? 'edit' : false
          }
          body={OpenableRowsBody}
          bulkActionButtons={false}
        >
          <Column source="id" disableSort />
          <Column source="title" disableSort />
          <Column
            source="category"
            disableSort
            render={(record) => (
              <TrainingCategoryCell record={record} mayOpen={canEditTraining(record, roles, username)} />
            )}
          />
          <Column source="auth" disableSort render={(record) => <AuthChip record={record} />} />
          <Column source="author" disableSort />
          <Column source="rank" disableSort />
          <Column
            source="status"
            disableSort
            render={(record) => (
              <TrainingStatusSwitch record={record} enabled={canEditTraining(record, roles, username)} />
            )}
          />
          <Column source="gmtModified" disableSort render={(record) => <ModifiedAt record={record} />} />
          <Column disableSort render={(record) => <RowActions record={record} />} />
        </DataTable>
      )}
    </PagedList>
  );
}
