import { useParams } from 'react-router';
import { loadCommentArea, type ContestContext } from '@portal/features/comments';
import { loadContestCommentPage } from '@portal/features/contests';
import { useContestAdminLock } from '../access/useAreaLock';

/**
 * /contest/:contestID/comment: the contest's Q&A page with the comment area in its slot, told who is looking.
 * The contest admin (author, super admin, group root: the same rule as the contest's admin pages) may delete
 * any post and answer anything. The owner's uid stays unknown: the contest's details name its author by username
 * only, so, as in HOJ's own front end, Reply is hidden for contestants under root's posts alone. Both chunks are
 * fetched side by side and the page renders once both are there.
 */
export async function loadContestCommentRoute() {
  const [{ ContestCommentPage }, { CommentArea }] = await Promise.all([
    loadContestCommentPage(),
    loadCommentArea(),
  ]);
  function ContestCommentRoute() {
    const isContestAdmin = useContestAdminLock(useParams().contestID ?? '') === null;
    const contest: ContestContext = { ownerUid: null, isContestAdmin };
    return (
      <ContestCommentPage
        renderComments={(id) => <CommentArea source={{ type: 'Contest', id }} contest={contest} />}
      />
    );
  }
  return { ContestCommentRoute };
}
