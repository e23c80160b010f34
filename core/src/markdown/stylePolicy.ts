/**
 * What inline styles trusted authors (admins writing announcements, statements, contest and group pages) may
 * keep. Colours, fonts, spacing, borders and layout inside the content are fine; boxes laid over the page,
 * script in CSS and requests to other sites are not. Each declaration is judged on its own: an offending one
 * is removed, the rest of the style stays.
 *
 * Whatever stays, the content's box clips everything to itself and stacks below the app (content.css): that is
 * what keeps a shadow, an outline, a negative margin or a filter from drawing over the app's header or dialogs.
 * The rules here only drop what a statement has no use for and what moves a box far from where it was written,
 * so that content stays in place where a browser lacks the clipping: transforms (`transform`, `translate`,
 * `scale`, `rotate` and motion paths) and offsets of positioned boxes beyond a nudge of a couple of ems. Shadows,
 * outlines, filters and negative margins stay: they are decoration and layout (a hanging indent, a figure pulled
 * into the margin) and the clipping keeps them in.
 *
 * The declarations are split the way the browser's CSS parser splits them (a `;` inside quotes or brackets
 * does not end a declaration), and anything that parser could read differently from this one (escapes,
 * comments, braces, unbalanced quotes or brackets, a newline inside a string) is removed rather than guessed.
 */

/** The highest `z-index` content may ask for; the app's own overlays sit far above it. */
export const MAX_CONTENT_Z_INDEX = 10;

/** `position` values that keep a box in the flow of the content (no `fixed`, `absolute` or `sticky`). */
const FLOW_POSITIONS = new Set(['static', 'relative']);

/** Old script-running or binding properties. */
const BANNED_PROPERTIES = new Set(['behavior', '-ms-behavior', '-moz-binding']);

/** Properties that move or scale a box anywhere, vendor-prefixed or not (`offset…` is the motion path). */
const MOVING_PROPERTY = /^(?:-[a-z]+-)?(?:transform|translate|scale|rotate|offset(?:-[a-z-]+)?)$/;

/** The offsets of a positioned box: `top`, `inset-inline-start`, … */
const OFFSET_PROPERTY = /^(?:top|right|bottom|left|inset(?:-(?:block|inline)(?:-(?:start|end))?)?)$/;

/** The largest offset kept, per unit: a nudge (a raised sign, an icon on the baseline), not a move. */
const MAX_OFFSET: Readonly<Record<string, number>> = { px: 32, em: 2, rem: 2, ex: 4, ch: 4, pt: 24 };

const PROPERTY = /^(?:--[a-z0-9_-]+|-?[a-z][a-z0-9-]*)$/i;

/** Functions that load a URL given as a plain string (so the `url()` check cannot see it), and `expression()`. */
const LOADING_FUNCTIONS = /(?:^|[^a-z0-9_-])(?:-[a-z]+-)?(?:image-set|image|cross-fade|src|expression)\s*\(/i;

const URL_START = /(?:^|[^a-z0-9_-])url\s*\(/gi;
const URL_CALL = /(?:^|[^a-z0-9_-])url\s*\(\s*(?:"([^"]*)"|'([^']*)'|([^"'()\s]*))\s*\)/gi;

/** Raster images inlined as data; never `data:image/svg+xml`. */
export const RASTER_DATA_URL = /^data:image\/(?:png|jpe?g|gif|webp)[;,]/i;

/** Characters the CSS tokenizer and URL parser read in ways a simple split would not. */
const AMBIGUOUS = /[\\{}]|\/\*|\*\/|<!--|-->/;

/**
 * Whether a `url()` argument is allowed: a raster `data:image/…` or a path on this site (`/img/a.png`,
 * `img/a.png`, `#filter`). Never another scheme (`https:`, `javascript:`) or a `//host/…` address.
 */
export function isAllowedCssUrl(argument: string): boolean {
  // The URL parser drops tabs and newlines anywhere and spaces or controls at either end.
  // eslint-disable-next-line no-control-regex
  const url = argument.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');
  if (url === '') return false;
  if (/^data:/i.test(url)) return RASTER_DATA_URL.test(url);
  if (/^[a-z][a-z0-9+.-]*:/i.test(url)) return false;
  return !/^[/\\]{2}/.test(url);
}

interface Piece {
  text: string;
  /** Read differently by a browser than by this splitter, or cut short: never kept. */
  broken: boolean;
}

/** Splits a style attribute at the semicolons the CSS parser ends declarations at. */
function splitDeclarations(style: string): Piece[] {
  const pieces: Piece[] = [];
  let start = 0;
  let quote: string | null = null;
  let depth = 0;
  let broken = false;
  for (let i = 0; i < style.length; i += 1) {
    const ch = style[i];
    if (quote !== null) {
      if (ch === quote) quote = null;
      else if (ch === '\n' || ch === '\r' || ch === '\f') broken = true;
    } else if (ch === '"' || ch === "'") {
      quote = ch;
    } else if (ch === '(' || ch === '[') {
      depth += 1;
    } else if (ch === ')' || ch === ']') {
      if (depth === 0) broken = true;
      else depth -= 1;
    } else if (ch === ';' && depth === 0) {
      pieces.push({ text: style.slice(start, i), broken });
      start = i + 1;
      broken = false;
    }
  }
  pieces.push({ text: style.slice(start), broken: broken || quote !== null || depth !== 0 });
  return pieces.filter((piece) => piece.text.trim() !== '');
}

function urlsAllowed(value: string): boolean {
  const starts = value.match(URL_START)?.length ?? 0;
  if (starts === 0) return true;
  const calls = Array.from(value.matchAll(URL_CALL));
  if (calls.length !== starts) return false;
  return calls.every((call) => isAllowedCssUrl(call[1] ?? call[2] ?? call[3] ?? ''));
}

function withoutImportant(value: string): string {
  return value
    .replace(/!\s*important\s*$/i, '')
    .trim()
    .toLowerCase();
}

function isAllowedZIndex(value: string): boolean {
  const z = withoutImportant(value);
  return z === 'auto' || (/^[+-]?\d{1,9}$/.test(z) && Number(z) <= MAX_CONTENT_Z_INDEX);
}

/** `auto`, 0, or one length per side within MAX_OFFSET; no percentages, viewport units or functions. */
function isSmallOffset(value: string): boolean {
  const parts = withoutImportant(value).split(/\s+/);
  if (parts.length > 4) return false;
  return parts.every((part) => {
    if (part === 'auto' || /^[+-]?0*(?:\.0*)?$/.test(part)) return part !== '';
    const length = /^[+-]?(\d+(?:\.\d*)?|\.\d+)([a-z]+)$/.exec(part);
    const limit = length ? MAX_OFFSET[length[2]!] : undefined;
    return limit !== undefined && Number(length![1]) <= limit;
  });
}

function isAllowedDeclaration(piece: Piece): boolean {
  if (piece.broken || AMBIGUOUS.test(piece.text)) return false;
  const colon = piece.text.indexOf(':');
  if (colon === -1) return false;
  const property = piece.text.slice(0, colon).trim().toLowerCase();
  const value = piece.text.slice(colon + 1).trim();
  if (!PROPERTY.test(property) || BANNED_PROPERTIES.has(property) || MOVING_PROPERTY.test(property)) {
    return false;
  }
  // eslint-disable-next-line no-control-regex
  const squeezed = value.replace(/[\s\u0000-\u001f]+/g, '').toLowerCase();
  if (/(?:java|vb)script:|expression\(|data:image\/svg/.test(squeezed)) return false;
  if (LOADING_FUNCTIONS.test(value) || !urlsAllowed(value)) return false;
  if (property === 'position') return FLOW_POSITIONS.has(withoutImportant(value));
  if (property === 'z-index') return isAllowedZIndex(value);
  if (OFFSET_PROPERTY.test(property)) return isSmallOffset(value);
  return true;
}

/**
 * A trusted author's `style` attribute without the declarations content may not use; unchanged when all of
 * them are allowed, '' when none is.
 */
export function filterAuthorStyle(style: string): string {
  const pieces = splitDeclarations(style);
  const kept = pieces.filter(isAllowedDeclaration);
  if (kept.length === pieces.length) return style;
  return kept.map((piece) => piece.text.trim()).join('; ');
}
