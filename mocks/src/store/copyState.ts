/**
 * A deep copy of store data (plain objects, arrays, Maps, Sets, Dates, byte arrays) with every Date moved by
 * `shiftMs`: the snapshot's seed dates follow the moment of each reset, as a fresh seed's would. Values shared
 * between rows stay shared in the copy. Anything else (a class instance) is refused: store rows are plain data.
 *
 * Every jest test that uses the mock backend restores the store through here, so the common case goes first: a
 * plain row whose fields are mostly primitives is copied without a call per field, and no global is looked up
 * per row.
 */
// Read once: inside jsdom's window (the app suites) every global a function names is a slow lookup.
const { getPrototypeOf } = Object;
const OBJECT_PROTOTYPE = Object.prototype;
const { isArray } = Array;
const emptyRecord = (): Record<string, unknown> => Object.create(null) as Record<string, unknown>;

export function copyState<T>(value: T, shiftMs = 0): T {
  const copies = new Map<object, unknown>();

  const copyObject = (v: object): unknown => {
    const known = copies.get(v);
    if (known !== undefined) return known;
    const proto: unknown = getPrototypeOf(v);
    if (proto === OBJECT_PROTOTYPE || proto === null) {
      const out: Record<string, unknown> = proto === null ? emptyRecord() : {};
      copies.set(v, out);
      const source = v as Record<string, unknown>;
      for (const key in source) {
        const item = source[key];
        out[key] = typeof item === 'object' && item !== null ? copyObject(item) : item;
      }
      return out;
    }
    if (isArray(v)) {
      const out: unknown[] = [];
      out.length = v.length;
      copies.set(v, out);
      for (let i = 0; i < v.length; i++) {
        const item: unknown = v[i];
        out[i] = typeof item === 'object' && item !== null ? copyObject(item) : item;
      }
      return out;
    }
    if (v instanceof Date) return remember(v, new Date(v.getTime() + shiftMs));
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
    throw new Error(`store: cannot copy a ${v.constructor.name}; store rows hold plain data`);
  };

  const copy = (v: unknown): unknown => (typeof v === 'object' && v !== null ? copyObject(v) : v);

  function remember<C>(original: object, made: C): C {
    copies.set(original, made);
    return made;
  }

  return copy(value) as T;
}
