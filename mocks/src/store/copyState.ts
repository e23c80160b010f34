/**
 * A deep copy of store data (plain objects, arrays, Maps, Sets, Dates, byte arrays) with every Date moved by
 * `shiftMs`: the snapshot's seed dates follow the moment of each reset, as a fresh seed's would. Values shared
 * between rows stay shared in the copy. Anything else (a class instance) is refused: store rows are plain data.
 */
export function copyState<T>(value: T, shiftMs = 0): T {
  const copies = new Map<object, unknown>();

  const copy = (v: unknown): unknown => {
    if (typeof v !== 'object' || v === null) return v;
    const known = copies.get(v);
    if (known !== undefined) return known;
    if (v instanceof Date) return remember(v, new Date(v.getTime() + shiftMs));
    if (Array.isArray(v)) {
      const out: unknown[] = remember(v, new Array<unknown>(v.length));
      for (let i = 0; i < v.length; i++) out[i] = copy(v[i]);
      return out;
    }
    if (v instanceof Map) {
      const out = remember(v, new Map<unknown, unknown>());
      for (const [key, item] of v) out.set(copy(key), copy(item));
      return out;
    }
    if (v instanceof Set) {
      const out = remember(v, new Set<unknown>());
      for (const item of v) out.add(copy(item));
      return out;
    }
    if (v instanceof Uint8Array) return remember(v, v.slice());
    const proto: unknown = Object.getPrototypeOf(v);
    if (proto !== Object.prototype && proto !== null)
      throw new Error(`store: cannot copy a ${v.constructor.name}; store rows hold plain data`);
    const out: Record<string, unknown> = remember(v, proto === null ? Object.create(null) : {});
    for (const key of Object.keys(v)) out[key] = copy((v as Record<string, unknown>)[key]);
    return out;
  };

  function remember<C>(original: object, made: C): C {
    copies.set(original, made);
    return made;
  }

  return copy(value) as T;
}
