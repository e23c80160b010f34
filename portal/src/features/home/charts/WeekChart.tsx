import { useMemo } from 'react';
import { BarChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { axisStyle, tooltipStyle } from '@portal/shared/charts/chartStyle';
import { useEChart } from '@portal/shared/charts/useEChart';
import { chartColours } from '@portal/shared/theme/chartColours';
import type { Theme } from '@portal/shared/theme/themePreference';

// Only what this chart draws: the full echarts bundle is several times larger.
echarts.use([BarChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

export interface WeekChartProps {
  dates: readonly string[];
  accepted: readonly number[];
  total: readonly number[];
  labels: { accepted: string; total: string };
  /** A one-sentence summary; the chart itself is an image to assistive technology. */
  summary: string;
  theme: Theme;
  onError: () => void;
}

/** Bars per day, accepted beside all submissions. Loaded on demand, never part of the home page's first load. */
export function WeekChart({ dates, accepted, total, labels, summary, theme, onError }: WeekChartProps) {
  const option = useMemo(() => {
    const colours = chartColours(theme);
    const axis = axisStyle(colours);
    return {
      color: [colours.accepted, colours.total],
      textStyle: { color: colours.text },
      tooltip: { trigger: 'axis', ...tooltipStyle(colours) },
      legend: { top: 0, textStyle: { color: colours.text } },
      grid: { left: 8, right: 8, top: 36, bottom: 4 },
      xAxis: { type: 'category', data: [...dates], ...axis },
      yAxis: { type: 'value', minInterval: 1, ...axis },
      series: [
        { name: labels.accepted, type: 'bar', data: [...accepted], barMaxWidth: 22 },
        { name: labels.total, type: 'bar', data: [...total], barMaxWidth: 22 },
      ],
    };
  }, [dates, accepted, total, labels.accepted, labels.total, theme]);
  const ref = useEChart(option, onError);
  return <div ref={ref} className="week-stats__chart" role="img" aria-label={summary} />;
}

export default WeekChart;
