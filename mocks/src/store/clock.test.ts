import { SECOND, clock } from './clock';

let realNow = 1_800_000_000_000;

beforeEach(() => {
  jest.spyOn(Date, 'now').mockImplementation(() => realNow);
  clock.reset();
});

afterEach(() => {
  clock.reset();
  jest.restoreAllMocks();
});

describe('the mock clock', () => {
  it('runs with real time and moves forward by an offset', () => {
    expect(clock.nowMs()).toBe(realNow);
    clock.advance(5 * SECOND);
    realNow += 1000;
    expect(clock.nowMs()).toBe(realNow + 5 * SECOND);
    expect(clock.now()).toEqual(new Date(realNow + 5 * SECOND));
  });

  it('stands still while frozen, whatever real time does, and moves only when advanced', () => {
    clock.advance(2 * SECOND);
    clock.freeze();
    const frozenAt = realNow + 2 * SECOND;
    expect(clock.isFrozen()).toBe(true);
    realNow += 60 * SECOND;
    expect(clock.nowMs()).toBe(frozenAt);
    clock.advance(SECOND);
    expect(clock.nowMs()).toBe(frozenAt + SECOND);
    // Freezing again does not move it.
    realNow += 5 * SECOND;
    clock.freeze();
    expect(clock.nowMs()).toBe(frozenAt + SECOND);
  });

  it('runs on from where it stood when unfrozen, without jumping to real time', () => {
    clock.freeze();
    const frozenAt = clock.nowMs();
    realNow += 30 * SECOND;
    clock.advance(SECOND);
    clock.unfreeze();
    expect(clock.isFrozen()).toBe(false);
    expect(clock.nowMs()).toBe(frozenAt + SECOND);
    realNow += 500;
    expect(clock.nowMs()).toBe(frozenAt + SECOND + 500);
    clock.unfreeze();
    expect(clock.nowMs()).toBe(frozenAt + SECOND + 500);
  });

  it('returns to running real time on reset', () => {
    clock.advance(SECOND);
    clock.freeze();
    realNow += SECOND;
    clock.reset();
    expect(clock.isFrozen()).toBe(false);
    expect(clock.nowMs()).toBe(realNow);
  });
});
