import { whenIdle } from './whenIdle';

/** A PerformanceObserver that sees paint entries, and the paints the test reports to it. */
function observablePaints() {
  const observers: { callback: PerformanceObserverCallback; disconnected: boolean }[] = [];
  class FakeObserver {
    static supportedEntryTypes = ['paint', 'mark'];
    private readonly entry: { callback: PerformanceObserverCallback; disconnected: boolean };
    constructor(callback: PerformanceObserverCallback) {
      this.entry = { callback, disconnected: false };
      observers.push(this.entry);
    }
    observe() {}
    disconnect() {
      this.entry.disconnected = true;
    }
  }
  const real = globalThis.PerformanceObserver;
  globalThis.PerformanceObserver = FakeObserver as unknown as typeof PerformanceObserver;
  return {
    paint(name: string) {
      const list = { getEntriesByName: (wanted: string) => (wanted === name ? [{ name }] : []) };
      for (const observer of observers)
        if (!observer.disconnected)
          observer.callback(list as unknown as PerformanceObserverEntryList, {} as PerformanceObserver);
    },
    watching: () => observers.filter((observer) => !observer.disconnected).length,
    restore: () => {
      globalThis.PerformanceObserver = real;
    },
  };
}

function idleCallbacks() {
  const request = jest.fn((_callback: IdleRequestCallback, _options?: IdleRequestOptions) => 7);
  const cancel = jest.fn();
  Object.assign(window, { requestIdleCallback: request, cancelIdleCallback: cancel });
  return { request, cancel };
}

describe('whenIdle', () => {
  afterEach(() => {
    jest.useRealTimers();
    delete (window as Partial<Window>).requestIdleCallback;
    delete (window as Partial<Window>).cancelIdleCallback;
  });

  it('waits for the page to paint content before it waits for idle, where paints can be observed', () => {
    const paints = observablePaints();
    try {
      const { request } = idleCallbacks();
      const task = jest.fn();
      whenIdle(task, 4000);
      paints.paint('first-paint');
      expect(request).not.toHaveBeenCalled();
      paints.paint('first-contentful-paint');
      expect(request).toHaveBeenCalledWith(task, { timeout: 4000 });
      expect(paints.watching()).toBe(0);
    } finally {
      paints.restore();
    }
  });

  it('does not wait for a paint past its deadline, and a cancel before the paint asks for nothing', () => {
    jest.useFakeTimers();
    const paints = observablePaints();
    try {
      const { request } = idleCallbacks();
      const task = jest.fn();
      whenIdle(task, 4000);
      const cancelled = jest.fn();
      whenIdle(cancelled, 4000)();
      expect(paints.watching()).toBe(1);
      jest.advanceTimersByTime(3999);
      expect(request).not.toHaveBeenCalled();
      jest.advanceTimersByTime(1);
      expect(request).toHaveBeenCalledTimes(1);
      expect(request).toHaveBeenCalledWith(task, { timeout: 4000 });
      paints.paint('first-contentful-paint');
      expect(request).toHaveBeenCalledTimes(1);
    } finally {
      paints.restore();
    }
  });

  it('waits for the browser to be idle, with a deadline, and can be cancelled (no paints to observe)', () => {
    const callbacks: IdleRequestCallback[] = [];
    const request = jest.fn((callback: IdleRequestCallback) => callbacks.push(callback));
    const cancel = jest.fn();
    Object.assign(window, { requestIdleCallback: request, cancelIdleCallback: cancel });
    const task = jest.fn();
    const stop = whenIdle(task, 4000);
    expect(request).toHaveBeenCalledWith(task, { timeout: 4000 });
    expect(task).not.toHaveBeenCalled();
    stop();
    expect(cancel).toHaveBeenCalledWith(1);
  });

  it('falls back to a timer where idle callbacks do not exist', () => {
    jest.useFakeTimers();
    const task = jest.fn();
    whenIdle(task, 5000, 2000);
    jest.advanceTimersByTime(1999);
    expect(task).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
    const cancelled = jest.fn();
    whenIdle(cancelled)();
    jest.advanceTimersByTime(5000);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
