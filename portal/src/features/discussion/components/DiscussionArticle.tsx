import { useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useSignals } from '@preact/signals-react/runtime';
import type { DiscussionVO } from '@generated/model/index';
import { formatDateTime } from '@hoj/core/format/format';
import { Markdown } from '@hoj/core/markdown/Markdown.tsx';
import { useLocale, useT } from '@portal/i18n/useT';
import { openLoginDialog } from '@portal/shared/auth/loginDialogState';
import { AuthorLine } from '@portal/shared/ui/AuthorLine';
import { isLoggedIn } from '@portal/shared/session/sessionSignals';
import { Tag } from '@portal/shared/ui/Tag';
import { discussionKeys, likeDiscussion } from '../api/discussionQueries';
import { isTrustedPoster } from '../model/discussionRights';
import { problemPath } from '../model/discussionScope';

interface DiscussionArticleProps {
  discussion: DiscussionVO;
  /** What the reader may do besides liking (report, edit, delete, moderate), beside the like button. */
  actions?: ReactNode;
}

export function DiscussionArticle({ discussion, actions }: DiscussionArticleProps) {
  useSignals();
  const t = useT();
  const locale = useLocale();
  const client = useQueryClient();
  const [liking, setLiking] = useState(false);
  const liked = discussion.hasLike === true;
  const likeNum = discussion.likeNum ?? 0;

  const setLike = (toLike: boolean) =>
    client.setQueryData<DiscussionVO>(discussionKeys.detail(discussion.id), (d) =>
      d ? { ...d, hasLike: toLike, likeNum: Math.max(0, (d.likeNum ?? 0) + (toLike ? 1 : -1)) } : d,
    );

  // Optimistic, like the comment likes: the count moves at once and moves back if the server refuses.
  const toggleLike = async () => {
    if (!isLoggedIn.value) {
      openLoginDialog('loginRequired');
      return;
    }
    if (liking) return;
    setLiking(true);
    setLike(!liked);
    try {
      await likeDiscussion(discussion.id, !liked);
    } catch {
      setLike(liked);
    } finally {
      setLiking(false);
    }
  };

  return (
    <article className="discussion-article" aria-labelledby="discussion-title">
      <header className="discussion-article__header">
        <h1 id="discussion-title" className="discussion-article__title">
          {discussion.topPriority ? <Tag tone="danger">{t('discussion.pinned')}</Tag> : null}
          {discussion.title}
        </h1>
        <div className="discussion-article__meta">
          <AuthorLine
            uid={discussion.uid}
            name={discussion.author}
            avatar={discussion.avatar}
            role={discussion.role}
            titleName={discussion.titleName}
            titleColor={discussion.titleColor}
            avatarSize={32}
          />
          {discussion.categoryName ? (
            <span>
              <span className="visually-hidden">{t('discussion.category')}: </span>
              <Tag tone="info">{discussion.categoryName}</Tag>
            </span>
          ) : null}
          {discussion.pid ? (
            <span>
              {t('discussion.problem')}:{' '}
              <Link to={problemPath(discussion.gid ?? null, discussion.pid)}>{discussion.pid}</Link>
            </span>
          ) : null}
          <time dateTime={discussion.gmtCreate ?? undefined}>
            <span className="visually-hidden">{t('discussion.posted')}: </span>
            {formatDateTime(discussion.gmtCreate, locale)}
          </time>
          <span>{t('discussion.views', { count: discussion.viewNum ?? 0 })}</span>
          <span>{t('discussion.likes', { count: likeNum })}</span>
        </div>
      </header>
      <Markdown
        source={discussion.content}
        trusted={isTrustedPoster(discussion.role)}
        className="discussion-article__content"
      />
      <div className="discussion-article__actions">
        <button
          type="button"
          className={liked ? 'button button--primary' : 'button button--secondary'}
          aria-pressed={liked}
          onClick={() => void toggleLike()}
        >
          {/* The name is what is shown (voice control users say what they see); aria-pressed tells the state. */}
          {liked ? t('discussion.liked') : t('discussion.like')} · {likeNum}
        </button>
        {actions}
      </div>
    </article>
  );
}
