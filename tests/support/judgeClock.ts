import type { APIRequestContext } from '@playwright/test';
import { mockServerUrl } from './fixtures';

/**
 * The mock judge walks a submission through Pending, Compiling and Judging on the mock clock. A spec freezes the
 * clock so a state stays on screen until the spec moves it on, instead of racing the wall clock.
 */
async function clock(request: APIRequestContext, data: object): Promise<void> {
  const res = await request.post(`${mockServerUrl}/api/__clock`, { data });
  if (!res.ok()) throw new Error(`the mock clock did not answer: HTTP ${res.status()}`);
}

export const freezeJudgeClock = (request: APIRequestContext) => clock(request, { freeze: true });

export const advanceJudgeClock = (request: APIRequestContext, ms: number) =>
  clock(request, { advanceMs: ms });

export {
  COMPILING_UNTIL_MS,
  JUDGING_UNTIL_MS,
  PENDING_UNTIL_MS,
  TEST_RUN_PENDING_MS,
} from '@hoj/mocks/store/rules/judgePhases';
