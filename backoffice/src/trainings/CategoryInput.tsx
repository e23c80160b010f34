import { Link, SelectInput, useGetList, useTranslate } from 'react-admin';
import { Alert, LinearProgress } from '@mui/material';
import type { TrainingCategory } from '@generated/model/index';
import { useStaff } from '@backoffice/common/useStaff';
import { TRAINING_CATEGORIES_PATH } from './paths';
import { canManageTrainingCategories } from './trainingAccess';

/** All categories in one request: a site has a handful. */
const ALL = { pagination: { page: 1, perPage: 1000 }, sort: { field: 'id', order: 'ASC' as const } };

/**
 * The training's category (required). Without any category a training cannot be saved, so an empty list says
 * so above the select: with a link to the category admin for those who may create one, otherwise naming who
 * can.
 */
export function CategoryInput() {
  const translate = useTranslate();
  const { roles } = useStaff();
  const { data, total, isPending } = useGetList<TrainingCategory & { id: number }>('trainingCategories', ALL);
  const none = !isPending && (total ?? data?.length ?? 0) === 0;
  return (
    <>
      {none && (
        <Alert severity="warning" role="alert" sx={{ mb: 2, width: '100%' }}>
          {translate('hoj.trainingAdmin.noCategories')}{' '}
          {canManageTrainingCategories(roles) ? (
            <Link to={`${TRAINING_CATEGORIES_PATH}/create`}>
              {translate('hoj.trainingAdmin.createCategory')}
            </Link>
          ) : (
            translate('hoj.trainingAdmin.askForCategory')
          )}
        </Alert>
      )}
      {/* Mounted once the choices are there: MUI's select refuses a saved value it has no option for yet. */}
      {isPending ? (
        <LinearProgress
          aria-label={translate('hoj.trainingAdmin.loadingCategories')}
          sx={{ width: '100%', my: 3 }}
        />
      ) : (
        <SelectInput source="categoryId" choices={data ?? []} optionText="name" optionValue="id" fullWidth />
      )}
    </>
  );
}
