import { whenIdle } from './whenIdle';

describe('whenIdle', () => {
  afterEach(() => {
    jest.useRealTimers();
    delete (window as Partial<Window>).requestIdleCallback;
    delete (window as Partial<Window>).cancelIdleCallback;
  });

  it('waits for the browser to be idle, with a deadline, and can be cancelled', () => {
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
