import { isApiError } from '@hoj/core/http/apiError';

/** Why a server would not open the scroll board for a contest. */
export type ScrollRefusal = 'notEnded' | 'notSealed' | 'notAcm' | 'missing';

/**
 * HOJ's server refuses with one text in both languages (`比赛未结束，禁止进行滚榜 (Roll off is prohibited before the
 * contest is over)`), so a refusal is known by the words of either half; anything else is shown as it came.
 */
const REFUSALS: readonly [ScrollRefusal, RegExp][] = [
  ['notEnded', /比赛未结束|before the contest is over/i],
  ['notSealed', /未开启封榜|has not been closed/i],
  ['notAcm', /非ACM|Non\s*-\s*ACM/i],
  ['missing', /比赛不存在|contest does not exist/i],
];

export function scrollRefusal(error: unknown): ScrollRefusal | null {
  if (!isApiError(error) || error.kind !== 'business') return null;
  const text = `${error.serverMsg ?? ''} ${error.msg}`;
  return REFUSALS.find(([, words]) => words.test(text))?.[0] ?? null;
}
