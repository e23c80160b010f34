import { submissionDetailPath, type SubmissionPlace } from '@portal/shared/routing/submissionPaths';

export { submissionDetailPath, type SubmissionPlace };

const inContest = (place: SubmissionPlace): place is SubmissionPlace & { cid: number } =>
  typeof place.cid === 'number' && place.cid > 0;

const inGroup = (place: SubmissionPlace): place is SubmissionPlace & { gid: number } =>
  typeof place.gid === 'number' && place.gid > 0;

const part = (value: string | number) => encodeURIComponent(String(value));

/** The problem page of a submission, or null when the answer names no problem. */
export function submissionProblemPath(place: SubmissionPlace): string | null {
  if (inContest(place))
    return place.displayId ? `/contest/${place.cid}/problem/${part(place.displayId)}` : null;
  if (!place.displayPid) return null;
  if (inGroup(place)) return `/group/${place.gid}/problem/${part(place.displayPid)}`;
  return `/problem/${part(place.displayPid)}`;
}

/** A user's profile page. */
export function profilePath(username: string, uid?: string | null): string {
  return `/user-home?${new URLSearchParams({ ...(uid ? { uid } : {}), username }).toString()}`;
}
