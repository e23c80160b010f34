import { useEffect, useMemo, useRef } from 'react';
import { HeatmapChart as HeatmapSeries } from 'echarts/charts';
import { CalendarComponent, TooltipComponent, VisualMapComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { tooltipStyle } from '@portal/shared/charts/chartStyle';
import { useEChart } from '@portal/shared/charts/useEChart';
import { chartColours } from '@portal/shared/theme/chartColours';
import type { Theme } from '@portal/shared/theme/themePreference';
import { heatmapLevels } from '../components/heatmapLevels';

echarts.use([HeatmapSeries, CalendarComponent, TooltipComponent, VisualMapComponent, SVGRenderer]);

export interface HeatmapChartProps {
  /** `yyyy-MM-dd` of the first and last day shown. */
  range: [string, string];
  /** Every day of the range with its count (0 included). */
  days: readonly (readonly [string, number])[];
  tooltip: (date: string, count: number) => string;
  summary: string;
  /** Month and weekday names: `ZH` or `EN`. */
  names: 'ZH' | 'EN';
  theme: Theme;
  onError: () => void;
}

/** A year of days as a calendar grid (weeks across, weekdays down). Loaded on demand. */
export function HeatmapChart({ range, days, tooltip, summary, names, theme, onError }: HeatmapChartProps) {
  // The tooltip text is read when shown, so a new function (a language switch) needs no redraw.
  const tooltipRef = useRef(tooltip);
  useEffect(() => {
    tooltipRef.current = tooltip;
  }, [tooltip]);
  const option = useMemo(() => {
    const colours = chartColours(theme);
    const levels = heatmapLevels(theme);
    return {
      tooltip: {
        ...tooltipStyle(colours),
        formatter: (params: { value?: unknown }) => {
          const [date, count] = Array.isArray(params.value) ? params.value : [];
          return tooltipRef.current(String(date), Number(count));
        },
      },
      visualMap: { type: 'piecewise', show: false, pieces: levels },
      calendar: {
        range,
        top: 24,
        left: 32,
        right: 8,
        cellSize: ['auto', 14],
        splitLine: { show: false },
        itemStyle: { borderColor: colours.surface, borderWidth: 2, color: levels[0]?.color },
        yearLabel: { show: false },
        dayLabel: { fontSize: 10, nameMap: names, color: colours.muted },
        monthLabel: { fontSize: 10, nameMap: names, color: colours.muted },
      },
      series: [{ type: 'heatmap', coordinateSystem: 'calendar', data: days.map((day) => [...day]) }],
    };
  }, [range, days, names, theme]);
  const ref = useEChart(option, onError);
  return <div ref={ref} className="heatmap__chart" role="img" aria-label={summary} />;
}

export default HeatmapChart;
