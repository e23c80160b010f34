import { Switch } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { DiscussionRecord } from '../discussionResource';
import type { PostModeration } from './useModeratePost';

/** Pins a post to the top of the board (or unpins it). */
export function PinSwitch({ post, moderation }: { post: DiscussionRecord; moderation: PostModeration }) {
  const translate = useTranslate();
  return (
    <Switch
      checked={post.topPriority === true}
      disabled={moderation.isPending}
      onChange={(event) => moderation.setPinned(event.target.checked)}
      slotProps={{
        input: { 'aria-label': translate('resources.discussions.pinOf', { title: post.title ?? '' }) },
      }}
    />
  );
}
