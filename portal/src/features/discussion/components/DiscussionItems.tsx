import type { UseQueryResult } from '@tanstack/react-query';
import type { Category } from '@generated/model/index';
import '@portal/i18n/pages/discussionList';
import '@portal/i18n/pages/discussions';
import { useT } from '@portal/i18n/useT';
import { queryView } from '@portal/shared/ui/queryView';
import { RefreshFailed } from '@portal/shared/ui/RefreshFailed';
import { EmptyState, ErrorState, Skeleton } from '@portal/shared/ui/states';
import type { DiscussionListPage, DiscussionPost } from '../api/discussionQueries';
import { postRights, type PostRights, type Reader } from '../model/discussionRights';
import { DiscussionListItem } from './DiscussionListItem';

interface DiscussionItemsProps {
  query: UseQueryResult<DiscussionListPage>;
  categories: readonly Category[];
  /** The list narrowed to a category; null on boards without category filters. */
  categoryHref: ((cid: number) => string) | null;
  reader: Reader;
  onEdit: (post: DiscussionPost, rights: PostRights) => void;
}

/** The posts of one page, or why there are none: still loading, none at all, or the read failed. */
export function DiscussionItems({ query, categories, categoryHref, reader, onEdit }: DiscussionItemsProps) {
  const t = useT();
  const view = queryView(query);
  let body;
  if (view.kind === 'pending') body = <Skeleton rows={5} label={t('discussions.list.loading')} />;
  else if (view.kind === 'failed')
    body = (
      <ErrorState
        message={t('discussions.list.error')}
        detail={view.error.message}
        error={view.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  else if (view.data.records.length === 0) body = <EmptyState message={t('discussions.list.empty')} />;
  else {
    const names = new Map(categories.map((category) => [category.id, category.name ?? '']));
    body = (
      <ol className="discussion-items" aria-label={t('discussions.list.label')}>
        {view.data.records.map((post) => {
          const rights = postRights(post, reader);
          const cid = post.categoryId ?? null;
          return (
            <DiscussionListItem
              key={post.id}
              post={post}
              categoryName={cid === null ? null : (names.get(cid) ?? null)}
              categoryHref={cid === null || categoryHref === null ? null : categoryHref(cid)}
              rights={rights}
              onEdit={() => onEdit(post, rights)}
            />
          );
        })}
      </ol>
    );
  }
  return (
    <>
      <RefreshFailed query={query} />
      <div className="discussion-list__body" aria-busy={query.isPlaceholderData || undefined}>
        {body}
      </div>
    </>
  );
}
