// Relative, not `@generated/openapi.json`: tsx runs the mock server from the root, where no tsconfig.json maps
// the alias.
import spec from '../../../generated/openapi.json';

type Json = Record<string, unknown>;

export interface OpenApiDocument {
  paths: Record<string, Record<string, Json>>;
  components: { schemas: Record<string, unknown>; responses: Record<string, Json> };
}

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
  /** JSON schema of the HTTP 200 body, `$ref`s still pointing at `#/components/schemas`. */
  successSchema: unknown;
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

function successSchemaOf(operation: Json): unknown {
  const responses = isObject(operation.responses) ? operation.responses : {};
  const ok = resolveResponse(responses['200']);
  const content = isObject(ok?.content) ? ok.content : {};
  const json = content['application/json'];
  return isObject(json) ? json.schema : undefined;
}

const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x) => typeof x === 'string') : []);

export const operations: readonly ContractOperation[] = Object.entries(document.paths).flatMap(
  ([path, item]) =>
    Object.entries(item)
      .filter(([method]) => HTTP_METHODS.has(method))
      .map(([method, op]) => ({
        id: String(op.operationId),
        method: method.toUpperCase(),
        path,
        roles: strings(op['x-roles']),
        permissions: strings(op['x-permissions']),
        successSchema: successSchemaOf(op),
      })),
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
