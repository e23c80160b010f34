import type { Theme } from './themePreference';

/** Colours a chart needs from the page's theme: echarts draws with its own styles, not the page's CSS. */
export interface ChartColours {
  text: string;
  muted: string;
  grid: string;
  surface: string;
  border: string;
  accepted: string;
  total: string;
  /** Distinct colours for categories (slices of a pie), each at least 3:1 against the surface. */
  palette: readonly string[];
}

// The same values as the palette in global.css; series colours are lighter on dark so bars keep 3:1 to it.
const COLOURS: Record<Theme, ChartColours> = {
  light: {
    text: '#111827',
    muted: '#4b5563',
    grid: '#e1e6ef',
    surface: '#ffffff',
    border: '#c7cfdc',
    accepted: '#16a34a',
    total: '#2563eb',
    palette: ['#dc2626', '#d97706', '#7c3aed', '#0891b2', '#db2777', '#4b5563', '#2563eb', '#65a30d'],
  },
  dark: {
    text: '#e6e9ef',
    muted: '#b6bfcc',
    grid: '#2c3544',
    surface: '#171d27',
    border: '#46526a',
    accepted: '#4ade80',
    total: '#60a5fa',
    palette: ['#f87171', '#fbbf24', '#a78bfa', '#22d3ee', '#f472b6', '#9ca3af', '#60a5fa', '#a3e635'],
  },
};

export function chartColours(theme: Theme): ChartColours {
  return COLOURS[theme];
}
