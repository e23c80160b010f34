import { RoleKey } from '@generated/model/index';

/**
 * What a back-office user may do, by the role checks the backend itself makes on each admin call. The screens
 * ask this table, so a menu entry or a button shows exactly when its call would be allowed; showing a button
 * whose call answers 403 would only teach staff that the back office is broken.
 */
export const ADMIN_CAPABILITIES = [
  /** Users, CSV import and generation. */
  'users',
  'announcements',
  'notices',
  'systemConfig',
  'switches',
  /** Problem list, create, edit, test cases, compile, visibility, remote import. */
  'problems',
  'problemDelete',
  /** HOJ, QDUOJ, FPS and Hydro import and HOJ export. */
  'problemTransfer',
  /** Group problems applying to join the public bank. */
  'problemExamine',
  'tags',
  'trainings',
  'trainingDelete',
  'trainingCategories',
  /** Rank and display id of a training's problems, and removing them. */
  'trainingProblemEdit',
  'contests',
  'contestDelete',
  'contestProblemDelete',
  /** Discussion status, pin and delete, and the report queue. */
  'discussions',
] as const;

export type AdminCapability = (typeof ADMIN_CAPABILITIES)[number];

const { ROOT, ADMIN, PROBLEM_ADMIN } = RoleKey;
const ROOT_ONLY = [ROOT] as const;
const ALL_ADMINS = [ROOT, ADMIN, PROBLEM_ADMIN] as const;
const PROBLEM_STAFF = [ROOT, PROBLEM_ADMIN] as const;

/** The roles the backend accepts for each capability (any one of them suffices). */
export const CAPABILITY_ROLES: Readonly<Record<AdminCapability, readonly RoleKey[]>> = {
  users: ROOT_ONLY,
  announcements: ROOT_ONLY,
  notices: ROOT_ONLY,
  systemConfig: ROOT_ONLY,
  switches: ROOT_ONLY,
  problems: ALL_ADMINS,
  problemDelete: PROBLEM_STAFF,
  problemTransfer: ROOT_ONLY,
  problemExamine: PROBLEM_STAFF,
  tags: PROBLEM_STAFF,
  trainings: ALL_ADMINS,
  trainingDelete: ROOT_ONLY,
  trainingCategories: PROBLEM_STAFF,
  trainingProblemEdit: PROBLEM_STAFF,
  contests: ALL_ADMINS,
  contestDelete: ROOT_ONLY,
  contestProblemDelete: PROBLEM_STAFF,
  discussions: ALL_ADMINS,
};

export function can(capability: AdminCapability, roles: readonly string[]): boolean {
  return CAPABILITY_ROLES[capability].some((role) => roles.includes(role));
}

export function isAdminCapability(value: string): value is AdminCapability {
  return (ADMIN_CAPABILITIES as readonly string[]).includes(value);
}
