import { Faker, base, en } from '@faker-js/faker';
import { defineConfig } from 'orval';

/**
 * Never called here: orval inlines the source of a mock `format` function into the generated mocks, where
 * `faker` is imported.
 */
declare const faker: Faker;

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

const ENVELOPE_REF = '#/components/schemas/CommonResult';

/**
 * The request layer unwraps `{status, msg, data}` before a generated function returns, so the client's view of
 * the contract must type each answer as its `data`. This strips the envelope from every JSON response schema:
 * `allOf[CommonResult, {properties: {data: X}}]` becomes `X`. The mock output keeps the raw contract.
 */
function unwrapEnvelope(schema: unknown, components: Json): unknown {
  if (!isObject(schema)) return schema;
  if (typeof schema.$ref === 'string') {
    const name = schema.$ref.split('/').pop() ?? '';
    const target = (components.schemas as Json | undefined)?.[name];
    return isObject(target) && Array.isArray(target.allOf) ? unwrapEnvelope(target, components) : schema;
  }
  const parts = Array.isArray(schema.allOf) ? (schema.allOf as unknown[]) : [];
  const hasEnvelope = parts.some((p) => isObject(p) && p.$ref === ENVELOPE_REF);
  if (!hasEnvelope) return schema;
  for (const part of parts) {
    const data = isObject(part) && isObject(part.properties) ? part.properties.data : undefined;
    if (data !== undefined) return data;
  }
  return schema;
}

function unwrapSpec(spec: Json): Json {
  const copy = structuredClone(spec);
  const components = (copy.components ?? {}) as Json;
  const sharedResponses = (components.responses ?? {}) as Json;
  for (const pathItem of Object.values((copy.paths ?? {}) as Json)) {
    if (!isObject(pathItem)) continue;
    for (const op of Object.values(pathItem)) {
      if (!isObject(op) || !isObject(op.responses)) continue;
      for (const [code, response] of Object.entries(op.responses)) {
        let resolved = response;
        if (isObject(response) && typeof response.$ref === 'string') {
          resolved = structuredClone(sharedResponses[response.$ref.split('/').pop() ?? '']);
          op.responses[code] = resolved;
        }
        const content = isObject(resolved) && isObject(resolved.content) ? resolved.content : undefined;
        const json = content?.['application/json'];
        if (isObject(json)) json.schema = unwrapEnvelope(json.schema, components);
      }
    }
  }
  return copy;
}

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
function mockFriendly(node: unknown): unknown {
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

const banner = 'Generated by `npm run generate` from openapi.yaml. Do not edit: change the contract instead.';

export default defineConfig({
  client: {
    input: {
      target: './generated/openapi.json',
      override: { transformer: (spec) => unwrapSpec(spec as unknown as Json) as unknown as typeof spec },
    },
    output: {
      mode: 'tags-split',
      target: './generated/client',
      schemas: './generated/client/model',
      client: 'react-query',
      httpClient: 'fetch',
      clean: true,
      prettier: false,
      fileExtension: '.ts',
      override: {
        header: () => [banner],
        mutator: { path: './core/src/http/mutator.ts', name: 'hojMutator' },
        fetch: { includeHttpResponseReturnType: false },
        query: { useQuery: true, signal: true },
      },
    },
  },
  mocks: {
    input: {
      target: './generated/openapi.json',
      override: { transformer: (spec) => mockFriendly(spec) as typeof spec },
    },
    output: {
      mode: 'tags-split',
      target: './generated/msw',
      schemas: './generated/msw/model',
      client: 'fetch',
      clean: true,
      mock: { type: 'msw', delay: 0, useExamples: false },
      override: {
        header: () => [banner],
        mock: {
          properties: { status: 200, msg: 'success' },
          // Unbounded integers: faker's default range breaks `int32`; ids, counts and times are never negative.
          numberMin: 0,
          numberMax: 10000,
          // Lists with something in them, kept short so fallback answers stay small.
          arrayMin: 1,
          arrayMax: 4,
          // Dates as the backend's Jackson writes them.
          format: { 'date-time': () => faker.date.past().toISOString().replace('Z', '+0000') },
        },
      },
    },
  },
});
