import type { Typesetter } from './renderMath';

/**
 * KaTeX is most of the renderer's weight, and most content has no maths: it is fetched the first time a
 * document with a formula is shown, which then shows the author's TeX until it arrives. Every renderer on the
 * page shares the one load.
 */
let loaded: Typesetter | null = null;
let loading: Promise<Typesetter> | null = null;
const listeners = new Set<() => void>();

export function loadedTypesetter(): Typesetter | null {
  return loaded;
}

export function loadMathEngine(): Promise<Typesetter> {
  loading ??= import('./katexTypesetter').then(
    (module) => {
      loaded = module.katexTypeset;
      for (const listener of listeners) listener();
      return module.katexTypeset;
    },
    (error: unknown) => {
      // A failed chunk (offline, a new deployment) may load on the next document.
      loading = null;
      throw error;
    },
  );
  return loading;
}

export function subscribeMathEngine(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** For tests of what a reader sees before KaTeX has arrived. */
export function forgetMathEngine(): void {
  loaded = null;
  loading = null;
}
