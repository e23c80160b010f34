import { http, HttpResponse } from 'msw';
import { session } from '../session/session';
import { BASE, failure, installHttpHarness } from '../test/httpHarness';
import { EventStreamParser, postEventStream } from './eventStream';

const { server, hooks } = installHttpHarness();

const URL_PATH = '/api/ai/chat-stream';
const encoder = new TextEncoder();

/** A stream body from text pieces; `hold` leaves it open after the pieces (a link that goes quiet). */
function streamOf(pieces: string[], { hold = false } = {}) {
  let cancelled = false;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const piece of pieces) controller.enqueue(encoder.encode(piece));
      if (!hold) controller.close();
    },
    cancel() {
      cancelled = true;
    },
  });
  return { body, wasCancelled: () => cancelled };
}

const sse = (body: ReadableStream<Uint8Array>) =>
  new HttpResponse(body, { headers: { 'Content-Type': 'text/event-stream' } });

const chunk = (content: string) => `data: ${JSON.stringify({ choices: [{ delta: { content } }] })}\n\n`;

describe('EventStreamParser', () => {
  it('returns events as they complete, across pieces, joining multi-line data', () => {
    const parser = new EventStreamParser();
    expect(parser.push('data: {"a"')).toEqual([]);
    expect(parser.push(':1}\r\n\r\ndata: x\ndata: y\n\n: comment\n\ndata: [DO')).toEqual(['{"a":1}', 'x\ny']);
    expect(parser.push('NE]\n\n')).toEqual(['[DONE]']);
  });
});

describe('postEventStream', () => {
  it('posts JSON with the token and hands over every item until [DONE]', async () => {
    session.setToken('tok-alice');
    let seen: { auth: string | null; body: unknown } | null = null;
    server.use(
      http.post(`${BASE}${URL_PATH}`, async ({ request }) => {
        seen = { auth: request.headers.get('Authorization'), body: await request.json() };
        return sse(streamOf([chunk('Hel'), chunk('lo'), 'data: [DONE]\n\n']).body);
      }),
    );
    const items: unknown[] = [];
    await postEventStream(URL_PATH, { body: { q: 1 }, onItem: (item) => items.push(item) });
    expect(seen).toEqual({ auth: 'tok-alice', body: { q: 1 } });
    expect(items).toEqual([
      { choices: [{ delta: { content: 'Hel' } }] },
      { choices: [{ delta: { content: 'lo' } }] },
    ]);
    expect(hooks.onError).not.toHaveBeenCalled();
  });

  it('rejects with a network error when the stream ends without [DONE]', async () => {
    server.use(http.post(`${BASE}${URL_PATH}`, () => sse(streamOf([chunk('cut')]).body)));
    const items: unknown[] = [];
    const error = await failure(postEventStream(URL_PATH, { body: {}, onItem: (i) => items.push(i) }));
    expect(error.kind).toBe('network');
    expect(items).toHaveLength(1);
    expect(hooks.onError).toHaveBeenCalledWith(error);
  });

  it('rejects with the server message when it refuses before the stream', async () => {
    server.use(
      http.post(`${BASE}${URL_PATH}`, () =>
        HttpResponse.json({ status: 400, msg: 'messages must not be empty', data: null }, { status: 400 }),
      ),
    );
    const error = await failure(postEventStream(URL_PATH, { body: {}, onItem: () => undefined }));
    expect(error.kind).toBe('badRequest');
    expect(error.serverMsg).toBe('messages must not be empty');
  });

  it('clears the session on HTTP 401', async () => {
    session.setToken('tok-old');
    server.use(
      http.post(`${BASE}${URL_PATH}`, () =>
        HttpResponse.json({ status: 401, msg: 'login first', data: null }, { status: 401 }),
      ),
    );
    const error = await failure(postEventStream(URL_PATH, { body: {}, onItem: () => undefined }));
    expect(error.kind).toBe('unauthorized');
    expect(session.get().token).toBeNull();
    expect(hooks.onUnauthorized).toHaveBeenCalled();
  });

  it('stops reading when aborted, rejecting with the reason and reporting nothing', async () => {
    const stream = streamOf([chunk('first')], { hold: true });
    server.use(http.post(`${BASE}${URL_PATH}`, () => sse(stream.body)));
    const controller = new AbortController();
    const reason = new DOMException('stopped', 'AbortError');
    const done = postEventStream(URL_PATH, {
      body: {},
      signal: controller.signal,
      onItem: () => controller.abort(reason),
    });
    await expect(done).rejects.toBe(reason);
    expect(hooks.onError).not.toHaveBeenCalled();
  });

  it('gives up on a stream that goes silent', async () => {
    server.use(http.post(`${BASE}${URL_PATH}`, () => sse(streamOf([chunk('a')], { hold: true }).body)));
    const error = await failure(
      postEventStream(URL_PATH, { body: {}, onItem: () => undefined, idleTimeoutMs: 20 }),
    );
    expect(error.kind).toBe('timeout');
  });
});

describe('postEventStream, silent', () => {
  it('rejects without calling the error hook', async () => {
    server.use(http.post(`${BASE}${URL_PATH}`, () => sse(streamOf([chunk('cut')]).body)));
    const error = await failure(
      postEventStream(URL_PATH, { body: {}, onItem: () => undefined, silent: true }),
    );
    expect(error.kind).toBe('network');
    expect(hooks.onError).not.toHaveBeenCalled();
  });
});
