const FORMULA = '.hoj-math';

/**
 * Puts the typeset formulas of `html` (the same document rendered again now that KaTeX is here, sanitised like
 * any render) in place of the TeX stand-ins shown in `container`, leaving every other node as it is. Replacing
 * the whole content instead would put new paragraphs on the screen: a browser then counts the text as painted
 * anew (the page's largest paint comes late) and anything the reader had selected is lost. When the formulas
 * of the two do not pair up, the whole content is replaced.
 */
export function typesetInPlace(container: HTMLElement, html: string): void {
  const template = container.ownerDocument.createElement('template');
  template.innerHTML = html;
  const fresh = Array.from(template.content.querySelectorAll(FORMULA));
  const shown = Array.from(container.querySelectorAll(FORMULA));
  if (fresh.length !== shown.length) {
    container.innerHTML = html;
    return;
  }
  shown.forEach((formula, index) => formula.replaceWith(fresh[index]!));
}
