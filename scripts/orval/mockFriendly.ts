import { Faker, base, en } from '@faker-js/faker';
import { isObject, type Json } from './json';

/**
 * faker-friendly form of a JSON-schema `pattern`, or undefined when it cannot have one. orval passes a pattern to
 * `faker.helpers.fromRegExp` inside a quoted string (losing backslashes), and faker 9 knows neither anchors nor
 * `\d`-style classes nor groups.
 */
function fakerPattern(pattern: string): string | undefined {
  const translated = pattern
    .replace(/^\^/, '')
    .replace(/\$$/, '')
    .replace(/\\d/g, '[0-9]')
    .replace(/\\w/g, '[A-Za-z0-9_]')
    .replace(/\\s/g, ' ')
    .replace(/\\([-/:])/g, '$1');
  return /[\\()|$']|(?<!\[)\^/.test(translated) ? undefined : translated;
}

/** Fixed seed: map keys sampled for the mocks must not change from one `npm run generate` to the next. */
const sampler = new Faker({ locale: [en, base] });

/**
 * The raw contract reshaped where orval's faker would break it, without changing what it allows: nullable
 * `type: [X, 'null']` becomes `anyOf [X, null]` (orval drops `format`, bounds and patterns of type arrays),
 * patterns get a faker-friendly form, and maps whose keys are constrained (`propertyNames`) get a few sample
 * keys, since orval would make up alphanumeric ones.
 */
export function mockFriendly(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(mockFriendly);
  if (!isObject(node)) return node;
  const out: Json = Object.fromEntries(Object.entries(node).map(([k, v]) => [k, mockFriendly(v)]));
  if (typeof out.pattern === 'string') {
    const pattern = fakerPattern(out.pattern);
    if (pattern === undefined) delete out.pattern;
    else out.pattern = pattern;
  }
  const names = out.propertyNames;
  if (isObject(names) && isObject(out.additionalProperties) && out.properties === undefined) {
    sampler.seed(1);
    const keys = Array.isArray(names.enum)
      ? names.enum.map(String)
      : typeof names.pattern === 'string'
        ? [...new Set([0, 1].map(() => sampler.helpers.fromRegExp(String(names.pattern))))]
        : [];
    if (keys.length > 0) {
      out.properties = Object.fromEntries(keys.map((k) => [k, out.additionalProperties]));
      // Required, or orval may leave a key `undefined`, which the map's value type does not allow.
      out.required = [...new Set([...(Array.isArray(out.required) ? out.required : []), ...keys])];
    }
  }
  if (Array.isArray(out.type) && out.type.includes('null') && out.type.length === 2) {
    const { type, description, ...rest } = out;
    const other = (type as unknown[]).find((t) => t !== 'null');
    return {
      ...(description === undefined ? {} : { description }),
      anyOf: [{ ...rest, type: other }, { type: 'null' }],
    };
  }
  return out;
}
