import { REMOTE_IMAGE_CLASS } from './remoteImages';
import { escapeHtml } from './escapeHtml';
import type { Typesetter } from './renderMath';
import { renderMarkdown } from './sanitize';

/** Elements whose end separates words: without a space, `<p>a</p><p>b</p>` would read "ab". */
const BREAKING = new Set([
  'P', 'DIV', 'LI', 'BR', 'HR', 'PRE', 'BLOCKQUOTE', 'TR', 'TD', 'TH', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6',
  'DT', 'DD', 'FIGCAPTION', 'SUMMARY', 'DETAILS', 'SECTION', 'FOOTER', 'CAPTION',
]); // prettier-ignore

/** In a one-line preview the TeX source reads best, and it needs no KaTeX. */
const texBetweenDollars: Typesetter = (span) => escapeHtml(`$${span.tex}$`);

/**
 * A one-line preview of Markdown as a reader would read it: rendered by the same renderer and rule set as the
 * full view (so entities are decoded, tags and markup are gone and nothing the sanitiser drops can show), then
 * reduced to its text. Formulas read as their TeX source between `$`, images as their alt text. Cut to
 * `maxLength` characters (whole code points) with `…` when longer.
 */
export function plainTextPreview(source: string | null | undefined, maxLength = Infinity): string {
  if (!source) return '';
  const template = document.createElement('template');
  template.innerHTML = renderMarkdown(source, false, { typeset: texBetweenDollars });
  const root = template.content;
  for (const image of Array.from(root.querySelectorAll('img'))) image.replaceWith(image.alt);
  // A remote image in user content is a "load image" button: its label is the renderer's, not the author's.
  for (const button of Array.from(root.querySelectorAll(`.${REMOTE_IMAGE_CLASS}`))) {
    button.replaceWith(button.getAttribute('data-remote-alt') ?? '');
  }
  for (const element of Array.from(root.querySelectorAll('*'))) {
    if (BREAKING.has(element.tagName)) element.after(' ');
  }
  const text = (root.textContent ?? '').replace(/\s+/g, ' ').trim();
  const points = Array.from(text);
  return points.length > maxLength ? `${points.slice(0, maxLength).join('').trimEnd()}…` : text;
}
