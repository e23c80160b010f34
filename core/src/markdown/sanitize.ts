import createDOMPurify, { type Config, type DOMPurify } from 'dompurify';
import { compiler } from 'markdown-to-jsx/html';

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
 * Admin and root authored content (spec 002 §6) may use most HTML, inline styles and link targets, but
 * never scripts, event handlers, frames, plug-ins, forms or tags that change the page's head.
 */
// prettier-ignore
const TRUSTED_FORBIDDEN_TAGS = [
  'script', 'style', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'form', 'button', 'select',
  'option', 'textarea', 'base', 'link', 'meta', 'noscript', 'template',
];

const configs: Record<'user' | 'trusted', Config> = {
  user: { ALLOWED_TAGS: USER_TAGS, ALLOWED_ATTR: USER_ATTRS, ALLOW_DATA_ATTR: false },
  trusted: {
    USE_PROFILES: { html: true },
    ADD_ATTR: ['target'],
    FORBID_TAGS: TRUSTED_FORBIDDEN_TAGS,
    ALLOW_DATA_ATTR: false,
  },
};

/** Enforcement DOMPurify has no setting for: inputs only as read-only task boxes, safe link relations. */
function addHooks(purifier: DOMPurify, trusted: boolean): DOMPurify {
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
  const mode = trusted ? 'trusted' : 'user';
  return getPurifiers()[mode].sanitize(html, configs[mode]);
}

/**
 * Markdown to safe HTML. markdown-to-jsx already drops handlers and script URLs; DOMPurify is the
 * authority (raw HTML is passed to it unfiltered so that forbidden tags vanish instead of showing as text).
 */
export function renderMarkdown(source: string, trusted = false): string {
  if (source.trim() === '') return '';
  const html = compiler(source, { tagfilter: false, forceBlock: true, wrapper: null });
  return sanitizeHtml(html, trusted);
}
