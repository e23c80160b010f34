/**
 * A domain table's entry for a value that came from outside (a server field, a stored setting), or null. Only
 * the table's own keys count: a plain `table[value]` would answer `Object.prototype`'s members for values such
 * as "constructor" or "__proto__", and the caller would read a function as a table row.
 */
export function tableEntry<K extends PropertyKey, V>(
  table: Readonly<Record<K, V>>,
  value: unknown,
): V | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  return Object.prototype.hasOwnProperty.call(table, value) ? table[value as K] : null;
}
