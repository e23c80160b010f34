/** A contest id from the address, or null when it is not one (then nothing is asked of the server). */
export function parseContestId(value: string | undefined): number | null {
  if (!value || !/^\d{1,18}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
