/**
 * The suite's HTTP layer: one request, one answer, as the real client sends it (raw token in `Authorization`,
 * `Url-Type: admin|general` by URL), with a per-request timeout and no retries of its own.
 */

export type Scalar = string | number | boolean;
export type QueryValue = Scalar | readonly Scalar[];

export type RequestBody =
  | { kind: 'json'; value: unknown }
  | { kind: 'multipart'; parts: Record<string, string | { filename: string; content: string }> };

export interface ApiRequest {
  method: string;
  path: string;
  query?: Record<string, QueryValue | undefined>;
  body?: RequestBody;
  /** Raw token; none for an anonymous call. */
  token?: string | null;
}

export interface Answer {
  httpStatus: number;
  headers: Headers;
  contentType: string;
  /** The parsed JSON body, or undefined when the body is not JSON. */
  json: unknown;
  isJson: boolean;
  /** Body size in bytes. */
  size: number;
  ms: number;
}

export class TransportError extends Error {
  constructor(
    readonly kind: 'timeout' | 'network',
    message: string,
  ) {
    super(message);
    this.name = 'TransportError';
  }
}

export function urlTypeOf(path: string): 'admin' | 'general' {
  return path.split('/')[2] === 'admin' ? 'admin' : 'general';
}

export function buildUrl(baseUrl: string, path: string, query: ApiRequest['query'] = {}): string {
  const url = new URL(baseUrl.replace(/\/+$/, '') + path);
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined) continue;
    // Repeated keys for lists, as the contract declares (form, explode).
    for (const item of Array.isArray(value) ? value : [value]) url.searchParams.append(name, String(item));
  }
  return url.toString();
}

function encodeBody(body: RequestBody | undefined): { body?: BodyInit; contentType?: string } {
  if (!body) return {};
  if (body.kind === 'json') return { body: JSON.stringify(body.value), contentType: 'application/json' };
  const form = new FormData();
  for (const [name, part] of Object.entries(body.parts)) {
    if (typeof part === 'string') form.append(name, part);
    else form.append(name, new Blob([part.content], { type: 'application/octet-stream' }), part.filename);
  }
  return { body: form };
}

function describeCause(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error));
}

export async function send(baseUrl: string, request: ApiRequest, timeoutMs: number): Promise<Answer> {
  const url = buildUrl(baseUrl, request.path, request.query);
  const headers = new Headers({ Accept: 'application/json, */*', 'Url-Type': urlTypeOf(request.path) });
  if (request.token) headers.set('Authorization', request.token);
  const { body, contentType } = encodeBody(request.body);
  if (contentType) headers.set('Content-Type', contentType);
  const started = performance.now();
  let response: Response;
  let bytes: Uint8Array;
  try {
    response = await fetch(url, {
      method: request.method,
      headers,
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    bytes = new Uint8Array(await response.arrayBuffer());
  } catch (error) {
    const name = (error as { name?: string }).name;
    if (name === 'TimeoutError' || name === 'AbortError') {
      throw new TransportError('timeout', `no answer within ${timeoutMs} ms`);
    }
    throw new TransportError('network', `connection failed (${describeCause(error)})`);
  }
  const type = response.headers.get('content-type') ?? '';
  let json: unknown;
  let isJson = false;
  if (/json/i.test(type) || (type === '' && bytes.length > 0)) {
    try {
      json = JSON.parse(new TextDecoder().decode(bytes));
      isJson = true;
    } catch {
      isJson = false;
    }
  }
  return {
    httpStatus: response.status,
    headers: response.headers,
    contentType: type,
    json,
    isJson,
    size: bytes.length,
    ms: Math.round(performance.now() - started),
  };
}

/** The envelope fields of a JSON answer, if it has them. */
export interface Envelope {
  status: unknown;
  msg: unknown;
  data: unknown;
  hasStatus: boolean;
  hasMsg: boolean;
  hasData: boolean;
}

export function envelopeOf(answer: Answer): Envelope | null {
  const body = answer.json;
  if (!answer.isJson || typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const record = body as Record<string, unknown>;
  return {
    status: record.status,
    msg: record.msg,
    data: record.data,
    hasStatus: 'status' in record,
    hasMsg: 'msg' in record,
    hasData: 'data' in record,
  };
}

/** Short printable form of an answer's status, e.g. `HTTP 200 + body 403 "no permission"`. */
export function describeAnswer(answer: Answer): string {
  const env = envelopeOf(answer);
  if (!env)
    return `HTTP ${answer.httpStatus} (${answer.contentType || 'no content type'}, ${answer.size} bytes)`;
  const msg =
    typeof env.msg === 'string' && env.msg !== '' ? ` ${JSON.stringify(truncate(env.msg, 240))}` : '';
  return `HTTP ${answer.httpStatus} + body ${String(env.status)}${msg}`;
}

export function truncate(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}
