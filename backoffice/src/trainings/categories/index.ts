import LabelIcon from '@mui/icons-material/Label';
import type { ResourceDefinition } from '@backoffice/common/resourceDefinition';
import { lazyOperations } from '@backoffice/providers/lazyOperations';
import { lazyPage } from '@backoffice/common/lazyPage';
import { registerPageMessages } from '@backoffice/i18n/catalogue';
import { trainingNameMessages } from '../i18n/trainingNameMessages';
import type { TrainingCategoryRecord } from './categoryResource';

registerPageMessages(trainingNameMessages);

/** Training categories (root and problem admins), split off the entry chunk. */
const trainingCategories = {
  list: lazyPage(() => import('./TrainingCategoryList').then((module) => module.TrainingCategoryList)),
  create: lazyPage(() => import('./TrainingCategoryForm').then((module) => module.TrainingCategoryCreate)),
  edit: lazyPage(() => import('./TrainingCategoryForm').then((module) => module.TrainingCategoryEdit)),
  icon: LabelIcon,
  recordRepresentation: (record: TrainingCategoryRecord) => record.name ?? `#${record.id}`,
  operations: lazyOperations(
    () => import('./categoryResource').then((module) => module.categoryResource),
    ['getList', 'getOne', 'getMany', 'create', 'update', 'delete'],
  ),
} satisfies ResourceDefinition;

export default trainingCategories;
