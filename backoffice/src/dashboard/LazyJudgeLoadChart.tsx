import { useEffect, useState } from 'react';
import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type JudgeLoadChart from './JudgeLoadChart';
import type { JudgeLoad } from './JudgeLoadChart';

type ChartModule = { default: typeof JudgeLoadChart };
type LoadState = { status: 'loading' } | { status: 'ready'; module: ChartModule } | { status: 'failed' };

/**
 * echarts is fetched only when there is something to draw. If its chunk cannot load (offline), or the browser
 * lacks ResizeObserver (the chart follows its container with it; jsdom has none, nor a canvas), the note points
 * to the table, which holds the same numbers.
 */
export function LazyJudgeLoadChart(props: {
  loads: readonly JudgeLoad[];
  labels: { cpu: string; memory: string; title: string };
}) {
  const translate = useTranslate();
  const [state, setState] = useState<LoadState>({ status: 'loading' });
  useEffect(() => {
    if (typeof ResizeObserver === 'undefined') {
      setState({ status: 'failed' });
      return undefined;
    }
    let live = true;
    import('./JudgeLoadChart').then(
      (module) => live && setState({ status: 'ready', module }),
      () => live && setState({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, []);

  if (state.status === 'loading') return null;
  if (state.status === 'failed') {
    return <Typography color="text.secondary">{translate('hoj.dashboardInfo.chartFailed')}</Typography>;
  }
  const Chart = state.module.default;
  return <Chart {...props} />;
}
