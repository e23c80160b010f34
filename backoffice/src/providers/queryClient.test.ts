import { QueryObserver } from '@tanstack/react-query';
import { ApiError, type ApiErrorKind } from '@hoj/core/http/apiError';
import { AUTH_STALE_MS, createBackOfficeQueryClient } from './queryClient';

function failing(kind: ApiErrorKind) {
  const error = new ApiError({
    url: '/api/admin/user/get-user-list',
    admin: true,
    kind,
    msg: kind,
    httpStatus: null,
    status: null,
    transport: true,
  });
  return jest.fn(() => Promise.reject(error));
}

describe('back-office query client', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  async function settle(fn: () => Promise<unknown>) {
    const observer = new QueryObserver(createBackOfficeQueryClient(), { queryKey: ['users'], queryFn: fn });
    const unsubscribe = observer.subscribe(() => undefined);
    // react-admin's own client would still be retrying here (three retries with pauses of 1, 2 and 4 s).
    await jest.advanceTimersByTimeAsync(1_500);
    const status = observer.getCurrentResult().status;
    unsubscribe();
    return status;
  }

  it('asks a list that failed on the network once more, then shows the failure', async () => {
    const fn = failing('network');
    expect(await settle(fn)).toBe('error');
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('shows a list that timed out at once: staff have already waited the whole time-out', async () => {
    const fn = failing('timeout');
    expect(await settle(fn)).toBe('error');
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('does not ask again after a refusal', async () => {
    const fn = failing('forbidden');
    expect(await settle(fn)).toBe('error');
    expect(fn).toHaveBeenCalledTimes(1);
  });
});

describe('react-admin’s auth answers', () => {
  /** How often a query's function runs when a screen mounts it twice, one after the other. */
  async function callsAfterTwoMounts(queryKey: readonly unknown[]) {
    const client = createBackOfficeQueryClient();
    const fn = jest.fn(() => Promise.resolve(true));
    for (let mount = 0; mount < 2; mount += 1) {
      const observer = new QueryObserver(client, { queryKey, queryFn: fn });
      const unsubscribe = observer.subscribe(() => undefined);
      await jest.advanceTimersByTimeAsync(10);
      unsubscribe();
    }
    return fn.mock.calls.length;
  }

  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('are not asked again by every list that mounts (the session in this tab answers them)', async () => {
    expect(await callsAfterTwoMounts(['auth', 'checkAuth', {}])).toBe(1);
    expect(await callsAfterTwoMounts(['auth', 'canAccess', { action: 'list', resource: 'users' }])).toBe(1);
    expect(AUTH_STALE_MS).toBeGreaterThanOrEqual(60_000);
  });

  it('while the data itself is asked again on every mount', async () => {
    expect(await callsAfterTwoMounts(['users', 'getList'])).toBe(2);
  });
});
