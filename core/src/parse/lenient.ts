import { getHttpConfig } from '../http/config';
import { coreText } from '../i18n/messages';

/**
 * Reading a response defensively at the edge. A real HOJ server sends `null` for an empty list, and some of its
 * settings are JSON kept as text, so a list may arrive as an array, as null, or as a JSON string. Those shapes are
 * read as the list they mean; anything else is a malformed answer, thrown as an error the panel that asked shows
 * with its retry, so one bad field never takes the page down.
 */
export class MalformedResponseError extends Error {
  readonly what: string;
  /** What was wrong, for the console and bug reports; the message is the localised text a panel shows. */
  readonly detail: string;

  constructor(what: string, received: unknown) {
    super(coreText(getHttpConfig().locale(), 'error.malformed'));
    this.name = 'MalformedResponseError';
    this.what = what;
    this.detail = `${what}: expected a list, received ${describe(received)}`;
  }
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'string') return `text "${value.length > 40 ? `${value.slice(0, 40)}…` : value}"`;
  return typeof value;
}

/** A list from an array, null/undefined/blank text (empty), or a JSON string holding a list or null. */
export function listOf<T>(value: unknown, what: string): T[] {
  if (value === null || value === undefined) return [];
  if (Array.isArray(value)) return value as T[];
  if (typeof value === 'string') {
    const text = value.trim();
    if (text === '') return [];
    try {
      const parsed: unknown = JSON.parse(text);
      if (parsed === null) return [];
      if (Array.isArray(parsed)) return parsed as T[];
    } catch {
      // Not JSON: reported below like any other wrong shape.
    }
  }
  throw new MalformedResponseError(what, value);
}

/** Keeps the entries that are objects (a null or a number inside a list is dropped, not rendered). */
export function recordsOf<T extends object>(value: unknown, what: string): T[] {
  return listOf<unknown>(value, what).filter(
    (item): item is T => typeof item === 'object' && item !== null && !Array.isArray(item),
  );
}
