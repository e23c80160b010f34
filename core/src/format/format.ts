import { DEFAULT_LOCALE, type Locale } from '../i18n/locale';
import { coreText } from '../i18n/messages';
import { parseHojDate, type DateInput } from './date';
import { dateTimeFormat, numberFormat } from './intlCache';

export { parseHojDate, type DateInput } from './date';

/** What a missing or empty value shows, in every language. */
export const EMPTY_VALUE = '--';

type NumberInput = number | string | null | undefined;

function toNumber(value: NumberInput): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' && value.trim() === '') return null;
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? number : null;
}

/** Thousands grouped with commas, as both supported locales write integers. */
function groupedInteger(value: number): string {
  const digits = Math.abs(value).toString();
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return value < 0 ? `-${grouped}` : grouped;
}

function decimal(value: number, locale: Locale, maximumFractionDigits = 2): string {
  // Whole numbers (time and memory limits, run times) skip Intl: its first use on a page loads the locale's
  // number data, which cost a problem page's first render about 45 ms on a phone-speed CPU.
  if (Number.isSafeInteger(value) && (locale === 'zh-CN' || locale === 'en-US')) return groupedInteger(value);
  return numberFormat(locale, { maximumFractionDigits }).format(value);
}

/** Steps of 1024 from the first unit; the largest unit whose value is at least 1. */
function scaled(value: number, units: readonly string[], locale: Locale): string {
  let amount = value;
  let index = 0;
  while (Math.abs(amount) >= 1024 && index < units.length - 1) {
    amount /= 1024;
    index += 1;
  }
  return `${decimal(amount, locale)} ${units[index] ?? ''}`;
}

/** Memory the judge reports in KB, shown in KB, MB or GB (steps of 1024). */
export function formatMemory(kb: NumberInput, locale: Locale = DEFAULT_LOCALE): string {
  const value = toNumber(kb);
  return value === null ? EMPTY_VALUE : scaled(value, ['KB', 'MB', 'GB'], locale);
}

/** Sizes such as code length, in B, KB, MB or GB (steps of 1024). */
export function formatBytes(bytes: NumberInput, locale: Locale = DEFAULT_LOCALE): string {
  const value = toNumber(bytes);
  return value === null ? EMPTY_VALUE : scaled(value, ['B', 'KB', 'MB', 'GB'], locale);
}

/** Run time in ms. */
export function formatTime(ms: NumberInput, locale: Locale = DEFAULT_LOCALE): string {
  const value = toNumber(ms);
  return value === null ? EMPTY_VALUE : `${decimal(value, locale, 0)} ms`;
}

/** Accepted / total as a percentage with 2 decimals; 0.00% when nothing was submitted. */
export function formatAcRate(ac: NumberInput, total: NumberInput, locale: Locale = DEFAULT_LOCALE): string {
  const accepted = toNumber(ac);
  const all = toNumber(total);
  if (accepted === null || all === null) return EMPTY_VALUE;
  const rate = all === 0 ? 0 : accepted / all;
  return numberFormat(locale, {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(rate);
}

export interface DateTimeOptions {
  /** IANA zone; the viewer's own by default. */
  timeZone?: string;
  seconds?: boolean;
}

/** Date and time, 24-hour clock, in the viewer's zone. */
export function formatDateTime(
  value: DateInput,
  locale: Locale = DEFAULT_LOCALE,
  options: DateTimeOptions = {},
) {
  const date = parseHojDate(value);
  if (!date) return EMPTY_VALUE;
  return dateTimeFormat(locale, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: options.seconds ? '2-digit' : undefined,
    hourCycle: 'h23',
    timeZone: options.timeZone,
  }).format(date);
}

/** Date only. */
export function formatDate(value: DateInput, locale: Locale = DEFAULT_LOCALE, options: DateTimeOptions = {}) {
  const date = parseHojDate(value);
  if (!date) return EMPTY_VALUE;
  return dateTimeFormat(locale, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone: options.timeZone,
  }).format(date);
}

const DURATION_UNITS = [
  ['duration.day', 86_400],
  ['duration.hour', 3_600],
  ['duration.minute', 60],
  ['duration.second', 1],
] as const;

/**
 * A span of seconds as its largest unit and the unit just below it, left out when zero: '5 h', '2 d 3 h',
 * '1 min 30 s'. Smaller units are dropped, so two days and five minutes reads '2 d' (about two days), never
 * '2 d 5 min' with the hours skipped.
 */
export function formatDuration(seconds: NumberInput, locale: Locale = DEFAULT_LOCALE): string {
  const value = toNumber(seconds);
  if (value === null || value < 0) return EMPTY_VALUE;
  let rest = Math.floor(value);
  const parts: string[] = [];
  for (const [key, size] of DURATION_UNITS) {
    const amount = Math.floor(rest / size);
    rest -= amount * size;
    if (amount > 0 && parts.length < 2) parts.push(coreText(locale, key, { n: amount }));
    else if (parts.length > 0) break;
  }
  return parts.length > 0 ? parts.join(' ') : coreText(locale, 'duration.second', { n: 0 });
}

const RELATIVE_UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
  ['second', 1],
];

/** '3 hours ago', 'in 2 days', 'yesterday' (localised), relative to `nowMs`. */
export function formatRelativeTime(
  value: DateInput,
  locale: Locale = DEFAULT_LOCALE,
  nowMs: number = Date.now(),
): string {
  const date = parseHojDate(value);
  if (!date) return EMPTY_VALUE;
  const diffSeconds = (date.getTime() - nowMs) / 1000;
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  for (const [unit, size] of RELATIVE_UNITS) {
    if (Math.abs(diffSeconds) >= size || unit === 'second') {
      return format.format(Math.round(diffSeconds / size), unit);
    }
  }
  return format.format(0, 'second');
}
