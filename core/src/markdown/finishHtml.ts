import type { Locale } from '../i18n/locale';
import { assignHeadingIds, type IdState } from './headingIds';
import { gateRemoteSources } from './remoteImages';

/**
 * What the renderer adds to sanitised HTML itself, after DOMPurify: read-only task-list boxes, heading
 * anchors, namespaced ids, plain boxes for landmark elements, and the rules for what may load from other
 * sites (remoteImages.ts). Everything here builds elements and sets attributes through the DOM of an inert
 * document (nothing in it loads or runs), never by pasting author text into markup.
 */

/**
 * Ids in rendered content start with this, so they never match one of the app's own ids (`root`,
 * `main-content`, …), whoever wrote the content.
 */
export const USER_ID_PREFIX = 'user-content-';

const TASK_OPEN = '\uE002';
const TASK_CLOSE = '\uE003';

/**
 * Stands in for a task-list box until the HTML is sanitised (no author `<input>` survives DOMPurify); the
 * per-render secret keeps authors from writing one.
 */
export function taskMarker(nonce: string, done: boolean): string {
  return `${TASK_OPEN}${nonce}${done ? 'x' : 'o'}${TASK_CLOSE}`;
}

function insertTaskBoxes(root: HTMLElement, nonce: string): void {
  const doc = root.ownerDocument;
  const pattern = new RegExp(`${TASK_OPEN}${nonce}([xo])${TASK_CLOSE}`, 'g');
  const walker = doc.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const texts: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.nodeValue?.includes(TASK_OPEN)) texts.push(node as Text);
  }
  for (const text of texts) {
    const fragment = doc.createDocumentFragment();
    let last = 0;
    for (const match of text.data.matchAll(pattern)) {
      fragment.append(text.data.slice(last, match.index));
      const box = doc.createElement('input');
      box.type = 'checkbox';
      box.setAttribute('disabled', '');
      if (match[1] === 'x') box.setAttribute('checked', '');
      fragment.append(box);
      last = match.index + match[0].length;
    }
    fragment.append(text.data.slice(last));
    text.replaceWith(fragment);
  }
}

/** The only ids left after sanitising are the renderer's own (footnotes): put them in the content namespace. */
function prefixUserIds(root: HTMLElement): void {
  for (const element of Array.from(root.querySelectorAll('[id]'))) {
    element.id = `${USER_ID_PREFIX}${element.id}`;
  }
}

/**
 * `[see](#notes)` in a document drawn in parts: the heading it names may be in a part not drawn yet, so every
 * in-page link is read as naming an id of the content.
 */
function prefixLocalLinks(root: HTMLElement): void {
  for (const link of Array.from(root.querySelectorAll('a[href^="#"]'))) {
    const href = link.getAttribute('href') ?? '';
    if (href.length > 1 && !decodeFragment(href.slice(1)).startsWith(USER_ID_PREFIX)) {
      link.setAttribute('href', `#${USER_ID_PREFIX}${href.slice(1)}`);
    }
  }
}

function decodeFragment(fragment: string): string {
  try {
    return decodeURIComponent(fragment);
  } catch {
    return fragment;
  }
}

/** `[see](#notes)` still leads to the (now prefixed) heading or footnote it named. */
function retargetLocalLinks(root: HTMLElement): void {
  const ids = new Set(Array.from(root.querySelectorAll('[id]'), (element) => element.id));
  for (const link of Array.from(root.querySelectorAll('a[href^="#"]'))) {
    const fragment = (link.getAttribute('href') ?? '').slice(1);
    if (fragment === '' || ids.has(decodeFragment(fragment))) continue;
    if (ids.has(`${USER_ID_PREFIX}${decodeFragment(fragment)}`)) {
      link.setAttribute('href', `#${USER_ID_PREFIX}${fragment}`);
    }
  }
}

/**
 * Elements whose implicit role is one of the page's landmarks or a live region (`<nav>`, `<main>`, `<search>`,
 * `<output>`): in content they would stand beside the app's own navigation and main area in a screen reader's
 * list of landmarks, or speak up on their own. They become plain boxes with the same content and attributes.
 */
const PLAIN_BOX: Readonly<Record<string, string>> = {
  main: 'div',
  nav: 'div',
  search: 'div',
  output: 'span',
};

function plainLandmarks(root: HTMLElement): void {
  for (const element of Array.from(root.querySelectorAll(Object.keys(PLAIN_BOX).join(', ')))) {
    const box = element.ownerDocument.createElement(PLAIN_BOX[element.localName] ?? 'div');
    for (const attr of Array.from(element.attributes)) box.setAttribute(attr.name, attr.value);
    box.append(...Array.from(element.childNodes));
    element.replaceWith(box);
  }
}

export interface FinishOptions {
  trusted: boolean;
  /** The render's secret (task markers), null for plain HTML. */
  nonce: string | null;
  locale: Locale;
  /** Ids the earlier parts of the document took. */
  ids?: IdState;
  /** The document is drawn in parts: in-page links cannot be checked against the whole of it. */
  progressive?: boolean;
}

let inert: Document | null = null;

/** Sanitised HTML with the renderer's own structure added; see the top of this file. */
export function finishHtml(
  html: string,
  { trusted, nonce, locale, ids, progressive = false }: FinishOptions,
): string {
  if (html === '') return '';
  // A document without a browsing context: images in it are not fetched.
  inert ??= document.implementation.createHTMLDocument('');
  const root = inert.body;
  root.innerHTML = html;
  if (nonce) insertTaskBoxes(root, nonce);
  prefixUserIds(root);
  assignHeadingIds(root, USER_ID_PREFIX, ids);
  if (progressive) prefixLocalLinks(root);
  else retargetLocalLinks(root);
  plainLandmarks(root);
  gateRemoteSources(root, trusted, locale);
  const out = root.innerHTML;
  root.textContent = '';
  return out;
}
