import { operation } from '../http/operation';
import { siteConfig, switchSettings, type SwitchSettings, type WebsiteConfig } from '../store/schema/site';

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

/** The admin view of the web configuration: its text fields and the registration switch. */
function adminWebConfig() {
  const text = Object.fromEntries(WEB_TEXT_FIELDS.map((field) => [field, siteConfig[field]]));
  return {
    ...(text as Pick<WebsiteConfig, (typeof WEB_TEXT_FIELDS)[number]>),
    register: siteConfig.register,
  };
}

export const configHandlers = [
  operation('getWebsiteConfig', 'anon', () => ({ data: { ...siteConfig } })),

  // Root only through x-permissions (system_info_admin). The public `get-website-config` reads the same store.
  operation('getAdminWebConfig', 'required', () => ({ data: adminWebConfig() })),

  // The backend writes to Nacos only what is sent: empty text and a missing `register` leave the old value.
  operation('setAdminWebConfig', 'required', async (ctx) => {
    const body = await ctx.body();
    for (const field of WEB_TEXT_FIELDS) {
      const value = body.string(field);
      if (value !== null && value.trim() !== '') siteConfig[field] = value;
    }
    const register = body.bool('register');
    if (register !== null) siteConfig.register = register;
    return { data: null };
  }),

  operation('getAdminSwitchConfig', 'required', () => {
    const { openPublicDiscussion, openGroupDiscussion, openContestComment } = siteConfig;
    const lists = Object.fromEntries(LIST_SWITCHES.map((key) => [key, [...switchSettings[key]]]));
    return {
      data: { ...switchSettings, ...lists, openPublicDiscussion, openGroupDiscussion, openContestComment },
    };
  }),

  // Like the web configuration: null fields stay as they were; the discussion/comment flags feed the public map.
  operation('setAdminSwitchConfig', 'required', async (ctx) => {
    const body = await ctx.body();
    for (const key of PUBLIC_SWITCHES) {
      const value = body.bool(key);
      if (value !== null) siteConfig[key] = value;
    }
    for (const key of BOOLEAN_SWITCHES) {
      const value = body.bool(key);
      if (value !== null) switchSettings[key] = value;
    }
    for (const key of NUMBER_SWITCHES) {
      const value = body.int(key);
      if (value !== null) switchSettings[key] = value;
    }
    for (const key of LIST_SWITCHES) {
      const value = body.stringList(key);
      if (value !== null) switchSettings[key] = value;
    }
    return { data: null };
  }),
];
