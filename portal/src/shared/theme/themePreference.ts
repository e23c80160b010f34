/** The reader's stored choice; absent means the system's setting decides. */
export type ThemeChoice = 'light' | 'dark';
export type Theme = 'light' | 'dark';

export const THEME_STORAGE_KEY = 'hoj-portal-theme';

/** A stored value another version or a hand edit left behind counts as no choice, never as an error. */
export function parseThemeChoice(raw: string | null | undefined): ThemeChoice | null {
  return raw === 'light' || raw === 'dark' ? raw : null;
}

export function resolveTheme(choice: ThemeChoice | null, systemPrefersDark: boolean): Theme {
  return choice ?? (systemPrefersDark ? 'dark' : 'light');
}

/** Private windows and locked-down kiosks throw on storage access; the theme then lasts for the page only. */
export function readStoredChoice(storage: Pick<Storage, 'getItem'> | undefined): ThemeChoice | null {
  try {
    return parseThemeChoice(storage?.getItem(THEME_STORAGE_KEY));
  } catch {
    return null;
  }
}

export function storeChoice(storage: Pick<Storage, 'setItem'> | undefined, choice: ThemeChoice): void {
  try {
    storage?.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // Not remembered, still applied.
  }
}
