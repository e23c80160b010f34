import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startMockServer, type MockServer } from '@hoj/mocks/node/server';
import { runCli } from './main';
import type { CheckResult, Report } from './results';
import { runSuite, type SuiteOptions } from './runner';
import { closedPort, startTamperProxy, type Override, type TamperProxy } from './tamperProxy';

/**
 * The suite against the in-process mock backend, and against a tampering proxy in front of it that serves raw,
 * unchecked answers for single routes, so that what catches a bad answer is the suite and not the mocks.
 */

const alice = { username: 'alice', password: 'alice123' };
const root = { username: 'root', password: 'root123' };

let server: MockServer;
let proxy: TamperProxy | undefined;

beforeAll(async () => {
  server = await startMockServer({ port: 0, quiet: true });
});
afterAll(async () => {
  await server.close();
});
beforeEach(async () => {
  await fetch(`${server.url}/api/__reset`, { method: 'POST' });
});
afterEach(async () => {
  await proxy?.close();
  proxy = undefined;
});

async function behindProxy(overrides: Override[]): Promise<TamperProxy> {
  proxy = await startTamperProxy(server.url, overrides);
  return proxy;
}

/** The judge's phases run on the mock's clock: a poll's wait moves it on instead of sleeping. */
async function advanceMockClock(ms: number): Promise<void> {
  const res = await fetch(`${server.url}/api/__clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ advanceMs: ms }),
  });
  if (!res.ok) throw new Error(`the mock clock did not answer: HTTP ${res.status}`);
}

function suite(baseUrl: string, options: Partial<SuiteOptions> = {}): Promise<Report> {
  return runSuite({
    baseUrl,
    mutating: false,
    timeoutMs: 10_000,
    runId: 'jest',
    wait: advanceMockClock,
    ...options,
  });
}

function rows(report: Report, operationId: string, check?: CheckResult['check']): CheckResult[] {
  return report.results.filter((r) => r.operationId === operationId && (!check || r.check === check));
}

function failures(report: Report): string[] {
  return report.results
    .filter((r) => r.outcome === 'failed')
    .map((r) => {
      const errors = (r.errors ?? []).map((e) => ` ${e.pointer || '(root)'} ${e.message}`).join(';');
      return `${r.method} ${r.path} ${r.operationId} [${r.check}] ${r.detail}${errors}`;
    });
}

function capture() {
  const out: string[] = [];
  const err: string[] = [];
  return {
    io: { out: (t: string) => out.push(t), err: (t: string) => err.push(t), colour: false },
    out,
    err,
  };
}

const success = (data: unknown) => ({ status: 200, msg: 'success', data });

/** Outcome per behavioural probe (its flow name), in the order reported. */
function probeOutcomes(report: Report): Record<string, string> {
  return Object.fromEntries(
    report.results.filter((r) => r.flow?.startsWith('probe ')).map((r) => [r.flow ?? '', r.outcome] as const),
  );
}

const jsonOf = (request: { body: string }) => JSON.parse(request.body) as Record<string, unknown>;
const page = (records: unknown[]) => ({ records, total: records.length, size: 10, current: 1, pages: 1 });

async function token(username: string, password: string): Promise<string> {
  const res = await fetch(`${server.url}/api/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  return res.headers.get('authorization') ?? '';
}

describe('contract suite', () => {
  it('passes against the mock backend with the flows, and leaves nothing it created behind', async () => {
    const report = await suite(server.url, { user: alice, admin: root, mutating: true });
    expect(failures(report)).toEqual([]);
    expect(report.summary.passed).toBeGreaterThan(0);
    const flowSteps = report.results.filter((r) => r.check === 'flow');
    expect(flowSteps.map((r) => r.flow)).toEqual(
      expect.arrayContaining(['announcement', 'tag', 'discussion']),
    );
    // Every behavioural probe ran and passed against the mock, the remote one having seen Submitting.
    expect(probeOutcomes(report)).toEqual({
      'probe accounts': 'passed',
      'probe rank-ties': 'passed',
      'probe login-trim': 'passed',
      'probe login-length-utf16': 'passed',
      'probe import-untrimmed': 'passed',
      'probe judge-verdict': 'passed',
      'probe remote-submitting': 'passed',
      'probe clean-up': 'passed',
    });

    const auth = { Authorization: await token('root', 'root123'), 'Url-Type': 'admin' };
    const announcements = await fetch(`${server.url}/api/admin/announcement?currentPage=1&limit=100`, {
      headers: auth,
    }).then((r) => r.text());
    const tags = await fetch(`${server.url}/api/get-all-problem-tags?oj=ME`).then((r) => r.text());
    expect(announcements).not.toContain('contract-check');
    expect(tags).not.toContain('contract-check');
  }, 120_000);

  it('fails, naming the operation and the JSON pointer, when an answer breaks the schema', async () => {
    const broken = await behindProxy([
      {
        method: 'GET',
        path: '/api/get-common-announcement',
        respond: () => ({
          status: 200,
          body: success(page([{ id: 'seven', title: 'Broken', content: 'x' }])),
        }),
      },
    ]);
    const file = join(mkdtempSync(join(tmpdir(), 'contract-')), 'report.json');
    const { io, out } = capture();
    const code = await runCli(
      ['--base-url', broken.url, '--only', '^getCommonAnnouncement$', '--report', file],
      io,
    );

    expect(code).toBe(1);
    const text = out.join('\n');
    expect(text).toMatch(/FAIL\s+read\s+GET\s+\/api\/get-common-announcement\s+getCommonAnnouncement/);
    expect(text).toContain('/data/records/0/id must be integer');
    expect(text).toMatch(/0 passed, 1 failed, 0 skipped$/);
    const report = JSON.parse(readFileSync(file, 'utf8')) as Report;
    const [row] = rows(report, 'getCommonAnnouncement', 'read');
    expect(row?.outcome).toBe('failed');
    expect(row?.errors?.map((e) => e.pointer)).toContain('/data/records/0/id');
    expect(report.environment).toMatchObject({ baseUrl: broken.url, user: null, admin: null });
  });

  it('checks that an operation needing login refuses an anonymous caller', async () => {
    const report = await suite(server.url, { user: alice, only: /^getUserAuthInfo$/ });
    expect(rows(report, 'getUserAuthInfo', 'anonymous')).toMatchObject([
      { outcome: 'passed', detail: 'refused: HTTP 401', httpStatus: 401 },
    ]);

    const leaky = await behindProxy([
      {
        method: 'GET',
        path: '/api/get-user-auth-info',
        respond: () => ({ status: 200, body: success({ roles: ['default_user'], permissions: ['submit'] }) }),
      },
    ]);
    const leaked = await suite(leaky.url, { user: alice, only: /^getUserAuthInfo$/ });
    expect(rows(leaked, 'getUserAuthInfo', 'anonymous')).toMatchObject([
      { outcome: 'failed', detail: expect.stringContaining('not refused: an anonymous caller got HTTP 200') },
    ]);
  });

  it('checks that a normal user is refused a root-only operation and the back-office login', async () => {
    const report = await suite(server.url, {
      user: alice,
      admin: root,
      only: /^(getAdminUserList|adminLogin)$/,
    });
    expect(rows(report, 'getAdminUserList', 'user')).toMatchObject([
      { outcome: 'passed', detail: 'refused: HTTP 403', caller: 'alice' },
    ]);
    expect(rows(report, 'adminLogin', 'user')).toMatchObject([
      { outcome: 'passed', detail: expect.stringMatching(/^refused in the service: HTTP 200 \+ body 401/) },
    ]);
    expect(rows(report, 'getAdminUserList', 'read')).toMatchObject([{ caller: 'root' }]);

    const leaky = await behindProxy([
      {
        method: 'GET',
        path: '/api/admin/user/get-user-list',
        respond: () => ({ status: 200, body: success(page([])) }),
      },
    ]);
    const leaked = await suite(leaky.url, { user: alice, only: /^getAdminUserList$/ });
    expect(rows(leaked, 'getAdminUserList', 'user')).toMatchObject([
      {
        outcome: 'failed',
        detail: expect.stringContaining('not refused: the user (needs permission user_admin)'),
      },
    ]);
  });

  it('passes a real server’s 401 whose body has no data, as its token filter writes it', async () => {
    const filter = await behindProxy([
      {
        method: 'GET',
        path: '/api/get-user-auth-info',
        respond: (req) =>
          req.headers.authorization
            ? { status: 200, body: success({ roles: ['default_user'], permissions: ['submit'] }) }
            : {
                status: 401,
                body: { status: 401, msg: '登录状态已失效，请重新登录！' },
                headers: { 'Url-Type': req.headers['url-type'] ?? '' },
              },
      },
    ]);
    const report = await suite(filter.url, { user: alice, only: /^getUserAuthInfo$/ });
    expect(failures(report)).toEqual([]);
    expect(rows(report, 'getUserAuthInfo', 'anonymous')).toMatchObject([
      { outcome: 'passed', detail: 'refused: HTTP 401', httpStatus: 401 },
    ]);
  });

  it('fails a 401 without the Url-Type echo the login filter adds', async () => {
    const bare = await behindProxy([
      {
        method: 'GET',
        path: '/api/get-user-auth-info',
        respond: () => ({ status: 401, body: { status: 401, msg: 'please log in', data: null } }),
      },
    ]);
    const report = await suite(bare.url, { user: alice, only: /^getUserAuthInfo$/ });
    expect(rows(report, 'getUserAuthInfo', 'anonymous')).toMatchObject([
      { outcome: 'failed', detail: 'refused: HTTP 401, but no Url-Type echo (general was sent)' },
    ]);
  });

  it('notes the known server behaviours instead of failing on them', async () => {
    const denied = (req: { headers: Record<string, string> }) => ({
      status: 401,
      body: { status: 401, msg: 'please log in', data: null },
      headers: { 'Url-Type': req.headers['url-type'] ?? '' },
    });
    const groupPost = { id: 7001, title: 'Group post', gid: 1 };
    const hidden = {
      id: 31,
      title: 'Hidden',
      content: 'x',
      uid: 'u'.repeat(32),
      status: 1,
      gid: null,
      gmtCreate: '2026-11-21T08:00:00.000+0000',
      gmtModified: '2026-11-21T08:00:00.000+0000',
    };
    const quirky = await behindProxy([
      // No public discussions: the comments are asked for the one of a group.
      {
        method: 'GET',
        path: '/api/get-discussion-list',
        respond: () => ({ status: 200, body: success(page([])) }),
      },
      {
        method: 'GET',
        path: '/api/get-group-list',
        respond: () => ({ status: 200, body: success(page([{ id: 1 }])) }),
      },
      {
        method: 'GET',
        path: '/api/group/get-discussion-list',
        respond: () => ({ status: 200, body: success(page([groupPost])) }),
      },
      {
        method: 'GET',
        path: '/api/comments',
        respond: (req) =>
          req.headers.authorization
            ? { status: 200, body: success({ commentList: page([]), commentLikeMap: {} }) }
            : { status: 500, body: { status: 500, msg: 'Server Error!', data: null } },
      },
      {
        method: 'GET',
        path: '/api/get-contest-list',
        respond: () => ({ status: 200, body: success(page([{ id: 4242, status: 0, auth: 0 }])) }),
      },
      {
        method: 'POST',
        path: '/api/get-contest-not-read-announcement',
        respond: (req) =>
          req.headers.authorization ? { status: 200, body: success([hidden]) } : denied(req),
      },
      {
        method: 'GET',
        path: '/api/msg/unread',
        respond: (req) =>
          req.headers.authorization
            ? {
                status: 200,
                body: success({ comment: 0, reply: 0, like: 0, sys: 0, mine: 0 }),
                // A renewal (the same token, so the run goes on) on an answer that does not declare it.
                headers: { 'Refresh-Token': 'true', Authorization: req.headers.authorization },
              }
            : denied(req),
      },
    ]);
    const file = join(mkdtempSync(join(tmpdir(), 'contract-')), 'report.json');
    const { io, out } = capture();
    const code = await runCli(
      [
        ...['--base-url', quirky.url, '--user', 'alice', '--password', 'alice123', '--report', file],
        ...['--only', '^(getComments|getContestUserNotReadAnnouncement|getUnreadMsgCount)$'],
      ],
      io,
    );

    const report = JSON.parse(readFileSync(file, 'utf8')) as Report;
    expect(failures(report)).toEqual([]);
    expect(code).toBe(0);
    expect(rows(report, 'getComments', 'read')).toMatchObject([
      { outcome: 'passed', caller: 'alice', params: 'did=7001 (from getGroupDiscussionList)' },
    ]);
    expect(rows(report, 'getComments', 'read')[0]?.known).toEqual(['anonymousGroupComments']);
    expect(rows(report, 'getContestUserNotReadAnnouncement', 'read')).toMatchObject([
      { outcome: 'passed', known: ['hiddenUnreadAnnouncements'] },
    ]);
    expect(rows(report, 'getUnreadMsgCount', 'read')).toMatchObject([
      { outcome: 'passed', known: ['renewalAnywhere'] },
    ]);
    expect(report.summary).toMatchObject({ failed: 0, known: 3 });
    const text = out.join('\n');
    expect(text).toContain('[known server behaviour: the comments of a group discussion answer HTTP 500');
    expect(text).toContain('Known server behaviours (documented in the contract, not failures):');
    expect(text).toMatch(
      /the unread contest announcements include hidden ones: getContestUserNotReadAnnouncement/,
    );
  });

  it('feeds an id discovered in a list answer into the detail call', async () => {
    const contest = {
      id: 4242,
      title: 'Discovered',
      type: 0,
      status: 1,
      auth: 0,
      startTime: '2026-11-01T08:00:00.000+0000',
      endTime: '2026-11-01T13:00:00.000+0000',
      duration: 18000,
    };
    const fake = await behindProxy([
      {
        method: 'GET',
        path: '/api/get-contest-list',
        respond: () => ({ status: 200, body: success(page([contest])) }),
      },
      {
        method: 'GET',
        path: '/api/get-contest-info',
        respond: () => ({ status: 200, body: success(contest) }),
      },
    ]);
    const report = await suite(fake.url, { user: alice, only: /^getContestInfo$/ });

    const detailCalls = fake.requests.filter((r) => r.url.pathname === '/api/get-contest-info');
    expect(detailCalls.map((r) => r.url.searchParams.get('cid'))).toContain('4242');
    const listCall = fake.requests.findIndex((r) => r.url.pathname === '/api/get-contest-list');
    const detailCall = fake.requests.findIndex((r) => r.url.pathname === '/api/get-contest-info');
    expect(listCall).toBeGreaterThanOrEqual(0);
    expect(listCall).toBeLessThan(detailCall);
    expect(rows(report, 'getContestInfo', 'read')).toMatchObject([
      { caller: 'alice', params: 'cid=4242 (from getContestList)' },
    ]);
    // The list ran only as a source of ids: --only keeps it out of the results.
    expect(rows(report, 'getContestList')).toEqual([]);
  });

  it('skips a read refused to a lesser account, and fails it when even root is refused', async () => {
    const refusing = await behindProxy([
      {
        method: 'GET',
        path: '/api/get-user-auth-info',
        respond: (req) =>
          req.headers.authorization
            ? { status: 200, body: { status: 403, msg: 'refused by the proxy', data: null } }
            : { status: 401, body: { status: 401, msg: 'please log in', data: null } },
      },
    ]);
    const asUser = await suite(refusing.url, { user: alice, only: /^getUserAuthInfo$/ });
    expect(rows(asUser, 'getUserAuthInfo', 'read')).toMatchObject([
      { outcome: 'skipped', detail: expect.stringContaining('only a root account (--admin) can judge it') },
    ]);
    const withRoot = await suite(refusing.url, { user: alice, admin: root, only: /^getUserAuthInfo$/ });
    expect(rows(withRoot, 'getUserAuthInfo', 'read')).toMatchObject([
      { outcome: 'failed', caller: 'root', detail: expect.stringContaining('refused even for root') },
    ]);
  });

  it('skips, with the server message, what a switched-off feature refuses', async () => {
    const off = await behindProxy([
      {
        method: 'GET',
        path: '/api/get-website-config',
        respond: () => ({ status: 200, body: success({ openPublicDiscussion: false }) }),
      },
      {
        method: 'GET',
        path: '/api/get-discussion-list',
        respond: () => ({ status: 403, body: { status: 403, msg: 'discussions are closed', data: null } }),
      },
    ]);
    const report = await suite(off.url, {
      user: alice,
      mutating: true,
      only: /^(getDiscussionList|addDiscussion)$/,
    });
    expect(rows(report, 'getDiscussionList', 'read')).toMatchObject([
      {
        outcome: 'skipped',
        detail:
          'feature switch PUBLIC_DISCUSSION off or unknown: HTTP 403 + body 403 "discussions are closed"',
        // The switch's 403 carries no Url-Type echo, as on a real server: noted, not failed.
        known: ['switchWithoutUrlType'],
      },
    ]);
    expect(rows(report, 'addDiscussion', 'flow')).toMatchObject([
      { outcome: 'skipped', detail: 'flow discussion: the public discussion switch is off' },
    ]);
    // One call: a switched-off feature is not asked again with other ids or accounts.
    expect(off.requests.filter((r) => r.url.pathname === '/api/get-discussion-list')).toHaveLength(1);
  });

  it('still deletes what a flow created when a step fails, and sends no mutating call twice', async () => {
    const store: { id: number; title: string; content: string; status: number }[] = [];
    let nextId = 900;
    const authorized = (r: { headers: Record<string, string> }) => Boolean(r.headers.authorization);
    const denied = { status: 401, body: { status: 401, msg: 'please log in', data: null } };
    const fake = await behindProxy([
      {
        method: 'POST',
        path: '/api/admin/announcement',
        respond: (r) => {
          if (!authorized(r)) return denied;
          const body = JSON.parse(r.body) as { title: string; content: string; status: number };
          store.push({ id: nextId++, ...body });
          return { status: 200, body: success(null) };
        },
      },
      {
        method: 'GET',
        path: '/api/admin/announcement',
        respond: (r) => {
          if (!authorized(r)) return denied;
          const records = store.map((a) => ({
            ...a,
            uid: 'u'.repeat(32),
            username: 'root',
            gmtCreate: '2026-11-21T08:00:00.000+0000',
          }));
          return { status: 200, body: success(page(records)) };
        },
      },
      {
        method: 'PUT',
        path: '/api/admin/announcement',
        respond: () => ({ status: 500, body: { status: 500, msg: 'Server Error!', data: null } }),
      },
      {
        method: 'DELETE',
        path: '/api/admin/announcement',
        respond: (r) => {
          if (!authorized(r)) return denied;
          const aid = Number(r.url.searchParams.get('aid'));
          store.splice(
            store.findIndex((a) => a.id === aid),
            1,
          );
          return { status: 200, body: success(null) };
        },
      },
    ]);
    const report = await suite(fake.url, { admin: root, mutating: true, only: /AdminAnnouncement/ });

    const flow = report.results.filter((r) => r.flow === 'announcement');
    expect(flow.find((r) => r.operationId === 'updateAdminAnnouncement')).toMatchObject({
      outcome: 'failed',
    });
    expect(flow.find((r) => r.operationId === 'deleteAdminAnnouncement')).toMatchObject({
      outcome: 'passed',
    });
    expect(store).toEqual([]);
    const sent = (method: string) =>
      fake.requests.filter(
        (r) => r.method === method && r.url.pathname === '/api/admin/announcement' && r.headers.authorization,
      );
    expect(sent('POST')).toHaveLength(1);
    expect(sent('PUT')).toHaveLength(1);
    expect(sent('DELETE')).toHaveLength(1);
  });

  it('fails each behavioural probe against a server that breaks its HOJ rule, and only that probe', async () => {
    const badCredentials = { status: 400, msg: '用户名或密码错误！请注意大小写！', data: null };
    const broken = await behindProxy([
      {
        method: 'POST',
        path: '/api/login',
        respond: (request) => {
          const { username = '', password = '' } = jsonOf(request) as Record<string, string>;
          // A login that neither trims nor counts UTF-16 units (11 emoji pass as 11 characters).
          if (password !== password.trim() || username !== username.trim())
            return { status: 200, body: badCredentials };
          if (username.length > 20 && [...username].length <= 20)
            return { status: 200, body: badCredentials };
          if (password.length > 20 && [...password].length <= 20)
            return { status: 200, body: badCredentials };
          return { forward: {} };
        },
      },
      {
        method: 'POST',
        path: '/api/admin/user/insert-batch-user',
        // An import that trims every cell, the password included.
        respond: (request) => {
          const users = (jsonOf(request).users as string[][]).map((row) => row.map((cell) => cell.trim()));
          return { forward: { body: JSON.stringify({ users }) } };
        },
      },
      {
        method: 'GET',
        path: '/api/get-submission-detail',
        // A judge that reports Submitting as Partial Accepted (a final state) and then goes on judging.
        respond: () => ({
          forward: {
            transform: (json) => {
              const submission = (json as { data?: { submission?: { status?: number } } }).data?.submission;
              if (submission?.status === 9) submission.status = 8;
              return json;
            },
          },
        }),
      },
      {
        method: 'GET',
        path: '/api/get-rank-list',
        // OI ties broken by fewer accepted problems first.
        respond: (request) => ({
          forward: {
            transform: (json) => {
              if (request.url.searchParams.get('type') !== '1') return json;
              const data = (json as { data: { records: { score: number; ac: number }[] } }).data;
              data.records.sort((a, b) => b.score - a.score || a.ac - b.ac);
              return json;
            },
          },
        }),
      },
    ]);
    const report = await suite(broken.url, {
      user: alice,
      admin: root,
      mutating: true,
      only: /^(insertAdminBatchUser|deleteAdminUser)$/,
    });
    expect(probeOutcomes(report)).toEqual({
      'probe accounts': 'passed',
      'probe rank-ties': 'failed',
      'probe login-trim': 'failed',
      'probe login-length-utf16': 'failed',
      'probe import-untrimmed': 'failed',
      'probe judge-verdict': 'passed',
      'probe remote-submitting': 'failed',
      'probe clean-up': 'passed',
    });
    const detail = (flow: string) => report.results.find((r) => r.flow === flow)?.detail ?? '';
    expect(detail('probe import-untrimmed')).toContain('AdminUserManager.addNewUser');
    expect(detail('probe login-length-utf16')).toContain('expected "用户名长度不能超过20位!"');
    expect(detail('probe remote-submitting')).toContain('showed a running state after a final one');
    expect(detail('probe rank-ties')).toContain('out of order: OI rows');
  }, 120_000);

  it('exits 2 with a message when the base URL is unreachable', async () => {
    const port = await closedPort();
    const { io, err } = capture();
    const code = await runCli(
      ['--base-url', `http://127.0.0.1:${port}`, '--user', 'alice', '--password', 'x'],
      io,
    );
    expect(code).toBe(2);
    expect(err.join('\n')).toContain(`Cannot reach http://127.0.0.1:${port}`);
  });

  it('stops with exit code 2 when the server stops answering during the run', async () => {
    // The site configuration and the login (a POST) get through; every other GET drops the connection.
    const dying = await behindProxy([
      { method: 'GET', path: '/api/get-website-config', respond: () => ({ status: 200, body: success({}) }) },
      { method: 'GET', path: '*', respond: () => 'hang-up' },
    ]);
    const { io, err } = capture();
    const code = await runCli(['--base-url', dying.url, '--user', 'alice', '--password', 'alice123'], io);
    expect(code).toBe(2);
    expect(err.join('\n')).toMatch(/stopped answering: 5 requests in a row failed \(last: GET \/api\//);
  });

  it('exits 2 with a message when a login fails', async () => {
    const { io, err } = capture();
    const code = await runCli(
      ['--base-url', server.url, '--user', 'alice', '--password', 'wrong-password'],
      io,
    );
    expect(code).toBe(2);
    expect(err.join('\n')).toMatch(/Login of user alice failed \(POST \/api\/login\): HTTP 200 \+ body 400/);
  });
});
