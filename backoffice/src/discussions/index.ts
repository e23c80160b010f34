import ForumIcon from '@mui/icons-material/Forum';
import type { ResourceDefinition } from '@backoffice/common/resourceDefinition';
import { lazyOperations } from '@backoffice/providers/lazyOperations';
import { lazyPage } from '@backoffice/common/lazyPage';
import { registerPageMessages } from '@backoffice/i18n/catalogue';
import type { DiscussionRecord } from './discussionResource';
import { discussionNameMessages } from './i18n/nameMessages';

// The menu names the resource before its page has loaded; the rest of the texts come with the page.
registerPageMessages(discussionNameMessages);

/** The discussion moderation screens (every admin role), split off the entry chunk. */
const discussions = {
  list: lazyPage(() => import('./DiscussionList').then((module) => module.DiscussionList)),
  icon: ForumIcon,
  recordRepresentation: (record: DiscussionRecord) => record.title ?? `#${record.id}`,
  operations: lazyOperations(
    () => import('./discussionResource').then((module) => module.discussionResource),
    ['getList', 'update', 'delete', 'deleteMany'],
  ),
} satisfies ResourceDefinition;

export default discussions;
