import { MIN_TARGET, NEAR_DISTANCE, PAGE_STEP, SLIDER_MAX, SLIDE_TOLERANCE, proximity } from './slideVerify';

describe('what the slider says about the piece', () => {
  it('is on the gap within the tolerance, on either side', () => {
    expect(proximity(100 + SLIDE_TOLERANCE, 100)).toBe('on');
    expect(proximity(100 - SLIDE_TOLERANCE, 100)).toBe('on');
  });

  it('is near up to the near distance, and far beyond it, on either side', () => {
    expect(proximity(100 + SLIDE_TOLERANCE + 1, 100)).toBe('near');
    expect(proximity(100 - NEAR_DISTANCE, 100)).toBe('near');
    expect(proximity(100 + NEAR_DISTANCE + 1, 100)).toBe('far');
    expect(proximity(100 - NEAR_DISTANCE - 1, 100)).toBe('far');
  });

  it('paging across the picture always stops near or on every possible gap, so the hint is never skipped', () => {
    for (let target = MIN_TARGET; target <= SLIDER_MAX; target += 1) {
      const stops = [];
      for (let value = 0; value <= SLIDER_MAX; value += PAGE_STEP) stops.push(proximity(value, target));
      expect(stops.some((where) => where !== 'far')).toBe(true);
    }
  });
});
