import { useMemo, useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { ContestType } from '@generated/model/index';
import { useT } from '@portal/i18n/useT';
import { useLazyModule } from '@portal/shared/hooks/useLazyModule';
import { useNearViewport } from '@portal/shared/hooks/useNearViewport';
import { themeSignal } from '@portal/shared/theme/themeState';
import { TrophyIcon } from '@portal/shared/ui/icons';
import { Panel } from '@portal/shared/ui/Panel';
import type { RankRow } from '../model/rankRow';
import type { TopTenSeries } from '../charts/TopTenChart';

const loadChart = () => import('../charts/TopTenChart');

export const TOP_COUNT = 10;

/**
 * The first ten of the list as bars (ACM: accepted and submissions; OI: score), fetched when the panel nears the
 * screen, with the same numbers as a table for screen readers and for when the chart cannot load.
 */
export function RankChart({ rows, rule }: { rows: readonly RankRow[]; rule: ContestType }) {
  useSignals();
  const t = useT();
  const [box, near] = useNearViewport();
  const chart = useLazyModule(loadChart, near);
  const [broken, setBroken] = useState(false);
  const top = useMemo(() => rows.slice(0, TOP_COUNT), [rows]);
  const isOi = rule === ContestType.OI;

  const usernames = useMemo(() => top.map((row) => row.username), [top]);
  const acLabel = t('ranks.col.ac');
  const totalLabel = t('ranks.col.total');
  const scoreLabel = t('ranks.col.score');
  const series = useMemo<TopTenSeries[]>(
    () =>
      isOi
        ? [{ name: scoreLabel, values: top.map((row) => row.score), tone: 'total' }]
        : [
            { name: acLabel, values: top.map((row) => row.ac), tone: 'accepted' },
            { name: totalLabel, values: top.map((row) => row.total), tone: 'total' },
          ],
    [isOi, top, acLabel, totalLabel, scoreLabel],
  );
  const summary = t('ranks.chart.summary', {
    list: top
      .map((row) =>
        isOi
          ? t('ranks.chart.itemOi', { username: row.username, score: row.score })
          : t('ranks.chart.itemAcm', { username: row.username, ac: row.ac, total: row.total }),
      )
      .join(t('ranks.chart.separator')),
  });
  const failed = chart.status === 'failed' || broken;

  return (
    <Panel title={t('ranks.chart.title')} icon={<TrophyIcon />} className="rank-chart">
      <div ref={box} className="rank-chart__box">
        {chart.status === 'ready' && !broken ? (
          <chart.module.TopTenChart
            usernames={usernames}
            series={series}
            summary={summary}
            theme={themeSignal.value}
            onError={() => setBroken(true)}
          />
        ) : null}
        {chart.status === 'loading' ? (
          <div className="rank-chart__canvas rank-chart__canvas--loading" />
        ) : null}
        {failed ? <p className="rank-chart__note">{t('ranks.chart.unavailable')}</p> : null}
        <table className="visually-hidden">
          <caption>{t('ranks.chart.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('ranks.col.user')}</th>
              {isOi ? (
                <th scope="col">{scoreLabel}</th>
              ) : (
                <>
                  <th scope="col">{acLabel}</th>
                  <th scope="col">{totalLabel}</th>
                </>
              )}
            </tr>
          </thead>
          <tbody>
            {top.map((row) => (
              <tr key={row.uid}>
                <th scope="row">{row.username}</th>
                {isOi ? (
                  <td>{row.score}</td>
                ) : (
                  <>
                    <td>{row.ac}</td>
                    <td>{row.total}</td>
                  </>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Panel>
  );
}
