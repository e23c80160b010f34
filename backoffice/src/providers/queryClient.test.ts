import { QueryObserver } from '@tanstack/react-query';
import { ApiError, type ApiErrorKind } from '@hoj/core/http/apiError';
import { createBackOfficeQueryClient } from './queryClient';

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

  it('asks a list that timed out once more, then shows the failure', async () => {
    const fn = failing('timeout');
    expect(await settle(fn)).toBe('error');
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('does not ask again after a refusal', async () => {
    const fn = failing('forbidden');
    expect(await settle(fn)).toBe('error');
    expect(fn).toHaveBeenCalledTimes(1);
  });
});
