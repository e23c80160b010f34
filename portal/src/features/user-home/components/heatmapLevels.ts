import type { Theme } from '@portal/shared/theme/themePreference';

export interface HeatmapLevel {
  min: number;
  max?: number;
  color: string;
}

const BOUNDS = [{ min: 0, max: 0 }, { min: 1, max: 2 }, { min: 3, max: 5 }, { min: 6, max: 9 }, { min: 10 }];

/** From no submission to many: more ink for more work, so on dark the busy days are the bright ones. */
const COLOURS: Record<Theme, readonly string[]> = {
  light: ['#ebedf0', '#bfdbfe', '#60a5fa', '#2563eb', '#1e3a8a'],
  dark: ['#232b38', '#1e3a8a', '#2563eb', '#60a5fa', '#bfdbfe'],
};

/** Five colour levels, from no submission to 10 or more in a day. */
export function heatmapLevels(theme: Theme): HeatmapLevel[] {
  return BOUNDS.map((bounds, index) => ({ ...bounds, color: COLOURS[theme][index] ?? '#888888' }));
}
