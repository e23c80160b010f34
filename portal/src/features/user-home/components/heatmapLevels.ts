/** Five colour levels, from no submission to 10 or more in a day (light to dark). */
export const HEATMAP_LEVELS = [
  { min: 0, max: 0, color: '#ebedf0' },
  { min: 1, max: 2, color: '#bfdbfe' },
  { min: 3, max: 5, color: '#60a5fa' },
  { min: 6, max: 9, color: '#2563eb' },
  { min: 10, color: '#1e3a8a' },
] as const;
