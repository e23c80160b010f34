import type { UserCalendarHeatmapVO } from '@generated/model/index';

const DAY_MS = 86_400_000;

const parseDay = (day: string) => Date.parse(`${day}T00:00:00Z`);
const formatDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export interface HeatmapYear {
  range: [string, string];
  /** Every day of the range, oldest first, with its submissions (0 when none). */
  days: [string, number][];
  total: number;
  activeDays: number;
  busiest: { date: string; count: number } | null;
}

/** The year ending on `endDate` (365 days, as the server counts), every day filled in. */
export function heatmapYear(data: UserCalendarHeatmapVO): HeatmapYear {
  const end = parseDay(data.endDate);
  const start = end - 364 * DAY_MS;
  const counts = new Map<string, number>();
  for (const item of data.dataList) counts.set(item.date, (counts.get(item.date) ?? 0) + item.count);
  const days: [string, number][] = [];
  for (let at = start; at <= end; at += DAY_MS) {
    const date = formatDay(at);
    days.push([date, counts.get(date) ?? 0]);
  }
  let busiest: HeatmapYear['busiest'] = null;
  let total = 0;
  let activeDays = 0;
  for (const [date, count] of days) {
    total += count;
    if (count > 0) activeDays += 1;
    if (count > 0 && (!busiest || count > busiest.count)) busiest = { date, count };
  }
  return { range: [formatDay(start), data.endDate], days, total, activeDays, busiest };
}
