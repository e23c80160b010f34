import { DEFAULT_LOCALE, type Locale } from '../i18n/locale';
import { DrawnDocument } from './drawnDocument';
import { skipDefinersBefore, typesetDefinersBefore, typesetFormulas } from './formulaTypesetting';
import { loadedTypesetter } from './mathEngine';
import { isLongDocument } from './partSize';
// Later parts are drawn in tasks of their own, with no moment to wait for the previews in: they come along.
import './previewNow';
import type { Typesetter } from './renderMath';
import { afterNextFrame, runInSlices } from './slices';
import { splitParts } from './splitParts';

/**
 * The renderer of long documents, fetched the first time one is shown (partsRenderer.ts): a long document is
 * drawn in parts, the first with the page, the others in short tasks after it, so that no statement, however
 * long, holds the page still.
 */

export { EAGER_FORMULAS } from './drawnDocument';
export { PROGRESSIVE_CHARS } from './partSize';

/**
 * One document cut into parts (splitParts.ts) when it is long, else in one. A part whose formulas are typeset
 * as it is drawn first has the definitions before it typeset (formulaTypesetting.ts), earlier parts' previews
 * included.
 */
export class MarkdownDocument extends DrawnDocument {
  constructor(source: string, trusted: boolean, { locale = DEFAULT_LOCALE }: { locale?: Locale } = {}) {
    const { parts, references } = isLongDocument(source)
      ? splitParts(source)
      : { parts: [source], references: '' };
    super(parts, references, trusted, locale);
  }

  protected override beforeTypesetting(first: number, typeset: Typesetter): void {
    typesetDefinersBefore(this, first, typeset);
  }

  protected override afterTypesetting(end: number): void {
    skipDefinersBefore(this, end);
  }

  /**
   * Sanitised HTML of the formulas numbered `indices` (previews drawn earlier), typeset by `typeset`, in the
   * order asked.
   */
  typesetFormulas(indices: readonly number[], typeset: Typesetter): string[] {
    return typesetFormulas(this, indices, typeset);
  }
}

/** Class of the box each part after the first is drawn in (content.css). */
const PART_CLASS = 'hoj-markdown-part';

/**
 * Draws the parts of `doc` after the first (which is already in `container`) in short tasks, each in a box of
 * its own that the browser lays out only once it nears the screen; `drawn` is told of each. Returns the
 * function that stops and takes them away again.
 */
export function drawLaterParts(
  container: HTMLElement,
  doc: DrawnDocument,
  drawn: (part: HTMLElement) => void,
): () => void {
  const added: ChildNode[] = [];
  let next = 1;
  const parts = runInSlices(
    () => {
      const part = container.ownerDocument.createElement('div');
      part.className = PART_CLASS;
      part.innerHTML = doc.part(next, loadedTypesetter());
      container.append(part);
      added.push(part);
      drawn(part);
      next += 1;
      return next < doc.partCount;
    },
    { next: afterNextFrame },
  );
  return () => {
    parts.cancel();
    // React leaves the container alone when the first part's HTML has not changed.
    for (const node of added) node.remove();
  };
}
