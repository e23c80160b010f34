import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSignals } from '@preact/signals-react/runtime';
import type { SubmissionStatisticsVO } from '@generated/model/index';
import { useT } from '@portal/i18n/useT';
import { RefreshIcon } from '@portal/shared/ui/icons';
import { Panel } from '@portal/shared/ui/Panel';
import { queryView } from '@portal/shared/ui/queryView';
import { RefreshFailed } from '@portal/shared/ui/RefreshFailed';
import { EmptyState, ErrorState, Skeleton } from '@portal/shared/ui/states';
import { fetchLastWeekStatistics, homeKeys, lastWeekStatisticsQuery } from '../api/homeQueries';
import { useLazyModule } from '@portal/shared/hooks/useLazyModule';
import { useNearViewport } from '@portal/shared/hooks/useNearViewport';
import { themeSignal } from '@portal/shared/theme/themeState';
import './SubmissionStatistics.css';

const loadChart = () => import('../charts/WeekChart');

const sum = (list: readonly number[]) => list.reduce((total, value) => total + value, 0);

function StatisticsBody({ data }: { data: SubmissionStatisticsVO }) {
  useSignals();
  const t = useT();
  const [box, near] = useNearViewport();
  const chart = useLazyModule(loadChart, near);
  const [chartBroken, setChartBroken] = useState(false);
  const failed = chart.status === 'failed' || chartBroken;
  const summary = t('home.stats.summary', { total: sum(data.totalCountList), ac: sum(data.acCountList) });

  return (
    <div className="week-stats" ref={box}>
      {chart.status === 'ready' && !chartBroken ? (
        <chart.module.WeekChart
          dates={data.dateStrList}
          accepted={data.acCountList}
          total={data.totalCountList}
          labels={{ accepted: t('home.stats.accepted'), total: t('home.stats.total') }}
          summary={summary}
          theme={themeSignal.value}
          onError={() => setChartBroken(true)}
        />
      ) : null}
      {chart.status === 'loading' ? <div className="week-stats__chart week-stats__chart--loading" /> : null}
      {failed ? <p className="week-stats__note">{t('home.stats.chartUnavailable')}</p> : null}
      <p className="visually-hidden">{summary}</p>
      <details className="week-stats__details" open={failed || undefined}>
        <summary>{t('home.stats.showTable')}</summary>
        <table className="week-stats__table">
          <caption className="visually-hidden">{t('home.stats.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('home.stats.date')}</th>
              <th scope="col">{t('home.stats.accepted')}</th>
              <th scope="col">{t('home.stats.total')}</th>
            </tr>
          </thead>
          <tbody>
            {data.dateStrList.map((date, i) => (
              <tr key={date}>
                <th scope="row">{date}</th>
                <td>{data.acCountList[i] ?? 0}</td>
                <td>{data.totalCountList[i] ?? 0}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </div>
  );
}

/**
 * Submissions of the last seven days, accepted against all, as a chart loaded on demand plus the same numbers
 * as a table. Refresh asks the server to recompute (`forceRefresh`, honoured for root).
 */
export function SubmissionStatistics() {
  const t = useT();
  const queryClient = useQueryClient();
  const query = useQuery(lastWeekStatisticsQuery());
  const [refreshing, setRefreshing] = useState(false);

  const refresh = async () => {
    setRefreshing(true);
    try {
      queryClient.setQueryData(homeKeys.lastWeekStatistics(), await fetchLastWeekStatistics(true));
    } catch {
      // The request layer already showed the error; the old numbers stay.
    } finally {
      setRefreshing(false);
    }
  };

  const view = queryView(query);
  let body;
  if (view.kind === 'pending') body = <Skeleton rows={4} />;
  else if (view.kind === 'failed')
    body = (
      <ErrorState
        message={t('home.stats.error')}
        detail={view.error.message}
        error={view.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  else if (sum(view.data.totalCountList) === 0) body = <EmptyState message={t('home.stats.empty')} />;
  else body = <StatisticsBody data={view.data} />;

  return (
    <Panel
      title={t('home.stats.title')}
      icon={<ChartIcon />}
      actions={
        view.kind === 'ready' ? (
          <button
            type="button"
            className="button button--ghost button--small"
            onClick={() => void refresh()}
            disabled={refreshing}
            aria-label={t('home.stats.refresh')}
          >
            <RefreshIcon />
          </button>
        ) : null
      }
    >
      <RefreshFailed query={query} />
      {body}
    </Panel>
  );
}

function ChartIcon() {
  return (
    <svg
      className="icon"
      width="1em"
      height="1em"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M4 20h16M7 16V10M12 16V5M17 16v-4" />
    </svg>
  );
}
