import { useEffect, useRef, type RefObject } from 'react';
import { init, type EChartsCoreOption } from 'echarts/core';

/**
 * Draws `option` into the returned element with echarts (SVG), again whenever `option` changes (memoise it:
 * data, texts and theme colours), follows the element's size, and disposes of the chart on unmount. A chart
 * that cannot be drawn (no layout, a broken option) calls `onError`, so its panel shows its table instead.
 * Each chart module registers the echarts parts it draws with (`use`) before rendering.
 */
export function useEChart(option: EChartsCoreOption, onError: () => void): RefObject<HTMLDivElement | null> {
  const ref = useRef<HTMLDivElement>(null);
  const onErrorRef = useRef(onError);
  useEffect(() => {
    onErrorRef.current = onError;
  }, [onError]);

  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    let chart: ReturnType<typeof init> | undefined;
    try {
      chart = init(element, undefined, { renderer: 'svg' });
      chart.setOption(option);
    } catch {
      chart?.dispose();
      onErrorRef.current();
      return undefined;
    }
    const drawn = chart;
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => drawn.resize());
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      drawn.dispose();
    };
  }, [option]);

  return ref;
}
