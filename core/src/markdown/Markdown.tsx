import { useMemo } from 'react';
// KaTeX's stylesheet and fonts come from the local package; Vite bundles them with this lazy chunk.
import 'katex/dist/katex.min.css';
import './math.css';
import { renderMarkdown } from './sanitize';

export interface MarkdownProps {
  source: string | null | undefined;
  /** Content authored by admin or root: a few more tags and inline styles, never scripts or handlers. */
  trusted?: boolean;
  className?: string;
}

/** The only way user content becomes HTML: markdown and KaTeX maths, then sanitised by DOMPurify. */
export function Markdown({ source, trusted = false, className }: MarkdownProps) {
  const html = useMemo(() => renderMarkdown(source ?? '', trusted), [source, trusted]);
  return (
    <div
      className={className ? `hoj-markdown ${className}` : 'hoj-markdown'}
      // Safe: renderMarkdown passes everything through DOMPurify.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

export default Markdown;
