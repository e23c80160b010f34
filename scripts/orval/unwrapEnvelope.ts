import { isObject, type Json } from './json';

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

export function unwrapSpec(spec: Json): Json {
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
