import { computed, signal } from '@preact/signals-react';
import {
  THEME_STORAGE_KEY,
  parseThemeChoice,
  readStoredChoice,
  resolveTheme,
  storeChoice,
  type Theme,
  type ThemeChoice,
} from './themePreference';

const DARK_QUERY = '(prefers-color-scheme: dark)';

/** Browser-bar colours per theme, matching the top navigation's surface. */
const THEME_COLOURS: Record<Theme, string> = { light: '#1d4ed8', dark: '#171d27' };

const storage = (): Storage | undefined => {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
};

export const themeChoiceSignal = signal<ThemeChoice | null>(null);
export const systemPrefersDarkSignal = signal(false);
export const themeSignal = computed<Theme>(() =>
  resolveTheme(themeChoiceSignal.value, systemPrefersDarkSignal.value),
);

function applyToDocument(theme: Theme): void {
  const root = document.documentElement;
  root.dataset.theme = theme;
  root.style.colorScheme = theme;
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_COLOURS[theme]);
}

let started = false;

/**
 * Reads the stored choice and the system setting, applies the theme before the first render, and keeps
 * following the system (while no choice is stored) and the choice made in other tabs.
 */
export function initTheme(): Theme {
  themeChoiceSignal.value = readStoredChoice(storage());
  const query = typeof matchMedia === 'function' ? matchMedia(DARK_QUERY) : null;
  systemPrefersDarkSignal.value = query?.matches ?? false;
  if (!started) {
    started = true;
    themeSignal.subscribe(applyToDocument);
    query?.addEventListener('change', (event) => {
      systemPrefersDarkSignal.value = event.matches;
    });
    window.addEventListener('storage', (event) => {
      if (event.key === THEME_STORAGE_KEY) themeChoiceSignal.value = parseThemeChoice(event.newValue);
    });
  }
  return themeSignal.value;
}

/** The reader's choice, remembered on this device. */
export function setTheme(theme: ThemeChoice): void {
  storeChoice(storage(), theme);
  themeChoiceSignal.value = theme;
}
