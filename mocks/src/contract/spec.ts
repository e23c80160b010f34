import spec from '@generated/openapi.json';

type Json = Record<string, unknown>;

export interface OpenApiDocument {
  paths: Record<string, Record<string, Json>>;
  components: {
    schemas: Record<string, unknown>;
    responses: Record<string, Json>;
    parameters?: Record<string, Json>;
  };
}

/**
 * How the backend's JWT filter treats the token (`x-token-policy`):
 * - `anon`: `@AnonApi`; a bad token is ignored, a valid one identifies the caller, no renewal;
 * - `checked`: login optional, but a token that is sent must be valid (HTTP 401 otherwise);
 * - `required`: `@RequiresAuthentication`; no token is HTTP 401 too.
 */
export type TokenPolicy = 'anon' | 'checked' | 'required';

/** One operation of `openapi.yaml`, with what the mocks need to route, guard and validate it. */
export interface ContractOperation {
  id: string;
  /** Upper case, as `Request.method`. */
  method: string;
  /** The contract's path template, e.g. `/api/admin/user/get-user-list`. */
  path: string;
  /** `x-roles`: the caller needs one of them. */
  roles: readonly string[];
  /** `x-permissions`: the caller needs all of them. */
  permissions: readonly string[];
  /** From `x-token-policy`. */
  tokenPolicy: TokenPolicy;
  /** `x-feature-switches`: site switches that must be on (`PUBLIC_DISCUSSION`, `GROUP_DISCUSSION`). */
  featureSwitches: readonly string[];
  /** `x-extension`: the specification asks for it, a stock HOJ backend lacks it. */
  extension: boolean;
  /** Media types of the HTTP 200 answer (`application/json`, a download type, `text/event-stream`). */
  successMediaTypes: readonly string[];
  /** JSON schema of the HTTP 200 JSON body, `$ref`s still pointing at `#/components/schemas`. */
  successSchema: unknown;
  /** For a `text/event-stream` answer: the schema of each event's JSON (`x-item-schema`). */
  itemSchema: unknown;
  /** Whether the HTTP 200 answer declares a `Content-Disposition` header (a download). */
  attachment: boolean;
  /** Query parameters, with the JSON type of their schema (`integer`, `string`, `array`, …). */
  query: readonly QueryParameter[];
  /** Media types the request body may have; empty when the operation takes none. */
  requestMediaTypes: readonly string[];
  /** Widths of the JSON body's integer fields (`int32` for Java's Integer, `int64` for Long), by field name. */
  bodyIntegers: ReadonlyMap<string, string>;
}

export interface QueryParameter {
  name: string;
  required: boolean;
  type: string;
  /** The schema's `format` (`int32`, `int64`, …), when it has one. */
  format?: string;
  /** `x-missing-answers: 500`: the server reads it without a default, so a call without it fails in the service. */
  missingAnswers500?: true;
}

export const document = spec as unknown as OpenApiDocument;

const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

function resolveResponse(response: unknown): Json | undefined {
  if (!isObject(response)) return undefined;
  if (typeof response.$ref === 'string') {
    const name = response.$ref.split('/').pop() ?? '';
    return document.components.responses[name];
  }
  return response;
}

function successContent(operation: Json): { content: Json; headers: Json } {
  const responses = isObject(operation.responses) ? operation.responses : {};
  const ok = resolveResponse(responses['200']);
  return {
    content: isObject(ok?.content) ? ok.content : {},
    headers: isObject(ok?.headers) ? ok.headers : {},
  };
}

function mediaField(content: Json, mediaType: string, field: string): unknown {
  const media = content[mediaType];
  return isObject(media) ? media[field] : undefined;
}

function queryParameters(operation: Json): QueryParameter[] {
  const list = Array.isArray(operation.parameters) ? (operation.parameters as unknown[]) : [];
  return list.flatMap((entry) => {
    const p =
      isObject(entry) && typeof entry.$ref === 'string'
        ? document.components.parameters?.[entry.$ref.split('/').pop() ?? '']
        : entry;
    if (!isObject(p) || p.in !== 'query') return [];
    const schema = isObject(p.schema) ? p.schema : {};
    const types = Array.isArray(schema.type) ? schema.type : [schema.type];
    const type = types.find((t) => typeof t === 'string' && t !== 'null');
    const format = typeof schema.format === 'string' ? { format: schema.format } : {};
    const noDefault = p['x-missing-answers'] === 500 ? { missingAnswers500: true as const } : {};
    return [
      {
        name: String(p.name),
        required: p.required === true,
        type: String(type ?? 'string'),
        ...format,
        ...noDefault,
      },
    ];
  });
}

function requestMediaTypes(operation: Json): string[] {
  const body = isObject(operation.requestBody) ? operation.requestBody : {};
  return isObject(body.content) ? Object.keys(body.content) : [];
}

function resolveSchema(schema: unknown): Json {
  if (isObject(schema) && typeof schema.$ref === 'string') {
    const found = document.components.schemas[schema.$ref.split('/').pop() ?? ''];
    return isObject(found) ? found : {};
  }
  return isObject(schema) ? schema : {};
}

/** The integer fields of the JSON request body and their declared width. */
function bodyIntegers(operation: Json): Map<string, string> {
  const body = isObject(operation.requestBody) ? operation.requestBody : {};
  const content = isObject(body.content) ? body.content : {};
  const schema = resolveSchema(mediaField(content, 'application/json', 'schema'));
  const properties = isObject(schema.properties) ? schema.properties : {};
  const widths = new Map<string, string>();
  for (const [name, property] of Object.entries(properties)) {
    const field = resolveSchema(property);
    const types = Array.isArray(field.type) ? field.type : [field.type];
    if (types.includes('integer'))
      widths.set(name, typeof field.format === 'string' ? field.format : 'int64');
  }
  return widths;
}

function tokenPolicyOf(description: unknown): TokenPolicy {
  const text = typeof description === 'string' ? description : '';
  if (text.startsWith('anonymous')) return 'anon';
  return text.startsWith('optional') ? 'checked' : 'required';
}

const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x) => typeof x === 'string') : []);

export const operations: readonly ContractOperation[] = Object.entries(document.paths).flatMap(
  ([path, item]) =>
    Object.entries(item)
      .filter(([method]) => HTTP_METHODS.has(method))
      .map(([method, op]) => {
        const { content, headers } = successContent(op);
        return {
          id: String(op.operationId),
          method: method.toUpperCase(),
          path,
          roles: strings(op['x-roles']),
          permissions: strings(op['x-permissions']),
          tokenPolicy: tokenPolicyOf(op['x-token-policy']),
          featureSwitches: strings(op['x-feature-switches']),
          extension: op['x-extension'] === true,
          successMediaTypes: Object.keys(content),
          successSchema: mediaField(content, 'application/json', 'schema'),
          itemSchema: mediaField(content, 'text/event-stream', 'x-item-schema'),
          attachment: 'Content-Disposition' in headers,
          query: queryParameters(op),
          requestMediaTypes: requestMediaTypes(op),
          bodyIntegers: bodyIntegers(op),
        };
      }),
);

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `/api/x/{id}` → a RegExp matching a concrete pathname. */
function templateToRegExp(template: string): RegExp {
  const source = template
    .split(/(\{[^}]+\})/)
    .map((part) => (part.startsWith('{') ? '[^/]+' : escapeRegExp(part)))
    .join('');
  return new RegExp(`^${source}$`);
}

const matchers = operations.map((op) => ({ op, pattern: templateToRegExp(op.path) }));

export function operationById(id: string): ContractOperation | undefined {
  return operations.find((op) => op.id === id);
}

/** The operation a request is for, by method and pathname. */
export function operationFor(method: string, pathname: string): ContractOperation | undefined {
  return matchers.find((m) => m.op.method === method.toUpperCase() && m.pattern.test(pathname))?.op;
}

/** True when the contract has the path under some method (a wrong method is then a 405, not a 404). */
export function isContractPath(pathname: string): boolean {
  return matchers.some((m) => m.pattern.test(pathname));
}

/** msw path for an operation: any origin, `{param}` as `:param`. */
export function mswPath(op: ContractOperation): string {
  return `*${op.path.replace(/\{([^}]+)\}/g, ':$1')}`;
}
