import { useLocale } from 'react-admin';
import { formatDateTime, parseHojDate } from '@hoj/core/format/format';
import { currentLocaleOf } from '@backoffice/i18n/localePreference';

/** When a training (or its problem list) last changed, in the UI language. */
export function ModifiedAt({ record }: { record: { gmtModified?: string | null } }) {
  const locale = currentLocaleOf(useLocale());
  const date = record.gmtModified ? parseHojDate(record.gmtModified) : null;
  if (!date) return null;
  return <time dateTime={date.toISOString()}>{formatDateTime(date, locale)}</time>;
}
