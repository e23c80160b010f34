import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useSignals } from '@preact/signals-react/runtime';
import { ContestType, type ContestVO } from '@generated/model/index';
import { pollOptions } from '@hoj/core/polling/pollOptions';
import '@portal/i18n/pages/contestBoards';
import { useT } from '@portal/i18n/useT';
import { isLoggedIn, userSignal } from '@portal/shared/session/sessionSignals';
import { Pager } from '@portal/shared/ui/Pager';
import { PageSizeSelect } from '@portal/shared/ui/PageSizeSelect';
import { queryView } from '@portal/shared/ui/queryView';
import { RefreshFailed } from '@portal/shared/ui/RefreshFailed';
import { EmptyState, ErrorState, Skeleton } from '@portal/shared/ui/states';
import { boardQuery, type BoardPage, type BoardRequest, type BoardSource } from '../api/boardQueries';
import { hasHiddenTries } from '../model/acmRow';
import type { BoardProblem } from '../model/boardProblem';
import { useBoardClock } from '../model/boardClock';
import { boardSearchOf, boardSearchParams, pageSizeChoices, type BoardSearch } from '../model/boardSearch';
import { useFollows } from '../model/follows';
import { useAfterContest } from '../model/useAfterContest';
import { BOARD_REFRESH_MS, useAutoRefresh, useStopOnFailure } from '../model/useAutoRefresh';
import { useBoardAdmin } from '../model/useBoardAdmin';
import { BoardControls } from './BoardControls';
import { BoardRowsTable } from './BoardRowsTable';
import { SealNotice } from './SealNotice';
import './ContestBoard.css';

interface ContestBoardProps {
  source: BoardSource;
  contest: ContestVO;
  problems: readonly BoardProblem[];
  /** The problem's page inside the contest; null on the outside board. */
  problemLink: ((displayId: string) => string) | null;
}

/**
 * A contest's scoreboard with its controls: search, star users, submissions after the contest, force update
 * (admins), auto refresh, follows, pages. Page, size and search live in the address; the switches on the page.
 */
export function ContestBoard({ source, contest, problems, problemLink }: ContestBoardProps) {
  useSignals();
  const t = useT();
  const viewerUid = isLoggedIn.value ? (userSignal.value?.uid ?? null) : null;
  const [params, setParams] = useSearchParams();
  const search = useMemo(() => boardSearchOf(params), [params]);
  const go = (next: BoardSearch) => setParams(boardSearchParams(next));

  const clock = useBoardClock(contest);
  const admin = useBoardAdmin(contest, source);
  const [showStar, setShowStar] = useState(true);
  const [force, setForce] = useState(false);
  const afterContest = useAfterContest(contest, { isAdmin: admin, ended: clock.ended });
  const follows = useFollows(contest.id, viewerUid);
  const auto = useAutoRefresh(clock.ended);

  const containsEnd = afterContest?.on ?? false;
  const forceRefresh = admin && force;
  const request = useMemo<BoardRequest>(
    () => ({
      cid: contest.id,
      currentPage: search.page,
      limit: search.limit,
      keyword: search.keyword,
      removeStar: !showStar,
      forceRefresh,
      containsEnd,
      concernedList: [...follows.uids].sort(),
    }),
    [contest.id, search, showStar, forceRefresh, containsEnd, follows.uids],
  );
  const rule = contest.type === ContestType.OI ? ContestType.OI : ContestType.ACM;
  const query = useQuery({
    ...boardQuery(source, rule, request, { uid: viewerUid, rankShowName: contest.rankShowName }),
    ...pollOptions<BoardPage>({ intervalMs: BOARD_REFRESH_MS, enabled: auto.on, stopOnError: true }),
  });
  useStopOnFailure(auto, query.errorUpdateCount);

  const followed = useMemo(() => new Set(follows.uids), [follows.uids]);
  const { toggle } = follows;
  const onToggleFollow = useCallback((uid: string) => toggle(uid), [toggle]);

  // A page of rows (up to 300 rows of 20 cells) renders in a deferred, interruptible pass: on a phone the first
  // rows and every auto refresh would otherwise hold the main thread for one long task.
  const shownData = useDeferredValue(query.data);
  const view = queryView({ data: shownData, error: query.error, isError: query.isError });
  let body;
  if (view.kind === 'pending') body = <Skeleton rows={8} label={t('contestBoards.loading')} />;
  else if (view.kind === 'failed')
    body = (
      <ErrorState
        message={t('contestBoards.error')}
        detail={view.error.message}
        error={view.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  else if (view.data.rows.length === 0)
    body = (
      <EmptyState
        message={
          search.keyword
            ? t('contestBoards.emptySearch', { keyword: search.keyword })
            : t('contestBoards.empty')
        }
      />
    );
  else
    body = (
      <BoardRowsTable
        page={view.data}
        problems={problems}
        problemLink={problemLink}
        viewerUid={viewerUid}
        followed={followed}
        onToggleFollow={onToggleFollow}
        t={t}
      />
    );

  const total = view.kind === 'ready' ? view.data.total : 0;
  const frozenAfterEnd =
    clock.ended && contest.sealRank === true && view.kind === 'ready' && view.data.kind === 'acm'
      ? hasHiddenTries(view.data.rows)
      : false;
  return (
    <section className="board" aria-label={t('contestBoards.region')}>
      <SealNotice clock={clock} live={forceRefresh} frozenAfterEnd={frozenAfterEnd} t={t} />
      <BoardControls
        keyword={search.keyword}
        onSearch={(keyword) => go({ ...search, keyword, page: 1 })}
        showStar={{ on: showStar, set: setShowStar }}
        afterContest={afterContest}
        forceUpdate={admin ? { on: force, set: setForce } : null}
        autoRefresh={{
          ...auto,
          set: (on) => {
            if (auto.set(on)) void query.refetch();
          },
        }}
        t={t}
      />
      <RefreshFailed query={query} />
      <div aria-busy={query.isFetching || undefined}>{body}</div>
      {view.kind === 'ready' ? (
        <div className="board__footer">
          <span className="board__count">{t('contestBoards.count', { count: total })}</span>
          <Pager
            page={search.page}
            pages={Math.max(1, Math.ceil(total / search.limit))}
            onChange={(page) => go({ ...search, page })}
            label={t('contestBoards.pages')}
          />
          <PageSizeSelect
            value={search.limit}
            choices={pageSizeChoices(search.limit)}
            onChange={(limit) => go({ ...search, limit, page: 1 })}
            label={t('contestBoards.pageSize')}
          />
        </div>
      ) : null}
    </section>
  );
}
