import { useMemo } from 'react';
import { PieChart } from 'echarts/charts';
import { TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { tooltipStyle } from '@portal/shared/charts/chartStyle';
import { useEChart } from '@portal/shared/charts/useEChart';
import { chartColours } from '@portal/shared/theme/chartColours';
import type { Theme } from '@portal/shared/theme/themePreference';

// Only what this chart draws: the full echarts bundle is several times larger.
echarts.use([PieChart, TooltipComponent, SVGRenderer]);

export interface ResultSlice {
  name: string;
  value: number;
  /** The accepted slice takes the chart's accepted colour; the others the palette in order. */
  accepted: boolean;
}

export interface ResultPieProps {
  slices: readonly ResultSlice[];
  /** A one-sentence summary; the chart itself is an image to assistive technology (the table says it all). */
  summary: string;
  theme: Theme;
  onError: () => void;
}

/** The problem's results as a pie. Loaded when the statistics dialog opens, never with the page. */
export function ResultPie({ slices, summary, theme, onError }: ResultPieProps) {
  const option = useMemo(() => {
    const colours = chartColours(theme);
    let next = 0;
    const data = slices.map((slice) => ({
      name: slice.name,
      value: slice.value,
      itemStyle: {
        color: slice.accepted ? colours.accepted : colours.palette[next++ % colours.palette.length],
      },
    }));
    return {
      textStyle: { color: colours.text },
      tooltip: { trigger: 'item', formatter: '{b}: {c} ({d}%)', ...tooltipStyle(colours) },
      series: [
        {
          type: 'pie',
          radius: ['35%', '65%'],
          itemStyle: { borderColor: colours.surface, borderWidth: 2 },
          label: { color: colours.text, formatter: '{b}: {c}' },
          labelLine: { lineStyle: { color: colours.muted } },
          data,
        },
      ],
    };
  }, [slices, theme]);
  const ref = useEChart(option, onError);

  return <div ref={ref} className="problem-stats__chart" role="img" aria-label={summary} />;
}

export default ResultPie;
