import { useId } from 'react';
import { Link } from 'react-router';
import '@portal/i18n/pages/discussionList';
import '@portal/i18n/pages/discussions';
import { useT } from '@portal/i18n/useT';
import { AuthorLine } from '@portal/shared/ui/AuthorLine';
import { Tag } from '@portal/shared/ui/Tag';
import { TimeAgo } from '@portal/shared/ui/TimeAgo';
import type { DiscussionPost } from '../api/discussionQueries';
import type { PostRights } from '../model/discussionRights';
import { discussionDetailPath, problemPath } from '../model/discussionScope';
import { PostActions } from './PostActions';

interface DiscussionListItemProps {
  post: DiscussionPost;
  /** The category's name (the list rows carry only its id); null when unknown. */
  categoryName: string | null;
  /** Where the category's name leads (the list narrowed to it); null on boards without category filters. */
  categoryHref: string | null;
  rights: PostRights;
  onEdit: () => void;
}

/**
 * One post of a board: pinned marker, title to the post, the problem it is about, description, author with
 * badge, comment, like and view counts, category, age; and what the reader may do to it.
 */
export function DiscussionListItem({
  post,
  categoryName,
  categoryHref,
  rights,
  onEdit,
}: DiscussionListItemProps) {
  const t = useT();
  const titleId = useId();
  const gid = post.gid ?? null;
  const counts = [
    t('discussions.item.comments', { count: post.commentNum ?? 0 }),
    t('discussions.item.likes', { count: post.likeNum ?? 0 }),
    t('discussions.item.views', { count: post.viewNum ?? 0 }),
  ];
  return (
    <li className={post.topPriority ? 'discussion-item discussion-item--pinned' : 'discussion-item'}>
      <article aria-labelledby={titleId}>
        <h2 className="discussion-item__title">
          {post.topPriority ? <Tag tone="danger">{t('discussion.pinned')}</Tag> : null}
          {post.status === 1 ? <Tag tone="neutral">{t('discussions.status.banned')}</Tag> : null}
          <Link id={titleId} to={discussionDetailPath(gid, post.id)}>
            {post.title}
          </Link>
        </h2>
        {post.description ? <p className="discussion-item__description">{post.description}</p> : null}
        <div className="discussion-item__meta">
          <AuthorLine
            uid={post.uid}
            name={post.author}
            avatar={post.avatar}
            role={post.role}
            avatarSize={24}
          />
          <span className="discussion-item__counts">
            {counts.map((text) => (
              <span key={text}>{text}</span>
            ))}
          </span>
          {categoryName ? (
            <span>
              <span className="visually-hidden">{t('discussion.category')}: </span>
              {categoryHref ? (
                <Link className="discussion-item__category" to={categoryHref}>
                  {categoryName}
                </Link>
              ) : (
                <Tag tone="info">{categoryName}</Tag>
              )}
            </span>
          ) : null}
          <span>
            <span className="visually-hidden">{t('discussion.posted')}: </span>
            <TimeAgo value={post.gmtCreate} />
          </span>
          {post.pid ? (
            <Link className="button button--secondary button--small" to={problemPath(gid, post.pid)}>
              {t('discussions.item.goToProblem', { pid: post.pid })}
            </Link>
          ) : null}
        </div>
        <PostActions post={post} rights={rights} onEdit={onEdit} />
      </article>
    </li>
  );
}
