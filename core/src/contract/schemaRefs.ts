/**
 * Plumbing both contract validators share (the mocks' answer check and the conformance suite): the bundled
 * contract's component schemas are registered with ajv under one id, and every ref is rebased to point there.
 * What each validator accepts stays its own.
 */
export const CONTRACT_ID = 'https://contract.hoj.invalid/openapi.json';
export const COMPONENT_REF = '#/components/schemas/';

/** Deep copy with every `#/components/schemas/X` ref pointing into the registered contract document. */
export function rebaseRefs(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(rebaseRefs);
  if (typeof node !== 'object' || node === null) return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [
      key,
      key === '$ref' && typeof value === 'string' && value.startsWith(COMPONENT_REF)
        ? `${CONTRACT_ID}#/$defs/${value.slice(COMPONENT_REF.length)}`
        : rebaseRefs(value),
    ]),
  );
}

/** `x-*` keys used inside schemas, declared to ajv so strict mode accepts them. */
export function vendorKeywords(node: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(node)) node.forEach((n) => vendorKeywords(n, found));
  else if (typeof node === 'object' && node !== null) {
    for (const [key, value] of Object.entries(node)) {
      if (key.startsWith('x-')) found.add(key);
      vendorKeywords(value, found);
    }
  }
  return found;
}
