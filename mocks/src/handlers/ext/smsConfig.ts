import { db } from '../../db';
import { ApiFailure } from '../../http/failure';
import { operation, readJson } from '../../http/operation';
import { messages } from '../../messages';

/** What reading the configuration shows instead of a stored secret; saving it back keeps the secret. */
export const SECRET_MASK = '******';

const TEXT_FIELDS = ['accessKeyId', 'signName', 'templateCode'] as const;

const filled = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

export const smsConfigHandlers = [
  // Root only through the contract's x-permissions (system_info_admin), like the other system configuration.
  operation('getAdminSmsConfig', 'required', () => {
    const config = db.smsConfig;
    return { data: { ...config, accessKeySecret: config.accessKeySecret ? SECRET_MASK : null } };
  }),
  // As the backend saves the e-mail configuration: only the fields that are sent filled in change.
  operation('setAdminSmsConfig', 'required', async ({ request }) => {
    const body = await readJson(request);
    if (typeof body !== 'object' || body === null || Array.isArray(body))
      throw new ApiFailure(400, messages.badJson, 400);
    const sent = body as Record<string, unknown>;
    const config = db.smsConfig;
    for (const key of TEXT_FIELDS) {
      const value = sent[key];
      if (filled(value)) config[key] = value.trim();
    }
    if (filled(sent.accessKeySecret) && sent.accessKeySecret !== SECRET_MASK)
      config.accessKeySecret = sent.accessKeySecret;
    if (typeof sent.enabled === 'boolean') config.enabled = sent.enabled;
    return { data: null };
  }),
];
