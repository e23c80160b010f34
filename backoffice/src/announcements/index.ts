import { lazy } from 'react';
import CampaignIcon from '@mui/icons-material/Campaign';
import type { AnnouncementRecord } from './announcementOperations';

/** The site announcement screens (spec 002 §2.2 `announcement`, super admin only), split off the entry chunk. */
const announcements = {
  list: lazy(() => import('./AnnouncementList').then((module) => ({ default: module.AnnouncementList }))),
  create: lazy(() =>
    import('./AnnouncementCreate').then((module) => ({ default: module.AnnouncementCreate })),
  ),
  edit: lazy(() => import('./AnnouncementEdit').then((module) => ({ default: module.AnnouncementEdit }))),
  icon: CampaignIcon,
  recordRepresentation: (record: AnnouncementRecord) => record.title,
};

export default announcements;
