import { loadCommentArea } from '@portal/features/comments';
import { loadDiscussionDetailPage } from '@portal/features/discussion';

/**
 * /discussion-detail/:discussionID: the post with the discussion's comment area under it. Both chunks are
 * fetched side by side and the page renders once both are there.
 */
export async function loadDiscussionDetailRoute() {
  const [{ DiscussionDetailPage }, { CommentArea }] = await Promise.all([
    loadDiscussionDetailPage(),
    loadCommentArea(),
  ]);
  function DiscussionDetailRoute() {
    return (
      <DiscussionDetailPage renderComments={(id) => <CommentArea source={{ type: 'Discussion', id }} />} />
    );
  }
  return { DiscussionDetailRoute };
}
