import { useEffect, useMemo, useRef } from 'react';
// KaTeX's stylesheet and fonts come from the local package; Vite bundles them with this lazy chunk.
import 'katex/dist/katex.min.css';
import { getHttpConfig } from '../http/config';
import type { Locale } from '../i18n/locale';
import './math.css';
import { activateRemoteImages } from './remoteImages';
import { renderMarkdown } from './sanitize';

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
 * from other sites in user content show as buttons that load the image when clicked.
 */
export function Markdown({ source, trusted = false, className, locale }: MarkdownProps) {
  const language = locale ?? getHttpConfig().locale();
  const html = useMemo(
    () => renderMarkdown(source ?? '', trusted, { locale: language }),
    [source, trusted, language],
  );
  const container = useRef<HTMLDivElement>(null);
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
