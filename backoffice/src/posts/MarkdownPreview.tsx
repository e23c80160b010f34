import { lazy, Suspense } from 'react';
import { Box } from '@mui/material';

// The renderer (markdown, sanitiser) is most of an editor page's weight: the form is usable before it arrives.
const Markdown = lazy(() => import('@hoj/core/markdown/Markdown.tsx'));

interface MarkdownPreviewProps {
  source: string;
  trusted: boolean;
}

/**
 * Core's content stylesheet reads the portal's colour variables, which the back office does not have; its
 * fallbacks are neutral greys that read in both themes, and the text inherits MUI's. Links would keep the
 * browser's blue, dark on the dark paper: they take the theme's primary colour instead.
 */
const contentSx = { '& a': { color: 'primary.main' }, '& a:visited': { color: 'primary.main' } } as const;

/** The rendered preview; until the renderer has loaded, the text as typed. */
export function MarkdownPreview({ source, trusted }: MarkdownPreviewProps) {
  return (
    <Box sx={contentSx}>
      <Suspense
        fallback={
          <Box aria-busy="true" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', opacity: 0.7 }}>
            {source}
          </Box>
        }
      >
        <Markdown source={source} trusted={trusted} />
      </Suspense>
    </Box>
  );
}
