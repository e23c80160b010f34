import { db } from '../db';
import { boolField, intField, readObject, stringField, type JsonObject } from '../http/body';
import { operation } from '../http/operation';
import type { SwitchSettings } from '../model';

const WEB_TEXT_FIELDS = [
  'baseUrl',
  'name',
  'shortName',
  'description',
  'recordName',
  'recordUrl',
  'projectName',
  'projectUrl',
] as const;

/** The three switches the public website configuration also carries (they gate discussions and comments). */
const PUBLIC_SWITCHES = ['openPublicDiscussion', 'openGroupDiscussion', 'openContestComment'] as const;

const BOOLEAN_SWITCHES = [
  'openPublicJudge',
  'openGroupJudge',
  'openContestJudge',
  'hideNonContestSubmissionCode',
] as const;

const NUMBER_SWITCHES = [
  'defaultSubmitInterval',
  'defaultCreateGroupDailyLimit',
  'defaultCreateGroupLimit',
  'defaultCreateGroupACInitValue',
  'defaultCreateDiscussionDailyLimit',
  'defaultCreateDiscussionACInitValue',
  'defaultCreateCommentACInitValue',
] as const;

const LIST_SWITCHES = [
  'hduUsernameList',
  'hduPasswordList',
  'cfUsernameList',
  'cfPasswordList',
  'pojUsernameList',
  'pojPasswordList',
  'atcoderUsernameList',
  'atcoderPasswordList',
  'spojUsernameList',
  'spojPasswordList',
  'libreojUsernameList',
  'libreojPasswordList',
] as const satisfies readonly (keyof SwitchSettings)[];

function stringList(body: JsonObject, name: string): string[] | null {
  const value = body[name];
  return Array.isArray(value) && value.every((item) => typeof item === 'string') ? value : null;
}

export const adminConfigHandlers = [
  // Root only through x-permissions (system_info_admin). The public `get-website-config` reads the same store.
  operation('getAdminWebConfig', 'required', () => {
    const {
      baseUrl,
      name,
      shortName,
      description,
      register,
      recordName,
      recordUrl,
      projectName,
      projectUrl,
    } = db.config;
    return {
      data: {
        baseUrl,
        name,
        shortName,
        description,
        register,
        recordName,
        recordUrl,
        projectName,
        projectUrl,
      },
    };
  }),

  // The backend writes to Nacos only what is sent: empty text and a missing `register` leave the old value.
  operation('setAdminWebConfig', 'required', async ({ request }) => {
    const body = await readObject(request);
    for (const field of WEB_TEXT_FIELDS) {
      const value = stringField(body, field);
      if (value !== null && value.trim() !== '') db.config[field] = value;
    }
    const register = boolField(body, 'register');
    if (register !== null) db.config.register = register;
    return { data: null };
  }),

  operation('getAdminSwitchConfig', 'required', () => {
    const { openPublicDiscussion, openGroupDiscussion, openContestComment } = db.config;
    const lists = Object.fromEntries(LIST_SWITCHES.map((key) => [key, [...db.switches[key]]]));
    return {
      data: { ...db.switches, ...lists, openPublicDiscussion, openGroupDiscussion, openContestComment },
    };
  }),

  // Like the web configuration: null fields stay as they were; the discussion/comment flags feed the public map.
  operation('setAdminSwitchConfig', 'required', async ({ request }) => {
    const body = await readObject(request);
    for (const key of PUBLIC_SWITCHES) {
      const value = boolField(body, key);
      if (value !== null) db.config[key] = value;
    }
    for (const key of BOOLEAN_SWITCHES) {
      const value = boolField(body, key);
      if (value !== null) db.switches[key] = value;
    }
    for (const key of NUMBER_SWITCHES) {
      const value = intField(body, key);
      if (value !== null) db.switches[key] = value;
    }
    for (const key of LIST_SWITCHES) {
      const value = stringList(body, key);
      if (value !== null) db.switches[key] = value;
    }
    return { data: null };
  }),
];
