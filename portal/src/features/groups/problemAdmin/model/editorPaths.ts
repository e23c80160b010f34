/**
 * The editor's addresses: `problem-admin/new` and `problem-admin/:pid` under the group, apart from the
 * members' `problem/:problemID` (a display id could be any word, `new` included).
 */
export const problemEditorPath = (gid: number, pid?: number) =>
  `/group/${gid}/problem-admin/${pid === undefined ? 'new' : pid}`;

/** The pid of an editor address, null for a new problem and undefined when the address names neither. */
export function editedPid(param: string | undefined): number | null | undefined {
  if (param === undefined || param === 'new') return null;
  if (!/^\d{1,15}$/.test(param)) return undefined;
  const pid = Number(param);
  return Number.isSafeInteger(pid) && pid > 0 ? pid : undefined;
}
