import { useEffect, useState } from 'react';

export type LazyModule<M> = { status: 'loading' } | { status: 'ready'; module: M } | { status: 'failed' };

/**
 * Loads a chunk (a chart and its library) once `wanted` is true, on mount by default, reporting failure instead
 * of throwing: a page whose chart cannot load still shows the same numbers as text.
 */
export function useLazyModule<M>(load: () => Promise<M>, wanted = true): LazyModule<M> {
  const [state, setState] = useState<LazyModule<M>>({ status: 'loading' });
  useEffect(() => {
    if (!wanted) return undefined;
    let live = true;
    load().then(
      (module) => live && setState({ status: 'ready', module }),
      () => live && setState({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
    // The loader is a module-level import(): it never changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wanted]);
  return state;
}
