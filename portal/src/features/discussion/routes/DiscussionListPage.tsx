import { lazy, Suspense, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';
import { useSignals } from '@preact/signals-react/runtime';
import '@portal/i18n/pages/discussionList';
import '@portal/i18n/pages/discussions';
import { useT } from '@portal/i18n/useT';
import { openLoginDialog } from '@portal/shared/auth/loginDialogState';
import { usePageTitle } from '@portal/shared/hooks/usePageTitle';
import { isLoggedIn } from '@portal/shared/session/sessionSignals';
import { KeywordSearch } from '@portal/shared/ui/KeywordSearch';
import { Pager } from '@portal/shared/ui/Pager';
import { EmptyState } from '@portal/shared/ui/states';
import { discussionCategoriesQuery, discussionListQuery } from '../api/discussionQueries';
import { CategorySidebar } from '../components/CategorySidebar';
import { DiscussionItems } from '../components/DiscussionItems';
import { ProblemScopeBar } from '../components/ProblemScopeBar';
import type { EditorTarget } from '../editor/DiscussionEditorDialog';
import { useReader } from '../hooks/useReader';
import {
  DISCUSSIONS_PER_PAGE,
  changeDiscussionFilters,
  discussionFiltersOf,
  discussionSearchOf,
  type DiscussionFilters,
} from '../model/discussionFilters';
import { discussionListPath, scopeOf } from '../model/discussionScope';
import './DiscussionListPage.css';

// The dialog brings the form library and the rules; only a reader who writes or edits fetches them.
const DiscussionEditorDialog = lazy(async () => ({
  default: (await import('../editor/DiscussionEditorDialog')).DiscussionEditorDialog,
}));

/**
 * A board's posts, 10 a page: `/discussion`, `/discussion/:problemID` and their group variants under
 * `/group/:groupID/` (the group's id and problem come from the route). On the public board the category,
 * keyword and "only mine" filters live in the address (a change goes back to the first page), so a narrowed
 * list can be shared, reloaded and reached with Back; a group's board pages by problem only, as its call does.
 */
export function DiscussionListPage() {
  useSignals();
  const t = useT();
  const scope = scopeOf(useParams());
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => discussionFiltersOf(params), [params]);
  const publicBoard = scope?.gid === null;
  const Heading = publicBoard ? 'h1' : 'h2';
  // A group's board takes no filters but the page: the others are not sent, nor kept in its address.
  const effective: DiscussionFilters = publicBoard
    ? filters
    : { ...filters, cid: null, keyword: '', onlyMine: false };
  const list = useQuery({
    ...discussionListQuery(scope ?? { gid: null, pid: null }, effective),
    enabled: scope !== null,
  });
  const categories = useQuery(discussionCategoriesQuery());
  const reader = useReader(scope?.gid ?? null);
  const [editor, setEditor] = useState<EditorTarget | null>(null);
  usePageTitle(
    scope?.pid ? t('discussions.list.problemTitle', { pid: scope.pid }) : t('discussions.list.title'),
  );

  if (scope === null)
    return (
      <div className="page discussion-list">
        <EmptyState message={t('notFound.title')} />
      </div>
    );

  const hrefWith = (next: DiscussionFilters) => {
    const search = discussionSearchOf(next).toString();
    return `${discussionListPath(scope)}${search ? `?${search}` : ''}`;
  };
  const change = (changes: Partial<Omit<DiscussionFilters, 'currentPage'>>) =>
    setParams(discussionSearchOf(changeDiscussionFilters(effective, changes)));
  const write = () => {
    if (!isLoggedIn.value) openLoginDialog('loginRequired');
    else setEditor({ kind: 'create', scope });
  };
  const currentCategory =
    effective.cid === null ? null : (categories.data?.find((c) => c.id === effective.cid)?.name ?? null);

  return (
    <div className="page discussion-list">
      {/* Inside a group the group's name is the page's h1 (its header above the tabs). */}
      <Heading className="discussion-list__title">
        {scope.pid ? t('discussions.list.problemTitle', { pid: scope.pid }) : t('discussions.list.title')}
      </Heading>
      {scope.pid ? <ProblemScopeBar scope={scope} /> : null}
      <div className="discussion-list__layout">
        <div className="discussion-list__main">
          <div className="discussion-list__toolbar">
            <p className="discussion-list__crumb" aria-live="polite">
              {effective.onlyMine ? t('discussions.list.mine') : t('discussions.list.all')}
              {currentCategory ? ` / ${currentCategory}` : ''}
              {list.data ? ` (${list.data.total})` : ''}
            </p>
            {publicBoard ? (
              <KeywordSearch
                keyword={effective.keyword}
                label={t('discussions.filter.keyword')}
                placeholder={t('discussions.filter.keywordPlaceholder')}
                buttonLabel={t('discussions.filter.search')}
                onSearch={(keyword) => change({ keyword })}
              />
            ) : null}
          </div>
          <DiscussionItems
            query={list}
            categories={categories.data ?? []}
            categoryHref={publicBoard ? (cid) => hrefWith(changeDiscussionFilters(effective, { cid })) : null}
            reader={reader}
            onEdit={(post, rights) => setEditor({ kind: 'edit', post, rights })}
          />
          {list.data ? (
            <Pager
              page={effective.currentPage}
              pages={Math.max(1, Math.ceil(list.data.total / DISCUSSIONS_PER_PAGE))}
              onChange={(currentPage) => setParams(discussionSearchOf({ ...effective, currentPage }))}
              label={t('discussions.list.pages')}
            />
          ) : null}
        </div>
        <aside className="discussion-list__side">
          <button type="button" className="button button--primary button--block" onClick={write}>
            {scope.pid ? t('discussions.list.writeAbout', { pid: scope.pid }) : t('discussions.list.write')}
          </button>
          {publicBoard && isLoggedIn.value ? (
            <button
              type="button"
              className="button button--secondary button--block"
              aria-pressed={effective.onlyMine}
              onClick={() => change({ onlyMine: !effective.onlyMine })}
            >
              {t('discussions.filter.onlyMine')}
            </button>
          ) : null}
          {publicBoard ? (
            <CategorySidebar
              query={categories}
              current={effective.cid}
              hrefOf={(cid) => hrefWith(changeDiscussionFilters(effective, { cid }))}
            />
          ) : null}
        </aside>
      </div>
      {editor ? (
        <Suspense fallback={null}>
          <DiscussionEditorDialog
            target={editor}
            categories={categories.data ?? []}
            onClose={() => setEditor(null)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
