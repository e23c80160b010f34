import { useEffect, useRef } from 'react';
import { HeatmapChart as HeatmapSeries } from 'echarts/charts';
import { CalendarComponent, TooltipComponent, VisualMapComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
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
  const ref = useRef<HTMLDivElement>(null);
  const handlers = useRef({ tooltip, onError });
  useEffect(() => {
    handlers.current = { tooltip, onError };
  }, [tooltip, onError]);

  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    let chart: echarts.ECharts;
    try {
      const colours = chartColours(theme);
      const levels = heatmapLevels(theme);
      chart = echarts.init(element, undefined, { renderer: 'svg' });
      chart.setOption({
        tooltip: {
          backgroundColor: colours.surface,
          borderColor: colours.border,
          textStyle: { color: colours.text },
          formatter: (params: { value?: unknown }) => {
            const [date, count] = Array.isArray(params.value) ? params.value : [];
            return handlers.current.tooltip(String(date), Number(count));
          },
        },
        visualMap: {
          type: 'piecewise',
          show: false,
          pieces: levels,
        },
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
      });
    } catch {
      handlers.current.onError();
      return undefined;
    }
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => chart.resize());
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      chart.dispose();
    };
  }, [range, days, names, theme]);

  return <div ref={ref} className="heatmap__chart" role="img" aria-label={summary} />;
}

export default HeatmapChart;
