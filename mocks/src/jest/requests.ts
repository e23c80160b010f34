import { demoAccounts } from '../store/demoAccounts';
import { EventStreamParser } from '@hoj/core/parse/eventStreamParser';

/** Origin for handler tests: msw intercepts `fetch` to any origin, and the contract paths match it. */
export const ORIGIN = 'http://localhost';

export interface Envelope<T> {
  status: number;
  msg: string;
  data: T;
}

export interface CallOptions {
  method?: string;
  token?: string;
  /** Defaults to what hoj-vue sends: `admin` for `/api/admin/**`, `general` otherwise. */
  urlType?: string;
  json?: unknown;
  signal?: AbortSignal;
}

export interface Answer<T> {
  response: Response;
  body: Envelope<T>;
}

/** One call the way the clients make it: raw token in `Authorization`, the `Url-Type` marker, JSON bodies. */
export function send(path: string, options: CallOptions = {}): Promise<Response> {
  const headers = new Headers({
    'Url-Type': options.urlType ?? (path.startsWith('/api/admin/') ? 'admin' : 'general'),
  });
  if (options.token) headers.set('Authorization', options.token);
  if (options.json !== undefined) headers.set('Content-Type', 'application/json');
  return fetch(`${ORIGIN}${path}`, {
    method: options.method ?? (options.json === undefined ? 'GET' : 'POST'),
    headers,
    body: options.json === undefined ? undefined : JSON.stringify(options.json),
    signal: options.signal,
  });
}

/** `send`, with the JSON envelope read. */
export async function call<T = unknown>(path: string, options: CallOptions = {}): Promise<Answer<T>> {
  const response = await send(path, options);
  return { response, body: (await response.json()) as Envelope<T> };
}

/** Reads an event-stream answer to its end and returns the `data` of each event, in order. */
export async function readEvents(response: Response): Promise<string[]> {
  const parser = new EventStreamParser();
  const events: string[] = [];
  const decoder = new TextDecoder();
  if (!response.body) return events;
  const reader = response.body.getReader();
  for (let next = await reader.read(); !next.done; next = await reader.read())
    events.push(...parser.push(decoder.decode(next.value, { stream: true })));
  events.push(...parser.push(decoder.decode()));
  return events;
}

/** Logs a demo account in (portal login, or the back-office one) and returns its token. */
export async function loginAs(username: string, options: { admin?: boolean } = {}): Promise<string> {
  const account = demoAccounts.find((a) => a.username === username);
  if (!account) throw new Error(`${username} is not a demo account`);
  const { response, body } = await call(options.admin ? '/api/admin/login' : '/api/login', {
    json: { username, password: account.password },
  });
  const token = response.headers.get('Authorization');
  if (body.status !== 200 || !token) throw new Error(`login as ${username} failed: ${body.msg}`);
  return token;
}
