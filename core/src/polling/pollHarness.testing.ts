import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { pollOptions, type PollPlan } from './pollOptions';

/**
 * A real QueryClient (mounted, so it hears the tab and the network) with observers polling one query under
 * fake timers, as components with useQuery would. Every request the query function gets is recorded with the
 * fake time it was made at.
 */
export interface PollRun {
  client: QueryClient;
  observers: QueryObserver<unknown, Error>[];
  /** Fake times (ms since the start) of the requests made so far. */
  requests: number[];
  /** The waits between one request's answer and the next request (answers come at once here). */
  gaps: () => number[];
  /** What the observers see now. */
  result: () => ReturnType<QueryObserver<unknown, Error>['getCurrentResult']>;
  stop: () => void;
}

export const KEY = ['polled'] as const;

let visibility: DocumentVisibilityState = 'visible';

/** Fakes the timers, the tab's visibility and the network, and restores them after each test. */
export function useFakeWorld(): void {
  beforeEach(() => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate', 'performance'] });
    visibility = 'visible';
    jest.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  });
  afterEach(() => {
    window.dispatchEvent(new Event('online'));
    jest.restoreAllMocks();
    jest.useRealTimers();
  });
}

/** Hides or shows the tab, as a browser does (the event reaches the window, where react-query listens). */
export function setVisibility(state: DocumentVisibilityState): void {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
}

export const goOffline = () => window.dispatchEvent(new Event('offline'));
export const goOnline = () => window.dispatchEvent(new Event('online'));

/** Lets fake time pass, with every timer, answer and notification in it. */
export async function pass(ms: number): Promise<void> {
  await jest.advanceTimersByTimeAsync(ms);
}

/** Fixes the "random" numbers jitter is drawn from (each in [0, 1)), one after another, the last one repeating. */
export function randomSequence(...values: number[]): jest.SpyInstance {
  let next = 0;
  return jest.spyOn(Math, 'random').mockImplementation(() => {
    const value = values[Math.min(next, values.length - 1)] ?? 0;
    next += 1;
    return value;
  });
}

export function startPolling<T>(
  plan: PollPlan<T>,
  answer: (request: number) => T | Promise<T>,
  observerCount = 1,
): PollRun {
  const start = Date.now();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.mount();
  const requests: number[] = [];
  const queryFn = async () => {
    requests.push(Date.now() - start);
    return answer(requests.length);
  };
  const observers = Array.from(
    { length: observerCount },
    () =>
      new QueryObserver<unknown, Error>(client, { queryKey: KEY, queryFn, ...pollOptions(plan) } as never),
  );
  const unsubscribes = observers.map((observer) => observer.subscribe(() => undefined));
  return {
    client,
    observers,
    requests,
    gaps: () => requests.slice(1).map((time, index) => time - (requests[index] ?? 0)),
    result: () => (observers[0] as QueryObserver<unknown, Error>).getCurrentResult(),
    stop: () => {
      unsubscribes.forEach((unsubscribe) => unsubscribe());
      client.unmount();
      client.clear();
    },
  };
}
