import { INT32_MAX, INT32_MIN } from '@hoj/core/editor/integerBounds';
import { document, operationById } from '../contract/spec';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Nested schemas deeper than this are not followed (the contract's bodies are a few levels deep). */
const MAX_DEPTH = 12;

function resolve(schema: unknown): Json {
  if (isObject(schema) && typeof schema.$ref === 'string') {
    const found = document.components.schemas[schema.$ref.split('/').pop() ?? ''];
    return isObject(found) ? found : {};
  }
  return isObject(schema) ? schema : {};
}

/** Jackson reads a number given as text into an Integer too, so `"2147483648"` overflows like 2147483648. */
function integerOf(value: unknown): bigint | null {
  if (typeof value === 'number' && Number.isFinite(value)) return BigInt(Math.trunc(value));
  if (typeof value === 'string' && /^\s*[-+]?\d+\s*$/.test(value)) return BigInt(value.trim());
  return null;
}

function outOfInt32(value: unknown): boolean {
  const number = integerOf(value);
  return number !== null && (number < BigInt(INT32_MIN) || number > BigInt(INT32_MAX));
}

/**
 * The path of the first value of `value` that is declared `int32` in `schema` (a Java `Integer` field of the DTO)
 * but does not fit 32 bits; null when every one fits. Every branch of `allOf`/`anyOf`/`oneOf` is followed, so a
 * field declared `int32` in any of them counts.
 */
export function wideIntegerPath(schema: unknown, value: unknown, path = '', depth = 0): string | null {
  if (depth > MAX_DEPTH) return null;
  const node = resolve(schema);
  if (node.format === 'int32' && outOfInt32(value)) return path || '(body)';
  for (const key of ['allOf', 'anyOf', 'oneOf'] as const) {
    const branches = node[key];
    if (!Array.isArray(branches)) continue;
    for (const branch of branches) {
      const found = wideIntegerPath(branch, value, path, depth + 1);
      if (found) return found;
    }
  }
  if (isObject(value) && isObject(node.properties)) {
    for (const [name, property] of Object.entries(node.properties)) {
      if (!(name in value)) continue;
      const found = wideIntegerPath(property, value[name], `${path}/${name}`, depth + 1);
      if (found) return found;
    }
  }
  if (Array.isArray(value) && node.items !== undefined) {
    for (let i = 0; i < value.length; i += 1) {
      const found = wideIntegerPath(node.items, value[i], `${path}/${i}`, depth + 1);
      if (found) return found;
    }
  }
  return null;
}

/** The JSON request-body schema of an operation, or undefined when it takes none. */
export function requestBodySchema(operationId: string): unknown {
  const op = operationById(operationId);
  if (!op) return undefined;
  const raw = document.paths[op.path]?.[op.method.toLowerCase()];
  const body = resolve(isObject(raw) ? raw.requestBody : undefined);
  const content = isObject(body.content) ? body.content : {};
  const json = content['application/json'];
  return isObject(json) ? json.schema : undefined;
}
