import { Button, Stack } from '@mui/material';
import BlockIcon from '@mui/icons-material/Block';
import RestoreIcon from '@mui/icons-material/Restore';
import { useTranslate } from 'react-admin';
import { POST_DISABLED, type DiscussionRecord } from '../discussionResource';
import { DeletePostButton } from '../moderation/DeletePostButton';
import { useModeratePost } from '../moderation/useModeratePost';

/** What to do with the reported post: disable it (or enable it again) or delete it with its comments. */
export function ReportedPostActions({ post }: { post: DiscussionRecord }) {
  const translate = useTranslate();
  const moderation = useModeratePost(post);
  const disabled = post.status === POST_DISABLED;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Button
        size="small"
        variant="outlined"
        color={disabled ? 'primary' : 'warning'}
        startIcon={disabled ? <RestoreIcon /> : <BlockIcon />}
        disabled={moderation.isPending}
        onClick={() => moderation.setDisabled(!disabled)}
      >
        {translate(
          disabled ? 'resources.discussionReports.enablePost' : 'resources.discussionReports.disablePost',
        )}
      </Button>
      <DeletePostButton post={post} moderation={moderation} />
    </Stack>
  );
}
