import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { getHttpConfig } from '../http/config';
import { useAfterFirstPaint } from '../lazy/useAfterFirstPaint';
import type { Locale } from '../i18n/locale';
import './content.css';
import './math.css';
import { MarkdownDocument } from './markdownDocument';
import { loadMathEngine, loadedTypesetter, subscribeMathEngine } from './mathEngine';
import { activateRemoteImages } from './remoteImages';
import { afterNextFrame, runInSlices } from './slices';
import { typesetInView, type InPlaceTypesetting } from './typesetInPlace';

/** Class of the box each part after the first is drawn in (content.css). */
const PART_CLASS = 'hoj-markdown-part';

export interface MarkdownProps {
  source: string | null | undefined;
  /** Content authored by admin or root: a few more tags and inline styles, never scripts or handlers. */
  trusted?: boolean;
  className?: string;
  /** Language of the renderer's own texts (remote-image buttons); the app's configured one by default. */
  locale?: Locale;
}

/**
 * The only way user content becomes HTML: markdown and KaTeX maths, then sanitised by DOMPurify. Images
 * from other sites in user content show as buttons that load the image when clicked. KaTeX is fetched once the
 * first formula is on the screen; until it arrives formulas show a preview (mathPreview.ts) and their TeX as a
 * tooltip, and they are typeset as they come into view (typesetInPlace.ts). A long document is drawn in parts
 * (markdownDocument.ts): the first with the page, the others in short tasks after it, so that no statement,
 * however long, holds the page still.
 */
export function Markdown({ source, trusted = false, className, locale }: MarkdownProps) {
  const language = locale ?? getHttpConfig().locale();
  const typeset = useSyncExternalStore(subscribeMathEngine, loadedTypesetter, loadedTypesetter);
  const doc = useMemo(
    () => new MarkdownDocument(source ?? '', trusted, { locale: language }),
    [source, trusted, language],
  );
  // What React writes into the container: the first part, rendered with whatever KaTeX state there was when
  // this content came. KaTeX arriving later does not change it; the formulas are typeset in place instead, so
  // paragraphs already on the screen stay the same nodes.
  const html = useMemo(() => doc.part(0, loadedTypesetter()), [doc]);
  // A later part may be the first with maths in it.
  const [laterMaths, setLaterMaths] = useState<MarkdownDocument | null>(null);
  const waitsForMaths = typeset === null && (doc.hasPendingFormulas || laterMaths === doc);
  // The text goes to the screen first, with previews of its formulas: KaTeX does not share the network with
  // what draws it (on a phone's link that held a statement back by a second).
  const painted = useAfterFirstPaint();
  useEffect(() => {
    // Offline or a replaced deployment: the formulas keep their previews.
    if (waitsForMaths && painted) loadMathEngine().catch(() => undefined);
  }, [waitsForMaths, painted]);
  const container = useRef<HTMLDivElement>(null);
  const typesetting = useRef<InPlaceTypesetting | null>(null);
  useEffect(() => {
    const element = container.current;
    if (!element || typeset === null) return undefined;
    const inView = typesetInView(element, doc, typeset);
    typesetting.current = inView;
    return () => {
      inView.stop();
      typesetting.current = null;
    };
  }, [typeset, doc]);
  useEffect(() => {
    const element = container.current;
    if (!element || doc.partCount < 2) return undefined;
    const added: ChildNode[] = [];
    let next = 1;
    const parts = runInSlices(
      () => {
        // Each part in a box of its own, which the browser lays out only once it nears the screen.
        const part = element.ownerDocument.createElement('div');
        part.className = PART_CLASS;
        part.innerHTML = doc.part(next, loadedTypesetter());
        element.append(part);
        added.push(part);
        typesetting.current?.watch([part]);
        if (doc.hasPendingFormulas) setLaterMaths(doc);
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
  }, [doc]);
  useEffect(() => {
    const element = container.current;
    return element ? activateRemoteImages(element) : undefined;
  }, []);
  return (
    <div
      ref={container}
      className={className ? `hoj-markdown ${className}` : 'hoj-markdown'}
      // Safe: every part passes through DOMPurify (sanitize.ts).
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

export default Markdown;
