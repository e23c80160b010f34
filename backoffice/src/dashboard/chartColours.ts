import type { Theme } from '@mui/material';

/** What the judge-load chart draws with: echarts paints its own SVG and reads none of MUI's styles. */
export interface ChartColours {
  text: string;
  muted: string;
  line: string;
  surface: string;
  cpu: string;
  memory: string;
}

/**
 * The chart's colours from the current MUI palette, so it follows the light/dark switch: texts in the
 * palette's text colours, axes and grid in its divider, the tooltip on its paper, and the two series in the
 * primary and success colours, which both themes keep at 3:1 or more against the paper.
 */
export function chartColours(theme: Theme): ChartColours {
  const { palette } = theme;
  return {
    text: palette.text.primary,
    muted: palette.text.secondary,
    line: palette.divider,
    surface: palette.background.paper,
    cpu: palette.primary.main,
    memory: palette.success.main,
  };
}
