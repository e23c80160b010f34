// Relative, not `@generated/openapi.json`: `npm run contract` runs tsx from the repository root, where no
// tsconfig maps the alias.
import spec from '../../generated/openapi.json';

/**
 * The bundled contract (`generated/openapi.json`) read into the facts the conformance suite needs per operation:
 * who may call it, what it takes, and what a success looks like.
 */

export type JsonSchema = Record<string, unknown>;
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface ParamSpec {
  name: string;
  in: string;
  required: boolean;
  schema: JsonSchema;
}

export interface BodySpec {
  /** `application/json` or `multipart/form-data`. */
  contentType: string;
  required: boolean;
  schema: JsonSchema;
}

export type SuccessSpec =
  | { kind: 'json'; schema: JsonSchema }
  | { kind: 'binary'; contentTypes: readonly string[] }
  | { kind: 'none' };

export interface ContractOp {
  id: string;
  method: HttpMethod;
  path: string;
  tag: string;
  /** No `{}` alternative in the effective `security`: an anonymous caller must be refused. */
  needsLogin: boolean;
  /** `x-roles`: one of them (or all, with `x-logical: AND`). */
  roles: readonly string[];
  /** `x-permissions`: all of them (or one, with `x-logical: OR` and no roles). */
  permissions: readonly string[];
  logical: 'AND' | 'OR';
  /** `x-feature-switches`: answered HTTP 403 by the access interceptor when off. */
  featureSwitches: readonly string[];
  /** Switch names of `x-service-switch-checks`: answered HTTP 200 + body 403 when off. */
  serviceSwitches: readonly string[];
  /** `x-extension: true`: not in a stock HOJ backend. */
  extension: boolean;
  params: readonly ParamSpec[];
  body: BodySpec | null;
  success: SuccessSpec;
  /** hoj-vue sends `Url-Type: admin` when the second path segment is `admin`. */
  admin: boolean;
  /** The 200 answer declares the renewal headers (`Refresh-Token`); any authenticated answer may carry them. */
  declaresRenewal: boolean;
}

interface OpenApiDocument {
  info: { title: string; version: string };
  security?: unknown[];
  paths: Record<string, Record<string, Record<string, unknown>>>;
  components: {
    schemas: Record<string, JsonSchema>;
    parameters?: Record<string, Record<string, unknown>>;
    responses?: Record<string, Record<string, unknown>>;
    requestBodies?: Record<string, Record<string, unknown>>;
  };
}

export const document = spec as unknown as OpenApiDocument;

const METHODS: readonly HttpMethod[] = ['GET', 'POST', 'PUT', 'DELETE'];

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const strings = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];

/** Follows a local `#/components/<kind>/<name>` reference (parameters, responses, request bodies). */
function resolve(node: unknown): Record<string, unknown> {
  if (!isObject(node)) return {};
  const ref = node.$ref;
  if (typeof ref !== 'string') return node;
  const [, , kind, name] = ref.split('/');
  const table = (document.components as Record<string, Record<string, unknown> | undefined>)[kind ?? ''];
  return resolve(table?.[name ?? '']);
}

function needsLogin(security: unknown): boolean {
  const effective = Array.isArray(security) ? security : (document.security ?? []);
  if (effective.length === 0) return false;
  return !effective.some((requirement) => isObject(requirement) && Object.keys(requirement).length === 0);
}

function bodyOf(op: Record<string, unknown>): BodySpec | null {
  const body = resolve(op.requestBody);
  const content = isObject(body.content) ? body.content : {};
  const [contentType, media] = Object.entries(content)[0] ?? [];
  if (!contentType || !isObject(media)) return null;
  return {
    contentType,
    required: body.required === true,
    schema: isObject(media.schema) ? media.schema : {},
  };
}

function declaresRenewal(op: Record<string, unknown>): boolean {
  const responses = isObject(op.responses) ? op.responses : {};
  const headers = resolve(responses['200']).headers;
  return isObject(headers) && Object.keys(headers).some((name) => name.toLowerCase() === 'refresh-token');
}

function successOf(op: Record<string, unknown>): SuccessSpec {
  const responses = isObject(op.responses) ? op.responses : {};
  const ok = resolve(responses['200']);
  const content = isObject(ok.content) ? ok.content : {};
  const json = content['application/json'];
  if (isObject(json) && isObject(json.schema)) return { kind: 'json', schema: json.schema };
  const types = Object.keys(content);
  return types.length > 0 ? { kind: 'binary', contentTypes: types } : { kind: 'none' };
}

/** `PUBLIC_DISCUSSION|GROUP_DISCUSSION (by source)` → the switch names. */
function switchNames(entries: unknown): string[] {
  return strings(entries).flatMap((entry) => entry.replace(/\(.*\)/, '').match(/[A-Z][A-Z_]+/g) ?? []);
}

function toOperation(path: string, method: HttpMethod, op: Record<string, unknown>): ContractOp {
  return {
    id: String(op.operationId),
    method,
    path,
    tag: strings(op.tags)[0] ?? '',
    needsLogin: needsLogin(op.security),
    roles: strings(op['x-roles']),
    permissions: strings(op['x-permissions']),
    logical: op['x-logical'] === 'OR' ? 'OR' : 'AND',
    featureSwitches: strings(op['x-feature-switches']),
    serviceSwitches: switchNames(op['x-service-switch-checks']),
    extension: op['x-extension'] === true,
    params: (Array.isArray(op.parameters) ? op.parameters : []).map((raw) => {
      const p = resolve(raw);
      return {
        name: String(p.name),
        in: String(p.in),
        required: p.required === true,
        schema: isObject(p.schema) ? p.schema : {},
      };
    }),
    body: bodyOf(op),
    success: successOf(op),
    admin: path.split('/')[2] === 'admin',
    declaresRenewal: declaresRenewal(op),
  };
}

/** Every operation, in the contract's path order. */
export const operations: readonly ContractOp[] = Object.entries(document.paths).flatMap(([path, item]) =>
  METHODS.flatMap((method) => {
    const op = item[method.toLowerCase()];
    return isObject(op) ? [toOperation(path, method, op)] : [];
  }),
);

const byId = new Map(operations.map((op) => [op.id, op]));

export function operationById(id: string): ContractOp | undefined {
  return byId.get(id);
}

/** Like `operationById`, for ids the suite's own tables name: a missing one is a bug in those tables. */
export function requireOperation(id: string): ContractOp {
  const op = byId.get(id);
  if (!op) throw new Error(`The contract has no operation ${id}; update tests/contract/`);
  return op;
}

/** Follows `#/components/schemas/X` references until a schema that is not a bare reference. */
export function derefSchema(schema: JsonSchema): JsonSchema {
  let current: JsonSchema = schema;
  for (let depth = 0; depth < 20 && typeof current.$ref === 'string'; depth++) {
    const name = current.$ref.split('/').pop() ?? '';
    current = document.components.schemas[name] ?? {};
  }
  return current;
}
