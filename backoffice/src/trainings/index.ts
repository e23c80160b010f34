import SchoolIcon from '@mui/icons-material/School';
import type { ResourceDefinition } from '@backoffice/common/resourceDefinition';
import { lazyOperations } from '@backoffice/providers/lazyOperations';
import { lazyPage } from '@backoffice/common/lazyPage';
import { registerPageMessages } from '@backoffice/i18n/catalogue';
import { trainingNameMessages } from './i18n/trainingNameMessages';
import type { TrainingRecord } from './trainingResource';

// The resource names and field labels are small and the menu needs them before any training page loads.
registerPageMessages(trainingNameMessages);

/** The training screens (every admin role; editing is for root and the author), split off the entry chunk. */
const trainings = {
  list: lazyPage(() => import('./TrainingList').then((module) => module.TrainingList)),
  create: lazyPage(() => import('./TrainingForm').then((module) => module.TrainingCreate)),
  edit: lazyPage(() => import('./TrainingForm').then((module) => module.TrainingEdit)),
  icon: SchoolIcon,
  recordRepresentation: (record: TrainingRecord) => record.title ?? `#${record.id}`,
  operations: lazyOperations(
    () => import('./trainingResource').then((module) => module.trainingResource),
    ['getList', 'getOne', 'create', 'update', 'delete'],
  ),
} satisfies ResourceDefinition;

export default trainings;
