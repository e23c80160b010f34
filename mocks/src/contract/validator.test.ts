import { faker } from '@faker-js/faker';
import { getResponse } from 'msw';
import {
  getGetAdminUserListMockHandler,
  getGetAdminUserListResponseMock,
} from '../../../generated/msw/admin-user/admin-user.msw';
import { db } from '../db';
import { fallbackHandlers, statefulHandlers } from '../handlers';
import { operation } from '../http/operation';
import { installMockServer } from '../jest/installMockServer';
import { call, loginAs } from '../jest/requests';
import { takeMockFaults, withContract } from './enforce';
import { operations } from './spec';
import { contractErrors, isLenientDateTime } from './validator';

const server = installMockServer();

afterEach(() => jest.restoreAllMocks());

describe('isLenientDateTime', () => {
  it.each(['2026-11-21T08:00:00.000+0000', '2026-11-21T08:00:00Z', '2026-11-21T08:00:00.5+08:00'])(
    'accepts %s',
    (value) => expect(isLenientDateTime(value)).toBe(true),
  );
  it.each(['2026-02-30T08:00:00.000+0000', '2026-11-21 08:00:00', '2026-11-21T24:00:00Z', '2026-11-21'])(
    'rejects %s',
    (value) => expect(isLenientDateTime(value)).toBe(false),
  );
});

describe('contractErrors', () => {
  const page = { records: [], total: 0, size: 10, current: 1, pages: 0, orders: [], searchCount: true };

  it('accepts a conforming success and a conforming error', () => {
    expect(contractErrors('getAdminUserList', 200, { status: 200, msg: 'success', data: page })).toEqual([]);
    expect(contractErrors('getAdminUserList', 403, { status: 403, msg: 'no', data: null })).toEqual([]);
  });

  it('names the failing field of a success body', () => {
    const errors = contractErrors('getAdminUserList', 200, {
      status: 200,
      msg: 'success',
      data: { ...page, total: 'x' },
    });
    expect(errors.join()).toContain('/data/total must be integer');
  });

  it('holds every error answer to ErrorResult, even with HTTP 200', () => {
    expect(contractErrors('getWebsiteConfig', 200, { status: 400, msg: 'bad', data: {} }).join()).toContain(
      '/data',
    );
    expect(contractErrors('login', 400, { status: 400, data: null }).join()).toContain('msg');
    expect(contractErrors('login', 200, { status: 999, msg: 'x', data: null }).join()).toContain('/status');
  });
});

describe('a mock answer that breaks the contract', () => {
  it('becomes HTTP 500 naming the operation, logged with console.error (generated handler override)', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const wrong = getGetAdminUserListResponseMock();
    server.use(
      withContract(
        getGetAdminUserListMockHandler({ ...wrong, data: { ...wrong.data, total: 'x' as unknown as number } }),
      ),
    );

    const { response, body } = await call('/api/admin/user/get-user-list');

    expect(response.status).toBe(500);
    expect(body.status).toBe(500);
    expect(body.data).toBeNull();
    expect(body.msg).toContain('getAdminUserList');
    expect(body.msg).toContain('/data/total must be integer');
    expect(error).toHaveBeenCalledWith(body.msg);
    expect(takeMockFaults()).toEqual([body.msg]);
  });

  it('becomes HTTP 500 in a stateful handler too', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      operation('getWebsiteConfig', 'anon', () => ({
        data: { ...db.config, shortName: 42 as unknown as string },
      })),
    );

    const { response, body } = await call('/api/get-website-config');

    expect(response.status).toBe(500);
    expect(body.msg).toMatch(/getWebsiteConfig.*\/data\/shortName must be string/);
    expect(error).toHaveBeenCalledTimes(1);
    expect(takeMockFaults()).toHaveLength(1);
  });

  it('is recorded even when console.error throws, as the jest setup makes it', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {
      throw new Error('console.error was called');
    });
    server.use(operation('getRecentContest', 'anon', () => ({ data: [{ id: 1 }] as never })));

    const { response } = await call('/api/get-recent-contest');

    expect(response.status).toBe(500);
    expect(takeMockFaults()).toEqual([expect.stringContaining('getRecentContest')]);
  });
});

describe('coverage of the contract', () => {
  it('has a stateful handler for every operation, and each answers within the contract', async () => {
    const covered = statefulHandlers.map((h) => String(h.info.header));
    for (const op of operations) {
      expect(covered).toContain(`${op.method} *${op.path}`);
      const token = await loginAs('root', { admin: op.path.startsWith('/api/admin/') });
      const { response } = await call(op.path, {
        method: op.method,
        token: op.path.endsWith('/login') ? undefined : token,
        json: op.method === 'POST' ? { username: 'root', password: 'root123' } : undefined,
      });
      expect([op.id, response.status]).toEqual([op.id, 200]);
    }
    expect(takeMockFaults()).toEqual([]);
  });

  it('keeps the generated fallback answers within the contract too', async () => {
    faker.seed(7);
    for (const op of operations) {
      for (let i = 0; i < 5; i += 1) {
        const request = new Request(`http://localhost${op.path}`, {
          method: op.method,
          headers: { 'Content-Type': 'application/json' },
          body: op.method === 'POST' ? '{}' : undefined,
        });
        const response = await getResponse(fallbackHandlers, request);
        expect([op.id, response?.status]).toEqual([op.id, 200]);
      }
    }
    expect(takeMockFaults()).toEqual([]);
  });
});
