import PeopleIcon from '@mui/icons-material/People';
import type { ResourceDefinition } from '@backoffice/common/resourceDefinition';
import { lazyPage } from '@backoffice/common/lazyPage';
import { userResource, type UserRecord } from './userResource';

/** The user admin screens (super admin only); the list and the editor are split off the entry chunk. */
const users = {
  list: lazyPage(() => import('./UserList').then((module) => module.UserList)),
  edit: lazyPage(() => import('./UserEdit').then((module) => module.UserEdit)),
  icon: PeopleIcon,
  recordRepresentation: (record: UserRecord) => record.username,
  operations: userResource,
} satisfies ResourceDefinition;

export default users;
