import { useEffect, useState } from 'react';

export type LazyModule<M> = { status: 'loading' } | { status: 'ready'; module: M } | { status: 'failed' };

/**
 * Loads a chunk on mount (a chart and its library), reporting failure instead of throwing: a page whose chart
 * cannot load still shows the same numbers as text.
 */
export function useLazyModule<M>(load: () => Promise<M>): LazyModule<M> {
  const [state, setState] = useState<LazyModule<M>>({ status: 'loading' });
  useEffect(() => {
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
  }, []);
  return state;
}
