/** Figures the board and request-rate benches print: percentiles and units. */

/** The value below which `share` (0–1) of the values lie (nearest rank); 0 for none. */
export function percentile(values: readonly number[], share: number): number {
  if (values.length === 0) return 0;
  const list = [...values].sort((a, b) => a - b);
  return list[Math.min(list.length - 1, Math.max(0, Math.ceil(share * list.length) - 1))]!;
}

export const median = (values: readonly number[]): number => percentile(values, 0.5);

export const ms = (value: number): string => `${Math.round(value)} ms`;

export const seconds = (value: number, digits = 1): string => `${(value / 1000).toFixed(digits)} s`;
