import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { isApiError } from '@hoj/core/http/apiError';
import { MarkdownPreview } from '@backoffice/posts/MarkdownPreview';
import { isTrustedAuthor, postQuery, type LoadedPost, type PostLookup } from './postQuery';

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
  if (query.isPending) {
    return (
      <Box role="status" sx={{ display: 'flex', gap: 1, alignItems: 'center', py: 1 }}>
        <CircularProgress size={18} aria-hidden />
        <Typography color="text.secondary">{translate('resources.discussions.post.loading')}</Typography>
      </Box>
    );
  }
  if (query.isError) {
    const msg = isApiError(query.error) ? query.error.msg : String(query.error);
    return (
      <Alert
        severity="error"
        role="alert"
        action={
          <Button color="inherit" size="small" onClick={() => void query.refetch()}>
            {translate('resources.discussions.post.retry')}
          </Button>
        }
      >
        {translate('resources.discussions.post.loadFailed', { msg })}
      </Alert>
    );
  }
  const { detail } = query.data;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      {detail ? (
        <Box component="article" aria-label={detail.title ?? undefined} sx={{ overflowWrap: 'anywhere' }}>
          <MarkdownPreview source={detail.content ?? ''} trusted={isTrustedAuthor(detail.role)} />
        </Box>
      ) : (
        <Alert severity="info">{translate('resources.discussions.post.disabledText')}</Alert>
      )}
      {actions?.(query.data)}
    </Box>
  );
}
