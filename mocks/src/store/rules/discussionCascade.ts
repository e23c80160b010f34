import { removeComments } from './commentCascade';
import { comments } from '../schema/comments';
import { discussionLikeKey, discussionLikes, discussionReports, discussions } from '../schema/discussions';

/** Removes discussions with everything that hangs on them (the tables' ON DELETE CASCADE); returns how many. */
export function removeDiscussions(ids: Iterable<number>): number {
  let removed = 0;
  for (const id of ids) {
    if (!discussions.delete(id)) continue;
    removed += 1;
    for (const like of discussionLikes.where('did', id))
      discussionLikes.delete(discussionLikeKey(like.did, like.uid));
    for (const report of discussionReports.where('did', id)) discussionReports.delete(report.id);
    removeComments(comments.where('did', id).map((c) => c.id));
  }
  return removed;
}
