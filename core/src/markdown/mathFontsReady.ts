/**
 * Waiting for KaTeX's two common faces (preloaded by mathFonts.ts) before formulas are typeset: part of the
 * KaTeX chunk, as nothing else waits for them.
 */

/** The faces as `document.fonts.load` names them (KaTeX's stylesheet declares the families). */
const COMMON_FONTS = ['1em KaTeX_Main', 'italic 1em KaTeX_Math'];

/** Longer than a slow phone link takes for two preloaded faces, short enough not to hold maths for good. */
export const MATH_FONTS_WAIT_MS = 3000;

/**
 * Settles when the common faces can be drawn, or after `MATH_FONTS_WAIT_MS`, or at once without the font API.
 * Formulas are typeset only then: typeset earlier they are drawn invisible in the fallback font's size, and jump
 * when the font comes.
 */
export function mathFontsReady(waitMs = MATH_FONTS_WAIT_MS): Promise<void> {
  const fonts = typeof document === 'undefined' ? undefined : document.fonts;
  if (!fonts || typeof fonts.load !== 'function') return Promise.resolve();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cap = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, waitMs);
  });
  const loads = Promise.all(COMMON_FONTS.map((font) => fonts.load(font))).then(
    () => undefined,
    () => undefined,
  );
  return Promise.race([loads, cap]).finally(() => clearTimeout(timer));
}
