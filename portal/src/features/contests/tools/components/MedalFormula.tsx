import type { UseQueryResult } from '@tanstack/react-query';
import { useLocale, useT } from '@portal/i18n/useT';
import { numberFormat } from '@hoj/core/format/intlCache';
import { InfoIcon } from '@portal/shared/ui/icons';
import { Skeleton } from '@portal/shared/ui/states';
import { MEDALS, MEDAL_PERCENT, defaultMedals } from '../model/medals';

/**
 * How the default medal counts come from the participants (star users left out), one line a medal; while the
 * count loads a placeholder, and when it cannot be read a line asking for the counts by hand.
 */
export function MedalFormula({ query }: { query: UseQueryResult<number> }) {
  const t = useT();
  const number = numberFormat(useLocale());
  if (query.data === undefined) {
    if (query.isError)
      return (
        <p className="alert alert--warning" role="status">
          <InfoIcon />
          {t('contestTools.scrollBoard.participantsError')}
        </p>
      );
    return <Skeleton rows={1} label={t('contestTools.scrollBoard.participantsLoading')} />;
  }
  const total = query.data;
  const counts = defaultMedals(total);
  return (
    <div className="scroll-config__formula">
      <h2 className="scroll-config__formula-title">{t('contestTools.scrollBoard.formula')}</h2>
      <ul>
        {MEDALS.map((medal) => (
          <li key={medal}>
            {t('contestTools.scrollBoard.formulaLine', {
              medal: t(`contestTools.scrollBoard.${medal}`),
              total: number.format(total),
              percent: MEDAL_PERCENT[medal],
              count: number.format(counts[medal]),
            })}
          </li>
        ))}
      </ul>
    </div>
  );
}
