import { useEffect, useRef } from 'react';
import { BarChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';

// Only what this chart draws: the full echarts bundle is several times larger.
echarts.use([BarChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

export interface WeekChartProps {
  dates: readonly string[];
  accepted: readonly number[];
  total: readonly number[];
  labels: { accepted: string; total: string };
  /** A one-sentence summary; the chart itself is an image to assistive technology. */
  summary: string;
  onError: () => void;
}

/** Bars per day, accepted beside all submissions. Loaded on demand, never part of the home page's first load. */
export function WeekChart({ dates, accepted, total, labels, summary, onError }: WeekChartProps) {
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
      chart = echarts.init(element, undefined, { renderer: 'svg' });
      chart.setOption({
        color: ['#16a34a', '#2563eb'],
        tooltip: { trigger: 'axis' },
        legend: { top: 0 },
        grid: { left: 8, right: 8, top: 36, bottom: 4 },
        xAxis: { type: 'category', data: [...dates] },
        yAxis: { type: 'value', minInterval: 1 },
        series: [
          { name: labels.accepted, type: 'bar', data: [...accepted], barMaxWidth: 22 },
          { name: labels.total, type: 'bar', data: [...total], barMaxWidth: 22 },
        ],
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
  }, [dates, accepted, total, labels.accepted, labels.total]);

  return <div ref={ref} className="week-stats__chart" role="img" aria-label={summary} />;
}

export default WeekChart;
