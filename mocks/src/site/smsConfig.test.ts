import type { SmsConfigDTO } from '@generated/model/index';
import { mobileMessages } from '../accounts/texts';
import { messages as httpMessages } from '../http/messages';
import { installMockServer } from '../jest/installMockServer';
import { call, loginAs } from '../jest/requests';
import { SECRET_MASK } from './serverHandlers';
import { serverSettings } from '../store/schema/serverSettings';

const messages = { ...httpMessages, ...mobileMessages };

installMockServer();

const GET = '/api/admin/config/get-sms-config';
const SET = '/api/admin/config/set-sms-config';

describe('SMS configuration', () => {
  it('is read by root with the secret masked', async () => {
    const token = await loginAs('root', { admin: true });
    const { response, body } = await call<SmsConfigDTO>(GET, { token });
    expect(response.status).toBe(200);
    expect(body.data).toEqual({
      accessKeyId: 'LTAI-demo-access-key',
      accessKeySecret: SECRET_MASK,
      signName: 'HOJ演示站',
      templateCode: 'SMS_100000001',
      enabled: true,
    });
    expect(JSON.stringify(body)).not.toContain('demo-access-key-secret');
  });

  it('is root only: HTTP 403 for an admin, HTTP 401 for a visitor, on reading and saving', async () => {
    const admin = await loginAs('admin', { admin: true });
    for (const [path, method] of [
      [GET, 'GET'],
      [SET, 'PUT'],
    ] as const) {
      const json = method === 'PUT' ? { signName: 'x' } : undefined;
      const forbidden = await call(path, { token: admin, method, json });
      expect(forbidden.response.status).toBe(403);
      expect(forbidden.body).toEqual({ status: 403, msg: messages.noPermission, data: null });
      expect((await call(path, { method, json })).response.status).toBe(401);
    }
  });

  it('saves what is sent filled in, and keeps the secret when it comes back masked or empty', async () => {
    const token = await loginAs('root', { admin: true });
    const put = (json: unknown) => call(SET, { token, method: 'PUT', json });
    const read = async () => (await call<SmsConfigDTO>(GET, { token })).body.data;

    expect(
      (await put({ signName: '新签名', templateCode: '', accessKeySecret: SECRET_MASK, enabled: false }))
        .body,
    ).toEqual({ status: 200, msg: 'success', data: null });
    expect(await read()).toMatchObject({ signName: '新签名', templateCode: 'SMS_100000001', enabled: false });

    // A new secret replaces the old one but is never shown: sending the mask back keeps the new one.
    await put({ accessKeySecret: 'another-secret', accessKeyId: null });
    expect(await read()).toMatchObject({ accessKeyId: 'LTAI-demo-access-key', accessKeySecret: SECRET_MASK });
    expect(serverSettings.sms.accessKeySecret).toBe('another-secret');
    await put({ accessKeySecret: SECRET_MASK });
    expect(serverSettings.sms.accessKeySecret).toBe('another-secret');

    const unreadable = await call(SET, { token, method: 'PUT', json: ['not', 'an', 'object'] });
    expect(unreadable.response.status).toBe(400);
  });

  it('switches sending mobile codes off', async () => {
    const root = await loginAs('root', { admin: true });
    await call(SET, { token: root, method: 'PUT', json: { enabled: false } });
    const { body } = await call('/api/get-change-mobile-code?mobile=13611112222', {
      token: await loginAs('bob'),
    });
    expect(body).toEqual({ status: 400, msg: messages.smsDisabled, data: null });
  });
});
