/**
 * What KaTeX output (`output: 'htmlAndMathml'`, `trust: false`) needs from the sanitiser, and nothing more.
 * These tags and attributes are honoured only inside a formula the renderer itself produced (see
 * sanitize.ts); the same names in an author's raw HTML are removed. The attributes and styles come with the
 * KaTeX chunk (katexAllowances.ts); the tag names are there before it, as outside formulas they are removed
 * whether KaTeX is here or not.
 */

/** Presentation attributes of that MathML and SVG (lower case, as the sanitiser compares them). */
// prettier-ignore
export const KATEX_ATTRS = [
  'style', 'xmlns', 'encoding', 'display', 'displaystyle', 'scriptlevel', 'mathvariant', 'mathcolor',
  'mathbackground', 'mathsize', 'stretchy', 'fence', 'separator', 'lspace', 'rspace', 'minsize', 'maxsize',
  'accent', 'accentunder', 'linethickness', 'notation', 'voffset', 'depth', 'rowspacing', 'columnspacing',
  'columnalign', 'columnlines', 'rowlines', 'viewbox', 'preserveaspectratio', 'd', 'x1', 'y1', 'x2', 'y2',
  'stroke-width',
];

/** Every CSS property KaTeX 0.16 writes into a `style` attribute. */
// prettier-ignore
const STYLE_PROPERTIES = new Set([
  'background-color', 'border', 'border-bottom-width', 'border-color', 'border-right-style',
  'border-right-width', 'border-style', 'border-top-width', 'border-width', 'bottom', 'color', 'height',
  'left', 'margin', 'margin-left', 'margin-right', 'margin-top', 'min-width', 'padding-left', 'position',
  'text-shadow', 'top', 'vertical-align', 'width',
]);

/** A length, or a colour as KaTeX accepts it (`#rgb`, `#rrggbb`, a name), or a keyword such as `solid`. */
const VALUE_TOKEN = /^(?:-?(?:\d+(?:\.\d*)?|\.\d+)(?:em|ex|pt|px|%)?|#[0-9a-f]{3,8}|[a-z]+)$/i;

function isKatexDeclaration(property: string, value: string): boolean {
  if (!STYLE_PROPERTIES.has(property) || value === '') return false;
  // Only relative offsets: never fixed or absolute boxes laid over the page.
  if (property === 'position') return value === 'relative';
  return value.split(/\s+/).every((token) => VALUE_TOKEN.test(token));
}

/**
 * Keeps the declarations KaTeX writes (property from its list, value made of lengths, colours and
 * keywords) and drops anything else: no `url()`, no `expression`, no escapes or comments, no `position:
 * fixed`. Returns the cleaned declarations, '' when none is left.
 */
export function filterKatexStyle(style: string): string {
  const declarations = style.split(';').filter((declaration) => declaration.trim() !== '');
  const kept = declarations.filter((declaration) => {
    const colon = declaration.indexOf(':');
    if (colon === -1) return false;
    return isKatexDeclaration(
      declaration.slice(0, colon).trim().toLowerCase(),
      declaration.slice(colon + 1).trim(),
    );
  });
  if (kept.length === declarations.length) return style;
  return kept.map((declaration) => `${declaration.trim()};`).join('');
}
