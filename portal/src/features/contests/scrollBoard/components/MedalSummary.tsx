import { MEDALS } from '@portal/features/contests/tools/model/medals';
import type { Translate } from '@portal/i18n/useT';
import type { RowView } from '../model/rowViews';

/** Once all is revealed: how many of each medal went out (fewer than asked when fewer rows solved anything). */
export function MedalSummary({ rows, t }: { rows: readonly RowView[]; t: Translate }) {
  const counts = MEDALS.map((medal) => ({ medal, count: rows.filter((row) => row.medal === medal).length }));
  if (counts.every(({ count }) => count === 0)) return null;
  return (
    <ul className="scroll-medals" aria-label={t('scrollBoard.medals')}>
      {counts.map(({ medal, count }) =>
        count > 0 ? (
          <li key={medal} className={`scroll-medals__item scroll-medals__item--${medal}`}>
            {t('scrollBoard.medalCount', { medal: t(`scrollBoard.medal.${medal}`), count })}
          </li>
        ) : null,
      )}
    </ul>
  );
}
