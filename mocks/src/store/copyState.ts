/**
 * A deep copy of store data (plain objects, arrays, Maps, Sets, Dates, byte arrays) with every Date moved by
 * `shiftMs`: the snapshot's seed dates follow the moment of each reset, as a fresh seed's would. Values shared
 * between rows stay shared in the copy. Anything else (a class instance) is refused: store rows are plain data.
 *
 * Every jest test that uses the mock backend restores the store through here, so the common case goes first: a
 * plain row whose fields are mostly primitives is copied without a call per field, and no global is looked up
 * per row.
 *
 * The data may come from another realm (in jest, the seed an earlier test file of the worker kept, see
 * workerShared.ts): its objects fail `instanceof` for this realm's classes and have that realm's
 * Object.prototype, so they are recognised by their built-in tag instead, and copied into this realm.
 */
// Read once: inside jsdom's window (the app suites) every global a function names is a slow lookup.
const { getPrototypeOf } = Object;
const OBJECT_PROTOTYPE = Object.prototype;
const { isArray } = Array;
const tagOf = (value: object): string => OBJECT_PROTOTYPE.toString.call(value);
const emptyRecord = (): Record<string, unknown> => Object.create(null) as Record<string, unknown>;

/** Object.prototype of other realms seen so far: checked once each, then found by identity. */
const foreignObjectPrototypes = new WeakSet<object>();

function isObjectPrototype(proto: object): boolean {
  if (foreignObjectPrototypes.has(proto)) return true;
  const plain =
    getPrototypeOf(proto) === null &&
    OBJECT_PROTOTYPE.hasOwnProperty.call(proto, 'isPrototypeOf') &&
    OBJECT_PROTOTYPE.hasOwnProperty.call(proto, 'hasOwnProperty');
  if (plain) foreignObjectPrototypes.add(proto);
  return plain;
}

export function copyState<T>(value: T, shiftMs = 0): T {
  const copies = new Map<object, unknown>();

  const copyObject = (v: object): unknown => {
    const known = copies.get(v);
    if (known !== undefined) return known;
    const proto = getPrototypeOf(v) as object | null;
    if (proto === OBJECT_PROTOTYPE || proto === null || (!isArray(v) && isObjectPrototype(proto))) {
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
    // This realm's dates first (every row has some); the tags below find another realm's too.
    if (v instanceof Date) return remember(v, new Date(v.getTime() + shiftMs));
    const tag = tagOf(v);
    if (tag === '[object Date]') return remember(v, new Date((v as Date).getTime() + shiftMs));
    if (tag === '[object Map]') {
      const out = remember(v, new Map<unknown, unknown>());
      for (const [key, item] of v as Map<unknown, unknown>) out.set(copy(key), copy(item));
      return out;
    }
    if (tag === '[object Set]') {
      const out = remember(v, new Set<unknown>());
      for (const item of v as Set<unknown>) out.add(copy(item));
      return out;
    }
    if (tag === '[object Uint8Array]') return remember(v, new Uint8Array(v as Uint8Array));
    throw new Error(`store: cannot copy a ${v.constructor.name}; store rows hold plain data`);
  };

  const copy = (v: unknown): unknown => (typeof v === 'object' && v !== null ? copyObject(v) : v);

  function remember<C>(original: object, made: C): C {
    copies.set(original, made);
    return made;
  }

  return copy(value) as T;
}
