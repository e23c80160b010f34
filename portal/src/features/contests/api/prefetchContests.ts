import type { QueryClient } from '@tanstack/react-query';
import { session } from '@hoj/core/session/session';
import { contestInfoQuery } from '@portal/shared/api/contestInfoQuery';
import { outsideInfoQuery } from '../boards/api/outsideInfoQuery';

/**
 * The page of contests the address asks for (its filters read as the page reads them), before the page's code.
 * The list's query and filters come in a small chunk of their own, shared with the page, so that the entry every
 * page loads does not carry them.
 */
export async function prefetchContestList(client: QueryClient, search: URLSearchParams): Promise<void> {
  const { contestListQueryFor } = await import('./contestListQuery');
  await client.prefetchQuery(contestListQueryFor(search));
}

/**
 * The contest a contest home shows, in the entry the shell, the menu's locks and the page read. Only for a
 * logged-in user: the contest pages ask a visitor to log in, and the call would only answer 401.
 */
export async function prefetchContestHome(client: QueryClient, contestID: string): Promise<void> {
  if (!/^\d{1,18}$/.test(contestID) || !session.get().token) return;
  const cid = Number(contestID);
  if (!Number.isSafeInteger(cid) || cid <= 0) return;
  await client.prefetchQuery(contestInfoQuery(cid));
}

/**
 * The contest and its problems an outside board shows above its rows (visitors included: the board is public
 * once the contest opens it).
 */
export async function prefetchOutsideBoard(client: QueryClient, contestID: string): Promise<void> {
  if (!/^\d{1,18}$/.test(contestID)) return;
  const cid = Number(contestID);
  if (!Number.isSafeInteger(cid) || cid <= 0) return;
  await client.prefetchQuery(outsideInfoQuery(cid));
}
