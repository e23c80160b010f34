import type { ContractOp } from './contract';
import { urlTypeOf, type Answer } from './http';

/**
 * Server behaviours the contract documents as things clients must survive. A real HOJ server shows them, so the
 * suite does not fail a check for them: the row keeps its outcome (passed, or skipped when the behaviour kept the
 * check from concluding) and names the behaviour in `known`; the report lists them apart from the failures.
 */
export const KNOWN_BEHAVIOURS = {
  switchWithoutUrlType: 'the HTTP 403 of a switched-off feature does not echo Url-Type',
  anonymousGroupComments: 'the comments of a group discussion answer HTTP 500 to an anonymous caller',
  hiddenUnreadAnnouncements: 'the unread contest announcements include hidden ones',
  renewalAnywhere:
    'a renewed token (Refresh-Token, Authorization) came on an answer that does not declare it',
} as const;

export type KnownBehaviour = keyof typeof KNOWN_BEHAVIOURS;

/** What is wrong with the `Url-Type` echo of an HTTP 401/403 answer, or null when it echoes what was sent. */
export function urlTypeEchoProblem(op: ContractOp, answer: Answer): string | null {
  const sent = urlTypeOf(op.path);
  const echoed = answer.headers.get('url-type');
  if (echoed === sent) return null;
  return echoed === null
    ? `no Url-Type echo (${sent} was sent)`
    : `Url-Type ${echoed} echoed, ${sent} was sent`;
}

/**
 * An HTTP 403 that may be the refusal of a switched-off feature (the operation is behind an access-interceptor
 * switch) and lacks the `Url-Type` echo: the interceptor's answer, which never echoes it.
 */
export function isSwitchRefusalWithoutEcho(op: ContractOp, answer: Answer): boolean {
  return (
    answer.httpStatus === 403 && op.featureSwitches.length > 0 && urlTypeEchoProblem(op, answer) !== null
  );
}

/** A token renewal on an answer whose contract does not declare the renewal headers. */
export function isUndeclaredRenewal(op: ContractOp, answer: Answer): boolean {
  return answer.headers.get('refresh-token') === 'true' && !op.declaresRenewal;
}

/** The unread contest announcements: hidden ones (status 1) among them. */
export function hasHiddenUnreadAnnouncements(op: ContractOp, data: unknown): boolean {
  return (
    op.id === 'getContestUserNotReadAnnouncement' &&
    Array.isArray(data) &&
    data.some((a) => typeof a === 'object' && a !== null && (a as { status?: unknown }).status === 1)
  );
}

/** The comment list of a group discussion asked for anonymously: the server's membership check crashes. */
export function isAnonymousGroupComments(
  op: ContractOp,
  anonymous: boolean,
  groupDiscussion: boolean,
): boolean {
  return op.id === 'getComments' && anonymous && groupDiscussion;
}

/** Distinct behaviours, in catalogue order. */
export function knownList(...lists: readonly (readonly KnownBehaviour[] | undefined)[]): KnownBehaviour[] {
  const seen = new Set(lists.flatMap((l) => l ?? []));
  return (Object.keys(KNOWN_BEHAVIOURS) as KnownBehaviour[]).filter((k) => seen.has(k));
}
