import type { MockDomain } from '../store/domain';
import { adminDiscussionHandlers } from './adminHandlers';
import { discussionHandlers } from './handlers';
import { seedDiscussions } from './seed';
import { categories, discussionLikes, discussions } from './tables';

/** Discussions: categories, posts and their likes, on the public board and in groups, and their moderation. */
export const discussionsDomain: MockDomain = {
  name: 'discussions',
  seed(ctx) {
    const seed = seedDiscussions(ctx);
    categories.fill(seed.categories);
    discussions.fill(seed.discussions);
    discussionLikes.fill(seed.discussionLikes);
  },
  handlers: [...discussionHandlers, ...adminDiscussionHandlers],
};
