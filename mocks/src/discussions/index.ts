import type { MockDomain } from '../store/domain';
import { adminDiscussionHandlers } from './adminHandlers';
import { groupDiscussionHandlers } from './groupHandlers';
import { discussionHandlers } from './handlers';
import { discussionReportHandlers } from './reportHandlers';
import { seedDiscussions } from './seed';
import { seedDiscussionReports } from './seedReports';
import { categories, discussionLikes, discussionReports, discussions } from '../store/schema/discussions';

/** Discussions: categories, posts and their likes, on the public board and in groups, their reports and moderation. */
export const discussionsDomain: MockDomain = {
  name: 'discussions',
  seed(ctx) {
    const seed = seedDiscussions(ctx);
    categories.fill(seed.categories);
    discussions.fill(seed.discussions);
    discussionLikes.fill(seed.discussionLikes);
    discussionReports.fill(seedDiscussionReports(ctx, seed.discussions));
  },
  handlers: [
    ...discussionHandlers,
    ...groupDiscussionHandlers,
    ...adminDiscussionHandlers,
    ...discussionReportHandlers,
  ],
};
