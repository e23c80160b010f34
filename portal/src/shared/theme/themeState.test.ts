import { THEME_STORAGE_KEY, parseThemeChoice, readStoredChoice, resolveTheme } from './themePreference';
import { initTheme, setTheme, themeSignal } from './themeState';

type Listener = (event: { matches: boolean }) => void;

/** A system colour setting the test can flip, as a reader's OS does at dusk. */
function fakeSystem(dark: boolean) {
  const listeners: Listener[] = [];
  const query = {
    matches: dark,
    addEventListener: (_type: string, listener: Listener) => listeners.push(listener),
  };
  window.matchMedia = jest.fn(() => query) as unknown as typeof window.matchMedia;
  return {
    flip(next: boolean) {
      query.matches = next;
      for (const listener of listeners) listener({ matches: next });
    },
  };
}

describe('theme preference', () => {
  it('accepts only the two themes as a stored choice', () => {
    expect(parseThemeChoice('dark')).toBe('dark');
    expect(parseThemeChoice('light')).toBe('light');
    expect(parseThemeChoice('Dark')).toBeNull();
    expect(parseThemeChoice('')).toBeNull();
    expect(parseThemeChoice(null)).toBeNull();
  });

  it('lets the choice win over the system, and the system decide without one', () => {
    expect(resolveTheme(null, true)).toBe('dark');
    expect(resolveTheme(null, false)).toBe('light');
    expect(resolveTheme('light', true)).toBe('light');
    expect(resolveTheme('dark', false)).toBe('dark');
  });

  it('treats storage that throws as no choice', () => {
    const locked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(readStoredChoice(locked)).toBeNull();
  });
});

describe('theme state', () => {
  const meta = document.createElement('meta');

  beforeAll(() => {
    meta.name = 'theme-color';
    document.head.append(meta);
  });

  beforeEach(() => localStorage.clear());

  it('follows the system until the reader chooses, then keeps the choice across a reload', () => {
    const system = fakeSystem(true);
    expect(initTheme()).toBe('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(document.documentElement.style.colorScheme).toBe('dark');

    system.flip(false);
    expect(document.documentElement.dataset.theme).toBe('light');

    setTheme('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    system.flip(false);
    expect(document.documentElement.dataset.theme).toBe('dark');

    // A reload on a light system: the stored choice wins.
    fakeSystem(false);
    expect(initTheme()).toBe('dark');
    expect(meta.content).toBe('#171d27');
  });

  it('takes a choice made in another tab', () => {
    fakeSystem(false);
    initTheme();
    expect(themeSignal.value).toBe('light');
    window.dispatchEvent(new StorageEvent('storage', { key: THEME_STORAGE_KEY, newValue: 'dark' }));
    expect(document.documentElement.dataset.theme).toBe('dark');
    window.dispatchEvent(new StorageEvent('storage', { key: THEME_STORAGE_KEY, newValue: null }));
    expect(document.documentElement.dataset.theme).toBe('light');
  });
});
