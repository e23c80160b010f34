import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { getHttpConfig } from '../http/config';
import type { LoadOnce } from '../lazy/loadOnce';
import { useAfterFirstPaint } from '../lazy/useAfterFirstPaint';
import type { Locale } from '../i18n/locale';
import './content.css';
import './math.css';
import { DrawnDocument } from './drawnDocument';
import { previews } from './formulaPreview';
import { loadMathEngine, loadedMathEngine, loadedTypesetter, subscribeMathEngine } from './mathEngine';
import { isLongDocument } from './partSize';
import { partsRenderer } from './partsRenderer';
import { activateRemoteImages } from './remoteImages';
import type { InPlaceTypesetting } from './typesetInPlace';

export interface MarkdownProps {
  source: string | null | undefined;
  /** Content authored by admin or root: a few more tags and inline styles, never scripts or handlers. */
  trusted?: boolean;
  className?: string;
  /** Language of the renderer's own texts (remote-image buttons); the app's configured one by default. */
  locale?: Locale;
}

/** How fetching code a document waits for went; a fetch fails offline or once a deployment replaced it. */
type Arrival = 'arrived' | 'failed' | null;

/** Fetches `lazy` while `needed`, and tells `arrived` how that went. */
function useFetch(lazy: LoadOnce<unknown>, needed: boolean, arrived: (arrival: Arrival) => void): void {
  useEffect(() => {
    if (!needed) return undefined;
    let current = true;
    lazy.load().then(
      () => {
        if (current) arrived('arrived');
      },
      () => {
        if (current) arrived('failed');
      },
    );
    return () => {
      current = false;
    };
  }, [lazy, needed, arrived]);
}

/**
 * The only way user content becomes HTML: markdown and KaTeX maths, then sanitised by DOMPurify. Images
 * from other sites in user content show as buttons that load the image when clicked. KaTeX is fetched once the
 * first formula is on the screen; until it arrives formulas show a preview (mathPreview.ts) and their TeX as a
 * tooltip, and they are typeset as they come into view (typesetInPlace.ts, which comes with KaTeX). A long
 * document is drawn in parts (markdownDocument.ts): the first with the page, the others in short tasks after
 * it, so that no statement, however long, holds the page still.
 *
 * Most content is short and has no maths: the parts renderer is fetched with the first long document, and the
 * previews with the first formula (unless the page brought them, formulaPreview.ts). Until what a document
 * needs is here, it is busy and hidden in its place: drawn already when it waits for previews, an empty box a
 * screen tall when it waits for its parts (content.css). If that code cannot be fetched, a long document is
 * drawn in one go and formulas show their source.
 */
export function Markdown({ source, trusted = false, className, locale }: MarkdownProps) {
  const language = locale ?? getHttpConfig().locale();
  const engine = useSyncExternalStore(subscribeMathEngine, loadedMathEngine, loadedMathEngine);
  const text = source ?? '';
  const long = useMemo(() => isLongDocument(text), [text]);
  const [parts, setParts] = useState<Arrival>(null);
  useFetch(partsRenderer, long && parts === null && partsRenderer.loaded() === null, setParts);
  const [previewed, setPreviewed] = useState<Arrival>(null);
  const doc = useMemo(() => {
    const renderer = partsRenderer.loaded();
    if (long && renderer) return new renderer.MarkdownDocument(text, trusted, { locale: language });
    return long && parts !== 'failed' ? null : new DrawnDocument([text], '', trusted, language);
    // `previewed` only says when to draw again: the renderer reads the previews from formulaPreview.ts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [text, trusted, language, long, parts, previewed]);
  // What React writes into the container: the first part, rendered with whatever KaTeX state there was when
  // this content came. KaTeX arriving later does not change it; the formulas are typeset in place instead, so
  // paragraphs already on the screen stay the same nodes.
  const html = useMemo(() => doc?.part(0, loadedTypesetter()) ?? '', [doc]);
  // Whether it waits for the previews is known once its first part is drawn.
  const waitsForPreviews = doc !== null && doc.drawnWithoutPreviews && previewed !== 'failed';
  useFetch(previews, waitsForPreviews, setPreviewed);
  const busy = doc === null || waitsForPreviews;
  // A later part may be the first with maths in it.
  const [laterMaths, setLaterMaths] = useState<DrawnDocument | null>(null);
  const waitsForMaths =
    engine === null && doc !== null && !busy && (doc.hasPendingFormulas || laterMaths === doc);
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
    if (!element || engine === null || doc === null) return undefined;
    const inView = engine.inView(element, doc);
    typesetting.current = inView;
    return () => {
      inView.stop();
      typesetting.current = null;
    };
  }, [engine, doc]);
  useEffect(() => {
    const element = container.current;
    // A document of several parts is one the parts renderer made.
    const renderer = partsRenderer.loaded();
    if (!element || doc === null || doc.partCount < 2 || !renderer) return undefined;
    return renderer.drawLaterParts(element, doc, (part) => {
      typesetting.current?.watch([part]);
      if (doc.hasPendingFormulas) setLaterMaths(doc);
    });
  }, [doc]);
  useEffect(() => {
    const element = container.current;
    return element ? activateRemoteImages(element) : undefined;
  }, []);
  return (
    <div
      ref={container}
      className={className ? `hoj-markdown ${className}` : 'hoj-markdown'}
      aria-busy={busy || undefined}
      // Safe: every part passes through DOMPurify (sanitize.ts).
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

export default Markdown;
