import { lazy } from 'react';
import PeopleIcon from '@mui/icons-material/People';
import type { ResourceDefinition } from '@backoffice/common/resourceDefinition';
import { userResource, type UserRecord } from './userResource';

/** The user admin screens (super admin only); the list and the editor are split off the entry chunk. */
const users: ResourceDefinition = {
  list: lazy(() => import('./UserList').then((module) => ({ default: module.UserList }))),
  edit: lazy(() => import('./UserEdit').then((module) => ({ default: module.UserEdit }))),
  icon: PeopleIcon,
  recordRepresentation: (record: UserRecord) => record.username,
  operations: userResource,
};

export default users;
