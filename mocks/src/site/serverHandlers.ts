import { sendMail, sentMails } from '../store/schema/outbox';
import { ApiFailure } from '../http/failure';
import { messages } from '../http/messages';
import { operation } from '../http/operation';
import type { BodyReader } from '../http/request';
import { serverSettings } from '../store/schema/serverSettings';

/** Hutool's `Validator.isEmail` in spirit, as the backend checks the test address. */
const EMAIL = /^[\w.+-]+@[\w-]+(\.[\w-]+)+$/;

export const testEmailMessages = {
  blank: '测试的邮箱不能为空！',
  invalid: '测试的邮箱格式不正确！',
} as const;

/** What reading the SMS configuration shows instead of a stored secret; saving it back keeps the secret. */
export const SECRET_MASK = '******';

/** Test mails "sent" since the last reset, oldest first, with the SMTP host each would have gone through. */
export function sentTestMails(): { to: string; host: string }[] {
  return sentMails('testEmail').map((mail) => ({ to: mail.to, host: mail.content }));
}

/** A text field that counts only when filled in: Nacos keeps the old value for null or empty ones. */
function filled<T>(body: BodyReader<T>, name: Parameters<BodyReader<T>['string']>[0]): string | null {
  const value = body.string(name);
  return value !== null && value.trim() !== '' ? value : null;
}

export const serverHandlers = [
  // The backend returns what Nacos holds, passwords included (hoj-vue shows them in password inputs).
  operation('getAdminEmailConfig', 'required', () => ({ data: { ...serverSettings.email } })),

  // Like the web configuration: null or empty fields keep the stored value.
  operation('setAdminEmailConfig', 'required', async (ctx) => {
    const body = await ctx.body();
    const { email } = serverSettings;
    for (const field of ['emailHost', 'emailUsername', 'emailPassword', 'emailBGImg'] as const) {
      const value = filled(body, field);
      if (value !== null) email[field] = value;
    }
    const port = body.int('emailPort');
    if (port !== null) email.emailPort = port;
    const ssl = body.bool('emailSsl');
    if (ssl !== null) email.emailSsl = ssl;
    return { data: null };
  }),

  // The mock sends nothing: the mail lands in the shared outbox and the server log.
  operation('testAdminEmail', 'required', async (ctx) => {
    // Not trimmed: ConfigManager.testEmail checks the address as sent, so spaces make it malformed.
    const to = (await ctx.body()).string('email') ?? '';
    if (to === '') throw new ApiFailure(400, testEmailMessages.blank);
    if (!EMAIL.test(to)) throw new ApiFailure(400, testEmailMessages.invalid);
    const { email } = serverSettings;
    // EmailManager.testEmail builds its sender from the saved settings without a check: with no mail server the
    // send fails outside the MessagingException it catches, and the global handler answers.
    if (!email.emailHost || !email.emailUsername) throw new ApiFailure(500, messages.serverError, 500);
    sendMail('testEmail', to, email.emailHost, `test e-mail to ${to} via ${email.emailHost}`);
    return { data: null };
  }),

  operation('getAdminDBAndRedisConfig', 'required', () => ({ data: { ...serverSettings.dataSource } })),

  operation('setAdminDBAndRedisConfig', 'required', async (ctx) => {
    const body = await ctx.body();
    const source = serverSettings.dataSource;
    for (const field of [
      'dbHost',
      'dbName',
      'dbUsername',
      'dbPassword',
      'redisHost',
      'redisPassword',
    ] as const) {
      const value = filled(body, field);
      if (value !== null) source[field] = value;
    }
    for (const field of ['dbPort', 'redisPort'] as const) {
      const value = body.int(field);
      if (value !== null) source[field] = value;
    }
    return { data: null };
  }),

  // Root only through the contract's x-permissions (system_info_admin), like the other system configuration.
  operation('getAdminSmsConfig', 'required', () => {
    const { sms } = serverSettings;
    return { data: { ...sms, accessKeySecret: sms.accessKeySecret ? SECRET_MASK : null } };
  }),

  // As the backend saves the e-mail configuration: only the fields that are sent filled in change.
  operation('setAdminSmsConfig', 'required', async (ctx) => {
    const body = await ctx.body();
    const { sms } = serverSettings;
    for (const key of ['accessKeyId', 'signName', 'templateCode'] as const) {
      const value = body.raw(key);
      if (typeof value === 'string' && value.trim() !== '') sms[key] = value.trim();
    }
    const secret = body.raw('accessKeySecret');
    if (typeof secret === 'string' && secret.trim() !== '' && secret !== SECRET_MASK)
      sms.accessKeySecret = secret;
    const enabled = body.raw('enabled');
    if (typeof enabled === 'boolean') sms.enabled = enabled;
    return { data: null };
  }),
];
