import { DAY } from '../store/clock';
import type { SeedContext } from '../store/seedContext';
import { categoryNames, discussionDrafts, draftAuthor } from '../store/seeds/forumDrafts';
import {
  posterRole,
  type CategoryRow,
  type DiscussionLikeRow,
  type DiscussionRow,
} from '../store/schema/discussions';

export interface DiscussionSeed {
  categories: CategoryRow[];
  discussions: DiscussionRow[];
  discussionLikes: DiscussionLikeRow[];
}

/**
 * Fourteen discussions in every category (one pinned, one banned, one of a group) with their likes. The comment
 * counter counts the comments and replies the comments domain seeds from the same drafts.
 */
export function seedDiscussions(ctx: SeedContext): DiscussionSeed {
  const created = ctx.ago(400 * DAY);
  const categories = categoryNames.map((name, index) => ({
    id: index + 1,
    name,
    gmtCreate: created,
    gmtModified: created,
  }));
  const discussionLikes: DiscussionLikeRow[] = [];
  const discussions = discussionDrafts.map((draft, index): DiscussionRow => {
    const id = index + 1;
    const author = draftAuthor(draft.author);
    const categoryId = categories.find((c) => c.name === draft.category)?.id;
    if (categoryId === undefined) throw new Error(`discussions/seed.ts: no category ${draft.category}`);
    const likers = (draft.likers ?? []).map(draftAuthor);
    for (const liker of likers) discussionLikes.push({ did: id, uid: liker.uid });
    const commentNum = (draft.comments ?? []).reduce((n, c) => n + 1 + (c.replies?.length ?? 0), 0);
    const at = ctx.ago(draft.age);
    return {
      id,
      categoryId,
      title: draft.title,
      description: draft.description,
      content: draft.content,
      pid: draft.pid ?? null,
      uid: author.uid,
      author: author.username,
      avatar: author.avatar,
      role: posterRole(author.role),
      viewNum: draft.views,
      likeNum: likers.length,
      commentNum,
      topPriority: draft.top ?? false,
      status: draft.banned ? 1 : 0,
      gid: draft.gid ?? null,
      gmtCreate: at,
      gmtModified: at,
    };
  });
  return { categories, discussions, discussionLikes };
}
