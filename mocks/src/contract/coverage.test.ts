import { getResponse, type RequestHandler } from 'msw';
import { handlers } from '../handlers';
import { allowFallbacks, installMockServer } from '../jest/installMockServer';
import { resetDb, statefulHandlers } from '../registry';
import { siteConfig } from '../store/schema/site';
import { call, loginAs, readEvents, send, type CallOptions } from '../jest/requests';
import { integrityViolation } from '../http/failure';
import { messages } from '../http/messages';
import { takeMockFaults } from './enforce';
import { document, mswPath, operations, type ContractOperation } from './spec';

installMockServer();

const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);
const served = (list: readonly RequestHandler[]) => new Set(list.map((h) => String(h.info.header)));
const headerOf = (op: ContractOperation) => `${op.method} ${mswPath(op)}`;
const stateful = served(statefulHandlers);
const fallbackOnly = operations.filter((op) => !stateful.has(headerOf(op)));

function placeholder(type: string): string {
  if (type === 'integer' || type === 'number' || type === 'array') return '1';
  return type === 'boolean' ? 'true' : 'x';
}

/** A request as a client could send it: required query parameters and a minimal body of the declared type. */
function plausibleRequest(op: ContractOperation, token?: string): Request {
  const url = new URL(`http://localhost${op.path.replace(/\{[^}]+\}/g, '1')}`);
  for (const p of op.query) if (p.required) url.searchParams.set(p.name, placeholder(p.type));
  const headers = new Headers({ 'Url-Type': op.path.startsWith('/api/admin/') ? 'admin' : 'general' });
  if (token) headers.set('Authorization', token);
  let body: BodyInit | undefined;
  if (op.requestMediaTypes.includes('application/json')) {
    headers.set('Content-Type', 'application/json');
    body = '{}';
  } else if (op.requestMediaTypes.includes('multipart/form-data')) {
    const form = new FormData();
    form.set('file', new Blob(['1 2\n']), 'data.zip');
    form.set('image', new Blob(['<svg/>'], { type: 'image/svg+xml' }), 'image.svg');
    body = form;
  }
  return new Request(url, { method: op.method, headers, body });
}

describe('coverage of the contract', () => {
  it('reads every operation of the bundled contract and has a handler for each', () => {
    const declared = Object.values(document.paths).flatMap((item) =>
      Object.entries(item).filter(
        ([method, op]) => HTTP_METHODS.has(method) && typeof op.operationId === 'string',
      ),
    );
    expect(operations).toHaveLength(declared.length);
    expect(new Set(operations.map((op) => op.id)).size).toBe(operations.length);
    const all = served(handlers);
    expect(operations.filter((op) => !all.has(headerOf(op))).map((op) => op.id)).toEqual([]);
  });

  it('implements every extension with store logic', () => {
    const extensions = operations.filter((op) => op.extension);
    expect(extensions.map((op) => op.id).sort()).toEqual([
      'changeMobile',
      'getAdminSmsConfig',
      'getChangeMobileCode',
      'getHomePageImages',
      'setAdminSmsConfig',
      'streamAiChat',
    ]);
    expect(extensions.filter((op) => !stateful.has(headerOf(op))).map((op) => op.id)).toEqual([]);
  });

  it('answers every other operation from the fallback: HTTP 200, body status 200, data within the contract', async () => {
    allowFallbacks();
    // Against an empty loop (a broken filter would pass every check below without calling anything). Each
    // issue that gives operations store logic shrinks the list, so no fixed count is asserted.
    expect(fallbackOnly.length).toBeGreaterThan(0);
    // Root may call everything; the back office logs in through its own door.
    const tokens = { general: await loginAs('root'), admin: await loginAs('root', { admin: true }) };
    for (const op of fallbackOnly) {
      const token = op.path.startsWith('/api/admin/') ? tokens.admin : tokens.general;
      const response = await getResponse(handlers, plausibleRequest(op, token));
      expect([op.id, response?.status]).toEqual([op.id, 200]);
      const type = response?.headers.get('Content-Type')?.split(';')[0] ?? '';
      expect([op.id, op.successMediaTypes]).toEqual([op.id, expect.arrayContaining([type])]);
      if (type === 'application/json') {
        const body = (await response?.json()) as { status: number };
        expect([op.id, body.status]).toEqual([op.id, 200]);
      } else {
        expect(response?.headers.get('Content-Disposition')).toMatch(/^attachment;filename=\S/);
        expect((await response?.arrayBuffer())?.byteLength).toBeGreaterThan(0);
      }
    }
    expect(takeMockFaults()).toEqual([]);
  });

  it('answers every stateful operation within the contract, even with minimal parameters', async () => {
    for (const op of operations.filter((o) => stateful.has(headerOf(o)))) {
      // Each operation from the seed: one that deletes a contest or a problem must not turn a later one's id
      // into a missing row. A fresh login each time: logout and the login calls themselves spend a token.
      resetDb();
      const token = await loginAs('root', { admin: op.path.startsWith('/api/admin/') });
      const response = await getResponse(handlers, plausibleRequest(op, token));
      // HTTP 500 only as the database answers an empty required column (`{}` bodies), never a crash.
      const refusedByDatabase =
        response?.status === 500 &&
        ((await response.clone().json()) as { msg?: string }).msg === integrityViolation().message;
      expect([op.id, [200, 400].includes(response?.status ?? 0) || refusedByDatabase]).toEqual([op.id, true]);
      if (response?.headers.get('Content-Type')?.startsWith('text/event-stream')) await readEvents(response);
    }
    expect(takeMockFaults()).toEqual([]);
  });
});

describe('fallback answers', () => {
  beforeEach(() => allowFallbacks());

  const answer = async (path: string, options: CallOptions = {}) =>
    (await call(path, options)).response.status;

  it('keep the contract’s login rules: HTTP 401 without a token where login is required', async () => {
    expect(await answer('/api/get-change-email-code?email=a@b.c')).toBe(401);
    expect(await answer('/api/get-change-email-code?email=a@b.c', { token: 'stale-token' })).toBe(401);
    expect(await answer('/api/get-change-email-code?email=a@b.c', { token: await loginAs('alice') })).toBe(
      200,
    );
    // Public operations answer visitors and ignore a stale token.
    expect(await answer('/api/get-problem-list', { token: 'stale-token' })).toBe(200);
  });

  it('keep the contract’s roles and permissions: HTTP 403 for a user without them', async () => {
    const alice = await loginAs('alice');
    expect(await answer('/api/admin/config/get-email-config', { token: alice })).toBe(403);
    expect(
      await answer('/api/admin/config/get-email-config', { token: await loginAs('admin', { admin: true }) }),
    ).toBe(403);
    expect(
      await answer('/api/admin/config/get-email-config', { token: await loginAs('root', { admin: true }) }),
    ).toBe(200);
  });

  it('keep the site switches: HTTP 403 while the public discussion is off', async () => {
    expect(await answer('/api/get-discussion-list')).toBe(200);
    siteConfig.openPublicDiscussion = false;
    const { response, body } = await call('/api/get-discussion-list');
    expect(response.status).toBe(403);
    expect(body).toEqual({ status: 403, msg: messages.featureOff('PUBLIC_DISCUSSION'), data: null });
  });

  it('serve downloads as real files', async () => {
    const token = await loginAs('root', { admin: true });
    const zipFile = await send('/api/file/download-testcase?pid=1001', { token });
    expect(zipFile.headers.get('Content-Type')).toBe('application/x-download');
    expect(zipFile.headers.get('Content-Disposition')).toMatch(
      /^attachment;filename=problem_1001_testcase_\d+\.zip$/,
    );
    const bytes = new Uint8Array(await zipFile.arrayBuffer());
    expect([...bytes.slice(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
    const sheet = await send('/api/file/download-contest-rank?cid=3&forceRefresh=false', { token });
    expect(sheet.headers.get('Content-Disposition')).toBe('attachment;filename=contest_3_rank.xlsx');
    expect(new TextDecoder().decode(await sheet.arrayBuffer())).toContain('xl/worksheets/sheet1.xml');
  });
});
