import createDOMPurify, { type Config, type DOMPurify } from 'dompurify';
import { RuleType, astToHTML, parser, slugify, type MarkdownToJSX } from 'markdown-to-jsx/html';
import { DEFAULT_LOCALE, type Locale } from '../i18n/locale';
import { boundNesting } from './boundNesting';
import { escapeHtml } from './escapeHtml';
import { finishHtml, taskMarker } from './finishHtml';
import type { IdState } from './headingIds';
import { KATEX_TAGS, katexAllowances, type KatexAllowances } from './katexAllowances';
import { extractMath, type MathSpan } from './mathDelimiters';
import { loadedTypesetter } from './mathEngine';
import { FORMULA_INDEX_ATTR, MATH_ROOT_ATTR } from './formulaAttrs';
import { MathRenderer, type Typesetter } from './renderMath';
import { filterAuthorStyle } from './stylePolicy';

/** What markdown itself produces, plus the few inline HTML tags statements commonly use. */
// prettier-ignore
const USER_TAGS = [
  'a', 'abbr', 'b', 'blockquote', 'br', 'caption', 'code', 'dd', 'del', 'details', 'div', 'dl', 'dt', 'em',
  'footer', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'hr', 'i', 'img', 'kbd', 'li', 'mark', 'ol', 'p',
  'pre', 's', 'samp', 'section', 'span', 'strike', 'strong', 'sub', 'summary', 'sup', 'table', 'tbody', 'td',
  'tfoot', 'th', 'thead', 'tr', 'u', 'ul',
];
// prettier-ignore
const USER_ATTRS = [
  'align', 'alt', 'class', 'colspan', 'height', 'href', 'id', 'open', 'rowspan', 'start', 'title', 'type',
  'src', 'width',
];

/**
 * Never kept, for any author: scripts, frames, plug-ins, forms and their controls, tags that change the
 * page's head, and dialogs laid over the page. Both rule sets forbid these on top of their allow lists, so
 * widening an allow list cannot bring one back; security.test.ts checks every one of them. (The
 * renderer adds its own read-only task-list boxes after sanitising, see finishHtml.ts.)
 */
// prettier-ignore
export const NEVER_TAGS: readonly string[] = Object.freeze([
  'script', 'style', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'portal', 'form', 'button',
  'input', 'select', 'option', 'optgroup', 'datalist', 'textarea', 'base', 'link', 'meta', 'noscript',
  'template', 'dialog',
]);

/**
 * User content (comments, discussions, signatures) gets the tags above and no inline styles. Content
 * authored by admins and root may use most HTML, filtered inline styles (stylePolicy.ts) and link targets.
 * Both get what KaTeX's output needs once KaTeX is here (katexAllowances.ts), for use inside formulas only.
 */
function makeConfigs({ attrs }: KatexAllowances): Record<'user' | 'trusted', Config> {
  return {
    user: {
      ALLOWED_TAGS: [...USER_TAGS, ...KATEX_TAGS],
      ALLOWED_ATTR: [...USER_ATTRS, ...attrs],
      FORBID_TAGS: [...NEVER_TAGS],
      ALLOW_DATA_ATTR: false,
    },
    trusted: {
      USE_PROFILES: { html: true },
      ADD_TAGS: KATEX_TAGS,
      ADD_ATTR: ['target', ...attrs],
      FORBID_TAGS: [...NEVER_TAGS],
      ALLOW_DATA_ATTR: false,
    },
  };
}

const katexTags = new Set(KATEX_TAGS);

/** The rule sets and KaTeX's attributes for the allowances they were made with, made again when those change. */
let katex: {
  allowances: KatexAllowances;
  configs: Record<'user' | 'trusted', Config>;
  attrs: ReadonlySet<string>;
} | null = null;

function katexRules() {
  const allowances = katexAllowances();
  if (katex?.allowances !== allowances) {
    katex = {
      allowances,
      configs: makeConfigs(allowances),
      // `xmlns` is in DOMPurify's HTML list too: outside a formula it goes, KaTeX here or not.
      attrs: new Set([...allowances.attrs, 'xmlns']),
    };
  }
  return katex;
}

/**
 * Languages whose fenced code keeps its `language-…` class in user content (for a highlighter). Any other
 * info string loses it: `language-switch` and the like are the app's own class names.
 */
// prettier-ignore
const CODE_LANGUAGES = new Set([
  'c', 'cpp', 'c++', 'cc', 'cxx', 'h', 'hpp', 'java', 'python', 'python2', 'python3', 'py', 'pypy', 'go',
  'golang', 'javascript', 'js', 'typescript', 'ts', 'rust', 'rs', 'kotlin', 'kt', 'csharp', 'cs', 'c#', 'php',
  'ruby', 'rb', 'pascal', 'pas', 'haskell', 'hs', 'scala', 'swift', 'lua', 'perl', 'pl', 'r', 'sql', 'bash',
  'sh', 'shell', 'powershell', 'json', 'yaml', 'yml', 'xml', 'html', 'css', 'markdown', 'md', 'tex', 'latex',
  'diff', 'text', 'plaintext', 'txt', 'ocaml', 'fortran', 'dart', 'julia', 'matlab', 'scheme', 'lisp',
]);

/** GitHub alert blockquotes (`> [!NOTE]`) the renderer marks; other alert words lose the class. */
const ALERT_CLASS = /^markdown-alert-(?:note|tip|important|warning|caution)$/;

/**
 * The state of one sanitize call: the secret marking formula wrappers, the wrappers found so far (with the
 * document-wide number of each one left for typesetting later), and the footnote ids markdown produced. An
 * author cannot guess the secret, so raw HTML never gains the KaTeX allowances; the marker attribute itself is
 * a data attribute and is removed like any other.
 */
let scope: {
  nonce: string | null;
  roots: WeakSet<Node>;
  pending: WeakMap<Node, number>;
  footnoteIds: ReadonlySet<string>;
} | null = null;

/** Whether `node` is a formula wrapper the renderer made; records the number of one still to be typeset. */
function recordFormulaRoot(node: Element): boolean {
  const nonce = scope?.nonce;
  const value = node.getAttribute(MATH_ROOT_ATTR);
  if (!scope || !nonce || value === null) return false;
  if (value === nonce) {
    scope.roots.add(node);
    return true;
  }
  const index = value.startsWith(`${nonce}:`) ? value.slice(nonce.length + 1) : '';
  if (!/^\d{1,9}$/.test(index)) return false;
  scope.roots.add(node);
  scope.pending.set(node, Number(index));
  return true;
}

function insideFormula(node: Node): boolean {
  if (!scope?.nonce) return false;
  for (let current: Node | null = node; current; current = current.parentNode) {
    if (scope.roots.has(current)) return true;
  }
  return false;
}

/** `data:image/svg+xml` in any attribute (`src`, `srcset`, `poster`, …), however it is spaced or cased. */
function hasSvgData(value: string): boolean {
  // eslint-disable-next-line no-control-regex
  return /data:image\/svg/.test(value.replace(/[\s\u0000-\u001f]+/g, '').toLowerCase());
}

/** Whether a class is one the renderer adds: a known code language or a GitHub alert. */
function isRendererClass(node: Element, value: string): boolean {
  const name = value.trim().toLowerCase();
  if (node.tagName === 'CODE' && node.parentElement?.tagName === 'PRE') {
    return name.startsWith('language-') && CODE_LANGUAGES.has(name.slice('language-'.length));
  }
  return node.tagName === 'BLOCKQUOTE' && ALERT_CLASS.test(name);
}

/** Whether an id is one of the footnotes markdown produced (prefixed later, see finishHtml.ts). */
function isFootnoteId(node: Element, value: string): boolean {
  return (
    node.tagName === 'DIV' && node.parentElement?.tagName === 'FOOTER' && !!scope?.footnoteIds.has(value)
  );
}

/**
 * Attributes no author keeps, whatever the rule set: roles and ARIA states (content must not pass for the
 * app's alerts, dialogs or menus to a screen reader; KaTeX's `aria-hidden` inside formulas is the renderer's
 * own), a place in the app's tab order or keyboard shortcuts, popovers and commands (the top layer is drawn
 * above everything, outside any box), named properties on `document`, and shadow-tree hooks.
 */
// prettier-ignore
const NEVER_ATTRS = new Set([
  'role', 'tabindex', 'accesskey', 'autofocus', 'popover', 'popovertarget', 'popovertargetaction', 'command',
  'commandfor', 'interestfor', 'name', 'slot', 'part', 'exportparts',
]);

function isNeverAttr(node: Element, name: string): boolean {
  if (name.startsWith('aria-')) return !(name === 'aria-hidden' && insideFormula(node));
  return NEVER_ATTRS.has(name);
}

/**
 * Enforcement DOMPurify has no setting for: KaTeX tags, attributes and styles only inside formulas, the
 * style policy for trusted authors, no SVG data images, no classes, ids, roles or ARIA states but the
 * renderer's own, safe link relations. Classes and ids are the app's: an author who could set them could dress
 * a paragraph up as the app's error toast or take over an id the app looks elements up by.
 */
function addHooks(purifier: DOMPurify, trusted: boolean): DOMPurify {
  purifier.addHook('uponSanitizeElement', (node, data) => {
    if (!(node instanceof Element)) return;
    if (recordFormulaRoot(node)) {
      // Nothing to remove: the wrapper is the renderer's own.
    } else if (katexTags.has(data.tagName) && !insideFormula(node)) {
      node.remove();
    } else if (
      (data.tagName === 'img' || data.tagName === 'source') &&
      Array.from(node.attributes).some((attr) => hasSvgData(attr.value))
    ) {
      node.remove();
    }
  });
  purifier.addHook('uponSanitizeAttribute', (node, data) => {
    const name = data.attrName;
    if (hasSvgData(data.attrValue)) {
      data.keepAttr = false;
    } else if (name === 'style' || katexRules().attrs.has(name)) {
      if (insideFormula(node)) {
        if (name === 'style') data.attrValue = katexRules().allowances.filterStyle(data.attrValue);
      } else if (trusted && name === 'style') {
        data.attrValue = filterAuthorStyle(data.attrValue);
      } else {
        data.keepAttr = false;
      }
      if (data.attrValue.trim() === '') data.keepAttr = false;
    } else if (name === 'class') {
      if (!insideFormula(node) && !isRendererClass(node, data.attrValue)) data.keepAttr = false;
    } else if (name === 'id') {
      if (!isFootnoteId(node, data.attrValue)) data.keepAttr = false;
    } else if (isNeverAttr(node, name)) {
      data.keepAttr = false;
    }
  });
  purifier.addHook('afterSanitizeAttributes', (node) => {
    // A formula shown as a preview keeps its number, by which it is typeset once in view (typesetInPlace.ts).
    const pending = scope?.pending.get(node);
    if (pending !== undefined) node.setAttribute(FORMULA_INDEX_ATTR, String(pending));
    // Whatever the element (a, area, …): a page it opens never gets a handle on this one.
    if (node.hasAttribute('target')) node.setAttribute('rel', 'noopener noreferrer');
    if (!trusted && node.tagName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('rel', 'nofollow ugc noopener noreferrer');
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

export interface RenderOptions {
  /** Language of the texts the renderer writes itself (the remote-image placeholder); zh-CN by default. */
  locale?: Locale;
  /**
   * How formulas become HTML: KaTeX once it has loaded (mathEngine.ts) by default; until then, and with
   * `null`, each formula shows its source marked pending.
   */
  typeset?: Typesetter | null;
}

interface Render {
  trusted: boolean;
  locale: Locale;
  /** The render's secret (formula wrappers, task-list markers); null for plain HTML. */
  nonce: string | null;
  footnoteIds: ReadonlySet<string>;
  /** Ids taken by the parts of a document drawn before this one. */
  ids?: IdState;
  /** The document is drawn in parts (see finishHtml.ts). */
  progressive?: boolean;
}

/**
 * Subtitle tracks never reach a parser: Chromium checks a `<track>`'s address against the page's policy as soon
 * as it is parsed, even in an inert document, so a statement's track from another site would report a policy
 * violation before the sanitiser could drop it. Renamed, the element is one no browser knows, and the
 * sanitiser removes it. (Escaped text and attribute values never hold a raw `<`.)
 */
function withoutTracks(html: string): string {
  return html.replace(/<track(?=[\s/>])/gi, '<hoj-dropped-track');
}

function sanitizeAndFinish(html: string, render: Render): string {
  const mode = render.trusted ? 'trusted' : 'user';
  scope = {
    nonce: render.nonce,
    roots: new WeakSet(),
    pending: new WeakMap(),
    footnoteIds: render.footnoteIds,
  };
  let clean: string;
  try {
    clean = getPurifiers()[mode].sanitize(html, katexRules().configs[mode]);
  } finally {
    scope = null;
  }
  return finishHtml(clean, render);
}

/**
 * Sanitised HTML: no scripts, no event handlers, no javascript: URLs, whatever the input; then the same
 * finishing as rendered markdown (heading ids; for user content, namespaced ids and click-to-load images).
 */
export function sanitizeHtml(html: string, trusted = false, options: RenderOptions = {}): string {
  return sanitizeAndFinish(withoutTracks(html), {
    trusted,
    locale: options.locale ?? DEFAULT_LOCALE,
    nonce: null,
    footnoteIds: new Set(),
  });
}

export function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

type AstNode = MarkdownToJSX.ASTNode;

function isAstNode(value: unknown): value is AstNode {
  return (
    typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'number'
  );
}

/** Applies `visit` to every node of the tree (children, list items, table cells), replacing each by its result. */
function rewriteTree(list: unknown[], visit: (node: AstNode) => AstNode): void {
  for (let i = 0; i < list.length; i += 1) {
    const item = list[i];
    if (Array.isArray(item)) {
      rewriteTree(item, visit);
    } else if (isAstNode(item)) {
      const node = visit(item);
      list[i] = node;
      for (const value of Object.values(node)) if (Array.isArray(value)) rewriteTree(value, visit);
    }
  }
}

/**
 * Adjusts what markdown-to-jsx made of the source: headings lose its ids (finishHtml.ts gives every heading
 * a stable one, CJK included), code blocks get back the final newline it strips (so a block's trailing blank
 * lines all show; the text is each line followed by a newline, as CommonMark has it), and task-list boxes
 * become markers. Returns the footnote ids it will produce.
 */
function prepareTree(nodes: AstNode[], nonce: string): Set<string> {
  const footnoteIds = new Set<string>();
  rewriteTree(nodes, (node) => {
    if (node.type === RuleType.heading) {
      node.id = '';
    } else if (node.type === RuleType.codeBlock) {
      if (node.text !== '') node.text += '\n';
    } else if (node.type === RuleType.gfmTask) {
      return { type: RuleType.text, text: taskMarker(nonce, node.completed) };
    } else if (node.type === RuleType.refCollection) {
      for (const label of Object.keys(node.refs)) {
        if (label.startsWith('^')) footnoteIds.add(slugify(label.slice(1)));
      }
    }
    return node;
  });
  return footnoteIds;
}

const MARKDOWN_OPTIONS = { tagfilter: false, forceBlock: true, wrapper: null } as const;

/** Markdown text as plain paragraphs: what is shown of a part the parser could not read (nested too deeply). */
function plainParagraphs(text: string): string {
  return text
    .split(/\n[ \t]*\n/)
    .filter((block) => block.trim() !== '')
    .map((block) => `<p>${escapeHtml(block).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/** The HTML without the footnote list markdown-to-jsx puts at its very end. */
function withoutFootnoteList(html: string, footnoteIds: ReadonlySet<string>): string {
  if (footnoteIds.size === 0 || !html.endsWith('</footer>')) return html;
  const start = html.lastIndexOf('<footer>');
  return start < 0 ? html : html.slice(0, start);
}

/** One markdown text drawn as (part of) a document; see `renderPart`. */
export interface PartRender {
  trusted: boolean;
  locale: Locale;
  /** The document's secret (formula wrappers, task-list markers). */
  nonce: string;
  /** The formulas of the document's parts drawn so far, in order; this part's are added. */
  formulas: MathSpan[];
  /** \gdef macros, carried from formula to formula through the document. */
  macros: Record<string, string>;
  /** How this part's formulas become HTML now; null shows previews, typeset later by their number. */
  typeset: Typesetter | null;
  /** Ids taken by the parts drawn before; shared by all parts of a document. */
  ids?: IdState;
  /** Whether this part lists the document's footnotes (only the last part of a document drawn in parts). */
  footnotes: boolean;
  /** The document is drawn in parts. */
  progressive: boolean;
}

/**
 * Markdown to safe HTML. Nesting is bounded first (boundNesting.ts). Maths is cut out before markdown parses
 * the rest, then typeset (KaTeX) or previewed where it ends up as text (see renderMath.ts). markdown-to-jsx
 * already drops handlers and script URLs; DOMPurify is the authority over everything, KaTeX output included
 * (raw HTML is passed to it unfiltered so that forbidden tags vanish instead of showing as text). Text the
 * parser cannot read (it runs out of stack on inline markup nested thousands deep) shows as plain paragraphs.
 */
export function renderPart(source: string, part: PartRender): string {
  if (source.trim() === '') return '';
  const { nonce } = part;
  const { text, spans } = extractMath(boundNesting(source));
  const offset = part.formulas.length;
  part.formulas.push(...spans);
  let html: string;
  let footnoteIds: Set<string>;
  try {
    const nodes = parser(text, MARKDOWN_OPTIONS);
    footnoteIds = prepareTree(nodes, nonce);
    html = withoutTracks(astToHTML(nodes, MARKDOWN_OPTIONS));
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    footnoteIds = new Set();
    html = plainParagraphs(text);
  }
  if (!part.footnotes) html = withoutFootnoteList(html, footnoteIds);
  if (spans.length > 0) {
    html = new MathRenderer(spans, nonce, part.typeset, { offset, macros: part.macros }).apply(html);
  }
  return sanitizeAndFinish(html, {
    trusted: part.trusted,
    locale: part.locale,
    nonce,
    footnoteIds,
    ids: part.ids,
    progressive: part.progressive,
  });
}

/**
 * Sanitised HTML of the formulas `indices` of a document (`part.formulas`), typeset by `typeset`, in the
 * order asked; what a preview is replaced by once its formula is typeset.
 */
export function typesetFormulaHtml(
  indices: readonly number[],
  part: Pick<PartRender, 'trusted' | 'locale' | 'nonce' | 'formulas' | 'macros'>,
  typeset: Typesetter,
): string {
  const renderer = new MathRenderer(part.formulas, part.nonce, typeset, { macros: part.macros });
  const html = indices.map((index) => renderer.formula(index)).join('');
  return sanitizeAndFinish(html, {
    trusted: part.trusted,
    locale: part.locale,
    nonce: part.nonce,
    footnoteIds: new Set(),
  });
}

/**
 * Markdown to safe HTML in one go (see `renderPart`), formulas typeset by KaTeX once it has loaded (or by
 * `options.typeset`). Remote images in user content come out as placeholders: call `activateRemoteImages` on
 * the container (`<Markdown>` does, and draws long documents in parts).
 */
export function renderMarkdown(source: string, trusted = false, options: RenderOptions = {}): string {
  return renderPart(source, {
    trusted,
    locale: options.locale ?? DEFAULT_LOCALE,
    nonce: newNonce(),
    formulas: [],
    macros: {},
    typeset: options.typeset === undefined ? loadedTypesetter() : options.typeset,
    footnotes: true,
    progressive: false,
  });
}
