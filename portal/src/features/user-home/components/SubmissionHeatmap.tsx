import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSignals } from '@preact/signals-react/runtime';
import { useLocale, useT } from '@portal/i18n/useT';
import { CalendarIcon } from '@portal/shared/ui/icons';
import { Panel } from '@portal/shared/ui/Panel';
import { queryView } from '@portal/shared/ui/queryView';
import { RefreshFailed } from '@portal/shared/ui/RefreshFailed';
import { ErrorState, Skeleton } from '@portal/shared/ui/states';
import { heatmapQuery, type ProfileTarget } from '../api/userHomeQueries';
import { useLazyModule } from '@portal/shared/hooks/useLazyModule';
import { useNearViewport } from '@portal/shared/hooks/useNearViewport';
import { heatmapYear } from './heatmapDays';
import { themeSignal } from '@portal/shared/theme/themeState';
import { heatmapLevels } from './heatmapLevels';

const loadChart = () => import('../charts/HeatmapChart');

/**
 * The user's submissions per day over the last year as a calendar heatmap (loaded on demand), with the
 * totals, the busiest day and the colour scale as text.
 */
export function SubmissionHeatmap({ target }: { target: ProfileTarget }) {
  useSignals();
  const theme = themeSignal.value;
  const t = useT();
  const locale = useLocale();
  const query = useQuery(heatmapQuery(target));
  const scroller = useRef<HTMLDivElement>(null);
  const [panel, near] = useNearViewport();
  const chart = useLazyModule(loadChart, near);
  const [chartBroken, setChartBroken] = useState(false);
  const year = useMemo(() => (query.data ? heatmapYear(query.data) : null), [query.data]);
  const tooltip = useCallback(
    (date: string, count: number) => `${date}: ${t('profile.heatmap.count', { count })}`,
    [t],
  );

  // On a phone the year is wider than the screen: open on the latest months, as people look at recent work first.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (element) element.scrollLeft = element.scrollWidth;
  }, [chart.status, year]);

  const view = queryView(query);
  let body;
  if (view.kind === 'pending') body = <Skeleton rows={3} />;
  // Never read, or read but unusable (no year in it): there is nothing to keep on screen.
  else if (view.kind === 'failed' || !year)
    body = (
      <ErrorState
        message={t('profile.heatmap.error')}
        detail={query.error?.message}
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  else {
    const summary =
      year.total === 0
        ? t('profile.heatmap.none')
        : t('profile.heatmap.summary', {
            start: year.range[0],
            end: year.range[1],
            total: year.total,
            days: year.activeDays,
          });
    body = (
      <div className="heatmap">
        <div className="heatmap__scroll" ref={scroller}>
          {chart.status === 'ready' && !chartBroken ? (
            <chart.module.HeatmapChart
              range={year.range}
              days={year.days}
              tooltip={tooltip}
              summary={summary}
              names={locale === 'zh-CN' ? 'ZH' : 'EN'}
              theme={theme}
              onError={() => setChartBroken(true)}
            />
          ) : null}
          {chart.status === 'loading' ? <div className="heatmap__chart heatmap__chart--loading" /> : null}
        </div>
        {chart.status === 'failed' || chartBroken ? (
          <p className="heatmap__note">{t('profile.heatmap.chartUnavailable')}</p>
        ) : null}
        <p className="heatmap__summary">{summary}</p>
        {year.busiest ? (
          <p className="heatmap__summary">
            {t('profile.heatmap.busiest', { date: year.busiest.date, count: year.busiest.count })}
          </p>
        ) : null}
        <p className="heatmap__legend">
          <span className="visually-hidden">{t('profile.heatmap.levels')}</span>
          <span aria-hidden="true" className="heatmap__swatches">
            {heatmapLevels(theme).map((level) => (
              <span key={level.color} className="heatmap__swatch" style={{ background: level.color }} />
            ))}
          </span>
        </p>
      </div>
    );
  }

  return (
    <Panel title={t('profile.heatmap.title')} icon={<CalendarIcon />}>
      <div ref={panel}>
        {year ? <RefreshFailed query={query} /> : null}
        {body}
      </div>
    </Panel>
  );
}
