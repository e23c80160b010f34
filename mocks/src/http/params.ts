import type { PageMeta } from '@generated/model/index';
import { messages } from '../messages';
import { ApiFailure } from './failure';

/** Spring's conversion error for a malformed number or boolean escapes to the global handler: HTTP 500. */
const conversionError = () => new ApiFailure(500, messages.serverError, 500);

export function intParam(url: URL, name: string): number | undefined {
  const raw = url.searchParams.get(name);
  if (raw === null || raw.trim() === '') return undefined;
  const value = /^\s*[-+]?\d{1,10}\s*$/.test(raw) ? Number.parseInt(raw, 10) : Number.NaN;
  // An `Integer` parameter: anything else, or beyond 32 bits, fails Spring's conversion.
  if (!Number.isInteger(value) || value > 2 ** 31 - 1 || value < -(2 ** 31)) throw conversionError();
  return value;
}

const TRUE = new Set(['true', 'on', 'yes', '1']);
const FALSE = new Set(['false', 'off', 'no', '0']);

export function boolParam(url: URL, name: string, fallback: boolean): boolean {
  const raw = url.searchParams.get(name)?.trim().toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  if (TRUE.has(raw)) return true;
  if (FALSE.has(raw)) return false;
  throw conversionError();
}

/** A required `@RequestParam`: missing (or empty) is Spring's HTTP 400. */
const missing = (name: string) => new ApiFailure(400, messages.missingParameter(name), 400);

export function requiredIntParam(url: URL, name: string): number {
  const value = intParam(url, name);
  if (value === undefined) throw missing(name);
  return value;
}

export function requiredBoolParam(url: URL, name: string): boolean {
  if (!url.searchParams.get(name)?.trim()) throw missing(name);
  return boolParam(url, name, false);
}

export function requiredStringParam(url: URL, name: string): string {
  const value = url.searchParams.get(name);
  if (value === null || value.trim() === '') throw missing(name);
  return value;
}

export function stringParam(url: URL, name: string): string | undefined {
  const raw = url.searchParams.get(name)?.trim();
  return raw ? raw : undefined;
}

/** A string field of a JSON body; anything else (missing, null, a number) reads as empty. */
export function bodyString(body: unknown, name: string): string {
  if (typeof body !== 'object' || body === null) return '';
  const value = (body as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : '';
}

export interface PageRequest {
  current: number;
  size: number;
}

/** `currentPage` and `limit`; missing or below 1 means the operation's default (envelope.md §6). */
export function pageParams(url: URL, defaults: PageRequest): PageRequest {
  const current = intParam(url, 'currentPage');
  const size = intParam(url, 'limit');
  return {
    current: current !== undefined && current >= 1 ? current : defaults.current,
    size: size !== undefined && size >= 1 ? size : defaults.size,
  };
}

export type Page<T> = Required<PageMeta> & { records: T[] };

/** A MyBatis-Plus 3.2 page as Jackson writes it; a page past the end is empty. */
export function toPage<T>(rows: readonly T[], { current, size }: PageRequest): Page<T> {
  const start = (current - 1) * size;
  return {
    records: rows.slice(start, start + size),
    total: rows.length,
    size,
    current,
    orders: [],
    searchCount: true,
    pages: Math.ceil(rows.length / size),
  };
}
