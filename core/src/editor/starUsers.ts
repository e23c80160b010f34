/**
 * The star (unofficial) users as they will be saved: names trimmed, empty entries dropped, each name once.
 * `duplicates` lists the names given more than once, so the form can warn that a star user is already there.
 */
export function normaliseStarUsers(list: readonly string[]): { users: string[]; duplicates: string[] } {
  const users: string[] = [];
  const duplicates: string[] = [];
  for (const entry of list as readonly unknown[]) {
    if (typeof entry !== 'string') continue;
    const name = entry.trim();
    if (name === '') continue;
    if (users.includes(name)) {
      if (!duplicates.includes(name)) duplicates.push(name);
      continue;
    }
    users.push(name);
  }
  return { users, duplicates };
}
