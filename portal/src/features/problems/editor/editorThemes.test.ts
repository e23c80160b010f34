import { contrastRatio, EDITOR_THEMES, isEditorTheme, THEME_PALETTES } from './editorThemes';

const TEXT_COLOURS = [
  'foreground',
  'lineNumber',
  'comment',
  'keyword',
  'string',
  'number',
  'type',
  'function',
] as const;

describe('editor themes', () => {
  it('offers the eight themes', () => {
    expect(EDITOR_THEMES).toEqual([
      'monokai',
      'solarized',
      'material',
      'idea',
      'eclipse',
      'base16-dark',
      'cobalt',
      'dracula',
    ]);
    expect(isEditorTheme('cobalt')).toBe(true);
    expect(isEditorTheme('neon')).toBe(false);
  });

  it.each(EDITOR_THEMES)(
    '%s: every text colour reads at 4.5:1 on the background and the current line',
    (name) => {
      const palette = THEME_PALETTES[name];
      const short = TEXT_COLOURS.flatMap((key) =>
        [palette.background, palette.lineHighlight]
          .map((bg) => ({ key, bg, ratio: contrastRatio(palette[key], bg) }))
          .filter(({ ratio }) => ratio < 4.5),
      );
      expect(short).toEqual([]);
    },
  );

  it('computes WCAG ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });
});
