import { isEditorThemeChoice, type EditorThemeChoice } from './editorThemes';
import { readStorage, writeStorage } from './editorStorage';

/** How the editor looks and which language it writes, kept per problem and as the reader's defaults. */
export interface EditorSettings {
  /** A language name as the problem lists it; '' for "the problem's first". */
  language: string;
  theme: EditorThemeChoice;
  fontSize: number;
  tabSize: number;
}

/** What is kept for one problem: the settings plus the code. */
export interface EditorDraft extends EditorSettings {
  code: string;
}

export const FONT_SIZES = [12, 13, 14, 15, 16, 17, 18, 19, 20] as const;
export const TAB_SIZES = [2, 4, 8] as const;
/** The editor's height on wide screens. */
export const EDITOR_HEIGHT_PX = 550;
/** Languages a problem without a list of its own offers. */
export const DEFAULT_LANGUAGES: readonly string[] = ['C', 'C++', 'Java', 'Python3', 'Python2'];

export const DEFAULT_SETTINGS: Readonly<EditorSettings> = Object.freeze({
  language: '',
  theme: 'auto',
  fontSize: 14,
  tabSize: 4,
});

export const SETTINGS_KEY = 'hoj.editor.settings';
/** Where HOJ's own Vue front end kept the reader's usual settings (read when this app has none yet). */
export const HOJ_SETTINGS_KEY = 'hojIndividualLanguageAndSetting';
/** HOJ's front end and this app's first versions stored this theme for everyone who never chose one. */
const OLD_DEFAULT_THEME = 'solarized';

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function pick<T extends number>(allowed: readonly T[], value: unknown, fallback: T): T {
  return allowed.includes(value as T) ? (value as T) : fallback;
}

/**
 * Reads stored settings field by field: a field of the wrong kind (an older or edited entry) keeps the default.
 * An entry written before the theme could follow the site (no `v`) holds the old default theme whether or not
 * anyone chose it, so that one theme reads as "follow the site".
 */
export function readSettings(
  raw: unknown,
  defaults: Readonly<EditorSettings> = DEFAULT_SETTINGS,
): EditorSettings {
  if (!isRecord(raw)) return { ...defaults };
  const theme = raw.v === undefined && raw.theme === OLD_DEFAULT_THEME ? 'auto' : raw.theme;
  return {
    language: typeof raw.language === 'string' ? raw.language : defaults.language,
    theme: isEditorThemeChoice(theme) ? theme : defaults.theme,
    fontSize: pick(FONT_SIZES, raw.fontSize, defaults.fontSize),
    tabSize: pick(TAB_SIZES, raw.tabSize, defaults.tabSize),
  };
}

/** The reader's defaults: the settings last used on any problem, else those HOJ's front end kept. */
export function loadGlobalSettings(): EditorSettings {
  return readSettings(readStorage(SETTINGS_KEY) ?? readStorage(HOJ_SETTINGS_KEY));
}

/** Makes settings (never code) the defaults for problems not opened yet. */
export function saveGlobalSettings(settings: EditorSettings): void {
  const { language, theme, fontSize, tabSize } = settings;
  writeStorage(SETTINGS_KEY, { v: 2, language, theme, fontSize, tabSize });
}

/**
 * The language to open a problem with: the draft's or the reader's usual one when the problem offers it, else
 * the problem's first.
 */
export function chooseLanguage(offered: readonly string[], ...preferred: string[]): string {
  return preferred.find((name) => name !== '' && offered.includes(name)) ?? offered[0] ?? '';
}
