import { formatAcRate } from '@hoj/core/format/format';
import { useLocale, useT } from '@portal/i18n/useT';

/** Accepted share of a problem's submissions as a bar and its percentage (2 decimals). */
export function AcRateBar({ ac, total }: { ac: number; total: number }) {
  const t = useT();
  const locale = useLocale();
  const share = total > 0 ? Math.min(1, Math.max(0, ac / total)) : 0;
  return (
    <div className="ac-rate" title={t('problemList.acRateOf', { ac, total })}>
      <span className="ac-rate__track" aria-hidden="true">
        <span className="ac-rate__fill" style={{ width: `${share * 100}%` }} />
      </span>
      <span className="ac-rate__value">{formatAcRate(ac, total, locale)}</span>
    </div>
  );
}
