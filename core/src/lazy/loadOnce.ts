/** A module fetched when first needed and then kept: one fetch at a time, and a failed one may be tried again. */
export interface LoadOnce<T> {
  /** What the fetch gave, or null before it has succeeded. */
  loaded(): T | null;
  load(): Promise<T>;
  /** For tests of the moment before the fetch. */
  forget(): void;
}

export function loadOnce<T>(fetchIt: () => Promise<T>, onLoaded?: (value: T) => void): LoadOnce<T> {
  let value: T | null = null;
  let pending: Promise<T> | null = null;
  return {
    loaded: () => value,
    load() {
      pending ??= fetchIt().then(
        (result) => {
          value = result;
          onLoaded?.(result);
          return result;
        },
        (error: unknown) => {
          // Offline or a replaced deployment: the next call tries again.
          pending = null;
          throw error;
        },
      );
      return pending;
    },
    forget() {
      value = null;
      pending = null;
    },
  };
}
