import { createTheme, decomposeColor, getContrastRatio, recomposeColor } from '@mui/material/styles';
import { darkTheme, lightTheme } from '@backoffice/layout/theme';
import { chartColours } from './chartColours';

/** A colour with transparency as it shows over the background (contrast is measured on what is seen). */
function over(colour: string, background: string): string {
  const front = decomposeColor(colour);
  const back = decomposeColor(background);
  const opacity = front.values[3] ?? 1;
  const mixed = [0, 1, 2].map((index) =>
    Math.round((front.values[index] ?? 0) * opacity + (back.values[index] ?? 0) * (1 - opacity)),
  );
  return recomposeColor({ type: 'rgb', values: mixed as [number, number, number] });
}

describe.each([
  ['light', lightTheme],
  ['dark', darkTheme],
])('the judge-load chart in the %s theme', (_name, options) => {
  const theme = createTheme(options);
  const colours = chartColours(theme);
  const paper = theme.palette.background.paper;

  it('writes its labels, legend and tooltip in the palette’s text colours, readable on the paper', () => {
    expect(colours.text).toBe(theme.palette.text.primary);
    expect(colours.muted).toBe(theme.palette.text.secondary);
    expect(colours.surface).toBe(paper);
    expect(getContrastRatio(over(colours.text, paper), paper)).toBeGreaterThanOrEqual(4.5);
    expect(getContrastRatio(over(colours.muted, paper), paper)).toBeGreaterThanOrEqual(4.5);
  });

  it('draws the two series in colours that differ and stand out from the paper (3:1)', () => {
    expect(colours.cpu).not.toBe(colours.memory);
    expect(getContrastRatio(colours.cpu, paper)).toBeGreaterThanOrEqual(3);
    expect(getContrastRatio(colours.memory, paper)).toBeGreaterThanOrEqual(3);
  });
});

it('gives each theme its own colours, so switching themes redraws the chart in the other set', () => {
  expect(chartColours(createTheme(darkTheme))).not.toEqual(chartColours(createTheme(lightTheme)));
});
