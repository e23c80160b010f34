import { lazy } from 'react';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import type { ResourceDefinition } from '@backoffice/common/resourceDefinition';
import { noticeResource, type NoticeRecord } from './noticeResource';

/** The system notice screens (super admin only), split off the entry chunk. */
const notices: ResourceDefinition = {
  list: lazy(() => import('./NoticeList').then((module) => ({ default: module.NoticeList }))),
  create: lazy(() => import('./NoticeForm').then((module) => ({ default: module.NoticeCreate }))),
  edit: lazy(() => import('./NoticeForm').then((module) => ({ default: module.NoticeEdit }))),
  icon: NotificationsActiveIcon,
  recordRepresentation: (record: NoticeRecord) => record.title ?? String(record.id),
  operations: noticeResource,
};

export default notices;
