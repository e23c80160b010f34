import { formatDateTime, formatRelativeTime } from '@hoj/core/format/format';
import { useLocale } from '@portal/i18n/useT';

/** "3 hours ago", with the exact date and time on hover and in the markup. */
export function TimeAgo({ value, className }: { value: string | null | undefined; className?: string }) {
  const locale = useLocale();
  if (!value) return null;
  return (
    <time className={className} dateTime={value} title={formatDateTime(value, locale)}>
      {formatRelativeTime(value, locale)}
    </time>
  );
}
