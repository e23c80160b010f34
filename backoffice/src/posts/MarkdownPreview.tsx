import { lazy, Suspense } from 'react';
import { Box } from '@mui/material';

// The renderer (markdown, sanitiser) is most of an editor page's weight: the form is usable before it arrives.
const Markdown = lazy(() => import('@hoj/core/markdown/Markdown.tsx'));

interface MarkdownPreviewProps {
  source: string;
  trusted: boolean;
}

/** The rendered preview; until the renderer has loaded, the text as typed. */
export function MarkdownPreview({ source, trusted }: MarkdownPreviewProps) {
  return (
    <Suspense
      fallback={
        <Box aria-busy="true" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', opacity: 0.7 }}>
          {source}
        </Box>
      }
    >
      <Markdown source={source} trusted={trusted} />
    </Suspense>
  );
}
