import type { ChartColours } from '@portal/shared/theme/chartColours';

/** The tooltip box in the theme's surface and text colours, as every chart of the portal shows it. */
export const tooltipStyle = (colours: ChartColours) => ({
  backgroundColor: colours.surface,
  borderColor: colours.border,
  textStyle: { color: colours.text },
});

/** Axis labels, lines and grid lines of a bar chart in the theme's colours. */
export const axisStyle = (colours: ChartColours) => ({
  axisLabel: { color: colours.muted },
  axisLine: { lineStyle: { color: colours.border } },
  splitLine: { lineStyle: { color: colours.grid } },
});
