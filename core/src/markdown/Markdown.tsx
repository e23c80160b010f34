import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { getHttpConfig } from '../http/config';
import { useAfterFirstPaint } from '../lazy/useAfterFirstPaint';
import type { Locale } from '../i18n/locale';
import './content.css';
import './math.css';
import { loadMathEngine, loadedTypesetter, subscribeMathEngine } from './mathEngine';
import { activateRemoteImages } from './remoteImages';
import { renderMarkdown } from './sanitize';
import { typesetInPlace } from './typesetInPlace';

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
 * tooltip.
 */
export function Markdown({ source, trusted = false, className, locale }: MarkdownProps) {
  const language = locale ?? getHttpConfig().locale();
  const typeset = useSyncExternalStore(subscribeMathEngine, loadedTypesetter, loadedTypesetter);
  // What React writes into the container: rendered with whatever KaTeX state there was when this content came.
  // KaTeX arriving later does not change it; the formulas are typeset in place below instead, so paragraphs
  // already on the screen stay the same nodes.
  const html = useMemo(
    () => renderMarkdown(source ?? '', trusted, { locale: language, typeset: loadedTypesetter() }),
    [source, trusted, language],
  );
  const waitsForMaths = typeset === null && html.includes('hoj-math-pending');
  // The text goes to the screen first, with previews of its formulas: KaTeX does not share the network with
  // what draws it (on a phone's link that held a statement back by a second).
  const painted = useAfterFirstPaint();
  useEffect(() => {
    // Offline or a replaced deployment: the formulas keep their previews.
    if (waitsForMaths && painted) loadMathEngine().catch(() => undefined);
  }, [waitsForMaths, painted]);
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = container.current;
    if (!element || typeset === null || !html.includes('hoj-math-pending')) return undefined;
    // A task per document: a page of several (a statement's sections) stays responsive while KaTeX works
    // through them, instead of one long task for all. The previews hold the place meanwhile.
    const timer = setTimeout(() => {
      typesetInPlace(element, renderMarkdown(source ?? '', trusted, { locale: language, typeset }));
    }, 0);
    return () => clearTimeout(timer);
  }, [typeset, html, source, trusted, language]);
  useEffect(() => {
    const element = container.current;
    return element ? activateRemoteImages(element) : undefined;
  }, []);
  return (
    <div
      ref={container}
      className={className ? `hoj-markdown ${className}` : 'hoj-markdown'}
      // Safe: renderMarkdown passes everything through DOMPurify.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

export default Markdown;
