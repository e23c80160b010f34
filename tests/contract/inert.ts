import { derefSchema, type ContractOp, type JsonSchema } from './contract';
import type { QueryValue, RequestBody, Scalar } from './http';

/**
 * Inert requests for the access checks: well-formed (so that parameter binding succeeds and the login or
 * permission check is what answers, as on the real backend where Shiro's annotations run after binding) but
 * aimed at nothing: ids are -1, strings name nothing, bodies are empty. Should a server wrongly let the call
 * through, it finds no row to act on.
 */

export const INERT_ID = -1;
export const INERT_TEXT = 'contract-check-none';

function typeOf(schema: JsonSchema): string | undefined {
  const t = derefSchema(schema).type;
  if (typeof t === 'string') return t;
  if (Array.isArray(t)) return t.find((x): x is string => typeof x === 'string' && x !== 'null');
  return undefined;
}

export function inertValue(raw: JsonSchema): QueryValue {
  const schema = derefSchema(raw);
  const options = schema.enum;
  if (Array.isArray(options)) {
    const first = options.find((o): o is Scalar => ['string', 'number', 'boolean'].includes(typeof o));
    if (first !== undefined) return first;
  }
  switch (typeOf(schema)) {
    case 'integer':
    case 'number':
      return INERT_ID;
    case 'boolean':
      return false;
    case 'array': {
      const items =
        typeof schema.items === 'object' && schema.items !== null ? (schema.items as JsonSchema) : {};
      const item = inertValue(items);
      return Array.isArray(item) ? item : [item as Scalar];
    }
    default:
      return INERT_TEXT;
  }
}

function inertBody(op: ContractOp): RequestBody | undefined {
  if (!op.body) return undefined;
  const schema = derefSchema(op.body.schema);
  if (op.body.contentType.startsWith('multipart/')) {
    const props =
      typeof schema.properties === 'object' && schema.properties !== null
        ? (schema.properties as Record<string, JsonSchema>)
        : {};
    const required = Array.isArray(schema.required) ? (schema.required as string[]) : [];
    const parts: Record<string, string | { filename: string; content: string }> = {};
    for (const name of required) {
      const prop = props[name] ?? {};
      parts[name] =
        prop.format === 'binary'
          ? { filename: `${INERT_TEXT}.invalid`, content: '' }
          : String(inertValue(prop));
    }
    return { kind: 'multipart', parts };
  }
  return { kind: 'json', value: typeOf(schema) === 'array' ? [] : {} };
}

export function inertRequest(op: ContractOp): { query: Record<string, QueryValue>; body?: RequestBody } {
  const query: Record<string, QueryValue> = {};
  for (const param of op.params) {
    if (param.in === 'query' && param.required) query[param.name] = inertValue(param.schema);
  }
  const body = inertBody(op);
  return body ? { query, body } : { query };
}
