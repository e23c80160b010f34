import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import type { ResourceDefinition } from '@backoffice/common/resourceDefinition';
import { lazyPage } from '@backoffice/common/lazyPage';
import { registerPageMessages } from '@backoffice/i18n/catalogue';
import { contestResource, type ContestRecord } from './contestResource';
import { contestListMessages } from './i18n/contestListMessages';

// The menu names the resource before any contest page has loaded.
registerPageMessages(contestListMessages);

/** The contest screens (list, create, edit), each split off the entry chunk. */
const contests = {
  list: lazyPage(() => import('./list/ContestList').then((module) => module.ContestList)),
  create: lazyPage(() => import('./editor/ContestForm').then((module) => module.ContestCreate)),
  edit: lazyPage(() => import('./editor/ContestForm').then((module) => module.ContestEdit)),
  icon: EmojiEventsIcon,
  recordRepresentation: (record: ContestRecord) => record.title ?? `#${record.id}`,
  operations: contestResource,
} satisfies ResourceDefinition;

export default contests;
