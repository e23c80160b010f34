import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadOnce } from '@hoj/core/lazy/loadOnce';

/** A page split off the entry chunk, which may be fetched before react-admin's routes reach it. */
export type LazyPage<P extends object = object> = LazyExoticComponent<ComponentType<P>> & {
  /** Starts fetching the page's chunks (once; a failed fetch may be tried again). */
  preload(): Promise<unknown>;
};

/**
 * React.lazy plus `preload()`: the start-up fetches the page the address names while the app is still starting
 * (main.tsx), instead of when the routes first render it behind the auth check. The page still suspends once
 * when the routes reach it; React then renders it in a retry it can slice, apart from the layout around it.
 */
export function lazyPage<P extends object>(fetchPage: () => Promise<ComponentType<P>>): LazyPage<P> {
  const page = loadOnce(fetchPage);
  return Object.assign(
    lazy(async () => ({ default: await page.load() })),
    { preload: () => page.load() },
  );
}
