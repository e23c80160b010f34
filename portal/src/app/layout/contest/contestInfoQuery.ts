import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@hoj/core/http/client';
import type { ContestVO } from '@generated/model/index';

/** A contest or group id from the address, or null when it is not one (then nothing is asked). */
export function parseRouteId(value: string): number | null {
  if (!/^\d{1,18}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** `GET /api/get-contest-info?cid=`: the contest the contest menu belongs to (login required). */
export const contestInfoQuery = (cid: number) =>
  queryOptions({
    queryKey: ['contest', cid, 'info'] as const,
    queryFn: ({ signal }): Promise<ContestVO> =>
      unwrap(api.GET('/api/get-contest-info', { params: { query: { cid } }, signal })),
    staleTime: 60_000,
  });
