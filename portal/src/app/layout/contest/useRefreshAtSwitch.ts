import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ContestStatus } from '@generated/model/index';
import { contestInfoQuery } from '@portal/shared/api/contestInfoQuery';

/**
 * The longest wait before reading the contest again after it switched. Every contestant's tab switches at the
 * same second; spread over a few seconds, their reads do not reach the server at once.
 */
export const SWITCH_REFRESH_SPREAD_MS = 3_000;

/**
 * Reads the contest again once the server's clock has moved it on (scheduled → running → ended) while the
 * answer on hand still says otherwise, so what the server decides at the switch (its status, its registrations)
 * follows without a reload. Once per switch: an answer that still disagrees is not asked again.
 */
export function useRefreshAtSwitch(
  cid: number | null,
  status: ContestStatus | null,
  serverStatus: ContestStatus | undefined,
): void {
  const client = useQueryClient();
  const differs = cid !== null && status !== null && serverStatus !== undefined && status !== serverStatus;
  useEffect(() => {
    if (!differs || cid === null) return undefined;
    const timer = setTimeout(
      () => void client.invalidateQueries({ queryKey: contestInfoQuery(cid).queryKey, exact: true }),
      Math.random() * SWITCH_REFRESH_SPREAD_MS,
    );
    return () => clearTimeout(timer);
    // Keyed by the status reached, not by the answer: a read that still disagrees does not start another.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [cid, status, client]);
}
