import { useEffect, useRef } from 'react';
import { BarChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
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
  const ref = useRef<HTMLDivElement>(null);
  const onErrorRef = useRef(onError);
  useEffect(() => {
    onErrorRef.current = onError;
  }, [onError]);

  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    let chart: echarts.ECharts;
    try {
      const colours = chartColours(theme);
      const axis = {
        axisLabel: { color: colours.muted },
        axisLine: { lineStyle: { color: colours.border } },
        splitLine: { lineStyle: { color: colours.grid } },
      };
      chart = echarts.init(element, undefined, { renderer: 'svg' });
      chart.setOption({
        color: series.map((item) => colours[item.tone]),
        textStyle: { color: colours.text },
        tooltip: {
          trigger: 'axis',
          backgroundColor: colours.surface,
          borderColor: colours.border,
          textStyle: { color: colours.text },
        },
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
      });
    } catch {
      onErrorRef.current();
      return undefined;
    }
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => chart.resize());
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      chart.dispose();
    };
  }, [usernames, series, theme]);

  return <div ref={ref} className="rank-chart__canvas" role="img" aria-label={summary} />;
}

export default TopTenChart;
