import { http, HttpResponse } from 'msw';
import type { ContestVO } from '@generated/model/index';

/** Jest helpers: the contest, access flag and member level the shell's locks are decided from. */

const HOUR = 3_600_000;
const hojDate = (ms: number) => new Date(ms).toISOString().replace('Z', '+0000');

const ok = (data: unknown) => HttpResponse.json({ status: 200, msg: 'success', data });

export interface ContestShape {
  /** When the contest starts, relative to now (negative: it is running or over). */
  startsInMs: number;
  lengthMs?: number;
  auth?: 0 | 1 | 2;
  author?: string | null;
  gid?: number | null;
}

/** `GET /api/get-contest-info` answering one contest (any cid), its status matching its times. */
export function contestInfo({
  startsInMs,
  lengthMs = 5 * HOUR,
  auth = 0,
  author = 'root',
  gid = null,
}: ContestShape) {
  return http.get('*/api/get-contest-info', ({ request }) => {
    const start = Date.now() + startsInMs;
    const now = Date.now();
    const contest: ContestVO = {
      id: Number(new URL(request.url).searchParams.get('cid')),
      title: 'Spring Cup',
      type: 0,
      status: now < start ? -1 : now < start + lengthMs ? 0 : 1,
      auth,
      author,
      gid,
      startTime: hojDate(start),
      endTime: hojDate(start + lengthMs),
      duration: lengthMs / 1000,
    };
    return ok(contest);
  });
}

/** `GET /api/get-contest-access`; `calls` counts the questions asked. */
export function contestAccess(access: boolean, calls?: { count: number }) {
  return http.get('*/api/get-contest-access', () => {
    if (calls) calls.count += 1;
    return ok({ access });
  });
}

/** `GET /api/get-group-auth` answering one member level (0 not in the group … 5 root); `calls` counts them. */
export function groupAuth(level: number, calls?: { count: number }) {
  return http.get('*/api/get-group-auth', () => {
    if (calls) calls.count += 1;
    return ok(level);
  });
}

export const running: ContestShape = { startsInMs: -HOUR };
export const scheduled: ContestShape = { startsInMs: 2 * HOUR };
