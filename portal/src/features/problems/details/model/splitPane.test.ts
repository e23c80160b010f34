import {
  SPLIT_DIVIDER,
  SPLIT_MIN_LEFT,
  SPLIT_MIN_RIGHT,
  SPLIT_STEP,
  SPLIT_STORAGE_KEY,
  clampSplit,
  defaultSplit,
  readStoredSplit,
  splitAfterKey,
  splitBounds,
  storeSplit,
} from './splitPane';

describe('split pane widths', () => {
  const bounds = splitBounds(1600);

  it('keeps 420 px for the statement and 580 px for the editor', () => {
    expect(bounds).toEqual({ min: SPLIT_MIN_LEFT, max: 1600 - SPLIT_DIVIDER - SPLIT_MIN_RIGHT });
    expect(clampSplit(100, bounds)).toBe(420);
    expect(clampSplit(5000, bounds)).toBe(1008);
    expect(clampSplit(700.4, bounds)).toBe(700);
    expect(clampSplit(Number.NaN, bounds)).toBe(420);
  });

  it('gives the statement its minimum when the container is narrower than both minimums', () => {
    expect(splitBounds(900)).toEqual({ min: 420, max: 420 });
    expect(clampSplit(600, splitBounds(900))).toBe(420);
  });

  it('starts at 45 % of the width, within the bounds', () => {
    expect(defaultSplit(2000)).toBe(900);
    expect(defaultSplit(1000)).toBe(420);
  });

  it('moves by a step with the arrows, five with Page Up/Down, to the ends with Home/End', () => {
    expect(splitAfterKey('ArrowRight', 600, bounds)).toBe(600 + SPLIT_STEP);
    expect(splitAfterKey('ArrowLeft', 600, bounds)).toBe(600 - SPLIT_STEP);
    expect(splitAfterKey('PageDown', 600, bounds)).toBe(600 + 5 * SPLIT_STEP);
    expect(splitAfterKey('PageUp', 600, bounds)).toBe(600 - 5 * SPLIT_STEP);
    expect(splitAfterKey('Home', 600, bounds)).toBe(bounds.min);
    expect(splitAfterKey('End', 600, bounds)).toBe(bounds.max);
    expect(splitAfterKey('Enter', 600, bounds)).toBeNull();
  });

  it('never passes a minimum with the keys', () => {
    expect(splitAfterKey('ArrowLeft', 430, bounds)).toBe(420);
    expect(splitAfterKey('ArrowRight', 1000, bounds)).toBe(1008);
  });

  it('remembers the width and ignores anything else stored under its key', () => {
    const storage = new Map<string, string>();
    const fake = {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => void storage.set(key, value),
    };
    expect(readStoredSplit(fake)).toBeNull();
    storeSplit(fake, 612.6);
    expect(storage.get(SPLIT_STORAGE_KEY)).toBe('613');
    expect(readStoredSplit(fake)).toBe(613);
    storage.set(SPLIT_STORAGE_KEY, 'wide');
    expect(readStoredSplit(fake)).toBeNull();
    storage.set(SPLIT_STORAGE_KEY, '-5');
    expect(readStoredSplit(fake)).toBeNull();
  });

  it('survives storage that refuses', () => {
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
    };
    expect(readStoredSplit(refusing)).toBeNull();
    expect(() => storeSplit(refusing, 500)).not.toThrow();
  });
});
