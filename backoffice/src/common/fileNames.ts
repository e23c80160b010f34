/** The calendar day of `now` where the admin is (`2026-11-24`), not in UTC: a file saved at 01:00 in Beijing is of that day. */
export function localDay(now: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * A download's file name: what it holds and the day it was saved (`rejected-users-2026-11-24.csv`), so that a
 * downloads folder tells files apart without opening them. The server's own names are opaque keys.
 */
export function datedFileName(holds: string, extension: string, now: Date = new Date()): string {
  return `${holds}-${localDay(now)}.${extension}`;
}
