import { useId, useMemo } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useSignals } from '@preact/signals-react/runtime';
import type { CommentVO } from '@generated/model/index';
import { useT } from '@portal/i18n/useT';
import { rolesSignal, userSignal } from '@portal/shared/session/sessionSignals';
import { Spinner } from '@portal/shared/ui/icons';
import { queryView } from '@portal/shared/ui/queryView';
import { RefreshFailed } from '@portal/shared/ui/RefreshFailed';
import { EmptyState, ErrorState, Skeleton } from '@portal/shared/ui/states';
import { commentsQuery, type CommentSource } from '../api/commentApi';
import { CommentEditor } from './CommentEditor';
import { CommentItem } from './CommentItem';
import type { ContestContext, Viewer } from '../model/commentRules';
import { useCommentActions } from '../hooks/useCommentActions';
import './comments.css';

interface CommentAreaProps {
  source: CommentSource;
  /** Set for a contest's Q&A: the contest admin (not any site admin) may delete, Reply follows it. */
  contest?: ContestContext;
}

/**
 * The comment widget under a discussion and in a contest's Q&A: write a comment, read the comments 10 at a
 * time with "load more", like, reply and delete.
 */
export function CommentArea({ source, contest }: CommentAreaProps) {
  useSignals();
  const t = useT();
  const headingId = useId();
  const query = useInfiniteQuery(commentsQuery(source));
  const actions = useCommentActions(source);
  const user = userSignal.value;
  const viewer: Viewer = { uid: user?.uid ?? null, roles: rolesSignal.value };

  const { comments, likes, total } = useMemo(() => {
    const seen = new Set<number>();
    const list: CommentVO[] = [];
    const liked: Record<string, boolean> = {};
    for (const page of query.data?.pages ?? []) {
      Object.assign(liked, page.commentLikeMap);
      // A comment posted meanwhile shifts the pages, so the next page may repeat one already shown.
      for (const comment of page.commentList.records) {
        if (seen.has(comment.id)) continue;
        seen.add(comment.id);
        list.push(comment);
      }
    }
    return { comments: list, likes: liked, total: query.data?.pages[0]?.commentList.total ?? 0 };
  }, [query.data]);

  const view = queryView(query);
  let body;
  if (view.kind === 'pending') body = <Skeleton rows={3} />;
  else if (view.kind === 'failed')
    body = (
      <ErrorState
        message={t('comments.error')}
        detail={view.error.message}
        error={view.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  else if (comments.length === 0) body = <EmptyState message={t('comments.empty')} />;
  else
    body = (
      <>
        <ul className="comment-list">
          {comments.map((comment) => (
            <CommentItem
              key={comment.id}
              source={source}
              comment={comment}
              liked={likes[String(comment.id)] === true}
              viewer={viewer}
              contest={contest}
              actions={actions}
            />
          ))}
        </ul>
        {query.hasNextPage ? (
          <div className="comment-area__more">
            <button
              type="button"
              className="button button--secondary"
              onClick={() => void query.fetchNextPage()}
              disabled={query.isFetchingNextPage}
            >
              {query.isFetchingNextPage ? <Spinner /> : null}
              {query.isFetchingNextPage ? t('comments.loadingMore') : t('comments.loadMore')}
            </button>
          </div>
        ) : null}
      </>
    );

  return (
    <section className="comment-area" aria-labelledby={headingId}>
      <h2 id={headingId} className="comment-area__title">
        {t('comments.title')}
        {query.data ? (
          <span className="comment-area__count">{t('comments.count', { count: total })}</span>
        ) : null}
      </h2>
      <CommentEditor
        kind="comment"
        label={t('comments.editorLabel')}
        placeholder={t('comments.placeholder')}
        submitLabel={t('comments.submit')}
        onSubmit={actions.addComment}
      />
      <RefreshFailed query={query} />
      {body}
    </section>
  );
}
