import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { ApiError, type ApiErrorKind } from './apiError';
import { isRetryable, offersRetry, queryRetryDefaults, retryReadQuietly } from './retryPolicy';

function apiError(kind: ApiErrorKind, transport = true, httpStatus: number | null = null): ApiError {
  return new ApiError({ url: '/api/x', admin: false, kind, msg: kind, httpStatus, status: null, transport });
}

describe('which failures are worth asking again', () => {
  it.each<[ApiErrorKind, boolean]>([
    ['network', true],
    ['timeout', true],
    ['server', true],
    ['unauthorized', false],
    ['forbidden', false],
    ['notFound', false],
    ['business', false],
    ['badRequest', false],
    ['invalidFile', false],
  ])('%s → %s', (kind, expected) => {
    expect(isRetryable(apiError(kind))).toBe(expected);
  });

  it('a server error reported in the body (HTTP 200, status 500) is not asked again quietly, but a person may', () => {
    expect(isRetryable(apiError('server', false))).toBe(false);
    expect(offersRetry(apiError('server', false))).toBe(true);
  });

  it.each<ApiErrorKind>(['unauthorized', 'forbidden', 'notFound', 'business', 'badRequest', 'invalidFile'])(
    'a person is not offered to ask again after %s',
    (kind) => {
      expect(offersRetry(apiError(kind))).toBe(false);
    },
  );

  it.each<ApiErrorKind>(['network', 'timeout', 'server'])(
    'a person is offered to ask again after %s',
    (kind) => {
      expect(offersRetry(apiError(kind))).toBe(true);
    },
  );

  it('a person is offered no retry for a bug in a reader either', () => {
    expect(offersRetry(new Error('server'))).toBe(false);
    expect(offersRetry({ kind: 'server' })).toBe(false);
  });

  it('anything that is not an API error (a bug in a reader) is not retried', () => {
    expect(isRetryable(new TypeError('e.map is not a function'))).toBe(false);
    expect(isRetryable(undefined)).toBe(false);
  });
});

describe('one quiet retry for reads', () => {
  it('retries the first failure only', () => {
    expect(retryReadQuietly(0, apiError('network'))).toBe(true);
    expect(retryReadQuietly(1, apiError('network'))).toBe(false);
    expect(retryReadQuietly(0, apiError('forbidden'))).toBe(false);
  });

  function observe(fn: () => Promise<unknown>) {
    const client = new QueryClient({ defaultOptions: queryRetryDefaults });
    const observer = new QueryObserver(client, { queryKey: ['x'], queryFn: fn });
    const unsubscribe = observer.subscribe(() => undefined);
    return { observer, unsubscribe };
  }

  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('a read that fails on the network is asked twice in all, then the query shows its error', async () => {
    const fn = jest.fn(() => Promise.reject(apiError('network')));
    const { observer, unsubscribe } = observe(fn);
    await jest.advanceTimersByTimeAsync(10_000);
    expect(fn).toHaveBeenCalledTimes(2);
    expect(observer.getCurrentResult().status).toBe('error');
    unsubscribe();
  });

  it('a read that timed out shows its error at once: the reader has waited the whole time-out already', async () => {
    const fn = jest.fn(() => Promise.reject(apiError('timeout')));
    const { observer, unsubscribe } = observe(fn);
    await jest.advanceTimersByTimeAsync(0);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(observer.getCurrentResult().status).toBe('error');
    unsubscribe();
  });

  it.each<ApiErrorKind>(['forbidden', 'notFound', 'business', 'unauthorized'])(
    'a %s answer is not asked again',
    async (kind) => {
      const fn = jest.fn(() => Promise.reject(apiError(kind)));
      const { observer, unsubscribe } = observe(fn);
      await jest.advanceTimersByTimeAsync(10_000);
      expect(fn).toHaveBeenCalledTimes(1);
      expect(observer.getCurrentResult().status).toBe('error');
      unsubscribe();
    },
  );

  it('the quiet retry comes one second after the failure', async () => {
    const fn = jest.fn(() => Promise.reject(apiError('network')));
    const { unsubscribe } = observe(fn);
    await jest.advanceTimersByTimeAsync(999);
    expect(fn).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(fn).toHaveBeenCalledTimes(2);
    unsubscribe();
  });

  it('a server failure reported in the body is not asked again on its own', async () => {
    const fn = jest.fn(() => Promise.reject(apiError('server', false, 200)));
    const { observer, unsubscribe } = observe(fn);
    await jest.advanceTimersByTimeAsync(10_000);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(observer.getCurrentResult().status).toBe('error');
    unsubscribe();
  });

  it('a write is never retried on its own', () => {
    expect(queryRetryDefaults.mutations.retry).toBe(false);
  });
});
