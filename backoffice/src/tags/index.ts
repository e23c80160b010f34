import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import CategoryIcon from '@mui/icons-material/Category';
import type { ResourceDefinition } from '@backoffice/common/resourceDefinition';
import { lazyOperations } from '@backoffice/providers/lazyOperations';
import { lazyPage } from '@backoffice/common/lazyPage';
import type { ClassificationRecord, TagRecord } from './tagQueries';

/** The site-wide problem tags (root and problem admins: every admin tag call refuses the others). */
export const tags = {
  list: lazyPage(() => import('./TagList').then((module) => module.TagList)),
  create: lazyPage(() => import('./TagForm').then((module) => module.TagCreate)),
  edit: lazyPage(() => import('./TagForm').then((module) => module.TagEdit)),
  icon: LocalOfferIcon,
  recordRepresentation: (record: TagRecord) => record.name ?? `#${record.id}`,
  operations: lazyOperations(
    () => import('./tagResource').then((module) => module.tagResource),
    ['getList', 'getOne', 'create', 'update', 'delete'],
  ),
} satisfies ResourceDefinition;

/** The groups the portal's tag filter shows tags in, ordered by rank (same roles as the tags). */
export const tagClassifications = {
  list: lazyPage(() => import('./ClassificationList').then((module) => module.ClassificationList)),
  create: lazyPage(() => import('./ClassificationForm').then((module) => module.ClassificationCreate)),
  edit: lazyPage(() => import('./ClassificationForm').then((module) => module.ClassificationEdit)),
  icon: CategoryIcon,
  recordRepresentation: (record: ClassificationRecord) => record.name ?? `#${record.id}`,
  operations: lazyOperations(
    () => import('./classificationResource').then((module) => module.classificationResource),
    ['getList', 'getOne', 'create', 'update', 'delete'],
  ),
} satisfies ResourceDefinition;
