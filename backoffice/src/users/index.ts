import { lazy } from 'react';
import PeopleIcon from '@mui/icons-material/People';
import type { UserRecord } from '../providers/dataProvider';

/** The user admin screens (spec 002 §2.2 `user`, super admin only). The list is split off the entry chunk. */
const users = {
  list: lazy(() => import('./UserList').then((module) => ({ default: module.UserList }))),
  edit: lazy(() => import('./UserEdit').then((module) => ({ default: module.UserEdit }))),
  icon: PeopleIcon,
  recordRepresentation: (record: UserRecord) => record.username,
};

export default users;
