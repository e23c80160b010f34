import { commentLikeKey, commentLikes, comments, replies } from '../schema/comments';

/** Removes comments with their replies and likes; returns how many replies went with them. */
export function removeComments(ids: Iterable<number>): number {
  let removedReplies = 0;
  for (const id of ids) {
    for (const reply of replies.where('commentId', id)) {
      replies.delete(reply.id);
      removedReplies += 1;
    }
    for (const like of commentLikes.where('cid', id)) commentLikes.delete(commentLikeKey(like.cid, like.uid));
    comments.delete(id);
  }
  return removedReplies;
}
