import { createServerClock, parseHttpDate } from './serverClock';

const DAY = 86_400_000;
/** A client-time instant on a whole second, so the tests can place the server's stamps exactly. */
const T0 = Date.UTC(2026, 11, 1, 8, 0, 0);

const httpDate = (ms: number) => new Date(ms).toUTCString();

/** A client clock the test sets by hand. */
function setup() {
  let client = T0;
  const clock = createServerClock(() => client);
  const changes = jest.fn();
  clock.subscribe(changes);
  return {
    clock,
    changes,
    setClient: (ms: number) => {
      client = ms;
    },
  };
}

describe('parseHttpDate', () => {
  it('reads an IMF-fixdate', () => {
    expect(parseHttpDate('Tue, 01 Dec 2026 08:00:07 GMT')).toBe(T0 + 7_000);
    expect(parseHttpDate(httpDate(T0 - 3 * DAY))).toBe(T0 - 3 * DAY);
  });

  it.each([
    null,
    undefined,
    '',
    'yesterday',
    '2',
    '2026-12-01T08:00:00Z',
    'Tue, 01 Dec 2026 08:00:00 UTC',
    'Tue, 31 Feb 2026 08:00:00 GMT',
    'Tue, 01 Foo 2026 08:00:00 GMT',
    'Tue, 01 Dec 2026 24:00:00 GMT',
  ])('refuses %p', (header) => {
    expect(parseHttpDate(header)).toBeNull();
  });
});

describe('server clock', () => {
  it("is the client's clock until an answer was read", () => {
    const { clock } = setup();
    expect(clock.offsetMs()).toBe(0);
    expect(clock.now()).toBe(T0);
  });

  it("learns a PC's skew of days from the Date header, to within the header's second", () => {
    const { clock, changes, setClient } = setup();
    // The server is three days ahead; the answer took 40 ms.
    clock.observeDateHeader(httpDate(T0 + 3 * DAY + 20), T0, T0 + 40);
    expect(Math.abs(clock.offsetMs() - 3 * DAY)).toBeLessThanOrEqual(1_000);
    expect(changes).toHaveBeenCalledTimes(1);
    setClient(T0 + 5_000);
    expect(Math.abs(clock.now() - (T0 + 3 * DAY + 5_000))).toBeLessThanOrEqual(1_000);
  });

  it("takes a contest's now to the millisecond, less the latency", () => {
    const { clock } = setup();
    // Stamped 120 ms into a 200 ms exchange, by a server 2 h 0.3 s behind.
    const offset = -(2 * 3600_000 + 300);
    clock.observeServerTime(new Date(T0 + 120 + offset).toISOString(), T0, T0 + 200);
    expect(Math.abs(clock.offsetMs() - offset)).toBeLessThanOrEqual(100);
  });

  it('reads a whole-second now as cut to the second', () => {
    const { clock } = setup();
    const offset = 5 * 60_000 + 800;
    // `2026-12-01T08:05:00+0000` while the server's time is 08:05:00.800.
    clock.observeServerTime('2026-12-01T08:05:00+0000', T0, T0);
    expect(clock.offsetMs()).toBeLessThanOrEqual(offset);
    expect(clock.offsetMs()).toBeGreaterThanOrEqual(offset - 800);
  });

  it('narrows the estimate with every answer, whatever the latency', () => {
    const { clock } = setup();
    const offset = 7 * DAY + 640;
    // Answers 60 ms to 1.5 s long, stamped at different points of the exchange and of the server's second.
    const exchanges: [number, number, number][] = [
      [0, 1_500, 900],
      [10_000, 10_060, 10_030],
      [20_250, 20_350, 20_270],
      [40_300, 40_400, 40_360],
      [51_299, 51_400, 51_359],
    ];
    for (const [sent, received, stampedAt] of exchanges) {
      clock.observeDateHeader(httpDate(T0 + stampedAt + offset), T0 + sent, T0 + received);
      expect(Math.abs(clock.offsetMs() - offset)).toBeLessThanOrEqual(1_000);
    }
    expect(Math.abs(clock.offsetMs() - offset)).toBeLessThanOrEqual(100);
  });

  it("keeps a right PC's offset at exactly zero", () => {
    const { clock, changes } = setup();
    for (let i = 0; i < 20; i += 1) {
      const sent = T0 + i * 1_337;
      clock.observeDateHeader(httpDate(sent + 15), sent, sent + 30);
      clock.observeServerTime(new Date(sent + 15).toISOString(), sent, sent + 30);
    }
    expect(clock.offsetMs()).toBe(0);
    expect(changes).not.toHaveBeenCalled();
  });

  it('does not move for an answer that agrees with what it knows', () => {
    const { clock, changes } = setup();
    clock.observeServerTime(new Date(T0 + DAY + 50).toISOString(), T0, T0 + 100);
    const learned = clock.offsetMs();
    // A slower answer whose stamp is consistent with the offset already learned.
    clock.observeDateHeader(httpDate(T0 + 60_000 + DAY), T0 + 59_600, T0 + 60_900);
    expect(clock.offsetMs()).toBe(learned);
    expect(changes).toHaveBeenCalledTimes(1);
  });

  it('follows a jump of either clock', () => {
    const { clock, changes, setClient } = setup();
    clock.observeServerTime(new Date(T0 + 10).toISOString(), T0, T0 + 20);
    expect(clock.offsetMs()).toBe(0);
    // The server's clock moves three days ahead.
    clock.observeServerTime(new Date(T0 + 3 * DAY + 1_010).toISOString(), T0 + 1_000, T0 + 1_020);
    expect(Math.abs(clock.offsetMs() - 3 * DAY)).toBeLessThanOrEqual(20);
    // Then the PC's clock is set a day back: the server's time is the same, the offset grows by a day.
    setClient(T0 - DAY + 2_000);
    clock.observeDateHeader(httpDate(T0 + 3 * DAY + 2_000), T0 - DAY + 2_000, T0 - DAY + 2_010);
    expect(Math.abs(clock.offsetMs() - 4 * DAY)).toBeLessThanOrEqual(1_000);
    expect(Math.abs(clock.now() - (T0 + 3 * DAY + 2_000))).toBeLessThanOrEqual(1_000);
    expect(changes).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['a missing header', null],
    ['an empty header', ''],
    ['a header that is not a date', 'soon'],
    ['a date in another form', '2029-01-01T00:00:00Z'],
  ])('ignores %s', (_, header) => {
    const { clock, changes } = setup();
    clock.observeDateHeader(header, T0, T0 + 10);
    expect(clock.offsetMs()).toBe(0);
    expect(changes).not.toHaveBeenCalled();
  });

  it('ignores an unreadable now and an exchange that ends before it starts or takes minutes', () => {
    const { clock, changes } = setup();
    clock.observeServerTime('not a date', T0, T0 + 10);
    clock.observeServerTime(null, T0, T0 + 10);
    clock.observeServerTime(new Date(T0 + DAY).toISOString(), T0 + 10, T0);
    clock.observeDateHeader(httpDate(T0 + DAY), T0, T0 + 10 * 60_000);
    clock.observeDateHeader(httpDate(T0 + DAY), Number.NaN, T0);
    expect(clock.offsetMs()).toBe(0);
    expect(changes).not.toHaveBeenCalled();
  });

  it('stops telling a listener that unsubscribed, and forgets everything on reset', () => {
    const { clock, changes } = setup();
    const other = jest.fn();
    const unsubscribe = clock.subscribe(other);
    unsubscribe();
    clock.observeDateHeader(httpDate(T0 + DAY), T0, T0);
    expect(other).not.toHaveBeenCalled();
    expect(changes).toHaveBeenCalledTimes(1);
    clock.reset();
    expect(clock.offsetMs()).toBe(0);
    expect(changes).toHaveBeenCalledTimes(2);
    // After the reset an answer agreeing with zero leaves it there.
    clock.observeDateHeader(httpDate(T0), T0, T0 + 10);
    expect(clock.offsetMs()).toBe(0);
  });
});
