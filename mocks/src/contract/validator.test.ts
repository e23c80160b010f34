import { HttpResponse, http } from 'msw';
import { operation } from '../http/operation';
import { installMockServer } from '../jest/installMockServer';
import { call, readEvents, send } from '../jest/requests';
import { takeMockFaults, withContract } from './enforce';
import { siteConfig } from '../store/schema/site';
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
  it('becomes HTTP 500 naming the operation, logged with console.error (plain msw handler override)', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const page = { records: [], total: 'x', size: 10, current: 1, pages: 0, orders: [], searchCount: true };
    server.use(
      withContract(
        // A handler written without the mock's helpers, answering a whole envelope with a bad field.
        http.get('*/api/admin/user/get-user-list', () =>
          HttpResponse.json({ status: 200, msg: 'success', data: page }),
        ),
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
        data: { ...siteConfig, shortName: 42 as unknown as string },
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

describe('a streamed or file answer that breaks the contract', () => {
  const eventStream = (text: string) =>
    withContract(
      http.post(
        '*/api/ai/chat-stream',
        () => new Response(text, { headers: { 'Content-Type': 'text/event-stream' } }),
      ),
    );

  it('breaks the event stream at an event outside the item schema', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      eventStream(
        'data: {"choices":[{"delta":{"content":"ok"}}]}\n\ndata: {"choices":[]}\n\ndata: [DONE]\n\n',
      ),
    );
    const response = await send('/api/ai/chat-stream', { json: {} });
    expect(response.status).toBe(200);
    await expect(readEvents(response)).rejects.toThrow(
      /streamAiChat.*\/choices must NOT have fewer than 1 items/,
    );
    expect(error).toHaveBeenCalledTimes(1);
    expect(takeMockFaults()).toEqual([expect.stringContaining('streamAiChat')]);
  });

  it('breaks an event stream that ends without [DONE] or carries non-JSON events', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(eventStream('data: {"choices":[{"delta":{"content":"ok"}}]}\n\n'));
    await expect(readEvents(await send('/api/ai/chat-stream', { json: {} }))).rejects.toThrow(
      /without \[DONE\]/,
    );
    server.use(eventStream('data: not json\n\ndata: [DONE]\n\n'));
    await expect(readEvents(await send('/api/ai/chat-stream', { json: {} }))).rejects.toThrow(/not JSON/);
    expect(takeMockFaults()).toHaveLength(2);
  });

  it('turns a download without Content-Disposition, or of an undeclared type, into HTTP 500', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const download = (headers: Record<string, string>) =>
      withContract(http.get('*/api/file/download-testcase', () => new Response('PK', { headers })));
    server.use(download({ 'Content-Type': 'application/x-download' }));
    const bare = await call('/api/file/download-testcase?pid=1');
    expect(bare.response.status).toBe(500);
    expect(bare.body.msg).toMatch(/downloadTestcase.*Content-Disposition/);
    server.use(
      download({ 'Content-Type': 'text/plain', 'Content-Disposition': 'attachment;filename=a.txt' }),
    );
    const wrongType = await call('/api/file/download-testcase?pid=1');
    expect(wrongType.body.msg).toMatch(/answers text\/plain, the contract has application\/x-download/);
    expect(takeMockFaults()).toHaveLength(2);
  });
});
