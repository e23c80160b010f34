import type { MockDomain } from '../store/domain';
import { commentHandlers } from './handlers';
import { seedComments } from './seed';
import { commentLikes, comments, replies } from '../store/schema/comments';

/** Comments: comments, replies and their likes under discussions and in contests' Q&A. */
export const commentsDomain: MockDomain = {
  name: 'comments',
  seed(ctx) {
    const seed = seedComments(ctx);
    comments.fill(seed.comments);
    replies.fill(seed.replies);
    commentLikes.fill(seed.commentLikes);
  },
  handlers: commentHandlers,
};
