import createDOMPurify, { type Config, type DOMPurify } from 'dompurify';
import { compiler } from 'markdown-to-jsx/html';
import { KATEX_ATTRS, KATEX_TAGS, filterKatexStyle } from './katexPolicy';
import { extractMath } from './mathDelimiters';
import { MATH_ROOT_ATTR, MathRenderer } from './renderMath';

/** What markdown itself produces, plus the few inline HTML tags statements commonly use. */
// prettier-ignore
const USER_TAGS = [
  'a', 'abbr', 'b', 'blockquote', 'br', 'caption', 'code', 'dd', 'del', 'details', 'div', 'dl', 'dt', 'em',
  'footer', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'hr', 'i', 'img', 'input', 'kbd', 'li', 'mark', 'ol', 'p',
  'pre', 's', 'samp', 'section', 'span', 'strike', 'strong', 'sub', 'summary', 'sup', 'table', 'tbody', 'td',
  'tfoot', 'th', 'thead', 'tr', 'u', 'ul',
];
// prettier-ignore
const USER_ATTRS = [
  'align', 'alt', 'checked', 'class', 'colspan', 'disabled', 'height', 'href', 'id', 'open', 'rowspan',
  'start', 'title', 'type', 'src', 'width',
];

/**
 * Content authored by admins and root may use most HTML, inline styles and link targets, but
 * never scripts, event handlers, frames, plug-ins, forms or tags that change the page's head.
 */
// prettier-ignore
const TRUSTED_FORBIDDEN_TAGS = [
  'script', 'style', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'form', 'button', 'select',
  'option', 'textarea', 'base', 'link', 'meta', 'noscript', 'template',
];

const configs: Record<'user' | 'trusted', Config> = {
  user: {
    ALLOWED_TAGS: [...USER_TAGS, ...KATEX_TAGS],
    ALLOWED_ATTR: [...USER_ATTRS, ...KATEX_ATTRS],
    ALLOW_DATA_ATTR: false,
  },
  trusted: {
    USE_PROFILES: { html: true },
    ADD_TAGS: KATEX_TAGS,
    ADD_ATTR: ['target', ...KATEX_ATTRS],
    FORBID_TAGS: TRUSTED_FORBIDDEN_TAGS,
    ALLOW_DATA_ATTR: false,
  },
};

const katexTags = new Set(KATEX_TAGS);
const katexAttrs = new Set(KATEX_ATTRS);

/**
 * The secret marking formula wrappers during one sanitize call, and the wrappers found so far. An author
 * cannot guess the secret, so raw HTML never gains the KaTeX allowances; the marker attribute itself is
 * a data attribute and is removed like any other.
 */
let mathScope: { nonce: string; roots: WeakSet<Node> } | null = null;

function insideFormula(node: Node): boolean {
  if (!mathScope) return false;
  for (let current: Node | null = node; current; current = current.parentNode) {
    if (mathScope.roots.has(current)) return true;
  }
  return false;
}

/**
 * Enforcement DOMPurify has no setting for: KaTeX tags, attributes and styles only inside formulas,
 * inputs only as read-only task boxes, safe link relations.
 */
function addHooks(purifier: DOMPurify, trusted: boolean): DOMPurify {
  purifier.addHook('uponSanitizeElement', (node, data) => {
    if (!(node instanceof Element)) return;
    if (mathScope && node.getAttribute(MATH_ROOT_ATTR) === mathScope.nonce) {
      mathScope.roots.add(node);
    } else if (katexTags.has(data.tagName) && !insideFormula(node)) {
      node.remove();
    }
  });
  purifier.addHook('uponSanitizeAttribute', (node, data) => {
    if (!katexAttrs.has(data.attrName)) return;
    if (insideFormula(node)) {
      if (data.attrName === 'style') data.attrValue = filterKatexStyle(data.attrValue);
      if (data.attrValue.trim() === '') data.keepAttr = false;
    } else if (!(trusted && data.attrName === 'style')) {
      data.keepAttr = false;
    }
  });
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'INPUT') {
      if (node.getAttribute('type') !== 'checkbox') {
        node.remove();
        return;
      }
      node.setAttribute('disabled', '');
    }
    if (node.tagName === 'A') {
      if (node.hasAttribute('target')) node.setAttribute('rel', 'noopener noreferrer');
      if (!trusted && node.hasAttribute('href')) node.setAttribute('rel', 'nofollow ugc noopener noreferrer');
    }
  });
  return purifier;
}

let purifiers: Record<'user' | 'trusted', DOMPurify> | null = null;

/** Own DOMPurify instances, so these hooks never leak into another user of the shared default one. */
function getPurifiers(): Record<'user' | 'trusted', DOMPurify> {
  purifiers ??= {
    user: addHooks(createDOMPurify(window), false),
    trusted: addHooks(createDOMPurify(window), true),
  };
  return purifiers;
}

/** Sanitised HTML: no scripts, no event handlers, no javascript: URLs, whatever the input. */
export function sanitizeHtml(html: string, trusted = false): string {
  return sanitizeWithFormulas(html, trusted, null);
}

function sanitizeWithFormulas(html: string, trusted: boolean, nonce: string | null): string {
  const mode = trusted ? 'trusted' : 'user';
  mathScope = nonce ? { nonce, roots: new WeakSet() } : null;
  try {
    return getPurifiers()[mode].sanitize(html, configs[mode]);
  } finally {
    mathScope = null;
  }
}

function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Markdown to safe HTML. Maths is cut out before markdown parses the rest, then typeset by KaTeX where
 * it ends up as text (see renderMath.ts). markdown-to-jsx already drops handlers and script URLs;
 * DOMPurify is the authority over everything, KaTeX output included (raw HTML is passed to it unfiltered
 * so that forbidden tags vanish instead of showing as text).
 */
export function renderMarkdown(source: string, trusted = false): string {
  if (source.trim() === '') return '';
  const { text, spans } = extractMath(source);
  const options = { tagfilter: false, forceBlock: true, wrapper: null };
  if (spans.length === 0) return sanitizeHtml(compiler(text, options), trusted);
  const maths = new MathRenderer(spans, newNonce());
  return sanitizeWithFormulas(maths.apply(compiler(text, options)), trusted, maths.nonce);
}
