import type { Page } from '@playwright/test';
import { zip } from '@hoj/mocks/http/zip';

/**
 * A `datetime-local` value `minutes` from now in the browser's own time zone, as a person picking the time would
 * type it (the field has no zone; the app converts it).
 */
export const localDateTimeInput = (page: Page, minutes: number): Promise<string> =>
  page.evaluate((offset) => {
    const date = new Date(Date.now() + offset * 60_000);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
  }, minutes);

/** Test data in HOJ's zip layout (`X.in` beside `X.out`), as a file chooser takes it. */
export const zipFile = (name: string, entries: { name: string; content: string }[]) => ({
  name,
  mimeType: 'application/zip',
  buffer: Buffer.from(zip(entries)),
});
