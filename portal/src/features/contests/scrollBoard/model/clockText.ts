/** A span of milliseconds as h:mm (the seal's time into the contest, as the board's clock reads it). */
export function hoursMinutes(ms: number): string {
  const minutes = Math.max(0, Math.floor(ms / 60_000));
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
}
