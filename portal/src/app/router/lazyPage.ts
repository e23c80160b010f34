import { lazy, type ComponentType } from 'react';
import { signal } from '@preact/signals-react';
import { loadOnce } from '@hoj/core/lazy/loadOnce';

/** Loading a page's code for more than 120 s counts as a failure. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
}

export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof ChunkLoadError) return true;
  // Browsers reject a failed dynamic import with a TypeError whose text varies; match the common ones.
  return (
    error instanceof TypeError &&
    /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(
      error.message,
    )
  );
}

function withTimeout<T>(load: () => Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError('Page load timed out')), CHUNK_LOAD_TIMEOUT_MS);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(
          error instanceof Error && !isChunkLoadError(error) ? error : new ChunkLoadError(String(error)),
        );
      },
    );
  });
}

/** How many page chunks are being fetched right now; the route progress bar shows while it is above zero. */
export const pendingChunks = signal(0);

function tracked<T>(load: () => Promise<T>): () => Promise<T> {
  return () => {
    // React calls the loader while rendering; the count changes a microtask later, outside that render.
    queueMicrotask(() => {
      pendingChunks.value += 1;
    });
    return load().finally(() => {
      pendingChunks.value -= 1;
    });
  };
}

/** A page component that can be asked to fetch its chunk before it renders. */
export type LazyPage<P extends object> = ComponentType<P> & { preload: () => Promise<void> };

/**
 * A route component in its own chunk, loaded on first visit: every route is a lazy chunk. `preload` fetches
 * it ahead; once fetched, the component renders at once instead of suspending (a thenable that answers
 * synchronously lets React.lazy skip the fallback, and with it React's 300 ms hold before revealing content).
 */
export function lazyPage<P extends object, K extends string>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
): LazyPage<P> {
  const page = loadOnce<ComponentType<P>>(() => withTimeout(tracked(load)).then((module) => module[name]));
  const Page = lazy(() => {
    const ready = page.loaded();
    if (!ready) return page.load().then((component) => ({ default: component }));
    const now: PromiseLike<{ default: ComponentType<P> }> = {
      then: (resolve) => resolve?.({ default: ready }) as never,
    };
    return now as Promise<{ default: ComponentType<P> }>;
  });
  return Object.assign(Page, { preload: () => page.load().then(() => undefined) });
}
