/** What a link to a submission or its problem needs to know about where it was made. */
export interface SubmissionPlace {
  submitId: number;
  /** Contest id; 0 or null outside contests. */
  cid?: number | null | undefined;
  /** Group id, when listed inside a group. */
  gid?: number | null | undefined;
  /** Problem display id in the bank. */
  displayPid?: string | null | undefined;
  /** Problem label inside a contest. */
  displayId?: string | null | undefined;
}

const inContest = (place: SubmissionPlace): place is SubmissionPlace & { cid: number } =>
  typeof place.cid === 'number' && place.cid > 0;

const inGroup = (place: SubmissionPlace): place is SubmissionPlace & { gid: number } =>
  typeof place.gid === 'number' && place.gid > 0;

const part = (value: string | number) => encodeURIComponent(String(value));

/**
 * The submission page in the area it was made in (contest, group or site): the status lists and the problem
 * page's verdict link both lead there.
 */
export function submissionDetailPath(place: SubmissionPlace): string {
  if (inContest(place)) {
    const problem = place.displayId ?? place.displayPid ?? '';
    return `/contest/${place.cid}/problem/${part(problem)}/submission-detail/${place.submitId}`;
  }
  if (inGroup(place)) return `/group/${place.gid}/submission-detail/${place.submitId}`;
  return `/submission-detail/${place.submitId}`;
}
