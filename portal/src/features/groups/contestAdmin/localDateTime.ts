const pad = (value: number) => String(value).padStart(2, '0');

/** A Date as `<input type="datetime-local">` shows it: the admin's local time, to the minute. */
export function toLocalInput(value: Date | null): string {
  if (!(value instanceof Date) || Number.isNaN(value.getTime())) return '';
  return (
    `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}` +
    `T${pad(value.getHours())}:${pad(value.getMinutes())}`
  );
}

/** The input's text as a Date in the admin's zone; an empty or unfinished entry is no time. */
export function fromLocalInput(text: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(text);
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  return new Date(y, mo - 1, d, h, mi);
}
