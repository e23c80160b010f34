import { useLocale } from 'react-admin';
import { formatDateTime, parseHojDate } from '@hoj/core/format/format';
import { currentLocaleOf } from '@backoffice/i18n/localePreference';

/** When a problem was last changed and by whom (the backend keeps the last editor's username). */
export function ModifiedAt({
  record,
}: {
  record: { gmtModified?: string | null; modifiedUser?: string | null };
}) {
  const locale = currentLocaleOf(useLocale());
  const date = record.gmtModified ? parseHojDate(record.gmtModified) : null;
  if (!date) return null;
  return (
    <>
      <time dateTime={date.toISOString()}>{formatDateTime(date, locale)}</time>
      {record.modifiedUser && (
        <>
          <br />
          <span>{record.modifiedUser}</span>
        </>
      )}
    </>
  );
}
