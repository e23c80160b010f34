import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ContestPrint } from '@generated/model/index';
import { api, unwrap } from '@hoj/core/http/client';
import { fetchWith } from '@hoj/core/http/hojFetch';
import { recordsOf } from '@hoj/core/parse/lenient';
import { pollOptions } from '@hoj/core/polling/pollOptions';
import { previousPollFailed } from '@hoj/core/polling/previousPollFailed';
import { TOOLS_REFRESH_MS, toolKeys, type ToolPage } from './toolKeys';

/** The print desk reads 15 requests a page, as HOJ's admin print did. */
export const PRINTS_PAGE_SIZE = 15;

const quietFetch = fetchWith({ silent: true });

/** A contestant's text for the contest printer (`POST /api/submit-print-text`). */
export async function submitPrint(cid: number, content: string): Promise<void> {
  await api.POST('/api/submit-print-text', { body: { cid, content } });
}

/**
 * One page of the contest's print requests (`GET /api/get-contest-print`, contest admins: the ones not printed
 * first, newest first), read again every 10 s; the page shown stays while the next one loads.
 */
export const printsQuery = (cid: number, page: number) =>
  queryOptions({
    queryKey: toolKeys.printsPage(cid, page),
    queryFn: async (context): Promise<ToolPage<ContestPrint>> => {
      const data = await unwrap(
        api.GET('/api/get-contest-print', {
          params: { query: { cid, currentPage: page, limit: PRINTS_PAGE_SIZE } },
          signal: context.signal,
          fetch: previousPollFailed(context) ? quietFetch : undefined,
        }),
      );
      return { records: recordsOf<ContestPrint>(data?.records, 'print requests'), total: data?.total ?? 0 };
    },
    placeholderData: keepPreviousData,
    ...pollOptions<ToolPage<ContestPrint>>({ intervalMs: TOOLS_REFRESH_MS }),
  });

/**
 * Saves a print request's text (`GET /api/file/download-contest-print-text`) through the browser's download,
 * under the name the server gives it. Core's download layer is fetched with the first download only.
 */
export async function downloadPrint(id: number): Promise<string> {
  const { downloadFile, saveBlob } = await import('@hoj/core/http/download');
  const { blob, filename } = await downloadFile(`/api/file/download-contest-print-text?id=${id}`);
  saveBlob(blob, filename);
  return filename;
}

/** Marks a print request printed (`PUT /api/check-contest-print-status`: both values in the query). */
export async function markPrinted(cid: number, id: number): Promise<void> {
  await api.PUT('/api/check-contest-print-status', { params: { query: { id, cid } } });
}
