import mainRegular from 'katex/dist/fonts/KaTeX_Main-Regular.woff2?url';
import mathItalic from 'katex/dist/fonts/KaTeX_Math-Italic.woff2?url';

/**
 * KaTeX's stylesheet asks for its fonts with `font-display: block`, and a browser only requests a font once a
 * laid-out formula needs it: text in maths stays invisible for a whole round trip after the typesetter arrives.
 * The two faces nearly every formula uses (upright text and italic variables) are fetched alongside the
 * typesetter instead; the rarer faces still come on demand. Waiting for them (mathFontsReady.ts) comes with
 * the typesetter.
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
