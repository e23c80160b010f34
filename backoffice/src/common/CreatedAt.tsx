import { useLocale } from 'react-admin';
import { formatDate, formatDateTime, parseHojDate } from '@hoj/core/format/format';
import { currentLocaleOf } from '../i18n/localePreference';

/** A record's `gmtCreate` as a `<time>` in the UI language; phones' list entries show the date only. */
export function CreatedAt({
  record,
  dateOnly = false,
}: {
  record: { gmtCreate?: string | null };
  dateOnly?: boolean;
}) {
  const locale = currentLocaleOf(useLocale());
  const date = record.gmtCreate ? parseHojDate(record.gmtCreate) : null;
  if (!date) return null;
  return (
    <time dateTime={date.toISOString()}>
      {dateOnly ? formatDate(date, locale) : formatDateTime(date, locale)}
    </time>
  );
}
