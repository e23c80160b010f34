import mainRegular from 'katex/dist/fonts/KaTeX_Main-Regular.woff2?url';
import mathItalic from 'katex/dist/fonts/KaTeX_Math-Italic.woff2?url';

/**
 * KaTeX's stylesheet asks for its fonts with `font-display: block`, and a browser only requests a font once a
 * laid-out formula needs it: text in maths stays invisible for a whole round trip after the typesetter arrives.
 * The two faces nearly every formula uses (upright text and italic variables) are fetched alongside the
 * typesetter instead; the rarer faces still come on demand.
 */
const COMMON_FACES = [mainRegular, mathItalic];

let requested = false;

export function preloadMathFonts(): void {
  if (requested || typeof document === 'undefined') return;
  requested = true;
  for (const href of COMMON_FACES) {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', 'font');
    link.type = 'font/woff2';
    // Fonts are always fetched in CORS mode; a preload without it would be fetched twice.
    link.crossOrigin = 'anonymous';
    link.href = href;
    document.head.append(link);
  }
}

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
