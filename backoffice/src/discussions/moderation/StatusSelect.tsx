import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { POST_DISABLED, type DiscussionRecord } from '../discussionResource';
import type { PostModeration } from './useModeratePost';

/** Normal (shown on the portal) or disabled (hidden from everyone but admins), changed at once. */
export function StatusSelect({ post, moderation }: { post: DiscussionRecord; moderation: PostModeration }) {
  const translate = useTranslate();
  const disabled = post.status === POST_DISABLED;
  return (
    <TextField
      select
      size="small"
      variant="standard"
      value={disabled ? 'disabled' : 'normal'}
      disabled={moderation.isPending}
      onChange={(event) => moderation.setDisabled(event.target.value === 'disabled')}
      slotProps={{
        htmlInput: { 'aria-label': translate('resources.discussions.statusOf', { title: post.title ?? '' }) },
        select: { MenuProps: { onClick: (event) => event.stopPropagation() } },
      }}
      sx={{ minWidth: 96 }}
    >
      <MenuItem value="normal">{translate('resources.discussions.status.normal')}</MenuItem>
      <MenuItem value="disabled">{translate('resources.discussions.status.disabled')}</MenuItem>
    </TextField>
  );
}
