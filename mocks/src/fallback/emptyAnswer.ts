import { document } from '../contract/spec';

type Schema = Record<string, unknown>;

const isSchema = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A fixed instant for required date fields, so two answers of a fallback are the same. */
const EPOCH = '2026-01-01T00:00:00.000+0000';

function resolve(schema: Schema): Schema {
  let current = schema;
  for (let depth = 0; typeof current.$ref === 'string' && depth < 20; depth++) {
    const name = current.$ref.split('/').pop() ?? '';
    const target = document.components.schemas[name];
    if (!isSchema(target)) throw new Error(`unknown schema ${current.$ref}`);
    current = { ...target, ...Object.fromEntries(Object.entries(current).filter(([key]) => key !== '$ref')) };
  }
  return current;
}

const typesOf = (schema: Schema): string[] =>
  Array.isArray(schema.type) ? schema.type.map(String) : typeof schema.type === 'string' ? [schema.type] : [];

/**
 * Strings a patterned field may need: the backend's date and time spellings at the fixed instant, and a load
 * as HOJ formats it (`%.2f%%`).
 */
const PATTERNED = [
  '',
  '2026-01-01',
  '2026/01/01 00:00:00',
  '2026-01-01 00:00:00',
  '00:00:00',
  EPOCH,
  '0.00%',
];

function emptyString(schema: Schema): string {
  if (typeof schema.pattern === 'string') {
    const pattern = new RegExp(schema.pattern, 'u');
    const match = PATTERNED.find((candidate) => pattern.test(candidate));
    if (match !== undefined) return match;
  }
  switch (schema.format) {
    case 'date-time':
      return EPOCH;
    case 'date':
      return EPOCH.slice(0, 10);
    case 'email':
      return 'nobody@example.com';
    case 'uri':
    case 'url':
      return 'http://localhost/';
    default:
      return 'x'.repeat(typeof schema.minLength === 'number' ? schema.minLength : 0);
  }
}

/**
 * The smallest instance of a schema: null where null is allowed, empty lists and maps, required properties only,
 * the first enum value, zero or the minimum. What a server with no data of a domain would answer.
 */
export function emptyInstance(input: unknown, depth = 0): unknown {
  if (!isSchema(input) || depth > 40) return null;
  const schema = resolve(input);
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum) && schema.enum.length > 0)
    return schema.enum.includes(null) ? null : schema.enum[0];
  if (Array.isArray(schema.allOf)) {
    const parts = schema.allOf.map((part) => emptyInstance(part, depth + 1));
    const own = typesOf(schema).length > 0 || isSchema(schema.properties) ? [emptyObject(schema, depth)] : [];
    return Object.assign({}, ...[...parts, ...own].filter(isSchema));
  }
  const choices = Array.isArray(schema.anyOf)
    ? schema.anyOf
    : Array.isArray(schema.oneOf)
      ? schema.oneOf
      : null;
  if (choices) {
    const nullable = choices.some((choice) => isSchema(choice) && typesOf(resolve(choice)).includes('null'));
    return nullable ? null : emptyInstance(choices[0], depth + 1);
  }
  const types = typesOf(schema);
  if (types.includes('null')) return null;
  switch (types[0]) {
    case 'array': {
      const count = typeof schema.minItems === 'number' ? schema.minItems : 0;
      return Array.from({ length: count }, () => emptyInstance(schema.items, depth + 1));
    }
    case 'string':
      return emptyString(schema);
    case 'integer':
    case 'number':
      return typeof schema.minimum === 'number' ? schema.minimum : 0;
    case 'boolean':
      return false;
    case 'object':
      return emptyObject(schema, depth);
    default:
      return isSchema(schema.properties) ? emptyObject(schema, depth) : null;
  }
}

function emptyObject(schema: Schema, depth: number): Record<string, unknown> {
  const properties = isSchema(schema.properties) ? schema.properties : {};
  const required = Array.isArray(schema.required) ? schema.required.map(String) : [];
  return Object.fromEntries(required.map((name) => [name, emptyInstance(properties[name], depth + 1)]));
}

/** The envelope of an operation's 200 answer with the emptiest `data` its schema allows. */
export function emptyAnswer(successSchema: unknown): Record<string, unknown> {
  const instance = emptyInstance(successSchema);
  const data = isSchema(instance) && 'data' in instance ? instance.data : null;
  return { status: 200, msg: 'success', data };
}
