import { lazy, Suspense } from 'react';
import type { MarkdownProps } from '@hoj/core/markdown/Markdown.tsx';
import { Skeleton } from './states';

// The renderer (parser and sanitiser, about 45 KB) stays out of a page's own chunk where its content is not
// what the reader came for first: the page draws, the content follows a moment later.
const Markdown = lazy(() => import('@hoj/core/markdown/Markdown.tsx'));

/** Rendered user or author content, its renderer fetched on first use; a skeleton of `rows` lines meanwhile. */
export function LazyMarkdown({ rows = 3, ...props }: MarkdownProps & { rows?: number }) {
  return (
    <Suspense fallback={<Skeleton rows={rows} />}>
      <Markdown {...props} />
    </Suspense>
  );
}
