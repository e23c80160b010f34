import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { session } from '@hoj/core/session/session';
import { installMockServer } from '@hoj/mocks/jest/installMockServer';
import { loginAs } from '@portal/test/loginAs';
import { resetPortal } from '@portal/test/renderApp';
import { UNREAD_POLL_MS, markUnreadRead, totalUnread, unreadQueryKey, type UnreadCounts } from './unread';
import { useUnreadCounts } from './useUnreadCounts';

const server = installMockServer();

describe('unread counts', () => {
  it('adds up every box, ignoring missing or negative values', () => {
    expect(totalUnread({ comment: 1, reply: 2, like: 3, sys: 4, mine: 5 })).toBe(15);
    expect(totalUnread({ comment: -1, reply: 2 })).toBe(2);
    expect(totalUnread(null)).toBe(0);
  });

  it('lowers one box locally without a request', () => {
    const client = new QueryClient();
    const key = [...unreadQueryKey, '7'];
    client.setQueryData<UnreadCounts>(key, { comment: 3, reply: 2, like: 0, sys: 1, mine: 0 });
    markUnreadRead(client, 'comment', 1);
    markUnreadRead(client, 'reply');
    markUnreadRead(client, 'sys', 5);
    expect(client.getQueryData(key)).toEqual({ comment: 2, reply: 0, like: 0, sys: 0, mine: 0 });
  });
});

describe('unread polling', () => {
  let calls = 0;
  /** The fake times of the requests. */
  let times: number[] = [];
  let visibility: DocumentVisibilityState = 'visible';

  function setVisibility(state: DocumentVisibilityState) {
    visibility = state;
    act(() => {
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    });
  }

  beforeEach(() => {
    resetPortal();
    calls = 0;
    times = [];
    visibility = 'visible';
    jest.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname !== '/api/msg/unread') return;
      calls += 1;
      times.push(Date.now());
    });
  });

  afterEach(() => {
    server.events.removeAllListeners();
    jest.restoreAllMocks();
    jest.useRealTimers();
  });

  function renderUnread() {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    return renderHook(() => useUnreadCounts(), { wrapper });
  }

  // Only timers are faked: the mock server's own promises and microtasks run as usual.
  const fakeTimers = () =>
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate', 'performance'] });

  it('asks nothing for a visitor', async () => {
    fakeTimers();
    const { result } = renderUnread();
    await act(() => jest.advanceTimersByTimeAsync(3 * UNREAD_POLL_MS));
    expect(calls).toBe(0);
    expect(result.current).toEqual({ counts: null, total: 0 });
  });

  it('polls every 120 s while visible, pauses while hidden and stops after logout', async () => {
    server.use(
      http.get('*/api/msg/unread', () =>
        HttpResponse.json({
          status: 200,
          msg: 'success',
          data: { comment: 1, reply: 0, like: 2, sys: 0, mine: 0 },
        }),
      ),
    );
    await loginAs('alice');
    fakeTimers();
    const { result } = renderUnread();
    await waitFor(() => expect(result.current.total).toBe(3));
    expect(calls).toBe(1);

    await act(() => jest.advanceTimersByTimeAsync(UNREAD_POLL_MS));
    expect(calls).toBe(2);

    setVisibility('hidden');
    await act(() => jest.advanceTimersByTimeAsync(3 * UNREAD_POLL_MS));
    expect(calls).toBe(2);

    // Back in view after a long time: the stale counts are fetched at once, then every 120 s again.
    setVisibility('visible');
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(calls).toBe(3);
    await act(() => jest.advanceTimersByTimeAsync(UNREAD_POLL_MS));
    expect(calls).toBe(4);

    act(() => session.clear());
    await act(() => jest.advanceTimersByTimeAsync(3 * UNREAD_POLL_MS));
    expect(calls).toBe(4);
    expect(result.current).toEqual({ counts: null, total: 0 });
  });

  it('waits longer after each failed poll, up to 5 minutes, and goes back to 120 s after an answer', async () => {
    let fail = false;
    server.use(
      http.get('*/api/msg/unread', () =>
        fail
          ? HttpResponse.json({ status: 500, msg: 'down', data: null }, { status: 500 })
          : HttpResponse.json({
              status: 200,
              msg: 'success',
              data: { comment: 0, reply: 0, like: 0, sys: 0, mine: 1 },
            }),
      ),
    );
    // The middle of every jitter range: the normal wait is then 90 % of 120 s, a back-off wait its step exactly.
    jest.spyOn(Math, 'random').mockReturnValue(0.5);
    await loginAs('alice');
    fakeTimers();
    const { result } = renderUnread();
    await waitFor(() => expect(result.current.total).toBe(1));
    fail = true;
    await act(() => jest.advanceTimersByTimeAsync(767_000));
    // The last known counts stay on screen all along.
    expect(result.current.total).toBe(1);
    fail = false;
    await act(() => jest.advanceTimersByTimeAsync(109_000));
    await waitFor(() => expect(calls).toBe(6));
    // In whole seconds: an answer may take a few fake milliseconds to arrive, and each wait starts after it.
    const gaps = times.slice(1).map((time, index) => Math.round((time - (times[index] ?? 0)) / 1000));
    // The pace, then after the first failure the same pace, double, and the 5-minute cap; then the pace again.
    expect(gaps).toEqual([108, 120, 240, 300, 108]);
  });
});
