import type { MockDomain } from '../store/domain';
import { markdownImageHandlers, resetMarkdownImages } from './markdownImages';
import { publicFileHandlers } from './publicFiles';
import { publicFiles } from '../store/schema/files';

/**
 * Files: images served under `/api/public/img/` (avatars, carousel banners, markdown images). Listed first, so the domains after
 * it can store their seeded files.
 */
export const filesDomain: MockDomain = {
  name: 'files',
  seed() {
    publicFiles.clear();
    resetMarkdownImages();
  },
  handlers: [...publicFileHandlers, ...markdownImageHandlers],
};
