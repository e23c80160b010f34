import { lazy } from 'react';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import type { NoticeRecord } from './noticeOperations';

/** The system notice screens (spec 002 §2.2 `notice`, super admin only), split off the entry chunk. */
const notices = {
  list: lazy(() => import('./NoticeList').then((module) => ({ default: module.NoticeList }))),
  create: lazy(() => import('./NoticeCreate').then((module) => ({ default: module.NoticeCreate }))),
  edit: lazy(() => import('./NoticeEdit').then((module) => ({ default: module.NoticeEdit }))),
  icon: NotificationsActiveIcon,
  recordRepresentation: (record: NoticeRecord) => record.title ?? String(record.id),
};

export default notices;
