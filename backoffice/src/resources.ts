import type { ResourceDefinition } from '@backoffice/common/resourceDefinition';
import type { ResourceOperations } from '@backoffice/providers/resourceOperations';
import announcements from '@backoffice/announcements';
import contests from '@backoffice/contests';
import discussions from '@backoffice/discussions';
import discussionReports from '@backoffice/discussions/reports';
import notices from '@backoffice/notices';
import problems from '@backoffice/problems';
import { tagClassifications, tags } from '@backoffice/tags';
import trainings from '@backoffice/trainings';
import trainingCategories from '@backoffice/trainings/categories';
import users from '@backoffice/users';

/**
 * Every back-office resource under the one name it has: App.tsx declares a `<Resource>` for each entry (menu
 * order is this order), and the data provider gets each entry's operations under the same name. Adding a
 * resource is its folder plus one line here.
 */
export const resources = {
  problems,
  tags,
  tagClassifications,
  trainings,
  trainingCategories,
  contests,
  discussions,
  discussionReports,
  users,
  announcements,
  notices,
} satisfies Record<string, ResourceDefinition>;

/** The data provider's registry: each resource's operations, by its name. */
export const resourceOperations: Readonly<Record<string, ResourceOperations>> = Object.fromEntries(
  Object.entries(resources).map(([name, definition]) => [name, definition.operations]),
);
