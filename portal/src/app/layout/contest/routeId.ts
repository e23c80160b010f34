/** A contest or group id from the address, or null when it is not one (then nothing is asked). */
export function parseRouteId(value: string): number | null {
  if (!/^\d{1,18}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
