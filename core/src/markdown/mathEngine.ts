import { loadOnce } from '../lazy/loadOnce';
import type { MathEngine } from './katexTypesetter';
import { preloadMathFonts } from './mathFonts';
import type { Typesetter } from './renderMath';

/**
 * KaTeX is most of the renderer's weight, and most content has no maths: it is fetched the first time a
 * document with a formula is shown, which then shows a preview of each formula (mathPreview.ts) until it and its
 * two common fonts have arrived. Every renderer on the page shares the one load. The chunk also brings what
 * only typeset maths needs: typesetting previews as they come into view (typesetInPlace.ts).
 */
const listeners = new Set<() => void>();
const engine = loadOnce(
  async () => {
    const { katexEngine } = await import('./katexTypesetter');
    await katexEngine.fontsReady();
    return katexEngine;
  },
  () => listeners.forEach((listener) => listener()),
);

/** KaTeX and its helpers once they have arrived, else null. */
export const loadedMathEngine = (): MathEngine | null => engine.loaded();

export const loadedTypesetter = (): Typesetter | null => engine.loaded()?.typeset ?? null;

export const loadMathEngine = async (): Promise<Typesetter> => {
  preloadMathFonts();
  return (await engine.load()).typeset;
};

export function subscribeMathEngine(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** For tests of what a reader sees before KaTeX has arrived. */
export const forgetMathEngine = (): void => engine.forget();
