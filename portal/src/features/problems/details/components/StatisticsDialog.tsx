import { useMemo, useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { judgeStatusTable } from '@hoj/core/domain/judgeStatus';
import { numberFormat } from '@hoj/core/format/intlCache';
import { JudgeStatus, ProblemType, type ProblemInfoVO } from '@generated/model/index';
import { useLocale, useT } from '@portal/i18n/useT';
import { useLazyModule } from '@portal/shared/hooks/useLazyModule';
import { themeSignal } from '@portal/shared/theme/themeState';
import { Dialog } from '@portal/shared/ui/Dialog';
import { EmptyState } from '@portal/shared/ui/states';
import { resultCounts, totalOf } from '../model/resultCounts';

const loadChart = () => import('../charts/ResultPie');

const share = (count: number, total: number, locale: string) =>
  numberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(
    total === 0 ? 0 : count / total,
  );

/**
 * The problem's result counts: a pie (echarts, fetched when the dialog opens) and the same numbers as a table,
 * which is what screen readers and a failed chart fall back on. Escape closes it; focus returns to the opener.
 */
export function StatisticsDialog({ info, onClose }: { info: ProblemInfoVO; onClose: () => void }) {
  useSignals();
  const t = useT();
  const locale = useLocale();
  const oi = info.problem.type === ProblemType.OI;
  const rows = useMemo(() => resultCounts(info.problemCount, oi), [info.problemCount, oi]);
  const total = totalOf(info.problemCount, rows);
  const accepted = rows.find((row) => row.status === JudgeStatus.ACCEPTED)?.count ?? 0;
  const hasData = rows.some((row) => row.count > 0);
  const chart = useLazyModule(loadChart, hasData);
  const [chartBroken, setChartBroken] = useState(false);
  const slices = useMemo(
    () =>
      rows
        .filter((row) => row.count > 0)
        .map((row) => ({
          name: judgeStatusTable[row.status].short,
          value: row.count,
          accepted: row.status === JudgeStatus.ACCEPTED,
        })),
    [rows],
  );
  const summary = t('problemDetails.stats.summary', { total, ac: accepted });

  return (
    <Dialog
      title={t('problemDetails.stats.title', { title: info.problem.title ?? '' })}
      onClose={onClose}
      width={560}
    >
      {hasData ? (
        <div className="problem-stats">
          {chart.status === 'ready' && !chartBroken ? (
            <chart.module.ResultPie
              slices={slices}
              summary={summary}
              theme={themeSignal.value}
              onError={() => setChartBroken(true)}
            />
          ) : null}
          {chart.status === 'loading' ? (
            <div className="problem-stats__chart problem-stats__chart--loading" />
          ) : null}
          {chart.status === 'failed' || chartBroken ? (
            <p className="problem-stats__note">{t('problemDetails.stats.chartFailed')}</p>
          ) : null}
          <p className="problem-stats__summary">{summary}</p>
        </div>
      ) : (
        <EmptyState message={t('problemDetails.stats.empty')} />
      )}
      <table className="problem-stats__table">
        <caption className="visually-hidden">{t('problemDetails.stats.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('problemDetails.stats.result')}</th>
            <th scope="col">{t('problemDetails.stats.count')}</th>
            <th scope="col">{t('problemDetails.stats.share')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.status}>
              <th scope="row">{t(judgeStatusTable[row.status].labelKey)}</th>
              <td>{row.count}</td>
              <td>{share(row.count, total, locale)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('problemDetails.stats.total')}</th>
            <td>{total}</td>
            <td />
          </tr>
        </tfoot>
      </table>
    </Dialog>
  );
}
