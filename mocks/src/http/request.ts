import type { operations } from '@generated/schema';
import type { QueryParameter } from '../contract/spec';
import { ApiFailure } from './failure';
import { messages } from './messages';

/**
 * How handlers read a request: query parameters and JSON bodies named as the contract names them (a parameter or
 * field the contract renames fails the typecheck of every handler that still reads the old name) and converted
 * the way Spring converts them, so the mock answers malformed input as the backend does.
 */

export type OperationId = keyof operations;

type QueryOf<Op extends OperationId> = operations[Op]['parameters'] extends { query?: infer Q }
  ? NonNullable<Q>
  : never;

/** The query parameters an operation declares. */
export type QueryName<Op extends OperationId> = [QueryOf<Op>] extends [never]
  ? never
  : keyof QueryOf<Op> & string;

/** The JSON request body an operation declares (`never` when it takes none). */
export type BodyOf<Op extends OperationId> =
  NonNullable<operations[Op]['requestBody']> extends { content: { 'application/json': infer B } } ? B : never;

/** Field names of a body type; arrays and scalars have none. */
type FieldName<T> = T extends readonly unknown[] ? never : T extends object ? keyof T & string : never;

export type JsonObject = Record<string, unknown>;

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Jackson could not bind the body: the exception advice answers HTTP 400. */
const unreadable = () => new ApiFailure(400, messages.badJson, 400);

/** Spring's conversion error for a malformed number or boolean escapes to the global handler: HTTP 500. */
const conversionError = () => new ApiFailure(500, messages.serverError, 500);

/** A required `@RequestParam` that is missing (or empty) is Spring's HTTP 400. */
const missing = (name: string) => new ApiFailure(400, messages.missingParameter(name), 400);

const TRUE = new Set(['true', 'on', 'yes', '1']);
const FALSE = new Set(['false', 'off', 'no', '0']);

const INT32 = { min: -(2n ** 31n), max: 2n ** 31n - 1n };
const INT64 = { min: -(2n ** 63n), max: 2n ** 63n - 1n };

/** Whether Spring converts `raw` (already known non-blank) to a parameter of this declared type. */
function converts(param: QueryParameter, raw: string): boolean {
  const text = raw.trim();
  if (param.type === 'boolean') return TRUE.has(text.toLowerCase()) || FALSE.has(text.toLowerCase());
  if (param.type !== 'integer') return true;
  if (!/^[-+]?\d{1,19}$/.test(text)) return false;
  const value = BigInt(text);
  const range = param.format === 'int64' ? INT64 : INT32;
  return value >= range.min && value <= range.max;
}

/**
 * Spring converts every declared `@RequestParam` before the handler (and the login and permission annotations
 * around it) runs: a value that is not a number of the declared width, or not one of the boolean spellings, is a
 * conversion error that escapes to the global handler, HTTP 500 `Server Error!`. Blank values bind as null and
 * are left to the handler. Lists (comma-separated or repeated) are not checked here.
 */
export function convertDeclaredQuery(declared: readonly QueryParameter[], url: URL): void {
  for (const param of declared) {
    for (const raw of url.searchParams.getAll(param.name)) {
      if (raw.trim() !== '' && !converts(param, raw)) throw conversionError();
    }
  }
}

export interface PageRequest {
  current: number;
  size: number;
}

/**
 * The query string, read by the names the operation declares. Reading a name the contract does not declare for
 * the operation is a mock fault, even where the types were bypassed.
 */
export class QueryReader<Name extends string> {
  constructor(
    private readonly url: URL,
    private readonly declared: ReadonlyMap<string, QueryParameter>,
    private readonly operationId: string,
  ) {}

  /** The raw value, as `URLSearchParams.get` gives it. */
  raw(name: Name): string | null {
    if (!this.declared.has(name))
      throw new Error(
        `${this.operationId} reads query parameter ${name}, which the contract does not declare`,
      );
    return this.url.searchParams.get(name);
  }

  /**
   * An `Integer` (int32) or `Long` (int64) parameter, by the width the contract declares; missing or empty is
   * undefined, anything the server could not convert is HTTP 500. A Long beyond 2^53 reads as the nearest number:
   * ids here are small, so such a value matches no row, as on the server.
   */
  int(name: Name): number | undefined {
    const raw = this.raw(name);
    if (raw === null || raw.trim() === '') return undefined;
    const param = this.declared.get(name);
    if (!param || !converts({ ...param, type: 'integer' }, raw)) throw conversionError();
    return Number(BigInt(raw.trim()));
  }

  requiredInt(name: Name): number {
    const value = this.int(name);
    if (value === undefined) throw missing(name);
    return value;
  }

  /** A `Boolean` parameter with Spring's spellings; missing or empty is the fallback. */
  bool(name: Name, fallback: boolean): boolean {
    const raw = this.raw(name)?.trim().toLowerCase();
    if (raw === undefined || raw === '') return fallback;
    if (TRUE.has(raw)) return true;
    if (FALSE.has(raw)) return false;
    throw conversionError();
  }

  requiredBool(name: Name): boolean {
    if (!this.raw(name)?.trim()) throw missing(name);
    return this.bool(name, false);
  }

  /** A text parameter, trimmed; missing or blank is undefined. */
  string(name: Name): string | undefined {
    const raw = this.raw(name)?.trim();
    return raw ? raw : undefined;
  }

  /** A required text parameter, as sent. */
  requiredString(name: Name): string {
    const value = this.raw(name);
    if (value === null || value.trim() === '') throw missing(name);
    return value;
  }

  /** `currentPage` and `limit`; missing or below 1 means the operation's default. */
  page(defaults: PageRequest): PageRequest {
    const current = this.int('currentPage' as Name);
    const size = this.int('limit' as Name);
    return {
      current: current !== undefined && current >= 1 ? current : defaults.current,
      size: size !== undefined && size >= 1 ? size : defaults.size,
    };
  }
}

/**
 * A JSON object body read field by field the way Jackson binds it to the backend's DTO: unknown properties are
 * ignored, scalars are coerced where Jackson coerces them (`"12"` → 12, 12 → `"12"`), and what it cannot bind
 * is HTTP 400.
 */
export class BodyReader<T> {
  /** `integers`: the declared width of the DTO's integer fields (from the contract); undeclared ones are Longs. */
  constructor(
    private readonly json: JsonObject,
    private readonly integers: ReadonlyMap<string, string> = new Map(),
  ) {}

  /** The value as sent. */
  raw(name: FieldName<T>): unknown {
    return this.json[name];
  }

  /**
   * An `Integer`/`Long` field; null when missing, null or an empty string. A number beyond the field's width
   * (an Integer holds 32 bits) is Jackson's "out of range" error: HTTP 400, nothing saved.
   */
  int(name: FieldName<T>): number | null {
    const value = this.json[name];
    if (value === undefined || value === null || value === '') return null;
    let number: number;
    if (typeof value === 'number' && Number.isFinite(value)) number = Math.trunc(value);
    else if (typeof value === 'string' && /^\s*[-+]?\d+\s*$/.test(value)) number = Number.parseInt(value, 10);
    else throw unreadable();
    const range = this.integers.get(String(name)) === 'int32' ? INT32 : INT64;
    if (BigInt(number) < range.min || BigInt(number) > range.max) throw unreadable();
    return number;
  }

  /** A `String` field; null when missing or null. Numbers and booleans become their text, as in Jackson. */
  string(name: FieldName<T>): string | null {
    const value = this.json[name];
    if (value === undefined || value === null) return null;
    if (typeof value === 'string') return value;
    if (typeof value === 'number' || typeof value === 'boolean') return String(value);
    throw unreadable();
  }

  /** A `Boolean` field; null when missing or null. */
  bool(name: FieldName<T>): boolean | null {
    const value = this.json[name];
    if (value === undefined || value === null) return null;
    if (typeof value === 'boolean') return value;
    if (value === 'true' || value === 'false') return value === 'true';
    if (typeof value === 'number') return value !== 0;
    throw unreadable();
  }

  /** A text field read leniently, as services that take the raw map do: anything but a string is ''. */
  text(name: FieldName<T>): string {
    const value = this.json[name];
    return typeof value === 'string' ? value : '';
  }

  /** A `List<String>` field; null when missing or not a list of strings. */
  stringList(name: FieldName<T>): string[] | null {
    const value = this.json[name];
    return Array.isArray(value) && value.every((item) => typeof item === 'string') ? value : null;
  }

  /** A nested DTO; null when missing or null. */
  object<K extends FieldName<T>>(name: K): BodyReader<NonNullable<T[K & keyof T]>> | null {
    const value = this.json[name];
    if (value === undefined || value === null) return null;
    if (!isObject(value)) throw unreadable();
    return new BodyReader(value);
  }
}

/** Reads a JSON body the way Spring does: unreadable JSON is HTTP 400. */
export async function readJson(request: Request): Promise<unknown> {
  try {
    return await request.json();
  } catch {
    throw unreadable();
  }
}

/** A DTO body: a JSON object, or HTTP 400. */
export async function readObject<T>(
  request: Request,
  integers: ReadonlyMap<string, string> = new Map(),
): Promise<BodyReader<T>> {
  const body = await readJson(request);
  if (!isObject(body)) throw unreadable();
  const reader = new BodyReader<T>(body, integers);
  // Jackson binds the whole DTO before the service runs: one unreadable number and nothing is saved.
  for (const name of integers.keys()) reader.int(name as FieldName<T>);
  return reader;
}

/** A body read as a map by hand: any JSON that is not an object reads as an empty one. */
export async function readLenient<T>(
  request: Request,
  integers: ReadonlyMap<string, string> = new Map(),
): Promise<BodyReader<T>> {
  const body = await readJson(request);
  return new BodyReader<T>(isObject(body) ? body : {}, integers);
}

/** A `List<…>` body: a JSON array, or HTTP 400. */
export async function readList(request: Request): Promise<unknown[]> {
  const body = await readJson(request);
  if (!Array.isArray(body)) throw unreadable();
  return body;
}

/** One element of a `List<DTO>` body. */
export function listEntry<T>(value: unknown): BodyReader<T> {
  if (!isObject(value)) throw unreadable();
  return new BodyReader<T>(value);
}

/** One element of a `List<Long>` body: a whole number, possibly as text. */
export function listId(value: unknown): number {
  if (typeof value === 'number' && Number.isInteger(value)) return value;
  if (typeof value === 'string' && /^\s*[-+]?\d+\s*$/.test(value)) return Number.parseInt(value, 10);
  throw unreadable();
}
