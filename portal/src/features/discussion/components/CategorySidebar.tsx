import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { Category } from '@generated/model/index';
import '@portal/i18n/pages/discussionList';
import '@portal/i18n/pages/discussions';
import { useT } from '@portal/i18n/useT';
import { queryView } from '@portal/shared/ui/queryView';
import { RefreshFailed } from '@portal/shared/ui/RefreshFailed';
import { ErrorState, Skeleton } from '@portal/shared/ui/states';

interface CategorySidebarProps {
  query: UseQueryResult<Category[]>;
  /** The category the list is narrowed to; null for all. */
  current: number | null;
  /** The address of the list narrowed to a category (null: every category). */
  hrefOf: (cid: number | null) => string;
}

/** The categories as links that narrow the list, the current one marked; "All" first. */
export function CategorySidebar({ query, current, hrefOf }: CategorySidebarProps) {
  const t = useT();
  const view = queryView(query);
  let body;
  if (view.kind === 'pending') body = <Skeleton rows={3} label={t('discussions.categories.loading')} />;
  else if (view.kind === 'failed')
    body = (
      <ErrorState
        message={t('discussions.categories.error')}
        detail={view.error.message}
        error={view.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  else
    body = (
      <ul className="discussion-categories__list">
        {[{ id: null, name: t('discussions.categories.all') }, ...view.data].map((category) => (
          <li key={category.id ?? 'all'}>
            <Link
              className="discussion-categories__link"
              to={hrefOf(category.id ?? null)}
              aria-current={(category.id ?? null) === current ? 'page' : undefined}
            >
              {category.name}
            </Link>
          </li>
        ))}
      </ul>
    );
  return (
    <nav className="discussion-categories" aria-label={t('discussions.categories.label')}>
      <h2 className="discussion-categories__title">{t('discussions.categories.title')}</h2>
      <RefreshFailed query={query} />
      {body}
    </nav>
  );
}
