import { messages } from '../messages';
import { ApiFailure } from './failure';
import { readJson } from './operation';

/**
 * Request bodies read the way Jackson binds them to the backend's DTOs: unknown properties are ignored, scalars
 * are coerced where Jackson 2.10 coerces them (`"12"` → 12, 12 → `"12"`), and anything it cannot bind fails with
 * HTTP 400 `Failed to parse parameter format!`.
 */
export type JsonObject = Record<string, unknown>;

const unreadable = () => new ApiFailure(400, messages.badJson, 400);

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A DTO body: a JSON object. */
export async function readObject(request: Request): Promise<JsonObject> {
  const body = await readJson(request);
  if (!isObject(body)) throw unreadable();
  return body;
}

/** A `List<…>` body: a JSON array. */
export async function readArray(request: Request): Promise<unknown[]> {
  const body = await readJson(request);
  if (!Array.isArray(body)) throw unreadable();
  return body;
}

/** A nested DTO (e.g. `ReplyDTO.reply`); null when missing or null. */
export function objectField(body: JsonObject, name: string): JsonObject | null {
  const value = body[name];
  if (value === undefined || value === null) return null;
  if (!isObject(value)) throw unreadable();
  return value;
}

/** An `Integer`/`Long` field; null when missing, null or an empty string. */
export function intField(body: JsonObject, name: string): number | null {
  const value = body[name];
  if (value === undefined || value === null || value === '') return null;
  if (typeof value === 'number' && Number.isFinite(value)) return Math.trunc(value);
  if (typeof value === 'string' && /^\s*[-+]?\d+\s*$/.test(value)) return Number.parseInt(value, 10);
  throw unreadable();
}

/** A `String` field; null when missing or null. Numbers and booleans become their text, as in Jackson. */
export function stringField(body: JsonObject, name: string): string | null {
  const value = body[name];
  if (value === undefined || value === null) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  throw unreadable();
}

/** A `Boolean` field; null when missing or null. */
export function boolField(body: JsonObject, name: string): boolean | null {
  const value = body[name];
  if (value === undefined || value === null) return null;
  if (typeof value === 'boolean') return value;
  if (value === 'true' || value === 'false') return value === 'true';
  if (typeof value === 'number') return value !== 0;
  throw unreadable();
}
