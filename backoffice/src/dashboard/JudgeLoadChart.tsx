import { useEffect, useRef } from 'react';
import { Box } from '@mui/material';
import * as echarts from 'echarts/core';
import { BarChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';

echarts.use([BarChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

export interface JudgeLoad {
  name: string;
  cpu: number;
  memory: number;
}

/**
 * Bars of CPU and memory load per judge server. Loaded lazily (echarts stays out of the entry chunk); the
 * figure has a text label and the same numbers are in the table beside it.
 */
export default function JudgeLoadChart({
  loads,
  labels,
}: {
  loads: readonly JudgeLoad[];
  labels: { cpu: string; memory: string; title: string };
}) {
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = container.current;
    if (!element) return undefined;
    const chart = echarts.init(element, undefined, { renderer: 'svg' });
    chart.setOption({
      tooltip: { trigger: 'axis' },
      legend: { data: [labels.cpu, labels.memory] },
      grid: { left: 40, right: 16, top: 40, bottom: 32 },
      xAxis: { type: 'category', data: loads.map((l) => l.name) },
      yAxis: { type: 'value', max: 100 },
      series: [
        { name: labels.cpu, type: 'bar', data: loads.map((l) => l.cpu) },
        { name: labels.memory, type: 'bar', data: loads.map((l) => l.memory) },
      ],
    });
    const observer = new ResizeObserver(() => chart.resize());
    observer.observe(element);
    return () => {
      observer.disconnect();
      chart.dispose();
    };
  }, [loads, labels]);

  return <Box ref={container} role="img" aria-label={labels.title} sx={{ width: '100%', height: 240 }} />;
}
