import { createResendLock } from './resendLock';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('resend lock', () => {
  it('counts whole seconds down to zero and can be restarted', () => {
    const lock = createResendLock(60);
    expect(lock.remaining.value).toBe(0);
    lock.start();
    expect(lock.remaining.value).toBe(60);
    jest.advanceTimersByTime(1_000);
    expect(lock.remaining.value).toBe(59);
    jest.advanceTimersByTime(58_500);
    expect(lock.remaining.value).toBe(1);
    jest.advanceTimersByTime(500);
    expect(lock.remaining.value).toBe(0);
    expect(jest.getTimerCount()).toBe(0);

    lock.start();
    jest.advanceTimersByTime(30_000);
    lock.clear();
    expect(lock.remaining.value).toBe(0);
  });
});
