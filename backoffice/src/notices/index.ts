import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import type { ResourceDefinition } from '@backoffice/common/resourceDefinition';
import { lazyPage } from '@backoffice/common/lazyPage';
import { noticeResource, type NoticeRecord } from './noticeResource';

/** The system notice screens (super admin only), split off the entry chunk. */
const notices = {
  list: lazyPage(() => import('./NoticeList').then((module) => module.NoticeList)),
  create: lazyPage(() => import('./NoticeForm').then((module) => module.NoticeCreate)),
  edit: lazyPage(() => import('./NoticeForm').then((module) => module.NoticeEdit)),
  icon: NotificationsActiveIcon,
  recordRepresentation: (record: NoticeRecord) => record.title ?? String(record.id),
  operations: noticeResource,
} satisfies ResourceDefinition;

export default notices;
