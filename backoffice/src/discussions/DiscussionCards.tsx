import { useListContext, useTranslate } from 'react-admin';
import { Card, CardActions, CardContent, Chip, Stack, Typography } from '@mui/material';
import { CreatedAt } from '@backoffice/common/CreatedAt';
import { POST_DISABLED, type DiscussionRecord } from './discussionResource';
import { ListLoading } from './ListLoading';
import { ModerationControls } from './ModerationControls';
import { PortalLink } from './PortalLink';

/**
 * Phones get one card per post instead of the twelve-column table, with the same moderation controls (a card,
 * unlike a list entry, is not a link, so controls may sit in it).
 */
export function DiscussionCards({ categoryNames }: { categoryNames: ReadonlyMap<number, string> }) {
  const translate = useTranslate();
  const { data, isPending } = useListContext<DiscussionRecord>();
  if (isPending) return <ListLoading />;
  return (
    <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 1 }}>
      {(data ?? []).map((post) => (
        <Card key={post.id} component="li" variant="outlined">
          <CardContent sx={{ pb: 0 }}>
            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
              <Typography variant="subtitle1" component="h2" sx={{ overflowWrap: 'anywhere' }}>
                {post.title}
              </Typography>
              <PortalLink post={post} />
            </Stack>
            <Typography variant="body2" color="text.secondary">
              {[
                post.author,
                typeof post.categoryId === 'number' ? categoryNames.get(post.categoryId) : null,
                post.pid,
              ]
                .filter(Boolean)
                .join(' · ')}
            </Typography>
            <Stack
              direction="row"
              spacing={1}
              useFlexGap
              sx={{ flexWrap: 'wrap', alignItems: 'center', mt: 0.5 }}
            >
              <Typography variant="body2" color="text.secondary">
                {translate('resources.discussions.counts', {
                  likes: post.likeNum ?? 0,
                  views: post.viewNum ?? 0,
                  comments: post.commentNum ?? 0,
                })}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                <CreatedAt record={post} dateOnly />
              </Typography>
              {post.status === POST_DISABLED && (
                <Chip
                  size="small"
                  color="error"
                  variant="outlined"
                  label={translate('resources.discussions.status.disabled')}
                />
              )}
            </Stack>
          </CardContent>
          <CardActions sx={{ flexWrap: 'wrap' }}>
            <ModerationControls post={post} />
          </CardActions>
        </Card>
      ))}
    </Stack>
  );
}
