/**
 * The mock backend's API as the benches drive it from outside the page: logins, the mock clock, a contest's
 * times, submissions. Every call goes to the bench's own mock server (`PreviewStack.mockOrigin`).
 */

interface Envelope<T> {
  status: number;
  msg: string;
  data: T;
}

export interface MockAnswer<T> {
  body: Envelope<T>;
  /** The `Authorization` header a login answers with. */
  token: string | null;
}

export async function callMock<T>(
  origin: string,
  path: string,
  { method = 'GET', token, json }: { method?: string; token?: string; json?: unknown } = {},
): Promise<MockAnswer<T>> {
  const headers: Record<string, string> = {};
  if (token) headers.Authorization = token;
  if (json !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${origin}${path}`, {
    method: json !== undefined && method === 'GET' ? 'POST' : method,
    headers,
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  const body = (await response.json()) as Envelope<T>;
  if (body.status !== 200) throw new Error(`${path} answered ${body.status}: ${body.msg}`);
  return { body, token: response.headers.get('Authorization') };
}

/** Signs an account in (the portal's login, or the back office's) and gives its token. */
export async function signIn(
  origin: string,
  username: string,
  password: string,
  { admin = false }: { admin?: boolean } = {},
): Promise<{ token: string; user: unknown }> {
  const { body, token } = await callMock<unknown>(origin, admin ? '/api/admin/login' : '/api/login', {
    json: { username, password },
  });
  if (!token) throw new Error(`no token for ${username}`);
  return { token, user: body.data };
}

/** Moves the mock's clock forward and gives the mock time (epoch ms) it then stands at. */
export async function advanceMockClock(origin: string, advanceMs: number): Promise<number> {
  const { body } = await callMock<{ now: number }>(origin, '/api/__clock', { json: { advanceMs } });
  return body.data.now;
}

/**
 * Keeps a contest running for `forMs` more of the mock's time (its end moved, the seal an hour before the new
 * end), as an admin editing it would. Its board is read first, so rows made on the first read (the large
 * contest's) are made over the contest's original hours.
 */
export async function keepContestRunning(
  origin: string,
  cid: number,
  root: { username: string; password: string },
  forMs: number,
): Promise<void> {
  await callMock(origin, '/api/get-contest-outside-scoreboard', { json: { cid, currentPage: 1, limit: 1 } });
  const { token } = await signIn(origin, root.username, root.password, { admin: true });
  const { body } = await callMock<Record<string, unknown>>(origin, `/api/admin/contest?cid=${cid}`, {
    token,
  });
  const end = (await advanceMockClock(origin, 0)) + forMs;
  await callMock(origin, '/api/admin/contest', {
    method: 'PUT',
    token,
    json: { ...body.data, endTime: end, sealRankTime: end - 60 * 60_000 },
  });
}

/** A C++ program the mock judge gives `verdict` (`AC`, `WA`, …). */
export const programWith = (verdict: string) =>
  `#include <cstdio>\n// hoj:verdict ${verdict}\nint main() { int a, b; scanf("%d %d", &a, &b); printf("%d", a + b); }\n`;

/** Submits `code` to the contest problem labelled `displayId`, as the signed-in team. */
export async function submitInContest(
  origin: string,
  token: string,
  cid: number,
  displayId: string,
  code: string,
): Promise<void> {
  await callMock(origin, '/api/submit-problem-judge', {
    token,
    json: { pid: displayId, language: 'C++', code, cid, isRemote: false },
  });
}
