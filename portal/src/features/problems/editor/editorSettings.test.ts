import {
  chooseLanguage,
  DEFAULT_SETTINGS,
  HOJ_SETTINGS_KEY,
  loadGlobalSettings,
  readSettings,
  saveGlobalSettings,
  SETTINGS_KEY,
} from './editorSettings';
import { resolveEditorTheme } from './editorThemes';

beforeEach(() => localStorage.clear());

describe('editor settings', () => {
  it('follows the site theme until the reader picks one', () => {
    expect(DEFAULT_SETTINGS.theme).toBe('auto');
    expect(resolveEditorTheme('auto', 'dark')).toBe('material');
    expect(resolveEditorTheme('auto', 'light')).toBe('solarized');
    expect(resolveEditorTheme('dracula', 'light')).toBe('dracula');
  });

  it('reads damaged entries field by field', () => {
    expect(readSettings({ language: 3, theme: 'neon', fontSize: 40, tabSize: 4 })).toEqual({
      ...DEFAULT_SETTINGS,
      tabSize: 4,
    });
    localStorage.setItem(SETTINGS_KEY, '{not json');
    expect(loadGlobalSettings()).toEqual(DEFAULT_SETTINGS);
  });

  it("reads the old default theme of entries written before it could follow the site as 'follow the site'", () => {
    expect(readSettings({ theme: 'solarized' }).theme).toBe('auto');
    expect(readSettings({ v: 2, theme: 'solarized' }).theme).toBe('solarized');
    expect(readSettings({ theme: 'cobalt' }).theme).toBe('cobalt');
  });

  it("keeps the reader's defaults, falling back on those HOJ's own front end kept", () => {
    localStorage.setItem(
      HOJ_SETTINGS_KEY,
      JSON.stringify({ language: 'Java', theme: 'monokai', fontSize: 16, tabSize: 2 }),
    );
    expect(loadGlobalSettings()).toEqual({ language: 'Java', theme: 'monokai', fontSize: 16, tabSize: 2 });
    saveGlobalSettings({ language: 'C++', theme: 'auto', fontSize: 14, tabSize: 4 });
    expect(loadGlobalSettings()).toEqual({ language: 'C++', theme: 'auto', fontSize: 14, tabSize: 4 });
  });

  it('opens with a language the problem offers', () => {
    expect(chooseLanguage(['C', 'C++'], 'Java', 'C++')).toBe('C++');
    expect(chooseLanguage(['C', 'C++'], 'Java', '')).toBe('C');
    expect(chooseLanguage([], 'Java')).toBe('');
  });
});
