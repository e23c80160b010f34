import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import type { ResourceDefinition } from '@backoffice/common/resourceDefinition';
import { lazyOperations } from '@backoffice/providers/lazyOperations';
import { lazyPage } from '@backoffice/common/lazyPage';
import type { ContestRecord } from './contestResource';

/** The contest screens (list, create, edit), each split off the entry chunk. */
const contests = {
  list: lazyPage(() => import('./list/ContestList').then((module) => module.ContestList)),
  create: lazyPage(() => import('./editor/ContestForm').then((module) => module.ContestCreate)),
  edit: lazyPage(() => import('./editor/ContestForm').then((module) => module.ContestEdit)),
  icon: EmojiEventsIcon,
  recordRepresentation: (record: ContestRecord) => record.title ?? `#${record.id}`,
  operations: lazyOperations(
    () => import('./contestResource').then((module) => module.contestResource),
    ['getList', 'getOne', 'create', 'update', 'delete'],
  ),
} satisfies ResourceDefinition;

export default contests;
