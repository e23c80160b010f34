import { loadOnce } from '../lazy/loadOnce';
import { mathFontsReady, preloadMathFonts } from './mathFonts';
import type { Typesetter } from './renderMath';

/**
 * KaTeX is most of the renderer's weight, and most content has no maths: it is fetched the first time a
 * document with a formula is shown, which then shows a preview of each formula (mathPreview.ts) until it and its
 * two common fonts have arrived. Every renderer on the page shares the one load.
 */
const listeners = new Set<() => void>();
const engine = loadOnce(
  async () => {
    const { katexTypeset } = await import('./katexTypesetter');
    await mathFontsReady();
    return katexTypeset;
  },
  () => listeners.forEach((listener) => listener()),
);

export const loadedTypesetter = (): Typesetter | null => engine.loaded();

export const loadMathEngine = (): Promise<Typesetter> => {
  preloadMathFonts();
  return engine.load();
};

export function subscribeMathEngine(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** For tests of what a reader sees before KaTeX has arrived. */
export const forgetMathEngine = (): void => engine.forget();
