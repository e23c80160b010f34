export type DateInput = string | number | Date | null | undefined;

const ISO =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d+))?)?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/i;
/** `@JsonFormat(pattern="yyyy/MM/dd HH:mm:ss", timezone="GMT+8")` fields of the scroll board. */
const SLASHED = /^(\d{4})\/(\d{2})\/(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

function offsetMinutes(zone: string): number {
  if (zone.toUpperCase() === 'Z') return 0;
  const sign = zone.startsWith('-') ? -1 : 1;
  const digits = zone.slice(1).replace(':', '');
  const hours = Number(digits.slice(0, 2));
  const minutes = digits.length > 2 ? Number(digits.slice(2, 4)) : 0;
  return sign * (hours * 60 + minutes);
}

/** False for parts that roll over (month 13, 31 February, hour 25) instead of naming a real moment. */
function realParts(parts: readonly [number, number, number, number, number, number, number]): boolean {
  const check = new Date(Date.UTC(...parts));
  return (
    check.getUTCFullYear() === parts[0] &&
    check.getUTCMonth() === parts[1] &&
    check.getUTCDate() === parts[2] &&
    check.getUTCHours() === parts[3] &&
    check.getUTCMinutes() === parts[4] &&
    check.getUTCSeconds() === parts[5]
  );
}

function valid(date: Date): Date | null {
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * A backend date as a Date. Jackson writes `2026-11-21T08:00:00.000+0000` (offset without a colon), which
 * `new Date()` does not read on every engine, so the parts are taken apart here. Also reads `Z`/`+08:00`
 * offsets, the GMT+8 `yyyy/MM/dd HH:mm:ss` form and epoch milliseconds. Null when unreadable.
 */
export function parseHojDate(value: DateInput): Date | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return valid(new Date(value.getTime()));
  if (typeof value === 'number') return Number.isFinite(value) ? valid(new Date(value)) : null;
  const text = value.trim();
  if (text === '') return null;

  const iso = ISO.exec(text);
  if (iso) {
    const [, y, mo, d, h = '0', mi = '0', s = '0', fraction = '', zone] = iso;
    const ms = Number(fraction.slice(0, 3).padEnd(3, '0'));
    const parts = [Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s), ms] as const;
    if (!realParts(parts)) return null;
    // Like the ECMAScript rule: a date-time without offset is local time, a bare date is UTC.
    if (!zone && iso[4] !== undefined) return valid(new Date(...parts));
    return valid(new Date(Date.UTC(...parts) - offsetMinutes(zone ?? 'Z') * 60_000));
  }
  const slashed = SLASHED.exec(text);
  if (slashed) {
    const [, y, mo, d, h, mi, s] = slashed;
    const parts = [Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s), 0] as const;
    if (!realParts(parts)) return null;
    return valid(new Date(Date.UTC(...parts) - 8 * 60 * 60_000));
  }
  if (/^-?\d+$/.test(text)) return valid(new Date(Number(text)));
  return valid(new Date(text));
}
