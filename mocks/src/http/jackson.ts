/**
 * A `java.util.Date` as the backend's Jackson writes it: UTC with millis and a `+0000` offset,
 * e.g. `2026-11-21T08:00:00.000+0000`.
 */
export function jacksonDate(date: Date): string {
  return date.toISOString().replace('Z', '+0000');
}

export function jacksonDateOrNull(date: Date | null): string | null {
  return date ? jacksonDate(date) : null;
}
