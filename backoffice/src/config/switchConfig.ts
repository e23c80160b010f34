import {
  getAdminSwitchConfig,
  getGetAdminSwitchConfigUrl,
  setAdminSwitchConfig,
} from '@generated/api/admin-switch/admin-switch';
import type { SwitchConfigDTO } from '@generated/model/index';
import { listOf } from '@hoj/core/parse/lenient';
import { INT32_MAX } from '@backoffice/common/validators';

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

/** A stored setting the page cannot use as it is (a hand-edited or older server configuration). */
export interface BrokenSetting {
  field: keyof SwitchConfigDTO;
  /** What the server sent, as text. */
  stored: string;
}

export interface LoadedSwitchConfig {
  config: SwitchConfigDTO;
  broken: BrokenSetting[];
}

type NumberField =
  (typeof DISCUSSION_LIMITS)[number] | (typeof GROUP_LIMITS)[number] | 'defaultSubmitInterval';
const NUMBER_FIELDS: readonly NumberField[] = [
  ...DISCUSSION_LIMITS,
  ...GROUP_LIMITS,
  'defaultSubmitInterval',
];
const LIST_FIELDS = REMOTE_OJS.flatMap((oj) => [usernameKey(oj), passwordKey(oj)]);

const shown = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/**
 * Reads the switch settings field by field, so one bad stored value breaks only itself: a number beyond what the
 * backend's 32-bit integers hold, or not a whole number, is kept (when it is a number) for the admin to correct
 * and listed as broken; a switch that is not true/false reads as off and is listed; lists are read by core's
 * `listOf` (null is empty, JSON text is read).
 */
export function readSwitchConfig(raw: unknown): LoadedSwitchConfig {
  const source = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  const config: SwitchConfigDTO = {};
  const broken: BrokenSetting[] = [];
  const mark = (field: keyof SwitchConfigDTO) => broken.push({ field, stored: shown(source[field]) });
  for (const field of FEATURE_SWITCHES) {
    const value = source[field];
    if (value === true || value === 'true') config[field] = true;
    else if (value === false || value === 'false' || value === undefined || value === null)
      config[field] = false;
    else {
      config[field] = false;
      mark(field);
    }
  }
  for (const field of NUMBER_FIELDS) {
    const value = source[field];
    if (value === undefined || value === null) continue;
    const number = typeof value === 'string' && /^\s*-?\d+\s*$/.test(value) ? Number(value) : value;
    if (typeof number === 'number' && Number.isFinite(number)) {
      config[field] = number;
      if (!Number.isInteger(number) || number < 0 || number > INT32_MAX) mark(field);
    } else {
      mark(field);
    }
  }
  for (const field of LIST_FIELDS) {
    // Core's lenient list reader: null is empty, JSON text is read; anything else is reported as broken.
    let list: unknown[];
    try {
      list = listOf<unknown>(source[field], field);
    } catch {
      list = [];
      mark(field);
    }
    if (list.every((item): item is string => typeof item === 'string')) config[field] = list;
    else {
      config[field] = [];
      mark(field);
    }
  }
  return { config, broken };
}

export const loadSwitchConfig = async (signal: AbortSignal) =>
  readSwitchConfig(await getAdminSwitchConfig({ signal }));

/** A section's form record: its values, and the broken stored settings it shows (never sent back). */
export type WithBroken<T> = T & { readonly brokenSettings: readonly BrokenSetting[] };

/** The switch settings as a form record, with the broken ones among `fields`. */
export async function loadSwitchForm(
  signal: AbortSignal,
  fields: readonly (keyof SwitchConfigDTO)[],
): Promise<WithBroken<SwitchConfigDTO>> {
  const { config, broken } = await loadSwitchConfig(signal);
  return { ...config, brokenSettings: broken.filter((setting) => fields.includes(setting.field)) };
}

/**
 * Saves some fields of the shared switch settings. The backend replaces a remote-judge list whenever the one
 * sent differs (an absent list clears it), so each save sends the whole configuration as the server holds it
 * now, with only this section's fields changed. A broken stored number is left out (the backend keeps what it
 * has), so it never blocks saving another section.
 */
export async function saveSwitchFields(changes: Partial<SwitchConfigDTO>): Promise<void> {
  const { config, broken } = readSwitchConfig(await getAdminSwitchConfig());
  const current: Partial<SwitchConfigDTO> = { ...config };
  for (const { field } of broken)
    if ((NUMBER_FIELDS as readonly string[]).includes(field)) delete current[field];
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
