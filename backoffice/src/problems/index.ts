import MenuBookIcon from '@mui/icons-material/MenuBook';
import type { ResourceDefinition } from '@backoffice/common/resourceDefinition';
import { lazyOperations } from '@backoffice/providers/lazyOperations';
import { lazyPage } from '@backoffice/common/lazyPage';

/** The problem bank's screens (list, create, edit), each split off the entry chunk. */
const problems = {
  list: lazyPage(() => import('./list/ProblemList').then((module) => module.ProblemList)),
  create: lazyPage(() => import('./editor/ProblemForm').then((module) => module.ProblemCreate)),
  edit: lazyPage(() => import('./editor/ProblemForm').then((module) => module.ProblemEdit)),
  icon: MenuBookIcon,
  recordRepresentation: (record: { problemId?: string | null; title?: string | null }) =>
    [record.problemId, record.title].filter(Boolean).join(' '),
  operations: lazyOperations(
    () => import('./problemResource').then((module) => module.problemResource),
    ['getList', 'getOne', 'create', 'update', 'delete', 'deleteMany'],
  ),
} satisfies ResourceDefinition;

export default problems;
