/** An id from the address, or null when it is not one (then nothing is asked of the server). */
export function parseRouteId(value: string | undefined): number | null {
  if (!value || !/^\d{1,15}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The training being visited: on the site (`/training/:trainingID`) or in a group (`/group/:groupID/training/…`). */
export interface TrainingPlace {
  tid: number;
  /** The group whose pages the training is one of; null for a site training. */
  gid: number | null;
}

/** The place the route params name, or null when the training id is not one. */
export function trainingPlaceOf(params: Readonly<Record<string, string | undefined>>): TrainingPlace | null {
  const tid = parseRouteId(params.trainingID);
  if (tid === null) return null;
  return { tid, gid: parseRouteId(params.groupID) };
}

/** The training's home; its tabs and problems are below it. */
export function trainingPath({ tid, gid }: TrainingPlace): string {
  return gid === null ? `/training/${tid}` : `/group/${gid}/training/${tid}`;
}

/** A problem of the training, under its label there (the problem page reads the training from the address). */
export function trainingProblemPath(place: TrainingPlace, problemId: string): string {
  return `${trainingPath(place)}/problem/${encodeURIComponent(problemId)}`;
}

/** A user's accepted submissions, in the training's group when it has one. */
export function acceptedSubmissionsPath(gid: number | null, username: string): string {
  const search = new URLSearchParams({ username, status: '0' }).toString();
  return gid === null ? `/status?${search}` : `/group/${gid}/status?${search}`;
}
