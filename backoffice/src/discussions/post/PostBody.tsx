import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { QueryState, type QueryStateTexts } from '@backoffice/common/QueryState';
import { MarkdownPreview } from '@backoffice/posts/MarkdownPreview';
import { isTrustedAuthor, postQuery, type PostLookup, type LoadedPost } from './postQuery';

const TEXTS: QueryStateTexts = {
  loading: 'resources.discussions.post.loading',
  retry: 'resources.discussions.post.retry',
  loadFailed: 'resources.discussions.post.loadFailed',
};

interface PostBodyProps {
  did: number;
  lookup: PostLookup;
  /** What may be done with the post once it is known (its status decides which actions make sense). */
  actions?: (post: LoadedPost) => ReactNode;
}

/**
 * A post's text rendered as the portal renders it: user content is sanitised with the user rule set, the posts
 * of root and admins with the trusted-author one. Loading, a failure (with a retry) and a disabled post, whose
 * text the server does not hand out, each say so in place.
 */
export function PostBody({ did, lookup, actions }: PostBodyProps) {
  const translate = useTranslate();
  const query = useQuery(postQuery(did, lookup));
  return (
    <QueryState query={query} texts={TEXTS}>
      {(post) => (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
          {post.detail ? (
            <Box
              component="article"
              aria-label={post.detail.title ?? undefined}
              sx={{ overflowWrap: 'anywhere' }}
            >
              <MarkdownPreview
                source={post.detail.content ?? ''}
                trusted={isTrustedAuthor(post.detail.role)}
              />
            </Box>
          ) : (
            <Alert severity="info">{translate('resources.discussions.post.disabledText')}</Alert>
          )}
          {actions?.(post)}
        </Box>
      )}
    </QueryState>
  );
}
