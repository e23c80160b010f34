/** The HOJ `CommonResult` envelope JSON answers come in: a body status code, a message and the data. */
export interface Envelope<T = unknown> {
  status: number;
  msg: string;
  data: T;
}

/**
 * `ResultStatus` names: a download that fails after its stream has started writes the enum name instead
 * of the numeric code.
 */
const STATUS_NAMES: Record<string, number> = {
  SUCCESS: 200,
  FAIL: 400,
  ACCESS_DENIED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  SYSTEM_ERROR: 500,
};

export const SUCCESS_STATUS = 200;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The body status: undefined when the body has none (hoj-vue treats that as success), null when it has
 * one that is no known code, else the code.
 */
export function bodyStatus(body: unknown): number | null | undefined {
  if (!isRecord(body) || !('status' in body) || body.status === undefined) return undefined;
  const status = body.status;
  if (typeof status === 'number' && Number.isInteger(status)) return status;
  if (typeof status === 'string') {
    const named = STATUS_NAMES[status.toUpperCase()];
    if (named !== undefined) return named;
    const numeric = Number(status);
    if (Number.isInteger(numeric) && status.trim() !== '') return numeric;
  }
  return null;
}

/** The server's message, when it sent a non-blank one. */
export function serverMsg(body: unknown): string | null {
  if (!isRecord(body) || typeof body.msg !== 'string') return null;
  return body.msg.trim() === '' ? null : body.msg;
}

/** `data` of an envelope; a body that is no envelope is returned as it is. */
export function envelopeData(body: unknown): unknown {
  if (isRecord(body) && ('status' in body || 'data' in body)) return body.data;
  return body;
}

export function isJsonContentType(contentType: string | null): boolean {
  return contentType !== null && /\bjson\b|\+json/i.test(contentType);
}

export type ParsedJson = { ok: true; value: unknown } | { ok: false };

export function parseJson(text: string): ParsedJson {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}
