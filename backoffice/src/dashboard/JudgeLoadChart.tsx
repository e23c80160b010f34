import { useEffect, useMemo, useRef } from 'react';
import { Box, useTheme } from '@mui/material';
import * as echarts from 'echarts/core';
import { BarChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';
import { chartColours } from './chartColours';

echarts.use([BarChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

export interface JudgeLoad {
  name: string;
  cpu: number;
  memory: number;
}

/**
 * Bars of CPU and memory load per judge server. Loaded lazily (echarts stays out of the entry chunk); the
 * figure has a text label and the same numbers are in the table beside it. Drawn in the MUI theme's colours,
 * and drawn again when staff switch between light and dark.
 */
export default function JudgeLoadChart({
  loads,
  labels,
}: {
  loads: readonly JudgeLoad[];
  labels: { cpu: string; memory: string; title: string };
}) {
  const container = useRef<HTMLDivElement>(null);
  const theme = useTheme();
  const colours = useMemo(() => chartColours(theme), [theme]);

  useEffect(() => {
    const element = container.current;
    if (!element) return undefined;
    const chart = echarts.init(element, undefined, { renderer: 'svg' });
    const axis = {
      axisLabel: { color: colours.muted },
      axisLine: { lineStyle: { color: colours.line } },
      splitLine: { lineStyle: { color: colours.line } },
    };
    chart.setOption({
      color: [colours.cpu, colours.memory],
      textStyle: { color: colours.text },
      tooltip: {
        trigger: 'axis',
        backgroundColor: colours.surface,
        borderColor: colours.line,
        textStyle: { color: colours.text },
      },
      // Above the bars: at echarts 6's default place (the bottom) it covered the servers' names.
      legend: { top: 0, data: [labels.cpu, labels.memory], textStyle: { color: colours.text } },
      grid: { left: 40, right: 16, top: 40, bottom: 32 },
      xAxis: { type: 'category', data: loads.map((l) => l.name), ...axis },
      yAxis: { type: 'value', max: 100, ...axis },
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
  }, [loads, labels, colours]);

  return <Box ref={container} role="img" aria-label={labels.title} sx={{ width: '100%', height: 240 }} />;
}
