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

export interface TopTenSeries {
  name: string;
  values: readonly number[];
  /** Which of the theme's series colours it takes */
  tone: 'accepted' | 'total';
}

export interface TopTenChartProps {
  usernames: readonly string[];
  series: readonly TopTenSeries[];
  /** A one-sentence summary; the chart itself is an image to assistive technology. */
  summary: string;
  theme: Theme;
  onError: () => void;
}

/** Bars per user of the first ten of a rank list. Loaded on demand, never part of the page's first load. */
export function TopTenChart({ usernames, series, summary, theme, onError }: TopTenChartProps) {
  const option = useMemo(() => {
    const colours = chartColours(theme);
    const axis = axisStyle(colours);
    return {
      color: series.map((item) => colours[item.tone]),
      textStyle: { color: colours.text },
      tooltip: { trigger: 'axis', ...tooltipStyle(colours) },
      legend: { top: 0, textStyle: { color: colours.text } },
      grid: { left: 8, right: 8, top: 36, bottom: 4 },
      xAxis: {
        type: 'category',
        data: [...usernames],
        ...axis,
        axisLabel: { ...axis.axisLabel, interval: 0, rotate: 20 },
      },
      yAxis: { type: 'value', minInterval: 1, ...axis },
      series: series.map((item) => ({
        name: item.name,
        type: 'bar',
        data: [...item.values],
        barMaxWidth: 28,
      })),
    };
  }, [usernames, series, theme]);
  const ref = useEChart(option, onError);
  return <div ref={ref} className="rank-chart__canvas" role="img" aria-label={summary} />;
}

export default TopTenChart;
