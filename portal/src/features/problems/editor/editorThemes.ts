/** The editor themes a reader may pick, in menu order. */
export const EDITOR_THEMES = [
  'monokai',
  'solarized',
  'material',
  'idea',
  'eclipse',
  'base16-dark',
  'cobalt',
  'dracula',
] as const;

export type EditorTheme = (typeof EDITOR_THEMES)[number];

export function isEditorTheme(value: unknown): value is EditorTheme {
  return typeof value === 'string' && (EDITOR_THEMES as readonly string[]).includes(value);
}

/** What a reader picks: a theme, or `auto` to follow the site's light or dark theme (the default). */
export type EditorThemeChoice = EditorTheme | 'auto';

export function isEditorThemeChoice(value: unknown): value is EditorThemeChoice {
  return value === 'auto' || isEditorTheme(value);
}

/** The themes `auto` stands for: HOJ's familiar light default, and a dark one close to the site's own. */
export const AUTO_THEMES: Readonly<Record<'light' | 'dark', EditorTheme>> = Object.freeze({
  light: 'solarized',
  dark: 'material',
});

export function resolveEditorTheme(choice: EditorThemeChoice, site: 'light' | 'dark'): EditorTheme {
  return choice === 'auto' ? AUTO_THEMES[site] : choice;
}

/**
 * One theme's colours. The classic palettes are kept in spirit, but every text colour is darkened or lightened
 * until it reads at 4.5:1 against the background (several originals, such as Solarized's green or Dracula's
 * comments, fall short), so code stays legible and the page passes the contrast checks in any theme.
 */
export interface ThemePalette {
  dark: boolean;
  background: string;
  foreground: string;
  lineNumber: string;
  lineHighlight: string;
  selection: string;
  cursor: string;
  comment: string;
  keyword: string;
  string: string;
  number: string;
  type: string;
  function: string;
}

export const THEME_PALETTES: Record<EditorTheme, ThemePalette> = {
  monokai: {
    dark: true,
    background: '#272822',
    foreground: '#f8f8f2',
    lineNumber: '#a8a48c',
    lineHighlight: '#33342c',
    selection: '#49483e',
    cursor: '#f8f8f0',
    comment: '#a8a48c',
    keyword: '#ff75a4',
    string: '#e6db74',
    number: '#b995ff',
    type: '#66d9ef',
    function: '#a6e22e',
  },
  solarized: {
    dark: false,
    background: '#fdf6e3',
    foreground: '#3b4e55',
    lineNumber: '#55636a',
    lineHighlight: '#eee8d5',
    selection: '#e3dcc6',
    cursor: '#3b4e55',
    comment: '#55636a',
    keyword: '#5a6b00',
    string: '#1d6f68',
    number: '#b02a71',
    type: '#7f5f00',
    function: '#1f5f9e',
  },
  material: {
    dark: true,
    background: '#263238',
    foreground: '#eeffff',
    lineNumber: '#94a7b0',
    lineHighlight: '#2e3c43',
    selection: '#3c4f58',
    cursor: '#ffcc00',
    comment: '#94a7b0',
    keyword: '#c792ea',
    string: '#c3e88d',
    number: '#f78c6c',
    type: '#ffcb6b',
    function: '#82aaff',
  },
  idea: {
    dark: false,
    background: '#ffffff',
    foreground: '#000000',
    lineNumber: '#6b6b6b',
    lineHighlight: '#fffae3',
    selection: '#cfe0fb',
    cursor: '#000000',
    comment: '#6b6b6b',
    keyword: '#000080',
    string: '#006e00',
    number: '#0000ff',
    type: '#107275',
    function: '#00627a',
  },
  eclipse: {
    dark: false,
    background: '#ffffff',
    foreground: '#000000',
    lineNumber: '#6b6b6b',
    lineHighlight: '#e8f2fe',
    selection: '#cfe0fb',
    cursor: '#000000',
    comment: '#33704f',
    keyword: '#7f0055',
    string: '#2a00ff',
    number: '#116644',
    type: '#0000c0',
    function: '#000000',
  },
  'base16-dark': {
    dark: true,
    background: '#151515',
    foreground: '#e0e0e0',
    lineNumber: '#8f8f8f',
    lineHighlight: '#202020',
    selection: '#353535',
    cursor: '#b0b0b0',
    comment: '#8f8f8f',
    keyword: '#c48dba',
    string: '#90a959',
    number: '#d28445',
    type: '#f4bf75',
    function: '#6a9fb5',
  },
  cobalt: {
    dark: true,
    background: '#002240',
    foreground: '#ffffff',
    lineNumber: '#8fa7c0',
    lineHighlight: '#00325c',
    selection: '#b36539',
    cursor: '#ffffff',
    comment: '#4aa8ff',
    keyword: '#ffee80',
    string: '#3ad900',
    number: '#ff628c',
    type: '#80ffbb',
    function: '#ffb054',
  },
  dracula: {
    dark: true,
    background: '#282a36',
    foreground: '#f8f8f2',
    lineNumber: '#a3acd6',
    lineHighlight: '#323443',
    selection: '#44475a',
    cursor: '#f8f8f0',
    comment: '#a3acd6',
    keyword: '#ff79c6',
    string: '#f1fa8c',
    number: '#bd93f9',
    type: '#8be9fd',
    function: '#50fa7b',
  },
};

/** WCAG relative luminance of `#rrggbb`. */
function luminance(hex: string): number {
  const channel = (offset: number) => {
    const value = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** WCAG contrast ratio of two `#rrggbb` colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}
