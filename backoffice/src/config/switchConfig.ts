import {
  getAdminSwitchConfig,
  getGetAdminSwitchConfigUrl,
  setAdminSwitchConfig,
} from '@generated/api/admin-switch/admin-switch';
import type { SwitchConfigDTO } from '@generated/model/index';

/** The on/off switches of `/admin/switch`. */
export const FEATURE_SWITCHES = [
  'openPublicDiscussion',
  'openGroupDiscussion',
  'openContestComment',
  'openPublicJudge',
  'openGroupJudge',
  'openContestJudge',
  'hideNonContestSubmissionCode',
] as const satisfies readonly (keyof SwitchConfigDTO)[];

/** Posting limits (system config, "discussion"). */
export const DISCUSSION_LIMITS = [
  'defaultCreateDiscussionDailyLimit',
  'defaultCreateDiscussionACInitValue',
  'defaultCreateCommentACInitValue',
] as const satisfies readonly (keyof SwitchConfigDTO)[];

/** Group creation limits (system config, "group"). */
export const GROUP_LIMITS = [
  'defaultCreateGroupDailyLimit',
  'defaultCreateGroupLimit',
  'defaultCreateGroupACInitValue',
] as const satisfies readonly (keyof SwitchConfigDTO)[];

/** The remote judges whose accounts HOJ keeps, as `<oj>UsernameList` / `<oj>PasswordList` pairs. */
export const REMOTE_OJS = ['hdu', 'cf', 'poj', 'atcoder', 'spoj', 'libreoj'] as const;
export type RemoteOj = (typeof REMOTE_OJS)[number];

const usernameKey = (oj: RemoteOj) => `${oj}UsernameList` as const;
const passwordKey = (oj: RemoteOj) => `${oj}PasswordList` as const;

export interface RemoteAccount {
  username: string;
  password: string;
}

/** The judge section edits accounts as rows; the backend keeps two parallel lists per judge. */
export type RemoteAccounts = Record<RemoteOj, RemoteAccount[]>;

export function accountsOf(config: SwitchConfigDTO): RemoteAccounts {
  const entries = REMOTE_OJS.map((oj) => {
    const names = config[usernameKey(oj)] ?? [];
    const passwords = config[passwordKey(oj)] ?? [];
    return [oj, names.map((username, index) => ({ username, password: passwords[index] ?? '' }))] as const;
  });
  return Object.fromEntries(entries) as RemoteAccounts;
}

export function listsOf(accounts: RemoteAccounts): Partial<SwitchConfigDTO> {
  const lists: Partial<SwitchConfigDTO> = {};
  for (const oj of REMOTE_OJS) {
    const rows = accounts[oj];
    lists[usernameKey(oj)] = rows.map((row) => row.username.trim());
    lists[passwordKey(oj)] = rows.map((row) => row.password);
  }
  return lists;
}

/** Each section keeps its own cache entry, so saving one never resets another's unsaved edits. */
export const switchConfigQueryKey = (section: string) => [getGetAdminSwitchConfigUrl(), section];

export const loadSwitchConfig = (signal: AbortSignal) => getAdminSwitchConfig({ signal });

/**
 * Saves some fields of the shared switch settings. The backend replaces a remote-judge list whenever the one
 * sent differs (an absent list clears it), so each save sends the whole configuration as the server holds it
 * now, with only this section's fields changed.
 */
export async function saveSwitchFields(changes: Partial<SwitchConfigDTO>): Promise<void> {
  const current = await getAdminSwitchConfig();
  await setAdminSwitchConfig({ ...current, ...changes });
}

export function pick<K extends keyof SwitchConfigDTO>(
  values: SwitchConfigDTO,
  keys: readonly K[],
): Pick<SwitchConfigDTO, K> {
  const picked = {} as Pick<SwitchConfigDTO, K>;
  for (const key of keys) picked[key] = values[key];
  return picked;
}
