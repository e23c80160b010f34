import { lazy, startTransition, Suspense, useEffect, useState } from 'react';
import { useAfterFirstPaint } from '@hoj/core/lazy/useAfterFirstPaint';
import type { MarkdownProps } from '@hoj/core/markdown/Markdown.tsx';
import { roughText } from '@hoj/core/markdown/roughText';
import { Skeleton } from './states';
import './LazyMarkdown.css';

// The renderer (parser and sanitiser, about 45 KB) stays out of a page's own chunk where its content is not
// what the reader came for first: the page draws, the content follows a moment later.
const Markdown = lazy(() => import('@hoj/core/markdown/Markdown.tsx'));

interface LazyMarkdownProps extends MarkdownProps {
  /** Lines of the skeleton shown while the renderer loads. */
  rows?: number;
  /**
   * Shows the text itself (markers dropped) while the renderer loads, for content that is what the reader came
   * for: it is on screen as soon as it has arrived, formatted a moment later.
   */
  textWhileLoading?: boolean;
}

/** Rendered user or author content, its renderer fetched on first use; a skeleton of `rows` lines meanwhile. */
export function LazyMarkdown({ rows = 3, textWhileLoading = false, ...props }: LazyMarkdownProps) {
  const fallback = textWhileLoading ? (
    <div className="hoj-markdown lazy-markdown__text">{roughText(props.source ?? '')}</div>
  ) : (
    <Skeleton rows={rows} />
  );
  // The renderer is asked for once the page has painted, so it does not hold up the page's first paint; the
  // swap is a transition, so the placeholder stays (the same element, still the page's largest paint) until the
  // renderer can replace it.
  const painted = useAfterFirstPaint();
  const [render, setRender] = useState(false);
  useEffect(() => {
    if (painted) startTransition(() => setRender(true));
  }, [painted]);
  return <Suspense fallback={fallback}>{render ? <Markdown {...props} /> : fallback}</Suspense>;
}
