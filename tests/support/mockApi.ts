import type { APIRequestContext } from '@playwright/test';
import { mockServerUrl } from './fixtures';

/** Reads the mock backend directly, so specs assert what the seed holds instead of hard-coding it. */
export async function apiData<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(`${mockServerUrl}${path}`);
  const body = (await res.json()) as { status: number; data: T };
  if (body.status !== 200) throw new Error(`${path} answered status ${body.status}`);
  return body.data;
}

const HOUR_MS = 3_600_000;

/**
 * Moves the mock backend's clock to one minute past the next full hour (its hourly jobs have just run), so a
 * test that must not meet the next run has 59 minutes, whatever the wall clock says.
 */
export async function startMockHourAfresh(request: APIRequestContext): Promise<void> {
  const res = await request.post(`${mockServerUrl}/api/__clock`, {
    data: { advanceMs: HOUR_MS - (Date.now() % HOUR_MS) + 60_000 },
  });
  if (!res.ok()) throw new Error(`the mock clock did not move: HTTP ${res.status()}`);
}
