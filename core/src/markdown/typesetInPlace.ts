import { FORMULA_INDEX_ATTR } from './formulaAttrs';
import type { Typesetter } from './renderMath';
import { afterNextFrame, runInSlices, type SliceOptions, type Slices } from './slices';

/** Where typeset formulas come from: the document the previews were drawn from (markdownDocument.ts). */
export interface FormulaSource {
  typesetFormulas(indices: readonly number[], typeset: Typesetter): string[];
}

/** How far beyond the visible area formulas are typeset ahead of the reader: a screen either way. */
const AHEAD = '100% 0px';

/** Formulas typeset with one call into the document (one pass of the sanitiser). */
const BATCH = 8;

const PREVIEW = `[${FORMULA_INDEX_ATTR}]`;

export interface InPlaceTypesetting {
  /** Also typesets the previews in these nodes (a part of the document drawn after this started). */
  watch(nodes: Iterable<Node>): void;
  stop(): void;
}

/** The nearest ancestor that scrolls, whose visible area decides what is in view; null for the page. */
function scroller(element: HTMLElement): Element | null {
  const view = element.ownerDocument.defaultView;
  for (let node = element.parentElement; node && view; node = node.parentElement) {
    const { overflowY } = view.getComputedStyle(node);
    if (overflowY === 'auto' || overflowY === 'scroll') return node;
  }
  return null;
}

/**
 * Replaces the previews in `container` by their typeset formulas as they come into view (a screen ahead),
 * in short tasks (slices.ts), leaving every other node as it is: replacing the whole content instead would put
 * new paragraphs on the screen (a browser then counts the text as painted anew, and the page's largest paint
 * comes late) and lose what the reader had selected. A document of thousands of formulas is typeset where the
 * reader is, not all at once. Watched are the top-level blocks holding previews, not each formula (fewer for
 * the browser to follow); without IntersectionObserver (an old browser, a test) every block is in view.
 */
export function typesetInView(
  container: HTMLElement,
  source: FormulaSource,
  typeset: Typesetter,
  options: SliceOptions = {},
): InPlaceTypesetting {
  let queue: Element[] = [];
  /** The next in `queue` to typeset (taking from the front of a long array one by one costs its length). */
  let head = 0;
  let work: Slices | null = null;
  let stopped = false;

  const step = (): boolean => {
    const batch: Element[] = [];
    while (batch.length < BATCH && head < queue.length) {
      const preview = queue[head]!;
      head += 1;
      if (preview.isConnected && preview.hasAttribute(FORMULA_INDEX_ATTR)) batch.push(preview);
    }
    if (batch.length > 0) {
      const indices = batch.map((preview) => Number(preview.getAttribute(FORMULA_INDEX_ATTR)));
      const html = source.typesetFormulas(indices, typeset);
      const template = container.ownerDocument.createElement('template');
      batch.forEach((preview, i) => {
        template.innerHTML = html[i] ?? '';
        const formula = template.content.firstElementChild;
        if (formula) preview.replaceWith(formula);
      });
    }
    if (head < queue.length) return true;
    queue = [];
    head = 0;
    work = null;
    return false;
  };

  const enqueue = (block: Element) => {
    const previews = block.matches(PREVIEW) ? [block] : Array.from(block.querySelectorAll(PREVIEW));
    if (previews.length === 0) return;
    queue.push(...previews);
    // Each slice changes what is on the screen: a frame between slices lays out only that slice's formulas.
    work ??= runInSlices(step, { next: afterNextFrame, ...options });
  };

  const observer =
    typeof IntersectionObserver === 'function'
      ? new IntersectionObserver(
          (entries) => {
            for (const entry of entries) {
              if (!entry.isIntersecting) continue;
              observer?.unobserve(entry.target);
              if (!stopped) enqueue(entry.target);
            }
          },
          { root: scroller(container), rootMargin: AHEAD },
        )
      : null;

  const watch = (nodes: Iterable<Node>) => {
    for (const node of nodes) {
      if (!(node instanceof Element) || !(node.matches(PREVIEW) || node.querySelector(PREVIEW))) continue;
      if (observer) observer.observe(node);
      else enqueue(node);
    }
  };

  watch(Array.from(container.children));
  return {
    watch,
    stop() {
      stopped = true;
      observer?.disconnect();
      work?.cancel();
      work = null;
    },
  };
}
