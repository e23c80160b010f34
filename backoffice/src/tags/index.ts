import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import CategoryIcon from '@mui/icons-material/Category';
import type { ResourceDefinition } from '@backoffice/common/resourceDefinition';
import { lazyPage } from '@backoffice/common/lazyPage';
import { classificationResource } from './classificationResource';
import type { ClassificationRecord, TagRecord } from './tagQueries';
import { tagResource } from './tagResource';

/** The site-wide problem tags (root and problem admins: every admin tag call refuses the others). */
export const tags = {
  list: lazyPage(() => import('./TagList').then((module) => module.TagList)),
  create: lazyPage(() => import('./TagForm').then((module) => module.TagCreate)),
  edit: lazyPage(() => import('./TagForm').then((module) => module.TagEdit)),
  icon: LocalOfferIcon,
  recordRepresentation: (record: TagRecord) => record.name ?? `#${record.id}`,
  operations: tagResource,
} satisfies ResourceDefinition;

/** The groups the portal's tag filter shows tags in, ordered by rank (same roles as the tags). */
export const tagClassifications = {
  list: lazyPage(() => import('./ClassificationList').then((module) => module.ClassificationList)),
  create: lazyPage(() => import('./ClassificationForm').then((module) => module.ClassificationCreate)),
  edit: lazyPage(() => import('./ClassificationForm').then((module) => module.ClassificationEdit)),
  icon: CategoryIcon,
  recordRepresentation: (record: ClassificationRecord) => record.name ?? `#${record.id}`,
  operations: classificationResource,
} satisfies ResourceDefinition;
