import type { Category, Discussion, DiscussionVO } from '@generated/model/index';
import { userByUid } from '../store/schema/accounts';
import { jacksonDate } from '../http/jackson';
import {
  categories,
  discussionLikeKey,
  discussionLikes,
  type CategoryRow,
  type DiscussionRow,
} from '../store/schema/discussions';

export function toCategory(row: CategoryRow): Category {
  return {
    id: row.id,
    name: row.name,
    gmtCreate: jacksonDate(row.gmtCreate),
    gmtModified: jacksonDate(row.gmtModified),
  };
}

/** A row of the discussion list; the backend blanks `content` except for the caller's own posts. */
export function toDiscussion(row: DiscussionRow, callerUid: string | null): Discussion {
  return {
    id: row.id,
    categoryId: row.categoryId,
    title: row.title,
    description: row.description,
    content: callerUid === row.uid ? row.content : null,
    pid: row.pid,
    uid: row.uid,
    author: row.author,
    avatar: row.avatar,
    role: row.role,
    viewNum: row.viewNum,
    likeNum: row.likeNum,
    commentNum: row.commentNum,
    topPriority: row.topPriority,
    status: row.status,
    gid: row.gid,
    gmtCreate: jacksonDate(row.gmtCreate),
    gmtModified: jacksonDate(row.gmtModified),
  };
}

export function toDiscussionVO(row: DiscussionRow, callerUid: string | null): DiscussionVO {
  const author = userByUid(row.uid);
  return {
    id: row.id,
    categoryId: row.categoryId,
    categoryName: categories.get(row.categoryId)?.name ?? null,
    title: row.title,
    description: row.description,
    content: row.content,
    pid: row.pid,
    uid: row.uid,
    author: row.author,
    avatar: row.avatar,
    titleName: author?.titleName ?? null,
    titleColor: author?.titleColor ?? null,
    role: row.role,
    viewNum: row.viewNum,
    likeNum: row.likeNum,
    hasLike: callerUid !== null && discussionLikes.has(discussionLikeKey(row.id, callerUid)),
    topPriority: row.topPriority,
    gid: row.gid,
    status: row.status,
    gmtCreate: jacksonDate(row.gmtCreate),
    gmtModified: jacksonDate(row.gmtModified),
  };
}
