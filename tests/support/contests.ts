import type { APIRequestContext, APIResponse } from '@playwright/test';
import { parseHojDate } from '@hoj/core/format/date';
import { drafts } from '@hoj/mocks/contests/contestDrafts';
import { mockServerUrl } from './fixtures';
import { passwordOf } from './session';

/** A seeded contest's title (contest `cid` is the seed's draft number `cid`, from 1). */
export function contestTitle(cid: number): string {
  const draft = drafts[cid - 1];
  if (!draft) throw new Error(`the seed has no contest ${cid}`);
  return draft.title;
}

interface Envelope<T> {
  status: number;
  msg: string;
  data: T;
}

async function read<T>(path: string, answer: APIResponse): Promise<T> {
  const body = (await answer.json()) as Envelope<T>;
  if (body.status !== 200) throw new Error(`${path} answered status ${body.status}: ${body.msg}`);
  return body.data;
}

/**
 * Reads the mock backend as a demo account (signed in through `/api/login`), so a spec can check what the
 * server kept after the page changed it, or find the seed's facts that account may see. With a body the call is
 * a POST (the boards' calls are).
 */
export async function apiDataAs<T>(
  request: APIRequestContext,
  username: string,
  path: string,
  body?: object,
): Promise<T> {
  const login = await request.post(`${mockServerUrl}/api/login`, {
    data: { username, password: passwordOf(username) },
  });
  const token = login.headers()['authorization'];
  if (!token) throw new Error(`/api/login gave ${username} no token`);
  const headers = { Authorization: token };
  const url = `${mockServerUrl}${path}`;
  const answer = body
    ? await request.post(url, { headers, data: body })
    : await request.get(url, { headers });
  return read<T>(path, answer);
}

/**
 * A seeded contest's start as the mock serves it. The seed places contests relative to the moment the mock
 * started, so a spec reads the time instead of working it out.
 */
export async function contestStartMs(request: APIRequestContext, cid: number): Promise<number> {
  const path = '/api/get-contest-list?currentPage=1&limit=50';
  const page = await read<{ records: { id: number; startTime: string }[] }>(
    path,
    await request.get(`${mockServerUrl}${path}`),
  );
  const start = parseHojDate(page.records.find((contest) => contest.id === cid)?.startTime);
  if (!start) throw new Error(`the contest list has no start time for contest ${cid}`);
  return start.getTime();
}

/** Moves the mock's clock by `advanceMs` (0: not at all) and answers the time it then stands at. */
async function advanceMockClock(request: APIRequestContext, advanceMs: number): Promise<number> {
  const moved = await request.post(`${mockServerUrl}/api/__clock`, { data: { advanceMs } });
  if (!moved.ok()) throw new Error(`the mock clock did not answer: HTTP ${moved.status()}`);
  return read<{ now: number }>('/api/__clock', moved).then((data) => data.now);
}

/**
 * Moves the mock's clock forward to `atMs` and answers by how much it moved, so a spec can move the page's
 * clock as far. It only moves forward: a moment already past is a spec's mistake.
 */
export async function moveMockClockTo(request: APIRequestContext, atMs: number): Promise<number> {
  const advanceMs = atMs - (await advanceMockClock(request, 0));
  if (advanceMs < 0) throw new Error(`the mock's clock is already ${-advanceMs} ms past that moment`);
  await advanceMockClock(request, advanceMs);
  return advanceMs;
}
