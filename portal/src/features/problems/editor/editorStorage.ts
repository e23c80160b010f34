/**
 * Local storage as the editor uses it: JSON in, JSON out, and never an exception. Storage can be full, switched
 * off or hold anything another program wrote; the editor then keeps working with what it holds in memory.
 */

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The parsed entry, or null when it is missing or not JSON. */
export function readStorage(key: string): unknown {
  return parseStored(storage()?.getItem(key) ?? null);
}

export function parseStored(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** Whether the entry was written. */
export function writeStorage(key: string, value: unknown): boolean {
  try {
    storage()?.setItem(key, JSON.stringify(value));
    return storage() !== null;
  } catch {
    return false;
  }
}

export function removeStorage(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // Nothing to do: the entry stays, and is read again as it was.
  }
}
