import { sendMail } from '../auth/outbox';
import { clock } from '../clock';
import { db } from '../db';
import { boolField, intField, readObject, stringField, type JsonObject } from '../http/body';
import { ApiFailure } from '../http/failure';
import { operation } from '../http/operation';
import type { SwitchSettings } from '../model';
import { PUBLIC_IMG_PREFIX, seedHomePageImages } from '../seed/homePageImages';

/** Hutool's `Validator.isEmail` in spirit, as the backend checks the test address. */
const EMAIL = /^[\w.+-]+@[\w-]+(\.[\w-]+)+$/;

export const testEmailMessages = {
  blank: '测试的邮箱不能为空！',
  invalid: '测试的邮箱格式不正确！',
  notConfigured: '对不起！超级管理员未设置邮件配置，无法发送测试邮件！',
} as const;

interface EmailSettings {
  emailHost: string | null;
  emailPort: number | null;
  emailUsername: string | null;
  emailPassword: string | null;
  emailBGImg: string | null;
  emailSsl: boolean;
}

interface DataSourceSettings {
  dbHost: string;
  dbPort: number;
  dbName: string;
  dbUsername: string;
  dbPassword: string;
  redisHost: string;
  redisPort: number;
  redisPassword: string;
}

/** What the backend's ImageController accepts for carousel images (by file-name extension). */
const CAROUSEL_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  png: 'image/png',
  webp: 'image/webp',
  jfif: 'image/jpeg',
  svg: 'image/svg+xml',
};

export const carouselMessages = {
  noFile: '上传的图片文件不能为空！',
  badType: '文件格式错误，只支持上传jpg、jpeg、gif、png、webp、jfif、svg格式的图片！',
  notFound: '删除失败，该轮播图不存在！',
} as const;

interface CarouselImage {
  id: number;
  url: string;
}

interface ServerSettings {
  /** The seed this state belongs to: a `resetDb()` makes a new one, and then the settings start over. */
  seededAt: Date;
  email: EmailSettings;
  dataSource: DataSourceSettings;
  /** The home carousel's file rows (`GET /api/home-carousel`), oldest first. */
  carousel: CarouselImage[];
  nextCarouselId: number;
}

/** A fresh install as the HOJ docker deployment ships it: no mail server, the compose file's MySQL and Redis. */
function seedServerSettings(): ServerSettings {
  return {
    seededAt: db.seededAt,
    email: {
      emailHost: null,
      emailPort: 465,
      emailUsername: null,
      emailPassword: null,
      emailBGImg: null,
      emailSsl: true,
    },
    dataSource: {
      dbHost: '172.20.0.3',
      dbPort: 3306,
      dbName: 'hoj',
      dbUsername: 'root',
      dbPassword: 'hoj123456',
      redisHost: '172.20.0.2',
      redisPort: 6379,
      redisPassword: 'hoj123456',
    },
    // The seeded banners, already under `/api/public/img/`.
    carousel: seedHomePageImages().map((slide, index) => ({ id: index + 1, url: slide.img })),
    nextCarouselId: 1000,
  };
}

let serverSettings = seedServerSettings();

/** The Nacos-held settings, kept beside the store (not in it) and restored with it. */
function settings(): ServerSettings {
  if (serverSettings.seededAt !== db.seededAt) serverSettings = seedServerSettings();
  return serverSettings;
}

/** Test mails "sent" since the last reset, oldest first, with the SMTP host each would have gone through. */
export function sentTestMails(): { to: string; host: string }[] {
  return db.accountFlows.outbox
    .filter((mail) => mail.kind === 'testEmail')
    .map((mail) => ({ to: mail.to, host: mail.content }));
}

const filledString = (body: JsonObject, name: string): string | null => {
  const value = stringField(body, name);
  return value !== null && value.trim() !== '' ? value : null;
};

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

  // The backend returns what Nacos holds, passwords included (hoj-vue shows them in password inputs).
  operation('getAdminEmailConfig', 'required', () => ({ data: { ...settings().email } })),

  // Like the web configuration: null or empty fields keep the stored value.
  operation('setAdminEmailConfig', 'required', async ({ request }) => {
    const body = await readObject(request);
    const email = settings().email;
    for (const field of ['emailHost', 'emailUsername', 'emailPassword', 'emailBGImg'] as const) {
      const value = filledString(body, field);
      if (value !== null) email[field] = value;
    }
    const port = intField(body, 'emailPort');
    if (port !== null) email.emailPort = port;
    const ssl = boolField(body, 'emailSsl');
    if (ssl !== null) email.emailSsl = ssl;
    return { data: null };
  }),

  // The mock sends nothing: the mail lands in the shared outbox and the server log.
  operation('testAdminEmail', 'required', async ({ request }) => {
    const to = stringField(await readObject(request), 'email')?.trim() ?? '';
    if (to === '') throw new ApiFailure(400, testEmailMessages.blank);
    if (!EMAIL.test(to)) throw new ApiFailure(400, testEmailMessages.invalid);
    const { email } = settings();
    if (!email.emailHost || !email.emailUsername) throw new ApiFailure(400, testEmailMessages.notConfigured);
    sendMail('testEmail', to, email.emailHost, `test e-mail to ${to} via ${email.emailHost}`);
    return { data: null };
  }),

  operation('getAdminDBAndRedisConfig', 'required', () => ({ data: { ...settings().dataSource } })),

  operation('setAdminDBAndRedisConfig', 'required', async ({ request }) => {
    const body = await readObject(request);
    const source = settings().dataSource;
    for (const field of [
      'dbHost',
      'dbName',
      'dbUsername',
      'dbPassword',
      'redisHost',
      'redisPassword',
    ] as const) {
      const value = filledString(body, field);
      if (value !== null) source[field] = value;
    }
    for (const field of ['dbPort', 'redisPort'] as const) {
      const value = intField(body, field);
      if (value !== null) source[field] = value;
    }
    return { data: null };
  }),

  // The carousel's file rows; public, like the portal's home page reads them.
  operation('getHomeCarousel', 'anon', () => ({ data: settings().carousel.map((image) => ({ ...image })) })),

  // Root only (x-roles): stores the image under `/api/public/img/`, where the static-file handler serves it.
  operation('uploadCarouselImg', 'required', async ({ request }) => {
    let file: FormDataEntryValue | null = null;
    try {
      file = (await request.formData()).get('file');
    } catch {
      // Not multipart: Spring reports the missing part below.
    }
    if (!(file instanceof File)) throw new ApiFailure(400, carouselMessages.noFile);
    const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
    const contentType = CAROUSEL_TYPES[extension];
    if (!contentType) throw new ApiFailure(400, carouselMessages.badType);
    const state = settings();
    const id = state.nextCarouselId++;
    const name = `carousel-${clock.nowMs().toString(16)}-${id}.${extension}`;
    db.publicImages.set(name, { contentType, body: new Uint8Array(await file.arrayBuffer()) });
    const image = { id, url: `${PUBLIC_IMG_PREFIX}${name}` };
    state.carousel.push(image);
    return { data: { ...image } };
  }),

  // system_info_admin (x-permissions): removes the row and the stored file.
  operation('deleteAdminHomeCarousel', 'required', ({ url }) => {
    const id = Number(url.searchParams.get('id'));
    const state = settings();
    const index = state.carousel.findIndex((image) => image.id === id);
    if (index < 0) throw new ApiFailure(400, carouselMessages.notFound);
    const [removed] = state.carousel.splice(index, 1);
    if (removed) db.publicImages.delete(removed.url.slice(PUBLIC_IMG_PREFIX.length));
    return { data: null };
  }),
];
