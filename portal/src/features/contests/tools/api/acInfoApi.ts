import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ContestRecord } from '@generated/model/index';
import { api, unwrap } from '@hoj/core/http/client';
import { fetchWith } from '@hoj/core/http/hojFetch';
import { recordsOf } from '@hoj/core/parse/lenient';
import { pollOptions } from '@hoj/core/polling/pollOptions';
import { previousPollFailed } from '@hoj/core/polling/previousPollFailed';
import { TOOLS_REFRESH_MS, toolKeys, type ToolPage } from './toolKeys';

/** The balloon desk reads 20 accepted submissions a page, as HOJ's AC info did. */
export const AC_INFO_PAGE_SIZE = 20;

// A poll that follows a failed one is quiet: the page already says that updates are paused.
const quietFetch = fetchWith({ silent: true });
// A toggle that fails says so in its own words, naming the row, instead of the request layer's bare reason.
const toggleFetch = fetchWith({ silent: true });

/**
 * One page of the contest's accepted submissions (`GET /api/get-contest-ac-info`, contest admins), read again
 * every 10 s; the page shown stays while the next one loads, so a refresh never empties the table.
 */
export const acInfoQuery = (cid: number, page: number) =>
  queryOptions({
    queryKey: toolKeys.acInfoPage(cid, page),
    queryFn: async (context): Promise<ToolPage<ContestRecord>> => {
      const data = await unwrap(
        api.GET('/api/get-contest-ac-info', {
          params: { query: { cid, currentPage: page, limit: AC_INFO_PAGE_SIZE } },
          signal: context.signal,
          fetch: previousPollFailed(context) ? quietFetch : undefined,
        }),
      );
      return { records: recordsOf<ContestRecord>(data?.records, 'AC info'), total: data?.total ?? 0 };
    },
    placeholderData: keepPreviousData,
    ...pollOptions<ToolPage<ContestRecord>>({ intervalMs: TOOLS_REFRESH_MS }),
  });

/** Marks a balloon delivered (or not) (`PUT /api/check-contest-ac-info`). */
export async function setAcChecked(cid: number, id: number, checked: boolean): Promise<void> {
  await api.PUT('/api/check-contest-ac-info', { body: { id, cid, checked }, fetch: toggleFetch });
}
