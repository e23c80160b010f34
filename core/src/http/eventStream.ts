import { REQUEST_TIMEOUT_MS } from './config';
import { bodyStatus, isJsonContentType, parseJson, serverMsg } from './envelope';
import { bodyError, catalogueText, httpError, transportError } from './errors';
import { reportFailure } from './hojFetch';
import { ApiError } from './apiError';
import { exchange, type Call } from './transport';
import { EventStreamParser } from '../parse/eventStreamParser';

export { EventStreamParser };

/** The data of the event that closes a stream normally. */
export const STREAM_DONE = '[DONE]';

/** A stream that stays silent this long is taken for a dead link. */
export const STREAM_IDLE_TIMEOUT_MS = 60_000;

export interface EventStreamOptions {
  /** JSON request body. */
  body: unknown;
  /** Aborting stops the stream; the promise then rejects with the signal's reason. */
  signal?: AbortSignal;
  /** Called with each event's data parsed as JSON (events that are not JSON are skipped). */
  onItem: (item: unknown) => void;
  idleTimeoutMs?: number;
  /** No error hook (no toast): the caller shows the failure itself. */
  silent?: boolean;
}

type StreamBody = { type: 'json'; text: string } | { type: 'stream' };

/** Error answers (before the stream starts) are JSON like any other call; a stream is left unread here. */
async function readHead(response: Response): Promise<StreamBody> {
  if (isJsonContentType(response.headers.get('Content-Type'))) {
    return { type: 'json', text: await response.text() };
  }
  return { type: 'stream' };
}

function refusal(call: Call, response: Response, text: string): ApiError {
  const parsed = text.trim() === '' ? null : parseJson(text);
  const envelope = parsed?.ok ? parsed.value : undefined;
  const status = bodyStatus(envelope) ?? null;
  const msg = serverMsg(envelope);
  if (!response.ok) return httpError(call, response.status, status, msg);
  if (status !== null && status !== 200) return bodyError(call, response.status, status, msg);
  return new ApiError({
    ...call,
    kind: 'server',
    msg: catalogueText('server'),
    httpStatus: response.status,
    status,
    transport: false,
  });
}

/**
 * POSTs `body` and reads the answer as a `text/event-stream` of JSON items closed by `data: [DONE]`, handing
 * each item to `onItem` as it arrives. Resolves at `[DONE]`. A refusal before the stream (JSON answer, HTTP
 * error) rejects with its ApiError through the request layer's usual reactions (401 clears the session, the
 * error hook); a link that breaks or ends without `[DONE]`, or goes silent for `idleTimeoutMs`, rejects with a
 * network ApiError; an abort by `signal` rejects with the signal's reason and reports nothing.
 */
export async function postEventStream(url: string, options: EventStreamOptions): Promise<void> {
  const { body, signal, onItem, idleTimeoutMs = STREAM_IDLE_TIMEOUT_MS, silent = false } = options;
  const result = await exchange(
    url,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream' },
      body: JSON.stringify(body),
      silent,
      ...(signal ? { signal } : {}),
    },
    REQUEST_TIMEOUT_MS,
    readHead,
  );
  if (!result.ok) return reportFailure(result.call, result.error);
  const { call, response } = result;
  if (result.body.type === 'json') return reportFailure(call, refusal(call, response, result.body.text));
  if (!response.ok || !response.body)
    return reportFailure(call, httpError(call, response.status, null, null));

  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  const parser = new EventStreamParser();
  let idle: ReturnType<typeof setTimeout> | undefined;
  let stalled = false;
  const armIdle = () => {
    clearTimeout(idle);
    idle = setTimeout(() => {
      stalled = true;
      void reader.cancel().catch(() => undefined);
    }, idleTimeoutMs);
  };
  const onAbort = () => void reader.cancel(signal?.reason).catch(() => undefined);
  signal?.addEventListener('abort', onAbort, { once: true });

  try {
    armIdle();
    for (;;) {
      let chunk: ReadableStreamReadResult<Uint8Array>;
      try {
        chunk = await reader.read();
      } catch (error) {
        if (signal?.aborted) throw signal.reason;
        return await reportFailure(call, transportError(call, 'network', response.status, error));
      }
      if (signal?.aborted) throw signal.reason;
      if (chunk.done) {
        const kind = stalled ? 'timeout' : 'network';
        return await reportFailure(call, transportError(call, kind, response.status));
      }
      armIdle();
      for (const data of parser.push(decoder.decode(chunk.value, { stream: true }))) {
        if (data.trim() === STREAM_DONE) {
          void reader.cancel().catch(() => undefined);
          return;
        }
        const parsed = parseJson(data);
        if (parsed.ok) onItem(parsed.value);
      }
    }
  } finally {
    clearTimeout(idle);
    signal?.removeEventListener('abort', onAbort);
  }
}
