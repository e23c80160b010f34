import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useT } from '@portal/i18n/useT';
import { ChevronDownIcon } from '@portal/shared/ui/icons';
import { Panel } from '@portal/shared/ui/Panel';
import { queryView } from '@portal/shared/ui/queryView';
import { RefreshFailed } from '@portal/shared/ui/RefreshFailed';
import { EmptyState, ErrorState, Skeleton } from '@portal/shared/ui/states';
import { tagGroupsQuery } from '../api/problemListQueries';
import type { ProblemBank } from '../model/problemListFilters';
import { matchingGroups } from '../model/tagGroups';

interface TagPanelProps {
  bank: ProblemBank;
  selected: readonly number[];
  onAdd: (tagId: number) => void;
}

/**
 * The bank's tags by classification, with a search over their names. On a phone the list folds away behind a
 * button so the problems come first.
 */
export function TagPanel({ bank, selected, onAdd }: TagPanelProps) {
  const t = useT();
  const id = useId();
  const query = useQuery(tagGroupsQuery(bank));
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState(false);

  const view = queryView(query);
  let body;
  if (view.kind === 'pending') body = <Skeleton rows={4} label={t('problemList.tags.loading')} />;
  else if (view.kind === 'failed')
    body = (
      <ErrorState
        message={t('problemList.tags.error')}
        detail={view.error.message}
        error={view.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  else if (view.data.every((group) => group.tagList.length === 0))
    body = <EmptyState message={t('problemList.tags.empty')} />;
  else {
    const groups = matchingGroups(view.data, search);
    body = (
      <>
        <div className="field tag-panel__search">
          <label className="visually-hidden" htmlFor={`${id}-search`}>
            {t('problemList.tags.search')}
          </label>
          <input
            id={`${id}-search`}
            className="field__input"
            type="search"
            placeholder={t('problemList.tags.search')}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        {groups.length === 0 ? <EmptyState message={t('problemList.tags.noMatch')} /> : null}
        {groups.map((group) => (
          <section key={group.key} className="tag-panel__group" aria-labelledby={`${id}-${group.key}`}>
            <h3 id={`${id}-${group.key}`} className="tag-panel__group-title">
              {group.name ?? t('problemList.tags.unclassified')}
            </h3>
            <ul className="tag-panel__tags">
              {group.tags.map((tag) => {
                const chosen = selected.includes(tag.id);
                return (
                  <li key={tag.id}>
                    <button
                      type="button"
                      className="tag-panel__tag"
                      aria-pressed={chosen}
                      onClick={() => {
                        if (!chosen) onAdd(tag.id);
                      }}
                    >
                      {tag.name}
                    </button>
                  </li>
                );
              })}
            </ul>
          </section>
        ))}
      </>
    );
  }

  return (
    <Panel
      className={`tag-panel${open ? ' tag-panel--open' : ''}`}
      title={t('problemList.tags.title')}
      actions={
        <button
          type="button"
          className="button button--ghost button--small tag-panel__toggle"
          aria-expanded={open}
          aria-controls={`${id}-body`}
          onClick={() => setOpen((value) => !value)}
        >
          {t('problemList.tags.toggle')}
          <ChevronDownIcon />
        </button>
      }
    >
      <div id={`${id}-body`} className="tag-panel__body">
        <RefreshFailed query={query} />
        {body}
      </div>
    </Panel>
  );
}
