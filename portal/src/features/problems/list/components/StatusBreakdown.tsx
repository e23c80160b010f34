import type { ProblemVO } from '@generated/model/index';
import { judgeStatusInfo } from '@hoj/core/domain/judgeStatus';
import { formatAcRate } from '@hoj/core/format/format';
import { useLocale, useT } from '@portal/i18n/useT';
import { Panel } from '@portal/shared/ui/Panel';
import { statusBreakdown } from '../model/statusBreakdown';

interface StatusBreakdownProps {
  /** The problem pointed at or focused last; null before any. */
  problem: ProblemVO | null;
  /** Id of the live region, which the focused problem link names as its description. */
  id: string;
}

/**
 * How the submissions of the problem in focus were judged. Each result is a line of text (name, share, count);
 * the bars only repeat it, so nothing rests on colour. The region is polite-live: moving the focus down the
 * list reads the new numbers out.
 */
export function StatusBreakdown({ problem, id }: StatusBreakdownProps) {
  const t = useT();
  const locale = useLocale();
  const name = problem ? `${problem.problemId} ${problem.title ?? ''}`.trim() : '';

  let body;
  if (!problem) body = <p className="breakdown__hint">{t('problemList.breakdown.hint')}</p>;
  else if (problem.total <= 0) body = <p className="breakdown__hint">{t('problemList.breakdown.empty')}</p>;
  else
    body = (
      <>
        <ul className="breakdown__list">
          {statusBreakdown(problem).map((row) => {
            const info = judgeStatusInfo(row.status);
            return (
              <li key={row.status} className="breakdown__row">
                <span className="breakdown__label">
                  <abbr className="breakdown__short" title={t(info.labelKey)} aria-hidden="true">
                    {info.short}
                  </abbr>
                  <span className="visually-hidden">
                    {t('problemList.breakdown.row', {
                      status: t(info.labelKey),
                      percent: formatAcRate(row.count, problem.total, locale),
                      count: row.count,
                    })}
                  </span>
                </span>
                <span className="breakdown__track" aria-hidden="true">
                  <span
                    className={`breakdown__fill breakdown__fill--${info.color}`}
                    style={{ width: `${row.share * 100}%` }}
                  />
                </span>
                <span className="breakdown__value" aria-hidden="true">
                  {formatAcRate(row.count, problem.total, locale)}
                </span>
              </li>
            );
          })}
        </ul>
        <p className="breakdown__total">{t('problemList.breakdown.total', { total: problem.total })}</p>
      </>
    );

  return (
    <Panel
      className={problem ? 'breakdown' : 'breakdown breakdown--idle'}
      title={problem ? t('problemList.breakdown.of', { problem: name }) : t('problemList.breakdown.title')}
    >
      <div id={id} aria-live="polite">
        {body}
      </div>
    </Panel>
  );
}
