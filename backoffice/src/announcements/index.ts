import { lazy } from 'react';
import CampaignIcon from '@mui/icons-material/Campaign';
import type { ResourceDefinition } from '@backoffice/common/resourceDefinition';
import { announcementResource, type AnnouncementRecord } from './announcementResource';

/** The site announcement screens (super admin only), split off the entry chunk. */
const announcements: ResourceDefinition = {
  list: lazy(() => import('./AnnouncementList').then((module) => ({ default: module.AnnouncementList }))),
  create: lazy(() => import('./AnnouncementForm').then((module) => ({ default: module.AnnouncementCreate }))),
  edit: lazy(() => import('./AnnouncementForm').then((module) => ({ default: module.AnnouncementEdit }))),
  icon: CampaignIcon,
  recordRepresentation: (record: AnnouncementRecord) => record.title,
  operations: announcementResource,
};

export default announcements;
