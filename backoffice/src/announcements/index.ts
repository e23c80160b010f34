import CampaignIcon from '@mui/icons-material/Campaign';
import type { ResourceDefinition } from '@backoffice/common/resourceDefinition';
import { lazyPage } from '@backoffice/common/lazyPage';
import { announcementResource, type AnnouncementRecord } from './announcementResource';

/** The site announcement screens (super admin only), split off the entry chunk. */
const announcements = {
  list: lazyPage(() => import('./AnnouncementList').then((module) => module.AnnouncementList)),
  create: lazyPage(() => import('./AnnouncementForm').then((module) => module.AnnouncementCreate)),
  edit: lazyPage(() => import('./AnnouncementForm').then((module) => module.AnnouncementEdit)),
  icon: CampaignIcon,
  recordRepresentation: (record: AnnouncementRecord) => record.title,
  operations: announcementResource,
} satisfies ResourceDefinition;

export default announcements;
